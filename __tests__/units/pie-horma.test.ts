import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { pieHorma } from '@/lib/families/pie-horma/units';
import { pieHormaContent } from '@/lib/families/pie-horma/words';
import { formatValue, optionLabel } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: 1 in = 25.4 mm, and last = foot + 2/3 in (= 50.8/3 mm = 5.08/3 cm).
const cases: Case[] = [
  [250, 'foot_mm', 'last_mm', 250 + 50.8 / 3],
  [280, 'last_mm', 'foot_mm', 280 - 50.8 / 3],
  [26, 'foot_cm', 'last_cm', 26 + 5.08 / 3],
  [10, 'foot_in', 'last_in', 10 + 2 / 3],
  [11, 'last_in', 'foot_cm', (11 - 2 / 3) * 2.54],
  [270, 'foot_mm', 'foot_in', 270 / 25.4],
  [25, 'foot_cm', 'foot_mm', 250],
  [10, 'foot_in', 'foot_cm', 25.4],
  [250, 'foot_mm', 'last_in', 250 / 25.4 + 2 / 3],
  // the same last in two units
  [27, 'last_cm', 'last_mm', 270],
  [10.5, 'last_in', 'last_mm', 266.7],
  [300, 'last_mm', 'foot_in', (300 - 50.8 / 3) / 25.4],
  // a last of exactly 2/3 in fits a foot of zero length
  [2 / 3, 'last_in', 'foot_mm', 0],
];

describe('pie-horma', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, pieHorma), expected);
  });

  it('shows the spec default 250 mm foot → 266.933 mm last', () => {
    expect(formatValue(convertOrThrow(250, 'foot_mm', 'last_mm', pieHorma), 'last_mm', pieHorma)).toBe('266.933');
  });

  it('names foot and last in the options', () => {
    expect(optionLabel('foot_mm', pieHorma)).toBe('Pie (mm)');
    expect(optionLabel('last_in', pieHorma)).toBe('Horma (in)');
  });

  it('has hand-written formulas that agree with the converter', () => {
    // 250 + 16.9333; 280 − 16.9333 = 263.0667; 26 + 1.69333; 10 + 0.66667; (11 − 0.66667) × 2.54 = 26.2467;
    // 270 ÷ 25.4 = 10.6299.
    const examples = pieHormaContent.cards.map((card) => buildFormulaCard(card, pieHorma).example);
    expect(examples).toEqual([
      '250 mm de pie = 266.933 mm de horma',
      '280 mm de horma = 263.067 mm de pie',
      '26 cm de pie = 27.693 cm de horma',
      '10 in de pie = 10.667 in de horma',
      '11 in de horma = 26.247 cm de pie',
      '270 mm de pie = 10.63 in de pie',
    ]);
  });

  describeRoundTrips(pieHorma, [250, 266.933, 9.5, 27]);
});
