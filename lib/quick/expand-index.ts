/**
 * D27: /unidades.json (UnitIndexData, compact) expanded into the index the parser reads: each family rebuilt for the
 * engine, every spelling of every unit (names, symbol, aliases, as the catalogue reads them) pointing at it, and the
 * address of each pair page.
 */
import { namesOf } from '@/lib/units/catalogue';
import { unitSlug } from '@/lib/units/slug';
import type { Family, Unit } from '@/lib/units/types';
import type { IndexedUnit, UnitIndex, UnitIndexData, UnitRef } from './types';

function unitOf(indexed: IndexedUnit): Unit {
  const [singular, plural] = indexed.n;
  return {
    name: indexed.m ?? plural,
    symbol: indexed.s,
    rule: typeof indexed.r === 'number' ? { kind: 'linear', factor: indexed.r } : indexed.r,
    singular,
    plural,
    ...(indexed.o && { one: indexed.o }),
    ...(indexed.a && { attached: indexed.a }),
    ...(indexed.d && { display: indexed.d }),
    ...(indexed.k && { aliases: indexed.k }),
    ...(indexed.x && { exactAliases: indexed.x }),
    ...(indexed.g && { slug: indexed.g }),
  };
}

function add(map: Record<string, UnitRef[]>, name: string, ref: UnitRef) {
  const list = (map[name] ??= []);
  if (!list.some(([f, u]) => f === ref[0] && u === ref[1])) list.push(ref);
}

export function expandIndex(data: UnitIndexData): UnitIndex {
  const names: Record<string, UnitRef[]> = {};
  const exact: Record<string, UnitRef[]> = {};
  const index: UnitIndex = { families: {}, names, exact, pairs: {} };
  for (const [key, { path, units, pairs, ...rest }] of Object.entries(data.families)) {
    const family: Family = {
      ...rest,
      key,
      defaults: ['', ''],
      units: Object.fromEntries(Object.entries(units).map(([unitKey, unit]) => [unitKey, unitOf(unit)])),
    };
    index.families[key] = { path, family };
    for (const [unitKey, unit] of Object.entries(family.units)) {
      for (const name of namesOf(unit)) add(names, name, [key, unitKey]);
      for (const name of unit.exactAliases ?? []) add(exact, name, [key, unitKey]);
    }
    const keys = Object.keys(family.units);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const from = keys[pairs[i] ?? -1];
      const to = keys[pairs[i + 1] ?? -1];
      const source = from && family.units[from];
      const target = to && family.units[to];
      if (source && target) index.pairs[`${key} ${from} ${to}`] = `${path}/${unitSlug(source)}-a-${unitSlug(target)}`;
    }
  }
  return index;
}
