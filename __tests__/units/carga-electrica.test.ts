import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { cargaElectrica } from '@/lib/families/carga-electrica/units';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';

// Expected values from the definitions (D7): 1 Ah = 3600 C, 1 mAh = 3.6 C, 1 faraday = 96485.33212 C.
const cases: Case[] = [
  [1, 'amperios_hora', 'coulombs', 3600],
  [60, 'amperios_hora', 'coulombs', 216000],
  [1, 'miliamperios_hora', 'coulombs', 3.6],
  [5000, 'miliamperios_hora', 'coulombs', 18000],
  [1000, 'miliamperios_hora', 'amperios_hora', 1],
  [1, 'faradays', 'coulombs', 96485.33212],
  [2, 'faradays', 'coulombs', 192970.66424],
  [96485.33212, 'coulombs', 'faradays', 1],
  [1, 'coulombs', 'amperios_hora', 1 / 3600],
  // 96485.33212 / 3600 ≈ 26.8015 Ah
  [1, 'faradays', 'amperios_hora', 96485.33212 / 3600],
  [1, 'amperios_hora', 'faradays', 3600 / 96485.33212],
  [1, 'faradays', 'miliamperios_hora', 96485.33212 / 3.6],
  [-1, 'coulombs', 'miliamperios_hora', -1 / 3.6],
  // D24: SI prefixes, each step 1000; 1 mAh = 3.6 C = 3600 mC = 3 600 000 µC
  [1, 'miliculombios', 'coulombs', 0.001],
  [1, 'coulombs', 'microculombios', 1000000],
  [1, 'microculombios', 'nanoculombios', 1000],
  [1, 'nanoculombios', 'picoculombios', 1000],
  [1, 'miliamperios_hora', 'miliculombios', 3600],
  [1, 'miliamperios_hora', 'microculombios', 3600000],
  // e = 1.602176634 × 10⁻¹⁹ C: 10¹⁹ e = 1.602176634 C; 1 C = 1/1.602176634e-19 e ≈ 6.241509074 × 10¹⁸ e
  [1e19, 'cargas_elementales', 'coulombs', 1.602176634],
  [1, 'coulombs', 'cargas_elementales', 1 / 1.602176634e-19],
  // One faraday is N_A × e, so in elementary charges it is N_A = 6.02214076 × 10²³
  [1, 'faradays', 'cargas_elementales', 6.02214076e23],
  // 1 pC = 10⁻¹² / 1.602176634 × 10¹⁹ e = 10⁷ / 1.602176634 ≈ 6 241 509.07 e
  [1, 'picoculombios', 'cargas_elementales', 1e7 / 1.602176634],
];

describe('carga-electrica', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, cargaElectrica), expected);
  });

  it('shows the spec default 1 Ah → 3600 C', () => {
    expect(
      formatValue(convertOrThrow(1, 'amperios_hora', 'coulombs', cargaElectrica), 'coulombs', cargaElectrica),
    ).toBe('3600');
  });

  it('shows 1 C as 6.24151 × 10¹⁸ e (1/1.602176634 = 0.6241509…, 6 significant digits, D8)', () => {
    expect(evaluate({ valueText: '1', from: 'coulombs', to: 'cargas_elementales' }, cargaElectrica).line).toBe(
      '1 C → 6.24151 × 10¹⁸ e',
    );
  });

  it('shows 1 pC as 6 241 509.074461 e (10⁷/1.602176634 = 6241509.0744607…)', () => {
    expect(
      formatValue(
        convertOrThrow(1, 'picoculombios', 'cargas_elementales', cargaElectrica),
        'cargas_elementales',
        cargaElectrica,
      ),
    ).toBe('6\u202f241\u202f509.074461');
  });

  it.each([
    ['µC', 'microculombios'],
    ['uC', 'microculombios'],
    ['electrones', 'cargas_elementales'],
    ['coulomb', 'coulombs'],
    ['mAh', 'miliamperios_hora'],
  ])('reads «%s» as %s', (typed, key) => {
    expect(unitsNamed(typed, cargaElectrica)).toEqual([key]);
  });

  describeRoundTrips(cargaElectrica);
});
