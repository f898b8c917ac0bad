import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { densidad } from '@/lib/families/densidad/units';
import { densidadContent } from '@/lib/families/densidad/words';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the metric definitions: 1 t = 1000 kg, 1 g = 10⁻³ kg, 1 mg = 10⁻⁶ kg,
// 1 L = 1 dm³ = 10⁻³ m³; so 1 kg/L = 1 kg/dm³ = 1 t/m³ = 1000 kg/m³ and 1 g/L = 1 kg/m³.
const cases: Case[] = [
  [1, 'tonelada_metro_cubico', 'kilogramo_metro_cubico', 1000],
  [1, 'kilogramo_litro', 'kilogramo_metro_cubico', 1000],
  [1, 'kilogramo_decimetro_cubico', 'kilogramo_litro', 1],
  [1, 'gramo_litro', 'kilogramo_metro_cubico', 1],
  [1, 'miligramo_litro', 'gramo_metro_cubico', 1],
  [1, 'kilogramo_metro_cubico', 'miligramo_metro_cubico', 1000000],
  // 1000 g/m³ = 1 kg/m³ = 1 g/L
  [1000, 'gramo_metro_cubico', 'gramo_litro', 1],
  // mercury at 25 °C
  [13534, 'kilogramo_metro_cubico', 'kilogramo_litro', 13.534],
  // air: 1.225 kg/m³ = 1.225 g/L = 1225 mg/L
  [1.225, 'kilogramo_metro_cubico', 'miligramo_litro', 1225],
  [50, 'miligramo_litro', 'kilogramo_metro_cubico', 0.05],
  // gold: 19.3 t/m³ = 19 300 kg/m³ = 19 300 g/L
  [19.3, 'tonelada_metro_cubico', 'gramo_litro', 19300],
  [0.5, 'miligramo_metro_cubico', 'gramo_metro_cubico', 0.0005],
];

// The units added by D24: 1 g/cm³ = 1 g/mL = 10⁻³ kg / 10⁻⁶ m³ = 1000 kg/m³; 1 lb/ft³ = 0.45359237 kg /
// 0.028316846592 m³ = 16.01846337396… kg/m³; 1 lb/gal (US) = 0.45359237 kg / 0.003785411784 m³ = 119.8264273169… kg/m³.
const added: Case[] = [
  [1, 'gramo_centimetro_cubico', 'kilogramo_metro_cubico', 1000],
  [1, 'gramo_mililitro', 'gramo_centimetro_cubico', 1],
  [1, 'gramo_mililitro', 'kilogramo_litro', 1],
  // gold: 19.3 g/cm³ = 19 300 kg/m³
  [19.3, 'gramo_centimetro_cubico', 'kilogramo_metro_cubico', 19300],
  // 0.45359237 / 0.028316846592, worked by long division
  [1, 'libra_pie_cubico', 'kilogramo_metro_cubico', 16.01846337396014],
  // 0.45359237 / 0.003785411784
  [1, 'libra_galon_us', 'kilogramo_metro_cubico', 119.8264273168966],
  // a US gallon holds 231 in³ and a cubic foot 1728 in³, so 1 lb/gal = 1728 / 231 lb/ft³ = 7.48051948…
  [1, 'libra_galon_us', 'libra_pie_cubico', 1728 / 231],
  // water: 1 kg/L = 3.785411784 / 0.45359237 lb/gal = 8.345404452…
  [1, 'kilogramo_litro', 'libra_galon_us', 8.345404452019332],
];

describe('densidad', () => {
  it.each([...cases, ...added])('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, densidad), expected);
  });

  it('shows the spec default 1 kg/m³ → 1 g/L', () => {
    const result = convertOrThrow(1, 'kilogramo_metro_cubico', 'gramo_litro', densidad);
    expect(formatValue(result, 'gramo_litro', densidad)).toBe('1');
    const state = { valueText: '1', from: densidad.defaults[0], to: densidad.defaults[1] };
    expect(evaluate(state, densidad).line).toBe('1 kg/m³ → 1 g/L');
  });

  it('rounds to 6 decimals: 1 mg/m³ in kg/L is shown in scientific form', () => {
    // 10⁻⁶ kg/m³ ÷ 1000 = 10⁻⁹ kg/L, which rounds to 0.000000 (D8).
    const tiny = convertOrThrow(1, 'miligramo_metro_cubico', 'kilogramo_litro', densidad);
    expect(formatValue(tiny, 'kilogramo_litro', densidad)).toBe('1 × 10⁻⁹');
    const air = convertOrThrow(1.225, 'kilogramo_metro_cubico', 'kilogramo_litro', densidad);
    expect(formatValue(air, 'kilogramo_litro', densidad)).toBe('0.001225');
  });

  it('keeps the target when the source changes (D11)', () => {
    expect(densidad.keepTargetOnSourceChange).toBe(true);
  });

  it('builds the six formula cards from the factors', () => {
    // 0.92 × 1000; 7850 ÷ 1000; 2.4 × 1000; 1.025 × 1000; 500 ÷ 1000; 0.05 × 1000.
    const examples = densidadContent.cards.map((card) => buildFormulaCard(card, densidad).example);
    expect(examples).toEqual([
      '0.92 kg/L = 920 kg/m³',
      '7850 kg/m³ = 7.85 kg/L',
      '2.4 t/m³ = 2400 kg/m³',
      '1.025 kg/dm³ = 1025 g/L',
      '500 mg/L = 0.5 g/L',
      '0.05 g/m³ = 50 mg/m³',
    ]);
  });

  it('writes the added units on the result line at 6 decimals (D8, D23)', () => {
    // 1000 × 0.028316846592 / 0.45359237 = 62.427960576… lb/ft³
    expect(evaluate({ valueText: '1', from: 'gramo_centimetro_cubico', to: 'libra_pie_cubico' }, densidad).line).toBe(
      '1 g/cm³ → 62.427961 lb/ft³',
    );
    // steel, 7850 kg/m³ = 7.85 g/mL
    expect(evaluate({ valueText: '7850', from: 'kilogramo_metro_cubico', to: 'gramo_mililitro' }, densidad).line).toBe(
      '7850 kg/m³ → 7.85 g/mL',
    );
    // water, 1 kg/L = 8.345404452… lb/gal
    expect(evaluate({ valueText: '1', from: 'kilogramo_litro', to: 'libra_galon_us' }, densidad).line).toBe(
      '1 kg/L → 8.345404 lb/gal (EE. UU.)',
    );
  });

  describeRoundTrips(densidad);
});
