import type { PairsOf } from '@/lib/content/pairs/types';
import type { tacos } from './units';

// D26: the taco pairs. A joke unit with exact arithmetic (20 cm lying, 8 cm standing, 15 cm tortillas): the rows
// are sports and landmarks with checkable measurements, not the family page's own examples.
export const tacosPairs: PairsOf<typeof tacos> = [
  // The default pair and its reverse: lengths in tacos laid end to end.
  {
    from: 'metros',
    to: 'tacos',
    rows: [
      { value: 1.7, label: 'una persona' },
      { value: 28, label: 'cancha de básquetbol (FIBA)' },
      { value: 50, label: 'alberca olímpica' },
      { value: 100, label: 'carrera de 100 metros' },
      { value: 400, label: 'vuelta a la pista de atletismo' },
      1000,
      { value: 42195, label: 'maratón' },
    ],
    tableTitle: 'Distancias deportivas medidas en tacos acostados',
    definition:
      'Esta página fija el taco acostado en 20 cm exactos, así que cada metro son 5 tacos; no hay ley detrás, solo aritmética.',
    text: '¿Cuántos tacos hacen falta para cubrir un maratón? 42 195 metros a 20 cm por taco son 210 975 tacos en fila, suficientes para una taquiza de barrio entero y alguno más. La cuenta se hace dividiendo entre 0.2, o multiplicando por 5, que es más fácil de cabeza. Si tu taquería sirve tacos más chicos, como los de canasta, la fila crece; la unidad es de broma, pero explica bien qué significa convertir: cambiar la regla con que mides, no la cosa medida.',
  },
  {
    from: 'tacos',
    to: 'metros',
    rows: [1, 3, 5, 10, { value: 24, label: 'dos docenas' }, 100, 1000, 10000],
    tableTitle: 'Pedidos de tacos puestos en fila, en metros',
    definition: 'Con el taco acostado de 20 cm de esta página, metros = tacos × 0.2, sin redondeos hasta el resultado.',
    text: 'La pregunta al revés es la de la fiesta: si pides cien tacos y los pones uno detrás de otro, ¿hasta dónde llegan? A 20 cm cada uno son 20 metros, casi el largo de una alberca semiolímpica, que mide 25. Con mil tacos llegas a 200 metros, media vuelta a una pista de atletismo. En México el taco se pide por orden o por pieza; en España, donde el taco mexicano ha llegado con las taquerías de las grandes ciudades, la palabra también nombra un trozo de queso o de jamón, que esta página no mide.',
  },
  // Heights: tacos standing on their base, 8 cm each.
  {
    from: 'metros',
    to: 'tacos_vertical',
    rows: [
      { value: 1.7, label: 'una persona' },
      { value: 3.05, label: 'aro de baloncesto' },
      10,
      { value: 63, label: 'Pirámide del Sol, Teotihuacan (aprox.)' },
      100,
      1000,
      { value: 8848.86, label: 'Everest (medición de 2020)' },
    ],
    tableTitle: 'Alturas medidas en tacos de pie',
    definition: 'El taco de pie, parado sobre su base, mide en esta página 8 cm de alto: 12.5 tacos por metro.',
    text: 'Para las alturas el taco acostado se queda largo, así que aquí se apilan tacos de pie, de 8 cm. Una persona de 1.70 m mide 21.25 tacos, y el aro de baloncesto, a 3.05 m del suelo, queda a unos 38 tacos. El Everest, con los 8848.86 m que anunciaron Nepal y China en 2020, pide más de 110 000 tacos apilados, una torre que ninguna salsa sostendría. En España el aro es de baloncesto y en México de básquetbol; la cuenta da lo mismo.',
  },
  // Football measurements in tortillas laid edge to edge.
  {
    from: 'metros',
    to: 'tortillas',
    // 3 m is a whole number of tortillas (20): 1 m would be the repeating 6.666…
    answerValue: 3,
    rows: [
      { value: 2.44, label: 'altura de la portería' },
      { value: 7.32, label: 'ancho de la portería' },
      { value: 9.15, label: 'distancia de la barrera' },
      { value: 11, label: 'punto de penalti' },
      { value: 16.5, label: 'fondo del área grande' },
      { value: 40.32, label: 'ancho del área grande' },
    ],
    tableTitle: 'Medidas de un campo de fútbol en tortillas de 15 cm',
    definition:
      'La tortilla de esta página mide 15 cm de diámetro, así que un metro son 6.67 tortillas puestas canto con canto.',
    text: 'Las medidas del fútbol vienen de las yardas inglesas y por eso dan cifras raras en metros: la portería mide 7.32 m de ancho porque son 8 yardas, y el penalti se tira desde 11 m, unas 12 yardas. En tortillas de 15 cm, el ancho de la portería son 48.8 tortillas en fila, y la distancia del penalti, 73.33. Si prefieres las tortillas de harina del norte de México, que suelen ser más grandes, la cuenta da menos tortillas, pero esta página sigue midiendo con las de maíz.',
  },
];
