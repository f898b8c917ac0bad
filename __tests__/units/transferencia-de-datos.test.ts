import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { transferenciaDeDatos } from '@/lib/families/transferencia-de-datos/units';
import { finderEntries } from '@/lib/finder-entries';
import { search } from '@/lib/tools/finder';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions (IEC 80000-13, SI prefixes): 1 B = 8 bit; kilo 10³, mega 10⁶, giga 10⁹,
// tera 10¹²; kibi 2¹⁰ = 1024, mebi 2²⁰ = 1 048 576, gibi 2³⁰ = 1 073 741 824.
const cases: Case[] = [
  // 100 × 10⁶ bit/s ÷ (8 × 10⁶ bit/s) = 12.5
  [100, 'megabits_por_segundo', 'megabytes_por_segundo', 12.5],
  [1, 'megabytes_por_segundo', 'megabits_por_segundo', 8],
  [1, 'bytes_por_segundo', 'bits_por_segundo', 8],
  [1, 'kilobits_por_segundo', 'bits_por_segundo', 1000],
  [1, 'megabits_por_segundo', 'kilobits_por_segundo', 1000],
  [1, 'gigabits_por_segundo', 'megabits_por_segundo', 1000],
  [1, 'terabits_por_segundo', 'gigabits_por_segundo', 1000],
  // 10⁹ ÷ (8 × 10⁶) = 125
  [1, 'gigabits_por_segundo', 'megabytes_por_segundo', 125],
  // 320 × 1000 ÷ 8000 = 40
  [320, 'kilobits_por_segundo', 'kilobytes_por_segundo', 40],
  [1, 'kilobytes_por_segundo', 'bytes_por_segundo', 1000],
  [1, 'gigabytes_por_segundo', 'megabytes_por_segundo', 1000],
  [1, 'terabytes_por_segundo', 'terabits_por_segundo', 8],
  [1, 'kibibytes_por_segundo', 'bytes_por_segundo', 1024],
  [1, 'mebibytes_por_segundo', 'kibibytes_por_segundo', 1024],
  [1, 'gibibytes_por_segundo', 'mebibytes_por_segundo', 1024],
  // 1 MiB/s = 1 048 576 B/s = 1.048576 MB/s
  [1, 'mebibytes_por_segundo', 'megabytes_por_segundo', 1.048576],
  // 100 × 10⁶ ÷ (8 × 1 048 576) = 100 000 000 ÷ 8 388 608 = 11.920928955078125 (exact: 10⁸ / 2²³)
  [100, 'megabits_por_segundo', 'mebibytes_por_segundo', 11.920928955078125],
  // 1 GiB/s = 8 × 2³⁰ bit/s = 8.589934592 Gbit/s
  [1, 'gibibytes_por_segundo', 'gigabits_por_segundo', 8.589934592],
];

describe('transferencia-de-datos', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, transferenciaDeDatos), expected);
  });

  it('opens on 100 Mbit/s → 12.5 MB/s (D30)', () => {
    expect(transferenciaDeDatos.defaults).toEqual(['megabits_por_segundo', 'megabytes_por_segundo']);
    expect(transferenciaDeDatos.defaultValue).toBe('100');
    const value = convertOrThrow(100, 'megabits_por_segundo', 'megabytes_por_segundo', transferenciaDeDatos);
    expect(formatValue(value, 'megabytes_por_segundo', transferenciaDeDatos)).toBe('12.5');
  });

  it.each([
    // D7 (revised): a lower-case b is a bit and an upper-case B a byte, whatever the prefix.
    ['Mbps', 'megabits_por_segundo'],
    ['mbps', 'megabits_por_segundo'],
    ['Mb/s', 'megabits_por_segundo'],
    ['megas', 'megabits_por_segundo'],
    ['MB/s', 'megabytes_por_segundo'],
    ['MBps', 'megabytes_por_segundo'],
    ['kbps', 'kilobits_por_segundo'],
    ['kb/s', 'kilobits_por_segundo'],
    ['kB/s', 'kilobytes_por_segundo'],
    ['KB/s', 'kibibytes_por_segundo'],
    ['KiB/s', 'kibibytes_por_segundo'],
    ['Gbps', 'gigabits_por_segundo'],
    ['GB/s', 'gigabytes_por_segundo'],
    ['b/s', 'bits_por_segundo'],
    ['B/s', 'bytes_por_segundo'],
    ['bps', 'bits_por_segundo'],
    ['Bps', 'bytes_por_segundo'],
  ])('reads %s as %s', (typed, key) => {
    expect(unitsNamed(typed, transferenciaDeDatos)).toEqual([key]);
  });

  describeRoundTrips(transferenciaDeDatos);
});

describe('the finder finds the page by its units and tags (D16)', () => {
  it.each([
    ['Mbps', '/convertir-transferencia-de-datos'],
    ['MB/s', '/convertir-transferencia-de-datos'],
    ['tiempo de descarga', '/convertir-transferencia-de-datos'],
  ])('«%s» finds %s', (query, path) => {
    expect(search(finderEntries(), query).map((entry) => entry.path)).toContain(path);
  });
});
