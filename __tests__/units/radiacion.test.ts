import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { radiacion } from '@/lib/families/radiacion/units';
import { radiacionContent } from '@/lib/families/radiacion/words';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: 1 rad = 0.01 Gy, 1 rem = 0.01 Sv, 1 Gy = 1 Sv (weighting factor 1, D7).
const cases: Case[] = [
  [1, 'grays', 'sieverts', 1],
  [1, 'grays', 'rads', 100],
  [1, 'sieverts', 'rems', 100],
  [250, 'rads', 'grays', 2.5],
  [5, 'rems', 'sieverts', 0.05],
  [0.02, 'sieverts', 'rems', 2],
  [1, 'rads', 'rems', 1],
  [1, 'rems', 'grays', 0.01],
  [1, 'rads', 'sieverts', 0.01],
  [0.0024, 'sieverts', 'rems', 0.24],
  [70, 'grays', 'rads', 7000],
  [3, 'sieverts', 'grays', 3],
  // D24: SI prefixes (milli 10⁻³, micro 10⁻⁶) and the millirem, 10⁻³ × 0.01 Sv = 10⁻⁵ Sv
  [1, 'sieverts', 'milisieverts', 1000],
  [1, 'milisieverts', 'microsieverts', 1000],
  [2.4, 'milisieverts', 'microsieverts', 2400],
  [1, 'grays', 'miligrays', 1000],
  [1, 'miligrays', 'micrograys', 1000],
  // 1 mGy = 0.001 Gy = 0.001 / 0.01 rad = 0.1 rad; 1 rad = 0.01 Gy = 10 mGy (a centigray)
  [1, 'miligrays', 'rads', 0.1],
  [1, 'rads', 'miligrays', 10],
  // 1 mrem = 10⁻⁵ Sv = 10 µSv; 100 mrem = 10⁻³ Sv = 1 mSv; 5 rem = 0.05 Sv = 50 mSv
  [1, 'milirems', 'microsieverts', 10],
  [100, 'milirems', 'milisieverts', 1],
  [5, 'rems', 'milisieverts', 50],
  [1, 'milisieverts', 'milirems', 100],
];

describe('radiacion', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, radiacion), expected);
  });

  it("shows the spec default 1 Gy → '1' Sv", () => {
    expect(formatValue(convertOrThrow(1, 'grays', 'sieverts', radiacion), 'sieverts', radiacion)).toBe('1');
  });

  it('shows small doses to 6 decimals', () => {
    // 0.1 rem = 0.001 Sv; 1 rem = 0.01 Gy.
    expect(formatValue(convertOrThrow(0.1, 'rems', 'sieverts', radiacion), 'sieverts', radiacion)).toBe('0.001');
    expect(formatValue(convertOrThrow(1, 'rems', 'grays', radiacion), 'grays', radiacion)).toBe('0.01');
  });

  it('carries the D7 note on the weighting factor', () => {
    expect(radiacionContent.note?.text).toMatch(/alfa/);
    expect(radiacionContent.note?.text).toMatch(/20/);
    expect(radiacionContent.note?.text).toMatch(/neutrones/);
  });

  it('has six formula cards that all build', () => {
    expect(radiacionContent.cards).toHaveLength(6);
    for (const card of radiacionContent.cards) expect(() => buildFormulaCard(card, radiacion)).not.toThrow();
  });

  it('shows 1 mSv as 100 mrem (0.001 / 0.00001) and 0.1 µSv as 0.01 mrem', () => {
    expect(evaluate({ valueText: '1', from: 'milisieverts', to: 'milirems' }, radiacion).line).toBe('1 mSv → 100 mrem');
    // 0.1 µSv = 10⁻⁷ Sv = 10⁻⁷ / 10⁻⁵ mrem = 0.01 mrem
    expect(formatValue(convertOrThrow(0.1, 'microsieverts', 'milirems', radiacion), 'milirems', radiacion)).toBe(
      '0.01',
    );
  });

  it.each([
    ['cGy', 'rads'],
    ['centigray', 'rads'],
    ['uSv', 'microsieverts'],
    ['μSv', 'microsieverts'],
    ['mSv', 'milisieverts'],
    ['mrem', 'milirems'],
  ])('reads «%s» as %s', (typed, key) => {
    expect(unitsNamed(typed, radiacion)).toEqual([key]);
  });

  describeRoundTrips(radiacion);
});
