/**
 * @jest-environment node
 */
/**
 * D27, issue 14: the quick conversion's two kinds of file (/unidades.json, /unidades/<familia>.json) are written
 * compactly; expanded in the browser they must give back exactly what the catalogue says. The reference here is the
 * catalogue itself (lib/units, its own name lookup unitsNamed, the pair list), never the files.
 */
import { familyByKey } from '@/lib/families';
import { normalise } from '@/lib/normalise';
import { PAIRS } from '@/lib/pairs';
import { parseQuery } from '@/lib/quick/answer-query';
import { cookingReaders } from '@/lib/quick/cooking-readers';
import { lookUpName, indexFromNames, withFamily } from '@/lib/quick/expand-index';
import { QUICK_FAMILIES, quickFamily, quickNames } from '@/lib/quick/unit-index';
import { familyNames, unitsNamed } from '@/lib/units/catalogue';
import { displayName, namesOf } from '@/lib/units/names';

const namesOnly = indexFromNames(quickNames());
const everyFamily = QUICK_FAMILIES.reduce(
  (index, module) => withFamily(index, module.key, quickFamily(module), cookingReaders),
  namesOnly,
);
const catalogue = QUICK_FAMILIES.map((module) => [module.key, module.units] as const);
/** Each family's spellings, so the catalogue's own lookup runs only where a name can be found. */
const spellings = new Map(catalogue.map(([key, family]) => [key, new Set(familyNames(family))]));

/** The units the quick conversion finds for a name: exact case first, then the name as normalise() writes it. */
const found = (name: string) =>
  (namesOnly.exact[name] ?? lookUpName(namesOnly.names, name) ?? [])
    .map(([family, unit]) => `${family} ${unit}`)
    .sort();

describe('/unidades.json', () => {
  it('keeps every family of the catalogue, its units in their order', () => {
    for (const [key, family] of catalogue) {
      expect({ key, units: Object.keys(namesOnly.families[key]?.units ?? {}) }).toEqual({
        key,
        units: Object.keys(family.units),
      });
    }
  });

  it.each(catalogue)('finds every spelling of every unit of %s where the catalogue does', (_key, family) => {
    for (const unit of Object.values(family.units)) {
      for (const name of namesOf(unit)) {
        const expected = catalogue
          .filter(([other]) => spellings.get(other)?.has(name))
          .flatMap(([other, otherFamily]) => unitsNamed(name, otherFamily).map((unitKey) => `${other} ${unitKey}`));
        expect({ name, units: found(name) }).toEqual({ name, units: expected.sort() });
      }
      for (const name of unit.exactAliases ?? []) {
        const expected = catalogue.flatMap(([other, otherFamily]) =>
          Object.entries(otherFamily.units)
            .filter(([, candidate]) => candidate.exactAliases?.includes(name))
            .map(([unitKey]) => `${other} ${unitKey}`),
        );
        expect({ name, units: found(name) }).toEqual({ name, units: expected.sort() });
      }
    }
  });

  it('leaves out the aliases its fallbacks find, and still finds them', () => {
    const [, units] = quickNames().find(([key]) => key === 'longitud') ?? [];
    const metres = units?.find((row) => row[1] === 'metro');
    expect(metres?.[3]?.split('|')).toContain('meter');
    expect(metres?.[3]?.split('|')).not.toContain('meters');
    // The metre is a unit of length and of the tacos page alike.
    expect(found('meters')).toEqual(['longitud metros', 'tacos metros']);
    // The cooking page lists the volume page's fluid ounce (D29).
    expect(found('fl. oz.')).toEqual(['medidas-de-cocina onzas_liquidas', 'volumen onzas_liquidas']);
  });

  it('answers what needs no family file, and asks for the one family a question needs', () => {
    expect(parseQuery('5 kilos a metros', namesOnly)).toEqual({
      kind: 'error',
      message: 'No se pueden convertir kilos a metros',
    });
    expect(parseQuery('5 pies a metros', namesOnly)).toEqual({ kind: 'needs', family: 'longitud' });
    expect(parseQuery('¿cuántos gramos son 3 onzas?', namesOnly)).toEqual({ kind: 'needs', family: 'peso' });
    // 255 = 11111111 in base 2: number systems need no unit file.
    expect(parseQuery('255 a binario', namesOnly)).toMatchObject({
      kind: 'answer',
      line: '255 (base 10) → 11111111 (base 2)',
    });
    const withLength = withFamily(namesOnly, 'longitud', quickFamily(familyByKey('longitud')));
    // 5 ft = 5 × 0.3048 m = 1.524 m
    expect(parseQuery('5 pies a metros', withLength)).toMatchObject({ kind: 'answer', line: '5 ft → 1.524 m' });
  });
});

describe('/unidades/<familia>.json', () => {
  // The select's name is written only where it is more than the plural with a capital ('Galones (EE. UU.)').
  const ENGINE_FIELDS = ['symbol', 'rule', 'singular', 'plural', 'one', 'attached', 'display', 'slug'] as const;
  const FAMILY_FIELDS = [
    'base',
    'decimals',
    'money',
    'defaultValue',
    'valuePrefix',
    'symbolPrefix',
    'physicalMinimum',
    'keepTargetOnSourceChange',
    'refusesNegative',
    'zeroHasNoEquivalent',
  ] as const;
  const pick = <T extends object>(source: T, fields: readonly (keyof T)[]) =>
    Object.fromEntries(fields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]));

  it.each(catalogue)('gives the engine all it reads of %s', (key, family) => {
    const rebuilt = everyFamily.families[key]?.loaded?.family;
    expect(rebuilt && pick(rebuilt, FAMILY_FIELDS)).toEqual(pick(family, FAMILY_FIELDS));
    expect(Object.keys(rebuilt?.units ?? {})).toEqual(Object.keys(family.units));
    for (const [unitKey, unit] of Object.entries(family.units)) {
      const expected = pick(unit, ENGINE_FIELDS);
      const actual = rebuilt?.units[unitKey];
      expect({ unitKey, unit: actual && pick(actual, ENGINE_FIELDS) }).toEqual({ unitKey, unit: expected });
      expect({ unitKey, name: actual && displayName(actual).toLowerCase() }).toEqual({
        unitKey,
        name: displayName(unit).toLowerCase(),
      });
    }
  });

  it.each(catalogue)('gives the parser the other meanings the units of %s declare (issue 20)', (key, family) => {
    const rebuilt = everyFamily.families[key]?.loaded?.family;
    for (const [unitKey, unit] of Object.entries(family.units)) {
      const expected = unit.alsoMeans && { units: unit.alsoMeans.units, names: unit.alsoMeans.names.map(normalise) };
      expect({ unitKey, alsoMeans: rebuilt?.units[unitKey]?.alsoMeans }).toEqual({ unitKey, alsoMeans: expected });
    }
  });

  it('links every pair of the pair list to its page, and nothing else', () => {
    // A pair page of one ingredient (D29, 'tazas-de-harina-a-gramos') answers a question that names the ingredient,
    // which the unit files do not know: it is linked from its family's page, not from a question of two units. So
    // is a pixel pair at another resolution than 96 ppp (D30, 'pixeles-a-centimetros-a-300-ppp').
    const expected = PAIRS.filter(
      (pair) => QUICK_FAMILIES.includes(pair.module) && pair.ingredient === undefined && pair.ppp === undefined,
    );
    expect(Object.values(everyFamily.pairs).sort()).toEqual(expected.map((pair) => pair.path).sort());
    for (const pair of expected) {
      expect(everyFamily.pairs[`${pair.module.key} ${pair.spec.from} ${pair.spec.to}`]).toBe(pair.path);
    }
  });
});

describe('Unit.alsoMeans (issue 20)', () => {
  const declaring = catalogue.flatMap(([key, family]) =>
    Object.entries(family.units).flatMap(([unitKey, unit]) =>
      unit.alsoMeans ? [[`${key} ${unitKey}`, unit, family] as const] : [],
    ),
  );

  it('is declared where a name means two units of a family', () => {
    expect(declaring.map(([ref]) => ref)).toEqual(
      expect.arrayContaining([
        'volumen galones_us',
        'volumen onzas_liquidas',
        'volumen tazas_metricas',
        'volumen pintas_us',
        'volumen cuartos_galon_us',
        'peso toneladas',
        'peso quintales',
      ]),
    );
  });

  it.each(declaring)('%s: its own spellings, and other units of its family', (_ref, unit, family) => {
    const { units = [], names = [] } = unit.alsoMeans ?? {};
    expect(units.length).toBeGreaterThan(0);
    expect(names.length).toBeGreaterThan(0);
    const unitKey = Object.keys(family.units).find((candidate) => family.units[candidate] === unit);
    expect(units.filter((other) => other === unitKey || !(other in family.units))).toEqual([]);
    expect(names.filter((name) => !namesOf(unit).includes(normalise(name)))).toEqual([]);
  });

  it("comes in the family's own file; /unidades.json keeps its five slots a unit", () => {
    expect(quickNames().every(([, units]) => units.every((row) => row.length <= 5))).toBe(true);
    const volume = withFamily(namesOnly, 'volumen', quickFamily(familyByKey('volumen')));
    // 1 gal (EE. UU.) = 3.785411784 L
    expect(parseQuery('1 galón a litros', volume)).toMatchObject({
      kind: 'answer',
      line: '1 gal (EE. UU.) → 3.785412 L',
      alternatives: [{ label: '¿Galón imperial?', query: '1 galón imperial a litros' }],
    });
    expect(parseQuery('1 galón americano a litros', volume)).toMatchObject({ kind: 'answer', alternatives: [] });
  });
});
