import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { presion } from '@/lib/families/presion/units';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions (D7): atm 101325 Pa, bar 10⁵ Pa, mbar 100 Pa, barye 0.1 Pa,
// psi 6894.757293168361… Pa, mmHg 133.322387415 Pa, inHg 3386.389 Pa, inH₂O 249.08891 Pa.

// psi = lbf/in² = 0.45359237 kg × 9.80665 m/s² / 0.0254² m² = 4.4482216152605 / 0.00064516 Pa
// = 8 896 443 230 521 / 1 290 320 000 Pa = 6894.757293168361336722…; one division of two exact integers gives the
// double nearest it.
const PSI = 8896443230521 / 1290320000;

const cases: Case[] = [
  [1, 'atmosferas', 'pascales', 101325],
  [1, 'bares', 'pascales', 100000],
  [1, 'atmosferas', 'bares', 1.01325],
  [1, 'atmosferas', 'milibares', 1013.25],
  [1, 'bares', 'milibares', 1000],
  [10, 'barries', 'pascales', 1],
  [1, 'pascales', 'barries', 10],
  [1, 'psi', 'pascales', PSI],
  [1, 'psi', 'bares', PSI / 100000],
  [1, 'atmosferas', 'psi', 101325 / PSI],
  [1, 'milimetros_mercurio', 'pascales', 133.322387415],
  // 760 × 133.322387415 = 93325.6711905 + 7999.3432449
  [760, 'milimetros_mercurio', 'pascales', 101325.0144354],
  // inHg = 25.4 × 133.322387415 Pa = 3386.388640341 Pa exactly (D7)
  [1, 'pulgadas_mercurio', 'milibares', 33.86388640341],
  [1, 'pulgadas_mercurio', 'milimetros_mercurio', 25.4],
  [1, 'pulgadas_agua', 'pascales', 249.08891],
  [1, 'pulgadas_mercurio', 'pulgadas_agua', 3386.388640341 / 249.08891],
  [-2, 'bares', 'milibares', -2000],
  // D24 additions, from their definitions (NIST SP 811 appendix B, SI Brochure):
  [1, 'kilopascales', 'pascales', 1000],
  [101.325, 'kilopascales', 'atmosferas', 1],
  [1, 'megapascales', 'bares', 10],
  [1, 'megapascales', 'kilopascales', 1000],
  // torr = 101325/760 Pa, so 760 Torr = 101325 Pa = 1 atm
  [760, 'torr', 'atmosferas', 1],
  [1, 'torr', 'pascales', 101325 / 760],
  [1, 'kilogramos_fuerza_cm2', 'pascales', 98066.5],
  [1, 'kilogramos_fuerza_cm2', 'bares', 0.980665],
  // 98066.5 Pa ÷ 9806.65 Pa = 10 m of water column
  [1, 'kilogramos_fuerza_cm2', 'metros_columna_agua', 10],
  [1, 'metros_columna_agua', 'pascales', 9806.65],
  [10, 'metros_columna_agua', 'kilopascales', 98.0665],
  [1, 'centimetros_columna_agua', 'pascales', 98.0665],
  [100, 'centimetros_columna_agua', 'metros_columna_agua', 1],
  // 20 × 98.0665 = 1961.33 Pa = 19.6133 mbar
  [20, 'centimetros_columna_agua', 'milibares', 19.6133],
  [1, 'ksi', 'psi', 1000],
  [1, 'ksi', 'megapascales', PSI / 1000],
];

describe('presion', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, presion), expected);
  });

  it('keeps psi to full precision: 123 456 789 psi = 851 204 596 348.8975… Pa (D7)', () => {
    // 123 456 789 × 8 896 443 230 521 / 1 290 320 000 = 1 098 326 314 760 909 457 069 / 1 290 320 000
    // = 851 204 596 348.897527023529…; the truncated 6894.757293168 gave 851 204 596 348.8529 (5 × 10⁻¹⁴ off).
    const pascals = convertOrThrow(123456789, 'psi', 'pascales', presion);
    expectClose(pascals, 851204596348.897527023529, 1e-15);
    expect(formatValue(pascals, 'pascales', presion)).toBe('851\u202f204\u202f596\u202f348.898');
    expectClose(convertOrThrow(123456.789, 'ksi', 'pascales', presion), 851204596348.897527023529, 1e-15);
  });

  it('shows the spec default 1 atm → 101325 Pa', () => {
    expect(formatValue(convertOrThrow(1, 'atmosferas', 'pascales', presion), 'pascales', presion)).toBe('101\u202f325');
  });

  it('shows 1 Pa in atmospheres with 4 significant digits: 1/101325 = 0.0000098692… (D8)', () => {
    expect(formatValue(convertOrThrow(1, 'pascales', 'atmosferas', presion), 'atmosferas', presion)).toBe(
      '0.000009869',
    );
  });

  it('leaves the poise out: it measures viscosity, not pressure (D7)', () => {
    expect(Object.keys(presion.units)).not.toContain('poises');
  });

  it('shows 1 kgf/cm² as 0.980665 bar', () => {
    expect(formatValue(convertOrThrow(1, 'kilogramos_fuerza_cm2', 'bares', presion), 'bares', presion)).toBe(
      '0.980665',
    );
  });

  it('shows 1 Torr as 133.322368 Pa: 101325 / 760 = 133.3223684…', () => {
    expect(formatValue(convertOrThrow(1, 'torr', 'pascales', presion), 'pascales', presion)).toBe('133.322368');
  });

  it('reads hPa, kg/cm2 and mca as the units they name (the hectopascal is the millibar)', () => {
    expect(unitsNamed('hPa', presion)).toEqual(['milibares']);
    expect(unitsNamed('hectopascales', presion)).toEqual(['milibares']);
    expect(unitsNamed('kg/cm2', presion)).toEqual(['kilogramos_fuerza_cm2']);
    expect(unitsNamed('m.c.a.', presion)).toEqual(['metros_columna_agua']);
  });

  describeRoundTrips(presion);
});
