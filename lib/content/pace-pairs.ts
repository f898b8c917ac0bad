import type { ToolPairSpec } from './types';

/**
 * Issue 34: the question pages of /convertir-ritmo, words only; every figure on them (answer, table, formula) is
 * computed by lib/tools/pace.ts through lib/tools/pace-pairs.ts. The paces named in the prose are checked against
 * the same functions by __tests__/tools/tool-pairs.test.ts.
 */
export const PACE_PAIR_SPECS: readonly ToolPairSpec[] = [
  {
    slug: 'min-km-a-km-h',
    name: 'Min/km a km/h',
    heading: 'Ritmo en min/km a velocidad en km/h',
    title: 'Min/km a km/h: de ritmo de carrera a velocidad, con tabla',
    description:
      'Pasa tu ritmo de carrera en minutos por kilómetro a kilómetros por hora, con una tabla de ritmos de 3:00 a 8:00 min/km y la fórmula.',
    intro:
      'Un ritmo es tiempo por distancia y una velocidad, distancia por tiempo: para pasar de uno a otra se divide 60 entre los minutos por kilómetro.',
    tableTitle: 'Ritmos en min/km y su velocidad en km/h',
    text: [
      'Los relojes de carrera y las aplicaciones de entrenamiento dan el ritmo en minutos por kilómetro, pero la cinta del gimnasio se programa en kilómetros por hora. Por eso es una de las conversiones que más buscan los corredores: quien sale a 5:30 min/km en la calle quiere saber qué velocidad poner en la cinta para hacer el mismo esfuerzo.',
      'La cuenta tiene una trampa: los segundos no son décimas. Un ritmo de 5:30 son cinco minutos y medio, 5.5 minutos, no 5.3. Si se divide 60 entre 5.3 sale una velocidad demasiado alta. La calculadora lee el ritmo tal como lo escribe el reloj, con dos puntos o con comillas, y hace la cuenta en segundos.',
      'En la cinta, muchos entrenadores suben la pendiente al 1 % para compensar la resistencia del aire, que al correr en la calle sí hay que vencer. La velocidad es la misma; lo que cambia es el esfuerzo, que esta conversión no mide.',
    ],
    questions: [
      {
        question: '¿A qué velocidad va un ritmo de 5:00 min/km?',
        answer:
          'A 12 km/h: se recorre un kilómetro cada 5 minutos, es decir, 12 kilómetros en los 60 minutos de una hora.',
      },
      {
        question: '¿Por qué 5:30 min/km no son 60 ÷ 5.3 km/h?',
        answer:
          'Porque 5:30 son 5 minutos y 30 segundos, 5.5 minutos. Con 5.5 la cuenta da unos 10.91 km/h; con 5.3 daría más de 11.3 km/h, una velocidad que no es la tuya.',
      },
    ],
    reverse: 'km-h-a-min-km',
  },
  {
    slug: 'km-h-a-min-km',
    name: 'Km/h a min/km',
    heading: 'Velocidad en km/h a ritmo en min/km',
    title: 'Km/h a min/km: de velocidad a ritmo de carrera, con tabla',
    description:
      'Pasa una velocidad en kilómetros por hora al ritmo en minutos por kilómetro que marca un reloj de carrera, con tabla de 6 a 20 km/h.',
    intro:
      'Para pasar una velocidad a ritmo se divide 60 entre los kilómetros por hora: el resultado son los minutos que se tarda en cada kilómetro.',
    tableTitle: 'Velocidades en km/h y su ritmo en min/km',
    text: [
      'Es la cuenta al revés de la anterior: la cinta de correr o una prueba de esfuerzo en laboratorio dan una velocidad en km/h, y se quiere saber qué ritmo por kilómetro es para repetirlo en la calle o en la pista. También sirve para leer los planes de entrenamiento que dan las series en velocidad, como los que salen de esas pruebas.',
      'El resultado sale en minutos con decimales, y hay que pasarlo a minutos y segundos: 60 ÷ 11 = 5.4545… minutos, que son 5 minutos y 27 segundos, no 5:45. La calculadora ya lo escribe como lo muestra un reloj.',
      'Caminar a paso normal ronda los 5 km/h, 12 minutos por kilómetro; a partir de unos 7 u 8 km/h casi todo el mundo pasa a trotar sin pensarlo, porque a esas velocidades caminar resulta más incómodo y cansado que correr.',
    ],
    questions: [
      {
        question: '¿Qué ritmo es 10 km/h?',
        answer: '6:00 min/km: a 10 kilómetros por hora se tarda 60 ÷ 10 = 6 minutos en cada kilómetro.',
      },
      {
        question: '¿Qué ritmo es 15 km/h?',
        answer: '4:00 min/km: 60 ÷ 15 = 4 minutos por kilómetro, el ritmo de una maratón de unas 2 horas y 49 minutos.',
      },
    ],
    reverse: 'min-km-a-km-h',
  },
  {
    slug: 'min-km-a-min-milla',
    name: 'Min/km a min/milla',
    heading: 'Ritmo en min/km a ritmo en minutos por milla',
    title: 'Min/km a min/milla: ritmo de carrera en millas, con tabla',
    description:
      'Pasa tu ritmo en minutos por kilómetro a minutos por milla, como lo dan los planes y relojes de Estados Unidos, con tabla de 3:00 a 8:00 min/km.',
    intro:
      'Una milla mide 1.609344 km, así que se tarda ese número de veces más en recorrerla: el ritmo por milla es el ritmo por kilómetro multiplicado por 1.609344.',
    tableTitle: 'Ritmos en min/km y en min/milla',
    text: [
      'Los planes de entrenamiento de Estados Unidos y muchas carreras de ese país dan los ritmos por milla, y algunos relojes vienen configurados en millas de fábrica. Con esta conversión se lee un plan estadounidense sin cambiar de costumbres: un rodaje (trote suave) a 9:00 min/milla es un rodaje a unos 5:36 min/km.',
      'La milla es la internacional, de 1609.344 metros exactos desde el acuerdo de 1959 entre Estados Unidos, el Reino Unido y otros países. En atletismo, la milla fue la gran prueba de medio fondo de los países de habla inglesa hasta que se impusieron las distancias métricas; se sigue corriendo, y bajar de cuatro minutos en ella es una de las hazañas más famosas del deporte.',
      'Al multiplicar, opera en segundos: 5:00 min/km son 300 segundos, que por 1.609344 dan unos 482.8 segundos: unos 8 minutos y 3 segundos por milla.',
    ],
    questions: [
      {
        question: '¿Cuántos minutos por milla son 5:00 min/km?',
        answer: 'Unos 8:03 min/milla: 300 segundos por 1.609344 son unos 482.8 segundos.',
      },
    ],
    reverse: 'min-milla-a-min-km',
  },
  {
    slug: 'min-milla-a-min-km',
    name: 'Min/milla a min/km',
    heading: 'Ritmo en minutos por milla a ritmo en min/km',
    title: 'Min/milla a min/km: ritmos en millas a kilómetros, con tabla',
    description:
      'Pasa un ritmo en minutos por milla a minutos por kilómetro, para leer planes y carreras de Estados Unidos, con tabla de 6:00 a 12:00 min/milla.',
    intro:
      'Para pasar un ritmo por milla a ritmo por kilómetro se divide entre 1.609344, los kilómetros que tiene una milla.',
    tableTitle: 'Ritmos en min/milla y en min/km',
    text: [
      'Sirve para leer los tiempos de paso de las carreras estadounidenses, los planes de libros y revistas en inglés o lo que dice un amigo con el reloj en millas. Un ritmo de 10:00 min/milla, el de muchos corredores populares, es de unos 6:13 min/km.',
      'Las cintas de correr de Estados Unidos suelen dar la velocidad en millas por hora, no el ritmo; en la calculadora puedes elegir también mph y pasar de una a otra sin hacer cuentas.',
      'La división se hace en segundos: 8:00 min/milla son 480 segundos, que entre 1.609344 dan unos 298.3 segundos, algo menos de 5 minutos por kilómetro.',
    ],
    questions: [
      {
        question: '¿Cuántos min/km son 8:00 min/milla?',
        answer: 'Unos 4:58 min/km: 480 segundos entre 1.609344 son unos 298.3 segundos.',
      },
    ],
    reverse: 'min-km-a-min-milla',
  },
];
