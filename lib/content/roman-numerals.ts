import type { SiteRoute } from '@/lib/site-config';
import type { TextSection } from './types';

/**
 * The words of /convertir-numeros-romanos (D36, issue 33). Numerals and years in the tables are computed by the page
 * from the numbers given here (D6); the prose states numerals as «numeral (number)» or «numeral = number», which a
 * test reads back through the converter (STYLE 11).
 *
 * Sources: Real Academia Española, Ortografía de la lengua española (2010), §5 on Roman numerals, and «El buen uso
 * del español» (2013), which repeats its rules and uses (one bar multiplies by a thousand, and as many bars as drawn
 * multiply by a thousand each time); the RAE's reply of May 2024 on «IIII», which survives only on clock faces.
 * Dionysius Exiguus writing «nulla» for zero in his Easter tables of 525: the Wikipedia articles «0» and «Dionysius
 * Exiguus», and Guy Cox, New Scientist letter of 30 November 2011. Checked 2026-11-27.
 */

export const ROMAN_NUMERALS_PATH = '/convertir-numeros-romanos';

/** The page's entry for menus, cards, the finder, the site map and metadata; lib/routes.ts lists it. */
export const romanNumeralsRoute = {
  path: ROMAN_NUMERALS_PATH,
  kind: 'tool',
  label: 'Números romanos',
  title: 'Convertir números romanos: de número a romano y de romano a número',
  description:
    'Pasa números a romanos y romanos a números, del 1 al 3 999 999 con la raya del vínculo. Lee siglos y años, y te explica formas como IIII o IC.',
  keywords: [
    'números romanos',
    'convertir números romanos',
    'convertidor de números romanos',
    'números romanos a números',
    'traductor de números romanos',
    'siglo XXI en números',
    'año en números romanos',
  ],
  icon: '🏛️',
  tags: [
    'romanos',
    'números romanos',
    'numeración romana',
    'siglo',
    'siglos',
    'año en romano',
    'fecha en romano',
    'vínculo',
    'conversor de números romanos',
    'MCMXCIX',
    'XIV',
  ],
  group: 'Utilidades',
  summary: 'del 1 al 3 999 999, siglos y años',
} as const satisfies SiteRoute<typeof ROMAN_NUMERALS_PATH>;

/** A rule in one line and a numeral that shows it; the page writes the numeral's sum (D6). */
export interface RomanRuleCard {
  title: string;
  rule: string;
  /** A numeral in the standard form, or a century ('siglo XXI'), read by the converter at build time. */
  example: string;
}

/** A century of the table: its number (the page writes its numeral and its years) and something that happened. */
export interface CenturyFact {
  century: number;
  event: string;
}

/** A year people look up in Roman numerals, and why. */
export interface YearFact {
  year: number;
  event: string;
}

export interface RomanNumeralsContent {
  heading: string;
  intro: string;
  cards: readonly RomanRuleCard[];
  /** The 1–100 table's heading and the sentence under it. */
  table: { title: string; caption: string };
  centuries: { title: string; caption: string; rows: readonly CenturyFact[] };
  years: { title: string; caption: string; rows: readonly YearFact[] };
  /** At least 300 words in all. */
  sections: readonly TextSection[];
}

export const romanNumeralsContent: RomanNumeralsContent = {
  heading: 'Convertir números romanos',
  intro:
    'Escribe un número y verás su número romano; escribe un número romano, en mayúsculas o en minúsculas, y verás su valor. También lee siglos («siglo XXI») y te explica por qué una forma como IIII o IC no es la habitual. Llega del 1 al 3 999 999, con la raya que multiplica por mil.',
  cards: [
    {
      title: 'Los siete símbolos',
      rule: 'I = 1, V = 5, X = 10, L = 50, C = 100, D = 500, M = 1000.',
      example: 'MDCLXVI',
    },
    {
      title: 'Se suma',
      rule: 'Un símbolo igual o menor que el anterior suma su valor.',
      example: 'XXVII',
    },
    {
      title: 'Se resta',
      rule: 'I, X y C delante de uno de los dos símbolos inmediatamente mayores restan: IV, IX, XL, XC, CD, CM.',
      example: 'XCIV',
    },
    {
      title: 'Hasta tres veces',
      rule: 'I, X, C y M se repiten como mucho tres veces seguidas; V, L y D nunca se repiten.',
      example: 'CCCXXXIII',
    },
    {
      title: 'La raya (vínculo)',
      rule: 'Una raya encima multiplica por 1000; se usa desde 4000.',
      example: 'I̅V̅D',
    },
    {
      title: 'Los siglos',
      rule: 'El siglo n va del año (n − 1) × 100 + 1 al año n × 100.',
      example: 'siglo XXI',
    },
  ],
  table: {
    title: 'Números romanos del 1 al 100',
    caption: 'Cada número con su número romano en la forma estándar.',
  },
  centuries: {
    title: 'Los siglos en números romanos',
    caption: 'Del siglo I al XXI después de Cristo: su número, los años que abarca cada uno y algo que ocurrió en él.',
    rows: [
      { century: 1, event: 'Erupción del Vesubio, que sepulta Pompeya (79).' },
      { century: 2, event: 'Trajano, nacido en Itálica (Hispania), lleva el Imperio romano a su mayor extensión.' },
      {
        century: 3,
        event: 'Caracalla concede la ciudadanía romana a casi todos los hombres libres del Imperio (212).',
      },
      { century: 4, event: 'El Edicto de Milán permite el culto cristiano en el Imperio (313).' },
      { century: 5, event: 'Cae el Imperio romano de Occidente (476).' },
      { century: 6, event: 'El III Concilio de Toledo sella la conversión del reino visigodo al catolicismo (589).' },
      { century: 7, event: 'Isidoro de Sevilla escribe sus Etimologías.' },
      { century: 8, event: 'Los ejércitos musulmanes entran en la península ibérica (711).' },
      { century: 9, event: 'Empiezan las peregrinaciones a Santiago de Compostela.' },
      { century: 10, event: 'Abderramán III proclama el Califato de Córdoba (929).' },
      { century: 11, event: 'Alfonso VI conquista Toledo (1085).' },
      { century: 12, event: 'Averroes, el filósofo cordobés, comenta la obra de Aristóteles.' },
      { century: 13, event: 'Batalla de las Navas de Tolosa (1212).' },
      { century: 14, event: 'La peste negra recorre Europa (1347–1351).' },
      { century: 15, event: 'Gutenberg imprime con tipos móviles; Colón llega a América (1492).' },
      { century: 16, event: 'Magallanes y Elcano completan la primera vuelta al mundo (1519–1522).' },
      { century: 17, event: 'Cervantes publica el Quijote (1605 y 1615); Velázquez pinta Las meninas (1656).' },
      { century: 18, event: 'Guerra de Sucesión española (1701–1714); Revolución francesa (1789).' },
      { century: 19, event: 'Independencia de la mayor parte de Hispanoamérica (1810–1825).' },
      { century: 20, event: 'Las dos guerras mundiales; el ser humano llega a la Luna (1969).' },
      { century: 21, event: 'El siglo actual: empezó el 1 de enero de 2001.' },
    ],
  },
  years: {
    title: 'Años que se buscan en números romanos',
    caption: 'Fechas de monumentos, placas, libros y tatuajes, con lo que pasó ese año.',
    rows: [
      { year: 1492, event: 'Colón llega a América y Nebrija publica su Gramática castellana.' },
      { year: 1605, event: 'Se publica la primera parte del Quijote.' },
      {
        year: 1776,
        event: 'Independencia de los Estados Unidos; es la fecha grabada en la tablilla de la Estatua de la Libertad.',
      },
      { year: 1789, event: 'Revolución francesa.' },
      { year: 1810, event: 'Revolución de Mayo en Buenos Aires y Grito de Dolores en México.' },
      { year: 1812, event: 'Constitución de Cádiz, «la Pepa».' },
      { year: 1969, event: 'El ser humano llega a la Luna.' },
      { year: 1978, event: 'Constitución española.' },
      { year: 1992, event: 'Juegos Olímpicos de Barcelona y Exposición Universal de Sevilla.' },
      { year: 1999, event: 'Nace el euro como moneda de cuenta, el 1 de enero.' },
      { year: 2000, event: 'Último año del siglo XX, no el primero del XXI.' },
      { year: 2001, event: 'Primer año del siglo XXI y del tercer milenio.' },
      { year: 2026, event: 'Mundial de fútbol de Canadá, Estados Unidos y México.' },
    ],
  },
  sections: [
    {
      title: 'Cómo se leen los números romanos',
      paragraphs: [
        'La numeración romana usa siete letras mayúsculas, cada una con un valor fijo: I (1), V (5), X (10), L (50), C (100), D (500) y M (1000). Un número se escribe de izquierda a derecha, de los millares a las unidades, y se lee sumando: un símbolo igual o menor que el que tiene delante suma su valor, así que XXVII = 27 y MDCLXVI = 1666, que usa cada símbolo una vez de mayor a menor.',
        'Para no repetir cuatro veces un mismo símbolo se resta: I, X y C colocadas delante de uno de los dos símbolos inmediatamente mayores restan su valor. La I resta de V y X (IV = 4, IX = 9), la X de L y C (XL = 40, XC = 90) y la C de D y M (CD = 400, CM = 900). Por eso 1999 no es MIM, sino MCMXCIX (1999): mil, novecientos, noventa y nueve, cada orden por separado.',
        'La Real Academia Española resume las demás reglas así: I, X, C y M se repiten como mucho tres veces seguidas (XXX = 30, pero 40 es XL); V, L y D nunca se repiten, porque dos de ellas valen lo mismo que X, C y M; y V, L y D tampoco restan: 45 es XLV, no VL.',
      ],
    },
    {
      title: 'Del 4000 en adelante: la raya o vínculo',
      paragraphs: [
        'Con tres M como máximo, la numeración normal llega a MMMCMXCIX (3999). Para los números mayores se usa el vínculo: una raya horizontal sobre un número romano multiplica su valor por mil. V̅ = 5000, X̅ = 10 000 y M̅ = 1 000 000; la RAE añade que dos rayas multiplican por un millón.',
        'Este convertidor escribe la raya desde 4000 y pone bajo ella todos los millares, sin usar la M: 4000 es I̅V̅ (4 × 1000), 4001 es I̅V̅I y 6000 es V̅I̅, no V̅M. Debajo de 4000, los millares se escriben siempre con M. El mayor número que se escribe así, con una sola raya, es M̅M̅M̅C̅M̅X̅C̅I̅X̅CMXCIX (3 999 999).',
        'La raya se escribe con un carácter que se combina con la letra anterior, la raya alta combinante (U+0305); el convertidor también lee el macrón combinante (U+0304) y las letras que ya lo llevan, como Ī. Para escribirla desde el móvil, usa el botón «Añadir raya», que la pone sobre la letra que tienes justo antes del cursor.',
      ],
    },
    {
      title: 'IIII, IC y otras formas que no son la estándar',
      paragraphs: [
        'Las reglas de hoy no son las de todas las épocas. En las inscripciones romanas es frecuente ver IIII y VIIII en lugar de IV y IX, y la forma con resta se generalizó más tarde. La RAE recuerda que la secuencia IIII solo sobrevive en las esferas de muchos relojes, por tradición.',
        'Por eso este convertidor no rechaza en silencio una forma que no es la estándar, ni la acepta sin más: te dice cuánto suma leyendo sus símbolos, cómo se escribe ese número en la forma estándar y qué regla rompe. IC sumaría 99, que se escribe XCIX (99), porque la I solo resta de V y X; VX sumaría 5, porque la V nunca resta; IIX sumaría 8, que se escribe VIII (8), porque solo se resta un símbolo cada vez; y MMMM sumaría 4000, que con el vínculo se escribe I̅V̅ (4000).',
      ],
    },
    {
      title: 'Cuándo se usan: siglos, reyes, papas y congresos',
      paragraphs: [
        'Según la Ortografía de la RAE, los números romanos se escriben con letras mayúsculas (en textos cuidados, los de los siglos pueden ir en versalitas, mayúsculas del tamaño de una minúscula) y nunca llevan letras voladas: I Guerra Mundial, no Iª Guerra Mundial. Se usan para los siglos (siglo XXI), para los papas, reyes y emperadores del mismo nombre, detrás del nombre (Felipe VI, Juan Pablo II, León XIV), para congresos, campeonatos y festivales, delante del nombre (III Concilio de Toledo), para tomos, libros, capítulos y actos de una obra, y en fechas grabadas en monumentos y placas.',
        'Al leerlos en voz alta, los de papas y reyes se leen como ordinales hasta el décimo (Felipe VI, «Felipe sexto»; Alfonso X, «Alfonso décimo») y como cardinales a partir de ahí (Juan XXIII, «Juan veintitrés»). Los siglos se leen siempre como cardinales: siglo XV, «siglo quince».',
      ],
    },
    {
      title: 'Por qué el siglo XXI empezó en 2001',
      paragraphs: [
        'La cuenta de los años que usamos pasa del año 1 antes de Cristo al año 1 después de Cristo: no hubo año 0. Así, el primer siglo abarca los años 1 a 100, el segundo del 101 al 200, y el siglo n va del año (n − 1) × 100 + 1 al año n × 100. El siglo XX terminó el 31 de diciembre de 2000 y el siglo XXI (21) empezó el 1 de enero de 2001. Antes de Cristo se cuenta hacia atrás: el siglo V a. C. va del año 500 al 401 a. C.',
      ],
    },
    {
      title: 'Un poco de historia',
      paragraphs: [
        'Los romanos heredaron de los etruscos un sistema que probablemente nació de contar con marcas, y sus símbolos no siempre fueron letras: el mil se escribía a menudo como CIↃ, y de su mitad, IↃ, salió la D del 500. La M se impuso después, ayudada por la palabra latina mille.',
        'La numeración romana no tenía cero ni lo necesitaba, porque no es posicional: cada símbolo vale lo mismo esté donde esté. Cuando Dionisio el Exiguo calculó en el año 525 sus tablas de la Pascua, escribió la palabra latina nulla, «ninguna», donde hoy pondríamos un 0. Para las fracciones, los romanos usaban un sistema aparte, en doceavos, con la S de semis para la mitad.',
        'Las cifras indoarábigas llegaron a Europa a través de al-Ándalus: el Códice Vigilano, copiado en el monasterio riojano de Albelda en el año 976, es el manuscrito más antiguo que se conoce de Europa occidental con las cifras del 1 al 9. Se difundieron desde el siglo XIII con obras como el Liber abaci de Fibonacci (1202), pero los números romanos siguieron usándose durante siglos en cuentas y documentos, y hoy sobreviven en siglos, nombres de reyes y papas, relojes y fachadas.',
      ],
    },
  ],
};
