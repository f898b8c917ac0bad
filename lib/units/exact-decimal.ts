/**
 * Exact arithmetic on defined decimals (D7). Factors are typed as the decimals that define them (0.3048,
 * 0.45359237, 3.785411784), and a double stands for the decimal it is written as, provided it is within float
 * rounding of a decimal with at most 14 significant digits. The product of two defined decimals is always a finite
 * decimal (0.3048 × 0.3048 = 0.09290304); their quotient is one only when its reduced denominator has no prime but
 * 2 and 5 (0.45359237 / 16 = 0.028349523125, but 1 / 0.0254 = 39.3700787401574803149606299212598425196850…
 * repeats). Pair pages use it to write a ratio in full with '=' rather than rounded with '≈' (D26).
 *
 * The work is done on integers (BigInt), never on the doubles, whose binary rounding would hide whether a decimal
 * ends. Errors are values: what is not exact says why, and nothing here throws.
 */

/** A double with more significant digits than this is not a defined decimal: 1 / 0.3 is written with 16 or 17. */
const DEFINED_DIGITS = 14;
/** About two units in the last place: one is at most 2⁻⁵² ≈ 2.2e-16 of a double's value. */
const FLOAT_ROUNDING = 4e-16;

/** Why a product or quotient has no finite decimal. */
export type NotExactReason =
  /** An operand is NaN, infinite, or needs more than 14 significant digits (1 / 3, 1 / 0.3). */
  | 'not-a-defined-decimal'
  /** The quotient's decimals never end (1 / 0.0254, 4.54609 / 3.785411784). */
  | 'repeating'
  | 'division-by-zero';

/** The exact result as a plain decimal ('0.09290304', '-1000000000', '0'), or why there is none. */
export type ExactDecimal = { exact: true; decimal: string } | { exact: false; reason: NotExactReason };

/** coefficient × 10^exponent, exactly. */
export interface Decimal {
  coefficient: bigint;
  exponent: number;
}

/**
 * The fewest significant digits that write `value` back within float rounding: 4 for 0.3048, 1 for 1e21 and for
 * 0.1 + 0.2 (0.30000000000000004), 16 for 1 / 3; 17 for a value that is not finite.
 */
export function significantDigits(value: number): number {
  if (value === 0) return 1;
  for (let digits = 1; digits <= 17; digits += 1) {
    if (Math.abs(Number(value.toPrecision(digits)) - value) <= FLOAT_ROUNDING * Math.abs(value)) return digits;
  }
  return 17;
}

/**
 * The decimal a double is written as (its shortest round-trip form, 0.0254 → 254 × 10⁻⁴), or undefined when the
 * double is not within float rounding of a decimal of at most 14 significant digits. The test and the reading
 * differ for a double that carries a longer defined decimal: 745.69987158227022 W (the horsepower) is stored as
 * 745.6998715822702, which passes the test and is read as written, 16 digits.
 */
export function definedDecimal(value: number): Decimal | undefined {
  if (!Number.isFinite(value) || significantDigits(value) > DEFINED_DIGITS) return undefined;
  const [mantissa = '', exponent = ''] = value.toExponential().split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  return { coefficient: BigInt(whole + fraction), exponent: Number(exponent) - fraction.length };
}

/** Plain decimal notation, without trailing zeros and never in e-notation: 9290304 × 10⁻⁸ → '0.09290304'. */
function written({ coefficient, exponent }: Decimal): string {
  if (coefficient === 0n) return '0';
  const sign = coefficient < 0n ? '-' : '';
  const digits = (coefficient < 0n ? -coefficient : coefficient).toString();
  if (exponent >= 0) return `${sign}${digits}${'0'.repeat(exponent)}`;
  const padded = digits.padStart(-exponent + 1, '0');
  const whole = padded.slice(0, exponent);
  const fraction = padded.slice(exponent).replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** a × b exactly, when both are defined decimals: exactProduct(0.3048, 0.3048) → '0.09290304'. */
export function exactProduct(a: number, b: number): ExactDecimal {
  const x = definedDecimal(a);
  const y = definedDecimal(b);
  if (!x || !y) return { exact: false, reason: 'not-a-defined-decimal' };
  return {
    exact: true,
    decimal: written({ coefficient: x.coefficient * y.coefficient, exponent: x.exponent + y.exponent }),
  };
}

/**
 * a ÷ b exactly, when both are defined decimals and the quotient ends: exactQuotient(0.45359237, 16) →
 * '0.028349523125'; exactQuotient(1, 0.0254) is 'repeating'.
 */
export function exactQuotient(a: number, b: number): ExactDecimal {
  const x = definedDecimal(a);
  const y = definedDecimal(b);
  if (!x || !y) return { exact: false, reason: 'not-a-defined-decimal' };
  if (y.coefficient === 0n) return { exact: false, reason: 'division-by-zero' };
  // a ÷ b = (p / q) × 10^exponent with q > 0 and p / q in lowest terms.
  const common = gcd(x.coefficient, y.coefficient) * (y.coefficient < 0n ? -1n : 1n);
  const p = x.coefficient / common;
  const q = y.coefficient / common;
  let rest = q;
  let twos = 0;
  let fives = 0;
  for (; rest % 2n === 0n; rest /= 2n) twos += 1;
  for (; rest % 5n === 0n; rest /= 5n) fives += 1;
  if (rest !== 1n) return { exact: false, reason: 'repeating' };
  // q = 2^twos × 5^fives divides 10^places: p / q = p × (10^places / q) × 10^-places.
  const places = Math.max(twos, fives);
  const coefficient = p * 2n ** BigInt(places - twos) * 5n ** BigInt(places - fives);
  return { exact: true, decimal: written({ coefficient, exponent: x.exponent - y.exponent - places }) };
}
