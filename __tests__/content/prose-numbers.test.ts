/**
 * STYLE rule 11, D28 (issue 20): every conversion stated in the site's words is checked against the engine. The test
 * reads every string of every family module (route entry, page words and formula cards, every pair page's spec:
 * text, definition, questions and answers, ambiguity, table labels), the home page's words and the other routes'
 * titles and descriptions; finds each statement of an equivalence ('1 in = 2.54 cm', 'un televisor de 55 pulgadas
 * mide 139.7 cm', '81 cm dan casi 32 pulgadas') with the units' own names from the catalogue; converts one side with
 * the engine and judges the other side's figure. How statements are read is in __tests__/support/prose-statements.ts.
 *
 * The rule:
 * - an unmarked figure must be the engine's value rounded to the decimals it shows (1 m = 3.2808 ft; 0.0006 mi for
 *   1 m passes as a rounding, 0.0007 does not; 26 547 for 26 547.4 passes, 26 548 does not);
 * - 'exactamente', 'exactos', 'justos' ask for the engine's value itself;
 * - 'unos', 'unas', 'cerca de', 'aprox.', 'aproximadamente', 'alrededor de', 'en torno a', 'ronda', '≈' allow 5 %,
 *   but a figure of three or more significant digits must be right to within one unit of its last digit;
 *   'casi' also asks that the true value not exceed it;
 * - 'más de', 'menos de' are bounds that must hold ('algo' or 'poco' before them: within 15 %).
 *
 * What it does not read, and so does not check: a figure without a unit after it ('no 26 547 pies, sino 29 032'),
 * figures sharing one unit ('7349 u 8661 pies'), formulas ('1 ÷ 3.785411784 galones'), a unit qualified by words
 * outside the catalogue ('50 mpg británicas', '100 libras internacionales'), a verb it does not know ('ocupa' is
 * known, 'suele querer decir' is not), amounts across two families ('1 L de agua pesa 1 kg'), and comparisons in
 * words ('algo menor que un tercio de metro').
 *
 * PROSE_LIST=1 npx jest __tests__/content/prose-numbers.test.ts lists every statement read, with its verdict.
 */
import { statementsOf, type Reading, type Statement, type Text } from '@/__tests__/support/prose-statements';
import { FAMILIES } from '@/lib/families';
import { homeContent } from '@/lib/home-content';
import { PAIRS } from '@/lib/pairs';
import { ROUTES } from '@/lib/routes';

/** Every string under `value`, with its path. */
function stringsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

function allTexts(): Text[] {
  const texts: Text[] = [];
  for (const familyModule of FAMILIES) {
    for (const { path, text } of stringsOf({ route: familyModule.route, words: familyModule.words }, ''))
      texts.push({ where: `${familyModule.key}/${path}`, family: familyModule.key, text });
  }
  for (const pair of PAIRS) {
    for (const { path, text } of stringsOf(pair.spec, ''))
      texts.push({ where: `${pair.path}/${path}`, family: pair.module.key, text });
  }
  const families = new Set(FAMILIES.map((entry) => entry.route.path as string));
  for (const route of ROUTES) {
    if (families.has(route.path)) continue;
    for (const { path, text } of stringsOf({ title: route.title, description: route.description }, ''))
      texts.push({ where: `${route.path}/${path}`, text });
  }
  for (const { path, text } of stringsOf(homeContent, '')) texts.push({ where: `home/${path}`, text });
  return texts;
}

/**
 * Where a bare name means another unit than the catalogue's reading of it, because the sentence has just said which
 * ('la chilena, de 5400 varas'): the statement is still checked, in that unit.
 */
const READINGS: readonly Reading[] = [
  // The varas and leguas of each country, named by the sentence ('la legua legal mexicana, de 5000 varas').
  { where: 'longitud/words.sections.2.paragraphs.1', says: '5000 varas', unit: 'varas_mexico' },
  { where: 'longitud/words.sections.2.paragraphs.1', says: '5400 varas', unit: 'varas_chile' },
  { where: '/convertir-longitud/varas-mexicanas-a-metros/text', says: 'una legua', unit: 'leguas_mexico' },
  { where: '/convertir-longitud/varas-mexicanas-a-metros/text', says: '5000 varas', unit: 'varas_mexico' },
  { where: '/convertir-longitud/varas-colombianas-a-metros/text', says: '10 varas', unit: 'varas_colombia' },
  { where: '/convertir-longitud/varas-colombianas-a-metros/text', says: '125 varas', unit: 'varas_colombia' },
  { where: '/convertir-longitud/varas-argentinas-a-metros/text', says: '10 varas', unit: 'varas_argentina' },
  { where: '/convertir-longitud/varas-argentinas-a-metros/text', says: '150 varas', unit: 'varas_argentina' },
  { where: '/convertir-longitud/varas-chilenas-a-metros/text', says: '150 varas', unit: 'varas_chile' },
  { where: '/convertir-longitud/varas-chilenas-a-metros/text', says: '5400 varas', unit: 'varas_chile' },
  {
    where: '/convertir-longitud/leguas-castellanas-a-kilometros/ambiguity.text',
    says: '5000 varas',
    unit: 'varas_mexico',
  },
  // The nautical mile's page says 'millas' for its own unit.
  { where: '/convertir-longitud/kilometros-a-millas-nauticas/text', says: '21 600 millas', unit: 'millas_nauticas' },
  // Gold is weighed in troy ounces.
  { where: '/convertir-peso/gramos-a-onzas-troy/text', says: '32.15 onzas', unit: 'onzas_troy' },
  // The US cup and spoons on their own pages, and the imperial pint on its page.
  { where: '/convertir-volumen/tazas-estadounidenses-a-mililitros/text', says: 'media taza', unit: 'tazas_us' },
  { where: '/convertir-volumen/mililitros-a-tazas-estadounidenses/text', says: '2 tazas', unit: 'tazas_us' },
  { where: '/convertir-volumen/mililitros-a-tazas-estadounidenses/text', says: '2 cucharadas', unit: 'cucharadas_us' },
  {
    where: '/convertir-volumen/cucharadas-estadounidenses-a-mililitros/text',
    says: 'Dos cucharadas',
    unit: 'cucharadas_us',
  },
  { where: '/convertir-volumen/pintas-imperiales-a-mililitros/text', says: 'una pinta', unit: 'pintas_uk' },
  { where: '/convertir-volumen/pintas-imperiales-a-mililitros/text', says: '4 pintas', unit: 'pintas_uk' },
  // Tacos stood on end for heights.
  { where: '/longitud-tacos/metros-a-tacos-de-pie/text', says: '21.25 tacos', unit: 'tacos_vertical' },
  // The decimal data units where the sentence says it speaks of them (D7: the SI kB is 1000 B).
  { where: 'datos-digitales/words.intro', says: '1 kB', unit: 'kilobytes_decimales' },
  { where: 'datos-digitales/words.intro', says: '1 Mbit = 1 000 000', unit: 'megabits_decimales' },
  { where: 'datos-digitales/words.note.text', says: '1 kB', unit: 'kilobytes_decimales' },
  {
    where: '/convertir-datos-digitales/gigabytes-a-megabytes/ambiguity.text',
    says: '1 GB',
    unit: 'gigabytes_decimales',
  },
  {
    where: '/convertir-datos-digitales/gigabytes-a-megabytes/ambiguity.text',
    says: '1000 MB',
    unit: 'megabytes_decimales',
  },
  { where: '/convertir-datos-digitales/kilobytes-a-megabytes/text', says: '2 MB son', unit: 'megabytes_decimales' },
  {
    where: '/convertir-datos-digitales/kilobytes-a-megabytes/ambiguity.text',
    says: '1 MB son',
    unit: 'megabytes_decimales',
  },
  {
    where: '/convertir-datos-digitales/kilobytes-a-megabytes/ambiguity.text',
    says: '1000 kB',
    unit: 'kilobytes_decimales',
  },
  { where: '/convertir-datos-digitales/gigabytes-a-terabytes/text', says: '2 TB ofrece', unit: 'terabytes_decimales' },
  {
    where: '/convertir-datos-digitales/gigabits-decimales-a-megabytes-decimales/definition',
    says: '1 Gbit',
    unit: 'gigabits_decimales',
  },
];

/** Figures that look like a conversion and are not one, each with the reason; they are not judged. */
const UNCHECKED: readonly { where: string; words: string; why: string }[] = [
  {
    where: '/convertir-longitud/varas-argentinas-a-metros/text',
    words: '6000 varas suma casi 4 m',
    why: 'the difference between two readings of the vara over a league, not a league',
  },
  {
    where: '/convertir-longitud/leguas-castellanas-a-kilometros/text',
    words: '20 000 pies o 6666⅔ varas',
    why: 'Castilian feet (a third of a vara), which the catalogue does not list',
  },
  {
    where: 'area/words.sections.2.paragraphs.1',
    words: 'la manzana ronda los 7042 m²',
    why: 'the manzana of Nicaragua, on a longer vara than the catalogue’s Castilian one',
  },
  {
    where: '/convertir-area/manzanas-a-hectareas/text',
    words: 'la manzana ronda los 7042 m²',
    why: 'the manzana of Nicaragua, on a longer vara than the catalogue’s Castilian one',
  },
  {
    where: '/convertir-peso/gramos-a-miligramos/text',
    words: '2000 mg, o 5 g',
    why: '2000 mg of sodium are in 5 g of salt',
  },
  {
    where: '/convertir-temperatura/kelvin-a-fahrenheit/text',
    words: '2 K son 3.6 °F',
    why: 'a difference of temperature, not a temperature',
  },
  {
    where: '/convertir-velocidad/nudos-a-millas-por-hora/text',
    words: '137 nudos, 157 mph',
    why: 'the Saffir-Simpson thresholds as the National Hurricane Center states them in each unit',
  },
  {
    where: '/convertir-energia/therms-a-kilovatios-hora/definition',
    words: '100 000 BTU',
    why: 'the US therm is 100 000 BTU of 59 °F; the catalogue’s BTU is the International Table one',
  },
];
const spaced = (text: string) => text.replace(/\s+/g, ' ');
const unchecked = (statement: Statement) =>
  UNCHECKED.some((entry) => entry.where === statement.where && spaced(statement.words).includes(entry.words));

const statements: Statement[] = allTexts()
  .flatMap((text) => statementsOf(text, READINGS))
  .filter((statement) => !unchecked(statement));
const show = (statement: Statement) =>
  `${statement.where}: «${statement.words}» — ${statement.problem ?? 'bien'} (${statement.from.value} ${statement.from.unit} = ${statement.truth} ${statement.to.unit})`;

if (process.env.PROSE_LIST) {
  console.log(statements.map(show).join('\n'));
}

describe('the reader of statements', () => {
  const read = (text: string, family?: string) =>
    statementsOf({ where: 'prueba', family, text }).map((statement) => [statement.words, statement.ok]);

  it('reads symbols, names, number words and markers, and judges each figure', () => {
    expect(read('1 in = 2.54 cm; 1 in = 2.55 cm')).toEqual([
      ['1 in = 2.54 cm', true],
      ['1 in = 2.55 cm', false],
    ]);
    expect(read('Un televisor de 55 pulgadas mide 139.7 cm; una pantalla de 15.6 pulgadas mide casi 40 cm')).toEqual([
      ['55 pulgadas mide 139.7 cm', true],
      ['15.6 pulgadas mide casi 40 cm', true],
    ]);
    expect(read('1 m son 0.0006214 mi, y 1 m son 0.0007 mi')).toEqual([
      ['1 m son 0.0006214 mi', true],
      ['1 m son 0.0007 mi', false],
    ]);
    expect(read('5 km son casi 3 millas')).toEqual([['5 km son casi 3 millas', false]]);
    expect(read('un pie son 12 pulgadas, es decir, 0.3048 metros')).toEqual([
      ['un pie son 12 pulgadas', true],
      ['12 pulgadas, es decir, 0.3048 metros', true],
    ]);
    expect(read('5 pies y 7 pulgadas son 170.18 cm')).toEqual([['5 pies y 7 pulgadas son 170.18 cm', true]]);
  });

  it('leaves out what is not one amount in two units', () => {
    expect(read('1 m = 3.2808 ft, 1 in = 2.54 cm')).toEqual([
      ['1 m = 3.2808 ft', true],
      ['1 in = 2.54 cm', true],
    ]);
    expect(read('seis botellas de 500 mL son 3 L')).toEqual([]);
    expect(read('de 10 a 20 mL; 1 m a 1 km, o 10 cm a 100 m')).toEqual([]);
    expect(read('el Everest, de 8849 m, no tiene 26 547 pies, sino 29 032')).toEqual([]);
    expect(read('el ancho de 40 millas por galón imperial son unas 33.3 millas por galón', 'longitud')).toEqual([
      ['40 millas por galón imperial son unas 33.3 millas por galón', true],
    ]);
  });
});

describe('numbers in prose (STYLE 11, D28)', () => {
  it(`finds and checks ${statements.length} statements of a conversion`, () => {
    expect(statements.length).toBeGreaterThan(300);
  });

  it('reads the statements everybody quotes', () => {
    const read = (where: string, words: string) =>
      statements.some((statement) => statement.where.startsWith(where) && statement.words.includes(words));
    expect(read('/convertir-longitud/pulgadas-a-centimetros/text', '55 pulgadas mide 139.7 cm')).toBe(true);
    expect(read('longitud/route.description', '1 m = 3.2808 ft')).toBe(true);
    expect(read('longitud/route.description', '1 in = 2.54 cm')).toBe(true);
  });

  it('keeps its readings and exceptions pointing at words the site still has', () => {
    const texts = new Map(allTexts().map((text) => [text.where, spaced(text.text)]));
    for (const { where, says } of READINGS)
      expect({ where, says, found: texts.get(where)?.includes(says) }).toEqual({ where, says, found: true });
    for (const { where, words } of UNCHECKED)
      expect({ where, words, found: texts.get(where)?.includes(words) }).toEqual({ where, words, found: true });
  });

  it('finds every figure right', () => {
    expect(statements.filter((statement) => !statement.ok).map(show)).toEqual([]);
  });
});
