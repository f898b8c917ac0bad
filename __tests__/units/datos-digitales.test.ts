import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { datosDigitales } from '@/lib/units/datos-digitales';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions (D7): 1 B = 8 bit, binary multiples of 1024 for bytes and for bits.
const cases: Case[] = [
  [1, 'bytes', 'bits', 8],
  [1, 'kilobytes', 'bytes', 1024],
  [1, 'megabytes', 'kilobytes', 1024],
  [1, 'gigabytes', 'megabytes', 1024],
  [1, 'terabytes', 'gigabytes', 1024],
  [1, 'kilobits', 'bits', 1024],
  [1, 'megabits', 'kilobits', 1024],
  [1, 'gigabits', 'megabits', 1024],
  [1, 'terabits', 'gigabits', 1024],
  [1, 'kilobytes', 'kilobits', 8],
  [100, 'megabits', 'megabytes', 12.5],
  // 1024³
  [1, 'gigabytes', 'bytes', 1073741824],
  // 8 × 1024⁴
  [1, 'terabytes', 'bits', 8796093022208],
  // A disk sold as 1 TB = 10¹² B: 10¹² / 1024³ = 931.322574615478515625
  [1e12, 'bytes', 'gigabytes', 931.322574615478515625],
  [512, 'megabytes', 'gigabytes', 0.5],
];

describe('datos-digitales', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, datosDigitales), expected);
  });

  it('shows the spec default 1 MB → 0.0009766 GB (1/1024 = 0.0009765625, 4 significant digits, D8)', () => {
    expect(formatValue(convertOrThrow(1, 'megabytes', 'gigabytes', datosDigitales), 'gigabytes', datosDigitales)).toBe(
      '0.0009766',
    );
  });

  it('shows 10¹² bytes as 931.322575 GB', () => {
    expect(formatValue(convertOrThrow(1e12, 'bytes', 'gigabytes', datosDigitales), 'gigabytes', datosDigitales)).toBe(
      '931.322575',
    );
  });

  describeRoundTrips(datosDigitales);
});
