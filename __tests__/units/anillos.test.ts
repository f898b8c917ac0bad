import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { anillos } from '@/lib/families/anillos/units';
import { anillosContent } from '@/lib/families/anillos/words';
import { formatValue, optionLabel } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: circumference = π × diameter, 1 in = 25.4 mm.
const cases: Case[] = [
  [17, 'diametro_milimetros', 'circunferencia_milimetros', 17 * Math.PI],
  [54, 'circunferencia_milimetros', 'diametro_milimetros', 54 / Math.PI],
  [1, 'diametro_pulgadas', 'diametro_milimetros', 25.4],
  [18, 'diametro_milimetros', 'diametro_pulgadas', 18 / 25.4],
  [2.15, 'circunferencia_pulgadas', 'circunferencia_milimetros', 54.61],
  [0.7, 'diametro_pulgadas', 'circunferencia_milimetros', 0.7 * 25.4 * Math.PI],
  [1, 'diametro_pulgadas', 'circunferencia_pulgadas', Math.PI],
  [Math.PI, 'circunferencia_pulgadas', 'diametro_pulgadas', 1],
  [25.4, 'circunferencia_milimetros', 'circunferencia_pulgadas', 1],
  [10, 'diametro_milimetros', 'circunferencia_pulgadas', (10 * Math.PI) / 25.4],
  // US size 7: 0.682 in of diameter
  [0.682, 'diametro_pulgadas', 'diametro_milimetros', 17.3228],
];

describe('anillos', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, anillos), expected);
  });

  it('shows the spec default 17 mm diameter → 53.407 mm circumference', () => {
    const result = convertOrThrow(17, 'diametro_milimetros', 'circunferencia_milimetros', anillos);
    expect(formatValue(result, 'circunferencia_milimetros', anillos)).toBe('53.407');
  });

  it('names diameter and circumference in the options', () => {
    expect(optionLabel('diametro_pulgadas', anillos)).toBe('Diámetro (in)');
    expect(optionLabel('circunferencia_milimetros', anillos)).toBe('Circunferencia (mm)');
  });

  it('has hand-written formulas that agree with the converter', () => {
    // 17π = 53.4071; 54 ÷ π = 17.1887; 0.68 × 25.4 = 17.272; 18 ÷ 25.4 = 0.70866; 2.15 × 25.4 = 54.61;
    // 0.7 × 25.4 × π = 17.78π = 55.8584.
    const examples = anillosContent.cards.map((card) => buildFormulaCard(card, anillos).example);
    expect(examples).toEqual([
      '17 mm de diámetro = 53.407 mm de circunferencia',
      '54 mm de circunferencia = 17.189 mm de diámetro',
      '0.68 in de diámetro = 17.272 mm de diámetro',
      '18 mm de diámetro = 0.7087 in de diámetro',
      '2.15 in de circunferencia = 54.61 mm de circunferencia',
      '0.7 in de diámetro = 55.858 mm de circunferencia',
    ]);
  });

  describeRoundTrips(anillos, [17, 54.41, 0.68, 2.15]);
});
