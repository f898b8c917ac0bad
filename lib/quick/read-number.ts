/**
 * D27: a quantity as Spanish speakers write it at the start of a question: '1,5', '1.5', '1 500', '1/2', '1 1/2',
 * '½', 'medio', 'un cuarto', 'dos', 'cien', '-40', '1e3'. Returns the value, the rest of the text and, where the
 * number reads two ways ('1.500': 1.5 as D9 reads it, or 1500 as Spain groups thousands), the other reading.
 */
import { parseNumber } from '@/lib/units/parse';

export interface ReadNumber {
  value: number;
  /** The text after the number. */
  rest: string;
  /** '1.500' and '1,500' are also 1500: the value read that other way. */
  otherReading?: number;
  /** The number as typed, for the other reading's query. */
  typed: string;
}

const FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

/** Number words, longest first so 'un cuarto' wins over 'un'. */
const WORDS: readonly (readonly [string, number])[] = [
  ['tres cuartos', 0.75],
  ['un cuarto', 0.25],
  ['medio', 0.5],
  ['media', 0.5],
  ['una', 1],
  ['uno', 1],
  ['un', 1],
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['siete', 7],
  ['ocho', 8],
  ['nueve', 9],
  ['diez', 10],
  ['once', 11],
  ['doce', 12],
  ['quince', 15],
  ['veinte', 20],
  ['treinta', 30],
  ['cincuenta', 50],
  ['cien', 100],
  ['ciento', 100],
  ['quinientos', 500],
  ['mil', 1000],
];

const DIGITS = /^([+\-\u2212]?(?:\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+|\d+)(?:[.,]\d+)?(?:e[+-]?\d+)?)(?=$|[^\d.,])/i;
const MIXED_FRACTION = /^([+-]?\d+)\s+(\d+)\/(\d+)(?=$|\s)/;
const FRACTION = /^([+-]?\d+)\/(\d+)(?=$|\s)/;
/** One separator and exactly three digits after it: '1.500', '2,250'. */
const THOUSANDS_LOOKALIKE = /^\d{1,3}[.,]\d{3}$/;

export function readNumber(text: string): ReadNumber | undefined {
  const source = text.trimStart();
  const mixed = MIXED_FRACTION.exec(source);
  if (mixed) {
    const [all, whole, top, bottom] = mixed as unknown as [string, string, string, string];
    if (Number(bottom) === 0) return undefined;
    const sign = whole.startsWith('-') ? -1 : 1;
    return { value: Number(whole) + sign * (Number(top) / Number(bottom)), rest: source.slice(all.length), typed: all };
  }
  const fraction = FRACTION.exec(source);
  if (fraction) {
    const [all, top, bottom] = fraction as unknown as [string, string, string];
    if (Number(bottom) === 0) return undefined;
    return { value: Number(top) / Number(bottom), rest: source.slice(all.length), typed: all };
  }
  const digits = DIGITS.exec(source);
  if (digits) {
    const typed = digits[1] ?? '';
    const parsed = parseNumber(typed);
    if (!parsed.ok) return undefined;
    let rest = source.slice(typed.length);
    let value = parsed.value;
    // '1 ½' and '1½': a whole number and a fraction sign.
    const glyph = /^\s*([½¼¾⅓⅔⅛⅜⅝⅞])/.exec(rest);
    if (glyph && Number.isInteger(value)) {
      value += (value < 0 ? -1 : 1) * (FRACTIONS[glyph[1] ?? ''] ?? 0);
      rest = rest.slice(glyph[0].length);
    }
    const other = THOUSANDS_LOOKALIKE.test(typed) ? Number(typed.replace(/[.,]/, '')) : undefined;
    return { value, rest, typed, ...(other !== undefined && { otherReading: other }) };
  }
  const glyph = /^([½¼¾⅓⅔⅛⅜⅝⅞])/.exec(source);
  if (glyph) return { value: FRACTIONS[glyph[1] ?? ''] ?? 0, rest: source.slice(1), typed: glyph[1] ?? '' };
  const lower = source.toLocaleLowerCase('es');
  for (const [word, value] of WORDS) {
    if (lower.startsWith(word) && /^(\s|$)/.test(lower.slice(word.length))) {
      let rest = source.slice(word.length);
      let total = value;
      // 'dos y media tazas', 'un kilo y medio' reads its half after the unit; 'y medio' right after the number here.
      const half = /^\s+y\s+medi[oa](?=\s|$)/i.exec(rest);
      if (half) {
        total += 0.5;
        rest = rest.slice(half[0].length);
      }
      return { value: total, rest, typed: source.slice(0, source.length - rest.length).trim() };
    }
  }
  return undefined;
}
