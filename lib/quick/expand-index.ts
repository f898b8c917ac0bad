/**
 * D27: the compact files the build writes (lib/quick/types.ts) expanded into the index the parser reads:
 * /unidades.json gives every spelling of every unit, pointing at it; a family's file, when it comes, gives its engine
 * and the addresses of its pair pages. The rules that shorten the files (`derivedKeys`, `pluralOf`, `fallbacks`)
 * live here, beside the code that undoes them, and the build uses the same functions to decide what it may leave out.
 */
import { normalise } from '@/lib/normalise';
import { unitSlug } from '@/lib/units/slug';
import type { Family } from '@/lib/units/types';
import type {
  CookingReaders,
  IndexedFamily,
  Mix,
  NamedUnit,
  QuickFamily,
  QuickNames,
  UnitIndex,
  UnitNames,
  UnitRef,
} from './types';

const LINKS = new Set(['por', 'de', 'del', 'la']);

/**
 * The keys a unit may have without its row spelling it, by the number its row gives instead: its plural or its
 * singular with accents and spaces gone ('años luz' → anos_luz), each also without the words that link a compound
 * ('kilómetros por hora' → kilometros_hora, 'kilogramo por litro' → kilogramo_litro).
 */
export const derivedKeys = (singular: string, plural: string): string[] =>
  [plural, singular].flatMap((name) => {
    // The words of a pair address: the same lower case without accents, split where it puts its hyphens.
    const words = unitSlug({ plural: name }).split('-');
    return [words.join('_'), words.filter((word) => !LINKS.has(word)).join('_')];
  });

/** A plural written as 1 or 2 is the singular plus 's' or 'es'. */
export const pluralOf = (singular: string, plural: string | 1 | 2): string =>
  plural === 1 ? `${singular}s` : plural === 2 ? `${singular}es` : plural;

/**
 * Where a name is not in the index, the spellings tried instead: without a dot that ends a word or a hyphen
 * ('fl. oz.' → 'fl oz', 'años-luz' → 'años luz'), without a closing qualifier in brackets ('galones (ee. uu.)' →
 * 'galones'), and without a plural ending ('meters' → 'meter', 'pascales' → 'pascal'). The build leaves out of
 * /unidades.json every alias these give back unchanged (lib/quick/unit-index.ts).
 */
export function fallbacks(name: string): string[] {
  const plain = name
    .replace(/\.(?=\s|$)/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const spellings = plain === name ? [] : [plain];
  const unqualified = name.replace(/\s*\([^)]*\)$/, '');
  if (unqualified !== name) spellings.push(unqualified);
  for (const word of spellings.length > 0 ? [name, plain] : [name]) {
    if (/[a-zñ]{3}s$/.test(word)) spellings.push(word.slice(0, -1));
    if (/[a-zñ]{3}es$/.test(word)) spellings.push(word.slice(0, -2));
  }
  return spellings;
}

/** The units a normalised name stands for, through its fallbacks where the index lacks it; undefined for none. */
export function lookUpName(names: Readonly<Record<string, readonly UnitRef[]>>, name: string) {
  return (
    names[name] ??
    fallbacks(name).reduce<readonly UnitRef[] | undefined>((found, next) => found ?? names[next], undefined)
  );
}

function add(map: Record<string, UnitRef[]>, name: string, ref: UnitRef) {
  const list = (map[name] ??= []);
  if (!list.some(([f, u]) => f === ref[0] && u === ref[1])) list.push(ref);
}

export interface ReadUnit extends UnitNames {
  key: string;
  aliases: string[];
  exactAliases: string[];
}

export function readUnit([key, singular, pluralCode, aliases, exact]: NamedUnit): ReadUnit {
  const plural = pluralOf(singular, pluralCode);
  return {
    key: typeof key === 'number' ? (derivedKeys(singular, plural)[key] ?? '') : key,
    singular,
    plural,
    aliases: aliases ? aliases.split('|') : [],
    exactAliases: exact ? exact.split('|') : [],
  };
}

/** The names a unit's row puts in the names map: its singular and plural as normalise() writes them, its aliases. */
export const namesOfRow = ({ singular, plural, aliases }: Pick<ReadUnit, 'singular' | 'plural' | 'aliases'>) => [
  normalise(singular),
  normalise(plural),
  ...aliases,
];

/** The exact-case names by their letters, case and accents ignored (UnitIndex.spelt). */
export function speltOf(exact: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const spelt: Record<string, string[]> = Object.create(null);
  for (const name of Object.keys(exact)) (spelt[normalise(name)] ??= []).push(name);
  return spelt;
}

/** The index of /unidades.json: every family's names, no family's engine yet. */
export function indexFromNames(data: QuickNames): UnitIndex {
  // Without a prototype: a question's words are looked up here as they come, and 'constructor' or '__proto__' must
  // find nothing (and change nothing), not Object.prototype's members.
  const names: Record<string, UnitRef[]> = Object.create(null);
  const exact: Record<string, UnitRef[]> = Object.create(null);
  const bare: Record<string, UnitRef[]> = Object.create(null);
  const families: Record<string, IndexedFamily> = {};
  for (const [familyKey, namedUnits, kind, bareNames = []] of data) {
    const units: Record<string, UnitNames> = {};
    const keys: string[] = [];
    for (const named of namedUnits) {
      const { key, aliases, exactAliases, ...shown } = readUnit(named);
      units[key] = shown;
      keys.push(key);
      const ref: UnitRef = [familyKey, key];
      for (const name of namesOfRow({ ...shown, aliases })) add(names, name, ref);
      for (const name of exactAliases) add(exact, name, ref);
    }
    for (const [position, spelled] of bareNames) {
      const key = keys[position];
      if (key) for (const name of spelled.split('|')) add(bare, name, [familyKey, key]);
    }
    families[familyKey] = { money: kind === 1, ...(kind === 2 && { weighsIngredients: true }), units };
  }
  return { families, names, exact, bare, spelt: speltOf(exact), pairs: {} };
}

/** `index` with the family `key` ready to convert: its engine from /unidades/<key>.json and its pair pages. */
export function withFamily(index: UnitIndex, key: string, data: QuickFamily, cooking?: CookingReaders): UnitIndex {
  // Issue 36: a family that weighs ingredients comes with the code that reads them, or not at all.
  if (data.i && !cooking) throw new Error(`${key}: sus ingredientes necesitan lib/quick/cooking-readers.ts`);
  const entry = index.families[key];
  if (!entry) return index;
  const { path, units: unitData, pairs: pairPositions, x: mixPositions = [], i: weighed, ...numbers } = data;
  const masses = new Set(weighed?.masses ?? []);
  const keys = Object.keys(entry.units);
  const family: Family = {
    ...numbers,
    key,
    defaults: ['', ''],
    ...(entry.money && { money: true as const }),
    units: Object.fromEntries(
      keys.map((unitKey, position) => {
        const names = entry.units[unitKey] as UnitNames;
        const { r, s: symbol, m, o, a, d, g, t } = unitData[position] ?? { r: Number.NaN, s: '' };
        const unit = {
          ...names,
          symbol,
          name: m ?? names.plural,
          ...(o && { one: o }),
          rule: typeof r === 'number' ? ({ kind: 'linear', factor: r } as const) : r,
          ...(a && { attached: a }),
          ...(d && { display: d }),
          ...(g && { slug: g }),
          ...(masses.has(position) && { group: 'masa' as const }),
          ...(t && { alsoMeans: { units: t[0].map((other) => keys[other] ?? ''), names: t[1].split('|') } }),
        };
        return [unitKey, unit];
      }),
    ),
  };
  const pairs = { ...index.pairs };
  for (let i = 0; i + 1 < pairPositions.length; i += 2) {
    const from = keys[pairPositions[i] ?? -1];
    const to = keys[pairPositions[i + 1] ?? -1];
    const source = from && family.units[from];
    const target = to && family.units[to];
    if (source && target) pairs[`${key} ${from} ${to}`] = `${path}/${unitSlug(source)}-a-${unitSlug(target)}`;
  }
  const ingredients = weighed && cooking ? cooking.ingredientsOf(weighed.items) : [];
  const mixes: Mix[] = [];
  for (let i = 0; i + 3 < mixPositions.length; i += 4) {
    const [from, to, whole, part] = mixPositions.slice(i, i + 4).map((position) => keys[position] ?? '');
    if (from && to && whole && part) mixes.push({ from, to, whole, part });
  }
  return {
    ...index,
    families: {
      ...index.families,
      [key]: { ...entry, loaded: { path, family, mixes, ingredients, ...(data.i && { cooking }) } },
    },
    pairs,
  };
}
