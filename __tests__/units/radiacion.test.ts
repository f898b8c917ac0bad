import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { radiacionContent } from '@/lib/content/converters/radiacion';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';
import { radiacion } from '@/lib/units/radiacion';

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

  describeRoundTrips(radiacion);
});
