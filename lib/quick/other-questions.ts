/**
 * Issue 36 (D27): the readers of the questions the quick box answers that are not about units: a calculator's
 * (numbers in words, Roman numerals, pace, slope, paper, tyres…, answered by lib/quick/tool-answers.ts), a number in
 * another base ('FF en decimal') and a time in another city ('15:00 de Madrid a México'). They are a chunk of their
 * own, loaded the first time the units settle nothing (lib/quick/parse-query.ts, `readQuery`), so the first answer to
 * a question about units downloads none of them: the time zones' cities and names alone are a third of the parser.
 */
import { numberAlone, numberSystems } from './number-systems';
import { questionSides } from './phrasings';
import { timeZoneQuestion } from './time-zone-question';
import { toolQuestion } from './tool-questions';
import type { QuickResult } from './types';

/** The answer to a question that is not about units, or undefined where `text` is none of them. */
export function otherQuestion(text: string): QuickResult | undefined {
  const tool = toolQuestion(text);
  if (tool) return { kind: 'needs-tool', question: tool };
  const alone = numberAlone(text);
  if (alone) return alone;
  const zoned = timeZoneQuestion(text);
  if (zoned) return zoned;
  for (const [source, target] of questionSides(text)) {
    const numeric = numberSystems(source, target);
    if (numeric) return numeric;
  }
  return undefined;
}
