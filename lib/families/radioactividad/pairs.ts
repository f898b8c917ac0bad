import type { PairsOf } from '@/lib/content/pairs/types';
import type { radioactividad } from './units';

// D26: the activity pairs. Becquerels against curies (the default pair), the nuclear-medicine pair mCi ↔ MBq, the
// small sources in µCi, radon in pCi and laboratory counts in dpm.
export const radioactividadPairs: PairsOf<typeof radioactividad> = [
  // The default pair and its reverse.
  {
    from: 'becquerels',
    to: 'curies',
    rows: [
      1,
      { value: 15, label: 'un plátano, por su potasio 40 (aprox.)' },
      37,
      1000,
      37000,
      1000000,
      1000000000,
      37000000000,
    ],
    tableTitle: 'Actividades en becquereles pasadas a curies',
    definition:
      'El curie se fijó por convenio en 3.7 × 10¹⁰ Bq, así que 1 Bq = 1/(3.7 × 10¹⁰) Ci, unos 2.7027 × 10⁻¹¹ Ci.',
    text: 'Las cifras europeas de actividad vienen en becquereles, y las estadounidenses, a menudo en curies. Pasar de Bq a Ci da números minúsculos y obliga a leer la notación científica: un plátano, con su potasio 40 natural, emite unos 15 Bq, que son unos 4 × 10⁻¹⁰ Ci. Por eso en la práctica se salta al submúltiplo que deja cifras manejables, como el picocurie para el radón o el microcurie para las fuentes pequeñas. Si el resultado lleva exponente, revísalo dos veces: un signo perdido lo cambia en muchos órdenes de magnitud.',
  },
  {
    from: 'curies',
    to: 'becquerels',
    rows: [
      { value: 0.000001, label: 'un microcurie' },
      { value: 0.001, label: 'un milicurie' },
      0.02,
      0.1,
      1,
      10,
      100,
      1000,
    ],
    tableTitle: 'Actividades en curies pasadas a becquereles',
    definition:
      'El valor convencional del curie, 3.7 × 10¹⁰ desintegraciones por segundo, lo recoge el NIST (SP 811) y hace exacta la conversión.',
    text: 'En los documentos de Estados Unidos, en las fichas de fuentes radiactivas industriales y en los relatos de accidentes nucleares la actividad aparece en curies, una unidad enorme: un curie son 37 000 millones de desintegraciones por segundo. Pasarlo a becquereles da cifras muy largas, y por eso el resultado suele escribirse en GBq o TBq: 1 Ci son 37 GBq. Las fuentes de gammagrafía industrial que se usan para revisar soldaduras tienen decenas de curies, del orden de un terabecquerel.',
  },
  // Nuclear medicine: the same doses in mCi (United States) and MBq (Europe).
  {
    from: 'milicuries',
    to: 'megabecquereles',
    rows: [
      1,
      5,
      { value: 10, label: 'PET con flúor 18, adulto (aprox.)' },
      15,
      20,
      { value: 30, label: 'ablación de tiroides con yodo 131, dosis baja' },
      { value: 100, label: 'ablación de tiroides con yodo 131, dosis alta' },
      150,
    ],
    tableTitle: 'Dosis de medicina nuclear en milicuries, pasadas a megabecquereles',
    definition: 'Un milicurie es la milésima del curie, 3.7 × 10⁷ Bq, es decir, 37 MBq exactos.',
    text: 'En medicina nuclear las dosis de un mismo radiofármaco se escriben en mCi en Estados Unidos y en muchos servicios de América Latina, y en MBq en Europa. Un estudio PET de adulto con flúor 18 ronda los 10 mCi, unos 370 MBq; una ablación de tiroides con yodo 131 va de unos 30 a 100 mCi, de 1110 a 3700 MBq. Como el factor es 37 exacto, la conversión no pierde nada: basta multiplicar y, para las dosis altas, pasar el resultado a gigabecquereles.',
  },
  {
    from: 'megabecquereles',
    to: 'milicuries',
    rows: [37, 74, 185, 370, 555, 740, 1110, 3700, 5550],
    tableTitle: 'Actividades en megabecquereles pasadas a milicuries',
    definition:
      'Dividir entre 37 deshace el paso anterior, porque 1 mCi = 3.7 × 10⁷ Bq = 37 MBq por definición del curie.',
    text: 'Los informes de medicina nuclear europeos y los prospectos de los radiofármacos dan la actividad en MBq, y si tu médico o un artículo estadounidense hablan en mCi, divide entre 37. Así, 555 MBq son 15 mCi, y 3700 MBq, 100 mCi. La actividad que figura en el informe es la del momento de la inyección: el tecnecio 99m pierde la mitad en unas 6 horas y el flúor 18 en menos de 2, de modo que la cifra siempre se refiere a una hora concreta.',
  },
  // Check sources and smoke detectors in µCi.
  {
    from: 'microcuries',
    to: 'kilobecquereles',
    rows: [0.1, 0.25, 0.5, 1, 2, 5, 10, 100],
    tableTitle: 'Fuentes pequeñas en microcuries, pasadas a kilobecquereles',
    definition: 'Un microcurie es la millonésima de 3.7 × 10¹⁰ Bq, o sea, 37 000 Bq: 37 kBq exactos.',
    text: 'Las pequeñas fuentes de comprobación con que se prueban los contadores Geiger, y que se venden a laboratorios escolares, llevan grabada su actividad en µCi: 1 µCi son 37 kBq. La misma unidad aparece en los detectores de humo iónicos con americio 241 y en las fichas de material de laboratorio. Si la fuente tiene años, recuerda que su actividad ha bajado desde la fecha de la etiqueta, más o menos deprisa según el isótopo: el cesio 137 pierde la mitad en unos 30 años.',
  },
  // Radon at home: pCi/L (United States) against Bq/m³ (Spain, the EU, the WHO).
  {
    from: 'picocuries',
    to: 'becquerels',
    rows: [
      { value: 0.4, label: 'aire exterior, media de EE. UU. (EPA)' },
      { value: 1.3, label: 'interior de viviendas, media de EE. UU. (EPA)' },
      2,
      { value: 2.7, label: 'unos 100 Bq/m³, recomendación de la OMS' },
      { value: 4, label: 'nivel de actuación de la EPA' },
      { value: 8.1, label: 'unos 300 Bq/m³, referencia de España y la UE' },
      10,
      20,
    ],
    tableTitle: 'Radón en picocuries por litro, pasado a becquereles por litro',
    definition:
      'Un picocurie es 10⁻¹² Ci, es decir, 0.037 Bq exactos: una desintegración cada 27 segundos, más o menos.',
    text: 'El radón de las viviendas se mide en pCi/L en Estados Unidos y en Bq/m³ en Europa y en los países que siguen a la OMS. Esta página pasa picocuries a becquereles; como un metro cúbico tiene 1000 litros, el resultado por litro se multiplica después por 1000 para tenerlo por metro cúbico. Así, los 4 pCi/L a partir de los que la EPA aconseja actuar son 148 Bq/m³, menos que los 300 Bq/m³ de referencia que fija en España el Real Decreto 1029/2022 y más que los 100 que recomienda la OMS.',
    questions: [
      {
        question: '¿Cuántos Bq/m³ son 4 pCi/L?',
        answer: '4 × 0.037 = 0.148 Bq por litro, y por 1000 litros, 148 Bq/m³.',
      },
    ],
  },
  // Laboratory counts: decays per minute.
  {
    from: 'becquerels',
    to: 'desintegraciones_por_minuto',
    rows: [0.1, 0.5, 1, 5, 10, { value: 37, label: 'un nanocurie' }, 100, 1000],
    tableTitle: 'Becquereles pasados a desintegraciones por minuto',
    definition: 'El becquerel es una desintegración por segundo y un minuto tiene 60 segundos: 1 Bq = 60 dpm exactos.',
    text: 'Los contadores de laboratorio, los equipos de centelleo líquido y los frotis de contaminación superficial trabajan por minutos. Ojo a la diferencia: un detector registra cuentas por minuto (cpm), no todas las desintegraciones, porque su eficiencia nunca es del 100 %; para llegar a dpm se divide entre esa eficiencia, y solo entonces tiene sentido pasar a becquereles. Esta página convierte actividad real, desintegraciones y no cuentas: 37 Bq, un nanocurie, son 2220 dpm.',
  },
];
