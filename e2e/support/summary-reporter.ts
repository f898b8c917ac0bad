// One plain line at the end of a run, 'e2e: N passed, N failed', which .ci/run prints among the runners' summaries.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.outcomes.set(test, result.status); // a retried test counts once, with its last outcome
  }

  onEnd(result: FullResult) {
    const count = (...statuses: TestResult['status'][]) =>
      [...this.outcomes.values()].filter((status) => statuses.includes(status)).length;
    const failed = count('failed', 'timedOut', 'interrupted');
    console.log(`e2e: ${count('passed')} passed, ${failed} failed, ${count('skipped')} skipped (${result.status})`);
  }

  printsToStdio() {
    return false;
  }
}

export default SummaryReporter;
