/**
 * Cardinal numbers in words, 0 … 10¹⁸ − 1, as the RAE's Ortografía (2010) and the DPD write them (D36):
 * - 16 … 29 in one word with their accents (dieciséis, veintidós);
 * - 'cien' alone and before mil/millones, 'ciento' before anything else (ciento uno);
 * - 'uno' alone, 'un' before a masculine noun and before mil, millón, billón (veintiún mil, un millón), 'una' before
 *   a feminine noun (veintiuna personas), and the hundreds agree too (doscientas personas, doscientas mil personas);
 * - 'mil', never 'un mil', in ordinary text (México's cheques write 'UN MIL': an option, bankingThousand);
 * - long scale: millón 10⁶, 'mil millones' 10⁹ (never 'billón', the English 'billion'), billón 10¹², 'mil billones'
 *   10¹⁵.
 */
import { failure, success, type Outcome } from './outcome';
import { MAX_INTEGER, MAX_WRITTEN } from './typed-number';
import { BILLION, HUNDREDS, MILLION, TEN_TO_TWENTY_NINE, TENS, UNITS, wordAt } from './vocabulary';

export type Gender = 'masculino' | 'femenino';

/** How a final 1 is written: alone, before a masculine noun, before a feminine noun. */
type One = 'uno' | 'un' | 'una';

export interface CardinalOptions {
  /** Agreement with a feminine noun: 'doscientas una personas'. Default masculine. */
  gender?: Gender;
  /** Masculine before a noun: 'un euro', 'veintiún euros' (the apocope). Default: the number alone, 'veintiuno'. */
  beforeNoun?: boolean;
  /**
   * Feminine thousands ending in 1: both 'veintiuna mil personas' (agreeing with the noun) and 'veintiún mil personas'
   * (agreeing with 'mil') are accepted by the RAE (DPD, 'uno', and its answers on 'veintiuna mil'). The site writes
   * 'veintiuna' by default, the agreement the hundreds make anyway (setecientas mil toneladas) and which the
   * Academy notes is gaining ground; 'un' gives the other.
   */
  feminineBeforeMil?: 'una' | 'un';
  /** México's banking usage, 'UN MIL PESOS', so that nothing can be written before 'mil'. The RAE writes 'mil'. */
  bankingThousand?: boolean;
}

const MILLION_N = 10n ** 6n;
const BILLION_N = 10n ** 12n;

/** The number in words, or a message when it is past D36's range. */
export function cardinal(n: bigint, options: CardinalOptions = {}): Outcome<string> {
  if (n > MAX_INTEGER || n < -MAX_INTEGER) {
    return failure('too-large', `Es demasiado grande: el máximo es ${MAX_WRITTEN}, un trillón menos uno.`);
  }
  return success(spellInteger(n, options));
}

/**
 * The words of an integer the caller has already kept within ±MAX_INTEGER (typed-number.ts does). Exported for the
 * sibling modules (decimals, money, ordinals' tests); the page calls `cardinal`.
 */
export function spellInteger(n: bigint, options: CardinalOptions = {}): string {
  if (n < 0n) return `menos ${spellInteger(-n, options)}`;
  if (n === 0n) return wordAt(UNITS, 0);
  const feminine = options.gender === 'femenino';
  const one: One = feminine ? 'una' : options.beforeNoun ? 'un' : 'uno';
  const banking = options.bankingThousand ?? false;
  const billions = n / BILLION_N;
  const millions = (n / MILLION_N) % MILLION_N;
  const rest = n % MILLION_N;
  const parts: string[] = [];
  if (billions > 0n) parts.push(scaleWords(Number(billions), BILLION, banking));
  if (millions > 0n) parts.push(scaleWords(Number(millions), MILLION, banking));
  if (rest > 0n) {
    const beforeMil = feminine ? (options.feminineBeforeMil ?? 'una') : 'un';
    parts.push(belowMillion(Number(rest), one, beforeMil, feminine, banking));
  }
  return parts.join(' ');
}

/**
 * 'un millón', 'veintiún millones', 'mil millones': millón and billón are masculine nouns, so whatever the gender
 * asked for, what counts them is masculine and apocopated (doscientos un millones de personas).
 */
function scaleWords(count: number, scale: typeof MILLION | typeof BILLION, banking: boolean): string {
  if (count === 1) return `un ${scale.singular}`;
  return `${belowMillion(count, 'un', 'un', false, banking)} ${scale.plural}`;
}

/** 1 … 999 999: [thousands] mil [rest]. */
function belowMillion(n: number, one: One, beforeMil: One, feminine: boolean, banking: boolean): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // 'mil', not 'un mil' (DPD, 'mil'); the cheque's 'un mil' is México's banking usage.
  if (thousands === 1) parts.push(banking ? 'un mil' : 'mil');
  else if (thousands > 1) parts.push(`${belowThousand(thousands, beforeMil, feminine)} mil`);
  if (rest > 0) parts.push(belowThousand(rest, one, feminine));
  return parts.join(' ');
}

/** 1 … 999. */
function belowThousand(n: number, one: One, feminine: boolean): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) {
    const word = wordAt(HUNDREDS, hundreds);
    // 'ciento' is invariable; doscientos … novecientos agree (doscientas una personas).
    parts.push(feminine && hundreds > 1 ? word.replace(/os$/, 'as') : word);
  }
  if (rest > 0) parts.push(belowHundred(rest, one));
  return parts.join(' ');
}

/** 1 … 99. */
function belowHundred(n: number, one: One): string {
  if (n === 1) return one;
  // 'veintiún' takes the accent the apocope makes aguda; 'veintiuno' and 'veintiuna' do not.
  if (n === 21) return one === 'un' ? 'veintiún' : `veinti${one}`;
  if (n < 10) return wordAt(UNITS, n);
  if (n < 30) return wordAt(TEN_TO_TWENTY_NINE, n - 10);
  const unit = n % 10;
  const tens = wordAt(TENS, Math.floor(n / 10));
  return unit === 0 ? tens : `${tens} y ${belowHundred(unit, one)}`;
}

/** A noun counted: its singular and plural, and the gender the numeral agrees with. */
export interface Noun {
  singular: string;
  plural: string;
  gender: Gender;
}

/**
 * 'un peso', 'veintiún euros', 'doscientas una libras', 'un millón de pesos'. After millón, millones, billón,
 * billones the noun takes 'de', as after any noun of quantity (un millón de pesos); not when more follows (un millón
 * cien pesos). The caller keeps n within 0 … MAX_INTEGER.
 */
export function countNoun(
  n: bigint,
  noun: Noun,
  options: Pick<CardinalOptions, 'bankingThousand' | 'feminineBeforeMil'> = {},
): string {
  const words = spellInteger(n, { ...options, gender: noun.gender, beforeNoun: true });
  const name = n === 1n ? noun.singular : noun.plural;
  const of = n >= MILLION_N && n % MILLION_N === 0n ? ' de ' : ' ';
  return `${words}${of}${name}`;
}
