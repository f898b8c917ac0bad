'use client';
/**
 * Issue 36: the two tools of the numbers-in-words page, each hydrating on first use
 * (components/ui/on-first-use.tsx and, in docs/decisions.md, 'A tool hydrates on first use').
 */
import { OnFirstUse, addressHoldsState } from '@/components/ui/on-first-use';
// The styles of the tool's HTML, which the server writes on arrival: its code, and with it its own imports of
// them, comes only on first use (__tests__/components/on-first-use-styles.test.ts checks the list).
import './money-words.module.css';
import './reading.module.css';
import './number-to-words.module.css';
import './ordinal-words.module.css';
import './words-to-number.module.css';

const loadNumberToWords = () => import('./number-to-words').then((module) => module.NumberToWords);
const loadWordsToNumber = () => import('./words-to-number').then((module) => module.WordsToNumber);

// The tools themselves, for the server's render only (OnFirstUse's `server`): Next drops each branch, and its
// require, from the browser's bundle, where the tool loads on first use through the import above.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverNumberToWords =
  typeof window === 'undefined'
    ? (require('./number-to-words') as typeof import('./number-to-words')).NumberToWords
    : undefined;
const serverWordsToNumber =
  typeof window === 'undefined'
    ? (require('./words-to-number') as typeof import('./words-to-number')).WordsToNumber
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */
const NO_PROPS = {};

/** A number written in words (for a cheque): its state lives in the address (D9). */
export function NumberToWordsOnFirstUse() {
  return (
    <OnFirstUse load={loadNumberToWords} server={serverNumberToWords} props={NO_PROPS} loadAtOnce={addressHoldsState} />
  );
}

/** Words read back as a number: it keeps nothing in the address. */
export function WordsToNumberOnFirstUse() {
  return <OnFirstUse load={loadWordsToNumber} server={serverWordsToNumber} props={NO_PROPS} />;
}
