import type { PairsOf } from '@/lib/content/pairs/types';
import type { velocidad } from './units';

export const velocidadPairs: PairsOf<typeof velocidad> = [
  // Roads: the metric world's km/h against the mph of the United States and the United Kingdom, both ways.
  {
    from: 'kilometros_hora',
    to: 'millas_hora',
    rows: [
      { value: 30, label: 'calle urbana de un carril por sentido (España)' },
      { value: 50, label: 'vía urbana' },
      { value: 90, label: 'carretera convencional (España)' },
      { value: 100 },
      { value: 110 },
      { value: 120, label: 'autopista o autovía (España)' },
      { value: 130, label: 'autopista en Francia o Argentina' },
      { value: 200 },
      { value: 300, label: 'AVE a velocidad comercial' },
    ],
    tableTitle: 'Límites de velocidad y velocidades de referencia',
    definition:
      'La milla internacional mide 1609.344 m desde el acuerdo de 1959, así que para pasar de km/h a mph se divide entre 1.609344.',
    text: 'Si alquilas un coche en Estados Unidos o en el Reino Unido, el velocímetro y las señales irán en millas por hora, y conviene tener en la cabeza las equivalencias de los límites que ya conoces. Los 120 km/h de una autovía española son unas 75 mph; los 50 km/h de ciudad, 31. Para calcular al vuelo, multiplica por 5/8 (0.625), que se queda muy cerca del factor real, 0.6214. El error que cuesta multas es hacer la cuenta al revés y multiplicar por 1.6.',
  },
  {
    from: 'millas_hora',
    to: 'kilometros_hora',
    rows: [
      { value: 20, label: 'zona escolar habitual en EE. UU.' },
      { value: 30, label: 'ciudad en el R. U.' },
      { value: 55 },
      { value: 65, label: 'autopista en muchos estados' },
      { value: 70, label: 'autopista en el R. U.' },
      { value: 85, label: 'límite más alto de EE. UU. (Texas)' },
      { value: 95, label: 'recta de un lanzador de béisbol' },
      { value: 105, label: 'de los lanzamientos más rápidos medidos' },
    ],
    tableTitle: 'Límites de tráfico y lanzamientos de béisbol',
    definition:
      'Una milla por hora son 1.609344 km/h exactos, porque la milla terrestre se fijó en 1609.344 m en 1959.',
    text: 'Además de las carreteras estadounidenses y británicas, las millas por hora llegan a Latinoamérica con el béisbol: en México, Venezuela, Cuba o la República Dominicana los radares de los estadios y las transmisiones de las Grandes Ligas dan la velocidad del lanzamiento en mph. Una recta de 95 mph viaja a casi 153 km/h, y las de 105 mph superan los 168. En la carretera, las 70 mph de una autopista británica son 112.65 km/h, algo menos que el límite español de 120.',
  },
  // Physics and engineering: the SI's m/s against km/h, both ways.
  {
    from: 'metros_segundo',
    to: 'kilometros_hora',
    rows: [
      { value: 1.4, label: 'paso de una persona' },
      { value: 5 },
      { value: 10, label: 'velocista de élite' },
      { value: 20 },
      { value: 20.8, label: 'temporal fuerte (fuerza 9 de Beaufort)' },
      { value: 33, label: 'viento huracanado' },
      { value: 100 },
      { value: 343, label: 'sonido en el aire a 20 °C' },
    ],
    tableTitle: 'Velocidades de la vida diaria y del viento',
    definition:
      'Un metro por segundo recorre 3600 m en una hora, 3.6 km, de modo que el factor es exacto: km/h = m/s × 3.6.',
    text: 'Los problemas de física dan las velocidades en metros por segundo, la unidad del Sistema Internacional, y varios servicios meteorológicos del norte de Europa publican el viento así. Para imaginarlas hay que pasarlas a km/h: multiplica por 3.6, que sale de multiplicar por los 3600 segundos de una hora y dividir entre los 1000 metros de un kilómetro. Una persona camina a 1.4 m/s, unos 5 km/h, y el sonido en el aire a 20 °C corre a 343 m/s, 1234.8 km/h. Un viento de 33 m/s ya es de fuerza huracanada.',
  },
  {
    from: 'kilometros_hora',
    to: 'metros_segundo',
    rows: [
      5,
      { value: 30, label: 'zona urbana' },
      { value: 50 },
      { value: 72 },
      { value: 90 },
      { value: 100 },
      { value: 120, label: 'autovía' },
      { value: 900, label: 'avión comercial en crucero' },
    ],
    tableTitle: 'Cuántos metros se recorren en un segundo',
    definition:
      'Dividir entre 3.6 convierte kilómetros por hora en metros por segundo, porque 1 km/h = 1000 m ÷ 3600 s.',
    text: 'En las autoescuelas esta cuenta explica por qué importa la distancia de seguridad: a 120 km/h un coche avanza 33.3 metros cada segundo, de modo que en el segundo que tarda un conductor en reaccionar recorre más de treinta metros sin haber empezado a frenar. A 50 km/h son casi 14 metros por segundo. Para resolver ejercicios de física hay que dividir entre 3.6 antes de aplicar cualquier fórmula; dejar los km/h tal cual es la fuente de error más común en los exámenes.',
  },
  // The sea and the air: knots against km/h and mph, both ways, and the m/s of weather models.
  {
    from: 'nudos',
    to: 'kilometros_hora',
    rows: [
      5,
      { value: 10, label: 'velero con brisa' },
      { value: 15 },
      { value: 25, label: 'buen viento para el kitesurf' },
      { value: 34, label: 'temporal (fuerza 8)' },
      { value: 64, label: 'huracán (fuerza 12)' },
      { value: 140, label: 'aterrizaje de un avión comercial' },
      { value: 480, label: 'reactor en crucero' },
    ],
    tableTitle: 'Nudos del mar, del viento y de la aviación',
    definition:
      'Un nudo es una milla náutica por hora, y la milla náutica vale 1852 m exactos desde 1929: 1 kn = 1.852 km/h.',
    text: 'Los partes marítimos, los anemómetros de los puertos y la aviación de todo el mundo trabajan en nudos, mientras que la gente piensa en km/h. La escala de Beaufort empieza a hablar de temporal a partir de 34 nudos, unos 63 km/h, y llega a huracán con 64 nudos, 118.5 km/h. Un avión comercial aterriza a unos 140 nudos, casi 260 km/h. Para una cuenta rápida, multiplica por dos y resta un poco: 20 nudos son 37 km/h.',
  },
  {
    from: 'kilometros_hora',
    to: 'nudos',
    rows: [10, 20, 30, 50, 75, 100, 150, 900],
    tableTitle: 'Kilómetros por hora expresados en nudos',
    definition:
      'Como un nudo son 1.852 km/h por definición, los kilómetros por hora se dividen entre 1.852 para obtener nudos.',
    text: 'La necesita quien navega o vuela y recibe la previsión en kilómetros por hora, como la que dan al público muchas aplicaciones y servicios meteorológicos, mientras que la carta náutica, el plóter y la tabla de su cometa de kitesurf hablan en nudos. Un viento de 30 km/h son 16.2 nudos, y uno de 50 km/h, 27: en Tarifa eso ya es día de cometa pequeña. Dividir entre dos da una aproximación baja pero útil; el factor, redondeado, es 0.54.',
  },
  {
    from: 'nudos',
    to: 'millas_hora',
    rows: [
      10,
      20,
      { value: 34, label: 'tormenta tropical' },
      { value: 64, label: 'huracán de categoría 1' },
      { value: 83, label: 'categoría 2' },
      { value: 96, label: 'categoría 3, huracán mayor' },
      { value: 113, label: 'categoría 4' },
      { value: 137, label: 'categoría 5' },
    ],
    tableTitle: 'Umbrales de la escala de huracanes Saffir-Simpson',
    definition:
      'Una milla náutica (1852 m) es más larga que una terrestre (1609.344 m), así que 1 kn = 1852 ÷ 1609.344 ≈ 1.1508 mph.',
    text: 'El Centro Nacional de Huracanes de Estados Unidos publica sus avisos también en español para México, Centroamérica y el Caribe, y en ellos los vientos aparecen en millas por hora y en kilómetros por hora, aunque internamente trabaja en nudos. La escala Saffir-Simpson fija la categoría 1 en 64 nudos, 74 mph, y la 5 en 137 nudos, 157 mph. El despiste más frecuente es tomar un nudo por una milla por hora: la diferencia es del 15 %.',
  },
  {
    from: 'millas_hora',
    to: 'nudos',
    rows: [40, 60, 74, 80, 100, 120, 150, 200],
    tableTitle: 'Millas por hora en nudos',
    definition:
      'Los nudos salen de multiplicar las millas por hora por 1609.344/1852, la razón entre las dos millas, unos 0.869.',
    text: 'Muchas avionetas antiguas fabricadas en Estados Unidos llevan el anemómetro en millas por hora, mientras que el control aéreo, las cartas y los manuales modernos dan las velocidades en nudos, así que el piloto tiene que traducir. Lo mismo ocurre con las lanchas cuyos velocímetros marcan mph. Una velocidad de aproximación de 80 mph son 69.5 nudos; restar un 13 % basta como cálculo mental. No confundas la milla terrestre de la carretera con la náutica de la navegación.',
  },
  {
    from: 'metros_segundo',
    to: 'nudos',
    rows: [1, 3, 5, 10, 15, 20, 25, { value: 32.7, label: 'fuerza 12 de Beaufort' }],
    tableTitle: 'Viento en metros por segundo pasado a nudos',
    definition: 'Con el nudo en 1852 m por hora y el segundo en 1/3600 de hora, 1 m/s = 3600/1852 ≈ 1.9438 kn.',
    text: 'Los modelos meteorológicos como el europeo o el estadounidense GFS calculan el viento en metros por segundo, y los informes aeronáuticos de algunos países, como Rusia o China, también lo dan así, mientras que la navegación sigue en nudos. Duplicar los m/s es una buena aproximación: 10 m/s son 19.4 nudos. El umbral de la fuerza 12 de Beaufort, 32.7 m/s, equivale a unos 64 nudos, el mismo valor en que empieza un huracán en la escala de Saffir-Simpson.',
  },
  {
    from: 'nudos',
    to: 'metros_segundo',
    rows: [5, 10, 12, 15, 20, 25, 30, 50],
    tableTitle: 'Nudos en metros por segundo',
    definition: 'Un nudo equivale a 1852 metros en 3600 segundos, 0.5144 m/s redondeados.',
    text: 'Se necesita al contrastar una previsión náutica con la ficha técnica de un dron, de un aerogenerador o de una grúa, que suelen indicar el viento máximo de trabajo en metros por segundo. Si el fabricante del dron admite 12 m/s y la previsión anuncia 20 nudos, el dron va justo: 20 nudos son 10.3 m/s, y las rachas pueden superar el límite. La regla rápida es tomar la mitad de los nudos, que se queda algo corta.',
  },
  // Projectiles, ventilation and astronomy: the English foot per second and minute, and km/s.
  {
    from: 'pies_segundo',
    to: 'metros_segundo',
    rows: [
      { value: 300 },
      { value: 350, label: 'límite frecuente de réplicas de airsoft' },
      { value: 400 },
      { value: 500 },
      { value: 1125, label: 'sonido en el aire a 20 °C' },
      { value: 1200 },
      { value: 2700, label: 'proyectil de fusil' },
    ],
    tableTitle: 'Velocidades de proyectil en pies por segundo',
    definition: 'Un pie mide 0.3048 m exactos desde 1959, de modo que 1 ft/s = 0.3048 m/s.',
    text: 'Los fabricantes de réplicas de airsoft, de carabinas de aire comprimido y de munición estadounidenses dan la velocidad en boca en pies por segundo (fps), y los campos de airsoft fijan sus límites en fps medidos con bolas de 0.20 g, por ejemplo 350 para fusiles de asalto. Multiplicar por 0.3048 da los m/s de los cronógrafos europeos: 350 fps son 106.68 m/s. Recuerda que el límite real es la energía, que depende también del peso de la bola.',
  },
  {
    from: 'metros_segundo',
    to: 'pies_segundo',
    rows: [90, 100, 110, 120, 150, 200, 340, 900],
    tableTitle: 'Metros por segundo en pies por segundo',
    definition:
      'Cada metro son 1/0.3048 ≈ 3.2808 pies, y esa misma razón pasa los metros por segundo a pies por segundo.',
    text: 'Cuando un cronógrafo muestra la velocidad de una réplica en metros por segundo y las normas del campo o las reseñas estadounidenses hablan en fps, hay que multiplicar por 3.2808. Una réplica que marca 110 m/s dispara a unos 361 fps, por encima del límite habitual de 350 para fusiles de asalto. Lo mismo sirve para comparar balística: una bala a 900 m/s sale a 2953 fps.',
  },
  {
    from: 'pies_minuto',
    to: 'metros_segundo',
    rows: [100, 200, 300, 500, 700, 1000, 1500, 2000],
    tableTitle: 'Velocidad del aire en conductos y de los ascensores',
    definition: 'Un pie por minuto son 0.3048 m repartidos en 60 s, es decir, 0.00508 m/s exactos.',
    text: 'Los manuales estadounidenses de climatización dan la velocidad del aire en los conductos y en las rejillas en pies por minuto (fpm), y los fabricantes de ascensores de ese país, la velocidad de la cabina. En España y en el resto de Europa los proyectos de ventilación usan metros por segundo, así que hay que dividir: 1000 fpm son 5.08 m/s y 500 fpm, 2.54 m/s. Un ascensor de oficinas de 500 fpm sube a 2.5 m/s.',
  },
  {
    from: 'kilometros_segundo',
    to: 'kilometros_hora',
    rows: [
      1,
      { value: 7.66, label: 'Estación Espacial Internacional' },
      { value: 11.2, label: 'velocidad de escape de la Tierra' },
      { value: 29.8, label: 'la Tierra alrededor del Sol' },
      { value: 42.1, label: 'escape del sistema solar desde la órbita terrestre' },
      { value: 230, label: 'el Sol alrededor de la galaxia' },
      { value: 299792.458, label: 'la luz en el vacío' },
    ],
    tableTitle: 'Velocidades espaciales en kilómetros por hora',
    definition: 'Una hora tiene 3600 segundos, así que 1 km/s = 3600 km/h exactos.',
    text: 'Las velocidades de la astronomía y de la exploración espacial se publican en kilómetros por segundo, y pasarlas a kilómetros por hora ayuda a hacerse una idea. La Estación Espacial Internacional gira a unos 7.66 km/s, más de 27 500 km/h, y da una vuelta a la Tierra cada hora y media. La Tierra recorre su órbita a 29.8 km/s, más de 107 000 km/h. La luz, con 299 792.458 km/s exactos, supera los mil millones de km/h.',
  },
];
