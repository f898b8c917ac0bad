import type { PairsOf } from '@/lib/content/pairs/types';
import type { anillos } from './units';

// D26: the ring-size pairs. Rows are real ring sizes: US sizes 4 to 11 by the rule of the family's size table
// (d = 11.63 mm + 0.8128 mm × size), French sizes (circumference in mm, ISO 8653) and Spanish ones (French − 40).
export const anillosPairs: PairsOf<typeof anillos> = [
  // The default pair and its reverse: a measured ring (diameter) against the European sizes (circumference).
  {
    from: 'diametro_milimetros',
    to: 'circunferencia_milimetros',
    answerValue: 17,
    rows: [
      { value: 14.88, label: 'talla 4 de EE. UU., 7 de España' },
      { value: 15.69, label: 'talla 5 de EE. UU., 9 de España' },
      { value: 16.51, label: 'talla 6 de EE. UU., 12 de España' },
      { value: 17.32, label: 'talla 7 de EE. UU., 14 de España' },
      { value: 18.13, label: 'talla 8 de EE. UU., 17 de España' },
      { value: 18.95, label: 'talla 9 de EE. UU., 20 de España' },
      { value: 19.76, label: 'talla 10 de EE. UU., 22 de España' },
      { value: 20.57, label: 'talla 11 de EE. UU., 25 de España' },
    ],
    tableTitle: 'Diámetros interiores de las tallas de EE. UU. y su contorno',
    definition:
      'La circunferencia de un círculo es π veces su diámetro, una relación geométrica exacta en la que solo π se redondea.',
    text: 'Si tienes un anillo que te queda bien, medir su diámetro interior con una regla o un calibre es más fácil que medir su contorno, pero las tallas de España, Francia o Alemania se basan en la circunferencia. Multiplica por π y tendrás los milímetros de contorno; para la talla española resta además 40. Así, un anillo de 17 mm de diámetro mide 53.4 mm por dentro y corresponde a la talla 13 española. Medir al milímetro importa: un milímetro más de diámetro sube la talla en tres puntos.',
  },
  {
    from: 'circunferencia_milimetros',
    to: 'diametro_milimetros',
    answerValue: 54,
    rows: [
      { value: 48, label: 'talla 48 de Francia, 8 de España' },
      { value: 50, label: 'talla 50 de Francia, 10 de España' },
      { value: 52, label: 'talla 52 de Francia, 12 de España' },
      { value: 54, label: 'talla 54 de Francia, 14 de España' },
      { value: 56, label: 'talla 56 de Francia, 16 de España' },
      { value: 58, label: 'talla 58 de Francia, 18 de España' },
      { value: 60, label: 'talla 60 de Francia, 20 de España' },
      { value: 62, label: 'talla 62 de Francia, 22 de España' },
      { value: 64, label: 'talla 64 de Francia, 24 de España' },
    ],
    tableTitle: 'Tallas europeas por contorno y su diámetro interior',
    definition:
      'El diámetro es la circunferencia dividida entre π, la constante que liga el contorno de cualquier círculo con su anchura.',
    text: 'Esta es la cuenta de quien mide el dedo con un hilo o una tira de papel: el resultado es un contorno, y muchas tablas de tallas, sobre todo las estadounidenses, se ordenan por diámetro interior. Divide entre π y lo tienes. La tabla usa las tallas francesas, que son el propio contorno en milímetros según la norma ISO 8653, y añade la española, 40 menos. Mide el hilo sin apretar y piensa en el nudillo: si es ancho, el anillo tiene que pasar por él antes de llegar a su sitio.',
  },
  // US size charts in inches.
  {
    from: 'diametro_pulgadas',
    to: 'diametro_milimetros',
    answerValue: 0.682,
    rows: [
      { value: 0.586, label: 'talla 4 de EE. UU.' },
      { value: 0.618, label: 'talla 5 de EE. UU.' },
      { value: 0.65, label: 'talla 6 de EE. UU.' },
      { value: 0.682, label: 'talla 7 de EE. UU.' },
      { value: 0.714, label: 'talla 8 de EE. UU.' },
      { value: 0.746, label: 'talla 9 de EE. UU.' },
      { value: 0.778, label: 'talla 10 de EE. UU.' },
      { value: 0.81, label: 'talla 11 de EE. UU.' },
    ],
    tableTitle: 'Tallas de EE. UU. por diámetro en pulgadas, pasadas a milímetros',
    definition:
      'Desde 1959 la pulgada mide 25.4 mm exactos, y en la escala estadounidense cada talla suma 0.032 pulgadas de diámetro.',
    text: 'La escala de tallas de anillo de Estados Unidos, que también se usa en Canadá y en México, se construye en pulgadas: la talla 0 tiene unas 0.458 pulgadas de diámetro interior y cada talla añade 0.032, unos 0.81 mm. Por eso las tablas en inglés dan el diámetro en decimales de pulgada, y aquí se pasan a milímetros para compararlos con tu anillo. La talla 7, una de las más habituales, corresponde a 0.682 pulgadas, 17.32 mm, casi el anillo de 17 mm con que abre la página de tallas.',
  },
  {
    from: 'circunferencia_pulgadas',
    to: 'circunferencia_milimetros',
    answerValue: 2.15,
    rows: [1.85, 1.95, 2.05, { value: 2.15, label: 'cerca de la talla 7 de EE. UU.' }, 2.25, 2.35, 2.45, 2.55],
    tableTitle: 'Contornos de dedo en pulgadas, pasados a milímetros',
    definition:
      'Un contorno medido en pulgadas pasa a milímetros con el mismo factor exacto de 1959: 25.4 mm por pulgada.',
    text: 'Las cintas métricas de costura suelen traer centímetros por una cara y pulgadas por la otra, y las guías de tallas de muchas joyerías estadounidenses piden el contorno del dedo en pulgadas. Si lo mediste así, multiplica por 25.4 y tendrás la talla francesa directamente, porque esa talla es el contorno en milímetros: 2.15 pulgadas son 54.61 mm, una talla 54 o 55 francesa, 14 o 15 española. Las cintas de pulgadas se dividen en octavos y dieciseisavos, así que pasa antes la fracción a decimal.',
  },
];
