import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { caudal } from '@/lib/families/caudal/units';
import { caudalContent } from '@/lib/families/caudal/words';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: 1 ft = 0.3048 m, so 1 ft³ = 28.316846592 L; 1 US gal = 3.785411784 L;
// 1 m³ = 1000 L; 1 min = 60 s, 1 h = 60 min.
const cases: Case[] = [
  [1, 'cfm', 'lpm', 28.316846592],
  [1, 'cfs', 'lps', 28.316846592],
  [1, 'cfs', 'cfm', 60],
  [1, 'lps', 'lpm', 60],
  [1, 'lpm', 'cfm', 1 / 28.316846592],
  [1000, 'cfm', 'metros_cubicos_hora', 1000 * 0.028316846592 * 60],
  [1, 'metros_cubicos_hora', 'lpm', 1000 / 60],
  [36, 'metros_cubicos_hora', 'lps', 10],
  [1, 'galones_minuto', 'lpm', 3.785411784],
  [100, 'galones_minuto', 'metros_cubicos_hora', (100 * 3.785411784 * 60) / 1000],
  [1, 'cfm', 'galones_minuto', 28.316846592 / 3.785411784],
  [1, 'cfs', 'metros_cubicos_hora', 0.028316846592 * 3600],
  [-2, 'lps', 'lpm', -120],
  // D24 additions, from their definitions (SI Brochure; NIST SP 811 appendix B: 1 bbl = 42 US gal):
  [1, 'metros_cubicos_segundo', 'lps', 1000],
  [1, 'metros_cubicos_segundo', 'metros_cubicos_hora', 3600],
  [1, 'metros_cubicos_minuto', 'lpm', 1000],
  [1, 'metros_cubicos_minuto', 'metros_cubicos_hora', 60],
  [24, 'metros_cubicos_dia', 'metros_cubicos_hora', 1],
  // 86.4 m³ = 86 400 L in 86 400 s
  [86.4, 'metros_cubicos_dia', 'lps', 1],
  [60, 'litros_hora', 'lpm', 1],
  [3600, 'litros_hora', 'lps', 1],
  [1000, 'mililitros_minuto', 'lpm', 1],
  [60000, 'mililitros_minuto', 'lps', 1],
  [60, 'galones_hora', 'galones_minuto', 1],
  [1, 'galones_hora', 'litros_hora', 3.785411784],
  // 42 gal in 24 h = 1.75 gal/h
  [1, 'barriles_dia', 'galones_hora', 1.75],
  // 42 × 3.785411784 = 158.987294928 L; ÷ 24 = 6.624470622 L/h
  [1, 'barriles_dia', 'litros_hora', 6.624470622],
  [1000, 'barriles_dia', 'metros_cubicos_dia', 158.987294928],
];

describe('caudal', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, caudal), expected);
  });

  it("shows the spec default 1 CFM → '28.316847' L/min", () => {
    expect(formatValue(convertOrThrow(1, 'cfm', 'lpm', caudal), 'lpm', caudal)).toBe('28.316847');
  });

  it('rounds to 6 decimals and drops trailing zeros', () => {
    // 1 / 28.316846592 = 0.0353146667…
    expect(formatValue(convertOrThrow(1, 'lpm', 'cfm', caudal), 'cfm', caudal)).toBe('0.035315');
    expect(formatValue(convertOrThrow(36, 'metros_cubicos_hora', 'lps', caudal), 'lps', caudal)).toBe('10');
  });

  it('has six formula cards that all build', () => {
    expect(caudalContent.cards).toHaveLength(6);
    for (const card of caudalContent.cards) expect(() => buildFormulaCard(card, caudal)).not.toThrow();
  });

  it('shows 1 bbl/d as 1.75 gal/h and 6.624471 L/h (6.624470622 at six decimals)', () => {
    expect(formatValue(convertOrThrow(1, 'barriles_dia', 'galones_hora', caudal), 'galones_hora', caudal)).toBe('1.75');
    expect(formatValue(convertOrThrow(1, 'barriles_dia', 'litros_hora', caudal), 'litros_hora', caudal)).toBe(
      '6.624471',
    );
  });

  describeRoundTrips(caudal);
});
