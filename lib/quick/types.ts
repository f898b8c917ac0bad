/**
 * D27: what the quick conversion knows of the site's units, as the browser receives it (/unidades.json): the
 * families' rules and symbols for the engine, and every name people type, pointing at its units.
 */
import type { Family } from '@/lib/units/types';

/** [family key, unit key] */
export type UnitRef = readonly [string, string];

export interface UnitIndex {
  /** Each family's converter route and the family itself, without the names (those are in `names`). */
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
