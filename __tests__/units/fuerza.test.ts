import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { fuerzaContent } from '@/lib/content/converters/fuerza';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';
import { fuerza } from '@/lib/units/fuerza';

// Expected values from the definitions: 1 dyn = 10⁻⁵ N, 1 kgf = 9.80665 N,
// 1 lbf = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N.
const cases: Case[] = [
  [1, 'kilogramos_fuerza', 'newtons', 9.80665],
  [1, 'newtons', 'kilogramos_fuerza', 1 / 9.80665],
  [1, 'newtons', 'dynes', 100000],
  [500000, 'dynes', 'newtons', 5],
  [1, 'kilogramos_fuerza', 'dynes', 980665],
  [1, 'libras_fuerza', 'newtons', 4.4482216152605],
  [1, 'newtons', 'libras_fuerza', 1 / 4.4482216152605],
  [1, 'libras_fuerza', 'kilogramos_fuerza', 0.45359237],
  [1, 'kilogramos_fuerza', 'libras_fuerza', 1 / 0.45359237],
  [686.4655, 'newtons', 'kilogramos_fuerza', 70],
  [1, 'libras_fuerza', 'dynes', 444822.16152605],
  [-2, 'kilogramos_fuerza', 'newtons', -19.6133],
];

describe('fuerza', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, fuerza), expected);
  });

  it("shows the spec default 1 N → '0.101972' kgf", () => {
    expect(formatValue(convertOrThrow(1, 'newtons', 'kilogramos_fuerza', fuerza), 'kilogramos_fuerza', fuerza)).toBe(
      '0.101972',
    );
  });

  it("shows the spec's 1 N = 0.224809 lbf = 100000 dyn", () => {
    const lbf = convertOrThrow(1, 'newtons', 'libras_fuerza', fuerza);
    expect(formatValue(lbf, 'libras_fuerza', fuerza)).toBe('0.224809');
    expect(formatValue(convertOrThrow(1, 'newtons', 'dynes', fuerza), 'dynes', fuerza)).toBe('100\u202f000');
  });

  it('has six formula cards that all build', () => {
    expect(fuerzaContent.cards).toHaveLength(6);
    for (const card of fuerzaContent.cards) expect(() => buildFormulaCard(card, fuerza)).not.toThrow();
  });

  describeRoundTrips(fuerza);
});
