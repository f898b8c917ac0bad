import type { PairsOf } from '@/lib/content/pairs/types';
import { G0 } from '@/lib/units/constants';
import type { aceleracion } from './units';

export const aceleracionPairs: PairsOf<typeof aceleracion> = [
  // The family's default pair, both ways: accelerometer and physics figures against multiples of gravity.
  {
    from: 'metros_segundo_cuadrado',
    to: 'gravedades',
    rows: [1, 2, 5, { value: 9.8, label: 'caída libre, redondeada' }, 10, 20, 50, 100],
    tableTitle: 'Metros por segundo al cuadrado en gravedades',
    definition: 'La gravedad estándar vale 9.80665 m/s² exactos desde 1901, así que g₀ = m/s² ÷ 9.80665.',
    text: 'Las aplicaciones que leen el acelerómetro del móvil y los registradores de datos de coches y drones suelen dar la aceleración en m/s², mientras que la gente la entiende mejor en múltiplos de la gravedad. Un frenazo fuerte de un turismo con buenos neumáticos ronda los 9 m/s², casi 1 g. Recuerda que el móvil en reposo sobre la mesa marca unos 9.8 m/s² hacia arriba: mide la reacción al peso, no el movimiento.',
  },
  {
    from: 'gravedades',
    to: 'metros_segundo_cuadrado',
    rows: [
      0.1,
      0.5,
      1,
      1.5,
      3,
      { value: 5, label: 'pico de una montaña rusa' },
      { value: 9, label: 'piloto de caza' },
      20,
    ],
    tableTitle: 'Fuerzas g en metros por segundo al cuadrado',
    definition: 'Multiplicar por 9.80665, la gravedad estándar de la 3.ª CGPM, pasa las g a m/s².',
    text: 'Los parques de atracciones, la aviación militar y los ensayos de choque hablan en g, pero las ecuaciones de la física piden m/s². Los 9 g que soporta un piloto de caza son unos 88.3 m/s²: su velocidad podría cambiar en más de 300 km/h en un solo segundo. Para cálculos rápidos, multiplicar por diez da un resultado un 2 % alto.',
  },
  // 0–100 km/h times: kilometres per hour gained each second.
  {
    from: 'kilometros_hora_segundo',
    to: 'metros_segundo_cuadrado',
    rows: [2, 5, { value: 8.3, label: '0 a 100 km/h en 12 s' }, 10, 12.5, 20, 30, 40],
    tableTitle: 'Kilómetros por hora ganados cada segundo',
    definition: 'Un kilómetro por hora son 1000 m en 3600 s; ganarlo cada segundo es una aceleración de 1/3.6 m/s².',
    text: 'Para calcularla, divide 100 entre los segundos que tarda tu coche de 0 a 100 km/h: con 8 segundos, la media es de 12.5 km/h por segundo, unos 3.47 m/s². Los autobuses urbanos arrancan de forma mucho más suave, por debajo de 1.5 m/s², para que los viajeros de pie no pierdan el equilibrio. Dividir entre 3.6 es el mismo paso que lleva de km/h a m/s.',
  },
  {
    from: 'kilometros_hora_segundo',
    to: 'gravedades',
    rows: [5, 8.3, 10, 15, 20, 33.3, 40, 50],
    tableTitle: 'Del 0 a 100 km/h a fuerzas g',
    definition: 'Un km/h por segundo son 1/3.6 m/s², y dividir además entre 9.80665 da las gravedades.',
    text: 'Las revistas de motor presumen de que un coche «acelera a más de 1 g» cuando baja de unos 2.8 segundos en el 0 a 100 km/h: ganar 40 km/h cada segundo son 1.13 g. Un utilitario que tarda 12 segundos apenas pasa de 0.23 g, menos de una cuarta parte. Los neumáticos de calle agarran como mucho algo más de 1 g, por eso los coches más rápidos necesitan tracción total.',
  },
  // US textbooks and engineering: feet per second squared.
  {
    from: 'pies_segundo_cuadrado',
    to: 'metros_segundo_cuadrado',
    rows: [1, 5, 10, 20, 32, { value: 32.174, label: 'gravedad en los libros de EE. UU.' }, 50, 100],
    tableTitle: 'Pies por segundo al cuadrado en metros por segundo al cuadrado',
    definition: 'Con el pie internacional de 0.3048 m, 1 ft/s² son 0.3048 m/s² exactos.',
    text: 'Los libros de física e ingeniería de Estados Unidos, y los problemas traducidos de ellos, usan 32.2 o 32 ft/s² como aceleración de la gravedad. Si un ejercicio da la aceleración en pies, multiplicar por 0.3048 la deja lista para usar newtons y kilogramos. El valor exacto de g₀ en esa unidad es 32.1740… ft/s², un decimal que no termina porque el pie no divide a 9.80665.',
  },
  {
    from: 'metros_segundo_cuadrado',
    to: 'pies_segundo_cuadrado',
    rows: [0.5, 1, 2, 3, 5, G0, 10, 25],
    tableTitle: 'Metros por segundo al cuadrado en pies por segundo al cuadrado',
    definition: 'Dividir entre 0.3048 pasa los m/s² a ft/s²: un m/s² son unos 3.2808 ft/s².',
    text: 'Hace falta para leer normas estadounidenses de ascensores, vehículos o cargas sísmicas a partir de datos europeos en el sistema métrico. Un ascensor cómodo arranca a menos de 1 m/s², unos 3.3 ft/s². El factor es el mismo que entre metros y pies, porque el segundo no cambia: quien sabe pasar una longitud ya sabe pasar esta aceleración.',
  },
  // Seismology and gravimetry: the gal of the CGS system.
  {
    from: 'gales',
    to: 'gravedades',
    rows: [1, 10, 50, 100, 200, 500, 980.665, 1000],
    tableTitle: 'Aceleración del suelo en gales y en g',
    definition: 'Un gal es un centímetro por segundo al cuadrado, y la gravedad estándar, 980.665 Gal.',
    text: 'Los institutos sismológicos de México, Chile o Japón publican la aceleración máxima del suelo de un terremoto en gales, y las normas de construcción la piden en fracciones de g. Un sismo fuerte puede sacudir el suelo con 200 o 300 Gal, del orden de 0.2 o 0.3 g; en los terremotos más violentos se han medido registros que superan 1 g, por encima de 1000 Gal.',
  },
  {
    from: 'gravedades',
    to: 'pies_segundo_cuadrado',
    rows: [0.25, 0.5, 1, 2, 3, 4, 6, 10],
    tableTitle: 'Gravedades en pies por segundo al cuadrado',
    definition: 'g₀ = 9.80665 m/s² entre 0.3048 m por pie son 32.17404855643… ft/s².',
    text: 'En la aviación y la ingeniería aeroespacial de Estados Unidos conviven las g, para expresar cargas sobre la estructura y el piloto, y los ft/s² de las ecuaciones del movimiento. Un avión comercial se certifica para soportar 2.5 g en maniobra, unos 80.4 ft/s². Si ves 32.2 en una fórmula estadounidense, casi siempre es esta gravedad escrita en pies.',
  },
];
