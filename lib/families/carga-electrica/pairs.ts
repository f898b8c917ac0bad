import type { PairsOf } from '@/lib/content/pairs/types';
import type { cargaElectrica } from './units';

// D26: the electric-charge pairs. Coulombs against the electron count (e) are left out: the formula line would show
// the factor 1/e as a long rounded integer.
export const cargaElectricaPairs: PairsOf<typeof cargaElectrica> = [
  // The default pair and its reverse: lead-acid batteries in Ah, physics in coulombs.
  {
    from: 'amperios_hora',
    to: 'coulombs',
    rows: [
      1,
      { value: 7, label: 'batería de alarma o de SAI' },
      { value: 12, label: 'batería de moto' },
      45,
      { value: 60, label: 'batería de coche' },
      70,
      { value: 100, label: 'batería solar o de autocaravana' },
      200,
    ],
    tableTitle: 'Capacidades de baterías en amperios hora, pasadas a culombios',
    definition:
      'Un amperio hora es un amperio mantenido durante 3600 segundos, y un culombio, un amperio durante un segundo: 1 Ah = 3600 C exactos.',
    text: 'Los amperios hora son la etiqueta de cualquier batería de plomo: la del coche, la de la moto, la del SAI del ordenador (el «no break» en México) o la de una instalación solar. Los culombios, en cambio, son la unidad de los libros de física, y pasar de una a otra es un ejercicio típico de electricidad en secundaria: una batería de 60 Ah guarda 216 000 C. En la práctica, la capacidad anunciada se mide en una descarga lenta, de unas 20 horas, y si vacías la batería en una sola hora entrega bastante menos.',
    questions: [
      {
        question: '¿Cuántos culombios tiene una batería de coche de 60 Ah?',
        answer: '60 × 3600 = 216 000 culombios, la carga que entregaría una corriente de 1 A durante 60 horas.',
      },
    ],
  },
  {
    from: 'coulombs',
    to: 'amperios_hora',
    rows: [1, 60, 100, 1000, 3600, 7200, 18000, 100000],
    tableTitle: 'Cargas en culombios pasadas a amperios hora',
    definition: 'Como 1 Ah son 3600 C exactos, dividir los culombios entre 3600 da los amperios hora.',
    text: 'En los problemas de física la carga sale en culombios, de multiplicar una corriente por un tiempo en segundos, y a menudo se pregunta qué batería haría falta para suministrarla. Divide entre 3600 y tendrás amperios hora: una corriente de 2 A durante 30 minutos mueve 3600 C, justo 1 Ah. En los talleres de galvanoplastia se trabaja igual: algunos rectificadores de cromado y niquelado llevan un contador de amperios hora, mientras que las leyes de Faraday con que se calcula el metal depositado se escriben en culombios.',
  },
  // Phones and power banks: mAh on the label.
  {
    from: 'miliamperios_hora',
    to: 'coulombs',
    rows: [
      500,
      1000,
      2000,
      3000,
      4000,
      { value: 5000, label: 'móvil actual' },
      { value: 10000, label: 'batería externa' },
      20000,
    ],
    tableTitle: 'Baterías en mAh pasadas a culombios',
    definition: 'Un miliamperio hora es la milésima parte de 3600 C, es decir, 3.6 culombios exactos.',
    text: 'Pasar los mAh de una batería a culombios tiene sentido sobre todo en clase, para ver la carga en la unidad del Sistema Internacional; fuera de ella nadie rotula un móvil en culombios. El resultado ayuda a entender los tiempos de carga: si un cargador entregara 3 A constantes, llenaría los 18 000 C de una batería de 5000 mAh en 6000 segundos, poco más de hora y media. En la realidad tarda más, porque la corriente se reduce al acercarse al 100 % para proteger las celdas de litio.',
  },
  {
    from: 'miliamperios_hora',
    to: 'amperios_hora',
    rows: [
      { value: 800, label: 'pila AAA recargable' },
      { value: 2000, label: 'pila AA recargable' },
      3000,
      { value: 5000, label: 'móvil' },
      10000,
      20000,
      { value: 27000, label: 'unos 100 Wh a 3.7 V' },
    ],
    tableTitle: 'Baterías pequeñas en mAh pasadas a amperios hora',
    definition: 'El prefijo mili divide entre 1000: 1000 mAh = 1 Ah, sin más factor que ese.',
    text: 'Las baterías pequeñas se rotulan en mAh y las grandes en Ah, y para compararlas hay que llevarlas a la misma unidad: una batería externa de 20 000 mAh son 20 Ah, la tercera parte de una batería de coche de 60 Ah, aunque a una tensión mucho menor. Para volar, las aerolíneas siguen la norma de la IATA, que admite en cabina baterías de hasta 100 Wh sin permiso especial; a 3.7 V eso son unos 27 000 mAh. Multiplica los Ah por la tensión y tendrás los vatios hora que mira el control del aeropuerto.',
    questions: [
      {
        question: '¿Puedo subir al avión una batería externa de 20 000 mAh?',
        answer:
          'A 3.7 V son 20 Ah × 3.7 V = 74 Wh, por debajo de los 100 Wh que la IATA admite sin permiso; confirma siempre las normas de tu aerolínea.',
      },
    ],
  },
  {
    from: 'amperios_hora',
    to: 'miliamperios_hora',
    rows: [0.5, 1, 2, 2.5, 4, { value: 5, label: 'batería de taladro' }, 10, 20],
    tableTitle: 'Amperios hora pasados a miliamperios hora',
    definition: 'Un amperio hora son 1000 miliamperios hora, la misma carga de 3600 C escrita con el prefijo mili.',
    text: 'Las herramientas eléctricas, los patinetes y algunas baterías externas indican su capacidad en Ah, y a menudo quieres compararla con los mAh del móvil. Multiplica por 1000, pero no te quedes ahí: una batería de taladro de 5 Ah son 5000 mAh, lo mismo que muchos teléfonos, y sin embargo a 18 V guarda 90 Wh, frente a unos 19 Wh del móvil a 3.85 V. Los amperios hora solo comparan baterías de la misma tensión; entre tensiones distintas, la cifra que cuenta son los vatios hora.',
  },
  // Physics problems: Coulomb's law in microcoulombs.
  {
    from: 'microculombios',
    to: 'coulombs',
    rows: [1, 2, 3, 4, 5, 10, 20, 50],
    tableTitle: 'Cargas de problemas de electrostática, en culombios',
    definition: 'El prefijo micro del SI vale 10⁻⁶, así que 1 µC = 0.000001 C.',
    text: 'Los problemas de la ley de Coulomb dan las cargas en microculombios, y el error más frecuente es meterlas en la fórmula sin pasarlas a culombios: como se multiplican dos cargas, la fuerza sale un billón de veces mayor. Dos cargas iguales de 3 µC separadas 1 m se repelen con unos 0.081 N, no con 81 000 millones de newtons. La electricidad estática cotidiana se mueve en este orden de magnitud: al caminar sobre una alfombra con suela de goma puedes acumular del orden de un microculombio.',
  },
  // Electrochemistry: moles of electrons.
  {
    from: 'faradays',
    to: 'coulombs',
    rows: [
      0.01,
      0.1,
      0.5,
      { value: 1, label: 'un mol de plata (Ag⁺)' },
      { value: 2, label: 'un mol de cobre (Cu²⁺)' },
      { value: 3, label: 'un mol de aluminio (Al³⁺)' },
    ],
    tableTitle: 'Faradays pasados a culombios',
    definition:
      'La constante de Faraday es N_A × e, dos valores que el SI fijó en 2019, y vale 96 485.33212331 C (redondeado a 13 cifras) por mol de electrones.',
    text: 'En química, el faraday convierte moles de electrones en culombios, y con él se resuelven los problemas de electrólisis: cuántos gramos de metal deposita una corriente en un tiempo dado. La plata necesita un faraday por mol, es decir, por 107.87 g; el aluminio, tres, porque su ion es Al³⁺, y por eso obtenerlo por electrólisis consume tanta electricidad. El camino habitual es pasar la carga a faradays, dividir entre la carga del ion y multiplicar por la masa molar.',
  },
];
