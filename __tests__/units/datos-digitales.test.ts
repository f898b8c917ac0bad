import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { datosDigitales } from '@/lib/families/datos-digitales/units';
import { unitsNamed, selectGroups } from '@/lib/units/catalogue';
import { formatValue, optionLabel } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';

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
  // D24, decimal multiples (powers of 1000) and the binary PiB, worked by hand from the definitions:
  // 1 kB = 1000 B; 1 MB = 10⁶ B; 1 GB = 10⁹ B = 1000 MB; 1 PB = 10¹⁵ B = 1000 TB
  [1, 'kilobytes_decimales', 'bytes', 1000],
  [1, 'megabytes_decimales', 'bytes', 1000000],
  [1, 'gigabytes_decimales', 'megabytes_decimales', 1000],
  [1, 'terabytes_decimales', 'gigabytes_decimales', 1000],
  [1, 'petabytes_decimales', 'terabytes_decimales', 1000],
  // A disk sold as 1 TB: 10¹² B / 1024³ B = 931.322574615478515625 GB of Windows
  [1, 'terabytes_decimales', 'gigabytes', 931.322574615478515625],
  // 1 GB (binary) = 1 073 741 824 B = 1.073741824 GB decimal; 1 KB = 1024 B = 1.024 kB
  [1, 'gigabytes', 'gigabytes_decimales', 1.073741824],
  [1, 'kilobytes', 'kilobytes_decimales', 1.024],
  // 1 MB = 1 048 576 B = 1.048576 MB decimal
  [1, 'megabytes', 'megabytes_decimales', 1.048576],
  [1, 'kilobits_decimales', 'bits', 1000],
  [1, 'gigabits_decimales', 'bits', 1000000000],
  [1, 'gigabits_decimales', 'megabits_decimales', 1000],
  // A 100 Mbps contract: 10⁸ bit / 8 = 12 500 000 B = 12.5 MB decimal
  [100, 'megabits_decimales', 'megabytes_decimales', 12.5],
  // 10⁸ bit / 1024² bit = 95.367431640625 Mbit binary
  [100, 'megabits_decimales', 'megabits', 95.367431640625],
  // 1 kbit decimal = 1000 bit = 1000 / 1024 kbit binary = 0.9765625
  [1, 'kilobits_decimales', 'kilobits', 0.9765625],
  // 1 PiB = 1024⁵ B = 1 125 899 906 842 624 B = 1024 TB = 1.125899906842624 PB decimal
  [1, 'pebibytes', 'terabytes', 1024],
  [1, 'pebibytes', 'bytes', 1125899906842624],
  [1, 'pebibytes', 'petabytes_decimales', 1.125899906842624],
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

  it('shows a 1 TB disk as 931.322575 GB of Windows (931.3225746… rounded to 6 decimals)', () => {
    const result = evaluate({ valueText: '1', from: 'terabytes_decimales', to: 'gigabytes' }, datosDigitales);
    expect(result.line).toBe('1 TB (decimal) → 931.322575 GB');
  });

  it('shows a 100 Mbps contract as 12.5 MB (decimal) per second', () => {
    const result = evaluate(
      { valueText: '100', from: 'megabits_decimales', to: 'megabytes_decimales' },
      datosDigitales,
    );
    expect(result.line).toBe('100 Mbit (decimal) → 12.5 MB (decimal)');
  });

  it('labels the decimal and binary megabyte apart, in their own optgroups', () => {
    // D33: the binary units say so on their label
    expect(optionLabel('megabytes', datosDigitales)).toBe('Megabytes (MB, 1024 KB)');
    expect(optionLabel('kilobytes', datosDigitales)).toBe('Kilobytes (KB, 1024 bytes)');
    expect(optionLabel('kilobits', datosDigitales)).toBe('Kilobits (Kb, 1024 bits)');
    expect(optionLabel('megabits', datosDigitales)).toBe('Megabits (Mb, 1024 Kb)');
    expect(optionLabel('megabytes_decimales', datosDigitales)).toBe('Megabytes decimales (MB = 10⁶ B)');
    expect(selectGroups(Object.keys(datosDigitales.units), datosDigitales).map((option) => option.group)).toEqual([
      'binario',
      'decimal',
    ]);
  });

  it.each([
    ['MB', 'megabytes'],
    ['MiB', 'megabytes'],
    ['megas', 'megabytes'],
    ['MB decimal', 'megabytes_decimales'],
    ['megabytes decimales', 'megabytes_decimales'],
    ['PiB', 'pebibytes'],
    ['Mbit decimal', 'megabits_decimales'],
    // D7: exact-case symbols. A lower-case b is a bit, an upper-case B a byte; the SI's kB is 1000 B.
    ['Kb', 'kilobits'],
    ['Mb', 'megabits'],
    ['Gb', 'gigabits'],
    ['Tb', 'terabits'],
    ['KB', 'kilobytes'],
    ['GB', 'gigabytes'],
    ['TB', 'terabytes'],
    ['kB', 'kilobytes_decimales'],
  ])('reads «%s» as %s', (typed, key) => {
    expect(unitsNamed(typed, datosDigitales)).toEqual([key]);
  });

  it.each([
    // 1 Tb = 1024⁴ bit = 2⁴⁰ bit; 1 GB = 8 × 1024³ bit = 2³³ bit: 2⁴⁰ / 2³³ = 128
    [1, 'Tb', 'GB', 128],
    // 1 TB = 8 × 1024⁴ bit, 1 Tb = 1024⁴ bit: 8
    [1, 'TB', 'Tb', 8],
    // 1 kB = 1000 × 8 bit; 1 B = 8 bit: 1000
    [1, 'kB', 'B', 1000],
    // 1 KB = 1024 × 8 bit: 1024
    [1, 'KB', 'B', 1024],
    // 1 Kb = 1024 bit = 128 B
    [1, 'Kb', 'B', 128],
    // 1 KB = 8192 bit, 1 kB = 8000 bit: 1.024
    [1, 'KB', 'kB', 1.024],
  ])('%p %s → %s = %p, each symbol read by its case (D7)', (value, fromSymbol, toSymbol, expected) => {
    const [from] = unitsNamed(fromSymbol, datosDigitales);
    const [to] = unitsNamed(toSymbol, datosDigitales);
    if (!from || !to) throw new Error(`${fromSymbol} or ${toSymbol} names no unit`);
    expectClose(convertOrThrow(value, from, to, datosDigitales), expected, 1e-15);
  });

  describeRoundTrips(datosDigitales);
});
