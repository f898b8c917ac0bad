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
  // D24: 1 Kibit/s = 2¹⁰ bit/s = 1024 bit/s; 1 Mibit/s = 2²⁰ bit/s = 1 048 576 bit/s
  [1, 'kibibits_por_segundo', 'bits_por_segundo', 1024],
  [1, 'mebibits_por_segundo', 'kibibits_por_segundo', 1024],
  [1, 'mebibits_por_segundo', 'megabits_por_segundo', 1.048576],
  // 8 Kibit/s = 8192 bit/s = 1024 B/s = 1 KiB/s
  [8, 'kibibits_por_segundo', 'kibibytes_por_segundo', 1],
  // 100 Mbit/s = 10⁸ / 2²⁰ Mibit/s = 95.367431640625 Mibit/s (exact: 10⁸ / 1 048 576)
  [100, 'megabits_por_segundo', 'mebibits_por_segundo', 95.367431640625],
  // 1 TiB/s = 8 × 2⁴⁰ bit/s = 8 796 093 022 208 bit/s = 1024 GiB/s
  [1, 'tebibytes_por_segundo', 'bits_por_segundo', 8796093022208],
  [1, 'tebibytes_por_segundo', 'gibibytes_por_segundo', 1024],
  // 2⁴⁰ B/s = 1.099511627776 TB/s
  [1, 'tebibytes_por_segundo', 'terabytes_por_segundo', 1.099511627776],
  // 1 PB/s = 10¹⁵ B/s = 8 × 10¹⁵ bit/s = 1000 TB/s
  [1, 'petabytes_por_segundo', 'terabytes_por_segundo', 1000],
  [1, 'petabytes_por_segundo', 'bits_por_segundo', 8e15],
  [1, 'petabytes_por_segundo', 'terabits_por_segundo', 8000],
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
    ['Kibit/s', 'kibibits_por_segundo'],
    ['Kibps', 'kibibits_por_segundo'],
    ['Mibit/s', 'mebibits_por_segundo'],
    ['mebibits/s', 'mebibits_por_segundo'],
    ['TiB/s', 'tebibytes_por_segundo'],
    ['PB/s', 'petabytes_por_segundo'],
    ['petabytes/s', 'petabytes_por_segundo'],
  ])('reads %s as %s', (typed, key) => {
    expect(unitsNamed(typed, transferenciaDeDatos)).toEqual([key]);
  });

  it('puts the added rates behind «Ver todas las unidades» (D24)', () => {
    const extra = Object.entries(transferenciaDeDatos.units)
      .filter(([, unit]) => 'extra' in unit && unit.extra)
      .map(([key]) => key);
    expect(extra).toEqual([
      'petabytes_por_segundo',
      'tebibytes_por_segundo',
      'kibibits_por_segundo',
      'mebibits_por_segundo',
    ]);
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
