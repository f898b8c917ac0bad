import { readingIn, type PairsOf } from '@/lib/content/pairs/types';
import { potencia } from '@/lib/families/potencia/units';
import type { energia } from './units';

export const energiaPairs: PairsOf<typeof energia> = [
  // The family's default pair, both ways: the SI joule and the calorie of chemistry and physics classes.
  {
    from: 'joules',
    to: 'calorias',
    rows: [1, 10, 100, 500, 1000, { value: 4184, label: 'una kilocaloría' }, 10000, 100000],
    tableTitle: 'Julios en calorías',
    definition: 'La caloría termoquímica se definió como 4.184 julios exactos, de modo que cal = J ÷ 4.184.',
    text: 'Los ejercicios de calorimetría mezclan las dos unidades: el calor específico del agua se da como 1 cal/(g·°C) o como 4.184 J/(g·°C), y el resultado se pide en la otra. Dividir entre 4.184 pasa los julios a calorías. Esa cifra es la heredera del «equivalente mecánico del calor» que James Joule midió hacia 1845 con sus ruedas de paletas. Si un libro usa 4.18 o 4.19, el resultado apenas cambia; si usa la caloría internacional, de 4.1868 J, la diferencia no llega al 0.07 %.',
    ambiguity: {
      text: 'Esta página usa la caloría termoquímica (4.184 J). Algunas tablas de ingeniería usan la caloría internacional, de 4.1868 J:',
      other: { from: 'joules', to: 'calorias_it' },
      label: 'julios a calorías internacionales',
    },
  },
  {
    from: 'calorias',
    to: 'joules',
    rows: [1, 10, 100, 250, 1000, { value: 20000, label: 'calentar una taza de agua de 20 a 100 °C' }, 100000],
    tableTitle: 'Calorías físicas en julios',
    definition: 'Una caloría son 4.184 julios por definición: es la caloría termoquímica, la de los químicos.',
    text: 'La caloría nació como el calor que sube un grado la temperatura de un gramo de agua, y por eso sigue siendo cómoda para cuentas de cocina y de laboratorio. Calentar una taza de 250 mL de 20 a 100 °C pide 250 × 80 = 20 000 calorías, que son 83.68 kJ. Antes de convertir, comprueba de qué caloría se habla: en un envase de comida, «calorías» quiere decir kilocalorías, y entonces el resultado es mil veces mayor.',
    ambiguity: {
      text: 'Aquí una caloría es la pequeña, la de la física. Las «calorías» de las etiquetas de alimentos son kilocalorías:',
      other: { from: 'kilocalorias', to: 'kilojulios' },
      label: 'kilocalorías a kilojulios',
    },
  },
  // Food labels: kcal and kJ side by side in the EU, kJ alone in Australia, and the 'Calorie' of nutrition.
  {
    from: 'kilocalorias',
    to: 'kilojulios',
    rows: [
      50,
      100,
      { value: 250, label: 'ración de un plato preparado' },
      500,
      1000,
      { value: 2000, label: 'ingesta de referencia de un adulto (UE)' },
      2500,
    ],
    tableTitle: 'Kilocalorías de una etiqueta en kilojulios',
    definition: 'Una kilocaloría son 1000 calorías termoquímicas, 4184 J, así que kJ = kcal × 4.184.',
    text: 'En la Unión Europea el reglamento de información alimentaria obliga a dar el valor energético en kilojulios y en kilocalorías, y por eso los envases traen dos cifras. Curiosamente, esas dos cifras casi nunca cumplen la razón exacta de 4.184: el fabricante calcula cada una por separado a partir de los nutrientes, con 17 kJ o 4 kcal por gramo de proteína o de hidratos y 37 kJ o 9 kcal por gramo de grasa. Así, una ración de 250 kcal da aquí 1046 kJ, y en la etiqueta puede leerse una cifra algo distinta.',
  },
  {
    from: 'kilojulios',
    to: 'kilocalorias',
    rows: [
      100,
      400,
      1000,
      2000,
      { value: 8400, label: 'ingesta de referencia (UE)' },
      { value: 8700, label: 'dieta media de referencia (Australia)' },
      10000,
    ],
    tableTitle: 'Kilojulios en kilocalorías',
    definition: 'Dividir entre 4.184 pasa los kilojulios a kilocalorías, porque la kilocaloría vale 4.184 kJ exactos.',
    text: 'En Australia y Nueva Zelanda las etiquetas y los menús de las cadenas de comida dan la energía solo en kilojulios, y quien viaja o consulta recetas de esos países suele querer la cifra en kilocalorías. La dieta de referencia australiana, 8700 kJ, son unas 2079 kcal; la europea, 8400 kJ, 2008 kcal, que se redondean a 2000. Para un cálculo mental basta con dividir entre cuatro y quitar un poco. Algunos relojes deportivos también muestran la energía gastada en kJ.',
  },
  {
    from: 'calorias',
    to: 'kilocalorias',
    rows: [100, 1000, 4184, 50000, 100000, 250000, 2000000],
    tableTitle: 'Calorías pequeñas en kilocalorías',
    definition:
      'El prefijo kilo multiplica por mil: 1 kcal = 1000 cal, y las dos comparten la definición de 4.184 J por caloría.',
    text: 'Los libros de nutrición escriben a veces «Caloría», con mayúscula, para la kilocaloría, y «caloría» para la unidad de la física, mil veces menor; en la conversación se dice calorías para las dos, y de ahí nacen cifras mil veces desorbitadas. Si un dato de laboratorio da 250 000 calorías, la comida equivalente tiene 250 kcal. Dividir entre mil resuelve el paso, y la tabla sirve para comprobar de un vistazo en qué unidad viene un número.',
  },
  {
    from: 'kilocalorias',
    to: 'calorias',
    rows: [0.5, 1, 10, 50, 100, 250, 2000],
    tableTitle: 'Kilocalorías en calorías de la física',
    definition: 'Una kilocaloría es exactamente mil calorías termoquímicas: cal = kcal × 1000.',
    text: 'Los problemas de física y química piden a menudo las calorías pequeñas, la unidad de la calorimetría, aunque el dato de partida venga de una etiqueta en kilocalorías. Una galleta de 50 kcal tiene 50 000 calorías en sentido estricto. En México, el sello octogonal «EXCESO CALORÍAS» del etiquetado frontal también habla de kilocalorías, aunque diga calorías, igual que las tablas nutricionales de Estados Unidos, que escriben «Calories».',
  },
  // Electricity and fuels: kWh against MJ, kcal, J and BTU, both ways.
  {
    from: 'kilowatt_hora',
    to: 'megajulios',
    rows: [0.5, 1, 2, 10, 50, 100, 300, 1000],
    tableTitle: 'Kilovatios hora en megajulios',
    definition: 'Un kilovatio durante 3600 segundos entrega 3.6 millones de julios, así que 1 kWh = 3.6 MJ exactos.',
    text: 'El kilovatio hora es la unidad de la factura eléctrica y el megajulio, la de muchas fichas de combustibles y de calderas, así que pasar de uno a otro sirve para comparar la luz con el gas o la leña. En Australia las compañías de gas facturan en megajulios. La cuenta es fácil porque el factor es redondo: se multiplica por 3.6, y 100 kWh son 360 MJ. El error clásico es usar el kW, que es potencia, como si fuera energía.',
  },
  {
    from: 'megajulios',
    to: 'kilowatt_hora',
    rows: [
      1,
      3.6,
      10,
      { value: 34, label: 'un litro de gasolina, aprox.' },
      { value: 38, label: 'un litro de gasóleo, aprox.' },
      100,
      1000,
    ],
    tableTitle: 'Megajulios en kilovatios hora',
    definition: 'Como 1 kWh son 3.6 MJ exactos, los megajulios se dividen entre 3.6 para tenerlos en kilovatios hora.',
    text: 'El poder calorífico de los combustibles suele darse en megajulios por litro o por kilogramo, y pasarlo a kWh permite compararlo con la batería de un coche eléctrico. Un litro de gasolina guarda unos 34 MJ, unos 9.4 kWh; uno de gasóleo, algo más de 10 kWh. Eso no quiere decir que un coche de gasolina aproveche toda esa energía: un motor térmico convierte en movimiento solo una parte, y un eléctrico, la mayor.',
  },
  {
    from: 'kilowatt_hora',
    to: 'kilocalorias',
    rows: [0.1, 0.5, 2, 10, { value: 60, label: 'batería de un coche eléctrico mediano' }, 100],
    tableTitle: 'Kilovatios hora en kilocalorías',
    definition: 'Con 1 kWh = 3 600 000 J y 1 kcal = 4184 J, un kilovatio hora son unas 860.42 kcal.',
    text: 'Los instaladores de calefacción todavía usan la regla de que 1 kWh son unas 860 kcal, porque durante décadas las calderas y los radiadores se anunciaron en kilocalorías. Con esa cifra se ve qué puede hacer un kilovatio hora: calentar unos 10 litros de agua desde 14 hasta 100 °C. La batería de 60 kWh de un coche eléctrico equivale a más de 51 000 kcal, la comida de casi un mes de un adulto.',
  },
  {
    from: 'kilocalorias',
    to: 'kilowatt_hora',
    rows: [100, 500, 860, 1000, 2000, 2500, 10000, 100000],
    tableTitle: 'Kilocalorías en kilovatios hora',
    definition: 'Una kilocaloría son 4184 J y un kilovatio hora 3.6 MJ, de modo que kWh = kcal × 4184 ÷ 3 600 000.',
    text: 'Las facturas españolas de gas natural se expresaban antes en termias, y una termia eran 1000 kcal; por eso en facturas, contratos y calderas antiguas aparecen kilocalorías que hoy hay que comparar con los kWh de la factura actual. Una caldera antigua de 20 000 kcal por hora entrega en una hora unos 23 kWh. La misma conversión sirve para la comida: un bocadillo de 500 kcal equivale a 0.58 kWh.',
  },
  {
    from: 'joules',
    to: 'kilowatt_hora',
    rows: [1000, 3600, 100000, 1000000, 3600000, 100000000, 1000000000],
    tableTitle: 'Julios en kilovatios hora',
    definition: 'El kilovatio hora son 3 600 000 J exactos, así que kWh = J ÷ 3 600 000.',
    text: 'Un julio es una cantidad diminuta para la escala de la factura eléctrica: un millón de julios no llega a 0.28 kWh. Esta conversión aparece en los ejercicios de física que piden el coste de la energía consumida y en las comparaciones de divulgación: un rayo descarga del orden de mil millones de julios, unos 280 kWh, suficiente para un hogar durante un mes pero imposible de aprovechar. Los valores pequeños salen en notación científica.',
  },
  {
    from: 'kilowatt_hora',
    to: 'joules',
    rows: [0.001, 0.015, 0.1, 1, 2.5, 10, 100],
    tableTitle: 'Kilovatios hora en julios',
    definition: 'Un kilovatio hora es la energía de 1000 W durante una hora: 1000 × 3600 = 3 600 000 J.',
    text: 'Para las fórmulas de física, los kilovatios hora de un enunciado se pasan a julios, la unidad del Sistema Internacional. Una batería de móvil de unos 15 Wh, 0.015 kWh, almacena 54 000 J, y un horno de 2 kW encendido media hora, 3.6 millones. Conviene trabajar con potencias de diez: 1 kWh son 3.6 × 10⁶ J, y con esa forma es difícil equivocarse de ceros.',
  },
  {
    from: 'btu',
    to: 'kilowatt_hora',
    rows: [1000, 3412, 10000, 50000, 100000, 1000000],
    tableTitle: 'BTU en kilovatios hora',
    definition: 'La BTU de la tabla internacional vale 1055.05585262 J, de modo que 1 kWh son unas 3412.14 BTU.',
    text: 'En Estados Unidos la energía de las calderas, de las estufas de gas y de los combustibles se expresa en BTU, y para compararla con la electricidad hace falta pasarla a kWh. Un millón de BTU son 293 kWh. Ojo con los aparatos de aire acondicionado: sus famosas 12 000 BTU no son energía sino potencia, BTU por hora, y se convierten a kilovatios, no a kilovatios hora.',
    ambiguity: {
      text: 'Esta página convierte BTU de energía. Para la capacidad de un aire acondicionado (BTU por hora) usa',
      other: readingIn(potencia, 'btu_hora', 'kilowatts'),
      label: 'BTU por hora a kilovatios',
    },
  },
  {
    from: 'kilowatt_hora',
    to: 'btu',
    rows: [1, 2, 10, { value: 29.3, label: 'un therm de EE. UU., aprox.' }, 100, 1000],
    tableTitle: 'Kilovatios hora en BTU',
    definition: 'Cada kilovatio hora, 3 600 000 J, equivale a 3 600 000 ÷ 1055.05585262 ≈ 3412.14 BTU internacionales.',
    text: 'Sirve para comparar el precio de calentar con electricidad o con gas en Estados Unidos, donde el gas se mide en BTU y en therms. Un kWh son unas 3412 BTU, y las centrales eléctricas de ese país expresan su rendimiento como «heat rate»: las BTU de combustible que queman por cada kWh que entregan. Una central que necesita 6824 BTU por kWh aprovecha el 50 % del combustible.',
  },
  // Gas bills: Spain's old termias (a million calories) and the therms of the United States.
  {
    from: 'termias',
    to: 'kilowatt_hora',
    rows: [1, 5, 10, 50, 100, 500, 1000],
    tableTitle: 'Termias de las antiguas facturas de gas en kilovatios hora',
    definition:
      'Una termia es un millón de calorías termoquímicas, 1000 kcal o 4 184 000 J, así que 1 termia ≈ 1.1622 kWh.',
    text: 'Las facturas españolas de gas natural medían antes el consumo en termias, y hoy lo miden en kilovatios hora; para comparar una factura antigua con una actual basta multiplicar por 1.16: 100 termias son unos 116 kWh. Con el precio se hace lo contrario: un precio por termia se divide entre 1.16 para tenerlo por kWh. La termia es la thermie francesa, de la misma raíz griega que «térmico», y no tiene nada que ver con el therm de Estados Unidos, unas 25 veces mayor.',
    ambiguity: {
      text: 'Aquí la termia es la de un millón de calorías. El therm de las facturas de gas de Estados Unidos, de 105 480 400 J, está en',
      other: { from: 'termias_eeuu', to: 'kilowatt_hora' },
      label: 'therms a kilovatios hora',
    },
  },
  {
    from: 'termias_eeuu',
    to: 'kilowatt_hora',
    rows: [1, 5, 10, 20, 50, 100, 1000],
    tableTitle: 'Therms de la factura de gas en kilovatios hora',
    definition:
      'El therm estadounidense son 100 000 BTU medidas a 59 °F, 105 480 400 J exactos según el NIST, unos 29.3 kWh.',
    text: 'Las facturas de gas natural de Estados Unidos cobran por therms, que las facturas en español suelen llamar «termias», y para compararlas con la electricidad, que se paga por kWh, hay que convertir. Un therm son 29.3 kWh, así que un precio de 1.50 dólares por therm equivale a unos 5 centavos por kWh de calor antes de las pérdidas de la caldera. No lo confundas con la termia de las antiguas facturas de gas en España, un millón de calorías, unos 1.16 kWh.',
    ambiguity: {
      text: 'Aquí se convierte el therm estadounidense. La termia de las antiguas facturas de gas en España, un millón de calorías, está en',
      other: { from: 'termias', to: 'kilowatt_hora' },
      label: 'termias a kilovatios hora',
    },
  },
  // Physics: the electronvolt and the erg, the CGS unit of old textbooks and of astrophysics.
  {
    from: 'electronvoltios',
    to: 'joules',
    rows: [1, 13.6, 1000, 1000000, 200000000, 13600000000000],
    tableTitle: 'Energías atómicas y nucleares en julios',
    definition:
      'Desde 2019 la carga elemental vale exactamente 1.602176634 × 10⁻¹⁹ C, y con ella 1 eV = 1.602176634 × 10⁻¹⁹ J.',
    text: 'El electronvoltio es la unidad natural de la física atómica y de partículas: arrancar el electrón de un átomo de hidrógeno cuesta 13.6 eV, la fisión de un núcleo de uranio 235 libera unos 200 MeV y las colisiones del LHC alcanzan 13.6 TeV. En julios son cifras minúsculas, del orden de 10⁻¹⁹ a 10⁻⁶, y por eso la tabla las da en notación científica. La energía de una colisión del LHC es comparable a la de un mosquito en vuelo, concentrada en un punto diminuto.',
  },
  {
    from: 'joules',
    to: 'electronvoltios',
    rows: [0.000000000000000001, 0.000000000000001, 0.000000000001, 0.000000001, 0.000001, 0.001, 1],
    tableTitle: 'Julios en electronvoltios',
    definition: 'Un julio son 1 ÷ 1.602176634 × 10¹⁹ eV, unos 6.24 trillones de electronvoltios.',
    text: 'Pasar de julios a electronvoltios es la pregunta inversa, la de quien tiene una energía macroscópica y quiere saber a cuántas reacciones elementales equivale. Un julio son unos 6.24 × 10¹⁸ eV, más de seis trillones en la escala larga del español: un billón es un millón de millones, no los mil millones del inglés «billion». La confusión con esa palabra es el error más frecuente al leer textos científicos traducidos.',
  },
  {
    from: 'ergios',
    to: 'joules',
    answerValue: 10000000,
    rows: [1, 1000, 1000000, 10000000, 1000000000, 10000000000],
    tableTitle: 'Ergios en julios',
    definition: 'El ergio es la unidad de energía del sistema cegesimal, una dina por un centímetro: 10⁻⁷ J exactos.',
    text: 'Los ergios siguen vivos en la astrofísica, donde muchas revistas dan todavía luminosidades en ergios por segundo, y en los manuales de física anteriores a la adopción general del Sistema Internacional. Diez millones de ergios hacen un julio, así que basta mover el separador decimal siete lugares. La luminosidad del Sol, unos 3.8 × 10³³ erg/s, son 3.8 × 10²⁶ vatios. Y una moneda de un gramo que cae un centímetro pierde unos 980 ergios.',
  },
  // Air guns: muzzle energy in foot-pounds (US, UK) and in joules (Spanish arms regulation), both ways.
  {
    from: 'pies_libra_fuerza',
    to: 'joules',
    rows: [
      1,
      { value: 6, label: 'límite de pistolas de aire en el R. U.' },
      { value: 12, label: 'límite de carabinas de aire en el R. U.' },
      { value: 17.85, label: 'límite de la 4.ª categoría en España' },
      20,
      30,
      100,
    ],
    tableTitle: 'Energía en boca de armas de aire comprimido',
    definition:
      'Un pie-libra fuerza es el trabajo de una libra-fuerza a lo largo de un pie: 0.3048 m × 4.4482216152605 N ≈ 1.3558179483314 J.',
    text: 'Las carabinas y pistolas de aire comprimido de fabricación británica o estadounidense anuncian su energía en boca en pies-libra (ft·lbf). En el Reino Unido una carabina de aire no puede pasar de 12 ft·lbf sin licencia, unos 16.3 J. No confundas esta unidad con el pie-libra de las llaves dinamométricas: aquel es un par de apriete, que se pasa a newtons metro con el mismo número pero es otra magnitud física.',
  },
  {
    from: 'joules',
    to: 'pies_libra_fuerza',
    rows: [
      1,
      3,
      7.5,
      10,
      { value: 16.27, label: 'límite de carabinas de aire en el R. U.' },
      { value: 24.2, label: 'límite de la 4.ª categoría en España' },
      40,
    ],
    tableTitle: 'Julios en pies-libra fuerza',
    definition:
      'Dividir entre 1.3558179483314 pasa los julios a pies-libra fuerza, porque esa es la energía exacta de un ft·lbf.',
    text: 'El reglamento de armas español clasifica las de aire comprimido por la energía del proyectil en boca: por debajo de 24.2 julios son de cuarta categoría y basta con declararlas y tener la tarjeta de armas; por encima pasan a la tercera y exigen licencia. Quien compara con un catálogo estadounidense necesita la cifra en pies-libra: 24.2 J son 17.85 ft·lbf. Muchos modelos se venden en dos versiones, una para cada lado de ese límite.',
  },
  // Energy statistics and batteries.
  {
    from: 'toneladas_equivalentes_petroleo',
    to: 'megavatios_hora',
    rows: [0.001, 1, 10, 100, 1000, 1000000],
    tableTitle: 'Toneladas equivalentes de petróleo en megavatios hora',
    definition:
      'La Agencia Internacional de la Energía fija la tonelada equivalente de petróleo en 10⁷ kilocalorías internacionales, 41.868 GJ, es decir, 11.63 MWh.',
    text: 'Los balances energéticos de los gobiernos, de Eurostat y de la Agencia Internacional de la Energía suman petróleo, gas, carbón y electricidad en toneladas equivalentes de petróleo (tep), o en miles y millones de ellas (ktep, Mtep). Pasarlas a MWh permite compararlas con la electricidad: un millón de tep son 11.63 millones de MWh, 11.63 TWh. La tep es una convención, no el contenido energético de un crudo concreto.',
  },
  {
    from: 'vatios_hora',
    to: 'kilowatt_hora',
    rows: [
      10,
      { value: 100, label: 'batería externa que se puede llevar en cabina sin permiso' },
      { value: 160, label: 'máximo con permiso de la aerolínea' },
      { value: 500, label: 'batería de bicicleta eléctrica' },
      1000,
      { value: 5000, label: 'batería doméstica' },
    ],
    tableTitle: 'Baterías en vatios hora y kilovatios hora',
    definition:
      'Mil vatios hora hacen un kilovatio hora, con el prefijo kilo del Sistema Internacional: kWh = Wh ÷ 1000.',
    text: 'Las baterías pequeñas se anuncian en vatios hora y la factura de la luz en kilovatios hora. Las normas de la IATA dejan llevar en cabina baterías externas de hasta 100 Wh sin permiso y de hasta 160 Wh con autorización de la aerolínea; 100 Wh son solo 0.1 kWh, lo que cuesta recargar en casa unos céntimos. Si la batería indica mAh, multiplica por su tensión en voltios y divide entre mil para obtener Wh.',
  },
];
