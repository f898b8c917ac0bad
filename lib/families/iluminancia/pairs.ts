import type { PairsOf } from '@/lib/content/pairs/types';
import type { iluminancia } from './units';

export const iluminanciaPairs: PairsOf<typeof iluminancia> = [
  // The family's default pair, both ways: European standards in lux, American lighting design in foot-candles.
  {
    from: 'luxes',
    to: 'pies_candela',
    rows: [
      10,
      50,
      100,
      { value: 300, label: 'pasillo o zona de archivo' },
      { value: 500, label: 'oficina (EN 12464-1)' },
      { value: 1000, label: 'día muy nublado' },
      { value: 100000, label: 'sol directo' },
    ],
    tableTitle: 'Niveles de iluminación en luxes y pies-candela',
    definition:
      'Un pie-candela es un lumen por pie cuadrado, 1 ÷ 0.09290304 lx; dividir los luxes entre 10.7639 da los fc.',
    text: 'Lo necesitas cuando un cliente o un fabricante estadounidense pide la iluminación en foot-candles y tu luxómetro marca luxes. Los 500 lx que exige la norma europea sobre una mesa de oficina son unos 46.5 fc, y la IES estadounidense recomienda cifras parecidas, entre 30 y 50 fc. Dividir entre diez da una estimación rápida que se queda un 7 % alta.',
  },
  {
    from: 'pies_candela',
    to: 'luxes',
    rows: [1, 5, 10, 20, 30, 50, 75, 100],
    tableTitle: 'Pies-candela en luxes',
    definition: 'Con el pie internacional de 0.3048 m, 1 fc = 1 lm/ft² = 10.7639104167097… lx.',
    text: 'Las fichas de luminarias de marcas estadounidenses, los manuales de fotografía y cine en inglés y los reglamentos de seguridad de Estados Unidos dan los niveles mínimos en pies-candela. Una ruta de evacuación que debe tener al menos 1 fc recibe unos 10.8 lx, y una sala de quirófano de 100 fc anda por los 1076 lx. La cifra en luxes siempre es casi once veces mayor.',
  },
  // Lumens per square foot: the foot-candle written as its definition.
  {
    from: 'lumenes_pie_cuadrado',
    to: 'luxes',
    rows: [1, 2, 10, 25, 40, 60, 100, 500],
    tableTitle: 'Lúmenes por pie cuadrado en luxes',
    definition:
      'Un pie cuadrado mide 0.3048² = 0.09290304 m², así que un lm/ft² reparte un lumen en esa área: 10.7639 lx.',
    text: 'Los cálculos de proyectos de viviendas en Estados Unidos suelen empezar por los lúmenes por pie cuadrado que necesita cada estancia: unos 20 en un dormitorio, 70 u 80 en una cocina. Una cocina con 80 lm/ft² equivale a unos 861 lx si toda esa luz llegara a la encimera, algo que no pasa: paredes, techo y distancia se quedan con parte del flujo.',
  },
  // The lux written as its definition.
  {
    from: 'lumenes_metro_cuadrado',
    to: 'luxes',
    rows: [1, 10, 80, 150, 250, 500, 750, 1000],
    tableTitle: 'Lúmenes por metro cuadrado y luxes',
    definition: 'El lux se define como un lumen por metro cuadrado: la equivalencia es exacta, uno a uno.',
    text: 'Quien planifica la luz de una habitación suele sumar los lúmenes de las lámparas y dividir entre los metros cuadrados del suelo; el resultado ya está en luxes. Un salón de 20 m² con 3000 lúmenes instalados da como mucho 150 lx de media, y en la práctica algo menos, porque no toda la luz emitida llega al plano donde se mide.',
  },
  // The CGS phot.
  {
    from: 'phots',
    to: 'luxes',
    rows: [0.0001, 0.001, 0.01, 0.05, 0.1, 1, 5, 10],
    tableTitle: 'Phots en luxes',
    definition:
      'El phot es un lumen por centímetro cuadrado; un metro cuadrado tiene 10 000 cm², así que 1 ph = 10 000 lx.',
    text: 'El phot aparece en libros de física y de óptica anteriores a la adopción general del Sistema Internacional, y en algunos textos de astronomía y fotografía científica. Es una unidad enorme: 10 ph equivalen a la luz del sol más intensa, unos 100 000 lx. Por eso sus valores habituales llevan ceros delante, y es fácil equivocarse de escala al pasarlos a luxes.',
  },
  // The nox of dim light.
  {
    from: 'nox',
    to: 'luxes',
    rows: [1, 10, 50, 100, 250, 500, 1000, 5000],
    tableTitle: 'Nox en luxes',
    definition: 'El nox es la milésima parte del lux: dividir entre 1000 pasa los nx a lx.',
    text: 'El nox se usó en la fotometría del siglo XX para las luces muy tenues de la visión nocturna, donde el lux resulta demasiado grande. Una noche de luna llena, con unos 200 o 300 nx, deja ver el camino, aunque apenas distingues colores, porque a esos niveles el ojo depende sobre todo de los bastones de la retina. Hoy se escribe directamente en milésimas de lux, o mlx.',
  },
];
