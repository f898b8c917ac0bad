import type { PairsOf } from '@/lib/content/pairs/types';
import type { temperatura } from './units';

// Temperature pairs. Only the directions the family page can write a formula for are here: the Celsius,
// Fahrenheit and kelvin pairs have their own cards (the rules are affine), and Celsius ↔ Réaumur is a plain
// ratio. Rankine has no card, so its pairs wait for one.
export const temperaturaPairs: PairsOf<typeof temperatura> = [
  // The pair everybody asks for, both ways: recipes, weather and thermometers from the United States.
  {
    from: 'fahrenheit',
    to: 'celsius',
    answerValue: 100,
    rows: [
      { value: 32, label: 'el agua se congela' },
      { value: 50, label: 'mañana fresca' },
      { value: 68, label: 'interior de una casa' },
      { value: 86, label: 'día caluroso' },
      { value: 98.6, label: 'temperatura corporal normal' },
      { value: 100.4, label: 'umbral habitual de la fiebre' },
      { value: 103, label: 'fiebre alta' },
      { value: 350, label: 'horno moderado' },
      { value: 375, label: 'horno para galletas' },
      { value: 425, label: 'horno fuerte' },
    ],
    tableTitle: 'El tiempo, el cuerpo y el horno en grados Fahrenheit',
    definition:
      'Fahrenheit situó el hielo fundente en 32 °F y el agua hirviendo en 212 °F, así que 180 de sus grados ocupan el intervalo que en la escala Celsius ocupan 100: °C = (°F − 32) × 5/9.',
    text: 'Es la conversión que piden las recetas de blogs estadounidenses, el parte meteorológico de Miami o de Puerto Rico y los termómetros comprados por internet. El orden importa: primero se restan 32 y solo después se multiplica por 5/9; hacerlo al revés da cifras absurdas. Para calcular de cabeza sirve restar 30 y dividir entre dos, que acierta en el rango del tiempo diario pero se desvía mucho en el horno: 350 °F no son 160 °C, sino unos 177, que en la práctica se ajustan a 180 °C.',
    questions: [
      {
        question: '¿100 °F es fiebre?',
        answer:
          'Son 37.78 °C, algo más de dos décimas por debajo de los 38 °C (100.4 °F) desde los que se suele hablar de fiebre en un adulto.',
      },
    ],
  },
  {
    from: 'celsius',
    to: 'fahrenheit',
    answerValue: 37,
    rows: [
      { value: -18, label: 'congelador' },
      { value: 0, label: 'el agua se congela' },
      { value: 10, label: 'día fresco' },
      { value: 20, label: 'habitación templada' },
      { value: 25, label: 'día de primavera' },
      { value: 30, label: 'verano' },
      { value: 37, label: 'cuerpo humano' },
      { value: 40, label: 'ola de calor' },
      { value: 180, label: 'horno para bizcocho' },
      { value: 220, label: 'horno para pizza' },
    ],
    tableTitle: 'Temperaturas de casa, del cuerpo y de la cocina',
    definition:
      'La relación entre las dos escalas es fija desde que ambas se apoyan en los mismos puntos del agua: °F = °C × 9/5 + 32, sin redondeos.',
    text: 'Sirve para contarle a alguien de Estados Unidos qué tiempo hace aquí, para programar un horno o un termostato de fabricación estadounidense y para entender la ficha de un aparato que solo trae grados Fahrenheit. Un truco mental razonable es doblar los grados Celsius y sumar 30: 20 °C dan 70, cerca de los 68 °F exactos. Cuidado con los cambios de temperatura, que no llevan el 32: si el termostato de un hotel en Texas sube de 70 a 72 °F, la habitación solo se calienta 1.1 °C.',
  },
  // Science: Celsius and the SI's kelvin, both ways, and the two-step pair between Fahrenheit and kelvin.
  {
    from: 'celsius',
    to: 'kelvin',
    answerValue: 25,
    rows: [
      { value: -273.15, label: 'cero absoluto' },
      { value: -196, label: 'nitrógeno líquido' },
      { value: -78.5, label: 'hielo seco' },
      { value: 0, label: 'punto de fusión del hielo' },
      { value: 20, label: 'laboratorio' },
      { value: 37, label: 'cuerpo humano' },
      { value: 100, label: 'el agua hierve' },
      { value: 1538, label: 'el hierro se funde' },
    ],
    tableTitle: 'Del cero absoluto al hierro fundido',
    definition:
      'Desde 2019 el kelvin se define fijando la constante de Boltzmann, y el grado Celsius es el mismo kelvin con el cero desplazado: K = °C + 273.15.',
    text: 'Los ejercicios de química y física lo piden constantemente, porque la ley de los gases ideales, PV = nRT, solo funciona con temperatura absoluta: meter 25 en lugar de 298.15 estropea el resultado. En el instituto suele bastar con sumar 273, aunque el valor exacto es 273.15. Se escribe K a secas, sin círculo de grado, y se lee «kelvin», no «grados kelvin». Y recuerda que un aumento de 10 °C es también un aumento de 10 K: en las diferencias no se suma nada.',
  },
  {
    from: 'kelvin',
    to: 'celsius',
    answerValue: 0,
    rows: [
      { value: 0, label: 'cero absoluto' },
      { value: 4.2, label: 'helio líquido' },
      { value: 77, label: 'nitrógeno líquido' },
      { value: 273.15, label: 'el hielo se funde' },
      { value: 293.15, label: 'temperatura ambiente' },
      { value: 310.15, label: 'cuerpo humano' },
      { value: 373.15, label: 'el agua hierve' },
      { value: 5772, label: 'superficie del Sol' },
    ],
    tableTitle: 'Temperaturas absolutas de referencia',
    definition:
      'Una diferencia de un kelvin es exactamente una diferencia de un grado Celsius; solo cambia el origen, de modo que °C = K − 273.15.',
    text: 'Los kelvins aparecen en datos de satélites, en astronomía y en criogenia, y también en la caja de cualquier bombilla. Ahí conviene no convertir: una lámpara de 2700 K no está a 2426.85 °C, sino que su luz tiene el color de un cuerpo negro a esa temperatura, por eso la llaman temperatura de color. En cambio, la superficie del Sol a 5772 K sí es una temperatura física, unos 5499 °C. Lo que no existe es un valor negativo: la escala empieza en el cero absoluto.',
  },
  {
    from: 'fahrenheit',
    to: 'kelvin',
    answerValue: 32,
    rows: [
      { value: -459.67, label: 'cero absoluto' },
      { value: -320.4, label: 'nitrógeno líquido' },
      { value: 0 },
      { value: 32, label: 'el hielo se funde' },
      { value: 68, label: 'temperatura ambiente' },
      { value: 98.6, label: 'cuerpo humano' },
      { value: 212, label: 'el agua hierve' },
      { value: 451, label: 'el papel arde, según Bradbury' },
    ],
    tableTitle: 'Grados Fahrenheit llevados a la escala absoluta',
    definition:
      'El paso se hace por la escala Celsius: K = (°F − 32) × 5/9 + 273.15, de modo que 0 K coincide con −459.67 °F.',
    text: 'Hace falta con libros de texto y normas técnicas de Estados Unidos, donde conviven los grados Fahrenheit de los datos de partida con los kelvins que exigen las fórmulas. El error típico es sumar 459.67 y creer que ya está: eso da grados Rankine, la escala absoluta con grados del tamaño Fahrenheit, no kelvins. Hay que restar 32, multiplicar por 5/9 y sumar 273.15. La novela «Fahrenheit 451», de Ray Bradbury, toma su título de la temperatura a la que ardería el papel: unos 506 K.',
  },
  {
    from: 'kelvin',
    to: 'fahrenheit',
    answerValue: 0,
    rows: [
      { value: 0, label: 'cero absoluto' },
      { value: 7, label: 'instrumento MIRI del telescopio Webb' },
      { value: 90, label: 'oxígeno líquido' },
      { value: 183.95, label: 'récord de frío en la estación Vostok' },
      { value: 233.15, label: 'donde coinciden Celsius y Fahrenheit' },
      { value: 288.15, label: 'media de la superficie terrestre' },
      { value: 373.15, label: 'el agua hierve' },
      { value: 1000 },
    ],
    tableTitle: 'Temperaturas científicas en grados Fahrenheit',
    definition:
      'Se deshace el camino de la escala absoluta: °F = (K − 273.15) × 9/5 + 32, lo que sitúa el cero absoluto en −459.67 °F.',
    text: 'La usan sobre todo quienes traducen noticias científicas para un público estadounidense: la NASA suele dar las temperaturas de planetas y telescopios en kelvins y la prensa de ese país las pasa a Fahrenheit. El instrumento MIRI del telescopio James Webb trabaja por debajo de 7 K, unos −447 °F, y el récord de frío medido en la Antártida, −89.2 °C en la estación Vostok en 1983, equivale a −128.6 °F. Un kelvin de diferencia vale 1.8 °F, así que una subida de 2 K son 3.6 °F.',
  },
  // Historical texts: Réaumur, still met in nineteenth-century novels, travel diaries and old thermometers.
  {
    from: 'celsius',
    to: 'reaumur',
    answerValue: 100,
    rows: [-20, -10, 15, 20, 25, 30, 37, 100],
    tableTitle: 'Grados Celsius en la escala de Réaumur',
    definition:
      'Réaumur dividió en 80 partes el intervalo que Celsius dividió en 100, con el mismo cero en el hielo fundente: °Ré = °C × 0.8.',
    text: 'La conversión en este sentido la busca quien quiere comprobar un dato de un libro antiguo o reproducir el ambiente de una novela: Flaubert, Dostoievski o Chéjov daban las temperaturas en la escala de Réaumur, como algunos termómetros fabricados en Madrid en el siglo XIX, que traían juntas las escalas centígrada, Réaumur y Fahrenheit. Basta multiplicar por 4/5. Como los dos ceros coinciden, las temperaturas bajo cero siguen siéndolo: −10 °C son −8 °Ré.',
  },
  {
    from: 'reaumur',
    to: 'celsius',
    answerValue: 80,
    rows: [
      { value: -30, label: 'invierno ruso de novela' },
      { value: 0, label: 'el hielo se funde' },
      { value: 2, label: 'cráter del Teide, según Humboldt' },
      { value: 12 },
      { value: 20 },
      { value: 30, label: 'canícula' },
      { value: 80, label: 'el agua hierve' },
    ],
    tableTitle: 'Lecturas antiguas en grados Réaumur',
    definition:
      'Un grado Réaumur es la ochentava parte del intervalo entre el hielo fundente y el agua hirviendo, es decir, 1.25 °C exactos.',
    text: 'Cuando una traducción dice que en San Petersburgo helaba a «treinta grados», lo más probable es que el original hablara de grados Réaumur: −30 °Ré son −37.5 °C, bastante más frío de lo que parece. La escala dominó en Francia, Alemania y Rusia durante el siglo XVIII y buena parte del XIX, y todavía cuelgan termómetros de Réaumur en farmacias antiguas de Viena. Humboldt, de paso por el Teide en 1799, contó unos dos grados Réaumur junto al cráter: 2.5 °C. Para pasarlos a Celsius se multiplica por 1.25.',
  },
];
