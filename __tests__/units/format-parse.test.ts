import { formatDms, formatNumber, formatPlain, formatScientific } from '@/lib/units/format';
import { formatFactor, formatFactorScientific } from '@/lib/units/format-factor';
import { parseDegrees, parseNumber } from '@/lib/units/parse';

/** U+202F, the narrow no-break space that groups thousands (D8). */
const G = '\u202f';

describe('formatNumber (D8)', () => {
  it.each([
    [1000, 4, '1000'], // 1000.0000 → 1000; four digits are not grouped
    [3.28083989501, 4, '3.2808'],
    [2.5, 4, '2.5'],
    // 1 m in miles: 1 / 1609.344 = 0.000621371192…; 4 decimals would leave one digit, so 4 significant digits
    [1 / 1609.344, 4, '0.0006214'],
    // 10 cm in miles: 0.1 / 1609.344 = 0.0000621371…
    [0.1 / 1609.344, 4, '0.00006214'],
    [6.21371192e-7, 4, `6.21371 × 10⁻⁷`], // below 10⁻⁶: scientific, 6 significant digits
    [-6.21371192e-7, 4, `-6.21371 × 10⁻⁷`],
    [0.000001, 6, '0.000001'], // exactly 10⁻⁶ is not below it
    [1e15, 4, `1 × 10¹⁵`],
    [123456789012345678, 2, `1.23457 × 10¹⁷`],
    [999999999999999, 0, `999${G}999${G}999${G}999${G}999`],
    // 1e13 m / 0.3048 = 32 808 398 950 131.233…: 15 significant digits, not the double's 32808398950131.2305
    [1e13 / 0.3048, 4, `32${G}808${G}398${G}950${G}131.2`],
    // 123456789 mi × 63360 in/mi = 7 822 222 151 040 exactly
    [(123456789 * 1609.344) / 0.0254, 4, `7${G}822${G}222${G}151${G}040`],
    // 1e10 N = 1e15 dyn
    [1e10 / 1e-5, 6, `1 × 10¹⁵`],
    [32808.399, 4, `32${G}808.399`],
    [-0, 4, '0'],
    [-0.00001, 2, '-0.00001'],
    [0.125, 2, '0.125'], // below 1, 2 decimals would leave 2 significant digits; 4 are the minimum
    [0.12345, 2, '0.1235'], // … and the fourth rounds half away from zero (the double is 0.12345000000000000417)
    [2.675, 2, '2.68'], // half away from zero on the decimal value, though the double is 2.67499999…
    [-2.675, 2, '-2.68'],
    [12.675, 2, '12.68'], // the double is 12.674999…
    [1.005, 2, '1.01'], // the double is 1.00499999999999989…
    [5.5555, 1, '5.6'], // from 1 up, the page's decimals decide
    [36.815, 2, '36.82'],
    [2.5 * 1.8 + 32, 2, '36.5'],
    [0.1 + 0.2, 4, '0.3'],
    [9.99996, 4, '10'],
    [99999.99999, 4, `100${G}000`],
  ])('%p at %p decimals reads %p', (value, decimals, text) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });

  it('gives money two decimals, and a price below a cent its 4 significant digits', () => {
    expect(formatNumber(2.5, 2, { money: true })).toBe('2.50');
    expect(formatNumber(10, 2, { money: true })).toBe('10.00');
    expect(formatNumber(1 / 0.9 / 10, 2, { money: true })).toBe('0.11');
    expect(formatNumber(0.001, 2, { money: true })).toBe('0.001');
    expect(formatNumber(0.000001, 2, { money: true })).toBe('0.000001');
    expect(formatNumber(12345.675, 2, { money: true })).toBe(`12${G}345.68`);
    expect(formatNumber(0, 2, { money: true })).toBe('0.00');
  });

  it('never shows NaN or Infinity', () => {
    expect(formatNumber(Number.NaN, 2)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 2)).toBe('');
    expect(formatPlain(Number.NEGATIVE_INFINITY, 2)).toBe('');
  });
});

describe('formatPlain (what the copy button copies)', () => {
  it.each([
    [32808.399, 4, '32808.399'],
    [6.21371192e-7, 4, '6.21371e-7'],
    [1e20, 4, '1e20'],
    [-1.5e-9, 4, '-1.5e-9'],
    [12.675, 2, '12.68'],
  ])('%p at %p decimals copies %p', (value, decimals, text) => {
    expect(formatPlain(value, decimals)).toBe(text);
  });
});

describe('formatScientific', () => {
  it('writes 6 significant digits and a superscript exponent', () => {
    expect(formatScientific(1 / 3.7e10)).toBe('2.7027 × 10⁻¹¹'); // 2.702702…e-11 → 2.70270, zero dropped
    expect(formatScientific(6.02214076e23)).toBe('6.02214 × 10²³');
    expect(formatScientific(0)).toBe('0');
  });
});

describe('formatFactor (formula cards)', () => {
  it.each([
    [60, '60'],
    [100, '100'],
    [3600, '3600'],
    [10000, '10000'],
    [1e-5, '0.00001'],
    [0.3048, '0.3048'],
    [0.3048 / 0.0254, '12'], // 12.000000000000002 in binary
    [28.349523125, '28.349523125'],
    [1e5, '100000'],
    [96485.3321233100184, '96485.33212331'], // the exact faraday keeps its digits (D7)
    [1609.344 / 0.3048, '5280'],
  ])('%p reads %p', (value, text) => {
    expect(formatFactor(value)).toBe(text);
  });
});

describe('formatDms', () => {
  it.each([
    [180 / Math.PI, '57°17′44.81″'], // 1 rad
    [10.5, '10°30′0″'],
    [-0.5, '-0°30′0″'],
    [59.99999999, '60°0′0″'], // 59°59′59.99996″ carries into a whole degree
    [0, '0°0′0″'],
  ])('%p° reads %p', (degrees, text) => {
    expect(formatDms(degrees)).toBe(text);
  });

  it('shows a tiny non-zero angle in scientific form rather than 0°0′0″ (D8)', () => {
    expect(formatDms(1e-9)).toBe('1 × 10⁻⁹°');
  });

  it('shows a huge angle in scientific form rather than overflowing', () => {
    expect(formatDms(2.5e12)).toBe('2.5 × 10¹²°');
    expect(formatDms(-1.7976931348623157e308)).toBe('-1.79769 × 10³⁰⁸°');
  });
});

describe('parseNumber (D9)', () => {
  it.each([
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['  2,25  ', 2.25],
    ['-3', -3],
    ['+4', 4],
    ['−7', -7], // typographic minus
    ['1e3', 1000],
    ['2,5E-2', 0.025],
    ['.5', 0.5],
    [',5', 0.5],
    ['5.', 5],
    ['-0', 0],
    ['1 000', 1000], // grouped as the site writes numbers (D8)
    [`32${G}808.399`, 32808.399],
    ['1\u00a0234\u00a0567,5', 1234567.5],
    ['-12 345', -12345],
  ])('%p is %p', (text, value) => {
    expect(parseNumber(text)).toEqual({ ok: true, value });
  });

  it.each(['abc', '1,5,2', '1.000,5', '1 0000', '12 34', '1 2', '--1', '1e', 'e5', '0x10', 'NaN', 'Infinity', '١٢'])(
    '%p is not a number',
    (text) => {
      expect(parseNumber(text)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('tells empty and too large apart', () => {
    expect(parseNumber('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseNumber('1e400')).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('parseDegrees', () => {
  it('reads decimals and d°m′s″', () => {
    expect(parseDegrees('12,5')).toEqual({ ok: true, value: 12.5 });
    const one = parseDegrees('57°17′44.81″');
    expect(one.ok && one.value).toBeCloseTo(57.2957806, 6);
    expect(parseDegrees("10° 30'")).toEqual({ ok: true, value: 10.5 });
    expect(parseDegrees('-10°30′')).toEqual({ ok: true, value: -10.5 });
  });

  it('refuses minutes or seconds of 60 or more', () => {
    expect(parseDegrees('10°60′')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseDegrees('10°0′75″')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('formatFactorScientific (a factor too long for a plain decimal)', () => {
  it('writes the elementary charge whole: 1.602176634 × 10⁻¹⁹ (exact since the 2019 SI)', () => {
    expect(formatFactorScientific(1.602176634e-19)).toBe('1.602176634 × 10⁻¹⁹');
  });

  it('writes 6 × 10²³ without trailing zeros', () => {
    expect(formatFactorScientific(6e23)).toBe('6 × 10²³');
  });
});
