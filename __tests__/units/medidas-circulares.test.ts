import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { medidasCirculares } from '@/lib/families/medidas-circulares/units';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { parseDegrees } from '@/lib/units/parse';

// Expected values from the definitions: 1 turn = 2π rad = 6 sextants = 360° = 400 gon; 1° = 60′ = 3600″.
const cases: Case[] = [
  [1, 'grado', 'radian', Math.PI / 180],
  [180, 'grado', 'radian', Math.PI],
  [1, 'circunferencia', 'radian', 2 * Math.PI],
  [1, 'circunferencia', 'sextante', 6],
  [1, 'circunferencia', 'grado', 360],
  [1, 'circunferencia', 'grado_centesimal', 400],
  [1, 'circunferencia', 'minuto_arco', 21600],
  [1, 'circunferencia', 'segundo_arco', 1296000],
  [1, 'sextante', 'grado', 60],
  [100, 'grado_centesimal', 'grado', 90],
  [1, 'radian', 'grado', 180 / Math.PI],
  [1, 'grado', 'minuto_arco', 60],
  [1, 'minuto_arco', 'segundo_arco', 60],
  [90, 'grado_sexagesimal', 'grado', 90],
  [-45, 'grado', 'grado_centesimal', -50],
];

describe('medidas-circulares', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, medidasCirculares), expected);
  });

  it('shows the default 1 grado → 0.017453 rad', () => {
    expect(formatValue(convertOrThrow(1, 'grado', 'radian', medidasCirculares), 'radian', medidasCirculares)).toBe(
      '0.017453',
    );
  });

  it('shows 1 rad as 57°17′44.81″ in the d°m′s″ unit', () => {
    const degrees = convertOrThrow(1, 'radian', 'grado_sexagesimal', medidasCirculares);
    expect(formatValue(degrees, 'grado_sexagesimal', medidasCirculares)).toBe('57°17′44.81″');
  });

  it('reads 57°17′44.81″ as 57 + 17/60 + 44.81/3600 degrees', () => {
    const parsed = parseDegrees('57°17′44.81″');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expectClose(parsed.value, 57 + 17 / 60 + 44.81 / 3600);
  });

  it('converts typed d°m′s″ text to decimal degrees on the result line', () => {
    const result = evaluate({ valueText: '57°17′44.81″', from: 'grado_sexagesimal', to: 'grado' }, medidasCirculares);
    // 57 + 0.283333… + 0.012447… = 57.2957806 → 57.295781 at 6 decimals
    expect(result.resultText).toBe('57.295781');
    expect(result.line).toBe('57°17′44.81″ → 57.295781°');
    expect(result.hint).toBe('');
  });

  it('also accepts a decimal number in the d°m′s″ unit', () => {
    const result = evaluate({ valueText: '10,5', from: 'grado_sexagesimal', to: 'minuto_arco' }, medidasCirculares);
    expect(result.resultText).toBe('630');
    expect(result.line).toBe('10°30′0″ → 630′');
  });

  it.each([
    ['grado', 'grado'],
    ['º', 'grado'],
    ['grados sexagesimales', 'grado_sexagesimal'],
    ['gms', 'grado_sexagesimal'],
    ['gon', 'grado_centesimal'],
    ['gradianes', 'grado_centesimal'],
    ['vueltas', 'circunferencia'],
    ['radián', 'radian'],
  ])('reads «%s» as %s (D24)', (typed, key) => {
    expect(unitsNamed(typed, medidasCirculares)).toEqual([key]);
  });

  describeRoundTrips(medidasCirculares);
});
