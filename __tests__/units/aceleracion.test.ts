import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { aceleracion } from '@/lib/families/aceleracion/units';
import { aceleracionContent } from '@/lib/families/aceleracion/words';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: g₀ = 9.80665 m/s² (3rd CGPM, 1901); 1 Gal = 1 cm/s² = 0.01 m/s²;
// 1 ft = 0.3048 m, 1 in = 0.0254 m; 1 km/h = 1000 m / 3600 s.
const cases: Case[] = [
  [1, 'gravedades', 'metros_segundo_cuadrado', 9.80665],
  [1, 'metros_segundo_cuadrado', 'gravedades', 1 / 9.80665],
  [1, 'gravedades', 'gales', 980.665],
  [1, 'gravedades', 'centimetros_segundo_cuadrado', 980.665],
  [1, 'gales', 'centimetros_segundo_cuadrado', 1],
  [1, 'pies_segundo_cuadrado', 'metros_segundo_cuadrado', 0.3048],
  [1, 'pies_segundo_cuadrado', 'pulgadas_segundo_cuadrado', 12],
  [1, 'pulgadas_segundo_cuadrado', 'centimetros_segundo_cuadrado', 2.54],
  // 9.80665 / 0.3048 = 32.17404855643044…
  [1, 'gravedades', 'pies_segundo_cuadrado', 9.80665 / 0.3048],
  // 100 km/h in 8 s: 12.5 km/h/s = 12.5 / 3.6 m/s² = 3.4722…
  [12.5, 'kilometros_hora_segundo', 'metros_segundo_cuadrado', 125 / 36],
  [36, 'kilometros_hora_segundo', 'metros_segundo_cuadrado', 10],
  [1, 'metros_segundo_cuadrado', 'kilometros_hora_segundo', 3.6],
  // 1 g₀ = 9.80665 × 3.6 = 35.30394 km/h/s
  [1, 'gravedades', 'kilometros_hora_segundo', 35.30394],
  [-2, 'gravedades', 'metros_segundo_cuadrado', -19.6133],
  // 1 mGal = 10⁻³ Gal = 10⁻³ × 0.01 m/s² = 10⁻⁵ m/s²; 1 µGal = 10⁻⁶ × 0.01 m/s² = 10⁻⁸ m/s²
  [1, 'miligales', 'metros_segundo_cuadrado', 1e-5],
  [1, 'microgales', 'metros_segundo_cuadrado', 1e-8],
  [1, 'miligales', 'microgales', 1000],
  [1, 'gales', 'miligales', 1000],
  // g₀ = 9.80665 m/s² / 10⁻⁵ = 980 665 mGal
  [1, 'gravedades', 'miligales', 980665],
  // 1 mm/s² = 10⁻³ m/s² = 0.1 Gal = 100 mGal
  [1, 'milimetros_segundo_cuadrado', 'metros_segundo_cuadrado', 0.001],
  [1, 'milimetros_segundo_cuadrado', 'miligales', 100],
  [1, 'centimetros_segundo_cuadrado', 'milimetros_segundo_cuadrado', 10],
  // 1 mph/s = 1609.344 m / 3600 s / s = 0.44704 m/s²
  [1, 'millas_hora_segundo', 'metros_segundo_cuadrado', 0.44704],
  // 0–60 mph in 6 s: 10 mph/s = 4.4704 m/s²
  [10, 'millas_hora_segundo', 'metros_segundo_cuadrado', 4.4704],
  // 1 mph/s = 1.609344 km/h/s
  [1, 'millas_hora_segundo', 'kilometros_hora_segundo', 1.609344],
  // 1 g₀ = 9.80665 / 0.44704 mph/s = 21.936851288475305… mph/s
  [1, 'gravedades', 'millas_hora_segundo', 9.80665 / 0.44704],
];

describe('aceleracion', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, aceleracion), expected);
  });

  it('opens on m/s² → g₀ and shows 1 m/s² → 0.101972 g₀', () => {
    expect(aceleracion.defaults).toEqual(['metros_segundo_cuadrado', 'gravedades']);
    const value = convertOrThrow(1, 'metros_segundo_cuadrado', 'gravedades', aceleracion);
    expect(formatValue(value, 'gravedades', aceleracion)).toBe('0.101972');
  });

  it('reads the spellings people type', () => {
    expect(unitsNamed('m/s2', aceleracion)).toEqual(['metros_segundo_cuadrado']);
    expect(unitsNamed('g', aceleracion)).toEqual(['gravedades']);
    expect(unitsNamed('Gal', aceleracion)).toEqual(['gales']);
    expect(unitsNamed('km/h/s', aceleracion)).toEqual(['kilometros_hora_segundo']);
    expect(unitsNamed('mGal', aceleracion)).toEqual(['miligales']);
    expect(unitsNamed('miligal', aceleracion)).toEqual(['miligales']);
    expect(unitsNamed('µGal', aceleracion)).toEqual(['microgales']);
    expect(unitsNamed('μGal', aceleracion)).toEqual(['microgales']);
    expect(unitsNamed('uGal', aceleracion)).toEqual(['microgales']);
    expect(unitsNamed('mm/s2', aceleracion)).toEqual(['milimetros_segundo_cuadrado']);
    expect(unitsNamed('mph/s', aceleracion)).toEqual(['millas_hora_segundo']);
  });

  it('has six formula cards that all build', () => {
    expect(aceleracionContent.cards).toHaveLength(6);
    for (const card of aceleracionContent.cards) expect(() => buildFormulaCard(card, aceleracion)).not.toThrow();
  });

  describeRoundTrips(aceleracion);
});
