/**
 * Issue 21: the generated table of questions: every way of asking (ways-of-asking.ts) crossed with every family and
 * every unit of the catalogue. What each must answer is computed here from the families' own rules (each unit's
 * factor, offset or reciprocal constant, read from the catalogue the site ships), not from the parser or the engine.
 * So the table checks the parser and the engine against the catalogue: that every way of asking finds the unit
 * meant and converts it by that unit's rule. It does not check the rules themselves; the families' own tests
 * (__tests__/units, expected values worked by hand from the definitions) and the exact-arithmetic tests do (issue
 * 32). Shared by the jest test (__tests__/quick/ways-of-asking.test.ts) and the benchmark.
 */
import { families } from '@/__tests__/support/families';
import { NUMBER_FORMS, WAYS_OF_ASKING } from '@/__tests__/support/ways-of-asking';
import { normalise } from '@/lib/normalise';
import { QUICK_FAMILIES } from '@/lib/quick/unit-index';
import { namesOf } from '@/lib/units/names';
import type { Family, Rule, Unit } from '@/lib/units/types';

/** The quick conversion's families, by key, in its order. */
const QUICK_KEYS = QUICK_FAMILIES.map((module) => module.key);

/* ---------------------------------------------------------------- the definitions, read apart from the engine */

function toBase(value: number, rule: Rule): number {
  if (rule.kind === 'linear') return value * rule.factor;
  if (rule.kind === 'affine') return (value + rule.offset) * rule.factor;
  return rule.k / value;
}
function fromBase(base: number, rule: Rule): number {
  if (rule.kind === 'linear') return base / rule.factor;
  if (rule.kind === 'affine') return base / rule.factor - rule.offset;
  return rule.k / base;
}

/** Every family that owns each name, as normalise() writes it; exact-case names under their own spelling. */
const owners = new Map<string, Set<string>>();
for (const key of QUICK_KEYS) {
  for (const [unitKey, unit] of Object.entries((families[key] as Family).units)) {
    for (const name of [...namesOf(unit), ...(unit.exactAliases ?? [])]) {
      const set = owners.get(name) ?? new Set<string>();
      owners.set(name, set.add(`${key} ${unitKey}`));
    }
  }
}

/** Text the ways of asking would cut or read as something else: connectors, leading numbers, signs, words of asking. */
const AWKWARD =
  /(?:^|\s)(?:a|en|al|in|to|into|para|y|e|con|son|es|hay|mas|menos)(?:\s|$)|^[\d½¼¾]|[+=→]|^-|\s-\s|['"′″]/i;

/**
 * A name that, asked beside `partner`, can only mean this unit: it names no other unit of the family, and no family
 * before this one (in the order questions prefer them) has both names.
 */
function unambiguousName(familyKey: string, unitKey: string, unit: Unit, partner: string): string | undefined {
  const candidates = [unit.plural, unit.singular, unit.symbol, ...(unit.aliases ?? [])];
  return candidates.find((name) => {
    if (AWKWARD.test(name) || name.length > 40) return false;
    const exact = unit.exactAliases?.includes(name);
    const mine = owners.get(exact ? name : normalise(name));
    const theirs = owners.get(normalise(partner));
    if (!mine || !theirs || [...mine].filter((ref) => ref.startsWith(`${familyKey} `)).length !== 1) return false;
    if (!mine.has(`${familyKey} ${unitKey}`)) return false;
    const families = QUICK_KEYS.filter(
      (key) =>
        !(families_[key] as Family).money &&
        [...mine].some((r) => r.startsWith(`${key} `)) &&
        [...theirs].some((r) => r.startsWith(`${key} `)),
    );
    return families[0] === familyKey;
  });
}
const families_ = families;

/* ---------------------------------------------------------------- the generated table */

export interface Row {
  query: string;
  family: string;
  from: string;
  to: string;
  value: number;
}

const ask = (way: string, number: string, source: string, target: string) =>
  way
    .replace('{n}', number)
    .replace('{DE}', source.toLocaleUpperCase('es'))
    .replace('{A}', target.toLocaleUpperCase('es'))
    .replace('{de}', source)
    .replace('{a}', target);

/** The usable units of a family: no price (those answer to 'precio por'), no d°m′s″ target. */
const usable = (family: Family) =>
  Object.entries(family.units).filter(([, unit]) => unit.display !== 'dms' && !family.money);

function partnerOf(family: Family, unitKey: string): string {
  const [defaultFrom, defaultTo] = family.defaults;
  const keys = usable(family).map(([key]) => key);
  return [defaultTo, defaultFrom, ...keys].find((key) => key && key !== unitKey && keys.includes(key)) ?? '';
}

/** A value the family converts: no zero where it has no equivalent, none negative where it refuses them. */
const VALUES = [3, 2.5, 12, 0.75, 100, 7];

const TURNS = 6;

function rowsFor(familyKey: string): Row[] {
  const family = families[familyKey] as Family;
  const rows: Row[] = [];
  const units = usable(family);
  const pairRow = (from: string, to: string, way: string, number: readonly [string, number]) => {
    const source = family.units[from] as Unit;
    const target = family.units[to] as Unit;
    const targetName = unambiguousName(familyKey, to, target, source.plural);
    const sourceName = targetName && unambiguousName(familyKey, from, source, targetName);
    if (!sourceName || !targetName) return;
    const query = ask(way, number[0], sourceName, targetName);
    rows.push({ query, family: familyKey, from, to, value: number[1] });
  };
  // Every way of asking, on the family's own pair.
  const [defaultFrom, defaultTo] = family.defaults;
  if (defaultFrom && defaultTo && !family.money) {
    WAYS_OF_ASKING.forEach((way, position) => {
      const value = VALUES[position % VALUES.length] as number;
      pairRow(defaultFrom, defaultTo, way, [String(value).replace('.', position % 2 ? ',' : '.'), value]);
    });
    // Every way of writing a number.
    for (const form of NUMBER_FORMS) pairRow(defaultFrom, defaultTo, '{n} {de} a {a}', form);
  }
  // Every unit, in six ways of asking, against its partner: both directions.
  units.forEach(([unitKey], position) => {
    const partner = partnerOf(family, unitKey);
    for (let turn = 0; turn < TURNS; turn += 1) {
      const way = WAYS_OF_ASKING[(position * TURNS + turn) % WAYS_OF_ASKING.length] as string;
      const value = VALUES[(position + turn) % VALUES.length] as number;
      const [from, to] = turn % 2 === 0 ? [unitKey, partner] : [partner, unitKey];
      pairRow(from, to, way, [String(value), value]);
    }
  });
  return rows;
}

export const generatedRows = (): Row[] => QUICK_KEYS.flatMap(rowsFor);

export function expected({ family, from, to, value }: Row): number {
  const units = (families[family] as Family).units;
  return fromBase(toBase(value, (units[from] as Unit).rule), (units[to] as Unit).rule);
}
