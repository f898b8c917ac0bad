import type { Family } from '@/lib/units/types';

// Base unit: bit. Binary multiples as the documents and D7 say: 1 B = 8 bit, 1 KB = 1024 B, 1 MB = 1024 KB …,
// and likewise 1 kbit = 1024 bit, 1 Mbit = 1024 kbit … Every factor is a power of two times 1 or 8, so the
// literals below are exact in binary floating point. The page's note explains KB vs kB vs KiB (D7), and each
// multiple's option says which step it is ('Kilobytes (KB = 1024 B)'), the meaning Windows uses.
//
// D24 adds the decimal multiples (powers of 1000) that disk makers and internet speeds use. Their keys, names and
// symbols say 'decimal' so no spelling leads to two units: the plain 'MB', 'megabytes', 'megas' stay with the
// page's binary units, and the IEC names (KiB, MiB … kibibyte) are aliases of those same binary units.
//
// D7 (revised 2026-11-24): symbols are exact-case. A lower-case b is a bit and an upper-case B a byte, for every
// prefix: 'Kb', 'Mb', 'Gb', 'Tb' are the binary bits (their exactAliases), 'KB', 'MB', 'GB', 'TB' the binary bytes;
// the SI's lower-case 'kB' is the decimal kilobyte, 1000 B. An exact-case spelling wins over the same letters in
// another case (unitsNamed); a spelling in one case only ('kb', 'gb', 'TB') matches with case ignored, and so reads
// as the byte symbol it spells.
export const datosDigitales = {
  key: 'datos-digitales',
  base: 'bits',
  decimals: 6,
  defaults: ['megabytes', 'gigabytes'],
  units: {
    bits: {
      symbol: 'bit',
      rule: { kind: 'linear', factor: 1 },
      singular: 'bit',
      plural: 'bits',
      aliases: ['dígito binario', 'dígitos binarios', 'binary digit'],
      group: 'binario',
    },
    bytes: {
      symbol: 'B',
      rule: { kind: 'linear', factor: 8 },
      singular: 'byte',
      plural: 'bytes',
      aliases: ['octeto', 'octetos'],
      group: 'binario',
    },
    // 8 × 1024
    kilobytes: {
      symbol: 'KB',
      label: 'Kilobytes (KB = 1024 B)',
      rule: { kind: 'linear', factor: 8192 },
      singular: 'kilobyte',
      plural: 'kilobytes',
      aliases: ['KiB', 'kibibyte', 'kibibytes', 'kilobyte binario', 'kilobytes binarios', 'kbyte', 'kbytes'],
      group: 'binario',
    },
    // 8 × 1024²
    megabytes: {
      symbol: 'MB',
      label: 'Megabytes (MB = 1024 KB)',
      rule: { kind: 'linear', factor: 8388608 },
      singular: 'megabyte',
      plural: 'megabytes',
      aliases: [
        'MiB',
        'mebibyte',
        'mebibytes',
        'megabyte binario',
        'megabytes binarios',
        'mbyte',
        'mbytes',
        'mega',
        'megas',
      ],
      group: 'binario',
    },
    // 8 × 1024³
    gigabytes: {
      symbol: 'GB',
      label: 'Gigabytes (GB = 1024 MB)',
      rule: { kind: 'linear', factor: 8589934592 },
      singular: 'gigabyte',
      plural: 'gigabytes',
      aliases: [
        'GiB',
        'gibibyte',
        'gibibytes',
        'gigabyte binario',
        'gigabytes binarios',
        'gbyte',
        'gbytes',
        'giga',
        'gigas',
      ],
      group: 'binario',
    },
    // 8 × 1024⁴
    terabytes: {
      symbol: 'TB',
      label: 'Terabytes (TB = 1024 GB)',
      rule: { kind: 'linear', factor: 8796093022208 },
      singular: 'terabyte',
      plural: 'terabytes',
      aliases: [
        'TiB',
        'tebibyte',
        'tebibytes',
        'terabyte binario',
        'terabytes binarios',
        'tbyte',
        'tbytes',
        'tera',
        'teras',
      ],
      group: 'binario',
    },
    kilobits: {
      symbol: 'kbit',
      label: 'Kilobits (kbit = 1024 bit)',
      rule: { kind: 'linear', factor: 1024 },
      singular: 'kilobit',
      plural: 'kilobits',
      aliases: ['Kibit', 'kibibit', 'kibibits', 'kilobit binario', 'kilobits binarios', 'kbits'],
      // Case decides: 'Kb' is the kilobit, 'KB' the kilobyte (issue 14).
      exactAliases: ['Kb'],
      group: 'binario',
    },
    // 1024²
    megabits: {
      symbol: 'Mbit',
      label: 'Megabits (Mbit = 1024 kbit)',
      rule: { kind: 'linear', factor: 1048576 },
      singular: 'megabit',
      plural: 'megabits',
      aliases: ['Mibit', 'mebibit', 'mebibits', 'megabit binario', 'megabits binarios', 'mbits'],
      // Case decides: 'Mb' is the megabit, 'MB' the megabyte (issue 14).
      exactAliases: ['Mb'],
      group: 'binario',
    },
    // 1024³
    gigabits: {
      symbol: 'Gbit',
      label: 'Gigabits (Gbit = 1024 Mbit)',
      rule: { kind: 'linear', factor: 1073741824 },
      singular: 'gigabit',
      plural: 'gigabits',
      aliases: ['Gibit', 'gibibit', 'gibibits', 'gigabit binario', 'gigabits binarios', 'gbits'],
      // Case decides: 'Gb' is the gigabit, 'GB' the gigabyte (issue 14).
      exactAliases: ['Gb'],
      group: 'binario',
    },
    // 1024⁴
    terabits: {
      symbol: 'Tbit',
      label: 'Terabits (Tbit = 1024 Gbit)',
      rule: { kind: 'linear', factor: 1099511627776 },
      singular: 'terabit',
      plural: 'terabits',
      aliases: ['Tibit', 'tebibit', 'tebibits', 'terabit binario', 'terabits binarios', 'tbits'],
      // Case decides: 'Tb' is the terabit, 'TB' the terabyte (D7).
      exactAliases: ['Tb'],
      group: 'binario',
    },
    // IEC 80000-13 (2008): pebi = 2⁵⁰; 8 × 1024⁵ = 2⁵³ bit, still exact in binary floating point.
    pebibytes: {
      symbol: 'PiB',
      label: 'Pebibytes (PiB = 1024 TB)',
      rule: { kind: 'linear', factor: 8 * 1024 ** 5 },
      singular: 'pebibyte',
      plural: 'pebibytes',
      aliases: ['PB', 'petabyte', 'petabytes', 'petabyte binario', 'petabytes binarios'],
      group: 'binario',
      extra: true,
    },
    // IEC 80000-13 (2008) and the SI Brochure 9th ed. prefix kilo: 1 kB = 1000 B = 8000 bit.
    kilobytes_decimales: {
      symbol: 'kB (decimal)',
      label: 'Kilobytes decimales (kB = 1000 B)',
      rule: { kind: 'linear', factor: 8 * 1000 },
      singular: 'kilobyte decimal',
      plural: 'kilobytes decimales',
      aliases: ['kB decimal', 'kB decimales', 'kB (SI)', 'kB SI', 'kilobyte SI', 'kilobytes SI'],
      // Case decides: the SI's lower-case 'kB' is this kilobyte of 1000 B, 'KB' the binary one (D7).
      exactAliases: ['kB'],
      group: 'decimal',
      extra: true,
    },
    // IEC 80000-13 (2008), SI prefix mega: 1 MB = 10⁶ B.
    megabytes_decimales: {
      symbol: 'MB (decimal)',
      label: 'Megabytes decimales (MB = 10⁶ B)',
      rule: { kind: 'linear', factor: 8 * 1e6 },
      singular: 'megabyte decimal',
      plural: 'megabytes decimales',
      aliases: ['MB decimal', 'MB decimales', 'MB (SI)', 'MB SI', 'megabyte SI', 'megabytes SI'],
      group: 'decimal',
      extra: true,
    },
    // IEC 80000-13 (2008), SI prefix giga: 1 GB = 10⁹ B.
    gigabytes_decimales: {
      symbol: 'GB (decimal)',
      label: 'Gigabytes decimales (GB = 10⁹ B)',
      rule: { kind: 'linear', factor: 8 * 1e9 },
      singular: 'gigabyte decimal',
      plural: 'gigabytes decimales',
      aliases: ['GB decimal', 'GB decimales', 'GB (SI)', 'GB SI', 'gigabyte SI', 'gigabytes SI'],
      group: 'decimal',
      extra: true,
    },
    // IEC 80000-13 (2008), SI prefix tera: 1 TB = 10¹² B, the terabyte on a disk's box.
    terabytes_decimales: {
      symbol: 'TB (decimal)',
      label: 'Terabytes decimales (TB = 10¹² B)',
      rule: { kind: 'linear', factor: 8 * 1e12 },
      singular: 'terabyte decimal',
      plural: 'terabytes decimales',
      aliases: ['TB decimal', 'TB decimales', 'TB (SI)', 'TB SI', 'terabyte SI', 'terabytes SI'],
      group: 'decimal',
      extra: true,
    },
    // IEC 80000-13 (2008), SI prefix peta: 1 PB = 10¹⁵ B (8 × 10¹⁵ bit < 2⁵³, exact).
    petabytes_decimales: {
      symbol: 'PB (decimal)',
      label: 'Petabytes decimales (PB = 10¹⁵ B)',
      rule: { kind: 'linear', factor: 8 * 1e15 },
      singular: 'petabyte decimal',
      plural: 'petabytes decimales',
      aliases: ['PB decimal', 'PB decimales', 'PB (SI)', 'PB SI', 'petabyte SI', 'petabytes SI'],
      group: 'decimal',
      extra: true,
    },
    // IEC 80000-13 (2008), SI prefix kilo: 1 kbit = 1000 bit, as in network speeds (kbit/s).
    kilobits_decimales: {
      symbol: 'kbit (decimal)',
      label: 'Kilobits decimales (kbit = 1000 bit)',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilobit decimal',
      plural: 'kilobits decimales',
      aliases: ['kbit decimal', 'kbit decimales', 'kbit (SI)', 'kbit SI', 'kilobit SI', 'kilobits SI'],
      group: 'decimal',
      extra: true,
    },
    // IEC 80000-13 (2008), SI prefix mega: 1 Mbit = 10⁶ bit, the megabit of an internet contract (Mbps).
    megabits_decimales: {
      symbol: 'Mbit (decimal)',
      label: 'Megabits decimales (Mbit = 10⁶ bit)',
      rule: { kind: 'linear', factor: 1e6 },
      singular: 'megabit decimal',
      plural: 'megabits decimales',
      aliases: ['Mbit decimal', 'Mbit decimales', 'Mbit (SI)', 'Mbit SI', 'megabit SI', 'megabits SI'],
      group: 'decimal',
      extra: true,
    },
    // IEC 80000-13 (2008), SI prefix giga: 1 Gbit = 10⁹ bit.
    gigabits_decimales: {
      symbol: 'Gbit (decimal)',
      label: 'Gigabits decimales (Gbit = 10⁹ bit)',
      rule: { kind: 'linear', factor: 1e9 },
      singular: 'gigabit decimal',
      plural: 'gigabits decimales',
      aliases: ['Gbit decimal', 'Gbit decimales', 'Gbit (SI)', 'Gbit SI', 'gigabit SI', 'gigabits SI'],
      group: 'decimal',
      extra: true,
    },
  },
} as const satisfies Family;
