import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { area } from '@/lib/families/area/units';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { GROUP_SEPARATOR as G } from '@/lib/units/format';

// Expected values from the definitions: 1 ft² = 0.3048² m² = 0.09290304 m²,
// 1 acre = 43 560 ft² = 4046.8564224 m², 1 ha = 100 m × 100 m = 10 000 m², 1 km² = 1000 m × 1000 m,
// 1 m² = 100 cm × 100 cm.
const cases: Case[] = [
  [1, 'hectareas', 'metros_cuadrados', 10000],
  [1, 'kilometros_cuadrados', 'hectareas', 100],
  [2.5, 'kilometros_cuadrados', 'metros_cuadrados', 2500000],
  [1, 'metros_cuadrados', 'centimetros_cuadrados', 10000],
  [1, 'pies_cuadrados', 'metros_cuadrados', 0.09290304],
  // 30.48 cm × 30.48 cm
  [1, 'pies_cuadrados', 'centimetros_cuadrados', 929.0304],
  [1, 'acres', 'metros_cuadrados', 4046.8564224],
  // one chain × one furlong: 66 ft × 660 ft
  [1, 'acres', 'pies_cuadrados', 43560],
  // 640 acres = 1 square mile = 1609.344² m²
  [640, 'acres', 'kilometros_cuadrados', 2.589988110336],
  [1, 'hectareas', 'acres', 10000 / 4046.8564224],
  [1, 'metros_cuadrados', 'pies_cuadrados', 1 / 0.09290304],
  [2500, 'centimetros_cuadrados', 'metros_cuadrados', 0.25],
  [0, 'acres', 'hectareas', 0],
];

// D24, the added units, from their definitions: 1 mm² = 10⁻⁶ m², 1 dm² = 10⁻² m², 1 a = 100 m², 1 yd² = 0.9144² m²,
// 1 in² = 0.0254² m², 1 mi² = 1609.344² m²; the land units from their legal varas: Castilian 0.835905 m,
// Mexican 0.838 m, Chilean 0.836 m.
const added: Case[] = [
  // 1 cm² = 10 mm × 10 mm
  [1, 'centimetros_cuadrados', 'milimetros_cuadrados', 100],
  [1, 'decimetros_cuadrados', 'centimetros_cuadrados', 100],
  [1, 'areas', 'metros_cuadrados', 100],
  [1, 'hectareas', 'areas', 100],
  [1, 'yardas_cuadradas', 'metros_cuadrados', 0.83612736],
  // 3 ft × 3 ft
  [1, 'yardas_cuadradas', 'pies_cuadrados', 9],
  // 2.54 cm × 2.54 cm
  [1, 'pulgadas_cuadradas', 'centimetros_cuadrados', 6.4516],
  [144, 'pulgadas_cuadradas', 'pies_cuadrados', 1],
  [1, 'millas_cuadradas', 'acres', 640],
  [1, 'millas_cuadradas', 'kilometros_cuadrados', 2.589988110336],
  // 0.835905 m × 0.835905 m
  [1, 'varas_cuadradas', 'metros_cuadrados', 0.698737169025],
  // 1 m² / 0.698737169025 m² = 1.431153292… v² (bc)
  [1, 'metros_cuadrados', 'varas_cuadradas', 1.431153292439],
  // 100 varas × 100 varas
  [1, 'manzanas', 'varas_cuadradas', 10000],
  [1, 'manzanas', 'hectareas', 0.698737169025],
  // 1104 varas × 552 varas = 609 408 v² of 0.838² = 0.702244 m²: 427 953.111552 m²
  [1, 'caballerias_mexico', 'hectareas', 42.7953111552],
  // 150 varas × 0.836 m = 125.4 m, squared: 15 725.16 m²
  [1, 'cuadras_chile', 'hectareas', 1.572516],
  [2, 'cuadras_chile', 'metros_cuadrados', 31450.32],
];

describe('area', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, area), expected);
  });

  it('shows the spec default 1 m² → 10.7639 ft²', () => {
    expect(formatValue(convertOrThrow(1, 'metros_cuadrados', 'pies_cuadrados', area), 'pies_cuadrados', area)).toBe(
      '10.7639',
    );
  });

  it('shows 1 ha as 2.4711 ac and 1 cm² in km² in scientific form', () => {
    expect(formatValue(convertOrThrow(1, 'hectareas', 'acres', area), 'acres', area)).toBe('2.4711');
    // 0.0001 / 10⁶ = 10⁻¹⁰, below 10⁻⁶: scientific form (D8).
    const tiny = convertOrThrow(1, 'centimetros_cuadrados', 'kilometros_cuadrados', area);
    expect(formatValue(tiny, 'kilometros_cuadrados', area)).toBe('1 × 10⁻¹⁰');
  });

  it.each(added)('added unit: %p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, area), expected);
  });

  it('shows the land units as the converter does (D8, D23)', () => {
    // 6987.37169025 m² to 4 decimals; four integer digits are not grouped
    expect(formatValue(convertOrThrow(1, 'manzanas', 'metros_cuadrados', area), 'metros_cuadrados', area)).toBe(
      '6987.3717',
    );
    // 10 000 / 0.698737169025 = 14 311.532924… v²
    expect(evaluate({ valueText: '1', from: 'hectareas', to: 'varas_cuadradas' }, area).line).toBe(
      `1 ha → 14${G}311.5329 v²`,
    );
    // 42.7953111552 ha, and the singular after 1
    expect(evaluate({ valueText: '1', from: 'caballerias_mexico', to: 'hectareas' }, area).line).toBe(
      '1 caballería (México) → 42.7953 ha',
    );
    // 10⁻⁶ m² in km² is 10⁻¹², below 10⁻⁶: scientific form
    expect(
      formatValue(
        convertOrThrow(1, 'milimetros_cuadrados', 'kilometros_cuadrados', area),
        'kilometros_cuadrados',
        area,
      ),
    ).toBe('1 × 10⁻¹²');
  });

  describeRoundTrips(area);
});
