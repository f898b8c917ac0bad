/**
 * What the visitor typed in the number field, read exactly: a string never passes through a JS number, whose 53
 * bits cannot hold 10¹⁸ − 1 (D36). The integer part is a BigInt; the decimals stay the digits as typed, leading
 * and trailing zeros included, because they are read as written (3.05 → 'tres coma cero cinco').
 */
import { failure, success, type Outcome } from './outcome';

/** D31: the visitor writes the decimal comma or the decimal point, and the words say which. */
export type Separator = 'coma' | 'punto';

export interface TypedNumber {
  negative: boolean;
  integer: bigint;
  /** The decimal digits as typed ('05' for 3.05); '' for an integer. */
  decimals: string;
  /** The separator typed, or null when there was none. */
  separator: Separator | null;
}

/** D36: the largest number the page writes, 10¹⁸ − 1 (one trillón, 10¹⁸, is the next word). */
export const MAX_INTEGER = 10n ** 18n - 1n;

/** Up to the millionths, the last place the school form names (vocabulary.ts, DECIMAL_PLACES). */
export const MAX_DECIMALS = 6;

/** Plain, narrow no-break, no-break and thin spaces: the groups of three the site writes (D8) and people type. */
const GROUP_SPACE = /[ \u00a0\u2009\u202f]/g;
const GROUPED = /^\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+$/;
/** A currency sign before or after the figure ('$1500', '1500 €') is not part of the number. */
const CURRENCY_SIGN = /^[$€]\s*|\s*[$€]$/g;
const ONLY_WORDS = /^[\p{L}\s]+$/u;

/** D8's max, written as the site writes it, for the messages. */
export const MAX_WRITTEN = '999\u202f999\u202f999\u202f999\u202f999\u202f999';

export function readTypedNumber(text: string): Outcome<TypedNumber> {
  // U+2212 is the typographic minus that phones and copied text often carry.
  const trimmed = text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(CURRENCY_SIGN, '');
  if (trimmed === '') return failure('empty', 'Escribe un número.');
  const negative = trimmed.startsWith('-');
  const body = trimmed.replace(/^[+-]/, '');
  const stray = firstStray(body);
  if (stray !== undefined) return strayProblem(body, stray);
  const separators = body.match(/[.,]/g) ?? [];
  if (separators.length > 1) {
    return failure(
      'separators',
      'Hay más de un separador: deja solo el de los decimales. Para separar los miles usa espacios (1\u202f000\u202f000) o no los separes.',
    );
  }
  const [integerText = '', decimals = ''] = body.split(/[.,]/);
  if (/\s/.test(decimals) || (/\s/.test(integerText) && !GROUPED.test(integerText))) {
    return failure('spaces', 'Los espacios solo pueden separar grupos de tres cifras, como en 1\u202f000\u202f000.');
  }
  const digits = integerText.replace(GROUP_SPACE, '').replace(/^0+(?=\d)/, '');
  if (digits === '' && decimals === '') return failure('invalid', 'Escribe un número, por ejemplo 1234.');
  if (digits.length > 18) {
    return failure('too-large', `Es demasiado grande: el máximo es ${MAX_WRITTEN}, un trillón menos uno.`);
  }
  if (decimals.length > MAX_DECIMALS) {
    return failure('too-many-decimals', 'Escribe como mucho seis decimales: se leen hasta las millonésimas.');
  }
  const integer = BigInt(digits === '' ? '0' : digits);
  const separator = separators[0] === ',' ? 'coma' : separators[0] === '.' ? 'punto' : null;
  // Minus zero is zero: 'menos cero' is never written.
  const zero = integer === 0n && /^0*$/.test(decimals);
  return success({ negative: negative && !zero, integer, decimals, separator });
}

/** The first character that is neither a digit, a separator nor a space. */
function firstStray(body: string): string | undefined {
  return [...body].find((character) => !/[\d.,\s\u00a0\u2009\u202f]/.test(character));
}

function strayProblem(body: string, stray: string): Outcome<TypedNumber> {
  if (ONLY_WORDS.test(body)) {
    return failure('words', 'Escribe el número con cifras. Para pasar palabras a número, usa «De letras a número».');
  }
  if (stray === '-' || stray === '+') return failure('invalid', 'El signo solo puede ir delante del número.');
  return failure('not-a-digit', `«${stray}» no es una cifra: escribe el número solo con cifras, por ejemplo 1234.`);
}
