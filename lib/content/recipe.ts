import type { SiteRoute } from '@/lib/site-config';
import type { TextSection } from './types';

/**
 * The words of /convertir-receta (issue 35). Every figure the prose states (a cup of flour in grams, a scaled amount,
 * the cups' and spoons' sizes) is checked against the kitchen family and lib/tools/recipe by
 * __tests__/components/recipe.test.tsx (STYLE 11): this floor may not import either, so the test reads these texts
 * back through them.
 *
 * Sources, read 2026-11-28: the densities are the kitchen page's (lib/families/medidas-de-cocina/ingredients.ts,
 * USDA FoodData Central, SR Legacy portion weights); the cups and spoons are the volume page's (NIST Handbook 44
 * appendix C for the US ones; the metric cup of 250 mL of Australia, Canada and New Zealand; 21 CFR
 * 101.9(b)(5)(viii) for the 240 mL cup of US nutrition labels).
 */

export const RECIPE_PATH = '/convertir-receta';

/** The page's entry for menus, cards, the finder, the site map and metadata; lib/routes.ts lists it. */
export const route = {
  path: RECIPE_PATH,
  kind: 'calculator',
  label: 'Convertir una receta',
  title: 'Convertir una receta entera: de tazas y cucharadas a gramos',
  description:
    'Pega tu receta y pasa todas sus tazas y cucharadas a gramos y mL, o al revés, con densidades del USDA; cámbiala de 4 a 6 personas y cópiala como texto.',
  keywords: [
    'convertir receta a gramos',
    'pasar una receta de tazas a gramos',
    'convertidor de recetas',
    'adaptar receta a más personas',
    'escalar una receta',
    'receta americana en gramos',
  ],
  icon: '📝',
  tags: [
    'receta',
    'recetas',
    'cocina',
    'repostería',
    'ingredientes',
    'raciones',
    'porciones',
    'personas',
    'escalar',
    'duplicar receta',
    'media receta',
    'USDA',
  ],
  group: 'Medidas básicas',
  summary: 'una receta entera a gramos o a tazas, y para más o menos personas',
} as const satisfies SiteRoute<typeof RECIPE_PATH>;

export interface RecipeContent {
  heading: string;
  intro: string;
  /** The recipe the page opens on: the lines of issue 35, each a case the page handles. */
  example: string;
  /** Under the field: where the recipe goes (nowhere). */
  privacy: string;
  /** At least 300 words in all. */
  sections: readonly TextSection[];
  /** Plain-HTML questions and answers (no FAQPage markup), as the pair pages have them. */
  questions: readonly { question: string; answer: string }[];
}

export const recipeContent: RecipeContent = {
  heading: 'Convertir una receta entera',
  intro:
    'Pega tu receta, un ingrediente por línea, como la escribirías: «2 tazas de harina», «1/2 taza de azúcar moreno», «200 ml de leche». Cada cantidad pasa a gramos (o a tazas y cucharadas, si lo prefieres) con la densidad de su ingrediente, lo que no se puede convertir se queda como está con el motivo al lado, y puedes adaptar la receta a más o menos personas y copiarla como texto.',
  example: [
    '2 tazas de harina',
    '1/2 taza de azúcar moreno',
    '3 huevos',
    '1 cdita. de sal',
    '200 ml de leche',
    'una pizca de canela',
  ].join('\n'),
  privacy:
    'Todo se calcula en tu navegador: la receta no se envía a ningún sitio. Solo la dirección de la página la guarda, si es corta, para que puedas compartirla.',
  sections: [
    {
      title: 'Qué convierte y qué no',
      paragraphs: [
        'Cada línea se lee como se escribe en una receta: una cantidad (2, 1/2, ½, 1 ½, «una», «media», «tres cuartos»), una medida (taza, cucharada, cucharadita, mL, litro, gramo, kilo, onza, libra) y el ingrediente. Si el ingrediente está en la lista, el volumen pasa a gramos con su densidad; si no lo está, se convierte solo el volumen, a mL, y la línea lo dice. La cantidad también puede ir al final, como en «Harina: 250 g».',
        'Lo que no tiene medida se queda como está, con el motivo al lado. Los huevos, los dientes de ajo o las latas se cuentan: al cambiar las raciones se multiplican, pero no hay nada que pasar a gramos. Una pizca, un chorrito, un puñado o un vaso no tienen volumen fijo, así que no hay cifra fiable que darles, y «sal al gusto» no tiene cantidad. Las instrucciones, como «hornear 30 minutos a 180 °C», no se tocan: un bizcocho (pastel, torta) para el doble de personas no tarda el doble.',
      ],
    },
    {
      title: 'Por qué una taza de harina pesa menos que una de azúcar',
      paragraphs: [
        'Una taza mide volumen, y lo que pesa ese volumen depende de lo que lleva dentro. La harina tiene mucho aire entre sus granos, el azúcar granulado se asienta más y la miel es más densa que el agua. Por eso una taza (EE. UU.) de harina de trigo pesa 125 g, una de azúcar 200 g, una de leche 244 g y una de miel 339 g.',
        'Esas cifras son los pesos por taza, cucharada o cucharadita que publica el Departamento de Agricultura de EE. UU. (USDA) en su base FoodData Central (datos SR Legacy), las mismas del convertidor de medidas de cocina. Cada línea convertida dice de qué alimento sale la suya. Tienen tres cifras significativas, y ningún resultado lleva más: son aproximadas. La harina tamizada pesa menos que la que se saca a cucharadas del paquete, y el azúcar moreno se mide compactado, como lo mide el USDA. Para repostería fina, una báscula (balanza) siempre gana a la taza.',
      ],
    },
    {
      title: 'La taza de EE. UU. y la taza métrica',
      paragraphs: [
        'Las recetas de Estados Unidos, y muchas de las traducidas del inglés, usan la taza de EE. UU., de unos 236.59 mL, la dieciseisava parte de un galón estadounidense. En Australia, Canadá y Nueva Zelanda, la taza de los medidores es la métrica, de 250 mL, un 5.7 % más grande. Aquí «taza» es la de EE. UU., como en el convertidor de medidas de cocina; escribe «taza métrica» si tu receta usa la otra. La cucharada es la de 15 mL y la cucharadita la de 5 mL; la cucharada de EE. UU. mide 14.79 mL, una diferencia que en la cocina no se nota.',
      ],
    },
    {
      title: 'Cambiar las raciones',
      paragraphs: [
        'Para pasar una receta de 4 a 6 personas, cada cantidad se multiplica por 6/4, es decir, por 1.5: las 2 tazas de harina del ejemplo, que son 250 g, pasan a 375 g, y los 3 huevos a 4 ½. Un huevo que no sale entero queda a tu criterio: bate uno y usa la mitad, o redondea. También puedes multiplicar por un factor directamente: 2 para el doble, 0.5 para media receta.',
        'Con tazas y cucharas, el resultado se redondea a la medida más cercana de un juego de medidores (¼, ⅓, ½, ⅔ y ¾ de taza, media cucharada, un cuarto de cucharadita), y si lo que falta pasa de media cucharada, se añade: «¾ de taza más 1 ½ cucharadas». La nota de la línea dice cuántos mL eran.',
      ],
    },
  ],
  questions: [
    {
      question: '¿Cuántos gramos son una taza de harina?',
      answer:
        'Una taza de EE. UU. de harina de trigo común, la «de todo uso», pesa 125 g según el USDA, y media taza, 62.5 g. La harina integral pesa algo menos, 120 g por taza, y la de fuerza algo más, 137 g; la de fuerza es la que en muchos países se vende como harina para pan.',
    },
    {
      question: '¿Por qué no convierte «una pizca» ni «un vaso»?',
      answer:
        'Porque no tienen volumen fijo: una pizca es lo que cabe entre dos dedos y un vaso puede ser pequeño o grande. La línea se queda como está, y al cambiar las raciones la ajustas a tu gusto.',
    },
    {
      question: '¿Qué taza usa, la de 240 mL o la de 250 mL?',
      answer:
        'Ninguna de las dos: la de EE. UU., de unos 236.59 mL, la de las recetas en inglés. La de 240 mL es la taza legal de las etiquetas nutricionales de EE. UU., y la de 250 mL, la métrica. Si tu receta usa otra, escríbela con su nombre: «1 taza métrica de leche».',
    },
    {
      question: '¿Se guarda mi receta en algún sitio?',
      answer:
        'No. Se convierte en tu navegador y no se envía a ningún servidor. La dirección de la página la lleva, para que puedas compartirla, si cabe en 1500 caracteres; si es más larga, la dirección guarda la conversión y las raciones, pero no la receta.',
    },
  ],
};
