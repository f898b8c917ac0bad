import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { angulos } from '@/lib/families/angulos/units';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';

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
  // D24. Gon: 400 per turn, so 1 gon = 360/400 = 0.9° = 54′ and 50 gon = 50 × π/200 = π/4 rad.
  [100, 'grados_centesimales', 'grados', 90],
  [400, 'grados_centesimales', 'vueltas', 1],
  [1, 'grados_centesimales', 'minutos_arco', 54],
  [50, 'grados_centesimales', 'radianes', Math.PI / 4],
  // Milliradian: 0.001 rad; 1000 mrad = 1 rad = 180/π °; 1 mrad = 0.001 × 648000/π ″ = 648/π ″ ≈ 206.265″
  [1, 'milirradianes', 'radianes', 0.001],
  [1000, 'milirradianes', 'grados', 180 / Math.PI],
  [1, 'milirradianes', 'segundos_arco', 648 / Math.PI],
  // NATO mil: 6400 per turn, so 1600 = a quarter turn = 90° = 100 gon; 1 mil = 21600′/6400 = 3.375′;
  // 1 mil = 2π/6400 rad = 1000 × 2π/6400 mrad = π/3.2 mrad ≈ 0.981748 mrad
  [1600, 'milesimas_otan', 'grados', 90],
  [6400, 'milesimas_otan', 'vueltas', 1],
  [100, 'grados_centesimales', 'milesimas_otan', 1600],
  [1, 'milesimas_otan', 'minutos_arco', 3.375],
  [1, 'milesimas_otan', 'milirradianes', Math.PI / 3.2],
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

  it('shows 100 NATO mils as 5.625° (100 × 360/6400) and one as 0.05625°, with the singular', () => {
    expect(evaluate({ valueText: '100', from: 'milesimas_otan', to: 'grados' }, angulos).line).toBe(
      '100 milésimas → 5.625°',
    );
    expect(evaluate({ valueText: '1', from: 'milesimas_otan', to: 'grados' }, angulos).line).toBe(
      '1 milésima → 0.05625°',
    );
  });

  it('shows 1° as 17.777778 mils (6400/360 = 17.7777…) and 1 mrad as 0.057296° (0.0572957…)', () => {
    expect(formatValue(convertOrThrow(1, 'grados', 'milesimas_otan', angulos), 'milesimas_otan', angulos)).toBe(
      '17.777778',
    );
    expect(formatValue(convertOrThrow(1, 'milirradianes', 'grados', angulos), 'grados', angulos)).toBe('0.057296');
  });

  it.each([
    ['gon', 'grados_centesimales'],
    ['gradianes', 'grados_centesimales'],
    ['mrad', 'milirradianes'],
    ['milésimas', 'milesimas_otan'],
    ['º', 'grados'],
    ['MOA', 'minutos_arco'],
  ])('reads «%s» as %s', (typed, key) => {
    expect(unitsNamed(typed, angulos)).toEqual([key]);
  });

  describeRoundTrips(angulos);
});
