/**
 * Property tests of the one formatter (D8): the copied text reads back as the value it stands for, a non-zero
 * value shows between 4 and 15 significant digits, and sums of decimals never show binary noise.
 */
import fc from 'fast-check';
import { GROUP_SEPARATOR, formatNumber, formatPlain } from '@/lib/units/format';
import { parseNumber } from '@/lib/units/parse';

const RUNS = Number(process.env.FC_RUNS ?? 500);

/** Any finite non-zero double that is not subnormal. */
const finite = fc
  .double({ noNaN: true, noDefaultInfinity: true })
  .filter((value) => value !== 0 && Math.abs(value) > 1e-300);
const decimals = fc.integer({ min: 0, max: 10 });

/** The significant digits of a plain number: '0.0006214' → 4, '32808.399' → 8, '6.21371e-7' → 6, '1000' → 1. */
function significantDigits(plain: string): number {
  const mantissa = plain.replace(/^-/, '').split('e')[0] ?? '';
  const digits = mantissa.replace('.', '').replace(/^0+/, '');
  // Trailing zeros of an integer hold places, they are not measured digits; those after a point never show.
  return mantissa.includes('.') ? digits.length : digits.replace(/0+$/, '').length;
}

describe('formatNumber and formatPlain (D8)', () => {
  it('copies text that reads back within half a unit of its last shown digit', () => {
    fc.assert(
      fc.property(finite, decimals, (value, places) => {
        const plain = formatPlain(value, places);
        const parsed = parseNumber(plain);
        if (!parsed.ok) return false;
        // Below 1, at least 4 significant digits are shown: a relative error of at most 5 × 10⁻⁴ (with an ulp of
        // slack). From 1 up, the last shown decimal is 10^-places, so the error is at most half of that.
        // The scientific form (from 10¹⁵, below 10⁻⁶) keeps 6 significant digits: at most 5 × 10⁻⁶ relative.
        const magnitude = Math.abs(value);
        const scientific = magnitude >= 1e15 || magnitude < 1e-6;
        const bound = scientific
          ? 5.0001e-6 * magnitude
          : magnitude < 1
            ? 5.0001e-4 * magnitude
            : Math.max(0.5 * 10 ** -places, 5.0001e-15 * magnitude);
        // Rounding starts from the 15-digit decimal value (D8: 2.675 is 2.675, not 2.67499…), which may sit half a
        // unit of its 15th digit from the double.
        return Math.abs(parsed.value - value) <= bound * (1 + 1e-12) + 5.0001e-15 * magnitude;
      }),
      { numRuns: RUNS },
    );
  });

  it('shows a fixed-form number that the value field reads back as the copied one', () => {
    fc.assert(
      fc.property(finite, decimals, (value, places) => {
        const text = formatNumber(value, places);
        if (text.includes('×')) return true; // the scientific form is for reading; its copy is checked above
        const shown = parseNumber(text);
        const copied = parseNumber(formatPlain(value, places));
        return shown.ok && copied.ok && shown.value === copied.value;
      }),
      { numRuns: RUNS },
    );
  });

  // The floor of 4 significant digits below 1 is what the error bound above checks (a trailing zero of the
  // rounded digits is dropped, so it cannot be counted: 0.0027395 → 0.00274).
  it('shows at most 15 significant digits, and never more than the value has', () => {
    fc.assert(
      fc.property(finite, decimals, (value, places) => {
        const shown = significantDigits(formatPlain(value, places));
        const own = significantDigits(
          value
            .toPrecision(15)
            .replace(/(\.\d*?)0+(e|$)/, '$1$2')
            .replace(/\.(e|$)/, '$1'),
        );
        return shown <= 15 && shown <= own;
      }),
      { numRuns: RUNS },
    );
  });

  it('never writes e-notation, NaN, Infinity or -0 on screen, and groups only whole-number parts of 5+ digits', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), decimals, (value, places) => {
        const text = formatNumber(value, places);
        if (/e|NaN|Infinity|^-0$/.test(text)) return false;
        const integerPart = text.split(/[.×]/)[0]?.replace(/^-/, '').trim() ?? '';
        const groups = integerPart.split(GROUP_SEPARATOR);
        const bare = groups.join('');
        if (bare.length < 5) return groups.length === 1;
        return groups.slice(1).every((group) => group.length === 3) && (groups[0]?.length ?? 0) <= 3;
      }),
      { numRuns: RUNS },
    );
  });

  it('shows the exact decimal sum of two decimals, with no binary noise (0.1 + 0.2 → 0.3)', () => {
    // a = m × 10⁻ᵏ and b = n × 10⁻ᵏ with up to 6 digits each: their sum is (m + n) × 10⁻ᵏ exactly, worked in integers.
    fc.assert(
      fc.property(
        fc.integer({ min: -999999, max: 999999 }),
        fc.integer({ min: -999999, max: 999999 }),
        fc.integer({ min: 0, max: 6 }),
        (m, n, k) => {
          const scale = 10 ** k;
          const total = m + n;
          if (total === 0) return formatNumber(m / scale + n / scale, 8) === '0';
          const expected = exactDecimal(total, k);
          return formatPlain(m / scale + n / scale, 8) === expected;
        },
      ),
      { numRuns: RUNS },
    );
  });
});

/** total × 10⁻ᵏ written as a plain decimal, from the integers alone. */
function exactDecimal(total: number, k: number): string {
  const sign = total < 0 ? '-' : '';
  const digits = String(Math.abs(total)).padStart(k + 1, '0');
  const integer = digits.slice(0, digits.length - k);
  const fraction = digits.slice(digits.length - k).replace(/0+$/, '');
  return `${sign}${integer}${fraction ? `.${fraction}` : ''}`;
}
