/**
 * Issue 35: lib/tools/recipe. Expected values worked out by hand from the definitions and the USDA figures of
 * lib/families/medidas-de-cocina/ingredients.ts, never pasted back from the code:
 * - US cup = US gal / 16 = 3785.411784 / 16 = 236.5882365 mL (NIST Handbook 44); plain 'cucharada' and 'cucharadita'
 *   are the metric 15 and 5 mL (D29); the US teaspoon is US gal / 768 = 4.92892159375 mL;
 * - flour 125 g, brown sugar (packed) 220 g, milk 244 g, salt 292 g, butter 227 g, olive oil 216 g, honey 339 g,
 *   sugar 200 g per US cup; the ounce 28.349523125 g (lb / 16);
 * - through a density, 3 significant digits (D33); amounts and counts scaled by servings (6 / 4 = 1.5).
 */
import fc from 'fast-check';
import { KITCHEN_UNITS } from '@/components/recipe/kitchen-units';
import { FAMILIES } from '@/lib/families';
import {
  convertLine,
  convertRecipe,
  MAX_LINES,
  readFactor,
  readServings,
  recipeText,
  servingsFactor,
  type RecipeMode,
} from '@/lib/tools/recipe/convert';
import { ingredientIn, readAmount, readLine } from '@/lib/tools/recipe/read';
import { countText, cupsAndSpoons, partsText } from '@/lib/tools/recipe/write';
import { convert } from '@/lib/units/engine';
import { shownResult } from '@/lib/units/evaluate';
import { withIngredient } from '@/lib/units/ingredients';

const weighing = FAMILIES.find((entry) => entry.ingredients);
if (!weighing?.ingredients) throw new Error('no family weighs ingredients');
const kitchen = { family: weighing.units, ingredients: weighing.ingredients.items, units: KITCHEN_UNITS };

const CUP = 3785.411784 / 16;

const line = (text: string, mode: RecipeMode = 'gramos', factor = 1) => convertLine(text, kitchen, mode, factor);
const ingredient = (key: string) => {
  const found = kitchen.ingredients.find((item) => item.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('the lines of issue 35, in grams', () => {
  it.each([
    // 2 × 125 = 250 g
    ['2 tazas de harina', '250 g de harina'],
    // 220 / 2 = 110 g
    ['1/2 taza de azúcar moreno', '110 g de azúcar moreno'],
    // 292 / 236.5882365 × 5 = 6.171 g
    ['1 cdita. de sal', '6.17 g de sal'],
    // 200 × 244 / 236.5882365 = 206.27 g
    ['200 ml de leche', '206 g de leche'],
    // the US teaspoon: 292 / 48 = 6.083 g
    ['1 cucharadita americana de sal', '6.08 g de sal'],
    // 1.5 × 244 = 366 g, however the half is written
    ['1 taza y media de leche', '366 g de leche'],
    ['taza y media de leche', '366 g de leche'],
    ['1 ½ tazas de leche', '366 g de leche'],
    ['1 1/2 tazas de leche', '366 g de leche'],
    // 200 × 3/4 = 150 g; 200 / 2 = 100 g
    ['tres cuartos de taza de azúcar', '150 g de azúcar'],
    ['media taza de azúcar', '100 g de azúcar'],
    // 339 / 236.5882365 × 15 × 2 = 42.99 g
    ['2 cucharadas de miel', '43 g de miel'],
    // 216 / 236.5882365 × 15 = 13.69 g per spoon: 27.39 and 41.08 g
    ['2-3 cucharadas de aceite de oliva', '27.4–41.1 g de aceite de oliva'],
    // 8 × 28.349523125 = 226.8 g: mass to mass needs no density
    ['8 oz de queso crema', '227 g de queso crema'],
    // the quantity at the end, the marks in front kept as written
    ['Harina: 2 tazas', 'Harina: 250 g'],
    ['- 2 tazas de harina', '- 250 g de harina'],
    // 250 g stays 250 g
    ['250 g de mantequilla derretida', '250 g de mantequilla derretida'],
  ])('%s → %s', (typed, expected) => {
    expect(line(typed)).toMatchObject({ status: 'converted', text: expected });
  });

  it('writes a figure through a density as the converter does (shownResult, D33)', () => {
    const flour = withIngredient(kitchen.family, ingredient('harina-de-trigo'));
    const result = convert(2, 'tazas_us', 'gramos', flour);
    expect(result.ok && shownResult(result.value, 'tazas_us', 'gramos', flour).text).toBe('250 g');
    const milk = withIngredient(kitchen.family, ingredient('leche'));
    const milkResult = convert(200, 'mililitros', 'gramos', milk);
    expect(milkResult.ok && shownResult(milkResult.value, 'mililitros', 'gramos', milk).text).toBe('206 g');
  });

  it('says what a density-based line rests on, with its USDA source (D29)', () => {
    expect(line('2 tazas de harina')).toMatchObject({
      note: 'Aproximado, con la densidad de harina de trigo',
      source: 'USDA FoodData Central (SR Legacy), alimento 20081: 1 taza (EE. UU.) = 125 g',
    });
    expect(line('8 oz de queso crema').note).toBe('');
  });

  it('keeps what it cannot convert and says why', () => {
    expect(line('3 huevos')).toMatchObject({
      status: 'counted',
      text: '3 huevos',
      note: '3 huevos: sin medida que convertir',
    });
    expect(line('una pizca de canela')).toMatchObject({
      status: 'kept',
      text: 'una pizca de canela',
      note: 'Una pizca: no tiene volumen fijo',
    });
    expect(line('un chorrito de aceite').note).toBe('Un chorrito: no tiene volumen fijo');
    expect(line('1 vaso de leche').note).toBe('1 vaso: no tiene volumen fijo');
    expect(line('unas gotas de vainilla').note).toBe('Unas gotas: no tiene volumen fijo');
    expect(line('sal al gusto').note).toBe('Al gusto: sin cantidad que convertir');
    expect(line('2 dientes de ajo')).toMatchObject({ status: 'counted', note: '2 dientes: sin medida que convertir' });
    expect(line('harina').note).toBe('Harina: sin cantidad que convertir');
  });

  it('converts an unknown ingredient’s volume only, in mL, and says so', () => {
    // 236.5882365 mL → 237 mL
    expect(line('1 taza de chía')).toMatchObject({
      text: '237 mL de chía',
      note: '«chía» no está en la lista de ingredientes: solo el volumen, en mL',
    });
    // another food after a known name is not that name's: chickpea flour is not wheat flour
    expect(line('1 taza de harina de garbanzo').text).toBe('237 mL de harina de garbanzo');
    expect(line('1 taza de leche de coco').text).toBe('237 mL de leche de coco');
    expect(line('1 taza').note).toBe('Falta el ingrediente: solo el volumen, en mL');
  });

  it('leaves instructions alone, scaled or not', () => {
    for (const text of ['Para la masa:', 'Hornear 30 minutos a 180 °C', '1. Precalentar el horno', '30 minutos']) {
      expect(line(text, 'gramos', 2)).toEqual({ original: text, text, status: 'text', note: '' });
    }
  });

  it('reads «manteca» as butter and says it may be lard (D35), and a heaped spoon as level', () => {
    expect(line('1 cucharada colmada de manteca').note).toBe(
      'Aproximado, con la densidad de mantequilla; colmada: se calcula rasa; «manteca» se lee como mantequilla; si es manteca de cerdo, escríbelo así',
    );
  });

  it('does not pass off «1.000» as a thousand', () => {
    expect(line('1.000 g de harina')).toMatchObject({
      text: '1 g de harina',
      note: '1.000 se lee como 1; si querías decir 1000, escríbelo sin separador',
    });
  });
});

describe('the other directions', () => {
  it('mililitros: volumes in mL and masses in g, without densities', () => {
    expect(line('200 ml de leche', 'mililitros').text).toBe('200 mL de leche');
    // 2 × 236.5882365 = 473.18 mL
    expect(line('2 tazas de harina', 'mililitros')).toMatchObject({ text: '473 mL de harina', note: '' });
    expect(line('8 oz de queso crema', 'mililitros').text).toBe('227 g de queso crema');
  });

  it('tazas: cups in quarters and thirds, spoons in halves, what is left in tablespoons', () => {
    // 250 / 125 = 2 cups exactly
    expect(line('250 g de harina', 'tazas')).toMatchObject({
      text: '2 tazas (EE. UU.) de harina',
      note: 'Aproximado, con la densidad de harina de trigo',
    });
    // 200 / 236.5882365 = 0.845 cup: ¾ cup (177.44 mL) and 22.56 mL = 1.5 tablespoons of 15 mL; 199.94 mL in all,
    // within 0.5 %, so nothing to say
    expect(line('200 ml de leche', 'tazas')).toMatchObject({
      text: '¾ de taza (EE. UU.) más 1 ½ cucharadas métricas de leche',
      note: '',
    });
    // × 1.5: 300 / 236.5882365 = 1.268 cups, 4.3 mL from 1 ¼ (295.7 mL): rounded, and said
    expect(line('200 ml de leche', 'tazas', 1.5)).toMatchObject({
      text: '1 ¼ tazas (EE. UU.) de leche',
      note: 'Redondeado a la medida más cercana: son 300 mL',
    });
    // 100 g / (227 / 236.5882365 g/mL) = 104.2 mL = 0.4405 cup: ⅓ cup and 25.4 mL = 1.69 → 1 ½ tablespoons
    expect(line('100 g de mantequilla', 'tazas')).toMatchObject({
      text: '⅓ de taza (EE. UU.) más 1 ½ cucharadas métricas de mantequilla',
      note: 'Aproximado, con la densidad de mantequilla; redondeado a la medida más cercana: son 104 mL',
    });
    expect(line('1 cdita. de sal', 'tazas').text).toBe('1 cucharadita métrica de sal');
    expect(line('2-3 cucharadas de aceite', 'tazas').text).toBe('2 a 3 cucharadas métricas de aceite');
    // a mass with no known density stays a mass
    expect(line('100 g de chía', 'tazas')).toMatchObject({
      text: '100 g de chía',
      note: '«chía» no está en la lista de ingredientes: sin su densidad, el peso no pasa a tazas',
    });
  });

  it('writes the measures of a measuring set', () => {
    const write = (ml: number) => partsText(cupsAndSpoons(ml, kitchen).parts, kitchen);
    expect(write(CUP / 2)).toBe('½ taza (EE. UU.)');
    expect(write(CUP / 4)).toBe('¼ de taza (EE. UU.)');
    expect(write(CUP)).toBe('1 taza (EE. UU.)');
    expect(write((CUP * 5) / 3)).toBe('1 ⅔ tazas (EE. UU.)');
    expect(write(30)).toBe('2 cucharadas métricas');
    expect(write(2.5)).toBe('½ cucharadita métrica');
    expect(write(1.25)).toBe('¼ de cucharadita métrica');
    // 0.625 mL is an eighth of a 5 mL teaspoon; 0.2 mL is less than half of one
    expect(write(0.625)).toBe('⅛ de cucharadita métrica');
    expect(write(0.9)).toBe('⅛ de cucharadita métrica');
    expect(write(1)).toBe('¼ de cucharadita métrica');
    expect(write(0.2)).toBe('menos de ⅛ de cucharadita métrica');
  });
});

describe('scaling', () => {
  const example = ['2 tazas de harina', '1/2 taza de azúcar moreno', '3 huevos', '1 cdita. de sal', '200 ml de leche'];

  it('from 4 to 6 people multiplies by 1.5', () => {
    const factor = servingsFactor(4, 6);
    expect(factor).toEqual({ ok: true, value: 1.5 });
    const outcome = convertRecipe(example.join('\n'), kitchen, { mode: 'gramos', factor: 1.5 });
    expect(outcome.lines.map((item) => item.text)).toEqual([
      // 250 × 1.5; 110 × 1.5; 3 × 1.5; 6.171 × 1.5 = 9.257; 206.27 × 1.5 = 309.4
      '375 g de harina',
      '165 g de azúcar moreno',
      '4 ½ huevos',
      '9.26 g de sal',
      '309 g de leche',
    ]);
    expect(outcome).toMatchObject({ converted: 4, measured: 5, message: '' });
  });

  it('makes a counted noun agree with its new number', () => {
    expect(line('1 huevo', 'gramos', 2).text).toBe('2 huevos');
    expect(line('1 huevo grande', 'gramos', 3).text).toBe('3 huevos grandes');
    expect(line('1 limón', 'gramos', 3).text).toBe('3 limones');
    expect(line('2 dientes de ajo', 'gramos', 0.5).text).toBe('1 diente de ajo');
    expect(line('4 nueces', 'gramos', 0.25).text).toBe('1 nuez');
    // unscaled, the line stays exactly as written
    expect(line('una lata de tomate', 'gramos', 1).text).toBe('una lata de tomate');
  });

  it('leaves a measure with no fixed volume to the cook', () => {
    expect(line('una pizca de canela', 'gramos', 2)).toMatchObject({
      text: 'una pizca de canela',
      note: 'Una pizca: no tiene volumen fijo; ajusta la cantidad a tu gusto',
    });
  });

  it('writes counts in whole numbers and the fractions of a recipe', () => {
    expect(countText(3)).toBe('3');
    expect(countText(4.5)).toBe('4 ½');
    expect(countText(2 / 3)).toBe('⅔');
    // 7 / 3 = 2.333…; 0.4 is not a recipe's fraction
    expect(countText(7 / 3)).toBe('2 ⅓');
    expect(countText(0.4)).toBe('0.4');
  });

  it.each([
    ['4', { ok: true, value: 4 }],
    ['2,5', { ok: true, value: 2.5 }],
    ['', { ok: false, reason: 'Escribe cuántas personas.' }],
    ['muchas', { ok: false, reason: 'Introduce un número válido.' }],
    ['0', { ok: false, reason: 'Tiene que ser mayor que 0.' }],
    ['-3', { ok: false, reason: 'Tiene que ser mayor que 0.' }],
    ['5000', { ok: false, reason: 'Como mucho, 1000 personas.' }],
  ])('servings «%s»', (typed, expected) => {
    expect(readServings(typed)).toEqual(expected);
  });

  it.each([
    ['2', 2],
    ['×2', 2],
    ['x 0.5', 0.5],
    ['1/2', 0.5],
    ['½', 0.5],
    ['1,5', 1.5],
  ])('factor «%s» is %d', (typed, value) => {
    expect(readFactor(typed)).toEqual({ ok: true, value });
  });

  it('refuses a factor out of ×0.01–×100', () => {
    expect(readFactor('1000')).toEqual({ ok: false, reason: 'El factor tiene que quedar entre ×0.01 y ×100.' });
    expect(readFactor('0')).toMatchObject({ ok: false });
    expect(readFactor('dos')).toEqual({ ok: false, reason: 'Introduce un número válido.' });
    expect(servingsFactor(1, 1000)).toMatchObject({ ok: false });
  });
});

describe('bad input', () => {
  it('an empty recipe asks for one', () => {
    expect(convertRecipe('  \n ', kitchen, { mode: 'gramos', factor: 1 })).toEqual({
      lines: [],
      message: 'Escribe o pega una receta, un ingrediente por línea.',
      converted: 0,
      measured: 0,
    });
  });

  it('10 000 lines: the first 200 are converted, and the page says so', () => {
    const long = Array.from({ length: 10_000 }, () => '2 tazas de harina').join('\n');
    const outcome = convertRecipe(long, kitchen, { mode: 'gramos', factor: 1 });
    expect(outcome.lines).toHaveLength(MAX_LINES);
    expect(outcome.message).toBe('La receta tiene 10\u202f000 líneas: solo se convierten las 200 primeras.');
  });

  it.each([
    ['-2 tazas', '-2: una cantidad no puede ser negativa'],
    ['-2 tazas de harina', '-2: una cantidad no puede ser negativa'],
    ['1/0 taza', '1/0: una fracción no puede tener 0 debajo'],
    ['taza', 'Taza: falta la cantidad'],
    ['2000000 tazas de harina', '2000000: cantidad demasiado grande'],
    ['0.0001 g de sal', '0.0001: cantidad demasiado pequeña'],
    [`${'2 tazas de harina '.repeat(12)}`, 'Línea de más de 200 caracteres: se deja como está'],
  ])('«%s» is kept: %s', (typed, note) => {
    expect(line(typed)).toEqual({ original: typed, text: typed, status: 'kept', note });
  });

  it('never writes NaN, Infinity, undefined or a power of ten, whatever the line and the factor', () => {
    const words = ['2', '1/2', '½', '-1', '0', '1/0', 'una', 'media', 'y', 'taza', 'tazas', 'cdta.', 'ml', 'g', 'oz'];
    const tail = ['de', 'harina', 'leche', 'sal', 'huevos', 'pizca', 'chía', ':', '1.000', '999999', '0.001'];
    const text = fc.array(fc.constantFrom(...words, ...tail), { maxLength: 8 }).map((parts) => parts.join(' '));
    fc.assert(
      fc.property(
        text,
        fc.constantFrom<RecipeMode>('gramos', 'mililitros', 'tazas'),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (typed, mode, factor) => {
          const result = line(typed, mode, factor);
          const written = `${result.text} ${result.note}`;
          expect(written).not.toMatch(/NaN|Infinity|undefined|\d\s?×\s?10|\de-?\d/);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('reading', () => {
  it('reads amounts as recipes write them', () => {
    const value = (text: string) => {
      const read = readAmount(text);
      return read?.ok ? [read.value.low, read.value.high] : read;
    };
    expect(value('2 tazas')).toEqual([2, undefined]);
    expect(value('1 1/2 tazas')).toEqual([1.5, undefined]);
    expect(value('2¾ tazas')).toEqual([2.75, undefined]);
    expect(value('un cuarto de taza')).toEqual([0.25, undefined]);
    expect(value('dos tercios de taza')).toEqual([2 / 3, undefined]);
    expect(value('1 y media tazas')).toEqual([1.5, undefined]);
    expect(value('2 o 3 huevos')).toEqual([2, 3]);
    expect(value('harina')).toBeUndefined();
  });

  it('finds the ingredient by any of its names, with words of state after it', () => {
    const key = (text: string) => ingredientIn(text, kitchen.ingredients)?.ingredient.key;
    expect(key('harina')).toBe('harina-de-trigo');
    expect(key('Azúcar moreno')).toBe('azucar-moreno');
    expect(key('la mantequilla derretida')).toBe('mantequilla');
    expect(key('maní')).toBe('cacahuetes');
    expect(key('sal gruesa')).toBeUndefined();
    expect(key('arroz cocido')).toBeUndefined();
  });

  it('reads the units by the kitchen family’s names (D28)', () => {
    const unit = (text: string) => {
      const read = readLine(text, kitchen);
      return read.kind === 'measured' ? read.unit : read.kind;
    };
    expect(unit('1 cdita. de sal')).toBe('cucharaditas');
    expect(unit('1 taza de harina')).toBe('tazas_us');
    expect(unit('1 taza métrica de leche')).toBe('tazas_metricas');
    expect(unit('250g de harina')).toBe('gramos');
    expect(unit('1 tbsp de aceite')).toBe('cucharadas_us');
    expect(unit('1 l de leche')).toBe('litros');
  });

  it('copies the recipe as text, one line each', () => {
    const outcome = convertRecipe('Bizcocho\n\n2 tazas de harina\n3 huevos\n', kitchen, { mode: 'gramos', factor: 2 });
    expect(recipeText(outcome.lines)).toBe('Bizcocho\n\n500 g de harina\n6 huevos');
  });
});
