import { normalise } from '@/lib/normalise';
import { capitalise } from '@/lib/text';
import type { Unit } from './types';

/**
 * D24: every spelling of a unit that matches with case and accents ignored: names, symbol and aliases. A symbol the
 * unit also lists among its exact aliases matches by its case only: 'mW' (milliwatt) is not 'MW' (megawatt).
 * A module of its own because the quick conversion's browser chunk needs this and nothing else of the catalogue.
 */
/** The unit's name in the select: its own where it has one, else its plural with a capital ('Metros'). */
export const displayName = (unit: Pick<Unit, 'name' | 'plural'>): string => unit.name ?? capitalise(unit.plural);

export function namesOf(
  unit: Pick<Unit, 'name' | 'symbol' | 'singular' | 'plural' | 'one' | 'aliases' | 'exactAliases'>,
): string[] {
  const symbol = unit.exactAliases?.includes(unit.symbol) ? undefined : unit.symbol;
  const names = [displayName(unit), symbol, unit.singular, unit.plural, unit.one, ...(unit.aliases ?? [])];
  return [...new Set(names.filter((name): name is string => Boolean(name)).map(normalise))];
}
