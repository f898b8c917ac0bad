/**
 * The Roman-numeral converter's words (D36): an answer from answer.ts as the lines a visitor reads, and each failure
 * as its hint. Numbers go through the site's one formatter (D8: groups of three from five digits); every numeral
 * quoted in a sentence is written by toRoman, never typed (STYLE 11).
 */
import { formatNumber } from '@/lib/units/format';
import { romanAnswer, type RomanAnswer, type RomanFailure } from './answer';
import {
  OVERLINE,
  readRoman,
  ROMAN_MAX,
  romanTerms,
  splitVinculum,
  toRoman,
  tokeniseRoman,
  type RomanBreach,
} from './numerals';

/** What the screen shows for an answer. */
export interface RomanView {
  /** The result line, 'value → value' (D23); '' where a non-standard numeral adds up to nothing writable. */
  line: string;
  /** What the copy button copies: the numeral, or the number without its group spaces. */
  copy: string;
  /** How the answer is built: the sum of its symbols, what the bar does, the years of a century. */
  notes: readonly string[];
  /** A numeral not in the standard form: what it adds up to and how that is written, then the rules it breaks. */
  problem?: { summary: string; reasons: readonly string[] };
}

/** A whole number as the site writes it: 1999, 12 345; a minus sign, not a hyphen, for a negative sum. */
export function formatWhole(n: number): string {
  return n < 0 ? `\u2212${formatNumber(-n, 0)}` : formatNumber(n, 0);
}

/** A numeral the site writes; '' is never reached for the constants it is called with. */
function roman(n: number): string {
  const written = toRoman(n);
  return written.ok ? written.roman : '';
}

const COUNT_WORDS: Readonly<Record<number, string>> = {
  2: 'dos',
  3: 'tres',
  4: 'cuatro',
  5: 'cinco',
  6: 'seis',
  7: 'siete',
  8: 'ocho',
  9: 'nueve',
  10: 'diez',
};

const countWord = (n: number): string => COUNT_WORDS[n] ?? formatWhole(n);

/** The letters of a written group, each with its bar: 'I̅I̅I̅' → ['I̅', 'I̅', 'I̅']. */
function lettersOf(written: string): string[] {
  return [...written].reduce<string[]>((letters, char) => {
    if (char === OVERLINE && letters.length > 0) letters[letters.length - 1] += char;
    else letters.push(char);
    return letters;
  }, []);
}

/**
 * A standard numeral and the sum it stands for: 'XCIV = (100 − 10) + (5 − 1) = 94'. undefined for a numeral not in
 * the standard form, and for a single symbol, which has nothing to add ('V = 5' says no more than the table).
 */
export function explainRoman(numeral: string): string | undefined {
  const reading = readRoman(numeral);
  if (!reading.ok || !reading.standard) return undefined;
  const tokens = tokeniseRoman(reading.roman);
  if (!tokens.ok) return undefined;
  const terms = romanTerms(tokens.symbols);
  if (tokens.symbols.length < 2) return undefined;
  const written = terms.map((term) =>
    'add' in term
      ? formatWhole(term.add)
      : terms.length === 1
        ? `${formatWhole(term.from)} − ${formatWhole(term.take)}`
        : `(${formatWhole(term.from)} − ${formatWhole(term.take)})`,
  );
  return `${reading.roman} = ${written.join(' + ')} = ${formatWhole(reading.value)}`;
}

/** What the bar does in a numeral of 4000 or more: 'I̅V̅ vale 4 × 1000 = 4000, y I suma 1'. */
function explainVinculum(numeral: string, value: number): string {
  const { barred, plain } = splitVinculum(numeral);
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  const bar = `La raya encima (el vínculo) multiplica por 1000: ${barred} vale ${formatWhole(thousands)} × 1000 = ${formatWhole(thousands * 1000)}`;
  return plain ? `${bar}, y ${plain} suma ${formatWhole(rest)}.` : `${bar}.`;
}

/** How a numeral is built, for the notes under its result. */
function buildNotes(numeral: string, value: number): string[] {
  if (value > 3999) return [explainVinculum(numeral, value)];
  const explained = explainRoman(numeral);
  return explained ? [`${explained}.`] : [];
}

/** Each broken rule, in Spanish, with the symbols that break it. */
export function describeBreach(breach: RomanBreach): string {
  const { rule, where } = breach;
  const letters = lettersOf(where);
  const first = letters[0] ?? where;
  switch (rule) {
    case 'five-repeated':
      return `La ${where} aparece más de una vez, y V, L y D nunca se repiten: dos V son una X, dos L una C y dos D una M.`;
    case 'more-than-three':
      return `${where} repite la ${first} ${countWord(letters.length)} veces seguidas, y ningún símbolo se escribe más de tres veces seguidas.`;
    case 'five-subtracts':
      return `En ${where}, la ${first} va delante de un símbolo mayor para restar, pero solo restan la I, la X y la C; V, L y D nunca restan.`;
    case 'subtracts-too-far':
      return `En ${where}, la ${first} resta de la ${letters.at(-1) ?? ''}, pero cada símbolo solo resta de los dos inmediatamente mayores: la I de V y X, la X de L y C, y la C de D y M.`;
    case 'several-subtract':
      return `En ${where} restan ${countWord(letters.length - 1)} ${first} a la vez, y solo se resta un símbolo cada vez.`;
    case 'order':
      return `Los símbolos de ${where} no van de mayor a menor: millares, centenas, decenas y unidades se escriben una sola vez y en ese orden, y una resta como IX cierra su orden (después de IX no puede venir otra I).`;
    case 'bar-below-4000':
      return `La raya encima solo se usa desde ${formatWhole(4000)}: por debajo, los millares se escriben con M (${roman(3000)} es ${formatWhole(3000)}).`;
    case 'thousands-need-bar':
      return `Desde ${formatWhole(4000)}, todos los millares van bajo la raya y ya no se usa la M: ${formatWhole(4000)} es ${roman(4000)} y ${formatWhole(6000)} es ${roman(6000)}.`;
    case 'bar-after-plain':
      return `En ${where} hay una raya después de un símbolo sin raya, y la parte con raya, los millares, va siempre delante.`;
  }
}

/** RAE: the four I survive only on clock faces (a tradition the page explains). */
const CLOCK_FOUR = 'IIII';

function nonStandardView(answer: Extract<RomanAnswer, { kind: 'non-standard' }>): RomanView {
  const { written, value, standard, breaches } = answer;
  const sum = formatWhole(value);
  const summary = standard
    ? `${written} no está en la forma estándar: sumando y restando sus símbolos da ${sum}, que se escribe ${standard}.`
    : value > ROMAN_MAX
      ? `${written} no es un número romano válido: sumando y restando sus símbolos da ${sum}, más de lo que se escribe con una sola raya (${formatWhole(ROMAN_MAX)}).`
      : `${written} no es un número romano válido: sumando y restando sus símbolos da ${sum}, y ese número no tiene número romano.`;
  const reasons = breaches.map(describeBreach);
  if (written === CLOCK_FOUR) {
    reasons.push(
      `${CLOCK_FOUR} es la forma que conservan muchas esferas de reloj, por tradición; fuera de ellas, el 4 se escribe ${roman(4)}.`,
    );
  }
  return {
    line: standard ? `${written} → ${sum}` : '',
    copy: standard ? String(value) : '',
    notes: [],
    problem: { summary, reasons },
  };
}

function centuryView(answer: Extract<RomanAnswer, { kind: 'century' }>): RomanView {
  const { given, century, roman: numeral, era, firstYear, lastYear, nonStandard } = answer;
  const suffix = era === 'antes' ? ' a. C.' : '';
  const number = formatWhole(century);
  const line =
    given === 'roman'
      ? `siglo ${nonStandard?.written ?? numeral}${suffix} → ${number}`
      : `siglo ${number}${suffix} → ${numeral}`;
  const span =
    era === 'antes'
      ? `El siglo ${numeral} a. C. abarca del año ${formatWhole(firstYear)} a. C. al ${formatWhole(lastYear)} a. C.: antes de Cristo, los años se cuentan hacia atrás.`
      : `El siglo ${numeral} abarca del 1 de enero de ${formatWhole(firstYear)} al 31 de diciembre de ${formatWhole(lastYear)}. Cada siglo empieza en un año acabado en 01 porque la cuenta de los años empieza en el 1: no hubo año 0.`;
  return {
    line,
    copy: given === 'roman' ? String(century) : numeral,
    notes: [span],
    ...(nonStandard
      ? {
          problem: {
            summary: `${nonStandard.written} no está en la forma estándar: se lee ${number}, que se escribe ${numeral}.`,
            reasons: nonStandard.breaches.map(describeBreach),
          },
        }
      : {}),
  };
}

/** The lines of an answer. */
export function describeRomanAnswer(answer: Extract<RomanAnswer, { ok: true }>): RomanView {
  switch (answer.kind) {
    case 'to-roman':
      return {
        line: `${formatWhole(answer.value)} → ${answer.roman}`,
        copy: answer.roman,
        notes: buildNotes(answer.roman, answer.value),
      };
    case 'to-number': {
      const notes = buildNotes(answer.roman, answer.value);
      if (answer.lowerCase) notes.push(`Los números romanos se escriben con mayúsculas: ${answer.roman}.`);
      if (answer.macron) notes.push('La raya escrita como macrón (¯) se lee igual que la raya del vínculo.');
      return { line: `${answer.roman} → ${formatWhole(answer.value)}`, copy: String(answer.value), notes };
    }
    case 'non-standard':
      return nonStandardView(answer);
    case 'century':
      return centuryView(answer);
  }
}

/** «A» y «B» */
function listSymbols(symbols: readonly string[]): string {
  const quoted = symbols.map((symbol) => `«${symbol}»`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} y ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** The hint under the field for each failure; '' for an empty field, which asks nothing yet. */
export function romanHint(failure: RomanFailure): string {
  switch (failure.reason) {
    case 'empty':
      return '';
    case 'century-missing':
      return `Escribe el número del siglo: siglo ${roman(21)} o siglo 21.`;
    case 'zero':
      return 'El 0 no tiene número romano: los romanos no tenían ningún símbolo para el cero.';
    case 'negative':
      return 'Los números negativos no tienen número romano: la numeración romana solo escribe enteros positivos.';
    case 'too-large':
      return `El mayor número que se escribe con una sola raya es ${formatWhole(ROMAN_MAX)}: ${roman(ROMAN_MAX)}.`;
    case 'two-bars':
      return `Dos rayas multiplican por un millón; este convertidor llega hasta ${formatWhole(ROMAN_MAX)}, con una sola raya.`;
    case 'decimal':
      return `Los números romanos solo escriben números enteros, y ${failure.text} tiene decimales.`;
    case 'grouped':
      return `${failure.text} se lee como un número con decimales, porque el punto y la coma separan los decimales. Si quieres decir ${formatWhole(Number(failure.digits))}, escríbelo sin puntos ni comas.`;
    case 'not-a-number':
      return `Escribe un número entero (2026), un número romano (${roman(2026)}) o un siglo (siglo ${roman(21)}).`;
    case 'bad-symbols': {
      const one = failure.symbols.length === 1;
      return `${listSymbols(failure.symbols)} no ${one ? 'es un símbolo romano' : 'son símbolos romanos'}. Los siete símbolos son I, V, X, L, C, D y M.`;
    }
    case 'space':
      return `Escribe el número romano sin espacios: ${roman(1999)}.`;
  }
}

/**
 * A rule card's worked example (D6: computed, never typed): a numeral and its sum ('XCIV = (100 − 10) + (5 − 1) =
 * 94'), or a century and its years ('siglo XXI → del año 2001 al 2100'). undefined for an example that is neither,
 * which the page turns into a failed build.
 */
export function ruleCardExample(example: string): string | undefined {
  const answer = romanAnswer(example);
  if (answer.ok && answer.kind === 'century' && !answer.nonStandard && answer.era === 'despues') {
    return `siglo ${answer.roman} → del año ${formatWhole(answer.firstYear)} al ${formatWhole(answer.lastYear)}`;
  }
  return explainRoman(example);
}
