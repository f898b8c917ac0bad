import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { formatValue } from '@/lib/units/engine';
import { peso } from '@/lib/units/peso';

// Expected values from the definitions: 1 lb = 0.45359237 kg, 1 oz = 1/16 lb = 28.349523125 g, 1 t = 1000 kg.
const cases: Case[] = [
  [1, 'kilogramos', 'gramos', 1000],
  [1, 'toneladas', 'kilogramos', 1000],
  [1, 'libras', 'kilogramos', 0.45359237],
  [1, 'libras', 'onzas', 16],
  [1, 'onzas', 'gramos', 28.349523125],
  // one stone: 14 × 0.45359237
  [14, 'libras', 'kilogramos', 6.35029318],
  // a short ton: 2000 × 0.45359237 kg = 907.18474 kg
  [2000, 'libras', 'toneladas', 0.90718474],
  [1, 'kilogramos', 'libras', 1 / 0.45359237],
  [1, 'kilogramos', 'onzas', 16 / 0.45359237],
  [1, 'toneladas', 'libras', 1000 / 0.45359237],
  [500, 'gramos', 'libras', 0.5 / 0.45359237],
  [8, 'onzas', 'libras', 0.5],
  [250, 'gramos', 'onzas', 250 / 28.349523125],
];

describe('peso', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, peso), expected);
  });

  it('shows the spec default 1 kg → 2.2046 lb', () => {
    expect(formatValue(convertOrThrow(1, 'kilogramos', 'libras', peso), 'libras', peso)).toBe('2.2046');
  });

  it('shows 1 kg as 35.274 oz and 1 g in tonnes as 0.000001 (10⁻⁶ is not below 10⁻⁶)', () => {
    // 16 / 0.45359237 = 35.27396…, 35.2740 at 4 decimals, trailing zero dropped (D8).
    expect(formatValue(convertOrThrow(1, 'kilogramos', 'onzas', peso), 'onzas', peso)).toBe('35.274');
    expect(formatValue(convertOrThrow(1, 'gramos', 'toneladas', peso), 'toneladas', peso)).toBe('0.000001');
  });

  describeRoundTrips(peso);
});
