/**
 * Texts and event lists of the duration calculator (/calcular-cuanto-dura and
 * /calculadora-de-tiempo-y-duracion), written fresh for D20. Every date is a well-known day in the Gregorian
 * calendar (all of them after 1582); events whose exact day is disputed were left out (for example the first
 * edition of 'Cien años de soledad', dated 30 May or 5 June 1967 depending on the source, and Fleming's
 * penicillin plate, 3 or 28 September 1928).
 */
import type { TextSection } from './types';

/** The seven personal calculations of spec 001 §9, in the order the page offers them. */
export const PERSONAL_TYPES = [
  'birthday',
  'future_age',
  'days_lived',
  'anniversary',
  'next_birthday',
  'countdown',
  'retirement',
] as const;

export type PersonalType = (typeof PERSONAL_TYPES)[number];

export interface DateEvent {
  /** Stable key, also used for the button's id. */
  id: string;
  title: string;
  /** 'YYYY-MM-DD'. */
  date: string;
}

export interface MomentGroup {
  id: string;
  title: string;
  events: readonly DateEvent[];
}

export interface PersonalCalculationText {
  type: PersonalType;
  title: string;
  /** The visible label of the card's date field. */
  label: string;
  description: string;
}

export const durationContent = {
  heading: 'Calcular cuánto dura: tiempo entre dos fechas',
  intro:
    'Calcula cuánto tiempo hay entre dos fechas y horas: años, meses y días de calendario, horas, minutos y el total de días. Elige un acontecimiento histórico para saber cuánto ha pasado desde entonces, o calcula tu edad, los días que has vivido y lo que falta para tu cumpleaños.',
  sections: [
    {
      title: 'Duración de calendario y duración media',
      paragraphs: [
        'Esta calculadora cuenta el tiempo como lo cuenta un calendario: años, meses y días completos, con sus meses de 28, 29, 30 o 31 días y sus años bisiestos. Del 1 de enero de 2000 al 1 de enero de 2001 hay exactamente 1 año, 0 meses y 0 días, y ese año tuvo 366 días porque 2000 fue bisiesto. Del 1 de febrero al 1 de marzo de 2023 hay 1 mes, que fueron 28 días; del 1 de julio al 1 de agosto también hay 1 mes, pero de 31 días. Un mes de calendario no es una cantidad fija de tiempo, sino el paso de un día del mes al mismo día del mes siguiente.',
        'Un convertidor de unidades no puede trabajar así, porque necesita que cada unidad valga siempre lo mismo. Por eso el convertidor de tiempo del sitio usa duraciones medias: un año de 365.25 días y un mes de 30.4375 días, la doceava parte de ese año. Son valores adecuados para pasar de una unidad a otra, por ejemplo para saber cuántas horas tiene una semana o cuántos segundos tiene un año medio, pero no describen ningún año ni ningún mes concreto. Con ellos, 366 días serían algo más de 1.002 años, no 1 año justo, y el mes de febrero de 2023 sería casi 0.92 meses en lugar de uno entero.',
        'La regla práctica es sencilla: si tienes dos fechas concretas (un nacimiento, una boda, el inicio de un contrato), usa esta calculadora de duración; si tienes una cantidad de tiempo sin fechas (90 minutos, 3.5 días, 18 meses) y quieres expresarla en otra unidad, usa el convertidor de tiempo.',
      ],
    },
    {
      title: 'Cómo se cuentan los meses y los finales de mes',
      paragraphs: [
        'Para contar los meses, la calculadora mira el número de día: un mes se cumple cuando la fecha final llega al mismo número de día que la inicial (del 15 de enero al 15 de febrero hay 1 mes; al 14 de febrero, todavía 0 meses y 30 días). Si el mes al que se llega no tiene ese día (un 31 en un mes de 30 días, o un 29, 30 o 31 en febrero), ese mes no se completa mientras la fecha final siga dentro de él; se cuenta a partir del día 1 del mes siguiente, y los días que sobran se cuentan desde el último día del mes corto.',
        'Así, del 31 de enero al 29 de febrero de 2024 hay 0 meses y 29 días: febrero no tiene día 31, de modo que ni siquiera su último día completa el mes. Al día siguiente, el 1 de marzo, ya hay 1 mes y 1 día: el mes se cuenta hasta el 29 de febrero y queda 1 día más. En 2023, del 31 de enero al 1 de marzo también hay 1 mes y 1 día, contado desde el 28 de febrero, y del 31 de marzo al 30 de abril hay 0 meses y 30 días, porque abril no tiene día 31.',
      ],
    },
    {
      title: 'Horas, minutos y días en total',
      paragraphs: [
        'Las horas son opcionales; sin ellas se cuenta desde la medianoche de cada fecha. Con horas, el resultado añade las horas y los minutos que sobran después de los días completos: del 1 de enero a las 22:00 al 2 de enero a la 1:30 hay 3 horas y 30 minutos, y ningún día completo. Los días en total son los días completos entre los dos momentos. Las horas se leen como hora local del reloj, así que un cambio al horario de verano entre las dos fechas no suma ni resta una hora.',
        'Si la fecha final es anterior a la inicial, la calculadora muestra la duración igualmente, en valor absoluto, y avisa de que el final va antes que el inicio.',
      ],
    },
    {
      title: 'Cálculos personales',
      paragraphs: [
        'Cada cálculo personal usa una sola fecha y la fecha de hoy de tu dispositivo. La edad y los días vividos se cuentan desde tu fecha de nacimiento; la edad futura se calcula para el 1 de enero de 2030. Si naciste un 29 de febrero, en los años que no son bisiestos contamos tu cumpleaños el 1 de marzo, que es el día en que esta calculadora te suma el año; hay países y costumbres que lo celebran el 28 de febrero.',
        'La jubilación se calcula, por simplificar, a los 65 años. La edad legal de jubilación cambia de un país a otro y, a veces, según los años cotizados; en España, por ejemplo, la edad ordinaria sube de forma gradual hasta los 67 años. Consulta la norma de tu país para un cálculo oficial.',
        'Todo se calcula en tu navegador: las fechas que escribes no se envían a ningún servidor ni se guardan.',
      ],
    },
  ] satisfies readonly TextSection[],
};

/** D20: fifteen historical events with their exact dates. */
export const HISTORICAL_EVENTS: readonly DateEvent[] = [
  { id: 'independencia-estados-unidos', title: 'Declaración de Independencia de Estados Unidos', date: '1776-07-04' },
  { id: 'toma-de-la-bastilla', title: 'Toma de la Bastilla', date: '1789-07-14' },
  { id: 'grito-independencia-colombia', title: 'Grito de Independencia de Colombia', date: '1810-07-20' },
  { id: 'grito-de-dolores', title: 'Grito de Dolores, inicio de la Independencia de México', date: '1810-09-16' },
  { id: 'primera-junta-chile', title: 'Primera Junta Nacional de Gobierno de Chile', date: '1810-09-18' },
  { id: 'independencia-argentina', title: 'Declaración de la Independencia argentina en Tucumán', date: '1816-07-09' },
  { id: 'independencia-peru', title: 'Proclamación de la Independencia del Perú', date: '1821-07-28' },
  { id: 'hermanos-wright', title: 'Primer vuelo de los hermanos Wright', date: '1903-12-17' },
  { id: 'canal-de-panama', title: 'Inauguración del canal de Panamá', date: '1914-08-15' },
  { id: 'fin-guerra-europa', title: 'Fin de la Segunda Guerra Mundial en Europa', date: '1945-05-08' },
  { id: 'derechos-humanos', title: 'Declaración Universal de los Derechos Humanos', date: '1948-12-10' },
  { id: 'gagarin', title: 'Yuri Gagarin, primer ser humano en el espacio', date: '1961-04-12' },
  { id: 'llegada-a-la-luna', title: 'Llegada del ser humano a la Luna (Apolo 11)', date: '1969-07-20' },
  { id: 'constitucion-espanola', title: 'Referéndum de la Constitución española', date: '1978-12-06' },
  { id: 'muro-de-berlin', title: 'Caída del Muro de Berlín', date: '1989-11-09' },
];

/** D20: memorable moments in three groups. */
export const MEMORABLE_MOMENTS: readonly MomentGroup[] = [
  {
    id: 'cultura',
    title: 'Cultura',
    events: [
      { id: 'museo-del-prado', title: 'Apertura del Museo del Prado al público', date: '1819-11-19' },
      { id: 'primeros-oscar', title: 'Primera ceremonia de los premios Óscar', date: '1929-05-16' },
      { id: 'beatles-ed-sullivan', title: 'The Beatles en el show de Ed Sullivan', date: '1964-02-09' },
      { id: 'woodstock', title: 'Comienzo del festival de Woodstock', date: '1969-08-15' },
      { id: 'nobel-garcia-marquez', title: 'Gabriel García Márquez recibe el Nobel de Literatura', date: '1982-12-10' },
    ],
  },
  {
    id: 'tecnologia',
    title: 'Tecnología',
    events: [
      { id: 'sputnik', title: 'Lanzamiento del Sputnik 1, el primer satélite artificial', date: '1957-10-04' },
      { id: 'arpanet', title: 'Primer mensaje enviado por ARPANET', date: '1969-10-29' },
      { id: 'primera-llamada-movil', title: 'Primera llamada desde un teléfono móvil', date: '1973-04-03' },
      { id: 'propuesta-web', title: 'Propuesta de la World Wide Web en el CERN', date: '1989-03-12' },
      { id: 'primer-sms', title: 'Primer mensaje SMS', date: '1992-12-03' },
      { id: 'primer-iphone', title: 'Presentación del primer iPhone', date: '2007-01-09' },
    ],
  },
  {
    id: 'deportes',
    title: 'Deportes',
    events: [
      { id: 'final-mundial-1930', title: 'Final del primer Mundial: Uruguay 4, Argentina 2', date: '1930-07-30' },
      { id: 'maracanazo', title: 'El Maracanazo: Uruguay gana el Mundial de 1950', date: '1950-07-16' },
      { id: 'comaneci', title: 'Nadia Comăneci logra el primer 10 olímpico', date: '1976-07-18' },
      { id: 'final-mundial-1986', title: 'Final del Mundial de México 1986', date: '1986-06-29' },
      { id: 'barcelona-92', title: 'Inauguración de los Juegos Olímpicos de Barcelona', date: '1992-07-25' },
      { id: 'final-mundial-2010', title: 'España gana la final del Mundial de Sudáfrica', date: '2010-07-11' },
    ],
  },
];

/** The seven personal calculations (spec 001 §3), in the order of the types. */
export const PERSONAL_CALCULATIONS: readonly PersonalCalculationText[] = [
  {
    type: 'birthday',
    title: 'Edad actual',
    label: 'Fecha de nacimiento',
    description: 'Tu edad exacta hoy, en años, meses y días.',
  },
  {
    type: 'future_age',
    title: 'Edad el 1 de enero de 2030',
    label: 'Fecha de nacimiento',
    description: 'Los años, meses y días que tendrás al empezar 2030.',
  },
  {
    type: 'days_lived',
    title: 'Días vividos',
    label: 'Fecha de nacimiento',
    description: 'Cuántos días han pasado desde que naciste.',
  },
  {
    type: 'anniversary',
    title: 'Aniversario',
    label: 'Fecha que quieres recordar',
    description: 'El tiempo que ha pasado desde una boda, una mudanza o el primer día de trabajo.',
  },
  {
    type: 'next_birthday',
    title: 'Próximo cumpleaños',
    label: 'Fecha de nacimiento',
    description: 'Los días que faltan para tu próximo cumpleaños y los años que cumplirás.',
  },
  {
    type: 'countdown',
    title: 'Cuenta atrás',
    label: 'Fecha del evento',
    description: 'Los días que faltan para una fecha futura, o los que han pasado si ya llegó.',
  },
  {
    type: 'retirement',
    title: 'Jubilación a los 65 años',
    label: 'Fecha de nacimiento',
    description: 'Lo que falta para cumplir 65 años, una edad de jubilación habitual que varía según el país.',
  },
];
