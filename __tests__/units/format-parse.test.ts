import { formatDms, formatExponential, formatNumber } from '@/lib/units/format';
import { parseDegrees, parseNumber } from '@/lib/units/parse';

describe('formatNumber (D8)', () => {
  it.each([
    [1000, 4, '1000'], // 1000.0000 → 1000
    [3.28083989501, 4, '3.2808'],
    [2.5, 4, '2.5'],
    [0.00062137, 4, '0.0006'],
    [6.21371192e-7, 4, '6.21371e-7'], // would round to 0.0000
    [-6.21371192e-7, 4, '-6.21371e-7'],
    [1e15, 4, '1e15'],
    [123456789012345678, 2, '1.23457e17'],
    [999999999999999, 0, '999999999999999'],
    [-0, 4, '0'],
    [-0.00001, 2, '-1e-5'],
    [0.125, 2, '0.13'],
  ])('%p at %p decimals reads %p', (value, decimals, text) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });

  it('never shows NaN or Infinity', () => {
    expect(formatNumber(Number.NaN, 2)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 2)).toBe('');
  });
});

describe('formatExponential (radioactivity)', () => {
  it('keeps six decimals: 1 Bq = 1/3.7e10 Ci = 2.702703e-11', () => {
    expect(formatExponential(1 / 3.7e10, 6)).toBe('2.702703e-11');
    expect(formatExponential(3.7e10, 6)).toBe('3.700000e10');
    expect(formatExponential(0, 6)).toBe('0');
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
    expect(formatDms(1e-9)).toBe('1e-9°');
  });

  it('shows a huge angle in scientific form rather than overflowing', () => {
    expect(formatDms(2.5e12)).toBe('2.5e12°');
    expect(formatDms(-1.7976931348623157e308)).toBe('-1.79769e308°');
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
  ])('%p is %p', (text, value) => {
    expect(parseNumber(text)).toEqual({ ok: true, value });
  });

  it.each(['abc', '1,5,2', '1.000,5', '1 000', '--1', '1e', 'e5', '0x10', 'NaN', 'Infinity', '١٢'])(
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
