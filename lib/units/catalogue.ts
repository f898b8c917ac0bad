/**
 * D24: reading a family's catalogue — the names people type for a unit, the optgroups of a long select, and which
 * units the equivalences table shows first. Pure, shared by the converter, the finder and the tests.
 */
import { normalise } from '@/lib/normalise';
import { namesOf } from './names';
import type { Family, UnitGroup } from './types';

/** From this many units on, a select groups them (<optgroup>); a short list reads better flat. */
export const GROUPED_SELECT_FROM = 11;

/** Every spelling of every unit of `family`, for the finder ('mm' finds length, 'kg/cm2' pressure). */
export function familyNames(family: Family): string[] {
  return [...new Set(Object.values(family.units).flatMap((unit) => [...namesOf(unit), ...(unit.exactAliases ?? [])]))];
}

/** The keys of `family` whose unit is called `typed` (case and accents ignored, or exactly for an exact alias). */
export function unitsNamed(typed: string, family: Family): string[] {
  const text = typed.trim();
  const entries = Object.entries(family.units);
  // An exact-case name wins over the same letters in another case: 'Mb' is the megabit even though 'MB' is a symbol.
  const exact = entries.filter(([, unit]) => unit.exactAliases?.includes(text));
  if (exact.length > 0) return exact.map(([key]) => key);
  const wanted = normalise(text);
  return entries.filter(([, unit]) => namesOf(unit).includes(wanted)).map(([key]) => key);
}

export interface UnitGroupOption {
  /** null: the select is short and shows its units flat. */
  group: UnitGroup | null;
  keys: string[];
}

/**
 * `keys` as a select shows them: flat in the family's order while the list is short, else in optgroups ordered by
 * their first unit (the brief's units come first in every family, so its default group leads).
 */
export function selectGroups(keys: readonly string[], family: Family): UnitGroupOption[] {
  if (keys.length < GROUPED_SELECT_FROM) return [{ group: null, keys: [...keys] }];
  const groups = new Map<UnitGroup, string[]>();
  for (const key of keys) {
    const group = family.units[key]?.group ?? 'otras';
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  return [...groups].map(([group, members]) => ({ group, keys: members }));
}

/** D24: the brief's units, shown first in the equivalences; the added ones wait behind 'Ver todas las unidades'. */
export const isExtra = (key: string, family: Family): boolean => family.units[key]?.extra === true;
