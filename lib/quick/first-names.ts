/**
 * Issue 36: the quick box's first answer reads a question with the names of the everyday families only
 * (/unidades-primeras.json, under half of /unidades.json), and never answers otherwise than it would with every name.
 * Every name that file holds comes with all its units, the later families' included ('metros' is also a unit of the
 * tacos), and so do every exact-case and every bare name and every name with a number for a word. A look-up of
 * another name the file lacks, or anything that reads
 * a later family's units (its names, its engine), stops the reading: the box loads every name and asks again. So a
 * name only later families have is never taken for no unit, and nothing the first names answer differs.
 */
import { indexFromNames, namesOfRow, pluralOf, readUnit, speltOf } from './expand-index';
import type { IndexedFamily, QuickNames, UnitIndex, UnitNames, UnitRef } from './types';

/**
 * A unit of a later family that shares a name with a unit of a first one ('metros': the tacos'), or has an exact-case
 * or a bare name: the position of its family, its key, its singular and plural (as in NamedUnit), and the names it
 * has in the first names' maps, each after the letter of its map (`MAP_LETTERS`) or all those of a first unit
 * (`WHOLE_UNIT`), joined by '|'.
 */
export type LaterUnit = readonly [
  family: number,
  key: string,
  names: string,
  singular?: string,
  plural?: string | 1 | 2,
];

/** /unidades-primeras.json: every family in the order of /unidades.json, the later ones without units; theirs shared. */
export type QuickFirstNames = readonly [names: QuickNames, shared: readonly LaterUnit[]];

/** Before a first unit's place ('@0.1': family 0, its unit 1) among a later unit's names: all that unit's names. */
export const WHOLE_UNIT = '@';

/** The maps of the index a name is looked up in, by the letter a shared name takes. */
export const MAP_LETTERS = { n: 'names', e: 'exact', b: 'bare' } as const;

/**
 * Whether a name has a word that is a number ('litros por 100 km', 'es 12 metros'). The file holds every such name,
 * the later families' too, with its units: a look-up of one it lacks is of no unit, and goes on. The sides of a
 * question the ways of asking propose and then drop carry its number ('cuánto es 12 metros en pies' is also read as
 * pies and 'es 12 metros'), so most questions never stop on them.
 */
export const hasNumberWord = (name: string) => /(?:^|\s)[\d.,/]*\d[\d.,/]*(?:\s|$)/.test(name);

/** Thrown by a look-up the later names may answer otherwise; `readQuery` returns 'needs-names' for it. */
class LaterNames extends Error {}
export const LATER_NAMES = new LaterNames('read with every name');

/** A map of the first names whose look-up of a name it lacks stops the reading, but where `holdsAll` says so. */
function guarded<T extends object>(map: T, holdsAll: (key: string) => boolean = () => false): T {
  const check = (target: T, key: string | symbol) => {
    if (typeof key === 'string' && !Object.hasOwn(target, key) && !holdsAll(key)) throw LATER_NAMES;
  };
  return new Proxy(map, {
    get: (target, key, receiver) => (check(target, key), Reflect.get(target, key, receiver)),
    has: (target, key) => (check(target, key), Reflect.has(target, key)),
    getOwnPropertyDescriptor: (target, key) => (check(target, key), Reflect.getOwnPropertyDescriptor(target, key)),
    // Walked through (the corrections of misspelt names do), it would miss the later names.
    ownKeys() {
      throw LATER_NAMES;
    },
  });
}

/**
 * The index of /unidades-primeras.json: the first families' names; the later units that share one, added to those
 * names in the order /unidades.json gives (family by family); a name it lacks stops the reading.
 */
export function indexFromFirstNames([names, shared]: QuickFirstNames): UnitIndex {
  const index = indexFromNames(names);
  const familyKeys = names.map(([key]) => key);
  const maps = { names: index.names, exact: index.exact, bare: index.bare ?? {} };
  const later: Record<string, Record<string, UnitNames>> = {};
  const wholeUnit = (name: string): string[] => {
    if (!name.startsWith(WHOLE_UNIT)) return [name];
    const [family, unit] = name.slice(1).split('.').map(Number);
    const row = names[family ?? -1]?.[1][unit ?? -1];
    return row ? namesOfRow(readUnit(row)).map((one) => `n${one}`) : [];
  };
  const touched = new Set<readonly UnitRef[]>();
  for (const [position, key, spelled, singular, plural = 1] of shared) {
    const family = familyKeys[position] ?? '';
    const units = (later[family] ??= {});
    if (singular !== undefined) units[key] = { singular, plural: pluralOf(singular, plural) };
    for (const name of spelled.split('|').flatMap(wholeUnit)) {
      const map = maps[MAP_LETTERS[name[0] as keyof typeof MAP_LETTERS]];
      const refs = [...(map[name.slice(1)] ?? []), [family, key] as const];
      map[name.slice(1)] = refs;
      touched.add(refs);
    }
  }
  // /unidades.json lists a name's units family by family, in the order of its families.
  for (const refs of touched) (refs as UnitRef[]).sort(([a], [b]) => familyKeys.indexOf(a) - familyKeys.indexOf(b));
  const laterFamilies = familyKeys.filter((key) => Object.keys(index.families[key]?.units ?? {}).length === 0);
  const families: Record<string, IndexedFamily> = {};
  for (const [key, family] of Object.entries(index.families)) {
    // A later family's units: those the first names carry; reading any other stops the reading.
    families[key] = laterFamilies.includes(key) ? { ...family, units: guarded(later[key] ?? {}) } : family;
  }
  return {
    ...index,
    families,
    names: guarded(maps.names, hasNumberWord),
    exact: maps.exact,
    bare: maps.bare,
    spelt: speltOf(maps.exact),
    laterFamilies,
  };
}
