import type { PairsOf } from '@/lib/content/pairs/types';
import type { medidasCirculares } from './units';

// D26: the circular-measures pairs (D12). The angle family has its own degree-radian pages, written for code and
// instruments; these are written for the trigonometry class and for coordinates in d°m′s″. Decimal degrees to
// d°m′s″ is left out while the pair page's answer line shows a d°m′s″ result as a plain decimal (see the report).
export const medidasCircularesPairs: PairsOf<typeof medidasCirculares> = [
  // The default pair and its reverse: the notable angles of trigonometry, in multiples of π.
  {
    from: 'grado',
    to: 'radian',
    rows: [
      { value: 30, label: 'π/6' },
      { value: 45, label: 'π/4' },
      { value: 60, label: 'π/3' },
      { value: 90, label: 'π/2' },
      { value: 120, label: '2π/3' },
      { value: 135, label: '3π/4' },
      { value: 150, label: '5π/6' },
      { value: 180, label: 'π' },
      { value: 270, label: '3π/2' },
      { value: 360, label: '2π' },
    ],
    tableTitle: 'Ángulos notables y su valor en función de π',
    definition:
      'El radián, unidad del SI del ángulo plano, es el ángulo cuyo arco mide lo mismo que el radio; por eso 180° son π radianes.',
    text: 'En la trigonometría del bachillerato, o de la preparatoria en México, se trabaja con los ángulos notables y se espera el resultado en función de π: 60° no se escriben como 1.047 rad, sino como π/3. La tabla da las dos formas para que compruebes tus apuntes. El truco para cualquier otro ángulo es simplificar la fracción grados/180 y añadir π: 225° son 225/180 de π, es decir, 5π/4. En los problemas de arcos, sectores y movimiento circular el ángulo va siempre en radianes, porque la longitud del arco es el radio por el ángulo.',
    questions: [
      {
        question: '¿Cómo se pasa de grados a radianes sin calculadora?',
        answer:
          'Escribe los grados sobre 180, simplifica la fracción y multiplícala por π: 150° = 150/180 π = 5π/6 rad.',
      },
    ],
  },
  {
    from: 'radian',
    to: 'grado',
    rows: [0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6],
    tableTitle: 'Radianes sin π pasados a grados',
    definition:
      'Si π rad son 180°, un radián mide 180/π grados, unos 57.2958°, un valor que nunca sale exacto porque π es irracional.',
    text: 'Cuando un ejercicio da un ángulo en radianes sin π, como 2.5 rad, conviene pasarlo a grados para imaginarlo: son unos 143°, un ángulo obtuso del segundo cuadrante, y eso ya te dice que su coseno será negativo. La conversión sirve también para revisar lo que devuelve una calculadora en modo RAD. Si necesitas la notación clásica con minutos y segundos, en esta misma familia tienes la unidad d°m′s″, que escribe 1 rad como 57°17′44.81″.',
  },
  // Coordinates and astronomy: degrees, minutes and seconds (D12's d°m′s″ unit).
  {
    from: 'grado_sexagesimal',
    to: 'grado',
    answerValue: 40.5,
    rows: [
      { value: 13 / 60, label: 'latitud de Quito, sur (aprox.)' },
      { value: 12 + 3 / 60, label: 'latitud de Lima, sur (aprox.)' },
      { value: 19 + 26 / 60, label: 'latitud de la Ciudad de México, norte (aprox.)' },
      { value: 33 + 26 / 60, label: 'latitud de Santiago de Chile, sur (aprox.)' },
      { value: 34 + 36 / 60, label: 'latitud de Buenos Aires, sur (aprox.)' },
      { value: 40 + 25 / 60, label: 'latitud de Madrid, norte (aprox.)' },
      10 + 30 / 60,
      30 / 3600,
    ],
    tableTitle: 'Latitudes en grados, minutos y segundos pasadas a grados decimales',
    definition:
      'La notación sexagesimal reparte cada grado en 60 minutos y cada minuto en 60 segundos, así que d°m′s″ = d + m/60 + s/3600 grados.',
    text: 'Los mapas de papel, las cartas náuticas y muchos libros dan las coordenadas en grados, minutos y segundos, mientras que los GPS, las hojas de cálculo y los mapas web prefieren los grados decimales. Para pasar de una forma a otra, divide los minutos entre 60 y los segundos entre 3600 y súmalos a los grados. El norte y el este quedan positivos; el sur y el oeste llevan signo menos en decimal, de modo que la latitud de Buenos Aires se escribe con un guion delante. El fallo típico es leer 10°30′ como 10.30°, cuando son 10.5°.',
  },
  {
    from: 'radian',
    to: 'grado_sexagesimal',
    rows: [0.01, 0.1, 0.25, 0.5, 1, 1.5, 2, 3],
    tableTitle: 'Radianes en grados, minutos y segundos',
    definition:
      'Un radián son 180/π grados, y la parte decimal de ese número se escribe en minutos y segundos de arco: 57°17′44.81″.',
    text: 'Los programas de astronomía y de navegación calculan en radianes, pero los anuarios, los planisferios y los sextantes hablan en grados, minutos y segundos. Esta conversión lleva el resultado de un cálculo a la notación con la que se lee en un instrumento: 0.01 rad, un ángulo que parece despreciable, son más de 34 minutos de arco, más de lo que ocupa la Luna llena en el cielo. Los segundos se redondean a la centésima, una precisión que a la escala de la Tierra equivale a unos 30 cm.',
  },
];
