/**
 * The texts of /calculadora-de-vatios-amperios (issue 34, D37): its route entry, heading, intro, the formula cards'
 * words, the typical voltages by country with their sources, and the explanation.
 *
 * The formula cards' examples are computed by the page with the calculator (lib/tools/electric-power.ts, which this
 * floor may not import); the worked figures of the prose are checked against the calculator by
 * __tests__/components/electric-power.test.tsx, so a sentence cannot say what the calculator does not.
 *
 * D34: each voltage below carries its source and the date it was checked. A country with no source found was left
 * out (Chile, Colombia).
 */
import type { SiteRoute } from '@/lib/site-config';
import type { TextSection } from './types';

export const ELECTRIC_POWER_PATH = '/calculadora-de-vatios-amperios';

/** The page's entry for the route list, menus, finder and metadata; lib/routes.ts adds it. */
export const electricPowerRoute = {
  path: ELECTRIC_POWER_PATH,
  kind: 'calculator',
  label: 'Vatios a amperios',
  title: 'Calculadora de vatios a amperios: W, A, V y kVA en monofásica y trifásica',
  description:
    'Pasa vatios a amperios y amperios a vatios a cualquier tensión, en corriente continua, monofásica o trifásica con factor de potencia, y kVA a amperios.',
  keywords: [
    'vatios a amperios',
    'amperios a vatios',
    'watts a amperes',
    'calcular amperaje',
    'kva a amperios',
    'potencia trifásica',
    'cuántos amperios son 1000 watts',
  ],
  icon: '⚡',
  tags: [
    'vatios',
    'watts',
    'amperios',
    'amperes',
    'amperaje',
    'voltios',
    'volts',
    'voltaje',
    'tensión',
    'kVA',
    'kW',
    'potencia',
    'corriente',
    'factor de potencia',
    'coseno de fi',
    'monofásica',
    'trifásica',
    'breaker',
    'pastilla',
    'magnetotérmico',
    'térmica',
  ],
  group: 'Utilidades',
  summary: 'W, A, V y kVA en continua, monofásica y trifásica',
} as const satisfies SiteRoute<typeof ELECTRIC_POWER_PATH>;

/** The circuits, by the calculator's keys ('continua', 'monofasica', 'trifasica'). */
export type CircuitKey = 'continua' | 'monofasica' | 'trifasica';

/** A formula card: the current worked out from the power, and the example the page computes with the calculator. */
export interface PowerFormulaCard {
  kind: CircuitKey;
  /** The current from the power: 'I = P ÷ V'. */
  current: string;
  /** What the letters mean in this circuit. */
  legend: string;
  example: { watts: number; volts: number; powerFactor: number };
}

/** One country's usual low-voltage supply, with where it was read and when (D34). */
export interface VoltageRow {
  place: string;
  /** Between a phase and the neutral: what a household socket gives. */
  singlePhase: string;
  /** Between two phases (line-to-line): what the three-phase field asks for. */
  betweenPhases: string;
  source: string;
  url: string;
  /** ISO date the source was read. */
  checked: string;
}

/**
 * IEC 60898-1 (household circuit-breakers), at 30 °C: the breaker must not trip within an hour at 1.13 × its rated
 * current and must trip within an hour at 1.45 × (Schneider Electric FAQ FA369327, se.com/in/en/faqs/FA369327, checked
 * 2026-11-27). Magnetic (instant) trip of curves B, C and D at 3–5, 5–10 and 10–20 × the rated current (IEC 60898, as
 * summarised by ti-soft.com 'Tripping curves', checked 2026-11-27).
 */
export const BREAKER = {
  noTripMultiple: 1.13,
  tripMultiple: 1.45,
  curves: { B: '3 y 5', C: '5 y 10', D: '10 y 20' },
} as const;

export interface ElectricPowerContent {
  heading: string;
  intro: string;
  /** Under the form: what the power factor field wants. */
  powerFactorHelp: string;
  formulas: { title: string; cards: readonly PowerFormulaCard[] };
  voltages: { title: string; caption: string; rows: readonly VoltageRow[] };
  /** At least 300 words in all. */
  sections: readonly TextSection[];
}

export const electricPowerContent: ElectricPowerContent = {
  heading: 'Calculadora de vatios a amperios',
  intro:
    'Calcula cuántos amperios consume un aparato a partir de sus vatios y de la tensión, o al revés, cuántos vatios caben en un circuito de tantos amperios. Funciona en corriente continua, en alterna monofásica y en trifásica, con el factor de potencia que indique la placa del aparato, y también pasa los kVA de un generador a amperios.',
  powerFactorHelp:
    'El factor de potencia (FP, o cos φ en la placa) es 1 en aparatos que solo calientan, como estufas, hervidores u hornos, y menor que 1 en motores, compresores y fuentes de alimentación. Nunca es mayor que 1.',
  formulas: {
    title: 'Fórmulas y ejemplos',
    cards: [
      {
        kind: 'continua',
        current: 'I = P ÷ V',
        legend: 'P en vatios, V en voltios, I en amperios.',
        example: { watts: 60, volts: 12, powerFactor: 1 },
      },
      {
        kind: 'monofasica',
        current: 'I = P ÷ (V × FP)',
        legend: 'V entre fase y neutro; FP, el factor de potencia.',
        example: { watts: 1000, volts: 220, powerFactor: 1 },
      },
      {
        kind: 'trifasica',
        current: 'I = P ÷ (√3 × V × FP)',
        legend: 'V entre dos fases; I, la corriente de cada fase con la carga equilibrada.',
        example: { watts: 10000, volts: 400, powerFactor: 0.85 },
      },
    ],
  },
  voltages: {
    title: 'Tensiones habituales por país',
    caption:
      'Tensiones nominales de baja tensión: la que hay entre una fase y el neutro, que es la de los enchufes de una casa, y la que hay entre dos fases, que es la que pide el cálculo trifásico. Fuentes consultadas el 27 de noviembre de 2026.',
    rows: [
      {
        place: 'España',
        singlePhase: '230 V',
        betweenPhases: '400 V',
        source: 'Reglamento electrotécnico para baja tensión (Real Decreto 842/2002), artículo 4',
        url: 'http://carreteros.org/normativa/s_afectados/electricas/bajatens/apartados/4.htm',
        checked: '2026-11-27',
      },
      {
        place: 'Francia',
        singlePhase: '230 V',
        betweenPhases: '400 V',
        source: 'Arrêté du 24 décembre 2007 sobre los niveles de tensión de las redes de distribución',
        url: 'https://legal.tricoteuses.fr/articles/LEGIARTI000021896673',
        checked: '2026-11-27',
      },
      {
        place: 'México',
        singlePhase: '127 V',
        betweenPhases: '220 V',
        source: 'NOM-001-SEDE-2012, artículo 220-5(a): sistemas de 220Y/127 V',
        url: 'http://www.buenastareas.com/ensayos/Articulo-220-Cfe/59755461.html',
        checked: '2026-11-27',
      },
      {
        place: 'EE. UU.',
        singlePhase: '120 V',
        betweenPhases: '208 V o 480 V',
        // ANSI C84.1-2020 (its number is left out of the visible text: the decimal switch, D31, would rewrite it).
        source:
          'Norma estadounidense de tensiones nominales de ANSI, edición de 2020: sistemas preferentes 120/240 V, 208Y/120 V y 480Y/277 V (resumen de Bruns Engineering)',
        url: 'https://brunsengineering.com/nominal-system-voltages-in-the-united-states/',
        checked: '2026-11-27',
      },
      {
        place: 'Argentina (provincia de Buenos Aires)',
        singlePhase: '220 V',
        betweenPhases: '380 V',
        source: 'Reglamento de acometidas, tarifa 1, de las distribuidoras de la provincia de Buenos Aires (380/220 V)',
        url: 'https://ceys.com.ar/servicios/electricidad/reglamento-de-acometidas-clientes',
        checked: '2026-11-27',
      },
      {
        place: 'Perú',
        singlePhase: '220 V',
        betweenPhases: '220 V o 380 V',
        source: 'El Peruano, normas legales del 27 de julio de 2007, página 350176: baja tensión de 220 V y 380/220 V',
        url: 'https://www.datosperu.org/directorio-de-normas-legales-del-peru-2007-julio-27-07-2007-pagina-58.php',
        checked: '2026-11-27',
      },
    ],
  },
  sections: [
    {
      title: 'Vatios, amperios y voltios',
      paragraphs: [
        'Los vatios (W) miden la potencia, la energía que un aparato usa cada segundo. Los amperios (A) miden la corriente, cuánta electricidad pasa por el cable, y los voltios (V) miden la tensión, el «empuje» con que la red la mueve. Las tres se relacionan: con la misma potencia, a menor tensión hace falta más corriente.',
        'Por eso un hervidor de 1000 W consume 4.5455 A a 220 V, pero 7.874 A a 127 V. Es la corriente, no la potencia, la que calienta los cables y la que vigilan los interruptores automáticos; de ahí que convenga saber cuántos amperios pide cada aparato antes de enchufar varios en el mismo circuito.',
      ],
    },
    {
      title: 'Las fórmulas de cada circuito',
      paragraphs: [
        'En corriente continua, la de las baterías, los paneles solares y los coches, la potencia es la tensión por la corriente: P = V × I. En alterna monofásica, la de los enchufes de casa, se añade el factor de potencia: P = V × I × FP. En alterna trifásica, la de talleres, bombas e industrias, con la carga repartida por igual entre las tres fases, P = √3 × V × I × FP, donde √3 ≈ 1.732 y V es la tensión entre dos fases.',
        'Para obtener la corriente basta despejar: I = P ÷ V, I = P ÷ (V × FP) o I = P ÷ (√3 × V × FP). La calculadora hace además la cuenta inversa, de amperios a vatios, y la de kVA a amperios.',
      ],
    },
    {
      title: 'El factor de potencia',
      paragraphs: [
        'En alterna, los motores y muchas fuentes de alimentación toman de la red más corriente de la que convierten en trabajo. El factor de potencia es la parte que sí se aprovecha: la potencia activa en vatios (W) dividida entre la potencia aparente en voltamperios (VA). Vale 1 en los aparatos que solo calientan y es menor que 1 en los demás; no puede ser mayor que 1, y la calculadora rechaza un valor así.',
        'La calculadora empieza con un factor de potencia de 1 porque los aparatos que más consumen en una casa, como estufas, hornos, hervidores o calentadores de agua, son resistivos, y porque así da el resultado de la cuenta sencilla, P ÷ V. Si la placa de tu aparato indica otro valor, escríbelo: 2000 W a 120 V piden 16.6667 A con un factor de 1 y 18.5185 A con uno de 0.9.',
      ],
    },
    {
      title: 'Trifásica: la tensión entre fases',
      paragraphs: [
        'Una red trifásica tiene tres fases y, casi siempre, un neutro. Entre una fase y el neutro está la tensión de los enchufes; entre dos fases, una tensión √3 veces mayor. En España, 230 V × √3 = 398.4 V, que se redondea a los 400 V nominales; en México, 127 V × √3 ≈ 220 V. La fórmula trifásica usa siempre la tensión entre fases, la que figura en la placa de un motor trifásico.',
        'Con esa tensión, un motor de 10 kW a 400 V con un factor de potencia de 0.85 pide 16.9809 A por fase. Si escribieras la tensión entre fase y neutro, el resultado saldría √3 veces mayor de lo real.',
      ],
    },
    {
      title: 'Qué significan los amperios de un interruptor',
      paragraphs: [
        'El número de un interruptor automático (magnetotérmico o PIA en España, pastilla o breaker en México, térmica en Argentina) es su corriente nominal: la que deja pasar de forma continua sin disparar. Multiplicada por la tensión da la potencia que admite el circuito con un factor de potencia de 1: 16 A a 230 V son 3680 W, y 20 A a 127 V son 2540 W.',
        `Ese límite no es un corte exacto. Según la norma IEC 60898-1, un interruptor doméstico no debe disparar en una hora con ${BREAKER.noTripMultiple} veces su corriente nominal, y debe hacerlo antes de una hora con ${BREAKER.tripMultiple} veces; ante un cortocircuito, su parte magnética corta al instante a partir de entre ${BREAKER.curves.B} veces la corriente nominal en la curva B, entre ${BREAKER.curves.C} en la C y entre ${BREAKER.curves.D} en la D. El interruptor protege el cable, no el aparato: su corriente la elige el instalador según la sección del cable, y no se cambia por uno mayor para que deje de saltar.`,
      ],
    },
    {
      title: 'kVA: la potencia de generadores y transformadores',
      paragraphs: [
        'Los generadores, los transformadores y los sistemas de alimentación ininterrumpida se venden por su potencia aparente, en kilovoltamperios (kVA), porque lo que los limita es la corriente, sea cual sea el factor de potencia de lo que conectes. Los vatios que entregan dependen de ese factor: un generador de 10 kVA da 8000 W con cargas de factor 0.8.',
        'Para saber su corriente, divide los voltamperios entre la tensión: 10 kVA a 230 V en monofásica son 43.4783 A, y a 400 V en trifásica, 14.4338 A por fase.',
      ],
    },
  ],
};
