import type { PairsOf } from '@/lib/content/pairs/types';
import type { longitud } from './units';

// Length pairs (D26). Evidence for the choice: the family page's own cards (metres ↔ feet, inches ↔ centimetres,
// miles ↔ kilometres), the uses its text names (screens, heights, aviation, the varas of Spain and America), and
// the units the catalogue added for them (mm, yards, nautical miles, varas, leguas, astronomical lengths, micras).
export const longitudPairs: PairsOf<typeof longitud> = [
  // Inches in metric countries: screens, rims and jeans one way, tape measures and US size charts the other.
  {
    from: 'pulgadas',
    to: 'centimetros',
    rows: [
      { value: 0.125, label: '1/8 de pulgada' },
      { value: 0.25, label: '1/4 de pulgada' },
      { value: 0.375, label: '3/8 de pulgada' },
      { value: 0.5, label: 'media pulgada' },
      { value: 0.75, label: '3/4 de pulgada' },
      1,
      { value: 6.1, label: 'pantalla de teléfono' },
      { value: 15.6, label: 'pantalla de portátil' },
      { value: 27, label: 'monitor' },
      { value: 32, label: 'televisor pequeño' },
      { value: 55, label: 'televisor' },
      { value: 65, label: 'televisor grande' },
    ],
    tableTitle: 'Fracciones de pulgada y tamaños de pantalla',
    definition:
      'Desde el acuerdo internacional de la yarda y la libra de 1959, la pulgada mide 25.4 mm exactos, así que el 2.54 no es ningún redondeo.',
    text: 'La pulgada sigue viva en países que lo miden todo en metros: la diagonal de teléfonos, monitores y televisores, el diámetro de las llantas (R16) o la cintura de los vaqueros (W32) se anuncian en pulgadas en España y en toda América Latina. El error más común es tomar la diagonal por el ancho: un televisor de 55 pulgadas mide 139.7 cm de esquina a esquina, pero en formato 16:9 solo unos 122 cm de lado a lado. El nombre viene del dedo pulgar, cuya anchura fue la medida original.',
    questions: [
      {
        question: '¿Cuántos centímetros es media pulgada?',
        answer: 'Exactamente 1.27 cm. Un cuarto de pulgada son 0.635 cm y un octavo, 0.3175 cm.',
      },
      {
        question: '¿Cuánto mide de ancho un televisor de 55 pulgadas?',
        answer:
          'Las pulgadas de una pantalla son su diagonal, 139.7 cm. Con la proporción 16:9, el ancho ronda los 121.8 cm y el alto, los 68.5 cm.',
      },
    ],
  },
  {
    from: 'centimetros',
    to: 'pulgadas',
    rows: [
      1,
      5,
      10,
      20,
      { value: 30, label: 'regla escolar' },
      50,
      { value: 71, label: 'cintura de unos 28 in' },
      { value: 76, label: 'cintura de unos 30 in' },
      { value: 81, label: 'cintura de unos 32 in' },
      100,
    ],
    tableTitle: 'Medidas en centímetros, de la regla a la cintura',
    definition:
      'Un centímetro es 1/2.54 de pulgada: como la pulgada tiene 2.54 cm exactos, el cociente es un decimal periódico y se muestra redondeado.',
    text: 'Esta dirección es la de quien compra en tiendas de EE. UU.: mides con tu cinta métrica en centímetros y la tabla de tallas o la ficha del producto te habla en pulgadas. Para la talla de un pantalón, mide el contorno de la cintura y divide entre 2.54: 81 cm dan casi 32 pulgadas, la W32. Redondear el factor a 2.5 parece inofensivo, pero desvía el resultado un 1.6 %, y en una cintura eso es más de media pulgada. Muchas cintas de costura traen centímetros por una cara y pulgadas por la otra.',
  },
  // Hardware shops of Spain and Latin America sell drill bits, spanners and pipes by fractions of an inch.
  {
    from: 'pulgadas',
    to: 'milimetros',
    rows: [
      { value: 0.125, label: '1/8' },
      { value: 0.25, label: '1/4' },
      { value: 0.3125, label: '5/16' },
      { value: 0.375, label: '3/8' },
      { value: 0.5, label: '1/2' },
      { value: 0.625, label: '5/8' },
      { value: 0.75, label: '3/4' },
      1,
      { value: 1.5, label: '1 1/2' },
      2,
    ],
    tableTitle: 'Fracciones de pulgada de brocas, llaves y tubos',
    definition:
      'Como la pulgada vale 25.4 mm por definición, cada fracción de pulgada tiene un equivalente exacto en milímetros: 1/8 son 3.175 mm.',
    text: 'En las ferreterías de México, Colombia o Argentina, y en muchas de España, brocas, llaves, tornillos, mangueras y tuberías se piden por fracciones de pulgada: «una broca de 3/8», «un codo de media». En las herramientas la conversión es literal, y una llave de 1/2 pulgada (12.7 mm) no entra en una tuerca de 13 mm. En las tuberías, en cambio, la pulgada es un tamaño nominal: un tubo de acero de media pulgada no mide 12.7 mm por fuera, sino unos 21.3 mm. Antes de comprar un accesorio, compara la designación, no la conversión.',
    questions: [
      {
        question: '¿Un tubo de cobre de 1/2 pulgada mide 12.7 mm?',
        answer:
          'No. El tubo de cobre para agua de media pulgada (norma ASTM B88) tiene 5/8 de pulgada de diámetro exterior, es decir, 15.875 mm.',
      },
    ],
  },
  {
    from: 'milimetros',
    to: 'pulgadas',
    rows: [
      1,
      3,
      6,
      10,
      { value: 13, label: 'llave algo mayor que 1/2 in' },
      { value: 19, label: 'llave casi igual a 3/4 in' },
      { value: 25, label: 'casi una pulgada' },
      50,
      100,
    ],
    tableTitle: 'Llaves, brocas y medidas métricas habituales',
    definition:
      'Cada milímetro vale 1/25.4 de pulgada, una división que no termina: por eso el resultado se redondea a cuatro decimales.',
    text: 'Sirve para saber qué herramienta en pulgadas se acerca a una métrica. Algunas coinciden casi del todo: 19 mm son 0.748 in, prácticamente 3/4. Otras engañan: 13 mm son 0.5118 in, así que una llave de 13 mm queda holgada en una tuerca de 1/2 y acaba redondeándola. También ayuda con la lluvia: los partes meteorológicos de EE. UU. la dan en pulgadas, mientras que en los países hispanohablantes se mide en milímetros, que equivalen a litros por metro cuadrado. Para comparar la lluvia de tu ciudad con la de Miami, divide tus milímetros entre 25.4.',
  },
  // The family's default pair and its reverse: altitudes, ceilings, shipping containers and flight levels.
  {
    from: 'metros',
    to: 'pies',
    rows: [
      1,
      3,
      10,
      100,
      { value: 330, label: 'torre Eiffel' },
      { value: 2240, label: 'Ciudad de México' },
      { value: 2640, label: 'Bogotá' },
      { value: 3640, label: 'La Paz' },
      { value: 8849, label: 'Everest' },
    ],
    tableTitle: 'Alturas y altitudes en metros',
    definition:
      'El pie mide 0.3048 m por el acuerdo de 1959, de modo que un metro son 1/0.3048 pies: unos 3.2808, con decimales que se repiten sin fin.',
    text: 'Si vives a 2240 m, como en Ciudad de México, o a 2640 m, como en Bogotá, un piloto o una aplicación de aviación te dirán que estás a unos 7349 u 8661 pies: la altitud se da en pies en la aviación de casi todo el mundo. Multiplicar por 3 parece suficiente, pero el pie es algo menor que un tercio de metro y el error pasa del 8 %: el Everest, de 8849 m, no tiene 26 547 pies, sino 29 032. Para cálculos rápidos basta 3.28; para planos o datos técnicos, divide entre 0.3048.',
  },
  {
    from: 'pies',
    to: 'metros',
    rows: [
      1,
      6,
      { value: 8, label: 'techo habitual en EE. UU.' },
      10,
      { value: 20, label: 'contenedor de 20 pies' },
      { value: 40, label: 'contenedor de 40 pies' },
      100,
      1000,
      10000,
      { value: 35000, label: 'altitud de crucero' },
    ],
    tableTitle: 'Techos, contenedores y altitudes de vuelo en pies',
    definition:
      'Un pie son 12 pulgadas de 2.54 cm, 0.3048 m exactos: el mismo pie rige desde 1959 en EE. UU., el R. U., Canadá y Australia.',
    text: 'El comercio marítimo habla en pies aunque los puertos de Valencia, Manzanillo o Cartagena lo midan todo en metros. Un contenedor de 20 pies, la unidad (TEU) con que se cuenta la carga de un barco, mide 6.058 m de largo, algo menos que 20 pies justos, para que dos quepan con holgura en el hueco de uno de 40 pies, de 12.192 m. En los aviones la altitud también va en pies: a 35 000 pies de crucero vuelas a 10 668 m. Ojo con los planos antiguos de EE. UU.: hasta 2022 convivió el pie topográfico, de 1200/3937 m, dos millonésimas más largo.',
  },
  // Heights: the US and Puerto Rico say them in feet and inches; both directions, the mixed side in feet.
  {
    from: 'pies',
    to: 'centimetros',
    mixed: { whole: 'pies', part: 'pulgadas' },
    rows: [
      4 + 10 / 12,
      5,
      5 + 2 / 12,
      5 + 4 / 12,
      5 + 6 / 12,
      5 + 7 / 12,
      5 + 9 / 12,
      5 + 11 / 12,
      6,
      6 + 2 / 12,
      6 + 6 / 12,
    ],
    tableTitle: 'Estaturas en pies y pulgadas',
    definition:
      'La estatura se pasa entera a pulgadas (pies × 12 + pulgadas) y se multiplica por 2.54, porque el pie de 30.48 cm son 12 pulgadas exactas.',
    text: 'En EE. UU. la estatura se dice en pies y pulgadas, y así aparece en los permisos de conducir, en las fichas de los jugadores de la NBA o en los perfiles de las aplicaciones de citas; en Puerto Rico también es muy corriente. El error típico es leer 5′7″ como 5.7 pies: son 5 pies y 7 pulgadas, 67 pulgadas en total, es decir, 170.18 cm, mientras que 5.7 pies serían 173.74 cm. Cuenta siempre primero las pulgadas: cada pie aporta 12 y el resto se suma.',
    questions: [
      {
        question: '¿Cuánto es 5 pies 7 pulgadas en centímetros?',
        answer: '170.18 cm exactos: 5 × 12 + 7 = 67 pulgadas, y 67 × 2.54 = 170.18.',
      },
      {
        question: '¿Cuánto mide en centímetros alguien de 6 pies?',
        answer: '182.88 cm, que son 72 pulgadas: casi un metro ochenta y tres.',
      },
    ],
  },
  {
    from: 'centimetros',
    to: 'pies',
    mixed: { whole: 'pies', part: 'pulgadas' },
    rows: [150, 155, 160, 165, 170, 175, 180, 185, 190, 200],
    tableTitle: 'Estaturas en centímetros, en pies y pulgadas',
    definition:
      'Dividir los centímetros entre 30.48 da los pies; la parte decimal, multiplicada por 12, son las pulgadas que completan la estatura.',
    text: 'Cuando un formulario de EE. UU., una tienda de ropa o una aplicación de citas te piden la estatura en pies y pulgadas, no basta con dividir: 170 cm son 5.58 pies, y eso no se escribe 5′58″. La parte decimal hay que pasarla a pulgadas (0.58 × 12 ≈ 7), de modo que «uno setenta», como se dice en España y en buena parte de América, equivale a 5 pies y casi 7 pulgadas. En la práctica las pulgadas se redondean al entero; la tabla te da los decimales para que elijas bien.',
  },
  // Feet and inches between themselves: US timber and tape measures, theme-park height limits.
  {
    from: 'pies',
    to: 'pulgadas',
    rows: [0.5, 1, 1.5, 2, { value: 3, label: 'una yarda' }, 4, 5, 6, { value: 8, label: 'tabla de 8 pies' }, 10],
    tableTitle: 'Pies en pulgadas',
    definition:
      'Un pie son exactamente 12 pulgadas, una relación del sistema inglés anterior al metro que el acuerdo de 1959 conservó.',
    text: 'Las maderas y los perfiles importados de EE. UU. se venden por largos en pies (tablas de 8, 10 o 12 pies), mientras que los cortes se marcan en pulgadas; esta tabla multiplica por 12 sin calculadora. No confundas esta conversión con el pie tablar de los aserraderos de México y Centroamérica: es un volumen de madera, una tabla de un pie por un pie y una pulgada de grueso, no una longitud, y no se pasa a pulgadas con este factor. La relación entre pie y pulgada es exacta, así que aquí no hay redondeo.',
  },
  {
    from: 'pulgadas',
    to: 'pies',
    mixed: { whole: 'pies', part: 'pulgadas' },
    rows: [
      18,
      30,
      { value: 40, label: 'altura mínima frecuente en atracciones' },
      42,
      54,
      64,
      { value: 67, label: 'estatura de 5 ft 7 in' },
      70,
      75,
      100,
    ],
    tableTitle: 'Pulgadas en pies y pulgadas',
    definition:
      'Para pasar pulgadas a pies se divide entre 12; lo que sobra de la división entera son las pulgadas que acompañan a los pies.',
    text: 'En los parques de atracciones de Florida o California, la altura mínima de cada atracción se marca en pulgadas: 40 o 48 pulgadas son 3 pies 4 pulgadas y 4 pies justos, unos 102 y 122 cm. La misma cuenta sirve para leer una cinta métrica estadounidense, que a menudo solo marca pulgadas, o el largo de una cama o de un sofá en una web de muebles. El fallo más común es dividir entre 10, como si el pie fuera decimal: 67 pulgadas no son 6.7 pies, sino 5 pies y 7 pulgadas.',
  },
  // Miles: US and UK road signs, imported cars' odometers, running races; the nautical mile is linked apart.
  {
    from: 'millas',
    to: 'kilometros',
    rows: [
      1,
      5,
      10,
      { value: 26.2, label: 'maratón' },
      50,
      100,
      500,
      { value: 60000, label: 'odómetro de un auto usado' },
      100000,
    ],
    tableTitle: 'Millas de carretera, de carrera y de odómetro',
    definition: 'La milla terrestre o internacional son 5280 pies, que desde 1959 valen 1609.344 m exactos.',
    text: 'Los autos que llegan a México, Centroamérica o el Caribe desde EE. UU. traen el odómetro en millas, y el recorrido real es más de un 60 % mayor de lo que parece: 60 000 millas son más de 96 500 km. Lo mismo pasa con las señales de carretera del R. U. y de EE. UU., y con sus límites de velocidad, en millas por hora. La milla nació en Roma como mil pasos dobles, pero la actual es la inglesa de 1593, que el Parlamento fijó en 8 furlongs de 660 pies.',
    ambiguity: {
      text: 'Esta página usa la milla terrestre (1609.344 m), la de las carreteras. La milla náutica de barcos y aviones mide 1852 m:',
      other: { from: 'millas_nauticas', to: 'kilometros' },
      label: 'millas náuticas a kilómetros',
    },
  },
  {
    from: 'kilometros',
    to: 'millas',
    rows: [
      1,
      { value: 5, label: 'carrera de 5K' },
      { value: 10, label: 'carrera de 10K' },
      { value: 21.0975, label: 'medio maratón' },
      { value: 42.195, label: 'maratón' },
      50,
      100,
      1000,
    ],
    tableTitle: 'Distancias de carrera y de viaje en kilómetros',
    definition:
      'Como la milla mide 1.609344 km, un kilómetro equivale en millas a un decimal periódico, unas 0.6214, que se muestra redondeado.',
    text: 'Los relojes de correr y las aplicaciones de entrenamiento de EE. UU. vienen configurados en millas, y los ritmos se dan en minutos por milla. Un truco curioso es la sucesión de Fibonacci: 5 km son unas 3 millas, 8 km unas 5 y 13 km unas 8, porque la razón entre términos consecutivos (1.618) se parece al factor 1.609. Para una cuenta mental más simple, multiplica por 0.6 y suma un poco. El maratón son 26.2 millas, una cifra que en EE. UU. se luce hasta en pegatinas o calcomanías del coche.',
    ambiguity: {
      text: 'Aquí la milla es la terrestre, de 1609.344 m. Para navegación marítima o aérea necesitas la milla náutica:',
      other: { from: 'kilometros', to: 'millas_nauticas' },
      label: 'kilómetros a millas náuticas',
    },
  },
  // Yards: fabric sold by the yard in Honduras and elsewhere in Central America and the Caribbean, golf, US sport.
  {
    from: 'yardas',
    to: 'metros',
    rows: [
      1,
      3,
      10,
      { value: 25, label: 'piscina corta de EE. UU.' },
      50,
      { value: 100, label: 'campo de fútbol americano' },
      150,
      300,
      400,
    ],
    tableTitle: 'Yardas de tela, de piscina y de campo',
    definition:
      'La yarda son 3 pies o 36 pulgadas, y el acuerdo de 1959 la fijó en 0.9144 m exactos: de ella salen el pie y la pulgada.',
    text: 'En Honduras y en otros países de Centroamérica y del Caribe la tela se pide por yardas en el mercado, y un patrón pensado en metros se queda corto si confundes una unidad con la otra: la yarda es casi un 9 % más corta que el metro. El fútbol americano cuenta yardas (100 entre las dos zonas de anotación, 91.44 m), y el golf marca en yardas cada hoyo en EE. UU. y el R. U. Muchas piscinas universitarias estadounidenses miden 25 yardas, 22.86 m, y sus marcas no se comparan con las de 25 m.',
  },
  {
    from: 'metros',
    to: 'yardas',
    rows: [0.5, 1, 1.5, 2, 2.5, 3, 5, 10, 100, { value: 150, label: 'hoyo corto de golf' }],
    tableTitle: 'Metros de tela y de campo en yardas',
    definition:
      'Un metro son 1/0.9144 yardas, unas 1.0936: la yarda exacta de 1959 no divide al metro sin dejar decimales periódicos.',
    text: 'Pongamos que tu patrón de costura, hecho en España o en México, pide 2.5 m de tela y la tienda de tu barrio la vende por yardas: necesitas 2.73 yardas, así que pide 2¾ y no 2½. Como el metro es casi un 10 % más largo que la yarda, pedir el mismo número se queda corto; al revés, te sobra tela. En el golf, los campos europeos marcan las distancias en metros y los estadounidenses en yardas: un hoyo de 150 m son unas 164 yardas.',
  },
  // Nautical miles: the law of the sea, sailing and flight plans; the statute mile is linked apart.
  {
    from: 'millas_nauticas',
    to: 'kilometros',
    rows: [
      1,
      3,
      { value: 12, label: 'mar territorial' },
      { value: 24, label: 'zona contigua' },
      50,
      100,
      { value: 200, label: 'zona económica exclusiva' },
      { value: 350, label: 'límite de la plataforma continental' },
      1000,
    ],
    tableTitle: 'Millas náuticas del derecho del mar y la navegación',
    definition:
      'La Conferencia Hidrográfica Internacional de Mónaco (1929) fijó la milla náutica en 1852 m, muy cerca de un minuto de arco de meridiano.',
    text: 'Las fronteras del mar se miden en millas náuticas: la Convención de las Naciones Unidas sobre el Derecho del Mar (1982) da a cada costa 12 millas de mar territorial y 200 de zona económica exclusiva, unos 22 y 370 km. Esas 200 millas tienen acento sudamericano: Chile, Perú y Ecuador las reclamaron en la Declaración de Santiago de 1952. Las cartas náuticas usan esta milla porque un minuto de latitud mide casi eso, y un nudo es una milla náutica por hora. No la confundas con la terrestre, un 13 % más corta.',
    ambiguity: {
      text: 'Esta página usa la milla náutica internacional, de 1852 m. La de las señales de tráfico del R. U. y de EE. UU. es la milla terrestre, de 1609.344 m:',
      other: { from: 'millas', to: 'kilometros' },
      label: 'millas a kilómetros',
    },
  },
  {
    from: 'kilometros',
    to: 'millas_nauticas',
    rows: [
      1,
      10,
      50,
      100,
      500,
      1000,
      5000,
      { value: 10000, label: 'Madrid–Buenos Aires, aprox.' },
      { value: 40008, label: 'vuelta a la Tierra por los polos' },
    ],
    tableTitle: 'Distancias de viaje en millas náuticas',
    definition:
      'Se divide entre 1.852, los kilómetros de una milla náutica internacional; el cociente casi nunca es exacto y se redondea.',
    text: 'Los planes de vuelo y las cartas náuticas trabajan en millas náuticas, así que el alcance de un avión o la ruta de un velero se dan en esa unidad aunque el pasajero piense en kilómetros. Un vuelo de Madrid a Buenos Aires, de unos 10 000 km, son unas 5400 millas náuticas. La unidad encaja con la geometría: la vuelta a la Tierra por los polos, 40 008 km, da unas 21 600 millas, los 360 grados multiplicados por 60 minutos de arco. Por eso en una carta las distancias se miden en la escala de latitudes.',
    ambiguity: {
      text: 'Las millas de esta página son náuticas (1852 m). Para pasar kilómetros a millas de carretera, de 1609.344 m:',
      other: { from: 'kilometros', to: 'millas' },
      label: 'kilómetros a millas',
    },
  },
  // Varas: the Castilian one (Spain's old deeds, Central America's plots) both ways, then each country's own.
  {
    from: 'varas_castellanas',
    to: 'metros',
    rows: [1, 3, 5, 10, 20, 25, 40, 50, 100, 1000],
    tableTitle: 'Varas castellanas en metros',
    definition:
      'Las tablas de correspondencia de 1852, con que se aplicó la ley de pesas y medidas de 1849, dieron a la vara de Burgos 0.835905 m.',
    text: 'La vara de Burgos fue la medida común de Castilla y pasó a América con la colonización: tres pies, cuatro palmos o 36 pulgadas castellanas. En España la sustituyó el metro tras la ley de 1849, pero sigue apareciendo en escrituras antiguas, inventarios y padrones. En Guatemala, Honduras y El Salvador los terrenos aún se miden en varas, y cada país redondea la castellana a su modo (0.8359, 0.835 o 0.836 m), de modo que un lindero de 100 varas puede variar unos 9 cm según el documento. Para la superficie de un lote, usa las varas cuadradas.',
    ambiguity: {
      text: 'Esta página usa la vara castellana o de Burgos (0.835905 m). La vara legal de México medía 0.838 m:',
      other: { from: 'varas_mexico', to: 'metros' },
      label: 'varas mexicanas a metros',
    },
  },
  {
    from: 'metros',
    to: 'varas_castellanas',
    rows: [1, 5, 10, 12, 15, 20, 30, 50, 100],
    tableTitle: 'Metros en varas castellanas',
    definition:
      'Dividir entre 0.835905, el valor legal español de la vara de Burgos, da unas 1.1963 varas por cada metro.',
    text: 'Los planos y los levantamientos topográficos se hacen hoy en metros, pero en muchos pueblos de Centroamérica se sigue preguntando cuántas varas tiene un terreno. Para responder basta saber que el metro es casi un 20 % más largo que la vara: un frente de 12 m son unas 14.36 varas. La vara tampoco es una yarda, aunque se parezcan (0.836 frente a 0.914 m). Si tu documento es mexicano, chileno o colombiano, usa la vara de ese país: las diferencias, pequeñas en un metro, se acumulan a lo largo de una cuadra.',
  },
  {
    from: 'varas_mexico',
    to: 'metros',
    rows: [
      1,
      10,
      50,
      100,
      { value: 200, label: 'carrera parejera de caballos' },
      { value: 552, label: 'ancho de una caballería' },
      { value: 1104, label: 'largo de una caballería' },
      { value: 5000, label: 'una legua mexicana' },
    ],
    tableTitle: 'Varas mexicanas de carreras, caballerías y leguas',
    definition:
      'México dio a su vara el valor legal de 0.838 m al adoptar el sistema métrico, obligatorio desde 1896, y sobre ella midió su legua de 5000 varas.',
    text: 'La vara mexicana, de 0.838 m, es algo más larga que la de Burgos y aparece en títulos de propiedad, mercedes de tierras coloniales y mapas del siglo XIX: una caballería medía 1104 por 552 varas y una legua, 5000 varas, 4190 m. En el norte del país sigue viva en las carreras parejeras de caballos, que se corren sobre distancias en varas, a menudo 200. En Texas, antiguo territorio mexicano, la vara sobrevive en las mensuras de tierras públicas con otro valor: 33⅓ pulgadas, fijado por ley en 1919.',
  },
  {
    from: 'varas_colombia',
    to: 'metros',
    rows: [1, 5, 10, 50, 100, 125, 1000, { value: 12500000, label: 'cuadrante del meridiano' }],
    tableTitle: 'Varas granadinas en metros',
    definition:
      'La ley de la Nueva Granada de 26 de mayo de 1836 ató la vara al meridiano terrestre, y el resultado es exacto: 0.8 m.',
    text: 'Colombia definió su vara pensando ya en el metro: la ley de 1836 la hizo igual a una parte de 12 500 000 del cuadrante del meridiano, que la definición del metro de entonces fijaba en diez mil kilómetros, es decir, 80 cm justos. Por eso esta conversión no tiene decimales sorpresa: 10 varas son 8 m y 125 varas, 100 m. La vara granadina aparece en escrituras y planos antiguos de Bogotá, Medellín o Cali; si un documento no dice qué vara usa, compara con un lindero conocido antes de fiarte de la cifra.',
  },
  {
    from: 'varas_chile',
    to: 'metros',
    rows: [1, 10, 50, 100, { value: 150, label: 'una cuadra' }, 1000, { value: 5400, label: 'una legua chilena' }],
    tableTitle: 'Varas chilenas, cuadras y leguas',
    definition:
      'La ley chilena de pesos y medidas de 29 de enero de 1848 fijó la vara en 0.836 m, y de ella salen la cuadra y la legua del país.',
    text: 'En Chile la vara de 0.836 m es la medida con que se trazaron ciudades y fundos: una cuadra son 150 varas, 125.4 m, y las manzanas del centro de Santiago rondan esa medida. Aunque hoy todo se mide en metros, «a tres cuadras» sigue siendo una indicación corriente, y en el campo las superficies se dan todavía en cuadras cuadradas. La legua chilena, de 36 cuadras, suma 5400 varas: 4514.4 m, menos que la castellana de 1801 y más que la legal mexicana.',
  },
  {
    from: 'varas_argentina',
    to: 'metros',
    rows: [
      1,
      5,
      { value: 10, label: 'frente de un lote porteño' },
      50,
      100,
      { value: 150, label: 'cuadra tradicional' },
      1000,
      { value: 6000, label: 'legua de Buenos Aires' },
    ],
    tableTitle: 'Varas argentinas, lotes y cuadras',
    definition:
      'Un decreto nacional de hacia 1882 fijó la vara argentina en 866 mm; otras fuentes porteñas le dan 0.8666 m, y por eso lleva «aprox.».',
    text: 'Muchos lotes de Buenos Aires tienen 8.66 m de frente, una cifra que solo se entiende en varas: son 10 varas de 0.866 m. La cuadra tradicional de 150 varas, unos 129.9 m, sigue marcando el largo de las calles de La Plata y de otras ciudades de la provincia. La diferencia entre 0.866 y 0.8666 m parece mínima, pero en una legua porteña de 6000 varas suma casi 4 m: si mides sobre un plano antiguo, mira qué valor usó el agrimensor antes de convertir.',
  },
  // The Castilian league of 1801, for old roads and chronicles; the Mexican league is linked as the other reading.
  {
    from: 'leguas_castellanas',
    to: 'kilometros',
    rows: [1, 2, 3, 5, 7, 10, 20, 50, 100],
    tableTitle: 'Leguas castellanas en kilómetros',
    definition:
      'Una real orden de Carlos IV (1801) fijó la legua en 20 000 pies castellanos, que con la vara de Burgos suman 5572.7 m.',
    text: 'La legua medía lo que se andaba en una hora a buen paso, y por eso sirvió durante siglos para contar jornadas de viaje en España y en América. La que usa esta página es la de 1801, de 20 000 pies o 6666⅔ varas castellanas, y con ella 10 leguas son 55.727 km. Antes de esa fecha convivían leguas de distinto tamaño, así que las distancias de las crónicas antiguas son solo orientativas. Y las «veinte mil leguas» de Julio Verne tampoco son castellanas: son leguas francesas de unos 4 km, y miden el viaje, no la profundidad.',
    ambiguity: {
      text: 'Cada país tuvo su legua. Esta página usa la castellana de 1801 (5572.7 m); la legal mexicana, de 5000 varas, medía 4190 m:',
      other: { from: 'leguas_mexico', to: 'kilometros' },
      label: 'leguas mexicanas a kilómetros',
    },
  },
  // Astronomy: the light-year people meet in the news, the astronomical unit of the solar system, the parsec.
  {
    from: 'anos_luz',
    to: 'kilometros',
    rows: [
      0.5,
      1,
      { value: 4.2465, label: 'Próxima Centauri' },
      { value: 4.37, label: 'Alfa Centauri A y B' },
      { value: 8.6, label: 'Sirio' },
      { value: 25, label: 'Vega' },
      100,
    ],
    tableTitle: 'Distancias a estrellas cercanas',
    definition:
      'Es lo que la luz recorre en el vacío, a 299 792 458 m/s, durante un año juliano de 365.25 días: 9 460 730 472 580.8 km exactos.',
    text: 'Aunque lleva la palabra «año», el año luz mide distancias, no tiempo. Al pasarlo a kilómetros, cuidado con los números grandes traducidos del inglés: un año luz son unos 9.46 billones de kilómetros en español, donde un billón es un millón de millones, y 9.46 trillion en inglés, donde trillion vale lo mismo. Por eso algunos textos mal traducidos hablan de «9.46 trillones», un número un millón de veces mayor. La estrella más cercana al Sol, Próxima Centauri, está a 4.2465 años luz: unos 40 billones de kilómetros.',
  },
  {
    from: 'unidades_astronomicas',
    to: 'kilometros',
    rows: [
      { value: 0.387, label: 'Mercurio' },
      { value: 0.723, label: 'Venus' },
      { value: 1, label: 'Tierra' },
      { value: 1.524, label: 'Marte' },
      { value: 5.203, label: 'Júpiter' },
      { value: 9.537, label: 'Saturno' },
      { value: 19.19, label: 'Urano' },
      { value: 30.07, label: 'Neptuno' },
    ],
    tableTitle: 'Distancia media de los planetas al Sol',
    definition:
      'La Unión Astronómica Internacional fijó en 2012 la unidad astronómica en 149 597 870 700 m, un número exacto que ya no se deduce de la órbita de la Tierra.',
    text: 'La unidad astronómica nació como la distancia media entre la Tierra y el Sol, y es la regla natural del sistema solar: Júpiter está a unas 5.2 au y Neptuno, a 30. Pero la órbita terrestre no es un círculo: a primeros de enero, en el perihelio, estamos a unos 147.1 millones de kilómetros del Sol, y a primeros de julio, en el afelio, a unos 152.1 millones, así que la unidad es una referencia, no la distancia de hoy. La luz tarda unos 499 segundos en recorrerla. Su símbolo oficial es au; en español también se ve ua.',
  },
  {
    from: 'parsecs',
    to: 'anos_luz',
    rows: [
      1,
      { value: 1.302, label: 'Próxima Centauri' },
      10,
      100,
      { value: 1000, label: 'un kilopársec' },
      { value: 8200, label: 'centro de la Vía Láctea' },
      { value: 765000, label: 'galaxia de Andrómeda' },
      { value: 1000000, label: 'un megapársec' },
    ],
    tableTitle: 'Distancias astronómicas en pársecs',
    definition:
      'Desde 2015 el pársec vale por definición 648 000/π unidades astronómicas, de modo que en años luz es un número irracional: unos 3.2616.',
    text: 'Una estrella a un pársec muestra una paralaje de un segundo de arco: vista desde ella, el radio de la órbita terrestre abarcaría ese ángulo, y de ahí el nombre, que une paralaje y segundo. Los astrónomos lo prefieren al año luz y lo escalan en kilopársecs para la galaxia y en megapársecs para el universo cercano: la constante de Hubble se da en kilómetros por segundo y por megapársec. El error famoso es de película: en La guerra de las galaxias, Han Solo presume de una ruta hecha en «menos de doce pársecs», como si fuera tiempo.',
  },
  // Micras: filters, plastic film and air quality are labelled in micrometres, people think in millimetres.
  {
    from: 'micrometros',
    to: 'milimetros',
    rows: [
      { value: 2.5, label: 'partículas PM2.5' },
      { value: 8, label: 'glóbulo rojo' },
      { value: 10, label: 'partículas PM10' },
      { value: 50, label: 'límite de las bolsas ligeras' },
      { value: 70, label: 'cabello humano' },
      { value: 100, label: 'hoja de papel' },
      500,
      1000,
    ],
    tableTitle: 'Micras de partículas, fibras y láminas',
    definition:
      'En el SI micro significa 10⁻⁶ y mili 10⁻³, así que un micrómetro, la micra de siempre, es la milésima parte de un milímetro.',
    text: '«Micra» es el nombre que casi todo el mundo usa para el micrómetro, y aparece en filtros de agua (de 5 o 20 micras), en pinturas, en plásticos y en la calidad del aire: las partículas PM2.5 miden menos de 2.5 µm, es decir, 0.0025 mm. En España, las bolsas de plástico ligeras son las de menos de 50 micras de espesor, 0.05 mm, y por eso los comercios ya no las regalan. El fallo más común es desplazar mal el punto decimal: de micras a milímetros se divide entre 1000, tres posiciones, no entre 100.',
  },
];
