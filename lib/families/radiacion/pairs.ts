import { familyPage, type PairsOf } from '@/lib/content/pairs/types';
import { radiacion } from './units';

// D26: the radiation-dose pairs. Gy = Sv holds only with a radiation weighting factor of 1 (D7); the pages that
// cross from absorbed to equivalent dose say so and link the family page, whose note explains it.
export const radiacionPairs: PairsOf<typeof radiacion> = [
  // The default pair and its reverse: absorbed against equivalent dose.
  {
    from: 'grays',
    to: 'sieverts',
    rows: [0.00001, 0.0001, 0.001, 0.01, 0.05, 0.1, 0.5, 1],
    tableTitle: 'Dosis absorbidas pequeñas en grays y su equivalente en sieverts',
    definition:
      'Dosis equivalente = dosis absorbida × factor de ponderación de la radiación; para rayos X, gamma y electrones ese factor es 1 (ICRP 103), y 1 Gy da 1 Sv.',
    text: 'Esta igualdad solo vale para fotones y electrones, que son la radiación de las radiografías, los TAC (las tomografías) y la mayoría de las fuentes gamma. Para partículas alfa el factor es 20, y para neutrones depende de su energía. Además, el sievert está pensado para dosis bajas, las de la protección radiológica: por encima de 1 Gy importan los efectos inmediatos sobre los tejidos, y los médicos hablan solo de grays. Por eso la tabla se queda en valores pequeños, donde pasar de una unidad a otra tiene sentido.',
    ambiguity: {
      text: 'Esta página aplica el factor de ponderación 1 (rayos X, gamma, beta). Con radiación alfa, 1 Gy absorbido son 20 Sv y no basta un cambio de unidad; lo explica la nota de',
      other: familyPage(radiacion),
      label: 'la página de dosis de radiación',
    },
  },
  {
    from: 'sieverts',
    to: 'grays',
    rows: [0.00001, 0.0001, 0.001, 0.01, 0.02, 0.05, 0.1, 1],
    tableTitle: 'Dosis equivalentes en sieverts y su dosis absorbida en grays',
    definition:
      'Es la misma relación leída al revés: con factor de ponderación 1, la dosis absorbida en grays iguala a la equivalente en sieverts.',
    text: 'El paso de sieverts a grays se pide cuando un informe de protección radiológica da la dosis en Sv y un cálculo físico, como la energía depositada en un material, necesita julios por kilogramo. Para fotones la cifra no cambia, pero el significado sí: el gray mide energía absorbida y el sievert estima un riesgo biológico. Sin saber qué radiación fue, no se puede volver de un sievert a su gray, así que esta conversión solo es fiable si se trata de rayos X o gamma.',
    ambiguity: {
      text: 'Aquí 1 Sv = 1 Gy, lo que supone rayos X, gamma o beta. Para partículas alfa o neutrones el factor es otro; lo explica la nota de',
      other: familyPage(radiacion),
      label: 'la página de dosis de radiación',
    },
  },
  // Detectors read µSv/h; limits and medical tests are in mSv.
  {
    from: 'microsieverts',
    to: 'milisieverts',
    rows: [
      { value: 0.1, label: 'una hora de fondo gamma típico' },
      { value: 5, label: 'radiografía dental' },
      { value: 20, label: 'radiografía de tórax' },
      { value: 70, label: 'vuelo de unas 12 horas (aprox.)' },
      100,
      1000,
      { value: 2400, label: 'media mundial anual de radiación natural' },
    ],
    tableTitle: 'Dosis de la vida diaria en microsieverts y milisieverts',
    definition:
      'El milisievert y el microsievert son submúltiplos del SI: 1 mSv = 1000 µSv, así que 1 µSv = 0.001 mSv.',
    text: 'Los detectores portátiles y los paneles de vigilancia ambiental muestran tasas en µSv/h, mientras que los límites legales y las dosis de las pruebas médicas se dan en mSv, al año o por prueba. Para compararlos, pasa a milisieverts: 0.1 µSv/h durante un año entero son unos 0.88 mSv. Una radiografía dental de unos 5 µSv es 0.005 mSv, una fracción mínima del milisievert anual que la normativa fija como límite para el público, sin contar la radiación natural ni la médica.',
  },
  {
    from: 'milisieverts',
    to: 'microsieverts',
    rows: [
      0.001,
      0.01,
      0.02,
      0.1,
      { value: 1, label: 'límite anual para el público' },
      { value: 2.41, label: 'radiación natural media en España al año (CSN)' },
      6,
      { value: 20, label: 'límite anual medio de los trabajadores expuestos' },
    ],
    tableTitle: 'Límites y dosis anuales en milisieverts, pasados a microsieverts',
    definition: 'Mil microsieverts forman un milisievert, por los prefijos mili (10⁻³) y micro (10⁻⁶) del SI.',
    text: 'Al revés, la conversión sirve para saber cuántas horas de lectura de un detector caben en un límite o en una prueba. El límite anual para el público, 1 mSv, son 1000 µSv: a 0.2 µSv/h, una lectura que se da en zonas graníticas de Galicia o del Sistema Central, harían falta unas 5000 horas para sumarlos solo con la radiación externa. Los contadores Geiger baratos que se venden por internet suelen estar calibrados para una fuente concreta, a menudo el cesio 137, así que con otras radiaciones sus cifras son orientativas.',
  },
  // United States figures in millirem.
  {
    from: 'milisieverts',
    to: 'milirems',
    rows: [
      0.01,
      0.1,
      { value: 1, label: 'límite anual del público (NRC y ICRP)' },
      { value: 3.1, label: 'radiación natural media en EE. UU. (NCRP 160)' },
      { value: 6.2, label: 'dosis media total en EE. UU. (NCRP 160)' },
      20,
      { value: 50, label: 'límite laboral anual de la NRC' },
    ],
    tableTitle: 'Dosis en milisieverts y en los milirems de EE. UU.',
    definition: 'El rem equivale a 0.01 Sv (NIST SP 811), así que 1 mSv son 100 mrem exactos.',
    text: 'Las cifras de Estados Unidos vienen en milirems: la NRC limita a 100 mrem al año la dosis del público y a 5000 mrem la de los trabajadores, y la EPA cita unos 620 mrem anuales por persona, sumando radiación natural y médica. Pasar los mSv de un informe europeo o latinoamericano a mrem, o al revés, es multiplicar o dividir por 100. Lo que no cambia es el significado: las dos son unidades de dosis equivalente y sirven para comparar riesgos, no para medir energía.',
  },
  {
    from: 'rems',
    to: 'sieverts',
    rows: [
      0.1,
      { value: 0.5, label: 'límite del embarazo de una trabajadora (NRC)' },
      1,
      { value: 5, label: 'límite laboral anual de la NRC' },
      10,
      25,
      100,
    ],
    tableTitle: 'Rems de documentos estadounidenses pasados a sieverts',
    definition: 'El NIST fija 1 rem = 0.01 Sv, de modo que 100 rem forman un sievert.',
    text: 'El rem sobrevive en la normativa de Estados Unidos, en muchos documentales sobre Chernóbil o los ensayos nucleares y en manuales técnicos antiguos. Para leer esas cifras con las unidades actuales, divide entre 100: los 5 rem anuales que la NRC permite a un trabajador son 0.05 Sv, es decir, 50 mSv. Cuidado con las dosis altas de los relatos de accidentes: por encima de unos cientos de rem lo que cuenta son los efectos agudos, y los especialistas prefieren hablar de grays o de rads.',
  },
  // Radiotherapy and sterilisation: grays against rads (the rad is the centigray).
  {
    from: 'grays',
    to: 'rads',
    rows: [0.01, 0.1, 1, 1.8, { value: 2, label: 'sesión típica de radioterapia' }, 10, 50, 70],
    tableTitle: 'Dosis de radioterapia en grays, pasadas a rads (centigrays)',
    definition: 'Un rad equivale a 0.01 J/kg, la centésima parte del gray, y por eso 1 Gy son 100 rad exactos.',
    text: 'En radioterapia el centigray, que es exactamente un rad, convive con el gray: una sesión de 2 Gy aparece en muchos informes como 200 cGy, y un tratamiento de 70 Gy, como 7000 cGy. En la literatura médica estadounidense anterior a los años ochenta las dosis venían en rads, y quien compara aquellos estudios con los actuales tiene que pasar de una unidad a otra. Multiplica los grays por 100 y tendrás rads o centigrays, que son la misma cifra.',
  },
  {
    from: 'rads',
    to: 'grays',
    rows: [1, 10, 50, 100, 180, 200, 1000, 5000],
    tableTitle: 'Rads de documentos antiguos pasados a grays',
    definition: 'Como el rad es la centésima parte del gray, 0.01 Gy, los rads se dividen entre 100.',
    text: 'Los protocolos antiguos de radioterapia, los informes de física médica y muchos textos de protección civil de la Guerra Fría dan la dosis en rads. Para leerlos hoy, divide entre 100: 180 rad por sesión son 1.8 Gy, y 5000 rad en total, 50 Gy. En la esterilización de material sanitario sobrevive el megarrad: la dosis clásica de 2.5 Mrad son 25 000 Gy, los 25 kGy que todavía se usan como referencia. Si un documento dice «krad» o «Mrad», multiplica por mil o por un millón antes de dividir.',
  },
];
