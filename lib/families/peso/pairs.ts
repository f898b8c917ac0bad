import { readingIn, type PairsOf } from '@/lib/content/pairs/types';
import { pesosAntiguos } from '@/lib/families/pesos-antiguos/units';
import { volumen } from '@/lib/families/volumen/units';
import type { peso } from './units';

// D26: the weight conversions people ask for, both directions where both are asked. Figures in the texts are worked
// from the 1959 pound (0.45359237 kg) and checked against the engine.
export const pesoPairs: PairsOf<typeof peso> = [
  // Pounds and kilograms: the family's default pair and its reverse, the most searched weight conversion in Spanish
  // (shopping and luggage in the US, body weight, and babies weighed in pounds and ounces in Central America).
  {
    from: 'libras',
    to: 'kilogramos',
    mixed: { whole: 'libras', part: 'onzas' },
    rows: [
      { value: 1, label: 'cuatro barras de mantequilla (EE. UU.)' },
      { value: 5, label: 'bolsa de harina' },
      { value: 7 + 8 / 16, label: 'recién nacido de peso medio' },
      { value: 8 + 13 / 16, label: 'bebé grande (unos 4000 g)' },
      { value: 10, label: 'saco de papas' },
      { value: 25, label: 'saco de arroz' },
      { value: 50, label: 'maleta facturada (límite habitual)' },
      { value: 150, label: 'persona adulta' },
      200,
    ],
    tableTitle: 'Paquetes, recién nacidos y equipaje en libras',
    definition:
      'El acuerdo internacional de la yarda y la libra, firmado en 1959 por Estados Unidos, el Reino Unido y otros cuatro países, fija la libra en 0.45359237 kg exactos.',
    text: 'Es la conversión de quien hace la compra en Estados Unidos, factura una maleta o recibe la noticia de un nacimiento. En Honduras o en Puerto Rico el peso de un recién nacido se da en libras y onzas, y ahí está el error más común: «7.8 libras» suele querer decir 7 libras y 8 onzas, que son 7.5 libras y no 7.8, porque la onza es la dieciseisava parte de la libra, no la décima. Por eso la tabla escribe cada valor en libras y onzas. Para una cuenta rápida, divide las libras entre 2.2.',
    questions: [
      {
        question: '¿Cuántos kilos son 7 libras y 8 onzas?',
        answer: 'Son 7.5 libras, es decir, 3.4019 kg: un peso al nacer muy corriente.',
      },
    ],
  },
  {
    from: 'kilogramos',
    to: 'libras',
    rows: [
      1,
      5,
      { value: 20, label: 'barra olímpica de gimnasio' },
      { value: 23, label: 'maleta facturada (límite habitual)' },
      50,
      60,
      70,
      80,
      90,
      100,
    ],
    tableTitle: 'Pesos corporales, equipaje y gimnasio',
    definition:
      'Un kilogramo son 1 ÷ 0.45359237 libras, unas 2.2046, porque desde 1959 la libra se define a partir del kilogramo y no al revés.',
    text: 'Quien se muda a Estados Unidos descubre que la báscula del médico, el gimnasio y la aerolínea hablan en libras. Multiplicar por 2.2 basta para el día a día: 70 kg son unas 154 lb. En el gimnasio, los discos de los países métricos pesan 20 o 25 kg y los estadounidenses 45 lb, que no es lo mismo: una barra olímpica de 20 kg son 44.09 lb. Las aerolíneas ponen el límite de la maleta facturada en 23 kg o en 50 lb, dos cifras redondas que tampoco coinciden del todo.',
    questions: [{ question: '¿Cuántas libras son 50 kilos?', answer: '50 kg son 110.2311 lb.' }],
  },
  // Ounces and grams: recipes and packs from the US, both directions.
  {
    from: 'onzas',
    to: 'gramos',
    rows: [
      0.5,
      1,
      2,
      { value: 4, label: 'barra de mantequilla (EE. UU.)' },
      { value: 6, label: 'yogur individual (EE. UU.)' },
      { value: 8, label: 'filete de media libra' },
      { value: 12, label: 'bolsa de café (EE. UU.)' },
      { value: 16, label: 'una libra' },
    ],
    tableTitle: 'Onzas de recetas y envases estadounidenses',
    definition:
      'La onza avoirdupois es la dieciseisava parte de la libra de 1959: 0.45359237 kg ÷ 16 = 28.349523125 g exactos.',
    text: 'Las recetas y los envases de Estados Unidos cuentan en onzas: una bolsa de café de 12 oz, un filete de 8 oz, una barra de mantequilla de 4 oz. Redondear a 28 g por onza vale en la cocina, pero en 16 onzas el error ya pasa de 5 g. Ojo con dos trampas. La onza troy del oro pesa unos 31.1 g. Y en botellas, latas y biberones la «onza» es una medida de volumen, no de peso: 8 onzas de leche ocupan unos 237 mL, mientras que 8 onzas de harina pesan 227 g.',
    ambiguity: {
      text: 'Esta página usa la onza de masa (avoirdupois), la de los alimentos sólidos. Para la onza de volumen de las bebidas y los biberones:',
      other: readingIn(volumen, 'onzas_liquidas', 'mililitros'),
      label: 'onzas líquidas a mililitros',
    },
  },
  {
    from: 'gramos',
    to: 'onzas',
    rows: [
      1,
      10,
      { value: 28, label: 'casi una onza' },
      50,
      { value: 100, label: 'tableta de chocolate' },
      { value: 125, label: 'yogur (España)' },
      { value: 250, label: 'paquete de mantequilla (España)' },
      500,
      1000,
    ],
    tableTitle: 'Gramos de recetas y envases europeos',
    definition:
      'Un gramo son 1 ÷ 28.349523125 onzas, unas 0.03527: se divide por el valor exacto que el acuerdo de 1959 da a la onza.',
    text: 'Sirve para el camino inverso: seguir en onzas una receta española o poner en una báscula de cocina estadounidense lo que aquí se compra en gramos. Una tableta de chocolate de 100 g son 3.53 oz; un yogur de 125 g, 4.41 oz, y un paquete de mantequilla de 250 g, 8.82 oz, algo más de media libra. Un truco mental: cada 100 g son unas 3.5 onzas. Muchas básculas digitales cambian de unidad con un botón, así que a menudo ni siquiera hace falta hacer la cuenta.',
  },
  // Pounds and ounces: how many ounces a pound has, and US labels that give both.
  {
    from: 'libras',
    to: 'onzas',
    rows: [
      { value: 0.25, label: 'cuarto de libra' },
      { value: 0.5, label: 'media libra' },
      0.75,
      1,
      1.25,
      1.5,
      2,
      2.5,
      5,
    ],
    tableTitle: 'Fracciones de libra en onzas',
    definition: 'Desde 1959 una libra avoirdupois tiene exactamente 16 onzas, y cada onza 437.5 granos.',
    text: 'La división en 16 es herencia del sistema avoirdupois, el del comercio inglés desde finales de la Edad Media; por eso media libra son 8 onzas y un cuarto de libra, 4. La hamburguesa de «cuarto de libra» debe su nombre a la carne cruda: 4 onzas, unos 113 g. Al leer una etiqueta estadounidense que dice «1 lb 4 oz», no escribas 1.4 lb: son 1.25 lb, porque 4 de 16 es un cuarto. El mismo cuidado vale para las básculas de bebé que muestran libras y onzas.',
  },
  {
    from: 'onzas',
    to: 'libras',
    rows: [4, 8, 12, 16, 20, 24, 32, 40, 64],
    tableTitle: 'Pesos netos en onzas',
    definition:
      'Una onza es 1/16 de libra, 0.0625 lb exactas, por la definición avoirdupois que recoge el acuerdo de 1959.',
    text: 'Los envases de Estados Unidos muestran el peso neto en onzas y, si pasan de una libra, también en libras con onzas, como pide la ley federal de etiquetado (Fair Packaging and Labeling Act): «NET WT 24 OZ (1 LB 8 OZ) 680 g». Para convertir, divide entre 16; si quieres el resultado en libras y onzas, el resto de la división ya son onzas. Así, 40 onzas son 2 libras y 8 onzas, o 2.5 lb. Las bolsas grandes de 64 oz pesan justo 4 libras.',
  },
  // Pounds and grams: 'how many grams in a pound', asked in markets that sell by the pound.
  {
    from: 'libras',
    to: 'gramos',
    rows: [{ value: 0.25, label: 'cuarto de libra' }, { value: 0.5, label: 'media libra' }, 1, 1.5, 2, 3, 5],
    tableTitle: 'Libras del mercado y de la carnicería',
    definition: 'Una libra son 453.59237 g exactos, el valor que le dio el acuerdo internacional de 1959.',
    text: 'Es la pregunta del mercado: ¿cuántos gramos tiene una libra? En Estados Unidos, Ecuador, Centroamérica y el Caribe la carne, el queso o el arroz se piden por libras, y la respuesta es 453.6 g, no 500. La confusión viene de los muchos mercados donde, en el habla de la tienda, «una libra» es medio kilo, como ocurre en Colombia. Si la balanza del vendedor marca kilos, pide 0.45 kg por cada libra; si te cobran la libra de 500 g, recibes un 10 % más que con la internacional.',
  },
  // Babies are weighed in grams in hospitals; relatives in the US ask for pounds and ounces.
  {
    from: 'gramos',
    to: 'libras',
    mixed: { whole: 'libras', part: 'onzas' },
    rows: [
      { value: 2000, label: 'bajo peso al nacer' },
      { value: 2500, label: 'umbral de bajo peso (OMS)' },
      3000,
      { value: 3300, label: 'peso medio al nacer' },
      3500,
      { value: 4000, label: 'umbral de bebé grande' },
      4500,
    ],
    tableTitle: 'Pesos al nacer: de gramos a libras y onzas',
    definition:
      'Un gramo son 1 ÷ 453.59237 libras; para escribir el resto en onzas se multiplica la parte decimal por 16.',
    text: 'Los hospitales de España y de casi toda América Latina pesan a los recién nacidos en gramos, pero la familia que vive en Estados Unidos preguntará cuántas libras pesó el bebé. La tabla responde como se diría allí, en libras y onzas. La Organización Mundial de la Salud llama bajo peso al nacer a menos de 2500 g, unas 5 libras y media, y muchos obstetras hablan de bebé grande o macrosomía por encima de 4000 g, unas 8 libras y 13 onzas. La media ronda los 3300 g.',
    questions: [
      {
        question: '¿Cuántas libras pesa un bebé de 3 kilos?',
        answer: '3000 g son 6.6139 lb: 6 libras y casi 10 onzas.',
      },
    ],
  },
  // Kilograms and grams: the metric step asked at the shop counter and in school exercises.
  {
    from: 'kilogramos',
    to: 'gramos',
    rows: [
      0.1,
      { value: 0.25, label: 'cuarto de kilo' },
      { value: 0.5, label: 'medio kilo' },
      { value: 0.75, label: 'tres cuartos' },
      1.25,
      1.5,
      2.5,
    ],
    tableTitle: 'Fracciones de kilo que se piden en la tienda',
    definition: 'El prefijo kilo significa mil, así que 1 kg son 1000 g por definición del Sistema Internacional.',
    text: 'En la carnicería o la frutería se pide por fracciones de kilo: un cuarto, medio, tres cuartos. Pasar a gramos es mover el separador decimal tres lugares, y así 0.75 kg se convierten en 750 g. La trampa está en las básculas que marcan «1.250» o «1,250»: según el país, ese signo separa decimales o millares, pero en una balanza de tienda casi siempre quiere decir un kilo y cuarto, es decir, 1250 g. Si dudas, mira cuántas cifras hay detrás del signo.',
  },
  {
    from: 'gramos',
    to: 'kilogramos',
    rows: [50, 125, 200, 250, 400, 750, 1500, 2200],
    tableTitle: 'Pesos de envases en gramos',
    definition:
      'Mil gramos forman un kilogramo: se divide entre 1000 porque el prefijo kilo, del griego «mil», multiplica la unidad por ese número.',
    text: 'Las etiquetas dan el peso neto en gramos y las listas de precios van por kilo, así que esta división es la del carrito de la compra: un paquete de 400 g son 0.4 kg y uno de 1500 g, 1.5 kg. También la usa quien envía un paquete, porque las tarifas de mensajería suben por tramos de kilo. En los problemas escolares el error típico es dividir entre 100 en lugar de entre 1000: el salto del gramo al kilo es de tres ceros, no de dos.',
  },
  // Milligrams and micrograms: medicines, vitamins and nutrition labels.
  {
    from: 'gramos',
    to: 'miligramos',
    rows: [
      0.05,
      0.1,
      0.25,
      { value: 0.4, label: 'sodio de 1 g de sal' },
      0.5,
      1,
      { value: 2, label: 'sodio diario máximo (OMS)' },
      { value: 5, label: 'cucharadita de sal' },
    ],
    tableTitle: 'Sal, sodio y principios activos',
    definition: 'Un gramo tiene 1000 miligramos: el prefijo mili, del latín «mille», indica la milésima parte.',
    text: 'La etiqueta nutricional europea da la sal en gramos, mientras que la mexicana y la estadounidense dan el sodio en miligramos. Para compararlas, pasa los gramos a miligramos y recuerda que la sal, cloruro de sodio, contiene un 40 % de sodio, más o menos: 1 g de sal aporta unos 400 mg de sodio. La Organización Mundial de la Salud recomienda a los adultos no pasar de 2 g de sodio al día, que son 2000 mg, o 5 g de sal.',
  },
  {
    from: 'miligramos',
    to: 'gramos',
    rows: [
      100,
      250,
      { value: 400, label: 'ibuprofeno' },
      { value: 500, label: 'paracetamol' },
      600,
      { value: 1000, label: 'paracetamol de 1 g' },
      1500,
      2000,
    ],
    tableTitle: 'Dosis de comprimidos',
    definition: 'Un miligramo es la milésima parte de un gramo (10⁻³ g), según los prefijos del Sistema Internacional.',
    text: 'Las cajas de medicamentos y los prospectos hablan en miligramos, pero algunas presentaciones vienen en gramos: el paracetamol de 1 g de las farmacias españolas equivale a dos comprimidos de 500 mg. Pasar de una unidad a otra sirve para sumar lo que se toma en un día y compararlo con el máximo que indica el prospecto. Equivocarse con los decimales aquí es grave, porque confundir 0.5 g con 5 g multiplica la dosis por diez; ante cualquier duda, pregunta en la farmacia.',
  },
  {
    from: 'microgramos',
    to: 'miligramos',
    rows: [
      { value: 25, label: 'levotiroxina, dosis baja' },
      50,
      100,
      { value: 400, label: 'ácido fólico' },
      { value: 1000, label: 'vitamina B12' },
      2500,
    ],
    tableTitle: 'Vitaminas y hormonas en microgramos',
    definition: 'Un microgramo es la milésima parte de un miligramo: el prefijo micro vale 10⁻⁶, y mili, 10⁻³.',
    text: 'Las hormonas tiroideas, la vitamina B12 o el ácido fólico se dosifican en microgramos, que en las etiquetas aparecen como µg, mcg o incluso ug. Una pastilla de levotiroxina de 100 µg contiene 0.1 mg, y los 400 µg de ácido fólico que se recomiendan antes del embarazo son 0.4 mg. La «mcg» de los envases de Estados Unidos no es ninguna unidad especial: es el microgramo escrito sin la letra griega. Confundirla con los mg supondría tomar mil veces la dosis.',
  },
  {
    from: 'miligramos',
    to: 'microgramos',
    rows: [0.01, 0.025, 0.05, 0.1, 0.125, 0.4, 0.5, 1],
    tableTitle: 'Dosis pequeñas en miligramos',
    definition:
      'Un miligramo son 1000 microgramos, porque entre los prefijos mili (10⁻³) y micro (10⁻⁶) hay un factor de mil.',
    text: 'Sirve cuando el médico da una dosis en miligramos y el frasco la indica en microgramos, o al revés: 0.125 mg de levotiroxina son 125 µg, la misma pastilla. Los nutricionistas lo necesitan con la vitamina D, que unas etiquetas expresan en µg y otras en unidades internacionales (1 µg son 40 UI). Y en los informes de calidad del aire las partículas finas se miden en microgramos por metro cúbico, una masa tan pequeña que en miligramos obligaría a escribir muchos ceros.',
  },
  // Tonnes and kilograms: vehicles, loads, harvests.
  {
    from: 'toneladas',
    to: 'kilogramos',
    rows: [
      0.25,
      0.5,
      1,
      1.5,
      2,
      { value: 3.5, label: 'límite del carné B (UE)' },
      { value: 7.5, label: 'límite del carné C1 (UE)' },
    ],
    tableTitle: 'Cargas y vehículos',
    definition:
      'La tonelada métrica son 1000 kg exactos; es una unidad aceptada para usarse con el Sistema Internacional, con el símbolo t.',
    text: 'En Europa la clase del permiso de conducir depende de la masa máxima autorizada: con el carné B puedes llevar vehículos de hasta 3.5 toneladas, 3500 kg, y el C1 llega hasta 7.5 t. También las grúas, los montacargas y los contenedores dan su carga en toneladas. Ojo con el símbolo: «t» es la tonelada métrica, pero «ton» en un texto de Estados Unidos es la tonelada corta de 907 kg. Y un aire acondicionado «de una tonelada» no pesa eso: la cifra mide su potencia de refrigeración.',
  },
  {
    from: 'kilogramos',
    to: 'toneladas',
    rows: [100, 250, 500, 750, 1200, 2500, 3500, 25000],
    tableTitle: 'Kilos de cargas y cosechas',
    definition: 'Se divide entre 1000 porque la tonelada métrica se define como mil kilogramos, símbolo t.',
    text: 'Las cosechas, el reciclaje y las emisiones de CO₂ se cuentan en toneladas, mientras que las básculas de casa y del mercado dan kilos. Un agricultor que vende 25 000 kg de maíz ha vendido 25 t; un edificio que recicla 500 kg de vidrio al año, media tonelada. En las cifras grandes vigila los separadores: muchos documentos de España escriben los miles con punto («25.000 kg») y los de México con coma («25,000 kg»), y en ninguno de los dos casos es una coma decimal.',
  },
  // The US short ton, which news in Spanish often copies as if it were metric.
  {
    from: 'toneladas_cortas',
    to: 'toneladas',
    rows: [1, 2, 5, 10, 20, { value: 40, label: 'camión de 80 000 lb (EE. UU.)' }, 100],
    tableTitle: 'Toneladas cortas de Estados Unidos',
    definition: 'La tonelada corta de Estados Unidos son 2000 libras de 0.45359237 kg, es decir, 907.18474 kg exactos.',
    text: 'Cuando un texto estadounidense dice «ton» casi siempre se refiere a esta tonelada de 2000 libras, un 9 % más ligera que la métrica. Es la de la chatarra, el carbón o el acero en las estadísticas de Estados Unidos, y la del límite federal de 80 000 libras, 40 toneladas cortas, para un camión cargado en las autopistas interestatales. Traducir «40 tons» por 40 toneladas exagera la carga en más de 3.7 t, un error que las noticias en español cometen al copiar la cifra sin convertirla.',
    ambiguity: {
      text: 'Esta página usa la tonelada corta de Estados Unidos (2000 lb). La larga británica, de 2240 lb, tiene su conversión en',
      other: { from: 'toneladas_largas', to: 'toneladas' },
      label: 'toneladas largas a toneladas',
    },
  },
  // Troy ounces: gold and silver prices, investment coins.
  {
    from: 'onzas_troy',
    to: 'gramos',
    rows: [
      0.1,
      0.25,
      0.5,
      { value: 1, label: 'moneda Libertad de una onza' },
      5,
      10,
      100,
      { value: 400, label: 'lingote de buena entrega' },
    ],
    tableTitle: 'Monedas y lingotes en onzas troy',
    definition: 'La onza troy son 480 granos de 64.79891 mg, 31.1034768 g exactos según el Handbook 44 del NIST.',
    text: 'El precio del oro, la plata y el platino se publica por onza troy en los mercados de Londres y Nueva York, y las monedas de inversión se acuñan en esa unidad: la onza Libertad de plata del Banco de México tiene una onza troy de metal puro. Para saber cuánto vale un gramo, divide el precio de la onza entre 31.1035. No uses aquí los 28.35 g de la onza común: el resultado saldría casi un 10 % bajo. Los lingotes de los bancos centrales pesan unas 400 onzas troy, 12.4 kg.',
    ambiguity: {
      text: 'Esta página usa la onza troy de los metales preciosos. Para la onza común de los alimentos, de unos 28.35 g:',
      other: { from: 'onzas', to: 'gramos' },
      label: 'onzas a gramos',
    },
  },
  {
    from: 'gramos',
    to: 'onzas_troy',
    rows: [
      1,
      5,
      10,
      20,
      { value: 37.5, label: 'oro del Centenario mexicano' },
      50,
      100,
      { value: 1000, label: 'lingote de un kilo' },
    ],
    tableTitle: 'Joyas, monedas y lingotes en gramos',
    definition:
      'Un gramo son 1 ÷ 31.1034768 onzas troy, unas 0.03215, porque la onza troy se define como 480 granos del acuerdo de 1959.',
    text: 'Sirve para llevar a la cotización internacional una joya o una moneda pesada en gramos. El Centenario mexicano de 50 pesos contiene 37.5 g de oro puro, 1.2057 onzas troy, y un lingote de un kilo son 32.15 onzas. En joyería hay que descontar antes la aleación: un anillo de 18 quilates solo tiene un 75 % de oro, así que 10 g de anillo llevan 7.5 g de oro fino, 0.2411 onzas troy. Y lo que paga un comprador siempre queda por debajo de la cotización.',
  },
  // Metric carats of gems.
  {
    from: 'quilates',
    to: 'gramos',
    rows: [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
    tableTitle: 'Tamaños de piedras preciosas',
    definition:
      'Un quilate de gema son 0.2 g justos: la Conferencia General de Pesas y Medidas unificó en 1907 los quilates locales, que variaban de una plaza a otra.',
    text: 'Los joyeros dividen el quilate en 100 puntos, así que un diamante de «50 puntos» es medio quilate, 0.1 g. El precio no crece en proporción al peso: un diamante de 1 ct cuesta bastante más que dos de medio quilate de la misma calidad, y por eso se habla de los pesos redondos de 0.5, 1 o 2 ct. No lo confundas con los quilates del oro, que miden pureza en 24 partes y no tienen equivalencia en gramos. Las esmeraldas colombianas también se venden por quilates.',
  },
  // Stones: body weight in the United Kingdom and Ireland, said in stones and pounds.
  {
    from: 'stones',
    to: 'kilogramos',
    mixed: { whole: 'stones', part: 'libras' },
    rows: [7, 8, 9 + 4 / 14, 10, 10 + 7 / 14, 11 + 4 / 14, 12, 13 + 2 / 14, 15],
    tableTitle: 'Pesos corporales en stones y libras',
    definition:
      'Un stone son 14 libras de 0.45359237 kg, 6.35029318 kg exactos (NIST Handbook 44, unidades británicas).',
    text: 'En el Reino Unido y en Irlanda el peso de una persona se dice en stones y libras: «eleven stone four» son 11 st 4 lb, unos 71.7 kg. Las básculas de baño británicas suelen traer varias escalas, y la calculadora del índice de masa corporal del servicio de salud británico admite stones y libras además de kilos. El error habitual es leer «11.4 st» como 11 stones y 4 libras: un stone tiene 14 libras, así que 11.4 st son 11 st y 5.6 lb. La tabla da cada peso como lo diría un británico.',
  },
  {
    from: 'kilogramos',
    to: 'stones',
    mixed: { whole: 'stones', part: 'libras' },
    rows: [45, 50, 60, 65, 70, 80, 90, 100],
    tableTitle: 'Kilos en stones y libras',
    definition:
      'Un kilogramo son 1 ÷ 6.35029318 stones, unos 0.1575 st, porque el stone se define como 14 libras de 1959.',
    text: 'Es la cuenta que necesitas para rellenar una ficha médica en el Reino Unido o para seguir una conversación sobre dietas con amigos ingleses, que rara vez dirán «70 kilos». El peso se expresa en stones enteros y libras sueltas, nunca con decimales de stone. Para calcularlo de cabeza, divide los kilos entre 6.35 y multiplica lo que sobra por 14. En Estados Unidos el stone no se usa: allí el mismo peso se dice solo en libras.',
  },
  // Quintals of 100 lb and arrobas of 25 lb: coffee, cacao and produce in Central America and Ecuador.
  {
    from: 'quintales',
    to: 'kilogramos',
    rows: [0.5, 1, 1.5, 2, 5, 10, 20, 100],
    tableTitle: 'Quintales de café, cacao y granos',
    definition:
      'El quintal de mercado son 100 libras internacionales, 45.359237 kg, aunque la libra que usa cada plaza puede variar un poco.',
    text: 'En Guatemala, Honduras, El Salvador y Nicaragua el café se paga por quintal, y en Ecuador también el cacao y el maíz: los precios al productor se anuncian por quintal, pero los contratos de exportación se firman en kilos o en sacos. Cien libras son 45.36 kg, aunque en el campo se redondea a menudo a 46. El quintal métrico, en cambio, son 100 kg, y el viejo quintal castellano, unos 46 kg; si el documento es antiguo o español, comprueba cuál te piden.',
    ambiguity: {
      text: 'Esta página usa el quintal de 100 libras de Centroamérica y Ecuador. El quintal métrico, de 100 kg, está en',
      other: { from: 'quintales_metricos', to: 'kilogramos' },
      label: 'quintales métricos a kilogramos',
    },
  },
  {
    from: 'kilogramos',
    to: 'quintales',
    rows: [
      46,
      50,
      { value: 60, label: 'saco de café de la OIC' },
      { value: 69, label: 'saco de café centroamericano' },
      100,
      500,
      1000,
    ],
    tableTitle: 'Sacos y entregas en kilos',
    definition: 'Un kilogramo son 1 ÷ 45.359237 quintales de 100 libras, unos 0.022 quintales.',
    text: 'El productor que entrega su café en una cooperativa recibe el peso en kilos y el precio en quintales, o al revés. La Organización Internacional del Café cuenta la producción mundial en sacos de 60 kg, que son 1.32 quintales, y los sacos de exportación centroamericanos, de 69 kg, son algo más de quintal y medio. Divide los kilos entre 45.36 y sabrás cuántos quintales tienes; para la cuenta rápida del campo, muchos dividen entre 46, y así una tonelada sale en unos 22 quintales.',
  },
  {
    from: 'arrobas',
    to: 'kilogramos',
    rows: [0.5, 1, 2, 4, 8, 10, 20],
    tableTitle: 'Arrobas de mercado',
    definition:
      'La arroba de mercado son 25 libras internacionales, 11.33980925 kg: la cuarta parte del quintal de 100 libras.',
    text: 'Por arrobas se siguen vendiendo papas, arroz, panela o carne en mercados de Colombia, Ecuador o Bolivia, pero no todas pesan lo mismo. Esta página calcula con 25 libras internacionales; donde la libra de la plaza es de 500 g la arroba sale de 12.5 kg, y en Perú se toma a menudo como 11.5 kg. Si te venden por arrobas, pregunta qué libra usan o pide el peso en la báscula. Cuatro arrobas forman un quintal, y media arroba son 12.5 libras.',
    ambiguity: {
      text: 'Esta página usa la arroba de 25 libras internacionales de los mercados americanos. La arroba castellana de 25 libras antiguas, de unos 11.5 kg, está en',
      other: readingIn(pesosAntiguos, 'arroba', 'kilogramos'),
      label: 'arrobas castellanas a kilogramos',
    },
  },
  // Grains: bullet weights and the apothecaries' aspirin.
  {
    from: 'granos',
    to: 'gramos',
    rows: [
      { value: 5, label: 'aspirina de 325 mg' },
      { value: 40, label: 'bala del calibre 22' },
      55,
      115,
      124,
      147,
      180,
      { value: 7000, label: 'una libra' },
    ],
    tableTitle: 'Puntas de bala y comprimidos en granos',
    definition: 'Un grano es 1/7000 de libra, 64.79891 mg exactos según el acuerdo internacional de 1959.',
    text: 'El grano, la unidad más pequeña del sistema avoirdupois, sobrevive en dos lugares: la munición, cuyas puntas se venden por su peso en granos (una bala de 9 mm pesa de 115 a 147 gr), y la farmacia anglosajona, de la que viene la aspirina de 325 mg, que son 5 granos. La abreviatura «gr» de las cajas de balas en inglés se confunde fácilmente en español con los gramos: 55 gr no son 55 g, sino 3.56 g. Por eso el convertidor escribe el grano con su nombre.',
  },
];
