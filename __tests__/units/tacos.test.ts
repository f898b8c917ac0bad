import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { tacos } from '@/lib/families/tacos/units';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';

// Expected values from the page's sizes: taco lengthwise 0.2 m, taco upright 0.08 m, tortilla 0.15 m.
const cases: Case[] = [
  [1, 'metros', 'tacos', 5],
  [105, 'metros', 'tacos', 525],
  [182, 'metros', 'tacos_vertical', 2275],
  [4.3, 'metros', 'tortillas', 4.3 / 0.15],
  [4.3, 'metros', 'tacos', 21.5],
  [105, 'metros', 'tortillas', 700],
  [1, 'metros', 'tacos_vertical', 12.5],
  [10, 'tacos', 'metros', 2],
  [25, 'tacos_vertical', 'metros', 2],
  [3, 'tortillas', 'metros', 0.45],
  [4, 'tortillas', 'tacos', 3],
  [2, 'tacos', 'tacos_vertical', 5],
];

describe('tacos', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, tacos), expected);
  });

  it('shows the default 1 m → 5 tacos', () => {
    expect(formatValue(convertOrThrow(1, 'metros', 'tacos', tacos), 'tacos', tacos)).toBe('5');
  });

  it('rounds to 2 decimals: 4.3 m → 28.67 tortillas', () => {
    expect(formatValue(convertOrThrow(4.3, 'metros', 'tortillas', tacos), 'tortillas', tacos)).toBe('28.67');
  });

  it('writes the result line with symbols, singular after 1 (D23)', () => {
    expect(evaluate({ valueText: '1', from: 'metros', to: 'tacos' }, tacos).line).toBe('1 m → 5 tacos');
    // 0.2 m is one taco laid flat: the singular after 1 (D23)
    expect(evaluate({ valueText: '0.2', from: 'metros', to: 'tacos' }, tacos).line).toBe('0.2 m → 1 taco');
  });

  describeRoundTrips(tacos);
});
