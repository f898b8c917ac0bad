/**
 * D36, issue 33: questions for the numbers-in-words and Roman-numeral pages, as people type them: '1234 en letras',
 * '1500.50 pesos con letra', 'mil doscientos en número', 'XIV en números', '2026 en romano', 'siglo xxi en números'.
 * D37, issue 34: and the obvious questions of the calculator pages: '5:30 min/km en km/h', 'maratón a 5 min/km',
 * '10 km en 50 minutos ritmo', '10 % en grados', '265/70R17 en pulgadas', 'A4 en pulgadas', '1000 W a 220 V'.
 * Only the reading of the question lives here, in the quick box's first chunk; the answer's code (the pages' own
 * functions) loads when a question needs it (D32, lib/quick/tool-answers.ts). A question is read here only when
 * nothing else can mean it: '10 % a ppm' stays the concentration family's, '30 grados a fahrenheit' the temperature's,
 * '12 km/h a mph' the speed's, '1000 W a kW' the power's.
 */
import { normalise } from '@/lib/normalise';
import { questionSides } from './phrasings';

/** The pace page's units, by the symbols it writes (lib/tools/pace.ts, RUNNING_UNITS). */
export type RunningSymbol = 'min/km' | 'min/mi' | 's/100 m' | 'km/h' | 'mph' | 'm/s';
/** The slope page's units, by the symbols it writes (lib/tools/slope.ts, SLOPE_UNITS). */
export type SlopeSymbol = '%' | '‰' | '°' | 'rad' | '1:n';
/** A race: one of the pace page's distances by its key, or a distance as typed. */
export type RaceDistance = { race: 'maraton' | 'media_maraton' } | { value: string; unit: 'km' | 'mi' | 'm' };
export type CircuitWord = 'continua' | 'monofasica' | 'trifasica';

/** What a question asks of one of the tool pages; `subject` is the part before the ending, as typed. */
export type ToolQuestion =
  /** A number to write in words: '1234', or an amount with its currency, '1500.50 pesos'. */
  | { tool: 'letras'; subject: string; currency?: 'pesos' | 'euros' | 'dolares' }
  /** Words to write in figures: 'mil doscientos treinta y cuatro'. */
  | { tool: 'cifras'; subject: string }
  /** A Roman numeral or a century to read, or a number to write as a numeral. */
  | { tool: 'romanos'; subject: string }
  /** A pace or a speed in another running unit; `assumed`: no unit was typed ('ritmo 4:30'), min/km is read. */
  | { tool: 'ritmo'; value: string; from: RunningSymbol; to: RunningSymbol; assumed?: true }
  /** The finishing time of a race at a pace or speed: 'maratón a 5 min/km'. */
  | { tool: 'tiempo-de-carrera'; distance: RaceDistance; value: string; unit: RunningSymbol; assumed?: true }
  /** The pace (or speed) that runs a distance in a time: '10 km en 50 minutos ritmo'. */
  | { tool: 'ritmo-para-tiempo'; distance: RaceDistance; seconds: number; to: RunningSymbol }
  /** The same with a time that reads two ways ('maratón en 3:30 ritmo': 3 h 30 min or 3 min 30 s): it is asked. */
  | { tool: 'ritmo-para-tiempo'; distance: RaceDistance; unclear: string; to: RunningSymbol }
  /** A slope in another form: '10 % en grados', '1:12 en %'; `value` as typed ('1:12' for a ratio). */
  | { tool: 'pendiente'; value: string; from: SlopeSymbol; to: SlopeSymbol }
  /** A tyre size's overall diameter and width: '265/70R17 en pulgadas'. */
  | { tool: 'llantas'; size: string; to?: 'in' | 'mm' | 'cm' }
  /** A paper size in a unit, or in pixels at a resolution: 'A4 en pulgadas', 'A3 en px a 300 ppp'. */
  | { tool: 'papel'; name: string; to?: 'mm' | 'cm' | 'in' | 'px'; ppp?: string }
  /**
   * Watts to amperes at a voltage or the reverse: '1000 W a 220 V', '10 A a 230 V en vatios'. Without `volts` the
   * question names both sides but no voltage ('1000 W a amperios'), and the answer says one is needed.
   */
  | {
      tool: 'vatios-amperios';
      given: 'W' | 'kW' | 'A' | 'kVA';
      value: string;
      to: 'A' | 'W' | 'kW';
      volts?: string;
      circuit?: CircuitWord;
      powerFactor?: string;
    };

/** The endings that name what is wanted, read on the normalised question (case and accents aside). */
const IN_WORDS = /\s+(?:en|a|con|de)\s+(?:letras?|palabras?)$/;
const IN_FIGURES = /\s+(?:en|a)\s+(?:numeros?(?:\s+arabigos?)?|cifras?|arabigos?|digitos?)$/;
const IN_ROMAN = /\s+(?:en|a)\s+(?:(?:numeros?|cifras?)\s+)?romanos?$/;
const HOW_IS_WRITTEN = /^como se (?:escribe|dice|lee)n?\s+(?:el\s+)?(?:numero\s+)?/;

/** A Roman numeral (with or without the vinculum's bar) or a century: what 'en números' reads from Roman. */
const ROMAN = /^(?:el\s+)?(?:siglo\s+)?[ivxlcdm\u0304\u0305]+(?:\s+(?:a\.?\s*c\.?|d\.?\s*c\.?))?$/i;
const FIGURES = /^[+-−]?\d[\d\s.,]*$/;
const AMOUNT = /^([+-−]?\d[\d\s.,]*)\s*(?:\$\s*)?(pesos?|euros?|€|dolares?|dólares?|usd|mxn|eur)$/i;

const CURRENCIES: Record<string, 'pesos' | 'euros' | 'dolares'> = {
  peso: 'pesos',
  pesos: 'pesos',
  mxn: 'pesos',
  euro: 'euros',
  euros: 'euros',
  '€': 'euros',
  eur: 'euros',
  dolar: 'dolares',
  dolares: 'dolares',
  usd: 'dolares',
};

/** The question's ending, if it asks one of the two pages, and the subject before it. */
export function toolQuestion(text: string): ToolQuestion | undefined {
  const plain = normalise(text);
  const calculator = calculatorQuestion(text, plain);
  if (calculator) return calculator;
  const cut = (ending: RegExp) => {
    const match = ending.exec(plain);
    // The subject keeps what was typed (its case, its accents, its decimal separator): both tools read it.
    return match ? text.slice(0, text.length - (plain.length - match.index)).trim() : undefined;
  };
  const howWritten = HOW_IS_WRITTEN.exec(plain);
  const inWords = cut(IN_WORDS) ?? (howWritten ? text.slice(howWritten[0].length).trim() : undefined);
  if (inWords !== undefined) return wordsQuestion(inWords);
  const inRoman = cut(IN_ROMAN);
  if (inRoman !== undefined) return { tool: 'romanos', subject: inRoman };
  const inFigures = cut(IN_FIGURES);
  if (inFigures === undefined || inFigures === '') return undefined;
  if (ROMAN.test(normalise(inFigures))) return { tool: 'romanos', subject: inFigures };
  return FIGURES.test(inFigures) ? undefined : { tool: 'cifras', subject: inFigures };
}

function wordsQuestion(subject: string): ToolQuestion | undefined {
  if (subject === '') return undefined;
  const amount = AMOUNT.exec(normalise(subject));
  if (amount) {
    const currency = CURRENCIES[(amount[2] ?? '').toLowerCase()];
    const figures = subject.slice(0, (amount[1] ?? '').length).trim();
    return currency ? { tool: 'letras', subject: figures, currency } : { tool: 'letras', subject: figures };
  }
  // Anything else before 'en letras' is still a number to write: the page's reader says what is wrong with it.
  return { tool: 'letras', subject };
}

/* ------------------------------------------------------------------ D37: the calculator pages' questions */

/** A number as the pages read it (D9: '1,5' and '1.5'); a sign is kept for the page to refuse in its own words. */
const NUMBER = String.raw`[-−]?\d+(?:[.,]\d+)?`;
const POSITIVE = String.raw`\d+(?:[.,]\d+)?`;

function calculatorQuestion(text: string, plain: string): ToolQuestion | undefined {
  return (
    electricQuestion(text) ??
    tyreQuestion(plain) ??
    paperQuestion(plain) ??
    raceQuestion(plain) ??
    paceQuestion(plain) ??
    slopeQuestion(plain)
  );
}

// Pace -----------------------------------------------------------------------------------------------------------

/** 'min/km', 'min por km', 'minutos por kilómetro', '/km', 'min el km'. */
const PER = String.raw`\s*(?:\/|por|x|el|cada)\s*`;
const MINUTES = String.raw`(?:min(?:uto)?s?)?`;
const RUNNING_UNITS: readonly (readonly [RunningSymbol, RegExp])[] = [
  ['min/km', new RegExp(String.raw`^${MINUTES}${PER}(?:km|kilometros?)$`)],
  ['min/mi', new RegExp(String.raw`^${MINUTES}${PER}(?:mi|millas?)$`)],
  ['s/100 m', new RegExp(String.raw`^(?:s|seg(?:undo)?s?)${PER}100\s*(?:m|metros)$`)],
  ['km/h', new RegExp(String.raw`^(?:(?:km|kms|kilometros?)${PER}(?:h|hr|hora)|kmh|kph|km\/hr)$`)],
  ['mph', new RegExp(String.raw`^(?:mph|mi\/h|millas?${PER}hora)$`)],
  ['m/s', new RegExp(String.raw`^(?:m|metros?)${PER}(?:s|seg|segundo)$`)],
];
const isPace = (symbol: RunningSymbol) => symbol.startsWith('min') || symbol.startsWith('s/');
const runningUnit = (text: string) => RUNNING_UNITS.find(([, pattern]) => pattern.test(text.trim()))?.[0];

/** m:ss, h:mm:ss or 5'30": the figures of a pace on a watch. */
const CLOCK = String.raw`\d{1,2}(?::\d{2}){1,2}(?:[.,]\d+)?|\d{1,2}\s*['′’]\s*\d{1,2}(?:[.,]\d+)?\s*(?:["″”]|''|′′|’’)?`;
const RUNNING_QUANTITY = new RegExp(
  String.raw`^(?:(?:a|al|el|mi|un)\s+)?(ritmo\s+(?:de\s+)?)?(${CLOCK}|${NUMBER})\s*(.*)$`,
);

interface Running {
  value: string;
  unit: RunningSymbol;
  assumed?: true;
  /** 'ritmo' was said: a bare figure is a pace. */
  said: boolean;
}

/**
 * '5:30 min/km', '12 km/h', 'ritmo 4:30'. A figure without a unit is a pace only where it cannot be anything else:
 * after 'ritmo', or written as a clock; it is then read in `usual` (min/km, or min/mi for a race in miles) and the
 * answer says so.
 */
function runningQuantity(text: string, usual: RunningSymbol = 'min/km'): Running | undefined {
  const match = RUNNING_QUANTITY.exec(text.trim());
  if (!match) return undefined;
  const [, said, value = '', rest = ''] = match;
  const unit = runningUnit(rest);
  if (unit) return { value, unit, said: Boolean(said) };
  if (rest === '' && (said || /[:'′’]/.test(value))) return { value, unit: usual, assumed: true, said: Boolean(said) };
  return undefined;
}

/** What a pace or speed is wanted in: a unit, or a word that names one beside the other side. */
function runningTarget(text: string, from: Running): RunningSymbol | undefined {
  const target = text.trim();
  const unit = runningUnit(target);
  if (unit) return unit;
  const pace = isPace(from.unit);
  // 'ritmo 4:30 en millas': per mile. A distance alone beside a figure with no unit could be a length question.
  if (pace && (!from.assumed || from.said)) {
    if (/^(?:km|kilometros?)$/.test(target)) return 'min/km';
    if (/^(?:mi|millas?)$/.test(target)) return 'min/mi';
  }
  if (pace && target === 'velocidad') return 'km/h';
  if (!pace && target === 'ritmo') return 'min/km';
  return undefined;
}

/** '5 min/km a km/h', '5:30 min/km en km/h', '12 km/h a min/km', 'ritmo 4:30 en millas'; never speed to speed. */
function paceQuestion(plain: string): ToolQuestion | undefined {
  // A pace is named ('min', '/km', 'ritmo') or written as a clock: anything else is not read again here.
  if (!/\d/.test(plain) || !/min|\/\s*(?:km|mi)|ritmo|[:'′’]|100\s*m/.test(plain)) return undefined;
  for (const [source, target] of questionSides(plain)) {
    const from = runningQuantity(source);
    const to = from && runningTarget(target, from);
    if (!from || !to || (!isPace(from.unit) && !isPace(to))) continue;
    return { tool: 'ritmo', value: from.value, from: from.unit, to, ...(from.assumed && { assumed: true as const }) };
  }
  return undefined;
}

const DISTANCE = String.raw`(media\s+maraton|medio\s+maraton|maraton|(${POSITIVE})\s*(km|k|kilometros?|millas?|mi|m|metros))`;
const ARTICLE = String.raw`(?:(?:un|una|el|la|los|las)\s+)?`;

function raceDistance(name = '', value = '', unit = ''): RaceDistance {
  if (name.endsWith('maraton')) return { race: name === 'maraton' ? 'maraton' : 'media_maraton' };
  return { value, unit: unit.startsWith('k') ? 'km' : unit.startsWith('mi') ? 'mi' : 'm' };
}

/** 'maratón a 5 min/km', 'cuánto tardo en 10 km a 5:30 el km', 'media maratón a ritmo de 4:45'. */
const FINISHING = new RegExp(
  String.raw`^(?:(?:cuanto|que tiempo|en cuanto tiempo)\s+(?:tardo|tardaria|tarda|tardas|hago|haria|se tarda)\s+(?:en\s+)?)?` +
    String.raw`(?:tiempo\s+(?:de|del|en|para)\s+)?(?:(?:correr|hacer|terminar)\s+)?${ARTICLE}${DISTANCE}\s+(?:a|al|con)\s+(?:un\s+)?(.+)$`,
);
/** 'ritmo para 10 km en 50 minutos', 'qué ritmo necesito para un maratón en 3 h 30 min'. */
const PACE_FOR = new RegExp(
  String.raw`^(?:(?:a|con)\s+)?(?:(?:que|cual es el|cual es la|cual)\s+)?(ritmo|velocidad)\s+` +
    String.raw`(?:(?:necesito|necesitas|hay que llevar|debo llevar|tengo que llevar|hace falta|medio|promedio)\s+)?` +
    String.raw`(?:(?:para|de)\s+)?(?:(?:correr|hacer|terminar)\s+)?${ARTICLE}${DISTANCE}\s+en\s+(.+)$`,
);
/** '10 km en 50 minutos ritmo', 'maratón en 3:30:00 a qué ritmo'. */
const PACE_AFTER = new RegExp(
  String.raw`^(?:(?:correr|hacer)\s+)?${ARTICLE}${DISTANCE}\s+en\s+(.+?)\s+(?:(?:a|con)\s+)?` +
    String.raw`(?:(?:que|cual es el|cual es la)\s+)?(ritmo|velocidad)(?:\s+(?:es|son|necesito|hace falta|medio|promedio))?$`,
);

/**
 * A time to run in: '3:30:00', '50 minutos', '1 h 45 min', '3h30', '3 horas y media', '3:30 h', '50:00 min'. A bare
 * m:ss or h:mm ('3:30') reads two ways, 3 min 30 s or 3 h 30 min, and is not guessed.
 */
function secondsOf(text: string): number | undefined {
  const time = text.trim();
  const full = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(time);
  if (full) return Number(full[1]) * 3600 + Number(full[2]) * 60 + Number(full[3]);
  const clock = /^(\d+):([0-5]\d)\s*(h|hr|hrs|horas?|min|mins|minutos?)$/.exec(time);
  if (clock) return (Number(clock[1]) * 60 + Number(clock[2])) * (clock[3]?.startsWith('h') ? 60 : 1);
  const half = /^(\d+)\s*(?:h|horas?)\s+y\s+media$/.exec(time);
  if (half) return Number(half[1]) * 3600 + 1800;
  const parts =
    /^(?:(\d+)\s*(?:h|hr|hrs|horas?)\s*(?:y\s+)?)?(?:(\d+(?:[.,]\d+)?)\s*(?:m|min|mins|minutos?|')\s*(?:y\s+)?)?(?:(\d+)\s*(?:s|seg|segs|segundos?|"|''))?$/.exec(
      time,
    ) ?? /^(\d+)\s*h\s*([0-5]\d)()$/.exec(time);
  if (!parts || (!parts[1] && !parts[2] && !parts[3])) return undefined;
  const [hours, minutes, seconds] = [parts[1], parts[2], parts[3]].map((part) =>
    Number((part || '0').replace(',', '.')),
  );
  if ((parts[1] && (minutes ?? 0) >= 60) || ((parts[1] || parts[2]) && (seconds ?? 0) >= 60)) return undefined;
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
}

function raceQuestion(plain: string): ToolQuestion | undefined {
  const finishing = FINISHING.exec(plain);
  if (finishing) {
    const distance = raceDistance(finishing[1], finishing[2], finishing[3]);
    const inMiles = 'unit' in distance && distance.unit === 'mi';
    const pace = runningQuantity(finishing[4] ?? '', inMiles ? 'min/mi' : 'min/km');
    if (pace && pace.unit !== 'm/s') {
      return {
        tool: 'tiempo-de-carrera',
        distance,
        value: pace.value,
        unit: pace.unit,
        ...(pace.assumed && { assumed: true as const }),
      };
    }
  }
  const before = PACE_FOR.exec(plain);
  const after = before ? undefined : PACE_AFTER.exec(plain);
  const [word, name, value, unit, time] = before
    ? [before[1], before[2], before[3], before[4], before[5]]
    : after
      ? [after[5], after[1], after[2], after[3], after[4]]
      : [];
  const seconds = time === undefined ? undefined : secondsOf(time);
  const unclear = time !== undefined && /^\d+:[0-5]\d$/.test(time.trim());
  if (!word || (seconds === undefined && !unclear)) return undefined;
  const distance = raceDistance(name, value, unit);
  const inMiles = 'unit' in distance && distance.unit === 'mi';
  const to = word === 'velocidad' ? (inMiles ? 'mph' : 'km/h') : inMiles ? 'min/mi' : 'min/km';
  return seconds === undefined
    ? { tool: 'ritmo-para-tiempo', distance, unclear: (time ?? '').trim(), to }
    : { tool: 'ritmo-para-tiempo', distance, seconds, to };
}

// Slope ----------------------------------------------------------------------------------------------------------

const SLOPE_WORD = String.raw`(?:pendiente|rampa|cuesta|subida|bajada|inclinacion|desnivel|talud|tejado)`;
const SLOPE_UNITS: readonly (readonly [SlopeSymbol, RegExp])[] = [
  ['%', /^(?:%|por\s*ciento|porciento|porcentaje(?:\s+de\s+pendiente)?|pendiente)$/],
  ['‰', /^(?:‰|por\s*mil)$/],
  // 'grados' alone: beside a slope it is the sexagesimal degree; '°C', 'grados celsius' or 'grados franceses' are not.
  ['°', /^(?:°|º|grados?(?:\s+sexagesimales)?)$/],
  ['rad', /^(?:rad|radian(?:es)?)$/],
  ['1:n', /^(?:razon|proporcion|relacion|ratio|1\s*:\s*n)$/],
];
const slopeUnit = (text: string) => SLOPE_UNITS.find(([, pattern]) => pattern.test(text.trim()))?.[0];
const RATIO = String.raw`\d+(?:[.,]\d+)?\s*:\s*\d+(?:[.,]\d+)?`;
const SLOPE_QUANTITY = new RegExp(
  String.raw`^(?:(?:la|una|un|el)\s+)?(?:${SLOPE_WORD}\s+(?:(?:de|del|al)\s+)?(?:un\s+)?)?` +
    String.raw`(?:(${RATIO})|(${NUMBER})\s*(.+?))(?:\s+de\s+${SLOPE_WORD})?$`,
);
const SLOPE_CONTEXT = new RegExp(String.raw`(?:^|\s)${SLOPE_WORD}(?:\s|$)`);
const isAngle = (symbol: SlopeSymbol) => symbol === '°' || symbol === 'rad';

function slopeQuantity(text: string): { value: string; unit: SlopeSymbol } | undefined {
  const match = SLOPE_QUANTITY.exec(text.trim());
  if (!match) return undefined;
  if (match[1]) return { value: match[1].replace(/\s+/g, ''), unit: '1:n' };
  const unit = slopeUnit(match[3] ?? '');
  return unit && unit !== '1:n' && match[3] !== 'pendiente' ? { value: match[2] ?? '', unit } : undefined;
}

/**
 * '10 % en grados', '30 grados en porcentaje', '1:12 en %', 'pendiente del 8 %'. Without a word of slopes, only pairs
 * nothing else converts: a ratio, or a percentage (per mille) against an angle. '10 % en ‰' stays the concentration
 * family's and '30 grados en radianes' the angles'; with 'pendiente' they are slopes too.
 */
function slopeQuestion(plain: string): ToolQuestion | undefined {
  const context = SLOPE_CONTEXT.test(plain);
  // Without a word of slopes, one side is a percentage, a per mille or a ratio.
  if (!/\d/.test(plain) || (!context && !/[%‰:]|ciento|porcentaje|mil|razon|proporcion|relacion|ratio/.test(plain))) {
    return undefined;
  }
  if (context) {
    const alone = slopeQuantity(plain);
    if (alone)
      return {
        tool: 'pendiente',
        value: alone.value,
        from: alone.unit,
        to: isAngle(alone.unit) || alone.unit === '1:n' ? '%' : '°',
      };
  }
  for (const [source, target] of questionSides(plain)) {
    const from = slopeQuantity(source);
    const to = slopeUnit(target);
    if (!from || !to || from.unit === to) continue;
    if (!context && from.unit !== '1:n' && to !== '1:n' && isAngle(from.unit) === isAngle(to)) continue;
    return { tool: 'pendiente', value: from.value, from: from.unit, to };
  }
  return undefined;
}

// Tyres ----------------------------------------------------------------------------------------------------------

/** The core of a size as lib/tools/tyres.ts reads it: ETRTO '205/55 R16' (or '205/55 16'), flotation '31x10.50R15'. */
const TYRE_SIZE =
  String.raw`(?:(?:p|lt|st|t)\s*)?\d{2,3}\s*\/\s*\d{2,3}(?:\s*(?:[hvz]?r|d|b|-)\s*|\s+)\d{2}(?:[.,]5)?` +
  String.raw`|\d{2}(?:[.,]\d{1,2})?\s*[x×*]\s*\d{1,2}(?:[.,]\d{1,2})?\s*(?:r|d|b|-)\s*\d{2}(?:[.,]5)?`;
/** What a sidewall writes after the rim (load index, speed symbol, LT, XL, M+S): the page reads or refuses it. */
const TYRE_TAIL = String.raw`(?:\s*(?:lt|c|xl|rf|reinf|m\+s|m\/s|m&s|\(y\)|\(?\d{2,3}(?:\/\d{2,3})?\s?[a-z]\)?))*`;
/** The words around a size that name nothing else (a tyre's or a sheet's): 'cuánto mide una llanta', 'medidas de la hoja'. */
const SIZE_WORDS = String.raw`(?:cuanto|que|mide|miden|tiene|diametro|altura|alto|medidas?|dimensiones|tama[nñ]o|total|exterior|de|del|la|el|una|un|las|los|llantas?|neumaticos?|ruedas?|cubiertas?|gomas?|hojas?|papel|formato|en|es)`;
/** The lengths a size is asked in. */
const LENGTH_UNIT = String.raw`pulgadas?|pulg|in|inch(?:es)?|"|mm|milimetros?|cm|centimetros?`;
const lengthUnit = (unit: string) => (unit.startsWith('m') ? 'mm' : unit.startsWith('c') ? 'cm' : 'in');
const TYRE_QUESTION = new RegExp(
  String.raw`^(?:${SIZE_WORDS}\s+)*(${TYRE_SIZE})(${TYRE_TAIL})(?:\s+(?:en|a|to)\s+(${LENGTH_UNIT}))?(?:\s+${SIZE_WORDS})*$`,
);

/** '265/70R17 en pulgadas', '205/55 R16 diámetro', '31x10.50R15 en mm', 'cuánto mide una llanta 265/70 R17'. */
function tyreQuestion(plain: string): ToolQuestion | undefined {
  const match = TYRE_QUESTION.exec(plain);
  if (!match) return undefined;
  const size = `${match[1] ?? ''}${match[2] ?? ''}`.trim();
  return { tool: 'llantas', size, ...(match[3] && { to: lengthUnit(match[3]) }) };
}

// Paper ----------------------------------------------------------------------------------------------------------

const PAPER_NAME = String.raw`[abc](?:10|\d)|carta|letter|legal|oficio|tabloide|tabloid|ledger`;
const PAPER_QUESTION = new RegExp(
  String.raw`^((?:${SIZE_WORDS}\s+)*)(${PAPER_NAME})(?:\s+(?:en|a|to)\s+(${LENGTH_UNIT}|px|pixeles|pixels?))?` +
    String.raw`(?:\s+(?:a|en|con|de)\s+(${POSITIVE})\s*(?:ppp|dpi|ppi|pixeles por pulgada|puntos por pulgada))?` +
    String.raw`((?:\s+${SIZE_WORDS})*)$`,
);
/** Words that make a bare name a question about paper ('tamaño carta'); 'carta' or 'A4' alone is a search. */
const PAPER_CONTEXT = /(?:^|\s)(?:hojas?|papel|tama[nñ]o|formato|medidas?|dimensiones|mide|miden)(?:\s|$)/;

/** 'A4 en pulgadas', 'tamaño carta en cm', 'A3 en px a 300 ppp', 'medidas de una hoja A4'. */
function paperQuestion(plain: string): ToolQuestion | undefined {
  const match = PAPER_QUESTION.exec(plain);
  if (!match) return undefined;
  const [, lead = '', name = '', unit = '', ppp, trail = ''] = match;
  if (!unit && !ppp && !PAPER_CONTEXT.test(`${lead} ${trail}`)) return undefined;
  const to = ppp || /^(?:px|pix)/.test(unit) ? 'px' : unit === '' ? undefined : lengthUnit(unit);
  return { tool: 'papel', name, ...(to && { to }), ...(ppp && { ppp }) };
}

// Watts and amperes ----------------------------------------------------------------------------------------------

/** A quantity of the calculator: its figure and what it measures. */
const ELECTRIC_QUANTITY =
  /(\d+(?:[.,]\d+)?)\s*(kw|kilovatios?|kilowatts?|kva|w|vatios?|watts?|watios?|amperios?|amperes?|amps?|v|voltios?|volts?|vac|vca|vcc|vdc)(?![a-z\d])/g;
const CIRCUIT =
  /(?:^|\s)(?:(?:en\s+)?(?:corriente\s+)?(?:alterna\s+)?(monofasic[ao]|trifasic[ao])|(?:en\s+)?(?:corriente\s+)?(continua|cc|dc))(?=\s|$)/;
const POWER_FACTOR =
  /(?:^|\s)(?:con\s+)?(?:un\s+)?(?:fp|factor de potencia|cos\s*(?:φ|phi|fi))\s*(?:de\s+|=\s*)?(\d+(?:[.,]\d+)?)(?=\s|$)/;
/** The side asked for, named without a figure. */
const WANTED =
  /(?:^|\s)(?:(amperios?|amperes?|amps?|amperaje|intensidad)|(vatios?|watts?|watios?)|(kw|kilovatios?|kilowatts?))(?=\s|$)/;
/** What else such a question says: words of asking that name nothing. */
const ELECTRIC_FILLER =
  /^(?:a|en|con|de|del|la|el|los|las|un|una|cuantos?|cuantas?|cuanto|son|es|hay|da|dan|consume|consumen|gasta|gastan|aparato|equipo|carga|equivale|equivalen|seria|serian|pasar|convertir|calcular|calcula|para|por|y|que|corriente|alterna|ac|ca|tension|voltaje|potencia|circuito|red|linea)$/;

/** What a symbol or a name after a figure measures. */
function electricUnit(written: string): 'W' | 'kW' | 'A' | 'kVA' | 'V' {
  if (written === 'kva') return 'kVA';
  if (written.startsWith('k')) return 'kW';
  if (written.startsWith('a')) return 'A';
  return /^(?:w|vatio|watt|watio)/.test(written) ? 'W' : 'V';
}

/**
 * '1000 W a amperios a 220 V', '10 A a 230 V en vatios', '2000 w 127 v', 'cuántos amperios son 3000 W a 220V'. The
 * ampere's symbol is read only as a capital A after a figure ('10 A'); a lower-case 'a' there is the preposition.
 */
function electricQuestion(text: string): ToolQuestion | undefined {
  let rest = normalise(text.replace(/(\d)\s*A(?![\p{L}\d])/gu, '$1 amperios'));
  const quantities = [...rest.matchAll(ELECTRIC_QUANTITY)].map((match) => ({
    value: match[1] ?? '',
    unit: electricUnit(match[2] ?? ''),
    direct: /^v(?:cc|dc)$/.test(match[2] ?? ''),
  }));
  const volts = quantities.filter((quantity) => quantity.unit === 'V');
  const known = quantities.filter((quantity) => quantity.unit !== 'V');
  const [given] = known;
  if (!given || known.length > 1 || volts.length > 1) return undefined;
  rest = rest.replace(ELECTRIC_QUANTITY, ' ');
  const circuit = CIRCUIT.exec(rest);
  if (circuit) rest = rest.replace(CIRCUIT, ' ');
  const powerFactor = POWER_FACTOR.exec(rest);
  if (powerFactor) rest = rest.replace(POWER_FACTOR, ' ');
  const wanted = WANTED.exec(rest);
  if (wanted) rest = rest.replace(WANTED, ' ');
  if (!rest.split(/\s+/).every((word) => word === '' || ELECTRIC_FILLER.test(word))) return undefined;
  const to = wanted?.[1] ? 'A' : wanted?.[2] ? 'W' : wanted?.[3] ? 'kW' : given.unit === 'A' ? 'W' : 'A';
  // What it is given must be the other side of what it asks: '1000 W a kW' is the power family's question.
  if ((to === 'A') === (given.unit === 'A')) return undefined;
  // Without a voltage, only a question that names the side it wants ('1000 W a amperios') is this page's.
  if (volts.length === 0 && !wanted) return undefined;
  const kind = circuit?.[1]
    ? circuit[1].startsWith('t')
      ? 'trifasica'
      : 'monofasica'
    : circuit?.[2] || volts[0]?.direct
      ? 'continua'
      : undefined;
  return {
    tool: 'vatios-amperios',
    given: given.unit as Exclude<typeof given.unit, 'V'>,
    value: given.value,
    to,
    ...(volts[0] && { volts: volts[0].value }),
    ...(kind && { circuit: kind }),
    ...(powerFactor?.[1] && { powerFactor: powerFactor[1] }),
  };
}
