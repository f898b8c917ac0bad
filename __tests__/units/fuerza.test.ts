import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { fuerza } from '@/lib/families/fuerza/units';
import { fuerzaContent } from '@/lib/families/fuerza/words';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';

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
  // D24 additions, from their definitions (NIST SP 811 appendix B, SI Brochure):
  [1, 'kilonewtons', 'newtons', 1000],
  // 1 tf = 1000 × 9.80665 N = 9.80665 kN
  [9.80665, 'kilonewtons', 'toneladas_fuerza', 1],
  [1, 'toneladas_fuerza', 'kilogramos_fuerza', 1000],
  [1000, 'gramos_fuerza', 'kilogramos_fuerza', 1],
  [1, 'gramos_fuerza', 'newtons', 0.00980665],
  [1, 'gramos_fuerza', 'dynes', 980.665],
  [16, 'onzas_fuerza', 'libras_fuerza', 1],
  // 4.4482216152605 ÷ 16 = 0.27801385095378125
  [1, 'onzas_fuerza', 'newtons', 0.27801385095378125],
  [1, 'kips', 'libras_fuerza', 1000],
  [1, 'kips', 'kilonewtons', 4.4482216152605],
  // 0.45359237 × 0.3048 = 0.136077711 + 0.002177243376
  [1, 'poundals', 'newtons', 0.138254954376],
  // 1 lbf = 1 lb × 9.80665 m/s² and 1 pdl = 1 lb × 0.3048 m/s², so 1 lbf = 9.80665 / 0.3048 pdl = 32.174…
  [1, 'libras_fuerza', 'poundals', 9.80665 / 0.3048],
  [1, 'toneladas_fuerza_cortas', 'libras_fuerza', 2000],
  // 2000 × 0.45359237 kg = 907.18474 kgf
  [1, 'toneladas_fuerza_cortas', 'kilogramos_fuerza', 907.18474],
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

  it('shows 1 kip as 4.448222 kN (4.4482216152605 rounded to six decimals)', () => {
    expect(formatValue(convertOrThrow(1, 'kips', 'kilonewtons', fuerza), 'kilonewtons', fuerza)).toBe('4.448222');
  });

  describeRoundTrips(fuerza);
});
