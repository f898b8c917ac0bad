/**
 * The visitor's decimal separator (D31): where it is kept and what client code asks of it. The server always writes
 * the point; decimal-script.ts is the inline script that brings the comma to the screen.
 */

export type DecimalSeparator = 'coma' | 'punto';

/** The one localStorage key of the choice (the privacy page names it from here). */
export const DECIMAL_STORAGE_KEY = 'convertelo:separador-decimal';

/**
 * Where the separator the browser's languages give is kept, with those languages, so that only the first visit
 * pays for asking Intl (its first use costs 40–120 ms on a slow phone, before the first paint; issue 25).
 */
export const DETECTED_DECIMAL_STORAGE_KEY = 'convertelo:separador-del-idioma';

/** The separator the page shows now: what the inline script chose; the point on the server. */
export function currentSeparator(): DecimalSeparator {
  if (typeof document === 'undefined') return 'punto';
  return document.documentElement.getAttribute('data-decimal') === 'coma' ? 'coma' : 'punto';
}

/** A text of numbers written with the point (as every formatter writes them), in the given separator. */
export function withSeparator(text: string, separator: DecimalSeparator): string {
  return separator === 'coma' ? text.replace(/(\d)\.(?=\d)/g, '$1,') : text;
}
