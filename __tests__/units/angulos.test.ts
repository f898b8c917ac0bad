import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { angulos } from '@/lib/units/angulos';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions: a turn is 360° = 2π rad; 1° = 60′; 1′ = 60″; a 'vuelta' is a revolution.
const cases: Case[] = [
  [180, 'grados', 'radianes', Math.PI],
  [1, 'radianes', 'grados', 180 / Math.PI],
  [1, 'grados', 'minutos_arco', 60],
  [1, 'minutos_arco', 'segundos_arco', 60],
  [1, 'grados', 'segundos_arco', 3600],
  [1, 'revoluciones', 'grados', 360],
  [1, 'vueltas', 'grados', 360],
  [1, 'vueltas', 'revoluciones', 1],
  [1, 'revoluciones', 'radianes', 2 * Math.PI],
  [90, 'grados', 'revoluciones', 0.25],
  // 360 × 60
  [1, 'revoluciones', 'minutos_arco', 21600],
  // 180 × 3600 / π ≈ 206264.806
  [1, 'radianes', 'segundos_arco', 648000 / Math.PI],
  [-45, 'grados', 'radianes', -Math.PI / 4],
  [2.5, 'vueltas', 'grados', 900],
];

describe('angulos', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, angulos), expected);
  });

  it('shows the spec default 1° → 0.017453 rad', () => {
    expect(formatValue(convertOrThrow(1, 'grados', 'radianes', angulos), 'radianes', angulos)).toBe('0.017453');
  });

  it('shows a whole turn in degrees without floating-point noise', () => {
    expect(formatValue(convertOrThrow(1, 'vueltas', 'grados', angulos), 'grados', angulos)).toBe('360');
  });

  describeRoundTrips(angulos);
});
