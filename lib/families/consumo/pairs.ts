import type { PairsOf } from '@/lib/content/pairs/types';
import type { consumo } from './units';

// Fuel consumption. Distance per fuel (km/L, mpg, km/gal) and fuel per distance (L/100 km) are reciprocal, so a pair
// with L/100 km needs a written formula on the family page: only km/L and US mpg have one, and the UK mpg pairs stay
// among the linear units.
export const consumoPairs: PairsOf<typeof consumo> = [
  // The family's default pair, both ways: the km/L of Mexico, Chile or Brazil and the L/100 km of Spain and Europe.
  {
    from: 'kilometros_litro',
    to: 'litros_100km',
    answerValue: 12.5,
    rows: [5, 8, 10, 12, 15, 18, 20, 25, 30],
    tableTitle: 'Rendimientos en km/L pasados a litros cada 100 km',
    definition:
      'Los litros por 100 km son el inverso de los kilómetros por litro multiplicado por cien: L/100 km = 100 ÷ km/L.',
    text: 'En México, Chile o Brasil el rendimiento de un auto se da en kilómetros por litro, y quien lee una prueba española o una ficha europea encuentra litros por cada 100 kilómetros. Como una unidad es el inverso de la otra, la tabla no avanza en línea recta: pasar de 10 a 15 km/L ahorra 3.3 litros cada 100 km, pero pasar de 20 a 25 solo ahorra uno. Un coche que hace 15 km/L gasta 6.667 L/100 km, una cifra buena para un auto de gasolina.',
  },
  {
    from: 'litros_100km',
    to: 'kilometros_litro',
    answerValue: 6,
    rows: [3.5, 4, 5, 6, 7, 8, 10, 12, 15],
    tableTitle: 'Consumos europeos en kilómetros por litro',
    definition:
      'Cien kilómetros divididos entre los litros que se gastan en ellos dan la distancia por litro: km/L = 100 ÷ L/100 km.',
    text: 'Las fichas técnicas de España y del resto de Europa dan el consumo homologado con el ciclo WLTP, obligatorio desde 2018, en litros cada 100 km. Para un lector latinoamericano, acostumbrado a los kilómetros por litro, la conversión es una división: 6 L/100 km equivalen a 16.667 km/L. Aquí un número más bajo es mejor, al revés que en km/L, y confundir el sentido de la escala es el error más común al comparar dos coches.',
  },
  // The United States: miles per US gallon against L/100 km and km/L, both ways.
  {
    from: 'millas_galon',
    to: 'litros_100km',
    answerValue: 30,
    rows: [15, 20, 25, 30, 35, 40, 50, { value: 58, label: 'híbrido muy eficiente' }],
    tableTitle: 'Millas por galón estadounidense en L/100 km',
    definition:
      'Con la milla de 1.609344 km y el galón estadounidense de 3.785411784 L, L/100 km = 235.2145833… ÷ mpg.',
    text: 'La etiqueta de consumo de los coches nuevos en Estados Unidos da millas por galón en ciudad, en carretera y combinadas, y para compararlas con un coche europeo hay que pasar a litros cada 100 km. No se multiplica por un factor: se divide 235.215 entre las mpg. Por eso 30 mpg son 7.84 L/100 km y 40 mpg, 5.88. Las camionetas grandes que rinden 15 mpg gastan 15.7 L/100 km, el doble que un compacto.',
    ambiguity: {
      text: 'Esta página usa las millas por galón estadounidense (3.785 L). Las de las revistas británicas usan el galón imperial:',
      other: { from: 'millas_galon_uk', to: 'kilometros_litro' },
      label: 'millas por galón imperial a kilómetros por litro',
    },
  },
  {
    from: 'litros_100km',
    to: 'millas_galon',
    answerValue: 8,
    rows: [4, 5, 6, 7, 8, 9, 10, 12, 15],
    tableTitle: 'Litros cada 100 km en millas por galón estadounidense',
    definition:
      'Las mpg estadounidenses salen de dividir 235.2145833… entre los litros cada 100 km, porque las dos magnitudes son inversas.',
    text: 'Quien se muda de España o de Argentina a Estados Unidos quiere saber si su coche nuevo gasta más o menos que el anterior, y allí el consumo se anuncia en millas por galón. Un coche que gastaba 5 L/100 km rinde 47 mpg; uno de 10 L/100 km, 23.5. Como la relación es inversa, duplicar los litros reduce las mpg a la mitad. Comprueba que la cifra que comparas sea la combinada, no solo la de carretera, que siempre es más favorable.',
    ambiguity: {
      text: 'El resultado está en millas por galón estadounidense. En el Reino Unido las mpg usan el galón imperial de 4.546 L:',
      other: { from: 'litros_100km', to: 'millas_galon_uk' },
      label: 'litros cada 100 km a millas por galón imperial',
    },
  },
  {
    from: 'kilometros_litro',
    to: 'millas_galon',
    answerValue: 10,
    rows: [5, 8, 10, 12, 15, 18, 20, 25],
    tableTitle: 'Kilómetros por litro en millas por galón',
    definition: 'Multiplicar los km/L por 3.785411784 ÷ 1.609344, unos 2.3521, da las millas por galón estadounidense.',
    text: 'Muchos modelos se venden a la vez en México y en Estados Unidos, y sus fichas dan el rendimiento en km/L y en mpg. La conversión es directa, porque las dos miden distancia por volumen: se multiplica por 2.352. Un auto que rinde 15 km/L hace 35.3 mpg. Ojo, los ciclos de prueba de cada país no son iguales y las cifras oficiales pueden no coincidir aunque el auto sea el mismo.',
  },
  {
    from: 'millas_galon',
    to: 'kilometros_litro',
    answerValue: 25,
    rows: [15, 20, 25, 30, 35, 40, 50],
    tableTitle: 'Millas por galón en kilómetros por litro',
    definition: 'Una milla por galón estadounidense son 1.609344 km entre 3.785411784 L, unos 0.4251 km/L.',
    text: 'Los autos importados de Estados Unidos llegan con el tablero y el manual en millas por galón, y en México, Centroamérica o el Caribe se quiere la cifra en kilómetros por litro. Multiplicar por 0.425 basta: 25 mpg son 10.6 km/L y 40 mpg, 17. Un atajo mental es dividir entre 2.35. Si el auto viene del Reino Unido o de Canadá, sus mpg pueden ser imperiales, con un galón mayor.',
    ambiguity: {
      text: 'Aquí las mpg son estadounidenses. Para mpg británicas, con el galón imperial, usa',
      other: { from: 'millas_galon_uk', to: 'kilometros_litro' },
      label: 'millas por galón imperial a kilómetros por litro',
    },
  },
  // Peru, Colombia, Ecuador and Central America sell fuel by the US gallon: km per gallon against km/L.
  {
    from: 'kilometros_galon',
    to: 'kilometros_litro',
    answerValue: 40,
    rows: [20, 30, 35, 40, 45, 50, 60],
    tableTitle: 'Kilómetros por galón en kilómetros por litro',
    definition: 'El galón estadounidense son 3.785411784 L exactos, así que km/L = km/gal ÷ 3.785411784.',
    text: 'En Perú, Colombia, Ecuador y varios países de Centroamérica la gasolina se vende por galones y el rendimiento se dice en kilómetros por galón: «mi carro hace 40 km por galón». Para compararlo con una ficha mexicana o chilena hay que dividir entre 3.785: esos 40 km/gal son 10.6 km/L. El galón de esos surtidores es el estadounidense, no el imperial británico.',
  },
  {
    from: 'kilometros_litro',
    to: 'kilometros_galon',
    answerValue: 12,
    rows: [8, 10, 12, 14, 15, 18, 20],
    tableTitle: 'Kilómetros por litro en kilómetros por galón',
    definition: 'Un galón estadounidense contiene 3.785411784 L, de modo que km/gal = km/L × 3.785411784.',
    text: 'Sirve a quien vive en Colombia, Perú o Ecuador y consulta una reseña mexicana, chilena o brasileña escrita en km/L, o las fichas de un fabricante japonés. Se multiplica por 3.785: un auto que rinde 12 km/L hace 45.4 km por galón. Para saber cuánto cuesta un viaje, divide la distancia entre ese rendimiento y multiplica por el precio del galón.',
  },
  // British road tests: miles per imperial gallon against km/L and US mpg.
  {
    from: 'millas_galon_uk',
    to: 'kilometros_litro',
    answerValue: 50,
    rows: [30, 40, 45, 50, 55, 60, 70],
    tableTitle: 'Millas por galón imperial en kilómetros por litro',
    definition:
      'El galón imperial mide 4.54609 L exactos desde la ley británica de pesas y medidas de 1985, así que 1 mpg (R. U.) = 1.609344 ÷ 4.54609 km/L.',
    text: 'Las revistas y las webs de coches del Reino Unido publican consumos en millas por galón imperial, y las cifras parecen muy altas a quien conoce las estadounidenses: 50 mpg británicas son 17.7 km/L, unos 5.65 L/100 km. Multiplicar por 0.354 pasa a km/L. Si una web británica compara un modelo con la versión estadounidense, las dos cifras no se pueden poner una al lado de otra sin convertir el galón.',
  },
  {
    from: 'millas_galon_uk',
    to: 'millas_galon',
    answerValue: 50,
    rows: [20, 30, 40, 50, 60, 70],
    tableTitle: 'Millas por galón británicas en millas por galón estadounidenses',
    definition:
      'Las dos millas son iguales y solo cambia el galón: mpg (EE. UU.) = mpg (R. U.) × 3.785411784 ÷ 4.54609.',
    text: 'Los foros en inglés mezclan las mpg británicas y las estadounidenses sin avisar, y la misma eficiencia da cifras distintas: 50 mpg británicas son 41.6 mpg estadounidenses, porque el galón imperial es un 20 % mayor. Antes de comparar un coche europeo probado en el Reino Unido con uno estadounidense, pasa la cifra británica a la escala de Estados Unidos multiplicando por 0.8327.',
  },
];
