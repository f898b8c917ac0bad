import { datosDigitales } from '@/lib/families/datos-digitales/units';
import type { Family } from '@/lib/units/types';

// Base unit: bit per second. A rate is a quantity of data per second, so each unit's factor is the factor of its
// data unit on the data page (base: bit), read from that one declaration and never typed again (D28): 1 Mbit/s is
// the decimal megabit (10⁶ bit) each second, 1 MiB/s the binary megabyte (2²⁰ B) each second.
//
// D30: networks use the decimal prefixes of the SI (IEC 80000-13: kilo = 10³, mega = 10⁶ … on bits and bytes), so
// the plain kbit/s, Mbit/s, MB/s of this page are decimal; the binary KiB/s, MiB/s, GiB/s are named as binary.
// D7 (revised): symbols in exact case. A lower-case b is a bit and an upper-case B a byte: 'Mb/s' and 'Mbps' are
// megabits, 'MB/s' and 'MBps' megabytes; 'KB/s' with the capital K is the binary kilobyte, as on the data page.
const data = datosDigitales.units;

export const transferenciaDeDatos = {
  key: 'transferencia-de-datos',
  base: 'bits_por_segundo',
  decimals: 6,
  defaults: ['megabits_por_segundo', 'megabytes_por_segundo'],
  defaultValue: '100',
  units: {
    // IEC 80000-13 (2008): the bit, and bit/s its rate; the data page's bit.
    bits_por_segundo: {
      symbol: 'bit/s',
      rule: { kind: 'linear', factor: data.bits.rule.factor },
      singular: 'bit por segundo',
      plural: 'bits por segundo',
      aliases: ['bits/s', 'bit/seg'],
      exactAliases: ['bps', 'b/s'],
      group: 'decimal',
    },
    // IEC 80000-13 (2008), SI prefix kilo: 1 kbit/s = 1000 bit/s (the data page's decimal kilobit).
    kilobits_por_segundo: {
      symbol: 'kbit/s',
      rule: { kind: 'linear', factor: data.kilobits_decimales.rule.factor },
      singular: 'kilobit por segundo',
      plural: 'kilobits por segundo',
      aliases: ['kbps', 'kilobits/s', 'kbits/s'],
      exactAliases: ['kb/s', 'Kb/s'],
      group: 'decimal',
    },
    // IEC 80000-13 (2008), SI prefix mega: 1 Mbit/s = 10⁶ bit/s, the 'megas' of an internet contract.
    megabits_por_segundo: {
      symbol: 'Mbit/s',
      rule: { kind: 'linear', factor: data.megabits_decimales.rule.factor },
      singular: 'megabit por segundo',
      plural: 'megabits por segundo',
      aliases: ['mbps', 'megabits/s', 'mbits/s', 'mega', 'megas', 'megas de fibra', 'megas de internet'],
      exactAliases: ['Mb/s'],
      // D27: 'megas' of a connection are megabits; in a download manager they may be megabytes per second.
      alsoMeans: { units: ['megabytes_por_segundo'], names: ['mega', 'megas'] },
      group: 'decimal',
    },
    // IEC 80000-13 (2008), SI prefix giga: 1 Gbit/s = 10⁹ bit/s (the data page's decimal gigabit).
    gigabits_por_segundo: {
      symbol: 'Gbit/s',
      rule: { kind: 'linear', factor: data.gigabits_decimales.rule.factor },
      singular: 'gigabit por segundo',
      plural: 'gigabits por segundo',
      aliases: ['gbps', 'gigabits/s', 'gbits/s'],
      exactAliases: ['Gb/s'],
      group: 'decimal',
    },
    // IEC 80000-13 (2008), SI prefix tera: 1 Tbit/s = 10¹² bit/s (the data page has no decimal terabit).
    terabits_por_segundo: {
      symbol: 'Tbit/s',
      rule: { kind: 'linear', factor: 1e12 },
      singular: 'terabit por segundo',
      plural: 'terabits por segundo',
      aliases: ['tbps', 'terabits/s', 'tbits/s'],
      exactAliases: ['Tb/s'],
      group: 'decimal',
    },
    // IEC 80000-13 (2008): 1 B = 8 bit, so 1 B/s = 8 bit/s (the data page's byte).
    bytes_por_segundo: {
      symbol: 'B/s',
      rule: { kind: 'linear', factor: data.bytes.rule.factor },
      singular: 'byte por segundo',
      plural: 'bytes por segundo',
      aliases: ['bytes/s', 'octetos por segundo'],
      exactAliases: ['B/s', 'Bps'],
      group: 'decimal',
    },
    // IEC 80000-13 (2008), SI prefix kilo: 1 kB/s = 1000 B/s = 8000 bit/s.
    kilobytes_por_segundo: {
      symbol: 'kB/s',
      rule: { kind: 'linear', factor: data.kilobytes_decimales.rule.factor },
      singular: 'kilobyte por segundo',
      plural: 'kilobytes por segundo',
      aliases: ['kilobytes/s'],
      exactAliases: ['kB/s', 'kBps'],
      group: 'decimal',
    },
    // IEC 80000-13 (2008), SI prefix mega: 1 MB/s = 10⁶ B/s = 8 × 10⁶ bit/s.
    megabytes_por_segundo: {
      symbol: 'MB/s',
      rule: { kind: 'linear', factor: data.megabytes_decimales.rule.factor },
      singular: 'megabyte por segundo',
      plural: 'megabytes por segundo',
      // 'mb/s' typed all in lower case is the case people do not press, not a megabit: the megabyte, with the megabit
      // offered (D7 revised keeps 'Mb/s', with its capital, for the megabit).
      aliases: ['megabytes/s', 'megas por segundo', 'mb/s'],
      exactAliases: ['MB/s', 'MBps'],
      alsoMeans: { units: ['megabits_por_segundo'], names: ['mb/s'] },
      group: 'decimal',
    },
    // IEC 80000-13 (2008), SI prefix giga: 1 GB/s = 10⁹ B/s = 8 × 10⁹ bit/s.
    gigabytes_por_segundo: {
      symbol: 'GB/s',
      rule: { kind: 'linear', factor: data.gigabytes_decimales.rule.factor },
      singular: 'gigabyte por segundo',
      plural: 'gigabytes por segundo',
      aliases: ['gigabytes/s', 'gigas por segundo', 'gb/s'],
      exactAliases: ['GB/s', 'GBps'],
      alsoMeans: { units: ['gigabits_por_segundo'], names: ['gb/s'] },
      group: 'decimal',
    },
    // IEC 80000-13 (2008), SI prefix tera: 1 TB/s = 10¹² B/s = 8 × 10¹² bit/s.
    terabytes_por_segundo: {
      symbol: 'TB/s',
      rule: { kind: 'linear', factor: data.terabytes_decimales.rule.factor },
      singular: 'terabyte por segundo',
      plural: 'terabytes por segundo',
      aliases: ['terabytes/s'],
      exactAliases: ['TB/s', 'TBps'],
      group: 'decimal',
    },
    // IEC 80000-13 (2008), binary prefix kibi = 2¹⁰: 1 KiB/s = 1024 B/s (the data page's binary KB).
    kibibytes_por_segundo: {
      symbol: 'KiB/s',
      label: 'Kibibytes por segundo (KiB/s = 1024 B/s)',
      rule: { kind: 'linear', factor: data.kilobytes.rule.factor },
      singular: 'kibibyte por segundo',
      plural: 'kibibytes por segundo',
      aliases: ['kibibytes/s', 'kilobyte binario por segundo', 'kilobytes binarios por segundo'],
      // D7: the capital-K 'KB' is the binary kilobyte, as on the data page.
      exactAliases: ['KB/s'],
      group: 'binario',
    },
    // IEC 80000-13 (2008), binary prefix mebi = 2²⁰: 1 MiB/s = 1 048 576 B/s.
    mebibytes_por_segundo: {
      symbol: 'MiB/s',
      label: 'Mebibytes por segundo (MiB/s = 1024 KiB/s)',
      rule: { kind: 'linear', factor: data.megabytes.rule.factor },
      singular: 'mebibyte por segundo',
      plural: 'mebibytes por segundo',
      aliases: ['mebibytes/s', 'megabyte binario por segundo', 'megabytes binarios por segundo'],
      group: 'binario',
    },
    // IEC 80000-13 (2008), binary prefix gibi = 2³⁰: 1 GiB/s = 1 073 741 824 B/s.
    gibibytes_por_segundo: {
      symbol: 'GiB/s',
      label: 'Gibibytes por segundo (GiB/s = 1024 MiB/s)',
      rule: { kind: 'linear', factor: data.gigabytes.rule.factor },
      singular: 'gibibyte por segundo',
      plural: 'gibibytes por segundo',
      aliases: ['gibibytes/s', 'gigabyte binario por segundo', 'gigabytes binarios por segundo'],
      group: 'binario',
    },
  },
} as const satisfies Family;
