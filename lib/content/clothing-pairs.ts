import type { ToolPairSpec } from './types';

/**
 * Issue 34: the question pages of /convertir-tallas-de-ropa, words only. Every size on them (answer, table) is read
 * from the page's own tables (lib/content/clothing-sizes.ts) by lib/tools/clothing-sizes.ts, through
 * lib/tools/clothing-pairs.ts; the sizes and measures named in the prose are checked against the same tables and
 * functions by __tests__/tools/tool-pairs.test.ts. All of them are approximate (D37): each page says that brands differ.
 *
 * Sources of the facts that are not in the size tables (checked 2026-11-28, D34):
 * - NIST Museum, «Standardization of Women's Clothing: Vanity» (museum.nist.gov/exhibits/apparel/vanity.htm, archived
 *   by the UNT web archive): commercial standard CS 215-58; the Department of Commerce withdrew it on 20 January 1983.
 * - Consumerist, «Why Women's Clothing Sizes Will Never Make Any Damn Sense» (26 January 2012), after Slate, «A Size 2
 *   Is a Size 2 Is a Size 8»: in 1958 a size 8 was for a bust of 31 inches.
 * - La Moncloa, Consejo de Ministros of 8 February 2008, «Estudio Antropométrico de la Población Femenina en España»
 *   (lamoncloa.gob.es/Paginas/archivo/080208-enlaceantropometrico.aspx): the 2007 agreement with the textile sector,
 *   the aim of a common pattern system from EN 13402-3, which is not binding, and the 41 % of women with problems
 *   with sizes; El Periódico Extremadura, «Sanidad también pesará, medirá y tallará a los hombres»: 10 415 women aged
 *   12 to 70 in 59 towns.
 * - BSI, «All change for clothes sizes» (press release, 11 March 2002, bsigroup.com): «Miss Average» 88-72-96 cm is a
 *   12 in the UK, a 40 in France and a 38 in Germany; BSI, BS 3666:1982 «Specification for size designation of
 *   women's wear» (shop.bsigroup.com, product 000000000000087865).
 * - BBC News, «Death of the size 10?» (14 March 2002): with metric sizes a man would go from a 40 chest in inches to
 *   a 102 chest in centimetres.
 * - WHO Child Growth Standards, length/height-for-age, boys 2 to 5 years, z-scores (who.int/tools/child-growth-
 *   standards/standards/length-height-for-age): at 48 months, −2 SD 94.9 cm, median 103.3 cm, +2 SD 111.7 cm.
 */
export const CLOTHING_PAIR_SPECS: readonly ToolPairSpec[] = [
  {
    slug: 'tallas-de-mujer-de-estados-unidos-a-europa',
    name: 'Tallas de mujer de EE. UU. a Europa',
    heading: 'Tallas de ropa de mujer de Estados Unidos a Europa',
    title: 'Tallas de mujer de EE. UU. a Europa: tabla de equivalencias',
    description:
      'Qué talla europea es una 8 de EE. UU. y el resto de tallas de mujer, de la 2 a la 28, según LazyTools y la guía de H&M, y por qué cada marca es distinta.',
    intro:
      'En las dos fuentes que dan ambas numeraciones, LazyTools y la guía de H&M para Canadá, la talla europea es la estadounidense más 30. Es una equivalencia aproximada: cada marca tiene sus propias medidas.',
    tableTitle: 'Tallas de mujer de EE. UU. y su equivalente europeo',
    text: [
      'La buscan quienes compran en tiendas de Estados Unidos o en marcas que etiquetan con su numeración. La talla europea de estas dos fuentes es la alemana; la francesa, que es también la de España, va dos números por encima según LazyTools, y para pasar tu talla española a la de EE. UU. tienes su propia página.',
      'Las tallas de mujer de EE. UU. salieron de una norma oficial, la CS 215-58, publicada en 1958. El Departamento de Comercio la retiró el 20 de enero de 1983, y desde entonces cada marca numera a su manera. Entretanto la talla 8 creció: en 1958 era para un busto de 31 pulgadas, unos 79 cm, y en la norma ASTM D5585-11, una referencia actual del sector, es para uno de 36.25 pulgadas, unos 92 cm.',
      'Las tallas 00 y 0 también existen en EE. UU., y la norma ASTM les da medidas, pero ninguna de nuestras fuentes les pone número europeo: por eso la tabla empieza en la 2. Por arriba, LazyTools llega hasta la 16 y solo la guía de H&M sigue, hasta la 28.',
      'Con la misma etiqueta, dos marcas pueden cortar distinto. Para acertar, compara tus medidas con la guía de la marca: la de H&M, por ejemplo, hace su 38 europea, que es su 8, para 88 cm de busto, 72 de cintura y 96 de cadera.',
    ],
    questions: [
      {
        question: '¿Qué talla europea es una 10 de EE. UU.?',
        answer: 'Una 40, según LazyTools y según la guía de H&M.',
      },
      {
        question: '¿La talla de EE. UU. es la misma que la de Canadá?',
        answer:
          'En la guía de H&M, sí: la columna de sus tallas norteamericanas es la de EE. UU. y Canadá, con los mismos números.',
      },
    ],
  },
  {
    slug: 'tallas-de-mujer-de-espana-a-estados-unidos',
    name: 'Tallas de mujer de España a EE. UU.',
    heading: 'Tallas de ropa de mujer de España a Estados Unidos',
    title: 'Tallas de mujer de España a EE. UU.: tabla y fuentes',
    description:
      'La talla 38 española es una 6 o una 8 de EE. UU., según la fuente. Tabla de la 34 a la 50 con lo que dice cada una, y cómo acertar con tus medidas.',
    intro:
      'En España se usa la numeración francesa, y las dos fuentes que la pasan a la de EE. UU. no coinciden: enfemenino.com da una talla más que LazyTools. Las dos son aproximadas, porque cada marca tiene sus medidas.',
    tableTitle: 'Tallas de mujer de España y Francia en EE. UU., según cada fuente',
    text: [
      'Es la duda de quien compra desde España en una tienda estadounidense: su 38 de siempre, ¿qué número es allí? Depende de a quién se pregunte. Para enfemenino.com, una 38 es una 8; para LazyTools, una 6. Entre las dos hay una talla de diferencia, justo la que separa una prenda que queda bien de otra que no cierra.',
      'En España no hay una numeración oficial. En 2007 el Ministerio de Sanidad y Consumo firmó un acuerdo con el sector de la confección para medir a las españolas, y el Estudio Antropométrico de la Población Femenina, presentado en febrero de 2008, midió a 10 415 mujeres de 12 a 70 años en 59 localidades. El 41 % dijo tener problemas con las tallas siempre o algunas veces. El objetivo era un patronaje común a partir de la norma europea EN 13402-3, que no es de obligado cumplimiento.',
      'Para no depender de una tabla, mídete. La norma estadounidense ASTM D5585 da para la talla 6 un busto de 35.25 pulgadas, unos 89.5 cm, y para la 8, uno de 36.25 pulgadas, unos 92.1 cm. La más cercana a tu busto es un buen punto de partida, aunque lo que manda es la guía de tallas de cada marca.',
    ],
    questions: [
      {
        question: '¿Qué talla de EE. UU. es una 40 española?',
        answer: 'Una 10 según enfemenino.com y una 8 según LazyTools.',
      },
      {
        question: '¿Y la 50?',
        answer: 'Solo la da enfemenino.com: una 20 de EE. UU. La tabla de LazyTools termina en la 48.',
      },
    ],
  },
  {
    slug: 'tallas-de-mujer-del-reino-unido-a-espana',
    name: 'Tallas de mujer del Reino Unido a España',
    heading: 'Tallas de ropa de mujer del Reino Unido a España',
    title: 'Tallas de mujer del Reino Unido a España: tabla de equivalencias',
    description:
      'Qué talla española es una 10 o una 12 inglesa: tabla de la 6 a la 22 según enfemenino.com y LazyTools, que aquí coinciden, con las medidas que da la BSI.',
    intro:
      'Aquí las dos fuentes coinciden: la talla de España y Francia es la del Reino Unido más 28. Aun así, es una equivalencia aproximada, porque cada marca corta a su manera.',
    tableTitle: 'Tallas de mujer del Reino Unido y su equivalente en España y Francia',
    text: [
      'La buscan quienes compran en tiendas británicas, en persona o por internet. La numeración británica va de dos en dos, como la española, y en la tabla de LazyTools, que la da también para Australia, va de la 6 a la 20. La de enfemenino.com sigue hasta la 22.',
      'En 2002, la British Standards Institution explicaba así la confusión: una mujer de 88 cm de busto, 72 de cintura y 96 de cadera llevaba una 12 en el Reino Unido, una 40 en Francia y una 38 en Alemania. Nuestras dos fuentes también pasan la 12 británica a la 40 de España y Francia, y la guía de H&M da justo esas medidas para su 38 europea.',
      'El Reino Unido publicó en 1982 una norma que designa la ropa de mujer por las medidas del cuerpo, la BS 3666, pero en las tiendas siguen mandando los números de siempre, y cada una decide qué medidas pone detrás de cada número.',
    ],
    questions: [
      {
        question: '¿Qué talla española es una 12 del Reino Unido?',
        answer: 'Una 40, según enfemenino.com y según LazyTools.',
      },
      {
        question: '¿La talla del Reino Unido es la misma que la de EE. UU.?',
        answer:
          'No, y las fuentes no están de acuerdo en la diferencia: para enfemenino.com, una 10 británica es una 8 de EE. UU.; para LazyTools, una 6.',
      },
    ],
  },
  {
    slug: 'tallas-de-mujer-de-letra-a-numero',
    name: 'Tallas de mujer de letras a números',
    heading: 'Tallas de mujer en letras (XS, S, M, L, XL) a números europeos',
    title: 'Talla S, M o L de mujer en números europeos: tabla',
    description:
      'Qué número europeo es una talla XS, S, M, L o XL de mujer según LazyTools, por qué casi cada letra abarca dos números y cómo cambian en la ropa de hombre.',
    intro:
      'Una letra no es un número: en la tabla de LazyTools, la S, la M y la L abarcan cada una dos tallas europeas. Es una equivalencia aproximada, y cada marca decide qué números caben en cada letra.',
    tableTitle: 'Tallas de mujer en letras y sus números europeos',
    text: [
      'Las letras son las iniciales de palabras inglesas: S de «small» (pequeña), M de «medium» (mediana) y L de «large» (grande), y cada X, de «extra», añade un grado más por arriba o por abajo. Como una letra abarca más que un número, una M vale para dos: según LazyTools, la 38 y la 40 europeas, que en España y Francia son la 40 y la 42.',
      'En esa tabla la XS y la XL tienen un solo número, la 32 y la 46, porque ahí se acaba: LazyTools no da XXS ni XXL de mujer. Si tu número está en el borde de una letra, la prenda y la marca deciden entre esa letra y la siguiente.',
      'En la ropa de hombre las mismas letras llevan otros números, y las fuentes no coinciden: una M es una 48 europea para Measkit y una 48 o una 50 para la guía de H&M. Si compras para otra persona, mira la tabla de su categoría.',
    ],
    questions: [
      {
        question: '¿Qué número es una talla S de mujer?',
        answer: 'Una 34 o una 36 europeas según LazyTools, que en España y Francia son la 36 y la 38.',
      },
      {
        question: '¿Y una L?',
        answer: 'Una 42 o una 44 europeas; en EE. UU., una 12 o una 14, siempre según LazyTools.',
      },
    ],
  },
  {
    slug: 'tallas-de-hombre-de-europa-a-estados-unidos',
    name: 'Tallas de hombre de Europa a EE. UU.',
    heading: 'Tallas de ropa de hombre de Europa a Estados Unidos',
    title: 'Tallas de hombre de Europa a EE. UU.: chaquetas y suéteres',
    description:
      'Qué talla de EE. UU. es una 50 europea de hombre: tabla de la 44 a la 58 para chaquetas y suéteres (jerséis), y por qué la talla estadounidense es el pecho en pulgadas.',
    intro:
      'En la tabla de enfemenino.com para suéteres (jerséis) y chaquetas, la talla de EE. UU. y del Reino Unido es la europea menos 10. Es una equivalencia aproximada: cada marca hace sus patrones.',
    tableTitle: 'Tallas europeas de hombre y su equivalente en EE. UU.',
    text: [
      'En EE. UU. y el Reino Unido, la talla de una chaqueta de hombre es el contorno de pecho en pulgadas: una 40 es para un pecho de 40 pulgadas, 101.6 cm. La europea ronda la mitad del pecho en centímetros: en la guía de H&M, la 50 es para 100 cm de pecho, y en todas sus tallas el pecho es el doble del número.',
      'En 2002, cuando se preparaba la norma europea de tallas, la BBC contaba que con ella un hombre que llevaba un 40 de pecho pasaría a llevar un 102: la misma medida, en centímetros en vez de pulgadas.',
      'La tabla vale para chaquetas, sacos (americanas) y suéteres. En EE. UU., los pantalones se venden por la cintura y el largo de pierna en pulgadas, y las camisas de vestir, por el cuello: para ellos hace falta la guía de la marca. De nuestras fuentes de hombre, solo enfemenino.com da la talla de EE. UU.; Measkit y H&M la dan en letras.',
    ],
    questions: [
      {
        question: '¿Qué talla de EE. UU. es una 52 europea?',
        answer: 'Una 42, como en el Reino Unido: un pecho de 42 pulgadas, unos 107 cm.',
      },
      {
        question: '¿Y en letras?',
        answer: 'Una 50 europea es una L para Measkit y una M para la guía de H&M.',
      },
    ],
  },
  {
    slug: 'tallas-de-ninos-por-edad-y-altura',
    name: 'Tallas de niños por edad y estatura',
    heading: 'Tallas de ropa de niños por edad y estatura',
    title: 'Tallas de niños por edad y estatura: qué talla es cada edad',
    description:
      'Qué talla europea corresponde a cada edad, de año y medio a 8 años, según la guía infantil de H&M, y por qué la estatura del niño dice más que su edad.',
    intro:
      'En Europa la talla infantil es la estatura en centímetros, y la guía de H&M le pone una edad: de 3 a 4 años, la 104. La edad es solo una pista aproximada: cada marca tiene sus medidas, y cada niño, las suyas.',
    tableTitle: 'Edad del niño y su talla europea, en cm de estatura',
    text: [
      'La pregunta llega con el regalo para un niño que no es tuyo: sabes su edad, no cuánto mide. La guía de H&M da una talla por edad, de 6 en 6 cm: la 92 de año y medio a 2 años, la 98 de 2 a 3, y así hasta la 128 para los 8 años. La Coqueta, que marca su ropa por años, da las mismas estaturas de los 2 a los 7 años: 104 cm, por ejemplo, para los niños de 3 a 4.',
      'Pero los niños de una misma edad miden muy distinto. Según los patrones de crecimiento de la OMS, a los 4 años la estatura mediana de los niños varones es de 103.3 cm, y la gran mayoría de ellos mide entre 94.9 y 111.7 cm: casi 17 cm de diferencia, casi tres tallas europeas. Por eso, si puedes, mide al niño descalzo y elige por estatura.',
      'Las tiendas tampoco coinciden en los bordes. En la tabla de Miteigi, la talla británica de 3 a 4 años es la talla europea 98–104, un poco más pequeña que la 104 de H&M, y en EE. UU. la misma edad es una 4T. Si el niño queda entre dos tallas, la mayor le durará más.',
    ],
    questions: [
      {
        question: '¿Qué talla usa un niño de 2 años?',
        answer:
          'Según la guía de H&M, la 92 hasta los 2 años y la 98 de los 2 a los 3. Si ya mide más de 92 cm, mejor la 98.',
      },
      {
        question: '¿La talla 104 es para 4 años?',
        answer:
          'Para H&M, la 104 es de 3 a 4 años, pero está pensada para un niño de unos 104 cm, tenga la edad que tenga.',
      },
    ],
  },
];
