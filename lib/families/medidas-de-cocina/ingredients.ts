import { US_GALLON } from '@/lib/units/constants';
import type { Ingredient } from '@/lib/units/types';

/**
 * D29: the ingredients of the cooking page and the figure each density comes from. Every figure is a portion weight
 * of the USDA National Nutrient Database for Standard Reference, as FoodData Central keeps it in its SR Legacy data
 * set (public domain): the food's NDB number, its English description and the measure exactly as the source gives
 * them, read from the SR26 tables (FOOD_DES, WEIGHT) and checked against SR Legacy's food_portion (FDC id). No
 * figure is estimated here: an ingredient without one in the source (coarse salt, tapioca starch, pre-cooked arepa
 * flour) is left out.
 *
 * Where the source gives several forms, the one a recipe means by default is taken and named: brown sugar packed,
 * icing sugar unsifted, raisins not packed, walnuts chopped, cream fluid (not whipped). The cup of the source is the
 * US customary cup (8 US fl oz); its spoons are the US tablespoon (1/2 fl oz) and teaspoon (1/6 fl oz). The cup
 * figure is used wherever the source has one, as it carries the most significant digits.
 */

/**
 * NIST Handbook 44 appendix C: 1 cup = US gal / 16, 1 tbsp = US gal / 256, 1 tsp = US gal / 768 (in mL). The
 * millilitre is for the one figure the source gives per millilitre, water's.
 */
const US_MEASURE_ML = {
  cup: (US_GALLON * 1000) / 16,
  tbsp: (US_GALLON * 1000) / 256,
  tsp: (US_GALLON * 1000) / 768,
  ml: 1,
};
type UsMeasure = keyof typeof US_MEASURE_ML;

const MEASURE_NAME: Record<UsMeasure, string> = {
  cup: 'taza (EE. UU.)',
  tbsp: 'cucharada (EE. UU.)',
  tsp: 'cucharadita (EE. UU.)',
  ml: 'mililitro',
};

/** The figure as the source gives it: `grams` in one `per` measure, in the form `form` where it names one. */
export interface SourceFigure {
  ndb: string;
  fdc: number;
  grams: number;
  per: UsMeasure;
  /** The source's form, in Spanish: 'compactada', 'sin tamizar', 'picadas'. */
  form?: string;
}

export interface IngredientEntry extends Ingredient {
  figure: SourceFigure;
}

function food(
  key: string,
  name: string,
  names: readonly string[],
  figure: SourceFigure,
  { slug, alsoMeans, shownWith }: Pick<Ingredient, 'slug' | 'alsoMeans' | 'shownWith'> = {},
): IngredientEntry {
  const measure = `1 ${MEASURE_NAME[figure.per]}${figure.form ? ` ${figure.form}` : ''}`;
  return {
    key,
    name,
    names,
    ...(slug && { slug }),
    ...(alsoMeans && { alsoMeans }),
    ...(shownWith && { shownWith }),
    gramsPerMl: figure.grams / US_MEASURE_ML[figure.per],
    source: `USDA FoodData Central (SR Legacy), alimento ${figure.ndb}: ${measure} = ${figure.grams} g`,
    figure,
  };
}

export const INGREDIENT_ENTRIES: readonly IngredientEntry[] = [
  // Flours and starches.
  // USDA SR Legacy NDB 20081 (FDC 168894), Wheat flour, white, all-purpose, enriched, bleached: 1 cup = 125 g
  food(
    'harina-de-trigo',
    'harina de trigo',
    ['harina', 'harina común', 'harina de todo uso', 'harina todo uso', 'harina floja', 'harina 000', 'harina 0000'],
    { ndb: '20081', fdc: 168894, grams: 125, per: 'cup' },
    { slug: 'harina' },
  ),
  // USDA SR Legacy NDB 20080 (FDC 168893), Wheat flour, whole-grain: 1 cup = 120 g
  food(
    'harina-integral',
    'harina integral',
    ['harina de trigo integral', 'harina integral de trigo', 'harina completa'],
    { ndb: '20080', fdc: 168893, grams: 120, per: 'cup' },
  ),
  // USDA SR Legacy NDB 20083 (FDC 168896), Wheat flour, white, bread, enriched: 1 cup = 137 g
  food('harina-de-fuerza', 'harina de fuerza', ['harina panadera', 'harina para pan', 'harina de panadería'], {
    ndb: '20083',
    fdc: 168896,
    grams: 137,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 20017 (FDC 169694), Corn flour, masa, enriched, white: 1 cup = 114 g
  food(
    'harina-de-maiz-nixtamalizada',
    'harina de maíz nixtamalizada',
    ['masa harina', 'harina para tortillas', 'harina de maíz para tortillas', 'harina nixtamalizada'],
    { ndb: '20017', fdc: 169694, grams: 114, per: 'cup' },
  ),
  // USDA SR Legacy NDB 20061 (FDC 169714), Rice flour, white: 1 cup = 158 g
  food('harina-de-arroz', 'harina de arroz', ['harina de arroz blanco'], {
    ndb: '20061',
    fdc: 169714,
    grams: 158,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 12061 (FDC 170567), Nuts, almonds: 1 cup, ground = 95 g
  food('almendra-molida', 'almendra molida', ['harina de almendra', 'harina de almendras', 'almendras molidas'], {
    ndb: '12061',
    fdc: 170567,
    grams: 95,
    per: 'cup',
    form: 'molida',
  }),
  // USDA SR Legacy NDB 20027 (FDC 169698), Cornstarch: 1 cup = 128 g
  food(
    'maicena',
    'maicena',
    ['maizena', 'fécula de maíz', 'almidón de maíz', 'harina fina de maíz'],
    {
      ndb: '20027',
      fdc: 169698,
      grams: 128,
      per: 'cup',
    },
    { shownWith: ['fécula de maíz'] },
  ),
  // USDA SR Legacy NDB 20003 (FDC 170684), Arrowroot flour: 1 cup = 128 g
  food('arrurruz', 'arrurruz', ['harina de arrurruz', 'fécula de arrurruz', 'sagú'], {
    ndb: '20003',
    fdc: 170684,
    grams: 128,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 20066 (FDC 169715), Semolina, enriched: 1 cup = 167 g
  food('semola', 'sémola de trigo', ['sémola', 'semolina', 'sémola de trigo duro'], {
    ndb: '20066',
    fdc: 169715,
    grams: 167,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 20022 (FDC 168867), Cornmeal, degermed, enriched, yellow: 1 cup = 157 g
  food('polenta', 'polenta', ['harina de maíz amarilla', 'sémola de maíz', 'harina de maíz para polenta'], {
    ndb: '20022',
    fdc: 168867,
    grams: 157,
    per: 'cup',
  }),

  // Sugars and syrups.
  // USDA SR Legacy NDB 19335 (FDC 169655), Sugars, granulated: 1 cup = 200 g
  food(
    'azucar',
    'azúcar',
    [
      'azúcar blanco',
      'azúcar blanca',
      'azúcar granulado',
      'azúcar granulada',
      'azúcar refinado',
      'azúcar refinada',
      'azúcar común',
    ],
    { ndb: '19335', fdc: 169655, grams: 200, per: 'cup' },
    { slug: 'azucar' },
  ),
  // USDA SR Legacy NDB 19334 (FDC 168833), Sugars, brown: 1 cup packed = 220 g
  food(
    'azucar-moreno',
    'azúcar moreno',
    ['azúcar morena', 'azúcar rubia', 'azúcar rubio', 'azúcar negra', 'azúcar negro'],
    { ndb: '19334', fdc: 168833, grams: 220, per: 'cup', form: 'compactada' },
  ),
  // USDA SR Legacy NDB 19336 (FDC 169656), Sugars, powdered: 1 cup unsifted = 120 g
  food(
    'azucar-glas',
    'azúcar glas',
    [
      'azúcar glass',
      'azúcar glasé',
      'azúcar impalpable',
      'azúcar pulverizada',
      'azúcar pulverizado',
      'azúcar en polvo',
      'azúcar flor',
      'azúcar lustre',
      'azúcar nevada',
      'nevazúcar',
    ],
    { ndb: '19336', fdc: 169656, grams: 120, per: 'cup', form: 'sin tamizar' },
  ),
  // USDA SR Legacy NDB 19296 (FDC 169640), Honey: 1 cup = 339 g
  food('miel', 'miel', ['miel de abeja', 'miel de abejas'], { ndb: '19296', fdc: 169640, grams: 339, per: 'cup' }),
  // USDA SR Legacy NDB 19353 (FDC 169661), Syrups, maple: 1 cup = 315 g
  food(
    'sirope-de-arce',
    'sirope de arce',
    ['jarabe de arce', 'miel de arce', 'jarabe de maple', 'miel de maple', 'sirope de maple'],
    { ndb: '19353', fdc: 169661, grams: 315, per: 'cup' },
  ),
  // USDA SR Legacy NDB 19350 (FDC 168837), Syrups, corn, light: 1 cup = 341 g
  food('jarabe-de-maiz', 'jarabe de maíz', ['sirope de maíz', 'miel de maíz', 'jarabe de maíz claro'], {
    ndb: '19350',
    fdc: 168837,
    grams: 341,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 19304 (FDC 168820), Molasses: 1 cup = 337 g
  food('melaza', 'melaza', ['miel de caña', 'miel de melaza'], { ndb: '19304', fdc: 168820, grams: 337, per: 'cup' }),

  // Fats and oils.
  // USDA SR Legacy NDB 01001 (FDC 173410), Butter, salted: 1 cup = 227 g
  food(
    'mantequilla',
    'mantequilla',
    ['manteca', 'mantequilla con sal', 'mantequilla sin sal', 'manteca de vaca'],
    { ndb: '01001', fdc: 173410, grams: 227, per: 'cup' },
    {
      slug: 'mantequilla',
      // D35: 'manteca' is butter in Argentina and Uruguay and lard in Mexico, Spain and most of the rest (DLE,
      // manteca, 1st and 4th senses): read as butter, with lard offered beside the answer.
      alsoMeans: { names: ['manteca'], ingredients: ['manteca-de-cerdo'] },
      shownWith: ['manteca'],
    },
  ),
  // USDA SR Legacy NDB 04002 (FDC 171401), Lard: 1 cup = 205 g
  food(
    'manteca-de-cerdo',
    'manteca de cerdo',
    ['manteca de puerco', 'manteca de chancho', 'manteca de cochino', 'lardo', 'grasa de cerdo'],
    { ndb: '04002', fdc: 171401, grams: 205, per: 'cup' },
    { shownWith: ['manteca de puerco', 'manteca de chancho'] },
  ),
  // USDA SR Legacy NDB 04610 (FDC 172346), Margarine, regular, 80% fat, composite, stick, with salt: 1 cup = 227 g
  food('margarina', 'margarina', ['margarina en barra'], { ndb: '04610', fdc: 172346, grams: 227, per: 'cup' }),
  // USDA SR Legacy NDB 04053 (FDC 171413), Oil, olive, salad or cooking: 1 cup = 216 g
  food('aceite-de-oliva', 'aceite de oliva', ['aceite de oliva virgen', 'aceite de oliva virgen extra'], {
    ndb: '04053',
    fdc: 171413,
    grams: 216,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 04060 (FDC 171017), Oil, sunflower, linoleic (less than 60%): 1 cup = 218 g
  food(
    'aceite-de-girasol',
    'aceite de girasol',
    ['aceite', 'aceite vegetal', 'aceite de maravilla'],
    { ndb: '04060', fdc: 171017, grams: 218, per: 'cup' },
    { slug: 'aceite' },
  ),
  // USDA SR Legacy NDB 04047 (FDC 171412), Oil, coconut: 1 cup = 218 g
  food('aceite-de-coco', 'aceite de coco', ['grasa de coco'], { ndb: '04047', fdc: 171412, grams: 218, per: 'cup' }),

  // Milk and dairy.
  // USDA SR Legacy NDB 01077 (FDC 171265), Milk, whole, 3.25% milkfat, with added vitamin D: 1 cup = 244 g
  food(
    'leche',
    'leche',
    ['leche entera', 'leche de vaca'],
    { ndb: '01077', fdc: 171265, grams: 244, per: 'cup' },
    { slug: 'leche' },
  ),
  // USDA SR Legacy NDB 01095 (FDC 171275), Milk, canned, condensed, sweetened: 1 cup = 306 g
  food('leche-condensada', 'leche condensada', ['leche condensada azucarada', 'leche condensada endulzada'], {
    ndb: '01095',
    fdc: 171275,
    grams: 306,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 01096 (FDC 171276), Milk, canned, evaporated, with added vitamin D and without added vitamin A:
  // 1 cup = 252 g
  food('leche-evaporada', 'leche evaporada', ['leche evaporada entera'], {
    ndb: '01096',
    fdc: 171276,
    grams: 252,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 01053 (FDC 170859), Cream, fluid, heavy whipping: 1 cup, fluid (yields 2 cups whipped) = 238 g
  food(
    'nata',
    'nata para montar',
    [
      'nata',
      'nata líquida',
      'crema de leche',
      'crema para batir',
      'crema para montar',
      'crema doble',
      'crema espesa',
      'crema',
    ],
    { ndb: '01053', fdc: 170859, grams: 238, per: 'cup', form: 'líquida, sin montar' },
    { shownWith: ['crema de leche'] },
  ),
  // USDA SR Legacy NDB 01056 (FDC 171257), Cream, sour, cultured: 1 cup = 230 g
  food('crema-agria', 'crema agria', ['nata agria', 'crema ácida'], {
    ndb: '01056',
    fdc: 171257,
    grams: 230,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 01116 (FDC 171284), Yogurt, plain, whole milk: 1 cup (8 fl oz) = 245 g
  food('yogur', 'yogur natural', ['yogur', 'yogurt', 'yoghurt', 'yogurt natural'], {
    ndb: '01116',
    fdc: 171284,
    grams: 245,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 01090 (FDC 170876), Milk, dry, whole, with added vitamin D: 1 cup = 128 g
  food('leche-en-polvo', 'leche en polvo', ['leche en polvo entera'], {
    ndb: '01090',
    fdc: 170876,
    grams: 128,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 01032 (FDC 171247), Cheese, parmesan, grated: 1 cup = 100 g
  food('queso-rallado', 'queso parmesano rallado', ['queso rallado', 'parmesano rallado', 'queso parmesano'], {
    ndb: '01032',
    fdc: 171247,
    grams: 100,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 01017 (FDC 173418), Cheese, cream: 1 cup = 232 g
  food('queso-crema', 'queso crema', ['queso untable', 'queso para untar', 'queso filadelfia'], {
    ndb: '01017',
    fdc: 173418,
    grams: 232,
    per: 'cup',
  }),

  // Water and other liquids.
  // USDA SR Legacy NDB 14555 (FDC 174158), Water, bottled, generic: 1 ml = 1 g, the record's own density
  // (issue 32: its cup portion, 237 g, is rounded to the gram and would make a litre weigh 1001.74 g).
  food('agua', 'agua', ['agua del grifo', 'agua de la llave', 'agua potable'], {
    ndb: '14555',
    fdc: 174158,
    grams: 1,
    per: 'ml',
  }),
  // USDA SR Legacy NDB 02053 (FDC 172237), Vinegar, distilled: 1 cup = 238 g
  food('vinagre', 'vinagre', ['vinagre blanco', 'vinagre de alcohol'], {
    ndb: '02053',
    fdc: 172237,
    grams: 238,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 16123 (FDC 174277), Soy sauce made from soy and wheat (shoyu): 1 cup = 255 g
  food('salsa-de-soja', 'salsa de soja', ['salsa de soya', 'sillao', 'shoyu'], {
    ndb: '16123',
    fdc: 174277,
    grams: 255,
    per: 'cup',
  }),

  // Grains, seeds and dry pulses.
  // USDA SR Legacy NDB 20044 (FDC 168877), Rice, white, long-grain, regular, raw, enriched: 1 cup = 185 g
  food(
    'arroz',
    'arroz blanco',
    ['arroz', 'arroz largo', 'arroz de grano largo', 'arroz crudo'],
    { ndb: '20044', fdc: 168877, grams: 185, per: 'cup' },
    { slug: 'arroz' },
  ),
  // USDA SR Legacy NDB 20036 (FDC 169703), Rice, brown, long-grain, raw: 1 cup = 185 g
  food('arroz-integral', 'arroz integral', ['arroz moreno', 'arroz café'], {
    ndb: '20036',
    fdc: 169703,
    grams: 185,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 08120 (FDC 173904), Cereals, oats, regular and quick, not fortified, dry: 1 cup = 81 g
  food(
    'avena',
    'copos de avena',
    ['avena', 'avena en hojuelas', 'hojuelas de avena', 'avena arrollada', 'avena laminada', 'avena en copos'],
    { ndb: '08120', fdc: 173904, grams: 81, per: 'cup' },
    { slug: 'avena' },
  ),
  // USDA SR Legacy NDB 20035 (FDC 168874), Quinoa, uncooked: 1 cup = 170 g
  food('quinoa', 'quinoa', ['quinua', 'quínoa'], { ndb: '20035', fdc: 168874, grams: 170, per: 'cup' }),
  // USDA SR Legacy NDB 16069 (FDC 172420), Lentils, raw: 1 cup = 192 g
  food('lentejas', 'lentejas', ['lenteja', 'lentejas secas'], { ndb: '16069', fdc: 172420, grams: 192, per: 'cup' }),
  // USDA SR Legacy NDB 16027 (FDC 175193), Beans, kidney, all types, mature seeds, raw: 1 cup = 184 g
  food(
    'frijoles',
    'frijoles',
    [
      'frijol',
      'judías',
      'judías secas',
      'alubias',
      'porotos',
      'habichuelas',
      'caraotas',
      'frijoles rojos',
      'judías rojas',
      'alubias rojas',
      'porotos rojos',
    ],
    { ndb: '16027', fdc: 175193, grams: 184, per: 'cup' },
    { shownWith: ['judías', 'alubias', 'porotos'] },
  ),
  // USDA SR Legacy NDB 16014 (FDC 173734), Beans, black, mature seeds, raw: 1 cup = 194 g
  food(
    'frijoles-negros',
    'frijoles negros',
    ['frijol negro', 'judías negras', 'alubias negras', 'porotos negros', 'caraotas negras', 'habichuelas negras'],
    { ndb: '16014', fdc: 173734, grams: 194, per: 'cup' },
    { shownWith: ['porotos negros', 'caraotas negras'] },
  ),
  // USDA SR Legacy NDB 16056 (FDC 173756), Chickpeas (garbanzo beans, bengal gram), mature seeds, raw: 1 cup = 200 g
  food('garbanzos', 'garbanzos', ['garbanzo', 'garbanzos secos'], {
    ndb: '16056',
    fdc: 173756,
    grams: 200,
    per: 'cup',
  }),

  // Baking.
  // USDA SR Legacy NDB 19165 (FDC 169593), Cocoa, dry powder, unsweetened: 1 cup = 86 g
  food('cacao', 'cacao en polvo', ['cacao', 'cocoa', 'cacao puro', 'cacao sin azúcar'], {
    ndb: '19165',
    fdc: 169593,
    grams: 86,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 19080 (FDC 167976), Candies, semisweet chocolate: 1 cup chips (6 oz package) = 168 g
  food(
    'chispas-de-chocolate',
    'chispas de chocolate',
    ['pepitas de chocolate', 'gotas de chocolate', 'chips de chocolate', 'chocolate en chispas'],
    { ndb: '19080', fdc: 167976, grams: 168, per: 'cup' },
  ),
  // USDA SR Legacy NDB 14214 (FDC 171893), Beverages, coffee, instant, regular, powder: 1 tsp = 1.0 g
  food('cafe-soluble', 'café soluble', ['café instantáneo', 'café en polvo'], {
    ndb: '14214',
    fdc: 171893,
    grams: 1,
    per: 'tsp',
  }),
  // USDA SR Legacy NDB 02047 (FDC 173468), Salt, table: 1 cup = 292 g
  food(
    'sal',
    'sal fina',
    ['sal', 'sal de mesa', 'sal común'],
    { ndb: '02047', fdc: 173468, grams: 292, per: 'cup' },
    { slug: 'sal' },
  ),
  // USDA SR Legacy NDB 18369 (FDC 172803), Leavening agents, baking powder, double-acting, sodium aluminum sulfate:
  // 1 tsp = 4.6 g
  food(
    'polvo-de-hornear',
    'polvo de hornear',
    ['polvo para hornear', 'levadura química', 'levadura en polvo', 'impulsor', 'gasificante'],
    { ndb: '18369', fdc: 172803, grams: 4.6, per: 'tsp' },
    { slug: 'polvo-de-hornear' },
  ),
  // USDA SR Legacy NDB 18372 (FDC 175040), Leavening agents, baking soda: 1 tsp = 4.6 g
  food('bicarbonato', 'bicarbonato de sodio', ['bicarbonato', 'bicarbonato sódico', 'bicarbonato de soda'], {
    ndb: '18372',
    fdc: 175040,
    grams: 4.6,
    per: 'tsp',
  }),
  // USDA SR Legacy NDB 18375 (FDC 175043), Leavening agents, yeast, baker's, active dry: 1 tbsp = 12.0 g
  food(
    'levadura-seca',
    'levadura seca de panadería',
    ['levadura seca', 'levadura seca activa', 'levadura de panadería', 'levadura deshidratada', 'levadura'],
    { ndb: '18375', fdc: 175043, grams: 12, per: 'tbsp' },
  ),
  // USDA SR Legacy NDB 18079 (FDC 174928), Bread crumbs, dry, grated, plain: 1 cup = 108 g
  food('pan-rallado', 'pan rallado', ['pan molido', 'miga de pan seca'], {
    ndb: '18079',
    fdc: 174928,
    grams: 108,
    per: 'cup',
  }),

  // Nuts and dried fruit.
  // USDA SR Legacy NDB 12155 (FDC 170187), Nuts, walnuts, english: 1 cup, chopped = 117 g
  food('nueces', 'nueces picadas', ['nueces', 'nuez picada', 'nuez'], {
    ndb: '12155',
    fdc: 170187,
    grams: 117,
    per: 'cup',
    form: 'picadas',
  }),
  // USDA SR Legacy NDB 12061 (FDC 170567), Nuts, almonds: 1 cup, whole = 143 g
  food('almendras', 'almendras enteras', ['almendras', 'almendra'], {
    ndb: '12061',
    fdc: 170567,
    grams: 143,
    per: 'cup',
    form: 'enteras',
  }),
  // USDA SR Legacy NDB 16087 (FDC 172430), Peanuts, all types, raw: 1 cup = 146 g
  food(
    'cacahuetes',
    'cacahuetes',
    ['cacahuete', 'cacahuates', 'cacahuate', 'maní', 'manís', 'maníes'],
    {
      ndb: '16087',
      fdc: 172430,
      grams: 146,
      per: 'cup',
    },
    { shownWith: ['maní', 'cacahuates'] },
  ),
  // USDA SR Legacy NDB 12179 (FDC 168586), Nuts, coconut meat, dried (desiccated), sweetened, shredded:
  // 1 cup, shredded = 93 g
  food('coco-rallado', 'coco rallado', ['coco deshidratado', 'coco seco rallado', 'coco'], {
    ndb: '12179',
    fdc: 168586,
    grams: 93,
    per: 'cup',
  }),
  // USDA SR Legacy NDB 09298 (FDC 168165), Raisins, seedless: 1 cup (not packed) = 145 g
  food('pasas', 'uvas pasas', ['pasas', 'pasitas', 'pasas de uva', 'uvas secas'], {
    ndb: '09298',
    fdc: 168165,
    grams: 145,
    per: 'cup',
    form: 'sin compactar',
  }),
  // USDA SR Legacy NDB 16098 (FDC 174266), Peanut butter, smooth style, with salt: 1 cup = 258 g
  food(
    'crema-de-cacahuete',
    'crema de cacahuete',
    ['mantequilla de cacahuete', 'mantequilla de maní', 'mantequilla de cacahuate', 'crema de maní', 'pasta de maní'],
    { ndb: '16098', fdc: 174266, grams: 258, per: 'cup' },
    { shownWith: ['mantequilla de maní', 'mantequilla de cacahuate'] },
  ),
];

/**
 * D29: the plain list the converter's select and the quick conversion read: key, name, other names, grams per
 * millilitre and the source line. Sorted as the select shows it, by name.
 */
export const INGREDIENTS: readonly Ingredient[] = INGREDIENT_ENTRIES.map(
  ({ figure: _figure, ...ingredient }) => ingredient,
)
  .slice()
  .sort((a, b) => a.name.localeCompare(b.name, 'es'));

/** The ingredient the page opens on (D29: 1 taza (EE. UU.) of harina de trigo → gramos). */
export const DEFAULT_INGREDIENT = 'harina-de-trigo';
