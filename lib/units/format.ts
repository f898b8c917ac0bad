/**
 * How numbers reach the screen (D8, revised): the one formatter of results, equivalences, formula cards, size
 * tables and prose examples.
 *
 * - Rounded to the page's decimals, half away from zero on the DECIMAL value (2.675 → 2.68), trailing zeros
 *   dropped; but never fewer than 4 significant digits of a non-zero value below 1, whose leading zeros would
 *   eat the decimals (1 m → 0.0006214 mi, not 0.0006), and never more
 *   than 15, so binary floating-point noise never shows (1e13 m → 32 808 398 950 131.2 ft, not …131.2305).
 * - Scientific form only below 10⁻⁶ or from 10¹⁵: '6.21371 × 10⁻⁷' on screen, '6.21371e-7' when copied.
 * - '.' is the decimal separator; integers of five or more digits are grouped in threes with a narrow no-break
 *   space (32 808.399), which the copied text leaves out.
 * - Money has two decimals ($2.50), and more only for a price below a cent.
 * - 'NaN', 'Infinity' and '-0' never come out of here: a value that is not finite gives ''.
 *
 * The work is done on decimal digit strings, never with toFixed (which rounds the binary value: 2.675 → 2.67).
 */

/** The most significant digits a double carries reliably (D8). */
export const MAX_SIGNIFICANT = 15;
/** The fewest significant digits of a non-zero value below 1 that is shown (D8: 1 m → 0.0006214 mi, not 0.0006). */
const MIN_SIGNIFICANT = 4;
/** Significant digits of the scientific form (6.21371 × 10⁻⁷). */
const SCIENTIFIC_SIGNIFICANT = 6;
/** Scientific form from 10¹⁵ (15 integer digits would pass the significant-digit cap) and below 10⁻⁶. */
const SCIENTIFIC_FROM_EXPONENT = 15;
const SCIENTIFIC_BELOW_EXPONENT = -6;

/** U+202F NARROW NO-BREAK SPACE: the RAE's thousands separator, which never breaks a number across lines. */
export const GROUP_SEPARATOR = '\u202f';

const SUPERSCRIPTS: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** |value| = 0.d₁d₂d₃… × 10^(exponent + 1): `digits` has no leading or trailing zeros; d₁ stands at 10^exponent. */
export interface Decimal {
  negative: boolean;
  digits: string;
  exponent: number;
}

/** The value's decimal digits, at most 15 significant (the digits past them are binary noise). */
export function toDecimal(value: number): Decimal {
  const [mantissa = '', exponentPart] = Math.abs(value).toPrecision(MAX_SIGNIFICANT).split('e');
  const [integer = '', fraction = ''] = mantissa.split('.');
  const all = integer + fraction;
  const leadingZeros = all.length - all.replace(/^0+/, '').length;
  return {
    negative: value < 0,
    digits: all.slice(leadingZeros).replace(/0+$/, ''),
    exponent: integer.length - 1 + Number(exponentPart ?? 0) - leadingZeros,
  };
}

/** Keeps `significant` digits, rounding half away from zero on the decimal digits (…5 rounds the magnitude up). */
export function roundDecimal(decimal: Decimal, significant: number): Decimal {
  const { digits } = decimal;
  if (digits.length <= significant) return decimal;
  let kept = digits.slice(0, significant);
  let exponent = decimal.exponent;
  if (digits.charCodeAt(significant) >= 53 /* '5' */) {
    const carried = (BigInt(kept) + 1n).toString();
    // 9.995 → 10.00: one more digit means the value reached the next power of ten.
    if (carried.length > kept.length) exponent += 1;
    kept = carried;
  }
  return { ...decimal, digits: kept.replace(/0+$/, ''), exponent };
}

function superscript(exponent: number): string {
  return [...String(exponent)].map((character) => SUPERSCRIPTS[character] ?? character).join('');
}

function groupThousands(integer: string): string {
  if (integer.length < 5) return integer;
  return integer.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);
}

export interface Written {
  /** What the visitor reads: '32 808.399', '6.21371 × 10⁻⁷'. */
  text: string;
  /** What a copy button copies and a program reads back: '32808.399', '6.21371e-7'. */
  plain: string;
}

export function writeScientific(decimal: Decimal): Written {
  const sign = decimal.negative ? '-' : '';
  const [first = '0', ...rest] = decimal.digits;
  const mantissa = rest.length > 0 ? `${first}.${rest.join('')}` : first;
  return {
    text: `${sign}${mantissa} × 10${superscript(decimal.exponent)}`,
    plain: `${sign}${mantissa}e${decimal.exponent}`,
  };
}

export function writeFixed(decimal: Decimal, minimumDecimals: number, group: boolean): Written {
  const { digits, exponent } = decimal;
  let integer: string;
  let fraction: string;
  if (exponent >= 0) {
    integer = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
    fraction = digits.slice(exponent + 1);
  } else {
    integer = '0';
    fraction = '0'.repeat(-exponent - 1) + digits;
  }
  fraction = fraction.padEnd(minimumDecimals, '0');
  const sign = decimal.negative ? '-' : '';
  const tail = fraction ? `.${fraction}` : '';
  return {
    text: `${sign}${group ? groupThousands(integer) : integer}${tail}`,
    plain: `${sign}${integer}${tail}`,
  };
}

export interface FormatOptions {
  /** Amounts of money: exactly two decimals from one cent up. */
  money?: boolean;
}

/**
 * How many significant digits the page's decimals give a value, and the bounds of D8. The minimum of 4 is for
 * values below 1, whose leading zeros eat the decimals (0.0006 mi for 0.000621371 mi); from 1 up, the decimals
 * already keep every digit the page promises (2.675 at 2 decimals → 2.68, as D8 writes it).
 */
function significantFor(exponent: number, decimals: number, money: boolean): number {
  // A price of a cent or more shows exactly its two decimals; a smaller one falls back on the general rule.
  if (money && exponent >= -2) return Math.min(exponent + 1 + 2, MAX_SIGNIFICANT);
  const fromDecimals = exponent + 1 + decimals;
  const minimum = exponent < 0 ? MIN_SIGNIFICANT : 1;
  return Math.min(Math.max(fromDecimals, minimum), MAX_SIGNIFICANT);
}

/** Both forms of a value rounded for a page with `decimals` decimals; `undefined` for a value that is not finite. */
export function formatParts(value: number, decimals: number, options: FormatOptions = {}): Written | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (value === 0) return { text: options.money ? '0.00' : '0', plain: options.money ? '0.00' : '0' };
  const exact = toDecimal(value);
  const money = options.money === true;
  const rounded = roundDecimal(exact, significantFor(exact.exponent, decimals, money));
  if (rounded.exponent >= SCIENTIFIC_FROM_EXPONENT || rounded.exponent < SCIENTIFIC_BELOW_EXPONENT) {
    return writeScientific(roundDecimal(exact, SCIENTIFIC_SIGNIFICANT));
  }
  return writeFixed(rounded, money ? 2 : 0, true);
}

/** The text a visitor reads for a value on a page with `decimals` decimals ('' for a value that is not finite). */
export function formatNumber(value: number, decimals: number, options: FormatOptions = {}): string {
  return formatParts(value, decimals, options)?.text ?? '';
}

/** The same value as a copy button copies it: no grouping, e-notation for the scientific form. */
export function formatPlain(value: number, decimals: number, options: FormatOptions = {}): string {
  return formatParts(value, decimals, options)?.plain ?? '';
}

/**
 * A value as the visitor gave it, not rounded to the page's decimals ('1,5' reads back as '1.5'), but with the
 * same grouping, 15-digit cap and scientific form as every other number.
 */
export function formatGiven(value: number): string {
  return formatNumber(value, MAX_SIGNIFICANT);
}

/** Scientific form with 6 significant digits, whatever the magnitude: '6.21371 × 10⁻⁷'. */
export function formatScientific(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '0';
  return writeScientific(roundDecimal(toDecimal(value), SCIENTIFIC_SIGNIFICANT)).text;
}

/** Degrees as d°m′s″ with the seconds to two decimals: 57.29578 → 57°17′44.81″. */
export function formatDms(degrees: number): string {
  if (!Number.isFinite(degrees)) return '';
  // Past 10¹⁰ degrees the hundredths of a second no longer fit a double exactly (and then overflow): D8's
  // scientific form says more than minutes and seconds could.
  if (Math.abs(degrees) >= 1e10) return `${formatScientific(degrees)}°`;
  const sign = degrees < 0 ? '-' : '';
  // Work in hundredths of a second so that rounding carries into minutes and degrees (59.999″ → 1′).
  const hundredths = Math.round(Math.abs(degrees) * 360000);
  if (hundredths === 0) return degrees === 0 ? '0°0′0″' : `${formatScientific(degrees)}°`; // D8: no false zero
  const d = Math.floor(hundredths / 360000);
  const m = Math.floor((hundredths % 360000) / 6000);
  const s = (hundredths % 6000) / 100;
  const seconds = s.toFixed(2).replace(/\.?0+$/, '');
  return `${sign}${groupThousands(String(d))}°${m}′${seconds}″`;
}

/**
 * D31: a value to the precision the visitor chose, `significant` digits (3, 6, 10), with D8's grouping and
 * scientific form; `rounded` says whether digits were dropped, for the result's '≈'. The automatic precision is
 * formatParts (the page's decimals).
 */
export function formatSignificant(value: number, significant: number): (Written & { rounded: boolean }) | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (value === 0) return { text: '0', plain: '0', rounded: false };
  const exact = toDecimal(value);
  const kept = roundDecimal(exact, Math.min(Math.max(1, Math.round(significant)), MAX_SIGNIFICANT));
  const rounded = kept.digits !== exact.digits || kept.exponent !== exact.exponent;
  const written =
    kept.exponent >= SCIENTIFIC_FROM_EXPONENT || kept.exponent < SCIENTIFIC_BELOW_EXPONENT
      ? writeScientific(kept)
      : writeFixed(kept, 0, true);
  return { ...written, rounded };
}
