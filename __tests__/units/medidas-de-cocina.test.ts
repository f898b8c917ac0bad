import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';
import { DEFAULT_INGREDIENT, INGREDIENTS, INGREDIENT_ENTRIES } from '@/lib/families/medidas-de-cocina/ingredients';
import { medidasDeCocina } from '@/lib/families/medidas-de-cocina/units';
import { normalise } from '@/lib/normalise';
import { pairAnswerOf } from '@/lib/pair-view';
import { PAIRS } from '@/lib/pairs';
import { evaluate } from '@/lib/units/evaluate';
import { crossesDensity, ingredientLabel, withIngredient } from '@/lib/units/ingredients';
import { parseKitchenAmount } from '@/lib/units/parse';
import type { Ingredient } from '@/lib/units/types';

const ingredient = (key: string): Ingredient => {
  const found = INGREDIENTS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no ingredient ${key}`);
  return found;
};
const at = (key: string) => withIngredient(medidasDeCocina, ingredient(key));

/**
 * D29: each density worked out from its source figure, grams ÷ the US measure in mL (NIST Handbook 44: cup =
 * 3785.411784 / 16 = 236.5882365 mL, tablespoon 14.78676478125 mL, teaspoon 4.92892159375 mL), to four
 * significant digits: 125 g ÷ 236.5882365 mL = 0.52834 g/mL.
 */
const DENSITIES: readonly [key: string, grams: number, per: 'cup' | 'tbsp' | 'tsp' | 'ml', gramsPerMl: number][] = [
  ['harina-de-trigo', 125, 'cup', 0.5283],
  ['harina-integral', 120, 'cup', 0.5072],
  ['harina-de-fuerza', 137, 'cup', 0.5791],
  ['harina-de-maiz-nixtamalizada', 114, 'cup', 0.4818],
  ['harina-de-arroz', 158, 'cup', 0.6678],
  ['almendra-molida', 95, 'cup', 0.4015],
  ['maicena', 128, 'cup', 0.541],
  ['arrurruz', 128, 'cup', 0.541],
  ['semola', 167, 'cup', 0.7059],
  ['polenta', 157, 'cup', 0.6636],
  ['azucar', 200, 'cup', 0.8454],
  ['azucar-moreno', 220, 'cup', 0.9299],
  ['azucar-glas', 120, 'cup', 0.5072],
  ['miel', 339, 'cup', 1.433],
  ['sirope-de-arce', 315, 'cup', 1.331],
  ['jarabe-de-maiz', 341, 'cup', 1.441],
  ['melaza', 337, 'cup', 1.424],
  ['mantequilla', 227, 'cup', 0.9595],
  ['manteca-de-cerdo', 205, 'cup', 0.8665],
  ['margarina', 227, 'cup', 0.9595],
  ['aceite-de-oliva', 216, 'cup', 0.913],
  ['aceite-de-girasol', 218, 'cup', 0.9214],
  ['aceite-de-coco', 218, 'cup', 0.9214],
  ['leche', 244, 'cup', 1.031],
  ['leche-condensada', 306, 'cup', 1.293],
  ['leche-evaporada', 252, 'cup', 1.065],
  ['nata', 238, 'cup', 1.006],
  ['crema-agria', 230, 'cup', 0.9722],
  ['yogur', 245, 'cup', 1.036],
  ['leche-en-polvo', 128, 'cup', 0.541],
  ['queso-rallado', 100, 'cup', 0.4227],
  ['queso-crema', 232, 'cup', 0.9806],
  ['agua', 1, 'ml', 1],
  ['vinagre', 238, 'cup', 1.006],
  ['salsa-de-soja', 255, 'cup', 1.078],
  ['arroz', 185, 'cup', 0.7819],
  ['arroz-integral', 185, 'cup', 0.7819],
  ['avena', 81, 'cup', 0.3424],
  ['quinoa', 170, 'cup', 0.7185],
  ['lentejas', 192, 'cup', 0.8115],
  ['frijoles', 184, 'cup', 0.7777],
  ['frijoles-negros', 194, 'cup', 0.82],
  ['garbanzos', 200, 'cup', 0.8454],
  ['cacao', 86, 'cup', 0.3635],
  ['chispas-de-chocolate', 168, 'cup', 0.7101],
  // 1 g ÷ 4.92892159375 mL
  ['cafe-soluble', 1, 'tsp', 0.2029],
  ['sal', 292, 'cup', 1.234],
  // 4.6 g ÷ 4.92892159375 mL
  ['polvo-de-hornear', 4.6, 'tsp', 0.9333],
  ['bicarbonato', 4.6, 'tsp', 0.9333],
  // 12 g ÷ 14.78676478125 mL
  ['levadura-seca', 12, 'tbsp', 0.8115],
  ['pan-rallado', 108, 'cup', 0.4565],
  ['nueces', 117, 'cup', 0.4945],
  ['almendras', 143, 'cup', 0.6044],
  ['cacahuetes', 146, 'cup', 0.6171],
  ['coco-rallado', 93, 'cup', 0.3931],
  ['pasas', 145, 'cup', 0.6129],
  ['crema-de-cacahuete', 258, 'cup', 1.091],
];

describe('the ingredients (D29)', () => {
  it('are at least 40, each once, with the page opening on wheat flour', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(40);
    expect(DENSITIES.map(([key]) => key).sort()).toEqual(INGREDIENTS.map((item) => item.key).sort());
    expect(INGREDIENTS.map((item) => item.key)).toContain(DEFAULT_INGREDIENT);
    expect(medidasDeCocinaFamily.ingredients?.initial).toBe('harina-de-trigo');
  });

  it.each(DENSITIES)('%s: %s g per US %s is %s g/mL', (key, grams, per, gramsPerMl) => {
    const entry = INGREDIENT_ENTRIES.find((candidate) => candidate.key === key);
    expect({ grams: entry?.figure.grams, per: entry?.figure.per }).toEqual({ grams, per });
    expect(ingredient(key).gramsPerMl).toBeCloseTo(gramsPerMl, 4 - Math.ceil(Math.log10(gramsPerMl)));
  });

  it('agrees with the figure each source comment quotes', () => {
    const source = readFileSync(join(__dirname, '../../lib/families/medidas-de-cocina/ingredients.ts'), 'utf8');
    const comment =
      /\/\/ USDA SR Legacy NDB (\d{5}) \(FDC (\d+)\), ([^\n]+?)(?:\n\s*\/\/ ([^\n]+))?\n\s*food\(\s*'([^']+)'/g;
    const quoted = [...source.matchAll(comment)].map((match) => {
      const text = `${match[3]} ${match[4] ?? ''}`;
      const figure = /: 1 (cup|tbsp|tsp|ml)[^:=]*= ([\d.]+) g/.exec(text);
      return { key: match[5], ndb: match[1], fdc: Number(match[2]), per: figure?.[1], grams: Number(figure?.[2]) };
    });
    expect(quoted.map((entry) => entry.key).sort()).toEqual(INGREDIENT_ENTRIES.map((entry) => entry.key).sort());
    for (const entry of quoted) {
      const data = INGREDIENT_ENTRIES.find((candidate) => candidate.key === entry.key)?.figure;
      expect(entry).toEqual({ key: entry.key, ndb: data?.ndb, fdc: data?.fdc, per: data?.per, grams: data?.grams });
    }
  });

  it("shows the other countries' names beside the name, each a name it is read by (D35)", () => {
    expect(ingredientLabel(ingredient('cacahuetes'))).toBe('Cacahuetes (maní, cacahuates)');
    expect(ingredientLabel(ingredient('mantequilla'))).toBe('Mantequilla (manteca)');
    expect(ingredientLabel(ingredient('harina-de-trigo'))).toBe('Harina de trigo');
    for (const item of INGREDIENTS) {
      for (const name of item.shownWith ?? [])
        expect({ key: item.key, name, known: item.names.includes(name) }).toEqual({ key: item.key, name, known: true });
    }
  });

  it('reads «manteca» as butter and says it also means lard, an ingredient of its own (D35)', () => {
    expect(ingredient('mantequilla').alsoMeans).toEqual({ names: ['manteca'], ingredients: ['manteca-de-cerdo'] });
    expect(ingredient('manteca-de-cerdo').gramsPerMl).not.toBe(ingredient('mantequilla').gramsPerMl);
  });

  it('prints its source with the food number and the figure', () => {
    expect(ingredient('harina-de-trigo').source).toBe(
      'USDA FoodData Central (SR Legacy), alimento 20081: 1 taza (EE. UU.) = 125 g',
    );
    expect(ingredient('azucar-moreno').source).toBe(
      'USDA FoodData Central (SR Legacy), alimento 19334: 1 taza (EE. UU.) compactada = 220 g',
    );
  });

  it('gives every name to one ingredient only, and never a name of a unit', () => {
    const owners = new Map<string, string>();
    for (const item of INGREDIENTS) {
      for (const name of [item.name, ...item.names]) {
        expect({ name, owner: owners.get(normalise(name)) ?? item.key }).toEqual({ name, owner: item.key });
        owners.set(normalise(name), item.key);
      }
    }
    expect(owners.has('taza')).toBe(false);
  });

  it('names the regional words the issue lists', () => {
    const named = (word: string) =>
      INGREDIENTS.find((item) => [item.name, ...item.names].some((name) => normalise(name) === normalise(word)))?.key;
    expect(named('maicena')).toBe('maicena');
    expect(named('fécula de maíz')).toBe('maicena');
    for (const word of ['azúcar glas', 'azúcar impalpable', 'azúcar glass', 'azúcar pulverizada'])
      expect(named(word)).toBe('azucar-glas');
    expect(named('nata')).toBe('nata');
    expect(named('crema de leche')).toBe('nata');
    expect(named('manteca')).toBe('mantequilla');
    for (const word of ['frijoles', 'judías', 'porotos']) expect(named(word)).toBe('frijoles');
  });
});

// Volume to volume and mass to mass, from the definitions (NIST HB 44; the 1959 pound), whatever the ingredient.
const exact: Case[] = [
  // 3.785411784 L / 16 = 236.5882365 mL
  [1, 'tazas_us', 'mililitros', 236.5882365],
  [1, 'tazas_us', 'cucharadas_us', 16],
  [1, 'cucharadas_us', 'cucharaditas_us', 3],
  [1, 'tazas_us', 'onzas_liquidas', 8],
  [1, 'cucharadas_us', 'mililitros', 14.78676478125],
  [1, 'cucharaditas_us', 'mililitros', 4.92892159375],
  [1, 'tazas_metricas', 'mililitros', 250],
  [1, 'cucharadas', 'cucharaditas', 3],
  [1, 'cucharadas', 'mililitros', 15],
  [1, 'litros', 'decilitros', 10],
  [1, 'decilitros', 'centilitros', 10],
  // 250 / 236.5882365
  [1, 'tazas_metricas', 'tazas_us', 250 / 236.5882365],
  [1, 'libras', 'gramos', 453.59237],
  // 453.59237 / 16
  [1, 'onzas', 'gramos', 28.349523125],
  [1, 'kilogramos', 'libras', 1 / 0.45359237],
  [1, 'gramos', 'miligramos', 1000],
  // D24: the 240 mL cup of US nutrition labels (21 CFR 101.9(b)(5)(viii)) and the 10 mL dessert spoon
  [1, 'tazas_legales_us', 'mililitros', 240],
  // 240 / 236.5882365 = 1.01442068…
  [1, 'tazas_legales_us', 'tazas_us', 240 / 236.5882365],
  [1, 'tazas_legales_us', 'cucharadas', 16],
  [1, 'cucharadas_postre', 'mililitros', 10],
  [1, 'cucharadas_postre', 'cucharaditas', 2],
  [3, 'cucharadas_postre', 'cucharadas', 2],
];

describe('volume to volume and mass to mass: exact, no ingredient needed', () => {
  it.each(exact)('%s %s → %s = %s', (value, from, to, expected) => {
    for (const key of ['harina-de-trigo', 'miel', 'avena', 'agua']) {
      expectClose(convertOrThrow(value, from, to, at(key)), expected, 1e-12);
    }
    expect(crossesDensity(from, to, at('miel'))).toBe(false);
  });
});

describe('volume to mass through the ingredient (approximate)', () => {
  it.each([
    // the source figures themselves
    [1, 'tazas_us', 'gramos', 'harina-de-trigo', 125],
    [1, 'tazas_us', 'gramos', 'azucar', 200],
    [1, 'tazas_us', 'gramos', 'miel', 339],
    [1, 'cucharaditas_us', 'gramos', 'polvo-de-hornear', 4.6],
    [1, 'cucharadas_us', 'gramos', 'levadura-seca', 12],
    // half a cup of butter: 227 / 2
    [0.5, 'tazas_us', 'gramos', 'mantequilla', 113.5],
    // a metric cup of flour: 250 mL × 125 g / 236.5882365 mL = 132.0861…
    [1, 'tazas_metricas', 'gramos', 'harina-de-trigo', (250 * 125) / 236.5882365],
    // a metric tablespoon of sugar: 15 × 200 / 236.5882365 = 12.6803…
    [1, 'cucharadas', 'gramos', 'azucar', (15 * 200) / 236.5882365],
    // 100 g of butter in US tablespoons: 100 / (227 / 16)
    [100, 'gramos', 'cucharadas_us', 'mantequilla', 1600 / 227],
    // a cup of flour in ounces: 125 / 28.349523125
    [1, 'tazas_us', 'onzas', 'harina-de-trigo', 125 / 28.349523125],
  ] as const)('%s %s → %s of %s = %s', (value, from, to, key, expected) => {
    expectClose(convertOrThrow(value, from, to, at(key)), expected, 1e-12);
    expect(crossesDensity(from, to, at(key))).toBe(true);
  });

  it.each(INGREDIENTS.map((item) => [item.key]))('%s: a cup to grams and back is a cup', (key) => {
    const family = at(key);
    for (const [volume, mass] of [
      ['tazas_us', 'gramos'],
      ['cucharadas', 'onzas'],
      ['mililitros', 'libras'],
    ] as const) {
      expectClose(convertOrThrow(convertOrThrow(2.5, volume, mass, family), mass, volume, family), 2.5, 1e-12);
    }
  });

  it('weighs the nutrition-label cup and the dessert spoon by the same density', () => {
    // 240 mL × 125 g / 236.5882365 mL = 126.8026…; 10 mL × 200 g / 236.5882365 mL = 8.4535…
    expectClose(
      convertOrThrow(1, 'tazas_legales_us', 'gramos', at('harina-de-trigo')),
      (240 * 125) / 236.5882365,
      1e-12,
    );
    expectClose(convertOrThrow(1, 'cucharadas_postre', 'gramos', at('azucar')), (10 * 200) / 236.5882365, 1e-12);
  });

  it('weighs as water where no ingredient is chosen (the registry family), at 1 g per mL', () => {
    // 1 US cup = 3.785411784 L / 16 = 236.5882365 mL of water = 236.5882365 g; 1 L = 1000 g, not 1001.74 g
    expectClose(convertOrThrow(1, 'tazas_us', 'gramos', medidasDeCocina), 236.5882365, 1e-12);
    expectClose(convertOrThrow(1, 'litros', 'gramos', medidasDeCocina), 1000, 1e-12);
  });
});

describe('the pair pages', () => {
  const cooking = PAIRS.filter((pair) => pair.module.key === 'medidas-de-cocina');

  it('are about thirty, named by their ingredient', () => {
    expect(cooking.length).toBeGreaterThanOrEqual(28);
    expect(cooking.map((pair) => pair.slug)).toEqual(
      expect.arrayContaining(['tazas-de-harina-a-gramos', 'gramos-de-mantequilla-a-cucharadas', 'tazas-a-mililitros']),
    );
  });

  it('answer with the ingredient and its figure', () => {
    const flour = cooking.find((pair) => pair.slug === 'tazas-de-harina-a-gramos');
    if (!flour) throw new Error('no flour pair');
    expect(pairAnswerOf(flour)).toEqual({
      words: '1 taza estadounidense de harina de trigo ≈ 125 gramos',
      symbols: '1 taza (EE. UU.) ≈ 125 g',
      exact: false,
    });
  });
});

describe('the value field reads the fractions recipes write (issue 22)', () => {
  it.each([
    ['½', 0.5],
    ['¼', 0.25],
    ['¾', 0.75],
    ['⅓', 1 / 3],
    ['1/3', 1 / 3],
    ['1 1/2', 1.5],
    ['1 ½', 1.5],
    ['2¾', 2.75],
    ['1,5', 1.5],
  ] as const)('%s is %s', (text, value) => {
    const parsed = parseKitchenAmount(text);
    expect(parsed.ok && parsed.value).toBeCloseTo(value, 12);
  });

  it.each(['1/0', 'media', '½½', '1/2/3'])('refuses %s', (text) => {
    expect(parseKitchenAmount(text).ok).toBe(false);
  });

  it('on the cooking page only', () => {
    // ½ US cup of flour: 125 / 2 = 62.5 g
    expect(evaluate({ valueText: '½', from: 'tazas_us', to: 'gramos' }, at('harina-de-trigo')).line).toBe(
      '0.5 tazas (EE. UU.) → 62.5 g',
    );
    expect(evaluate({ valueText: '½', from: 'tazas_us', to: 'mililitros' }, medidasDeCocinaFamily.units).hint).toBe('');
  });
});

describeRoundTrips(medidasDeCocina);
