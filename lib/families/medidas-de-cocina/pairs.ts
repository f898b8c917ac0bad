import type { PairRow, PairSpec, PairsOf } from '@/lib/content/pairs/types';
import type { UnitKey } from '@/lib/units/types';
import { INGREDIENT_ENTRIES } from './ingredients';
import type { medidasDeCocina } from './units';

// D26, D29: the kitchen conversions people search for. A pair with an `ingredient` weighs a volume (or measures a
// mass) at that ingredient's density, and its address names it: tazas-de-harina-a-gramos. The answers, tables and
// formulas are computed by the engine from the source figure of ingredients.ts; the definition names that figure.

const CUPS: readonly PairRow[] = [
  { value: 0.25, label: '¼ de taza' },
  { value: 0.5, label: '½ taza' },
  { value: 0.75, label: '¾ de taza' },
  1,
  1.5,
  2,
  3,
];
const SPOONS: readonly PairRow[] = [{ value: 0.5, label: 'media' }, 1, 2, 3, 4, 6];
const GRAMS: readonly PairRow[] = [50, 100, 125, 200, 250, 500, { value: 1000, label: '1 kg' }];

/** Where the figure comes from, in the page's words: the food, its number and the form the source weighs. */
function definitionFor(key: string): string {
  const entry = INGREDIENT_ENTRIES.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`medidas de cocina: no hay ingrediente ${key}`);
  return `Aproximado, según el USDA (SR Legacy, alimento ${entry.figure.ndb}).`;
}

type Spec = PairSpec<UnitKey<typeof medidasDeCocina>>;

function withIngredient(
  ingredient: string,
  spec: Omit<Spec, 'ingredient' | 'definition'> & { definition?: string },
): Spec {
  return { ...spec, ingredient, definition: spec.definition ?? definitionFor(ingredient) };
}

export const medidasDeCocinaPairs: PairsOf<typeof medidasDeCocina> = [
  // Cups of the everyday ingredients to grams, and back: the family's default pair first.
  withIngredient('harina-de-trigo', {
    from: 'tazas_us',
    to: 'gramos',
    rows: CUPS,
    tableTitle: 'Tazas de harina de trigo en gramos',
    text: 'Es la conversión que más se busca en una cocina: una receta estadounidense pide tazas de harina y la báscula pesa en gramos. La cifra es la de la harina común echada en la taza con cuchara y enrasada; si hundes la taza en el paquete entra bastante más y el bizcocho sale seco. Las webs españolas dan 120 o 140 g según quién pese: aquí tienes una sola cifra y su fuente.',
  }),
  withIngredient('harina-de-trigo', {
    from: 'gramos',
    to: 'tazas_us',
    rows: GRAMS,
    answerValue: 100,
    tableTitle: 'Gramos de harina de trigo en tazas',
    text: 'Para seguir una receta europea con tazas medidoras, o para saber cuántas tazas salen de un paquete de harina de un kilo. Mide con una cuchara, sin apretar, y enrasa con un cuchillo; con la taza hundida en el paquete la cuenta ya no sale. Si tienes báscula, pesa: es más rápido y no ensucias tazas.',
  }),
  withIngredient('azucar', {
    from: 'tazas_us',
    to: 'gramos',
    rows: CUPS,
    tableTitle: 'Tazas de azúcar blanco en gramos',
    text: 'El azúcar blanco granulado pesa bastante más que la harina a igual volumen, porque sus cristales dejan poco aire entre ellos; por eso una taza de azúcar no se puede cambiar por una de harina al adaptar una receta. Esta cifra vale para el azúcar común, no para el moreno, que se mide compactado, ni para el glas, mucho más ligero.',
  }),
  withIngredient('azucar', {
    from: 'gramos',
    to: 'tazas_us',
    rows: GRAMS,
    answerValue: 100,
    tableTitle: 'Gramos de azúcar en tazas',
    text: 'Las recetas españolas y latinoamericanas dan el azúcar en gramos; si solo tienes tazas medidoras, esta tabla te dice cuántas llenar. El azúcar granulado se mide con facilidad porque casi no se compacta: llena la taza y enrasa. Para reducir el azúcar de una receta, quita como mucho un cuarto: en la repostería el azúcar también da textura y humedad.',
  }),
  withIngredient('mantequilla', {
    from: 'tazas_us',
    to: 'gramos',
    rows: CUPS,
    tableTitle: 'Tazas de mantequilla en gramos',
    text: 'En Estados Unidos la mantequilla se vende en barras de media taza con marcas de cucharada en el envoltorio, y las recetas la piden en tazas. En España y América Latina se vende en bloques de peso conocido, así que lo más práctico es pasar las tazas a gramos y cortar el bloque. En Argentina y Uruguay la mantequilla se llama manteca; en México y España la manteca es la grasa de cerdo, que pesa menos.',
  }),
  withIngredient('mantequilla', {
    from: 'gramos',
    to: 'tazas_us',
    rows: GRAMS,
    answerValue: 100,
    tableTitle: 'Gramos de mantequilla en tazas',
    text: 'Para adaptar una receta europea a tazas, o para saber qué parte de un bloque de mantequilla es una taza. La mantequilla fría se mide mejor a peso: meterla en una taza deja huecos. Si está blanda, presiónala con una espátula para que no queden burbujas y enrasa.',
  }),
  withIngredient('arroz', {
    from: 'tazas_us',
    to: 'gramos',
    rows: CUPS,
    tableTitle: 'Tazas de arroz crudo en gramos',
    text: 'La cifra es la del arroz blanco de grano largo, crudo. Al cocerlo absorbe agua y su volumen se multiplica por tres, así que una taza de arroz cocido pesa mucho menos arroz: fíjate en si la receta habla de arroz crudo o cocido. Para una guarnición se calcula una taza de arroz crudo para unas cuatro raciones.',
  }),
  withIngredient('arroz', {
    from: 'gramos',
    to: 'tazas_us',
    rows: GRAMS,
    answerValue: 100,
    tableTitle: 'Gramos de arroz crudo en tazas',
    text: 'Los paquetes de arroz traen la ración en gramos y muchas recetas, en tazas, porque la proporción de agua se mide también en tazas. Con esta tabla sabes cuántas tazas de arroz crudo hay en un paquete; la misma taza te servirá después para el agua, que suele ser el doble de volumen para el arroz largo.',
  }),
  withIngredient('avena', {
    from: 'tazas_us',
    to: 'gramos',
    rows: CUPS,
    tableTitle: 'Tazas de copos de avena en gramos',
    text: 'Los copos de avena son muy ligeros: una taza pesa bastante menos que una de harina, porque entre los copos queda mucho aire. La cifra es la de los copos normales o rápidos, crudos y sin cocer. La avena se llama hojuelas de avena en México y Colombia y avena arrollada en Argentina; es la misma.',
  }),
  withIngredient('avena', {
    from: 'gramos',
    to: 'tazas_us',
    rows: GRAMS,
    answerValue: 100,
    tableTitle: 'Gramos de avena en tazas',
    text: 'Útil para las recetas de gachas, galletas o granola escritas en gramos cuando en casa se mide con taza. Como los copos abultan mucho, unos pocos gramos llenan bastante volumen: no te extrañe que la tabla dé más de una taza para cien gramos. Si trituras la avena para hacer harina de avena, ocupará mucho menos.',
  }),
  withIngredient('leche', {
    from: 'tazas_us',
    to: 'gramos',
    rows: CUPS,
    tableTitle: 'Tazas de leche en gramos',
    text: 'La leche entera es algo más densa que el agua, por sus sólidos disueltos, así que una taza pesa un poco más de lo que mide en mililitros. En la práctica, para la leche basta con medir en mililitros, pero esta cifra sirve cuando la receta da la leche en gramos, como hacen muchas de panadería y las de robot de cocina.',
  }),
  withIngredient('leche', {
    from: 'gramos',
    to: 'tazas_us',
    rows: GRAMS,
    answerValue: 100,
    tableTitle: 'Gramos de leche en tazas',
    text: 'Las recetas de panadería y de robot de cocina dan los líquidos en gramos, porque se pesan en el mismo vaso que el resto. Con esta tabla los pasas a tazas de EE. UU. La diferencia con el agua es pequeña, pero en una masa de pan con mucha leche llega a notarse en la hidratación.',
  }),
  withIngredient('aceite-de-girasol', {
    from: 'tazas_us',
    to: 'gramos',
    rows: CUPS,
    tableTitle: 'Tazas de aceite en gramos',
    text: 'El aceite pesa menos que el agua, por eso flota sobre ella: una taza de aceite pesa bastante menos de lo que mide en mililitros. La cifra es la del aceite de girasol (de maravilla, como se dice en Chile), que en la práctica vale para los demás aceites vegetales de cocina, como los de maíz y de canola o colza; el de oliva pesa un poco menos todavía.',
  }),
  withIngredient('aceite-de-girasol', {
    from: 'gramos',
    to: 'tazas_us',
    rows: GRAMS,
    answerValue: 100,
    tableTitle: 'Gramos de aceite en tazas',
    text: 'Los bizcochos de aceite de las recetas españolas dan el aceite en gramos o en mililitros, que no son lo mismo: el aceite es menos denso que el agua. Esta tabla pasa los gramos a tazas de EE. UU.; si la receta da mililitros, cambia la unidad en el convertidor y no hará falta el ingrediente.',
  }),
  withIngredient('miel', {
    from: 'tazas_us',
    to: 'gramos',
    rows: CUPS,
    tableTitle: 'Tazas de miel en gramos',
    text: 'La miel es mucho más densa que el agua: una taza de miel pesa casi el triple que una de harina. Para medirla sin que se quede pegada, unta antes la taza con un poco de aceite. Al cambiar azúcar por miel en una receta, recuerda que la miel trae agua y endulza más, y reduce un poco los demás líquidos.',
  }),
  withIngredient('miel', {
    from: 'gramos',
    to: 'tazas_us',
    rows: GRAMS,
    answerValue: 100,
    tableTitle: 'Gramos de miel en tazas',
    text: 'Los tarros de miel se venden por peso, y las recetas estadounidenses la piden en tazas o cucharadas. Con esta tabla sabes qué parte del tarro es una taza. La miel cristalizada ocupa algo más que la líquida; caliéntala al baño maría a poca temperatura antes de medirla.',
  }),

  // Spoons of sugar, salt, butter, oil, baking powder and honey to grams.
  withIngredient('azucar', {
    from: 'cucharadas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharadas de azúcar en gramos',
    text: 'La cucharada de la tabla es la métrica, de 15 mL, rasa: llena y enrasada con el dorso de un cuchillo. Una cucharada colmada lleva casi el doble, y por eso las recetas que miden en cucharadas colmadas dan resultados tan distintos. Para el café, una cucharadita rasa de azúcar es la tercera parte de esta cucharada.',
  }),
  withIngredient('azucar', {
    from: 'cucharaditas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharaditas de azúcar en gramos',
    text: 'La cucharadita métrica es de 5 mL, la de café o de postre pequeña en muchas casas, aunque las cucharillas de cada cubertería miden distinto. Los sobres de azúcar de los bares suelen ser de unos pocos gramos: compara el sobre con esta tabla para saber cuántas cucharaditas rasas trae.',
  }),
  withIngredient('sal', {
    from: 'cucharadas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharadas de sal fina en gramos',
    text: 'La sal fina de mesa es de los ingredientes más densos de la despensa: una cucharada rasa pesa mucho más que una de azúcar. La cifra no vale para la sal gorda ni para las escamas, cuyos cristales dejan mucho aire entre sí; para esas, mejor pesar. Las masas de pan suelen llevar en torno a un 2 % de sal sobre el peso de la harina.',
  }),
  withIngredient('sal', {
    from: 'cucharaditas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharaditas de sal fina en gramos',
    text: 'Las recetas dan la sal en cucharaditas porque la cantidad es pequeña para muchas básculas de cocina. Una cucharadita rasa de sal fina pesa unos pocos gramos; una pizca, que no tiene medida fija, suele ser lo que cabe entre dos dedos, mucho menos. Si usas sal gorda o en escamas, pon algo más de volumen o pésala.',
  }),
  withIngredient('mantequilla', {
    from: 'cucharadas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharadas de mantequilla en gramos',
    text: 'Las cucharadas de mantequilla son la medida habitual de las recetas de EE. UU., donde las barras traen las cucharadas marcadas en el papel. Aquí la cucharada es la métrica de 15 mL, apenas mayor que la estadounidense; si la receta es de EE. UU. y quieres la cifra exacta de su cucharada, elige «Cucharadas (EE. UU.)» en el convertidor.',
  }),
  withIngredient('mantequilla', {
    from: 'gramos',
    to: 'cucharadas',
    answerValue: 50,
    rows: [10, 15, 25, 50, 100, 125, 250],
    tableTitle: 'Gramos de mantequilla en cucharadas',
    text: 'Al revés: una receta europea pide gramos de mantequilla y no tienes báscula. Con la mantequilla blanda, llena la cucharada y enrasa; fría, corta del bloque a ojo la parte que marque la tabla. En muchos países la mantequilla se vende en bloques de 250 o de 200 gramos, con divisiones marcadas en el envoltorio.',
  }),
  withIngredient('aceite-de-girasol', {
    from: 'cucharadas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharadas de aceite en gramos',
    text: 'Una cucharada de aceite pesa menos de lo que mide en mililitros, porque el aceite es más ligero que el agua. La cifra sirve para contar calorías con una báscula o para recetas que dan el aceite en gramos, como muchas de robot de cocina. La del aceite de oliva es casi igual: elígelo en el convertidor si quieres su cifra.',
  }),
  withIngredient('polvo-de-hornear', {
    from: 'cucharaditas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharaditas de polvo de hornear en gramos',
    text: 'El polvo de hornear se llama levadura química o levadura en polvo en España, polvo para hornear en México y polvo de hornear en casi toda América Latina; no es la levadura de panadería. Los sobres españoles traen unos 16 gramos, pensados para medio kilo de harina. La fuente pesa la cucharadita estadounidense rasa.',
  }),
  withIngredient('polvo-de-hornear', {
    from: 'cucharadas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharadas de polvo de hornear en gramos',
    text: 'Las recetas grandes piden el polvo de hornear en cucharadas. Mide siempre rasa: una cucharada colmada de gasificante deja el bizcocho con sabor metálico y se hunde al salir del horno. Si la receta da gramos y tienes un sobre, usa esta tabla para saber qué parte del sobre echar.',
  }),
  withIngredient('miel', {
    from: 'cucharadas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharadas de miel en gramos',
    text: '«¿Cuántos gramos pesa una cucharada de miel?» es una de las preguntas más buscadas de la cocina. La miel es densa y pesa mucho por cucharada; además se queda pegada, así que una cucharada real deja algo en la cuchara. Si cuentas azúcares o calorías, pesa la miel directamente en el plato.',
  }),
  withIngredient('aceite-de-oliva', {
    from: 'cucharadas',
    to: 'gramos',
    rows: SPOONS,
    tableTitle: 'Cucharadas de aceite de oliva en gramos',
    text: 'El aceite de oliva es el de la cocina mediterránea, y sus cucharadas se cuentan en cualquier dieta. Pesa algo menos que el agua, como todos los aceites. La cifra sirve para aliñar con medida: una ensalada para dos suele llevar dos o tres cucharadas, y la tabla te da su peso.',
  }),

  // Cups to millilitres and between the two cups: exact, no ingredient.
  {
    from: 'tazas_us',
    to: 'mililitros',
    rows: CUPS,
    tableTitle: 'Tazas de EE. UU. en mililitros',
    definition:
      'La taza de EE. UU. son 8 onzas líquidas, la dieciseisava parte del galón de 231 pulgadas cúbicas (NIST, Handbook 44).',
    text: 'Es la taza de las recetas traducidas del inglés. Para líquidos como el agua, la leche o el caldo basta con pasarla a mililitros y medir en una jarra. Muchas jarras medidoras marcan a la vez tazas y mililitros; si la tuya es de 250 mL por taza, es una taza métrica, un poco mayor.',
  },
  {
    from: 'mililitros',
    to: 'tazas_us',
    answerValue: 250,
    rows: [50, 100, 125, 200, 250, 500, 1000],
    tableTitle: 'Mililitros en tazas de EE. UU.',
    definition: 'Un mililitro es la milésima parte del litro; la taza de EE. UU. tiene 236.5882365 mL.',
    text: 'Para medir con tazas una receta escrita en mililitros: un brik de leche de un litro llena algo más de cuatro tazas de EE. UU. Si tu taza es métrica, de 250 mL, la cuenta es más sencilla: cuatro tazas por litro.',
  },
  {
    from: 'tazas_us',
    to: 'tazas_metricas',
    rows: CUPS,
    tableTitle: 'Tazas de EE. UU. en tazas métricas',
    definition: 'La taza de EE. UU. mide 236.5882365 mL y la métrica 250 mL.',
    text: 'Las dos tazas se parecen tanto que muchas recetas las mezclan sin aviso: la métrica, de Australia, Nueva Zelanda y Canadá, es algo mayor. En un guiso no importa; en repostería, si la receta es de EE. UU. y mides con tazas métricas, echarás un poco de más de cada ingrediente.',
  },
  {
    from: 'tazas_metricas',
    to: 'tazas_us',
    rows: CUPS,
    tableTitle: 'Tazas métricas en tazas de EE. UU.',
    definition: 'La taza métrica son 250 mL; la de EE. UU., 236.5882365 mL.',
    text: 'Las recetas australianas y neozelandesas usan la taza métrica, y también muchas jarras medidoras vendidas en Europa. Para seguirlas con tazas de EE. UU. hay que llenar algo más de una taza por cada taza métrica. Con cucharas no hay diferencia práctica: la cucharada métrica es de 15 mL en los dos casos salvo en Australia, donde es de 20 mL.',
  },
];
