/**
 * D27: what the quick conversion knows of the site's units. The build writes it compactly (`UnitIndexData`,
 * /unidades.json: rules, symbols and the spellings people type); the browser expands it (`UnitIndex`) once.
 */
import type { Family, Rule } from '@/lib/units/types';

/** [family key, unit key] */
export type UnitRef = readonly [string, string];

/** One unit as /unidades.json carries it: the engine's needs and its names, in short keys. */
export interface IndexedUnit {
  /** The rule; a linear one as its bare factor, the most common case. */
  r: Rule | number;
  s: string;
  /** singular, plural */
  n: readonly [string, string];
  o?: string;
  a?: true;
  d?: 'dms';
  /** the select's name, where it is not the plural ('Galones (EE. UU.)') */
  m?: string;
  /** aliases (normalised, without those the names already give), exact aliases, the pair-address slug */
  k?: readonly string[];
  x?: readonly string[];
  g?: string;
}

/** One family as /unidades.json carries it. */
export interface IndexedFamily extends Omit<Family, 'units' | 'key' | 'defaults'> {
  path: string;
  units: Record<string, IndexedUnit>;
  /** The pairs with a page of their own, as positions in `units`: [from, to, from, to, …]. */
  pairs: readonly number[];
}

export interface UnitIndexData {
  families: Record<string, IndexedFamily>;
}

/** The index as the parser reads it. */
export interface UnitIndex {
  /** Each family's converter route and the family itself, in the order questions prefer them. */
  families: Record<string, { path: string; family: Family }>;
  /** A name as normalise() writes it ('pulgadas', 'kg/cm2', '°c') → the units it names, in every family. */
  names: Record<string, readonly UnitRef[]>;
  /** Names where case decides ('MB' megabyte, 'Mb' megabit; 'mW', 'MW') → their unit. */
  exact: Record<string, readonly UnitRef[]>;
  /** 'longitud pies metros' → '/convertir-longitud/pies-a-metros', for the pairs that have a page (D26). */
  pairs: Record<string, string>;
}

export type QuickResult =
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | {
      kind: 'answer';
      family: string;
      from: string;
      to: string;
      value: number;
      /** The converter's own result line: '5 ft → 1.524 m'. */
      line: string;
      /** The bare result as the copy button copies it ('1.524'). */
      copyText: string;
      /** The pair's page, or the family page opened on the pair and value. */
      href: string;
      /** How an ambiguous number was read: 'Entendí: 1.5 pies'. */
      understood?: string;
      /** The other readings, one click away: '¿Onzas líquidas?'. */
      alternatives: { label: string; query: string }[];
    };
