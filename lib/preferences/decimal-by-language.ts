/**
 * D31 and issue 36: the decimal separator of the languages most visitors' browsers ask for, answered without Intl
 * ('The decimal separator without Intl', docs/decisions.md).
 *
 * The head's inline script needs the separator before the first paint, and a renderer's first use of Intl costs
 * 110–190 ms on a phone-speed CPU (measured under a 4× slowdown). So the build asks its own Intl, once, what each of
 * these languages writes in every region, and the script carries the answer: a language's separator, and the regions
 * where it writes the other one. No region is typed here: they come from Intl, asked for every two-letter region code
 * and the UN's Latin America (419), world (001) and Europe (150). A tag the table does not answer (another language,
 * a script subtag, a Unicode extension) still asks the browser's Intl.
 *
 * Server code only: the page's inline script gets the table as an argument (decimal-script.ts).
 */
import type { DecimalSeparator } from './decimal';

/**
 * Spanish, and what else a Spanish speaker's browser is often set to: Catalan, Portuguese and English. Only these are
 * worth their bytes in every page's head; Intl answers the rest. Not Galician or Basque: Chromium carries no number
 * data for them and writes the point, where the build's full ICU writes the comma, and D31 follows the browser's own
 * data (e2e/tests/decimal.spec.ts compares the table with the browser's Intl, tag by tag).
 */
export const LANGUAGES_ANSWERED_AT_ONCE = ['es', 'ca', 'pt', 'en'] as const;

/** What Intl writes for this tag: '1,5' is the comma (D31). */
function separatorOf(tag: string): DecimalSeparator {
  return new Intl.NumberFormat(tag).format(1.5).includes(',') ? 'coma' : 'punto';
}

/** Every two-letter region code (ISO 3166-1 leaves none outside A–Z), and the UN M.49 areas a browser may send. */
function regionCodes(): string[] {
  const letters = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));
  return [...letters.flatMap((first) => letters.map((second) => first + second)), '419', '001', '150'];
}

/** Per language: its separator, and the regions (space-separated, upper case) where it writes the other one. */
export type DecimalTable = Record<string, [DecimalSeparator, string]>;

export function decimalTable(languages: readonly string[] = LANGUAGES_ANSWERED_AT_ONCE): DecimalTable {
  const regions = regionCodes();
  const table: DecimalTable = {};
  for (const language of languages) {
    const own = separatorOf(language);
    table[language] = [own, regions.filter((region) => separatorOf(`${language}-${region}`) !== own).join(' ')];
  }
  return table;
}
