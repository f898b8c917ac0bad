import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { area } from '@/lib/units/area';
import { formatValue } from '@/lib/units/engine';

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

  describeRoundTrips(area);
});
