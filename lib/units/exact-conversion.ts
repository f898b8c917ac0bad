/**
 * D33: whether a conversion is exact is decided by exact arithmetic on the units' definitions, never by how short a
 * double happens to print. Each factor is read as the rational it defines: the decimal it is written as (0.3048,
 * 0.45359237; exact-decimal.ts), or the quotient its unit declares (`Unit.definition`: the rpm is 1/60 Hz, the pixel
 * 1/96 in). A conversion is exact when its result is a terminating decimal and no unit rests on a convention the
 * other does not share (`Unit.convention`: a density, a molar mass): then the result is returned as that decimal,
 * digit for digit. Pure, on BigInt; errors are values, nothing throws.
 */
import { definedDecimal } from './exact-decimal';
import type { Rule, Unit } from './types';

/** n / d in lowest terms, d > 0. */
interface Rational {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function rational(n: bigint, d: bigint): Rational | undefined {
  if (d === 0n) return undefined;
  const common = gcd(n, d) * (d < 0n ? -1n : 1n);
  return common === 0n ? { n: 0n, d: 1n } : { n: n / common, d: d / common };
}

const times = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
const over = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);
const plus = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const minus = (a: Rational, b: Rational) => rational(a.n * b.d - b.n * a.d, a.d * b.d);

/** The rational a double is written as, when it is a defined decimal (exact-decimal.ts). */
function fromDouble(value: number): Rational | undefined {
  const decimal = definedDecimal(value);
  if (!decimal) return undefined;
  const { coefficient, exponent } = decimal;
  return exponent >= 0
    ? rational(coefficient * 10n ** BigInt(exponent), 1n)
    : rational(coefficient, 10n ** BigInt(-exponent));
}

/** A factor as its unit defines it: the declared quotient where there is one, else the decimal written. */
function factorOf(unit: Unit): Rational | undefined {
  if (unit.definition) {
    const [numerator, denominator] = unit.definition.map(fromDouble);
    return numerator && denominator ? over(numerator, denominator) : undefined;
  }
  return unit.rule.kind === 'reciprocal' ? undefined : fromDouble(unit.rule.factor);
}

function toBase(value: Rational, unit: Unit, rule: Rule): Rational | undefined {
  if (rule.kind === 'linear') {
    const factor = factorOf(unit);
    return factor && times(value, factor);
  }
  if (rule.kind === 'affine') {
    const [factor, offset] = [factorOf(unit), fromDouble(rule.offset)];
    const shifted = offset && plus(value, offset);
    return factor && shifted && times(shifted, factor);
  }
  const k = fromDouble(rule.k);
  return k && value.n !== 0n ? over(k, value) : undefined;
}

function fromBase(base: Rational, unit: Unit, rule: Rule): Rational | undefined {
  if (rule.kind === 'linear') {
    const factor = factorOf(unit);
    return factor && factor.n !== 0n ? over(base, factor) : undefined;
  }
  if (rule.kind === 'affine') {
    const [factor, offset] = [factorOf(unit), fromDouble(rule.offset)];
    const scaled = factor && factor.n !== 0n ? over(base, factor) : undefined;
    return scaled && offset && minus(scaled, offset);
  }
  const k = fromDouble(rule.k);
  return k && base.n !== 0n ? over(k, base) : undefined;
}

/** The rational as a plain decimal ('2.54', '-0.001', '60'), when its decimals end. */
function terminating({ n, d }: Rational): string | undefined {
  let rest = d;
  let twos = 0;
  let fives = 0;
  for (; rest % 2n === 0n; rest /= 2n) twos += 1;
  for (; rest % 5n === 0n; rest /= 5n) fives += 1;
  if (rest !== 1n) return undefined;
  const places = Math.max(twos, fives);
  const scaled = abs(n) * 2n ** BigInt(places - twos) * 5n ** BigInt(places - fives);
  const digits = scaled.toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return `${n < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Whether the two units rest on the same conventions (none, or the same density, molar mass …). */
export const sameConvention = (from: Unit, to: Unit): boolean => from.convention === to.convention;

/**
 * `value` of `from` in `to`, exactly: the terminating decimal of the result ('2.54', '0.028349523125', '60'), or
 * undefined where it has none: a repeating decimal (1 cm in inches), a factor that is no defined decimal, or units
 * that rest on different conventions (a cup of flour in grams). `value` is read as the decimal it is written as.
 */
export function exactConversion(value: number, from: Unit, to: Unit): string | undefined {
  if (!sameConvention(from, to)) return undefined;
  const given = fromDouble(value);
  const base = given && toBase(given, from, from.rule);
  const result = base && fromBase(base, to, to.rule);
  return result && terminating(result);
}

/** How many significant digits a plain decimal has: '2.54' → 3, '0.0001' → 1, '1000' → 1, '1500.50' → 5. */
export function decimalSignificantDigits(decimal: string): number {
  const digits = decimal.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  const trimmed = decimal.includes('.') ? digits : digits.replace(/0+$/, '');
  return Math.max(1, trimmed.length);
}

/**
 * The exact result of `value` from → to in `family`, when it is exact (exactConversion) and short enough to be
 * written whole in `digits` significant digits: what a page may call 'exacto', digit for digit (D33).
 */
export function exactInFull(
  value: number,
  from: string,
  to: string,
  family: { units: Readonly<Record<string, Unit>> },
  digits: number,
): string | undefined {
  const [source, target] = [family.units[from], family.units[to]];
  const decimal = source && target ? exactConversion(value, source, target) : undefined;
  return decimal !== undefined && decimalSignificantDigits(decimal) <= digits ? decimal : undefined;
}
