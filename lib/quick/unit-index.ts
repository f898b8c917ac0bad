/**
 * D27: the quick conversion's files, built at build time from the one registry of families and the pair list:
 * /unidades.json (every name, app/unidades.json/route.ts) and /unidades/<familia>.json (each family's engine,
 * app/unidades/[archivo]/route.ts). Server-side only: it reads every family.
 */
import { FAMILIES } from '@/lib/families';
import type { FamilyModule } from '@/lib/families/define';
import { normalise } from '@/lib/normalise';
import { pairsOf } from '@/lib/pairs';
import { isMass } from '@/lib/units/ingredients';
import { displayName, namesOf } from '@/lib/units/names';
import type { Unit } from '@/lib/units/types';
import { cookingReaders } from './cooking-readers';
import { derivedKeys, fallbacks, indexFromNames, namesOfRow, pluralOf, readUnit, withFamily } from './expand-index';
import { hasNumberWord, type LaterUnit, MAP_LETTERS, type QuickFirstNames, WHOLE_UNIT } from './first-names';
import type { NamedFamily, NamedUnit, QuickFamily, QuickIngredient, QuickNames, UnitIndex } from './types';

/**
 * The families a question can name, in the order of the one list (D28), the everyday ones first: where a name
 * belongs to two families and the other unit does not decide ('libras' in peso and in the old Castilian weights),
 * the first one answers. A family that declares `answersSharedNamesLast` (prices per weight, rings, shoe lasts, the
 * circular measures, tacos, the old weights) comes after the others: they answer to their own names ('precio por
 * kilo', 'mm de horma').
 */
export const QUICK_FAMILIES: readonly FamilyModule[] = [
  ...FAMILIES.filter((module) => !module.answersSharedNamesLast),
  ...FAMILIES.filter((module) => module.answersSharedNamesLast),
];

interface UnitSpellings {
  ref: string;
  /** The names the file carries in their own slots (singular, plural), as the parser compares them. */
  given: readonly string[];
  /** Every other spelling, normalised: the symbol, the select's name ('Celsius'), the singular after 1, the aliases. */
  aliases: string[];
}

function spellingsOf(ref: string, unit: Unit): UnitSpellings {
  const given = [...new Set([unit.singular, unit.plural].map(normalise))];
  const all = namesOf(unit);
  return { ref, given, aliases: all.filter((name) => !given.includes(name)) };
}

/**
 * Leaves out of each unit's aliases those the parser finds anyway through its fallbacks ('meters' through 'meter',
 * 'fl. oz.' through 'fl oz'), where they lead to exactly the units the whole list would: the longest first, each one
 * checked again with every alias left out before it.
 */
function pruneAliases(units: readonly UnitSpellings[]): void {
  const names = new Map<string, Set<string>>();
  for (const { ref, given, aliases } of units) {
    for (const name of [...given, ...aliases]) names.set(name, (names.get(name) ?? new Set()).add(ref));
  }
  const reference = new Map([...names].map(([name, refs]) => [name, [...refs].sort().join()]));
  const lookUp = (name: string) => {
    const found = [name, ...fallbacks(name)].map((spelling) => names.get(spelling)).find(Boolean);
    return [...(found ?? [])].sort().join();
  };
  // Each alias is left out of every unit that has it at once: 'meters' names the metre of both length and tacos.
  const candidates = [...new Set(units.flatMap((unit) => unit.aliases))].sort((a, b) => b.length - a.length);
  const left: string[] = [];
  for (const alias of candidates) {
    // A name some unit carries in its own slots stays in the file anyway, and leads there first.
    if (units.some((unit) => unit.given.includes(alias))) continue;
    const holders = units.filter((unit) => unit.aliases.includes(alias));
    names.delete(alias);
    if ([...left, alias].every((name) => lookUp(name) === reference.get(name))) {
      left.push(alias);
      for (const unit of holders) unit.aliases = unit.aliases.filter((kept) => kept !== alias);
    } else {
      names.set(alias, new Set(holders.map((unit) => unit.ref)));
    }
  }
}

/** A unit's row of /unidades.json (NamedUnit), with every empty slot at the end left out. */
function namedUnit(key: string, unit: Unit, aliases: readonly string[]): NamedUnit {
  const { singular, plural } = unit;
  const pluralCode = ([1, 2] as const).find((code) => pluralOf(singular, code) === plural) ?? plural;
  const derived = derivedKeys(singular, plural).indexOf(key);
  const row = [
    derived >= 0 ? derived : key,
    singular,
    pluralCode,
    aliases.join('|'),
    (unit.exactAliases ?? []).join('|'),
  ] as const;
  const last = row.findLastIndex((slot, position) => position < 3 || Boolean(slot));
  return row.slice(0, last + 1) as unknown as NamedUnit;
}

let names: QuickNames | undefined;

/** What /unidades.json holds (computed once: the pruning reads every unit of every family). */
export function quickNames(): QuickNames {
  if (names) return names;
  const spellings = new Map<string, UnitSpellings>();
  for (const { key, units } of QUICK_FAMILIES) {
    for (const [unitKey, unit] of Object.entries(units.units)) {
      spellings.set(`${key} ${unitKey}`, spellingsOf(`${key} ${unitKey}`, unit));
    }
  }
  pruneAliases([...spellings.values()]);
  names = QUICK_FAMILIES.map(({ key, units: family, ingredients }): NamedFamily => {
    const units = Object.entries(family.units).map(([unitKey, unit]) =>
      namedUnit(unitKey, unit, spellings.get(`${key} ${unitKey}`)?.aliases ?? []),
    );
    const kind = family.money ? 1 : ingredients ? 2 : undefined;
    const bare = Object.values(family.units).flatMap((unit: Unit, position) =>
      unit.bareNames ? [[position, unit.bareNames.map(normalise).join('|')] as const] : [],
    );
    if (bare.length > 0) return [key, units, kind ?? 0, bare];
    return kind ? [key, units, kind] : [key, units];
  });
  return names;
}

/**
 * Issue 36: the families whose names come first (/unidades-primeras.json): the everyday quantities most questions
 * are about. Cooking is not among them: the issue wants its ingredients loaded only when a question needs them.
 */
export const FIRST_NAMES_FAMILIES: readonly string[] = [
  'longitud',
  'peso',
  'volumen',
  'temperatura',
  'velocidad',
  'area',
  'tiempo',
  'datos-digitales',
];

/**
 * What /unidades-primeras.json holds (lib/quick/first-names.ts): /unidades.json with the later families' units left
 * out but those that share a name with a first unit or have an exact-case or bare name, each with the names it
 * shares.
 */
export function quickFirstNames(): QuickFirstNames {
  const first = new Set(FIRST_NAMES_FAMILIES);
  const all = quickNames();
  const index = indexFromNames(all);
  const shared = new Map<string, string[]>();
  for (const [letter, map] of Object.entries(MAP_LETTERS)) {
    for (const [name, refs] of Object.entries(index[map] ?? {})) {
      const later = refs.filter(([family]) => !first.has(family));
      if (later.length === 0) continue;
      // A names-map name of later families only is left out (looking it up stops the reading), but one with a
      // number for a word (`hasNumberWord`). The small maps are walked, so they stay whole.
      if (later.length === refs.length && map === 'names' && !hasNumberWord(name)) continue;
      for (const [family, unit] of later)
        shared.set(`${family} ${unit}`, [...(shared.get(`${family} ${unit}`) ?? []), letter + name]);
    }
  }
  const position = new Map(all.map(([key], at) => [key, at]));
  // A later unit that has every name of a first unit ('metros' of the tacos, of length) says so in one word.
  const firstUnits = all.flatMap(([key, units], family) =>
    first.has(key)
      ? units.map((row, unit) => ({
          token: `${WHOLE_UNIT}${family}.${unit}`,
          names: namesOfRow(readUnit(row)).map((name) => `n${name}`),
        }))
      : [],
  );
  const withWholeUnits = (spelled: readonly string[]) =>
    firstUnits.reduce(
      (left, { token, names: whole }) =>
        whole.every((name) => left.includes(name)) ? [token, ...left.filter((name) => !whole.includes(name))] : left,
      spelled,
    );
  const laterUnits = all.flatMap(([key, units]) =>
    first.has(key)
      ? []
      : units.flatMap((row): LaterUnit[] => {
          const unit = readUnit(row).key;
          const spelled = shared.get(`${key} ${unit}`);
          if (!spelled) return [];
          const names = withWholeUnits(spelled);
          const where = [position.get(key) ?? -1, unit, names.join('|')] as const;
          // Its singular and plural only where a question may write it back: beside a first unit of that name (a
          // family's other reading compares them); an exact-case or bare name alone reads the later family anyway.
          return names.some((name) => /^[n@]/.test(name)) ? [[...where, row[1], row[2]]] : [where];
        }),
  );
  const names = all.map((family): NamedFamily => (first.has(family[0]) ? family : [family[0], [], family[2] ?? 0]));
  return [names, laterUnits];
}

/** What /unidades/<key>.json holds: only what the engine reads; the page's names and the catalogue's groups stay out. */
export function quickFamily(module: FamilyModule): QuickFamily {
  const { units: family, ingredients, route } = module;
  const { key: _key, defaults: _defaults, money: _money, units, ...numbers } = family;
  const keys = Object.keys(units);
  const pairs = pairsOf(module);
  const mixes = pairs.flatMap(({ spec: { from, to, mixed } }) =>
    mixed ? [from, to, mixed.whole, mixed.part].map((unitKey) => keys.indexOf(unitKey)) : [],
  );
  return {
    ...numbers,
    path: route.path,
    units: Object.values(units).map((unit) => {
      const name = displayName(unit);
      return {
        r: unit.rule.kind === 'linear' ? unit.rule.factor : unit.rule,
        s: unit.symbol,
        ...(name.toLowerCase() !== unit.plural.toLowerCase() && { m: name }),
        ...(unit.one && { o: unit.one }),
        ...(unit.attached && { a: true as const }),
        ...(unit.display && { d: unit.display }),
        ...(unit.slug && { g: unit.slug }),
        ...(unit.alsoMeans && {
          t: [unit.alsoMeans.units.map((other) => keys.indexOf(other)), unit.alsoMeans.names.map(normalise).join('|')],
        }),
      };
    }),
    pairs: pairs.flatMap((pair) => [keys.indexOf(pair.spec.from), keys.indexOf(pair.spec.to)]),
    ...(mixes.length > 0 && { x: mixes }),
    ...(ingredients && {
      i: {
        items: ingredients.items.map(
          ({ key: ingredient, name, names, gramsPerMl, source, alsoMeans }): QuickIngredient => {
            const item = [ingredient, name, names.map(normalise).join('|'), gramsPerMl, source] as const;
            return alsoMeans ? [...item, [alsoMeans.names.map(normalise).join('|'), alsoMeans.ingredients]] : item;
          },
        ),
        masses: keys.flatMap((unitKey, position) => (isMass(unitKey, family) ? [position] : [])),
      },
    }),
  };
}

/** The index as the browser has it once every family's file is in, for the server, the tests and the benchmark. */
export function buildUnitIndex(): UnitIndex {
  return QUICK_FAMILIES.reduce(
    (index, module) => withFamily(index, module.key, quickFamily(module), cookingReaders),
    indexFromNames(quickNames()),
  );
}
