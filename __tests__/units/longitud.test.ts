import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { formatValue } from '@/lib/units/engine';
import { longitud } from '@/lib/units/longitud';

// Expected values from the definitions: 1 in = 0.0254 m, 1 ft = 12 in = 0.3048 m, 1 mi = 5280 ft = 1609.344 m.
const cases: Case[] = [
  [1, 'metros', 'centimetros', 100],
  [2500, 'metros', 'kilometros', 2.5],
  [1, 'pies', 'metros', 0.3048],
  [1, 'pies', 'pulgadas', 12],
  [1, 'millas', 'pies', 5280],
  [1, 'millas', 'pulgadas', 63360],
  [1, 'millas', 'kilometros', 1.609344],
  [1, 'pulgadas', 'centimetros', 2.54],
  [100, 'centimetros', 'pulgadas', 100 / 2.54],
  [1, 'metros', 'pies', 1 / 0.3048],
  [1, 'kilometros', 'millas', 1000 / 1609.344],
  [-3, 'pies', 'centimetros', -91.44],
];

describe('longitud', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, longitud), expected);
  });

  it('shows the spec default 1 m → 3.2808 ft', () => {
    expect(formatValue(convertOrThrow(1, 'metros', 'pies', longitud), 'pies', longitud)).toBe('3.2808');
  });

  it('shows 1 m and 1 cm in miles with 4 significant digits, which 4 decimals would crush (D8)', () => {
    // 1 / 1609.344 = 0.000621371…
    expect(formatValue(convertOrThrow(1, 'metros', 'millas', longitud), 'millas', longitud)).toBe('0.0006214');
    // 0.01 / 1609.344 = 0.00000621371…, still above 10⁻⁶, so not yet scientific
    expect(formatValue(convertOrThrow(1, 'centimetros', 'millas', longitud), 'millas', longitud)).toBe('0.000006214');
  });

  describeRoundTrips(longitud);
});
