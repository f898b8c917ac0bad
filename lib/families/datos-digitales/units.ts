import { capitalise } from '@/lib/text';
import { BINARY_SI_PREFIXES, SI_PREFIXES, prefixedUnits } from '@/lib/units/prefixes';
import type { Family } from '@/lib/units/types';

// Base unit: bit. Binary multiples as the documents and D7 say: 1 B = 8 bit, 1 KB = 1024 B, 1 MB = 1024 KB …,
// and likewise 1 kbit = 1024 bit, 1 Mbit = 1024 kbit … Every factor is a power of two times 1 or 8, so the
// literals below are exact in binary floating point. The page's note explains KB vs kB vs KiB (D7), and each
// multiple's option says which step it is ('Kilobytes (KB, 1024 bytes)', D33), the meaning Windows uses.
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
const BINARY = Object.values(BINARY_SI_PREFIXES);
const DECIMAL_BYTES = [SI_PREFIXES.kilo, SI_PREFIXES.mega, SI_PREFIXES.giga, SI_PREFIXES.tera, SI_PREFIXES.peta];
const DECIMAL_BITS = [SI_PREFIXES.kilo, SI_PREFIXES.mega, SI_PREFIXES.giga];

// The binary bytes, 8 × 1024ⁿ bit: KB, MB, GB, TB, each answering to its IEC name (KiB, kibibyte) as well; people
// call the larger ones 'megas', 'gigas', 'teras'.
const binaryBytes = prefixedUnits(
  { singular: 'byte', plural: 'bytes', symbol: 'B', factor: 8 },
  BINARY,
  (prefix) => `${prefix.name}bytes` as const,
  (prefix, index) => ({
    // D33: a binary unit says so on its label, 'Kilobytes (KB, 1024 bytes)', beside the decimal ones.
    label: `${capitalise(prefix.name)}bytes (${prefix.symbol}B, 1024 ${index === 0 ? 'bytes' : `${BINARY[index - 1]?.symbol}B`})`,
    aliases: [
      `${prefix.iec.symbol}B`,
      `${prefix.iec.name}byte`,
      `${prefix.iec.name}bytes`,
      `${prefix.name}byte binario`,
      `${prefix.name}bytes binarios`,
      `${prefix.name[0]}byte`,
      `${prefix.name[0]}bytes`,
      ...(index === 0 ? [] : [prefix.name, `${prefix.name}s`]),
    ],
    group: 'binario',
  }),
);

// The binary bits, 1024ⁿ bit: kbit (the brief's lower-case k), Mbit, Gbit, Tbit. Case decides: 'Kb', 'Mb', 'Gb', 'Tb'
// are these bits, 'KB', 'MB', 'GB', 'TB' the bytes (issue 14, D7).
const bitSymbol = (prefix: { name: string; symbol: string }) => `${prefix.name === 'kilo' ? 'k' : prefix.symbol}bit`;
const binaryBits = prefixedUnits(
  { singular: 'bit', plural: 'bits', symbol: 'bit', factor: 1 },
  BINARY,
  (prefix) => `${prefix.name}bits` as const,
  (prefix, index) => {
    const previous = BINARY[index - 1];
    return {
      symbol: bitSymbol(prefix),
      // D33: 'Kilobits (Kb, 1024 bits)': the binary kilobit under its exact-case symbol (D7), as the label says it.
      label: `${capitalise(prefix.name)}bits (${prefix.symbol}b, 1024 ${previous ? `${previous.symbol}b` : 'bits'})`,
      aliases: [
        `${prefix.iec.symbol}bit`,
        `${prefix.iec.name}bit`,
        `${prefix.iec.name}bits`,
        `${prefix.name}bit binario`,
        `${prefix.name}bits binarios`,
        `${prefix.name[0]}bits`,
      ],
      exactAliases: [`${prefix.symbol}b`],
      group: 'binario',
    };
  },
);

// IEC 80000-13 (2008) and the SI Brochure, 9th ed.: the decimal multiples, powers of 1000, with their keys, names and
// symbols marked 'decimal' (D24). Case decides for the SI's lower-case 'kB': this kilobyte of 1000 B (D7).
function decimalUnits<const Plural extends string>(
  base: { singular: string; plural: Plural; symbol: string; factor: number },
  prefixes: readonly (typeof DECIMAL_BYTES)[number][],
) {
  return prefixedUnits(
    { ...base, singular: `${base.singular} decimal`, plural: `${base.plural} decimales` },
    prefixes,
    (prefix) => `${prefix.name}${base.plural}_decimales` as const,
    (prefix) => {
      const symbol = `${prefix.symbol}${base.symbol}`;
      return {
        symbol: `${symbol} (decimal)`,
        label: `${capitalise(prefix.name)}${base.plural} decimales (${symbol} = ${prefix.written} ${base.symbol})`,
        aliases: [
          `${symbol} decimal`,
          `${symbol} decimales`,
          `${symbol} (SI)`,
          `${symbol} SI`,
          `${prefix.name}${base.singular} SI`,
          `${prefix.name}${base.plural} SI`,
        ],
        ...(symbol === 'kB' && { exactAliases: ['kB'] }),
        group: 'decimal',
        extra: true,
      };
    },
  );
}

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
    ...binaryBytes,
    ...binaryBits,
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
    ...decimalUnits({ singular: 'byte', plural: 'bytes', symbol: 'B', factor: 8 }, DECIMAL_BYTES),
    ...decimalUnits({ singular: 'bit', plural: 'bits', symbol: 'bit', factor: 1 }, DECIMAL_BITS),
  },
} as const satisfies Family;
