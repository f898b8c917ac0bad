import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { velocidad } from '@/lib/families/velocidad/units';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions: 1 m/s = 3600 m/h = 3.6 km/h, 1 mph = 1609.344 m/h = 1.609344 km/h,
// 1 kn = 1852 m/h = 1.852 km/h.
const cases: Case[] = [
  [1, 'metros_segundo', 'kilometros_hora', 3.6],
  [1, 'millas_hora', 'kilometros_hora', 1.609344],
  [1, 'nudos', 'kilometros_hora', 1.852],
  [1, 'kilometros_hora', 'millas_hora', 1 / 1.609344],
  [100, 'kilometros_hora', 'metros_segundo', 100 / 3.6], // 27.777…
  [1, 'millas_hora', 'metros_segundo', 0.44704], // 1609.344 / 3600
  [1, 'nudos', 'metros_segundo', 1852 / 3600],
  [1, 'nudos', 'millas_hora', 1852 / 1609.344], // 1.150779…
  [10, 'metros_segundo', 'nudos', 36000 / 1852], // 10 × 3600 m/h ÷ 1852 m
  [60, 'millas_hora', 'kilometros_hora', 96.56064], // 60 × 1.609344
  [343, 'metros_segundo', 'kilometros_hora', 1234.8], // 343 × 3.6
  [-5, 'nudos', 'kilometros_hora', -9.26],
  // D24 additions, from their definitions (1959 agreement: 1 ft = 0.3048 m; SI Brochure: c = 299 792 458 m/s):
  [1, 'pies_segundo', 'metros_segundo', 0.3048],
  [1, 'pies_segundo', 'kilometros_hora', 1.09728], // 0.3048 × 3.6
  [100, 'pies_minuto', 'metros_minuto', 30.48],
  [60, 'pies_minuto', 'pies_segundo', 1],
  [60, 'metros_minuto', 'metros_segundo', 1],
  [1000, 'metros_minuto', 'kilometros_hora', 60],
  [1, 'kilometros_segundo', 'kilometros_hora', 3600],
  [1, 'kilometros_segundo', 'metros_segundo', 1000],
  [1, 'velocidad_luz', 'metros_segundo', 299792458],
  [1, 'velocidad_luz', 'kilometros_segundo', 299792.458],
];

describe('velocidad', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, velocidad), expected);
  });

  it('shows the spec default 1 km/h → 0.6214 mph', () => {
    expect(formatValue(convertOrThrow(1, 'kilometros_hora', 'millas_hora', velocidad), 'millas_hora', velocidad)).toBe(
      '0.6214',
    );
  });

  it('agrees with the rounded factors of the spec to the displayed decimals', () => {
    // Spec 000 §3: kn→mph 1.15078, m/s→km/h 3.6.
    expect(formatValue(convertOrThrow(1, 'nudos', 'millas_hora', velocidad), 'millas_hora', velocidad)).toBe('1.1508');
    const fromMetres = convertOrThrow(1, 'metros_segundo', 'kilometros_hora', velocidad);
    expect(formatValue(fromMetres, 'kilometros_hora', velocidad)).toBe('3.6');
  });

  it('shows 1 ft/s as 1.0973 km/h (1.09728 at four decimals)', () => {
    expect(
      formatValue(convertOrThrow(1, 'pies_segundo', 'kilometros_hora', velocidad), 'kilometros_hora', velocidad),
    ).toBe('1.0973');
  });

  it('shows the speed of light as 1 079 252 848.8 km/h, and 1 km/h as 9.26567 × 10⁻¹⁰ c', () => {
    // 299 792 458 × 3.6 = 1 079 252 848.8; 1 / 1.0792528488 = 0.92656693…
    const light = convertOrThrow(1, 'velocidad_luz', 'kilometros_hora', velocidad);
    expect(formatValue(light, 'kilometros_hora', velocidad)).toBe('1\u202f079\u202f252\u202f848.8');
    const slow = convertOrThrow(1, 'kilometros_hora', 'velocidad_luz', velocidad);
    expect(formatValue(slow, 'velocidad_luz', velocidad)).toBe('9.26567 × 10⁻¹⁰');
  });

  describeRoundTrips(velocidad);
});
