import type { PairsOf } from '@/lib/content/pairs/types';
import type { area } from './units';

// Area pairs (D26). Evidence for the choice: the family page's cards (m² ↔ ft², ha ↔ acres, km² → ha, cm² → m²),
// the uses its text names (homes in the US, farms and fires, Central America's varas cuadradas and manzanas, the
// Mexican caballería and the Chilean cuadra) and the squares the catalogue added (yd², in², mi²).
export const areaPairs: PairsOf<typeof area> = [
  // The family's default pair and its reverse: homes and prices per square foot in US listings.
  {
    from: 'metros_cuadrados',
    to: 'pies_cuadrados',
    rows: [
      1,
      10,
      { value: 12, label: 'dormitorio' },
      50,
      { value: 80, label: 'piso de tres habitaciones' },
      100,
      150,
      250,
      500,
      1000,
    ],
    tableTitle: 'Superficies de habitaciones y viviendas',
    definition:
      'Un pie cuadrado es un cuadrado de 0.3048 m de lado, 0.09290304 m² exactos, así que cada metro cuadrado contiene unos 10.7639.',
    text: 'Si comparas un piso de Madrid o de Ciudad de México con uno de Miami o de Houston, la superficie del anuncio estadounidense vendrá en pies cuadrados, y para leerla tendrás que multiplicar tus metros por 10.7639. Pero compara cosas comparables: en España se distinguen los metros construidos, que incluyen muros y parte de las zonas comunes, de los metros útiles, mientras que en EE. UU. el dato habitual es la superficie habitable acabada, que deja fuera el garaje y los sótanos sin acabar. Un piso de 80 m² construidos puede quedarse en unos 700 pies cuadrados útiles.',
  },
  {
    from: 'pies_cuadrados',
    to: 'metros_cuadrados',
    rows: [1, 100, 500, 750, 1000, 1500, 2000, 2500, 5000, 10000],
    tableTitle: 'Viviendas y locales en pies cuadrados',
    definition:
      'Con el pie internacional de 0.3048 m, el pie cuadrado mide 0.3048² = 0.09290304 m²: un factor exacto de ocho decimales.',
    text: 'Los anuncios de viviendas en EE. UU., y muchos en Puerto Rico, dan la superficie en pies cuadrados y el precio en dólares por pie cuadrado. Para pasar una casa de 2000 pies cuadrados a metros, multiplica por 0.0929: unos 186 m². Con el precio ocurre lo contrario, y ahí se equivoca mucha gente: 300 dólares por pie cuadrado no son 28 dólares por metro, sino unos 3229, porque en cada metro caben casi once pies cuadrados. Dividir la superficie entre 10 sirve para estimar, pero la exagera un 7.6 %.',
  },
  // Farmland: hectares and acres both ways, and acres to square metres for US house plots.
  {
    from: 'hectareas',
    to: 'acres',
    rows: [0.5, 1, 2, 5, 10, 50, 100, 500, 1000],
    tableTitle: 'Fincas y parcelas en hectáreas',
    definition:
      'El acre internacional son 4046.8564224 m², de modo que una hectárea, 10 000 m², equivale a unos 2.4711 acres.',
    text: 'Quien compara el campo de Argentina, España o México con el de EE. UU. o Canadá tropieza con esta conversión, porque allí las granjas y los rendimientos se miden en acres. Una hectárea es casi dos acres y medio, y los rendimientos van al revés: lo que se cosecha por hectárea es 2.47 veces lo que se cosecha por acre. Si una revista agrícola estadounidense dice que el maíz dio 180 bushels por acre, no basta con cambiar la superficie: el bushel también es una unidad propia, de volumen. Fíjate siempre en qué unidad va en el denominador.',
  },
  {
    from: 'acres',
    to: 'hectareas',
    rows: [
      1,
      5,
      10,
      40,
      80,
      { value: 160, label: 'lote de la Homestead Act' },
      { value: 640, label: 'una milla cuadrada' },
      1000,
      10000,
    ],
    tableTitle: 'Acres de granjas, lotes e incendios',
    definition:
      'Desde el acuerdo de 1959 el acre vale exactamente 4046.8564224 m², poco más de cuatro décimas de hectárea.',
    text: 'Los incendios forestales de California, las granjas del Medio Oeste o los terrenos de una herencia en EE. UU. se miden en acres, y las noticias en español a veces copian la cifra sin convertirla. Un incendio de 10 000 acres son unas 4047 hectáreas, no 10 000: el acre es menos de la mitad de una hectárea. La Homestead Act de 1862 repartía lotes de 160 acres a los colonos, unas 64.75 ha, y una sección del catastro estadounidense, una milla cuadrada, tiene 640 acres.',
  },
  {
    from: 'acres',
    to: 'metros_cuadrados',
    rows: [0.1, { value: 0.25, label: 'solar suburbano típico' }, 0.5, 1, 2, 5, 10],
    tableTitle: 'Solares de vivienda en acres',
    definition: 'Un acre son 43 560 pies cuadrados de 0.09290304 m², lo que da 4046.8564224 m² sin redondeo.',
    text: 'En los barrios residenciales de EE. UU. los solares se anuncian en fracciones de acre: uno de un cuarto de acre, muy típico en los suburbios, tiene unos 1012 m², lo que en un pueblo español sería un solar amplio. Para hacerte una idea del acre entero, piensa en un campo de fútbol americano sin las zonas de anotación: 100 por 53⅓ yardas, unos 4460 m², algo más de un acre. En Puerto Rico, además, los terrenos se miden en cuerdas, de unos 3930 m², un 3 % menos que el acre: no las confundas.',
  },
  // Hectares and square metres: Spanish deeds and the cadastre, solar plants, fires, rural plots.
  {
    from: 'hectareas',
    to: 'metros_cuadrados',
    rows: [0.05, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 10, 100],
    tableTitle: 'Parcelas y solares en hectáreas',
    definition:
      'La hectárea es el hectómetro cuadrado, 100 m por 100 m o 10 000 m² exactos, una de las unidades ajenas al SI que el propio SI acepta.',
    text: 'En las escrituras y en las notas del Registro de la Propiedad españolas, las fincas rústicas se describen a menudo en hectáreas, áreas y centiáreas: «2 ha, 35 a y 12 ca» son 23 512 m², porque el área son 100 m² y la centiárea, 1 m². Para pasar hectáreas con decimales a metros cuadrados, desplaza el punto cuatro lugares: 0.75 ha son 7500 m². El catastro da la superficie en metros cuadrados y la escritura a veces en hectáreas, así que esta es la conversión que necesitas para comparar ambos documentos.',
  },
  {
    from: 'metros_cuadrados',
    to: 'hectareas',
    rows: [100, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000, 1000000],
    tableTitle: 'Metros cuadrados de solares, fincas y parques',
    definition:
      'Cada hectárea son 10 000 m², así que basta dividir entre diez mil: el resultado sale exacto, sin redondeo.',
    text: 'Las noticias de incendios forestales, plantas solares o nuevas urbanizaciones dan unas veces metros cuadrados y otras hectáreas, y conviene pasarlas a la misma unidad antes de comparar. Como la hectárea es un cuadrado de 100 por 100 m, del tamaño de una manzana de ciudad, dividir entre 10 000 basta: un solar de 2500 m² es un cuarto de hectárea. En España importa en las fincas rústicas, porque cada comunidad autónoma fija en hectáreas la unidad mínima de cultivo y por debajo de ella no se puede dividir una finca, aunque el catastro la mida en metros cuadrados.',
  },
  // Square kilometres: maps and country sizes against hectares of fires and parks, and square miles of the US.
  {
    from: 'kilometros_cuadrados',
    to: 'hectareas',
    rows: [0.01, 0.1, 0.5, 1, { value: 3.41, label: 'Central Park (Nueva York)' }, 10, 100, 1000],
    tableTitle: 'Kilómetros cuadrados en hectáreas',
    definition:
      'Un kilómetro cuadrado es un cuadrado de 1000 m de lado: un millón de metros cuadrados, que son 100 hectáreas exactas.',
    text: 'Los parques naturales, los términos municipales y las zonas quemadas aparecen en kilómetros cuadrados en los mapas y en hectáreas en los informes agrarios y forestales, y el factor entre ambas es 100, no 1000. La confusión viene de pensar en longitudes: un kilómetro son 10 hectómetros, pero un kilómetro cuadrado son 10 × 10 = 100 hectómetros cuadrados, es decir, 100 hectáreas. Como referencia, Central Park, en Nueva York, ocupa 3.41 km², unas 341 ha. Para municipios grandes resulta más manejable el kilómetro cuadrado; para fincas, la hectárea.',
  },
  {
    from: 'hectareas',
    to: 'kilometros_cuadrados',
    rows: [1, 10, 50, 100, 500, 1000, 10000, 100000],
    tableTitle: 'Superficies quemadas y protegidas en hectáreas',
    definition:
      'Cien hectáreas llenan un kilómetro cuadrado, así que una hectárea es su centésima parte: 0.01 km² exactos.',
    text: 'Los balances de incendios forestales en España, Chile o México cuentan hectáreas, mientras que los mapas y los datos de población hablan de kilómetros cuadrados. Pasar de unas a otros ayuda a imaginar la escala: un incendio que quema 10 000 ha arrasa 100 km², un cuadrado de 10 km de lado, más que la superficie de muchos municipios. El Sistema Europeo de Información sobre Incendios Forestales (EFFIS) y las agencias nacionales publican sus cifras en hectáreas; si quieres compararlas con la superficie de tu provincia o de tu estado, divide entre 100.',
  },
  {
    from: 'kilometros_cuadrados',
    to: 'millas_cuadradas',
    rows: [
      1,
      10,
      100,
      1000,
      10000,
      { value: 506000, label: 'España, aprox.' },
      { value: 1964375, label: 'México' },
      { value: 2780400, label: 'Argentina (territorio americano)' },
    ],
    tableTitle: 'Superficies de países en kilómetros cuadrados',
    definition:
      'La milla cuadrada mide 1609.344² m², es decir, 2 589 988.110336 m², de modo que un kilómetro cuadrado son unas 0.3861 millas cuadradas.',
    text: 'Las enciclopedias y los medios de EE. UU. dan la superficie de países, estados y parques en millas cuadradas, y las cifras parecen pequeñas a quien piensa en kilómetros: España, con unos 506 000 km², son poco más de 195 000 millas cuadradas. El factor de la milla lineal no sirve aquí: hay que elevarlo al cuadrado, y 1.609 al cuadrado es casi 2.59. Por eso una milla cuadrada supera los dos kilómetros cuadrados y medio, aunque la milla sea solo un 60 % más larga que el kilómetro.',
  },
  {
    from: 'millas_cuadradas',
    to: 'kilometros_cuadrados',
    rows: [
      1,
      10,
      { value: 36, label: 'township del catastro de EE. UU.' },
      100,
      1000,
      { value: 3515, label: 'Puerto Rico' },
      { value: 163696, label: 'California' },
      { value: 268596, label: 'Texas' },
    ],
    tableTitle: 'Estados y territorios en millas cuadradas',
    definition:
      'Una milla cuadrada, 640 acres, equivale exactamente a 2.589988110336 km², y ese es el factor que usa esta página.',
    text: 'La Oficina del Censo de EE. UU. publica la superficie de estados, condados y ciudades en millas cuadradas, y así llegan a las noticias: Texas ocupa 268 596 millas cuadradas, casi 696 000 km², bastante más que España, y Puerto Rico, 3515, unos 9104 km². En el catastro del Oeste estadounidense la milla cuadrada es además una parcela, la sección, y 36 secciones forman un township de 6 por 6 millas. Las densidades de población cambian igual: por milla cuadrada salen 2.59 veces mayores que por kilómetro cuadrado.',
  },
  // Central America: manzanas and varas cuadradas, on the Castilian vara the catalogue uses, both ways. Nicaragua's
  // manzana, 7042.25 m²: UN Statistical Office, World Weights and Measures (1955), via Wikipedia's 'Manzana (unit)';
  // checked 2026-11-27 (issue 32: Costa Rica's figure had no source and was taken out).
  {
    from: 'manzanas',
    to: 'hectareas',
    rows: [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100],
    tableTitle: 'Fincas y cultivos en manzanas',
    definition:
      'La manzana son 10 000 varas cuadradas; con la vara castellana de 0.835905 m, 6987.37169025 m², unas 0.6987 ha.',
    text: 'En Guatemala, Honduras y El Salvador las fincas de café, caña o granos básicos se miden en manzanas, y los rendimientos se dan en quintales por manzana. Para compararlos con datos internacionales, que van por hectárea, recuerda que una manzana es algo menos de siete décimas de hectárea, así que el rendimiento por hectárea es el de la manzana dividido entre 0.6987: más de un 40 % mayor. En Nicaragua la vara era algo más larga y la manzana ronda los 7042 m², según el manual de pesos y medidas de las Naciones Unidas de 1955, de modo que allí esta conversión se queda un poco corta.',
  },
  {
    from: 'hectareas',
    to: 'manzanas',
    rows: [0.5, 0.7, 1, 2, 5, 10, 50, 100],
    tableTitle: 'Hectáreas en manzanas centroamericanas',
    definition:
      'Una hectárea entre 6987.37169025 m² por manzana da unas 1.4312 manzanas, con la vara castellana como base.',
    text: 'Las recomendaciones técnicas de abono, semilla o riego suelen venir por hectárea, pero el productor centroamericano compra y siembra por manzana. Si una guía indica 200 kg de fertilizante por hectárea, a una manzana le tocan unos 140 kg, porque la manzana es menor: en una hectárea caben casi una manzana y media (1.43). El mismo cálculo sirve para precios de arrendamiento o de venta de tierra expresados en hectáreas. Y si bajas a la escala de un solar, recuerda que la vara cuadrada es la diezmilésima parte de la manzana.',
  },
  {
    from: 'varas_cuadradas',
    to: 'metros_cuadrados',
    rows: [1, 50, 100, 150, { value: 200, label: 'lote de 10 × 20 varas' }, 300, 500, 1000, 10000],
    tableTitle: 'Lotes y solares en varas cuadradas',
    definition:
      'Una vara cuadrada es el cuadrado de una vara castellana de 0.835905 m: 0.698737169025 m², algo menos de siete décimas de metro cuadrado.',
    text: 'En Guatemala, Honduras y El Salvador los lotes urbanos se anuncian y se escrituran en varas cuadradas, aunque la casa construida encima se mida en metros cuadrados. El error más frecuente es multiplicar por 0.836, que es la vara lineal: una vara cuadrada es 0.836 por 0.836, unos 0.699 m². Un lote de 10 por 20 varas tiene 200 varas cuadradas, unos 139.7 m². Cada país redondea la vara a su modo, y en Honduras es habitual el factor de 1.434 varas cuadradas por metro, algo distinto del que usa esta página.',
  },
  {
    from: 'metros_cuadrados',
    to: 'varas_cuadradas',
    rows: [1, 50, 100, 120, 200, 250, 500, 1000, 7000],
    tableTitle: 'Metros cuadrados en varas cuadradas',
    definition:
      'Un metro cuadrado contiene 1/0.698737169025 varas cuadradas castellanas, unas 1.4312; el cociente no es exacto y se redondea.',
    text: 'Un plano de arquitecto o un avalúo pueden dar el terreno en metros cuadrados mientras el vendedor pide un precio por vara cuadrada, como es costumbre en El Salvador o Guatemala. Para comparar, pasa los metros a varas: un lote de 120 m² son unas 171.7 varas cuadradas. Y si tienes el precio por vara, multiplícalo por 1.4312 para obtenerlo por metro: 100 dólares la vara cuadrada son unos 143 dólares el metro cuadrado. Como la vara es más corta que el metro, en un mismo terreno siempre hay más varas que metros.',
  },
  // US square yards and square inches: carpet and turf, photo prints and the square inch behind the psi.
  {
    from: 'yardas_cuadradas',
    to: 'metros_cuadrados',
    rows: [1, 5, 10, 20, 30, 50, 100, 500],
    tableTitle: 'Moqueta y césped en yardas cuadradas',
    definition: 'La yarda cuadrada mide 0.9144 × 0.9144 m, 0.83612736 m² exactos, y contiene 9 pies cuadrados.',
    text: 'En EE. UU. la moqueta o alfombra de pared a pared, el césped en rollo y algunos trabajos de pintura o impermeabilización se presupuestan por yarda cuadrada, y los precios parecen más baratos que por metro porque la unidad es menor: una yarda cuadrada es el 84 % de un metro cuadrado. Una habitación de 20 yardas cuadradas son unos 16.7 m². Ojo con la yarda cúbica, que se usa para el hormigón y la tierra en las obras: es un volumen, no una superficie, y no se convierte con este factor.',
  },
  {
    from: 'pulgadas_cuadradas',
    to: 'centimetros_cuadrados',
    rows: [
      1,
      10,
      { value: 24, label: 'foto de 4 × 6 in' },
      50,
      { value: 80, label: 'foto de 8 × 10 in' },
      100,
      { value: 144, label: 'un pie cuadrado' },
    ],
    tableTitle: 'Fotos y piezas en pulgadas cuadradas',
    definition:
      'Con la pulgada exacta de 2.54 cm, la pulgada cuadrada mide 2.54 × 2.54 = 6.4516 cm², sin decimales que redondear.',
    text: 'La pulgada cuadrada aparece en fichas técnicas de EE. UU., como la superficie de un pistón, de una junta o de un disipador, y también dentro de la libra por pulgada cuadrada (psi), la unidad con la que se inflan los neumáticos en medio mundo. Una foto de 4 × 6 pulgadas, el formato que en español llamamos de 10 × 15, tiene 24 pulgadas cuadradas, unos 154.8 cm². Para pasar una presión en psi a bar o a kilopascales necesitas además la libra fuerza: eso lo resuelve el convertidor de presión.',
  },
  // Tiles: pieces are sold by their size in centimetres, floors are measured and paid by the square metre.
  {
    from: 'centimetros_cuadrados',
    to: 'metros_cuadrados',
    rows: [
      1,
      100,
      { value: 400, label: 'azulejo de 20 × 20 cm' },
      { value: 900, label: 'baldosa de 30 × 30 cm' },
      2500,
      { value: 3600, label: 'porcelánico de 60 × 60 cm' },
      { value: 7200, label: 'porcelánico de 60 × 120 cm' },
      10000,
    ],
    tableTitle: 'Baldosas y piezas en centímetros cuadrados',
    definition:
      'Cada metro cuadrado tiene 100 × 100 = 10 000 cm², así que un centímetro cuadrado es una diezmilésima de metro cuadrado, exacta.',
    text: 'La cuenta típica es la de las baldosas: cada pieza se vende por sus medidas en centímetros, pero la obra se mide y se paga por metros cuadrados. Una pieza de 60 × 60 cm ocupa 3600 cm², 0.36 m², así que entran unas 2.8 por metro cuadrado; de 30 × 30 cm, 0.09 m², unas 11. Calcula siempre la superficie de la pieza antes de convertir y añade entre un 5 % y un 10 % para cortes y roturas, más si colocas en diagonal.',
  },
  // Land units of Spanish America with a legal value: the Mexican caballería and the Chilean cuadra.
  {
    from: 'caballerias_mexico',
    to: 'hectareas',
    rows: [0.25, 0.5, 1, 2, 3, 5, 10],
    tableTitle: 'Caballerías mexicanas en hectáreas',
    definition:
      'La caballería mexicana era un rectángulo de 1104 × 552 varas de 0.838 m, según la tabla de medidas agrarias de 1853: 42.7953111552 ha.',
    text: 'La caballería nació en los repartos de tierras de la colonización: era la porción que se concedía a un soldado de a caballo, mayor que la peonía del soldado de a pie. En México se fijó como un rectángulo el doble de largo que de ancho y, con la vara legal de 0.838 m, ocupa casi 43 hectáreas. Aparece en títulos de haciendas, en expedientes agrarios y en la historia del reparto de tierras. No la confundas con la caballería de Cuba o de Guatemala, de otro tamaño: esta página usa solo la mexicana.',
  },
  {
    from: 'cuadras_chile',
    to: 'hectareas',
    rows: [0.5, 1, 2, 5, 10, 20, 50, 100],
    tableTitle: 'Cuadras chilenas en hectáreas',
    definition:
      'La cuadra cuadrada chilena mide 150 × 150 varas de 0.836 m (ley de 1848): 125.4 m de lado y 15 725.16 m², es decir, 1.572516 ha.',
    text: 'En el campo chileno, sobre todo en la zona central, las parcelas y los fundos se siguen describiendo en cuadras, y los avisos mezclan «10 cuadras de riego» con hectáreas. Una cuadra es algo más de hectárea y media, de modo que esas 10 cuadras son unas 15.7 ha. Ten presente que en Chile «cuadra» también es la distancia de 125.4 m entre esquinas: como superficie se entiende el cuadrado de ese lado. En Argentina, Uruguay o Paraguay la cuadra tuvo otros valores, que no se convierten con esta página.',
  },
];
