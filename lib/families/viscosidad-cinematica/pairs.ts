import type { PairsOf } from '@/lib/content/pairs/types';
import type { viscosidadCinematica } from './units';

// The ISO VG labels: ISO 3448, mid-point kinematic viscosity at 40 °C in mm²/s (see words.ts for the sources).
export const viscosidadCinematicaPairs: PairsOf<typeof viscosidadCinematica> = [
  // The family's default pair, both ways: the lubricant's cSt and the SI unit of the formulas.
  {
    from: 'centistokes',
    to: 'metros_cuadrados_por_segundo',
    rows: [
      1,
      10,
      { value: 22, label: 'ISO VG 22 a 40 °C' },
      { value: 32, label: 'ISO VG 32 a 40 °C' },
      { value: 46, label: 'ISO VG 46 a 40 °C' },
      { value: 68, label: 'ISO VG 68 a 40 °C' },
      { value: 220, label: 'ISO VG 220 a 40 °C' },
      1000,
    ],
    tableTitle: 'Centistokes de las fichas de aceite en metros cuadrados por segundo',
    definition:
      'Un centistokes es un milímetro cuadrado por segundo, y un milímetro cuadrado es una millonésima de metro cuadrado.',
    text: 'Es la conversión que hace falta para meter la viscosidad de una ficha técnica en una fórmula del Sistema Internacional, como el número de Reynolds o la pérdida de carga de Darcy-Weisbach en una tubería. Un aceite hidráulico ISO VG 46 tiene 46 cSt a 40 °C, es decir, 0.000046 m²/s. Con tantos ceros es fácil equivocarse de potencia de diez: escribe el resultado en notación científica, 4.6 × 10⁻⁵ m²/s, y compruébalo antes de seguir.',
  },
  {
    from: 'metros_cuadrados_por_segundo',
    to: 'centistokes',
    rows: [0.000001, 0.000002, 0.000005, 0.00001, 0.00005, 0.0001, 0.001, 0.01],
    tableTitle: 'Metros cuadrados por segundo en centistokes',
    definition:
      'Un metro cuadrado por segundo son un millón de milímetros cuadrados por segundo: 1 000 000 cSt exactos.',
    text: 'Los libros de mecánica de fluidos, las tablas de propiedades y los programas de simulación dan la viscosidad cinemática en m²/s, con cifras del orden de 10⁻⁶. Para compararla con la de un catálogo de lubricantes hay que multiplicar por un millón: los 1.0 × 10⁻⁶ m²/s del agua a unos 20 °C son 1 cSt, y los 1.5 × 10⁻⁵ m²/s del aire a la misma temperatura, 15 cSt. Un gas, por ligero que sea, puede tener más viscosidad cinemática que un líquido.',
  },
  // The identity people doubt: the centistokes is the mm²/s of the standards.
  {
    from: 'centistokes',
    to: 'milimetros_cuadrados_por_segundo',
    rows: [1, 2.5, 10, 15, 32, 46, 100, 1000],
    tableTitle: 'Centistokes y milímetros cuadrados por segundo',
    definition: 'El stokes es 1 cm²/s y su centésima parte, el centistokes, es 1 mm²/s: la equivalencia es uno a uno.',
    text: 'Las normas ISO y ASTM y muchas fichas europeas escriben mm²/s; los catálogos estadounidenses y los manuales antiguos siguen con cSt. Quien compara dos aceites se pregunta si tiene que convertir, y la respuesta es que no: 10 cSt son 10 mm²/s, y un lubricante de 32 mm²/s a 40 °C es un ISO VG 32. Lo que sí debes mirar es la temperatura de la medida, porque la misma cifra a 40 °C y a 100 °C describe aceites muy distintos.',
  },
  // The CGS pair both ways: stokes and centistokes.
  {
    from: 'centistokes',
    to: 'stokes',
    rows: [1, 5, 10, 50, 100, 500, 1000, 10000],
    tableTitle: 'Centistokes en stokes',
    definition: 'Centi es la centésima parte: para pasar de centistokes a stokes se divide entre 100.',
    text: 'Los viscosímetros de burbuja y los tubos de Gardner-Holdt que se usan con barnices, resinas y aceites secantes dan la viscosidad en stokes, mientras que el resto de fichas técnicas la dan en centistokes. Un barniz de 500 cSt tiene 5 St. El nombre no cambia en plural: se dice un stokes y varios stokes, porque es el apellido del físico George Gabriel Stokes y no un sustantivo común.',
  },
  {
    from: 'stokes',
    to: 'centistokes',
    rows: [0.01, 0.1, 0.5, 1, 2.5, 5, 10, 100],
    tableTitle: 'Stokes en centistokes',
    definition: 'Un stokes es un centímetro cuadrado por segundo y vale exactamente 100 centistokes.',
    text: 'Las tablas de viscosidad anteriores a los años setenta y algunos catálogos de siliconas y resinas todavía usan stokes. Para ponerlas al lado de una ficha actual basta con multiplicar por cien: un aceite de silicona de 0.5 St tiene 50 cSt, y uno de 10 St, 1000 cSt. Si la cifra de partida viene en poises, en cambio, no es una viscosidad cinemática: antes hay que dividir entre la densidad.',
  },
  {
    from: 'stokes',
    to: 'metros_cuadrados_por_segundo',
    rows: [0.01, 0.1, 0.5, 1, 5, 10, 100, 1000],
    tableTitle: 'Stokes en metros cuadrados por segundo',
    definition:
      'Un stokes es un centímetro cuadrado por segundo, y un centímetro cuadrado son 0.0001 m²: 1 St = 10⁻⁴ m²/s.',
    text: 'Pasar del sistema cegesimal al internacional es lo que piden los problemas de física de bachillerato y de universidad que dan los datos en stokes. La cuenta es dividir entre diez mil, porque un metro cuadrado tiene diez mil centímetros cuadrados. Un fluido de 1 St, como un aceite ISO VG 100 a 40 °C, tiene 0.0001 m²/s. No confundas el stokes (St) con la stone (st), la unidad de peso británica: aquí la S va en mayúscula.',
  },
  // US hydraulics: square feet per second.
  {
    from: 'centistokes',
    to: 'pies_cuadrados_por_segundo',
    rows: [1, 10, 46, 100, 500, 1000, 10000, 100000],
    tableTitle: 'Centistokes en pies cuadrados por segundo',
    definition: 'Un pie cuadrado mide 0.09290304 m², así que un pie cuadrado por segundo son 92 903.04 cSt.',
    text: 'Los manuales de hidráulica y de ingeniería de petróleo de Estados Unidos, y el diagrama de Moody en unidades inglesas, piden la viscosidad cinemática en ft²/s para calcular el número de Reynolds con velocidades en pies por segundo y diámetros en pies. Un aceite de 100 cSt tiene solo 0.001076 ft²/s, y el agua, una cienmilésima larga. Si el resultado te parece absurdamente pequeño, es lo normal con esta unidad.',
  },
  {
    from: 'pies_cuadrados_por_segundo',
    to: 'metros_cuadrados_por_segundo',
    rows: [0.00001, 0.0001, 0.001, 0.01, 0.1, 1, 10],
    tableTitle: 'Pies cuadrados por segundo en metros cuadrados por segundo',
    definition: 'Con el pie internacional de 1959, de 0.3048 m, 1 ft²/s = 0.3048² m²/s = 0.09290304 m²/s exactos.',
    text: 'Sirve para traer al sistema internacional las tablas de propiedades de fluidos de los libros estadounidenses, como la viscosidad cinemática del agua, de unos 1.08 × 10⁻⁵ ft²/s a temperatura ambiente. Multiplicar por 0.0929 basta para una estimación. Ojo con las tablas de unidades inglesas de ingeniería que usan la libra-fuerza: la viscosidad cinemática no lleva ni masa ni fuerza, así que aquí esa duda no existe.',
  },
];
