/**
 * An integer written in a base and read back in another (spec 001 §5): the part of the number converter that the quick
 * conversion also runs ('255 a binario'), apart from the page's state so its chunk carries only this.
 */

export type FixedBaseKey = 'binario' | 'octal' | 'decimal' | 'hexadecimal';
export const FIXED_RADIX: Readonly<Record<FixedBaseKey, number>> = {
  binario: 2,
  octal: 8,
  decimal: 10,
  hexadecimal: 16,
};

export const MIN_RADIX = 2;
export const MAX_RADIX = 36;

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const isRadix = (radix: number) => Number.isInteger(radix) && radix >= MIN_RADIX && radix <= MAX_RADIX;

export type ParsedInteger = { ok: true; value: bigint } | { ok: false; reason: 'empty' | 'invalid' };

/** Native prefixes for the power-of-two bases; BigInt reads them (and plain decimal) without a quadratic loop. */
const NATIVE_PREFIX: Readonly<Record<number, string>> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };

/**
 * An integer written in `radix`: spaces around are ignored, letters may be lower case, one leading '-' (or the
 * typographic '−') is allowed. Only the digits of the base: 0-9, then A-Z up to the base (spec 001 §5).
 */
export function parseInBase(text: string, radix: number): ParsedInteger {
  const trimmed = text
    .trim()
    .toUpperCase()
    .replace(/^\u2212/, '-');
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (!isRadix(radix)) return { ok: false, reason: 'invalid' };
  const negative = trimmed.startsWith('-');
  const digits = negative ? trimmed.slice(1) : trimmed;
  if (digits === '' || !new RegExp(`^[${DIGITS.slice(0, radix)}]+$`).test(digits)) {
    return { ok: false, reason: 'invalid' };
  }
  const prefix = NATIVE_PREFIX[radix];
  let value: bigint;
  if (prefix !== undefined) {
    value = BigInt(`${prefix}${digits}`);
  } else {
    // Chunks whose value stays below 2^53, so each step is one bigint multiply-add.
    const chunk = Math.floor(53 / Math.log2(radix));
    value = 0n;
    for (let start = 0; start < digits.length; start += chunk) {
      const part = digits.slice(start, start + chunk);
      value = value * BigInt(radix) ** BigInt(part.length) + BigInt(parseInt(part, radix));
    }
  }
  return { ok: true, value: negative ? -value : value };
}

/** Upper-case letters, '-' for negatives, '0' for zero (a bigint has no negative zero). */
export function formatInBase(value: bigint, radix: number): string {
  return value.toString(radix).toUpperCase();
}

/** Spec 001 §8: the value is not an integer in its base. */
export const invalidInputMessage = (radix: number) => `Entrada inválida para base ${radix}`;

/**
 * The result line: '255 (base 10) → 11111111 (base 2)'. Spec 001 wrote 'value (base-n)'; Spanish writes the base as
 * a noun and its number, with no hyphen (issue 32).
 */
export const basesLine = (value: bigint, fromRadix: number, toRadix: number) =>
  `${formatInBase(value, fromRadix)} (base ${fromRadix}) → ${formatInBase(value, toRadix)} (base ${toRadix})`;
