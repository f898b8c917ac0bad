/**
 * The case converter's logic (spec 001 'Case converter'). Pure: no React, no DOM.
 *
 * Spanish rules come from the locale-aware String methods with the 'es' locale, which follow Unicode's full
 * case mappings: ñ ↔ Ñ, á ↔ Á, ü ↔ Ü, and accents are always kept (the RAE requires them on capitals).
 * Documented consequences for other scripts, on purpose and tested:
 * - German 'ß' has no single-letter capital in the default mapping: 'ß' → 'SS' (the text grows by one
 *   character); lower-casing 'SS' gives 'ss', so the round trip does not restore 'ß'. The capital 'ẞ' → 'ß'.
 * - Turkish dotted/dotless i outside the Turkish locale: 'ı' → 'I' and 'İ' → 'i̇' ('i' + U+0307 combining dot
 *   above), so no dot is lost; nothing is dropped or replaced by '?'.
 * - Greek capital sigma lower-cases to 'ς' at the end of a word and to 'σ' elsewhere.
 * - Emoji, digits, punctuation (¿ ¡ « ») and combining marks pass through unchanged; the text is never
 *   normalised, so a decomposed 'a' + U+0301 stays decomposed ('A' + U+0301).
 */

export type CaseDirection = 'upper' | 'lower';

export const CASE_LOCALE = 'es';

export type CaseResult = { ok: true; text: string } | { ok: false; reason: 'empty' };

export function toUpperCaseEs(text: string): string {
  return text.toLocaleUpperCase(CASE_LOCALE);
}

export function toLowerCaseEs(text: string): string {
  return text.toLocaleLowerCase(CASE_LOCALE);
}

/**
 * Converts a text to one case. Errors are values: a text that is empty or only white space gives
 * `{ ok: false, reason: 'empty' }` (the screen shows a hint), never an exception.
 */
export function convertCase(text: string, direction: CaseDirection): CaseResult {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  return { ok: true, text: direction === 'upper' ? toUpperCaseEs(text) : toLowerCaseEs(text) };
}

/** The hint shown for each failure, in Spanish. */
export const CASE_HINTS: Record<Extract<CaseResult, { ok: false }>['reason'], string> = {
  empty: 'Escribe o pega un texto para convertirlo.',
};

/** The status line announced after a conversion. */
export function caseStatus(direction: CaseDirection): string {
  return direction === 'upper' ? 'Texto convertido a mayúsculas.' : 'Texto convertido a minúsculas.';
}
