import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { iluminancia } from '@/lib/families/iluminancia/units';
import { iluminanciaContent } from '@/lib/families/iluminancia/words';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: 1 lx = 1 lm/m²; 1 fc = 1 lm/ft² = 1 lm / (0.3048 m)² = 1 / 0.09290304 lx;
// 1 ph = 1 lm/cm² = 10⁴ lx; 1 nx = 10⁻³ lx.
// 1 / 0.09290304 = 100 000 000 / 9 290 304 = 10.76391041670972230833…
const FC = 100000000 / 9290304;

const cases: Case[] = [
  [1, 'pies_candela', 'luxes', 10.763910416709722],
  [1, 'luxes', 'pies_candela', 0.09290304],
  [500, 'luxes', 'pies_candela', 46.45152],
  [1, 'lumenes_pie_cuadrado', 'luxes', FC],
  [1, 'lumenes_pie_cuadrado', 'pies_candela', 1],
  [1, 'lumenes_metro_cuadrado', 'luxes', 1],
  [1, 'phots', 'luxes', 10000],
  // 1 lm/cm² over 1 ft² = 929.0304 cm² gives 929.0304 lm/ft²
  [1, 'phots', 'pies_candela', 929.0304],
  [1, 'nox', 'luxes', 0.001],
  [1, 'luxes', 'nox', 1000],
  [1, 'phots', 'nox', 10000000],
  [-2, 'luxes', 'lumenes_metro_cuadrado', -2],
  // 1 klx = 10³ lx; full daylight, 100 klx, is 100 000 lx
  [1, 'kiloluxes', 'luxes', 1000],
  [100, 'kiloluxes', 'luxes', 100000],
  [250, 'luxes', 'kiloluxes', 0.25],
  // 1 klx = 1000 × 0.09290304 fc = 92.90304 fc
  [1, 'kiloluxes', 'pies_candela', 92.90304],
  // 1 ph = 10⁴ lx = 10 klx
  [1, 'phots', 'kiloluxes', 10],
];

describe('iluminancia', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, iluminancia), expected);
  });

  it('opens on lx → fc and shows 1 fc → 10.763910 lx rounded to six decimals', () => {
    expect(iluminancia.defaults).toEqual(['luxes', 'pies_candela']);
    const value = convertOrThrow(1, 'pies_candela', 'luxes', iluminancia);
    expect(value).toBe(10.763910416709722);
    expect(formatValue(value, 'luxes', iluminancia)).toBe('10.76391');
  });

  it('reads the spellings people type', () => {
    expect(unitsNamed('lux', iluminancia)).toEqual(['luxes']);
    expect(unitsNamed('lx', iluminancia)).toEqual(['luxes']);
    expect(unitsNamed('foot-candle', iluminancia)).toEqual(['pies_candela']);
    expect(unitsNamed('fc', iluminancia)).toEqual(['pies_candela']);
    expect(unitsNamed('lm/m2', iluminancia)).toEqual(['lumenes_metro_cuadrado']);
    expect(unitsNamed('lm/m²', iluminancia)).toEqual(['lumenes_metro_cuadrado']);
    expect(unitsNamed('klx', iluminancia)).toEqual(['kiloluxes']);
    expect(unitsNamed('kilolux', iluminancia)).toEqual(['kiloluxes']);
  });

  it('has six formula cards that all build', () => {
    expect(iluminanciaContent.cards).toHaveLength(6);
    for (const card of iluminanciaContent.cards) expect(() => buildFormulaCard(card, iluminancia)).not.toThrow();
  });

  describeRoundTrips(iluminancia);
});
