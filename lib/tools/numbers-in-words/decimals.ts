/**
 * Decimal numbers in words (D36, D31). Two readings:
 * - as written: the integer, the separator's name and the decimals read as a number, their leading zeros one by one
 *   ('tres coma catorce', 'tres punto cero cinco'). The visitor chooses the comma or the point (D31), and the words
 *   say the one written;
 * - the school form: 'tres enteros y catorce centésimas', up to the millionths.
 */
import { countNoun, spellInteger } from './cardinal';
import type { Separator, TypedNumber } from './typed-number';
import { DECIMAL_PLACES, wordAt } from './vocabulary';

const SEPARATOR_WORD: Record<Separator, string> = { coma: 'coma', punto: 'punto' };

/** 'tres coma catorce'; an integer is its cardinal alone ('veintiuno'). */
export function readAsWritten(number: TypedNumber, separator: Separator): string {
  const sign = number.negative ? 'menos ' : '';
  const integer = spellInteger(number.integer);
  if (number.decimals === '') return `${sign}${integer}`;
  return `${sign}${integer} ${SEPARATOR_WORD[separator]} ${decimalDigits(number.decimals)}`;
}

/** '05' → 'cero cinco', '14' → 'catorce', '140' → 'ciento cuarenta': each leading zero, then the rest as a number. */
function decimalDigits(decimals: string): string {
  const zeros = /^0*/.exec(decimals)?.[0].length ?? 0;
  const rest = decimals.slice(zeros);
  const words = Array<string>(zeros).fill('cero');
  if (rest !== '') words.push(spellInteger(BigInt(rest)));
  return words.join(' ');
}

/**
 * 'tres enteros y catorce centésimas', 'un entero y cinco décimas', 'veinticinco centésimas' (no 'cero enteros'),
 * 'doscientas una milésimas' (the places are feminine). Null for an integer, which has no school form of its own.
 */
export function schoolForm(number: TypedNumber): string | null {
  const places = number.decimals.length;
  if (places === 0) return null;
  const fraction = BigInt(number.decimals);
  const place = wordAt(DECIMAL_PLACES, places);
  const decimals = countNoun(fraction, { singular: place, plural: `${place}s`, gender: 'femenino' });
  const sign = number.negative ? 'menos ' : '';
  if (number.integer === 0n) return `${sign}${decimals}`;
  const integer = countNoun(number.integer, { singular: 'entero', plural: 'enteros', gender: 'masculino' });
  return `${sign}${integer} y ${decimals}`;
}
