import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { densidadContent } from '@/lib/content/converters/densidad';
import { densidad } from '@/lib/units/densidad';
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

describe('densidad', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
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

  describeRoundTrips(densidad);
});
