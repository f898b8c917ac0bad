/**
 * Exact arithmetic for the tests of defined values: fractions of BigInts, built from the decimals the definitions
 * give ('0.3048'), never from the doubles the code computes, and the double nearest such a fraction.
 */

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const abs = (a: bigint): bigint => (a < 0n ? -a : a);

export class Fraction {
  readonly num: bigint;
  readonly den: bigint;

  constructor(num: bigint, den: bigint = 1n) {
    if (den === 0n) throw new Error('division by zero');
    const sign = den < 0n ? -1n : 1n;
    const divisor = gcd(abs(num), abs(den)) || 1n;
    this.num = (sign * num) / divisor;
    this.den = (sign * den) / divisor;
  }

  times(other: Fraction | number): Fraction {
    const o = fraction(other);
    return new Fraction(this.num * o.num, this.den * o.den);
  }

  over(other: Fraction | number): Fraction {
    const o = fraction(other);
    return new Fraction(this.num * o.den, this.den * o.num);
  }

  pow(exponent: number): Fraction {
    return new Fraction(this.num ** BigInt(exponent), this.den ** BigInt(exponent));
  }

  equals(other: Fraction): boolean {
    return this.num === other.num && this.den === other.den;
  }

  /** The decimal expansion, cut after `digits` decimals with '…' where it goes on: for messages and checks. */
  toDecimal(digits = 30): string {
    const negative = this.num < 0n;
    const num = abs(this.num);
    let rest = num % this.den;
    let decimals = '';
    for (let index = 0; index < digits && rest !== 0n; index += 1) {
      rest *= 10n;
      decimals += (rest / this.den).toString();
      rest %= this.den;
    }
    const whole = `${negative ? '-' : ''}${num / this.den}`;
    return `${whole}${decimals ? `.${decimals}` : ''}${rest === 0n ? '' : '…'}`;
  }
}

/** A decimal as written in a definition, '0.45359237' or '1.602176634e-19', exactly. */
export function decimal(text: string): Fraction {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign = '', whole = '0', decimals = '', exponent = '0'] = match;
  const scale = Number(exponent) - decimals.length;
  const digits = BigInt(`${sign}${whole}${decimals}`);
  return scale >= 0 ? new Fraction(digits * 10n ** BigInt(scale)) : new Fraction(digits, 10n ** BigInt(-scale));
}

/** A small integer as a fraction (42, 1000): the counts in definitions, never a measured value. */
function fraction(value: Fraction | number): Fraction {
  if (value instanceof Fraction) return value;
  if (!Number.isSafeInteger(value)) throw new Error(`only integers are exact here: ${value}`);
  return new Fraction(BigInt(value));
}

/** The double nearest `value` (ties to even), for values in the normal range of doubles. */
export function nearestDouble(value: Fraction): number {
  if (value.num === 0n) return 0;
  const negative = value.num < 0n;
  const num = abs(value.num);
  const { den } = value;
  // 2^e ≤ num/den < 2^(e+1)
  let e = num.toString(2).length - den.toString(2).length;
  const atLeast = (power: number) => (power >= 0 ? num >= den << BigInt(power) : num << BigInt(-power) >= den);
  while (!atLeast(e)) e -= 1;
  while (atLeast(e + 1)) e += 1;
  // A 53-bit significand: num/den × 2^(52−e), rounded half to even.
  const shift = 52 - e;
  const scaledNum = shift >= 0 ? num << BigInt(shift) : num;
  const scaledDen = shift >= 0 ? den : den << BigInt(-shift);
  let significand = scaledNum / scaledDen;
  const twiceRest = 2n * (scaledNum - significand * scaledDen);
  if (twiceRest > scaledDen || (twiceRest === scaledDen && significand % 2n === 1n)) significand += 1n;
  const result = Number(significand) * 2 ** (e - 52);
  return negative ? -result : result;
}
