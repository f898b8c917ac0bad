import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { energia } from '@/lib/units/energia';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions: 1 cal = 4.184 J, 1 kcal = 4184 J, 1 kWh = 3 600 000 J.
const cases: Case[] = [
  [1, 'calorias', 'joules', 4.184],
  [1, 'kilocalorias', 'joules', 4184],
  [1, 'kilocalorias', 'calorias', 1000],
  [1, 'kilowatt_hora', 'joules', 3600000],
  [1, 'joules', 'calorias', 1 / 4.184],
  [4184, 'joules', 'kilocalorias', 1],
  [3600000, 'joules', 'kilowatt_hora', 1],
  [1, 'kilowatt_hora', 'kilocalorias', 3600000 / 4184],
  [1, 'kilowatt_hora', 'calorias', 3600000 / 4.184],
  // 2000 × 4184 = 8 368 000 J; ÷ 3 600 000 = 2.324444… kWh
  [2000, 'kilocalorias', 'kilowatt_hora', 8368000 / 3600000],
  [250, 'calorias', 'kilocalorias', 0.25],
  [-10, 'calorias', 'joules', -41.84],
];

describe('energia', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, energia), expected);
  });

  it('shows the spec default 1 J → 0.239006 cal', () => {
    expect(formatValue(convertOrThrow(1, 'joules', 'calorias', energia), 'calorias', energia)).toBe('0.239006');
  });

  it('shows 1 kWh as 860.42065 kcal (exact, not the rounded 860.421)', () => {
    expect(formatValue(convertOrThrow(1, 'kilowatt_hora', 'kilocalorias', energia), 'kilocalorias', energia)).toBe(
      '860.42065',
    );
  });

  it('shows 1 J in kWh in scientific form, since it rounds to zero at 6 decimals', () => {
    // 1 / 3 600 000 = 2.777…e-7
    expect(formatValue(convertOrThrow(1, 'joules', 'kilowatt_hora', energia), 'kilowatt_hora', energia)).toBe(
      '2.77778 × 10⁻⁷',
    );
  });

  describeRoundTrips(energia);
});
