/**
 * @jest-environment node
 */
/**
 * Issue 36: the first answer reads a question with the first names (/unidades-primeras.json, lib/quick/first-names.ts)
 * and never answers otherwise than with every name. Checked two ways: every name of every map, looked up in the first
 * names, gives the units every name gives, in the same order, or stops the reading; and every question of the ways of
 * asking, read with the first names, gets the answer every name gives, or 'needs-names'.
 */
import { generatedRows } from '@/__tests__/support/generated-questions';
import {
  COOKING_CASES,
  HARD_CASES,
  NUMBER_SYSTEM_CASES,
  PLAIN_REFUSALS,
  WAYS_OF_ASKING,
} from '@/__tests__/support/ways-of-asking';
import { familyByKey } from '@/lib/families';
import { parseQuery } from '@/lib/quick/answer-query';
import { withFamily } from '@/lib/quick/expand-index';
import { hasNumberWord, indexFromFirstNames, LATER_NAMES } from '@/lib/quick/first-names';
import { laterReaders } from '@/lib/quick/later-readers';
import { readQuery } from '@/lib/quick/parse-query';
import type { QuickResult, UnitIndex } from '@/lib/quick/types';
import {
  buildUnitIndex,
  FIRST_NAMES_FAMILIES,
  QUICK_FAMILIES,
  quickFamily,
  quickFirstNames,
  quickNames,
} from '@/lib/quick/unit-index';

const every = buildUnitIndex();
const firstFile = quickFirstNames();
/** The first names with every first family's engine in, as the box has them once a question has named each. */
const first = QUICK_FAMILIES.filter((module) => FIRST_NAMES_FAMILIES.includes(module.key)).reduce(
  (index, module) => withFamily(index, module.key, quickFamily(module)),
  indexFromFirstNames(firstFile),
);

/** What a look-up in the first names gives: its value, or 'later' where it stops the reading. */
function lookUp<T>(read: () => T): T | 'later' {
  try {
    return read();
  } catch (error) {
    if (error === LATER_NAMES) return 'later';
    throw error;
  }
}

describe('the first names file', () => {
  it('names first families that exist, and leaves cooking to later (the issue)', () => {
    const keys = QUICK_FAMILIES.map((module) => module.key);
    for (const key of FIRST_NAMES_FAMILIES) expect(keys).toContain(key);
    expect(FIRST_NAMES_FAMILIES).not.toContain('medidas-de-cocina');
  });

  it('lists every family in the order of /unidades.json', () => {
    expect(firstFile[0].map(([key]) => key)).toEqual(quickNames().map(([key]) => key));
  });

  it('is smaller than every name', () => {
    expect(JSON.stringify(firstFile).length).toBeLessThan(JSON.stringify(quickNames()).length * 0.6);
  });
});

describe('every look-up in the first names gives what every name gives, or stops the reading', () => {
  const maps = ['names', 'exact', 'bare'] as const;
  for (const map of maps) {
    it(`the ${map} map`, () => {
      const all = every[map] ?? {};
      let answered = 0;
      for (const [name, refs] of Object.entries(all)) {
        const found = lookUp(() => first[map]?.[name]);
        if (found === 'later') continue;
        answered += 1;
        expect({ name, refs: found }).toEqual({ name, refs });
        // Each unit it names is named as every name names it, or reading it stops too.
        for (const [family, unit] of refs) {
          const names = lookUp(() => first.families[family]?.units[unit]);
          if (names !== 'later') expect(names).toEqual(every.families[family]?.units[unit]);
        }
      }
      expect(answered).toBeGreaterThan(0);
    });
  }

  it('the exact-case names by their letters', () => {
    for (const [letters, spelt] of Object.entries(every.spelt)) expect(first.spelt[letters]).toEqual(spelt);
  });

  it("a name the first names lack stops the reading: it may be a later family's", () => {
    for (const name of ['zzz', 'furlongs', 'pies a metros', 'constructor', '__proto__', 'bares', 'julios']) {
      expect(lookUp(() => first.names[name])).toBe('later');
    }
  });

  it('every name with a number for a word is in the first names, so one they lack is no unit', () => {
    const withNumbers = Object.keys(every.names).filter(hasNumberWord);
    expect(withNumbers).toContain('litros por 100 km');
    for (const name of withNumbers) expect(Object.hasOwn(first.names, name)).toBe(true);
    expect(lookUp(() => first.names['es 12 metros'])).toBeUndefined();
    expect(hasNumberWord('litros por 100 km')).toBe(true);
    expect(hasNumberWord('m2')).toBe(false);
  });

  it('every first-family name answers without stopping', () => {
    const firstFamilies = new Set(FIRST_NAMES_FAMILIES);
    const names = Object.entries(every.names).filter(([, refs]) => refs.every(([family]) => firstFamilies.has(family)));
    for (const [name] of names) expect(lookUp(() => first.names[name])).not.toBe('later');
  });
});

/** The questions of the ways of asking, crossed with the catalogue, and the hand-written ones. */
const QUESTIONS = [
  ...generatedRows().map((row) => row.query),
  ...HARD_CASES.map(([query]) => query),
  ...COOKING_CASES.map(([query]) => query),
  ...NUMBER_SYSTEM_CASES.map(([query]) => query),
  ...PLAIN_REFUSALS.map(([query]) => query),
  ...WAYS_OF_ASKING.map((way) => way.replace('{n}', '5').replace('{de}', 'pies').replace('{a}', 'metros')),
  '70 kg en libras',
  '30 grados a fahrenheit',
  '5 kb a b',
  '5 KB a b',
  '1 mW a W',
  '10 kilometos a millas',
  '125 en letras',
  '2 tazas de harina a gramos',
  '3 onzas a gramos',
  '5 pies 9 pulgadas a cm',
  '1,75 m en pies y pulgadas',
  'libras a kilos',
  '3 galones',
  '100 mbps a mb/s',
];

const read = (query: string, index: UnitIndex, withLater: boolean): QuickResult =>
  readQuery(query, index, withLater ? laterReaders : undefined);

describe('every question read with the first names', () => {
  const results = QUESTIONS.map((query) => ({
    query,
    whole: parseQuery(query, every),
    firstOnly: read(query, first, false),
    firstWithLater: read(query, first, true),
  }));

  it('gets the answer every name gives, or waits for every name', () => {
    for (const { query, whole, firstOnly, firstWithLater } of results) {
      for (const got of [firstOnly, firstWithLater]) {
        if (got.kind !== 'needs-names') expect({ query, got }).toEqual({ query, got: whole });
      }
    }
  });

  it('answers most questions about the first families without every name', () => {
    const firstFamilies = new Set(FIRST_NAMES_FAMILIES);
    const about = results.filter(({ whole }) => whole.kind === 'answer' && firstFamilies.has(whole.family));
    const answered = about.filter(({ firstOnly }) => firstOnly.kind === 'answer');
    expect(about.length).toBeGreaterThan(500);
    expect(answered.length / about.length).toBeGreaterThan(0.9);
  });

  it('a family that weighs ingredients comes with the code that reads them, or not at all', () => {
    expect(() => withFamily(every, 'medidas-de-cocina', quickFamily(familyByKey('medidas-de-cocina')))).toThrow(
      /cooking-readers/,
    );
  });

  it('never answers a question about a later family', () => {
    const later = results.filter(
      ({ whole }) => whole.kind === 'answer' && !FIRST_NAMES_FAMILIES.includes(whole.family),
    );
    expect(later.length).toBeGreaterThan(100);
    for (const { query, firstOnly } of later)
      expect({ query, kind: firstOnly.kind }).toEqual({ query, kind: 'needs-names' });
  });
});
