/**
 * Errors are values (STYLE 6): every function that reads what a visitor typed answers `{ ok: false, reason,
 * message }` instead of throwing, and the form shows `message` under its field. `reason` is for code and tests.
 */

export type Problem =
  /** Nothing typed. */
  | 'empty'
  /** A character that is neither a digit nor a decimal separator ('12a4', '5 %'). */
  | 'not-a-digit'
  /** Only words in the number field: the words → number form reads those. */
  | 'words'
  /** More than one comma or point ('1.000,5', '1.000.000'). */
  | 'separators'
  /** Spaces that are not the groups of three of the integer part ('12 34'). */
  | 'spaces'
  /** A sign or separator with no digits, or a sign in the middle. */
  | 'invalid'
  /** Past 10¹⁸ − 1 (D36). */
  | 'too-large'
  /** More decimals than the millionths. */
  | 'too-many-decimals'
  /** Money: a negative amount. */
  | 'negative-amount'
  /** Money: more than two decimals (cents). */
  | 'cents'
  /** Money: no name for the visitor's own currency. */
  | 'currency-name'
  /** Ordinals: outside 1 … 999, or not a whole number. */
  | 'ordinal-range'
  /** Words → number: a word that is not a numeral. */
  | 'unknown-word'
  /** Words → number: numerals in an order Spanish does not write ('dos tres', 'mil mil'). */
  | 'order';

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: Problem; message: string };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const failure = <T>(reason: Problem, message: string): Outcome<T> => ({ ok: false, reason, message });
