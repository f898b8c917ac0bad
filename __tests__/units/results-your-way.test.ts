/**
 * D31: precision, inch fractions, and results in two units. Every expected value is worked by hand from the
 * definitions (1 in = 2.54 cm, 1 ft = 12 in = 30.48 cm, 1 lb = 0.45359237 kg = 16 oz, 1 mi = 1.609344 km).
 */
import { longitud } from '@/lib/families/longitud/units';
import { peso } from '@/lib/families/peso/units';
import { DEFAULT_RESULT_SETTINGS, readResultSettings } from '@/lib/preferences/result-settings';
import { evaluate } from '@/lib/units/evaluate';
import { GROUP_SEPARATOR as G, formatSignificant } from '@/lib/units/format';
import { nearestInchFraction } from '@/lib/units/inch-fraction';

describe('the nearest inch fraction', () => {
  it.each([
    // 2 cm = 0.787401… in: ×8 = 6.30 → 6/8 = 3/4; ×16 = 12.60 → 13/16; ×32 = 25.20 → 25/32; ×64 = 50.39 → 50/64 = 25/32
    [2 / 2.54, 8, '3/4'],
    [2 / 2.54, 16, '13/16'],
    [2 / 2.54, 32, '25/32'],
    [2 / 2.54, 64, '25/32'],
    [2.5, 16, '2 1/2'],
    [3.999, 16, '4'],
    [-1.375, 8, '-1 3/8'],
    [1 / 64, 64, '1/64'],
    // 1/64 is half a 1/32 step: half away from zero, as D8 rounds
    [1 / 64, 32, '1/32'],
    [0.001, 16, '0'],
    [0, 16, '0'],
    [Number.NaN, 16, ''],
    [Number.POSITIVE_INFINITY, 16, ''],
  ] as const)('%s in at 1/%s → %s', (inches, step, expected) => {
    expect(nearestInchFraction(inches, step)).toBe(expected);
  });
});

describe('significant digits (the chosen precision)', () => {
  it.each([
    [1.609344, 3, '1.61', true],
    [2.54, 3, '2.54', false],
    [2.54, 6, '2.54', false],
    [1609.344, 3, '1610', true],
    [123456.789, 3, `123${G}000`, true],
    [0.000621371192, 3, '0.000621', true],
    [2.675, 3, '2.68', true],
    [1 / 3, 10, '0.3333333333', true],
    [1e-7, 3, '1 × 10⁻⁷', false],
    [-9.995, 3, '-10', true],
  ] as const)('%s to %s digits → %s', (value, digits, text, rounded) => {
    expect(formatSignificant(value, digits)).toEqual(expect.objectContaining({ text, rounded }));
  });
  it('never writes NaN or Infinity', () => {
    expect(formatSignificant(Number.NaN, 3)).toBeUndefined();
    expect(formatSignificant(Number.POSITIVE_INFINITY, 3)).toBeUndefined();
  });
});

describe('the converter result with the visitor settings', () => {
  const FEET_AND_INCHES = [{ whole: 'pies', part: 'pulgadas' }];
  const POUNDS_AND_OUNCES = [{ whole: 'libras', part: 'onzas' }];

  it('2 cm in inches also shows the nearest fraction, at the chosen step', () => {
    const state = { valueText: '2', from: 'centimetros', to: 'pulgadas' };
    expect(evaluate(state, longitud, undefined, { fractionStep: 32 }).extras).toEqual(['≈ 25/32 in']);
    expect(evaluate(state, longitud).extras).toEqual(['≈ 13/16 in']);
  });

  it('an exact fraction says =, and a whole number of inches adds nothing', () => {
    expect(evaluate({ valueText: '3.175', from: 'centimetros', to: 'pulgadas' }, longitud).extras).toEqual([
      '= 1 1/4 in',
    ]);
    expect(evaluate({ valueText: '5.08', from: 'centimetros', to: 'pulgadas' }, longitud).extras).toEqual([]);
  });

  it('175 cm in feet also shows feet and inches: 5.741 ft = 5 ft 8.9 in', () => {
    // 175 / 30.48 = 5.74147 ft; 0.74147 ft × 12 = 8.898 in
    const view = evaluate({ valueText: '175', from: 'centimetros', to: 'pies' }, longitud, undefined, {
      mixes: FEET_AND_INCHES,
    });
    expect(view.line).toBe('175 cm → 5.7415 ft');
    expect(view.extras).toEqual(['= 5 ft 8.9 in']);
  });

  it('1.3 kg in pounds also shows pounds and ounces: 2 lb 13.9 oz', () => {
    // 1.3 / 0.45359237 = 2.866009 lb; 0.866009 × 16 = 13.856 oz
    const view = evaluate({ valueText: '1,3', from: 'kilogramos', to: 'libras' }, peso, undefined, {
      mixes: POUNDS_AND_OUNCES,
    });
    expect(view.extras).toEqual(['= 2 lb 13.9 oz']);
  });

  it('a whole number of feet adds nothing', () => {
    const view = evaluate({ valueText: '30.48', from: 'centimetros', to: 'pies' }, longitud, undefined, {
      mixes: FEET_AND_INCHES,
    });
    expect(view.extras).toEqual([]);
  });

  it('3 significant digits: 1 mi → ≈ 1.61 km, copied as 1.61; an exact 2.54 has no ≈', () => {
    const mile = evaluate({ valueText: '1', from: 'millas', to: 'kilometros' }, longitud, undefined, { precision: 3 });
    expect(mile.line).toBe('1 mi → ≈ 1.61 km');
    expect(mile.resultText).toBe('1.61');
    const inch = evaluate({ valueText: '1', from: 'pulgadas', to: 'centimetros' }, longitud, undefined, {
      precision: 3,
    });
    expect(inch.line).toBe('1 in → 2.54 cm');
    // 10 digits of a mile: 1.609344 km is exact, so no ≈ either
    expect(
      evaluate({ valueText: '1', from: 'millas', to: 'kilometros' }, longitud, undefined, { precision: 10 }).line,
    ).toBe('1 mi → 1.609344 km');
  });

  it('the automatic precision is D8, as before', () => {
    expect(evaluate({ valueText: '1', from: 'millas', to: 'kilometros' }, longitud).line).toBe('1 mi → 1.6093 km');
  });
});

describe('the stored settings', () => {
  it('reads what it wrote and ignores anything else', () => {
    expect(readResultSettings(JSON.stringify({ precision: 6, fractionStep: 64 }))).toEqual({
      precision: 6,
      fractionStep: 64,
    });
    expect(readResultSettings(JSON.stringify({ precision: 7, fractionStep: 3 }))).toEqual(DEFAULT_RESULT_SETTINGS);
    expect(readResultSettings('{oops')).toEqual(DEFAULT_RESULT_SETTINGS);
    expect(readResultSettings(null)).toEqual(DEFAULT_RESULT_SETTINGS);
    expect(readResultSettings('null')).toEqual(DEFAULT_RESULT_SETTINGS);
  });
});
