'use client';
/**
 * Issue 36: the debt calculator, hydrating on first use (components/ui/on-first-use.tsx and, in
 * docs/decisions.md, 'A tool hydrates on first use').
 */
import { OnFirstUse, addressHoldsState } from '@/components/ui/on-first-use';
// The styles of the tool's HTML, which the server writes on arrival: its code, and with it its own imports of
// them, comes only on first use (__tests__/components/on-first-use-styles.test.ts checks the list).
import './amortization-table.module.css';
import './balance-chart.module.css';
import './debt-calculator.module.css';

const loadDebtCalculator = () => import('./debt-calculator').then((module) => module.DebtCalculator);

// The tools themselves, for the server's render only (OnFirstUse's `server`): Next drops each branch, and its
// require, from the browser's bundle, where the tool loads on first use through the import above.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverDebtCalculator =
  typeof window === 'undefined'
    ? (require('./debt-calculator') as typeof import('./debt-calculator')).DebtCalculator
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */
const NO_PROPS = {};

export function DebtCalculatorOnFirstUse() {
  return (
    <OnFirstUse
      load={loadDebtCalculator}
      server={serverDebtCalculator}
      props={NO_PROPS}
      loadAtOnce={addressHoldsState}
    />
  );
}
