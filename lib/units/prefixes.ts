/**
 * Prefixed units from one declaration, as numbat's `@metric_prefixes @binary_prefixes` do (STYLE 7, issue 31): a
 * base unit is written once, and each prefix makes its unit with the key, the Spanish names, the symbol and the exact
 * factor built from the base's. What a prefixed unit says besides (its label, its aliases, its group) is the caller's,
 * as a function of the prefix, so a family states its own spellings and nothing of the ladder is typed twice.
 */
import { exactProduct } from './exact-decimal';
import type { Unit } from './types';

export interface Prefix {
  /** The Spanish prefix, as it joins a name: 'kilo', 'mili', 'kibi'. */
  name: string;
  /** The symbol's prefix: 'k', 'm', 'µ', 'Ki'; for the data page's binary units, 'K', 'M', 'G', 'T'. */
  symbol: string;
  /** How many base units it is. */
  factor: number;
  /** The written-out value of the factor, for labels: '1000', '10⁶', '1024'. */
  written: string;
}

// SI Brochure, 9th edition (2019), table 7: the decimal prefixes.
export const SI_PREFIXES = {
  tera: { name: 'tera', symbol: 'T', factor: 1e12, written: '10¹²' },
  giga: { name: 'giga', symbol: 'G', factor: 1e9, written: '10⁹' },
  mega: { name: 'mega', symbol: 'M', factor: 1e6, written: '10⁶' },
  kilo: { name: 'kilo', symbol: 'k', factor: 1e3, written: '1000' },
  hecto: { name: 'hecto', symbol: 'h', factor: 1e2, written: '100' },
  deca: { name: 'deca', symbol: 'da', factor: 1e1, written: '10' },
  deci: { name: 'deci', symbol: 'd', factor: 1e-1, written: '0.1' },
  centi: { name: 'centi', symbol: 'c', factor: 1e-2, written: '0.01' },
  mili: { name: 'mili', symbol: 'm', factor: 1e-3, written: '0.001' },
  micro: { name: 'micro', symbol: 'µ', factor: 1e-6, written: '10⁻⁶' },
  nano: { name: 'nano', symbol: 'n', factor: 1e-9, written: '10⁻⁹' },
  peta: { name: 'peta', symbol: 'P', factor: 1e15, written: '10¹⁵' },
} as const satisfies Record<string, Prefix>;

// IEC 80000-13 (2008): the binary prefixes, powers of 1024 (2¹⁰), each exact in binary floating point.
export const IEC_PREFIXES = {
  kibi: { name: 'kibi', symbol: 'Ki', factor: 1024, written: '1024' },
  mebi: { name: 'mebi', symbol: 'Mi', factor: 1024 ** 2, written: '1024²' },
  gibi: { name: 'gibi', symbol: 'Gi', factor: 1024 ** 3, written: '1024³' },
  tebi: { name: 'tebi', symbol: 'Ti', factor: 1024 ** 4, written: '1024⁴' },
  pebi: { name: 'pebi', symbol: 'Pi', factor: 1024 ** 5, written: '1024⁵' },
} as const satisfies Record<string, Prefix>;

/**
 * The data page's binary multiples under the SI's names (D7, as the brief and Windows use them): 1 KB = 1024 B,
 * 1 MB = 1024 KB … with an upper-case K, the factors of the IEC prefixes. Each knows the IEC prefix it equals.
 */
export const BINARY_SI_PREFIXES = {
  kilo: { name: 'kilo', symbol: 'K', factor: IEC_PREFIXES.kibi.factor, written: '1024', iec: IEC_PREFIXES.kibi },
  mega: { name: 'mega', symbol: 'M', factor: IEC_PREFIXES.mebi.factor, written: '1024²', iec: IEC_PREFIXES.mebi },
  giga: { name: 'giga', symbol: 'G', factor: IEC_PREFIXES.gibi.factor, written: '1024³', iec: IEC_PREFIXES.gibi },
  tera: { name: 'tera', symbol: 'T', factor: IEC_PREFIXES.tebi.factor, written: '1024⁴', iec: IEC_PREFIXES.tebi },
} as const satisfies Record<string, Prefix & { iec: Prefix }>;

/** The base a ladder is built on: its names and symbol, and its own factor to the family's base unit. */
export interface PrefixBase {
  singular: string;
  plural: string;
  symbol: string;
  factor: number;
}

/**
 * The Spanish name of a prefixed unit: the prefix joined to the name ('kilobyte', 'miligal'). Before 'metro' the
 * prefix takes the stress the RAE writes (kilómetro, milímetro, micrómetro), and an accent left on a prefixed
 * monosyllable is dropped ('newton' has none; the rule matters for 'metro' alone among the site's bases).
 */
export function prefixedName(prefix: Pick<Prefix, 'name'>, name: string): string {
  if (!name.startsWith('metro')) return `${prefix.name}${name}`;
  const stressed = prefix.name.replace(
    /([aeiou])([^aeiou]*)([aeiou])$/,
    (_, first: string, middle: string, last) =>
      // kilo → kiló, mili → milí, deca → decá, micro → micró, nano → nanó, centi → centí, hecto → hectó, deci → decí
      `${first}${middle}${{ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' }[last as 'a']}`,
  );
  return `${stressed}${name}`;
}

/** The nearest double to the exact product of two defined decimals (1e-6 × 1e-3 is 1e-9, not 1.0000000000000002e-9). */
export function exactFactor(a: number, b: number): number {
  const product = exactProduct(a, b);
  return product.exact ? Number(product.decimal) : a * b;
}

/**
 * One unit for each prefix of `prefixes`, keyed `key(prefix)`, with the name, symbol and factor the prefix makes of
 * `base` and whatever `more(prefix)` adds (label, aliases, group, a comment's source is the caller's).
 */
export function prefixedUnits<P extends Prefix, K extends string>(
  base: PrefixBase,
  prefixes: readonly P[],
  key: (prefix: P) => K,
  more: (prefix: P, index: number) => Partial<Unit> = () => ({}),
): Record<K, Unit> {
  return Object.fromEntries(
    prefixes.map((prefix, index) => [
      key(prefix),
      {
        symbol: `${prefix.symbol}${base.symbol}`,
        rule: { kind: 'linear' as const, factor: exactFactor(prefix.factor, base.factor) },
        singular: prefixedName(prefix, base.singular),
        plural: prefixedName(prefix, base.plural),
        ...more(prefix, index),
      },
    ]),
  ) as Record<K, Unit>;
}
