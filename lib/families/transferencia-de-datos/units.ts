import { capitalise } from '@/lib/text';
import { IEC_PREFIXES, SI_PREFIXES, prefixedUnits, type Prefix } from '@/lib/units/prefixes';
import type { Family } from '@/lib/units/types';

// Base unit: bit per second. A rate is a quantity of data per second, made like the data page's units from the one
// table of prefixes (lib/units/prefixes.ts: the SI's and the IEC's), never typed again (D28): 1 Mbit/s is the decimal
// megabit (10⁶ bit) each second, 1 MiB/s the binary megabyte (2²⁰ B) each second.
//
// D30: networks use the decimal prefixes of the SI (IEC 80000-13: kilo = 10³, mega = 10⁶ … on bits and bytes), so
// the plain kbit/s, Mbit/s, MB/s of this page are decimal; the binary KiB/s, MiB/s, GiB/s are named as binary.
// D7 (revised): symbols in exact case. A lower-case b is a bit and an upper-case B a byte: 'Mb/s' and 'Mbps' are
// megabits, 'MB/s' and 'MBps' megabytes; 'KB/s' with the capital K is the binary kilobyte, as on the data page.
//
// D24 adds, behind 'Ver todas las unidades': the petabyte per second (decimal bytes only), the tebibyte per second, and
// the binary bits per second Kibit/s and Mibit/s, each from the same ladders (`extra` on the added rungs).
const DECIMAL = [SI_PREFIXES.kilo, SI_PREFIXES.mega, SI_PREFIXES.giga, SI_PREFIXES.tera];
const DECIMAL_BYTES = [...DECIMAL, SI_PREFIXES.peta];
const BINARY = [IEC_PREFIXES.kibi, IEC_PREFIXES.mebi, IEC_PREFIXES.gibi, IEC_PREFIXES.tebi];
const BINARY_BITS = [IEC_PREFIXES.kibi, IEC_PREFIXES.mebi];
/** The rungs D24 added to the brief's ladders. */
const ADDED: readonly Prefix[] = [SI_PREFIXES.peta, IEC_PREFIXES.tebi];

// IEC 80000-13 (2008), SI prefixes: 1 kbit/s = 1000 bit/s … 1 Tbit/s = 10¹² bit/s. 'kbps', 'Mbps' as people write
// them; a capital 'Mb/s' is the megabit (D7). The 'megas' of an internet contract are megabits; in a download
// manager they may be megabytes per second (D27).
const decimalBitRates = prefixedUnits(
  { singular: 'bit por segundo', plural: 'bits por segundo', symbol: 'bit/s', factor: 1 },
  DECIMAL,
  (prefix) => `${prefix.name}bits_por_segundo` as const,
  (prefix) => ({
    aliases: [
      `${prefix.symbol.toLowerCase()}bps`,
      `${prefix.name}bits/s`,
      `${prefix.symbol.toLowerCase()}bits/s`,
      ...(prefix === SI_PREFIXES.mega ? ['mega', 'megas', 'megas de fibra', 'megas de internet'] : []),
    ],
    exactAliases: [`${prefix.symbol}b/s`, ...(prefix === SI_PREFIXES.kilo ? ['Kb/s'] : [])],
    ...(prefix === SI_PREFIXES.mega && {
      alsoMeans: { units: ['megabytes_por_segundo'], names: ['mega', 'megas'] },
    }),
    group: 'decimal',
  }),
);

// IEC 80000-13 (2008): 1 B = 8 bit, so 1 kB/s = 8000 bit/s … 1 TB/s = 8 × 10¹² bit/s, 1 PB/s = 8 × 10¹⁵ bit/s (SI
// Brochure, 9th ed., table 7: peta = 10¹⁵). 'mb/s' and 'gb/s' typed all in lower case are the case people do not
// press, not bits: the bytes, with the bits offered (D7 revised keeps 'Mb/s', with its capital, for the megabit).
const decimalByteRates = prefixedUnits(
  { singular: 'byte por segundo', plural: 'bytes por segundo', symbol: 'B/s', factor: 8 },
  DECIMAL_BYTES,
  (prefix) => `${prefix.name}bytes_por_segundo` as const,
  (prefix) => {
    const spokenInLowerCase = prefix === SI_PREFIXES.mega || prefix === SI_PREFIXES.giga;
    return {
      aliases: [
        `${prefix.name}bytes/s`,
        ...(spokenInLowerCase ? [`${prefix.name}s por segundo`, `${prefix.symbol.toLowerCase()}b/s`] : []),
      ],
      exactAliases: [`${prefix.symbol}B/s`, `${prefix.symbol}Bps`],
      ...(spokenInLowerCase && {
        alsoMeans: { units: [`${prefix.name}bits_por_segundo`], names: [`${prefix.symbol.toLowerCase()}b/s`] },
      }),
      group: 'decimal',
      ...(ADDED.includes(prefix) && { extra: true }),
    };
  },
);

/** The SI name each binary prefix stands beside: kibi and kilo, mebi and mega … */
const SI_NAME_OF: Record<string, string> = { kibi: 'kilo', mebi: 'mega', gibi: 'giga', tebi: 'tera' };

// IEC 80000-13 (2008), binary prefixes: 1 KiB/s = 1024 B/s, 1 MiB/s = 1024 KiB/s … 1 TiB/s = 8 × 2⁴⁰ bit/s, named as
// binary (D30). The capital-K 'KB/s' is the binary kilobyte, as on the data page (D7).
const binaryByteRates = prefixedUnits(
  { singular: 'byte por segundo', plural: 'bytes por segundo', symbol: 'B/s', factor: 8 },
  BINARY,
  (prefix) => `${prefix.name}bytes_por_segundo` as const,
  (prefix, index) => {
    const si = SI_NAME_OF[prefix.name] ?? '';
    return {
      label: `${capitalise(prefix.name)}bytes por segundo (${prefix.symbol}B/s = 1024 ${BINARY[index - 1]?.symbol ?? ''}B/s)`,
      aliases: [`${prefix.name}bytes/s`, `${si}byte binario por segundo`, `${si}bytes binarios por segundo`],
      ...(prefix === IEC_PREFIXES.kibi && { exactAliases: ['KB/s'] }),
      group: 'binario',
      ...(ADDED.includes(prefix) && { extra: true }),
    };
  },
);

// IEC 80000-13 (2008), binary prefixes on the bit: 1 Kibit/s = 1024 bit/s, 1 Mibit/s = 1024 Kibit/s = 2²⁰ bit/s, named
// as binary (D30) and added behind 'Ver todas las unidades' (D24).
const binaryBitRates = prefixedUnits(
  { singular: 'bit por segundo', plural: 'bits por segundo', symbol: 'bit/s', factor: 1 },
  BINARY_BITS,
  (prefix) => `${prefix.name}bits_por_segundo` as const,
  (prefix, index) => {
    const si = SI_NAME_OF[prefix.name] ?? '';
    return {
      label: `${capitalise(prefix.name)}bits por segundo (${prefix.symbol}bit/s = 1024 ${BINARY_BITS[index - 1]?.symbol ?? ''}bit/s)`,
      aliases: [
        `${prefix.name}bits/s`,
        `${prefix.symbol}bps`,
        `${si}bit binario por segundo`,
        `${si}bits binarios por segundo`,
      ],
      group: 'binario',
      extra: true,
    };
  },
);

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
      rule: { kind: 'linear', factor: 1 },
      singular: 'bit por segundo',
      plural: 'bits por segundo',
      aliases: ['bits/s', 'bit/seg'],
      exactAliases: ['bps', 'b/s'],
      group: 'decimal',
    },
    ...decimalBitRates,
    // IEC 80000-13 (2008): 1 B = 8 bit, so 1 B/s = 8 bit/s (the data page's byte).
    bytes_por_segundo: {
      symbol: 'B/s',
      rule: { kind: 'linear', factor: 8 },
      singular: 'byte por segundo',
      plural: 'bytes por segundo',
      aliases: ['bytes/s', 'octetos por segundo'],
      exactAliases: ['B/s', 'Bps'],
      group: 'decimal',
    },
    ...decimalByteRates,
    ...binaryByteRates,
    ...binaryBitRates,
  },
} as const satisfies Family;
