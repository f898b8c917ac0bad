/**
 * Exact arithmetic on defined decimals (D7). Expected values are worked out by hand from the definitions: a product
 * multiplies the digits and adds the places; a quotient ends only when its reduced denominator is 2^a × 5^b.
 */
import fc from 'fast-check';
import { exactProduct, exactQuotient, significantDigits } from '@/lib/units/exact-decimal';

const RUNS = Number(process.env.FC_RUNS ?? 500);

describe('exactProduct', () => {
  it.each([
    // 3048 × 3048 = 9 290 304, 4 + 4 places: the square foot in m².
    [0.3048, 0.3048, '0.09290304'],
    // 254 × 254 = 64 516, 8 places: the square inch in m².
    [0.0254, 0.0254, '0.00064516'],
    // 1 609 344² = 2 589 988 110 336, 6 places: the square mile in m².
    [1609.344, 1609.344, '2589988.110336'],
    // 45 359 237 × 980 665 = 44 482 216 152 605, 13 places: the pound-force in N (D7).
    [0.45359237, 9.80665, '4.4482216152605'],
    // The doubles multiply to 0.020000000000000004; the decimals to 0.02.
    [0.1, 0.2, '0.02'],
    [16, 0.45359237, '7.25747792'],
  ])('%p × %p = %s', (a, b, expected) => {
    expect(exactProduct(a, b)).toEqual({ exact: true, decimal: expected });
  });

  it.each([
    [-0.3048, 0.3048, '-0.09290304'],
    [0.3048, -0.3048, '-0.09290304'],
    [-2, -0.5, '1'],
    [0, 0.3048, '0'],
    [-0, 1609.344, '0'],
  ])('with signs and zero: %p × %p = %s', (a, b, expected) => {
    expect(exactProduct(a, b)).toEqual({ exact: true, decimal: expected });
  });

  it.each([
    [1e21, 1e-12, '1000000000'],
    [1e21, 1, '1000000000000000000000'],
    [1e21, 1e21, `1${'0'.repeat(42)}`],
    [1e-12, 1e-12, `0.${'0'.repeat(23)}1`],
    [2.5e-12, 4, '0.00000000001'],
  ])('writes very large and very small results in full: %p × %p', (a, b, expected) => {
    expect(exactProduct(a, b)).toEqual({ exact: true, decimal: expected });
  });

  it.each([
    [1 / 3, 3],
    [0.3048, 1 / 0.3],
    [NaN, 1],
    [1, Infinity],
    [-Infinity, 0],
  ])('is not exact when an operand is not a defined decimal: %p × %p', (a, b) => {
    expect(exactProduct(a, b)).toEqual({ exact: false, reason: 'not-a-defined-decimal' });
  });
});

describe('exactQuotient', () => {
  it.each([
    // 45 359 237 / 16 = 2 834 952.3125, so 0.45359237 / 16 = 0.028349523125: the ounce in kg.
    [0.45359237, 16, '0.028349523125'],
    [1609.344, 1000, '1.609344'],
    // 16 093 440 / 3048 = 5280: the mile in feet.
    [1609.344, 0.3048, '5280'],
    [0.3048, 0.0254, '12'],
    // 3 785 411 784 / 128 = 29 573 529.5625: the US fluid ounce in L.
    [3.785411784, 128, '0.0295735295625'],
    [0.0254, 0.01, '2.54'],
    [1, 8, '0.125'],
    // Fives in the divisor: 45 359 237 × 4 = 181 436 948, and 2.54 × 1.6 = 4.064.
    [0.45359237, 25, '0.0181436948'],
    [2.54, 0.625, '4.064'],
    [1, 5, '0.2'],
  ])('%p ÷ %p = %s', (a, b, expected) => {
    expect(exactQuotient(a, b)).toEqual({ exact: true, decimal: expected });
  });

  it.each([
    // 10 000 / 254 = 5000 / 127 = 39.370078740157480314960629921…: the metre in inches.
    [1, 0.0254],
    // 454 609 000 / 378 541 178.4 = 568 261 250 / 473 176 473, and 473 176 473 = 3 × 7 × 11 × 127³.
    [4.54609, 3.785411784],
    // 10 000 / 3048 = 1250 / 381, and 381 = 3 × 127: the metre in feet.
    [1, 0.3048],
    [1, 3],
  ])('is not exact when the quotient repeats: %p ÷ %p', (a, b) => {
    expect(exactQuotient(a, b)).toEqual({ exact: false, reason: 'repeating' });
  });

  it.each([
    [-0.45359237, 16, '-0.028349523125'],
    [0.45359237, -16, '-0.028349523125'],
    [-1, -8, '0.125'],
    [0, 0.3048, '0'],
    [0, -7, '0'],
  ])('with signs and zero: %p ÷ %p = %s', (a, b, expected) => {
    expect(exactQuotient(a, b)).toEqual({ exact: true, decimal: expected });
  });

  it.each([
    [1e21, 1e-12, `1${'0'.repeat(33)}`],
    [1e-12, 1e21, `0.${'0'.repeat(32)}1`],
    [1e21, 16, '62500000000000000000'],
    [1e-12, 8, '0.000000000000125'],
  ])('writes very large and very small results in full: %p ÷ %p', (a, b, expected) => {
    expect(exactQuotient(a, b)).toEqual({ exact: true, decimal: expected });
  });

  it.each([
    [1, 0],
    [0, 0],
    [-2.54, -0],
  ])('is not exact when dividing by zero: %p ÷ %p', (a, b) => {
    expect(exactQuotient(a, b)).toEqual({ exact: false, reason: 'division-by-zero' });
  });

  it.each([
    [1, 1 / 3],
    [1 / 0.3, 1],
    [NaN, 0],
    [1, NaN],
    [Infinity, 2],
    [2, -Infinity],
  ])('is not exact when an operand is not a defined decimal: %p ÷ %p', (a, b) => {
    expect(exactQuotient(a, b)).toEqual({ exact: false, reason: 'not-a-defined-decimal' });
  });

  it('reads a double as it is written, even where a longer definition was rounded to fit it', () => {
    // 1 HP = 550 ft·lbf/s by definition, but the doubles of their 17-digit decimals (745.69987158227022 and
    // 1.3558179483314004) are written 745.6998715822702 and 1.3558179483314003, whose quotient does not end.
    expect(exactQuotient(745.6998715822702, 1.3558179483314003)).toEqual({ exact: false, reason: 'repeating' });
    expect(exactQuotient(745.69987158227, 1.3558179483314)).toEqual({ exact: true, decimal: '550' });
  });
});

describe('significantDigits', () => {
  it.each([
    [0.3048, 4],
    [0.45359237, 8],
    [-1609.344, 7],
    [0, 1],
    [1e21, 1],
    [1e-12, 1],
    // 0.30000000000000004 is within float rounding of 0.3.
    [0.1 + 0.2, 1],
    [1 / 3, 16],
    [NaN, 17],
    [Infinity, 17],
  ])('%p needs %p', (value, expected) => {
    expect(significantDigits(value)).toBe(expected);
  });
});

describe('for any doubles', () => {
  const double = fc.double();

  it('returns a result and never throws', () => {
    fc.assert(
      fc.property(double, double, (a, b) => {
        for (const result of [exactProduct(a, b), exactQuotient(a, b)]) {
          if (result.exact) expect(result.decimal).toMatch(/^-?\d+(\.\d*[1-9])?$/);
          else expect(['not-a-defined-decimal', 'repeating', 'division-by-zero']).toContain(result.reason);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('gives an exact result within a few units in the last place of the doubles’ own arithmetic', () => {
    // Decimals of up to 8 significant digits, the size of most definitions, at magnitudes from 10⁻¹² to 10²¹.
    const decimal = fc
      .tuple(fc.integer({ min: -99_999_999, max: 99_999_999 }), fc.integer({ min: -20, max: 14 }))
      .map(([digits, exponent]) => Number(`${digits}e${exponent}`));
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const product = exactProduct(a, b);
        expect(product.exact).toBe(true);
        if (product.exact)
          expect(Math.abs(Number(product.decimal) - a * b)).toBeLessThanOrEqual(1e-15 * Math.abs(a * b));
        const quotient = exactQuotient(a, b);
        if (quotient.exact)
          expect(Math.abs(Number(quotient.decimal) - a / b)).toBeLessThanOrEqual(1e-15 * Math.abs(a / b));
      }),
      { numRuns: RUNS },
    );
  });
});
