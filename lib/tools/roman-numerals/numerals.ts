/**
 * Roman numerals (D36, issue 33): writing a number and reading a numeral back. Pure: no React, no DOM, no words
 * (the sentences live in wording.ts). Errors are values, never exceptions.
 *
 * The standard form is the one the RAE's rules describe (Ortografía 2010; «El buen uso del español», 2013): the
 * seven symbols I V X L C D M; a symbol equal to or smaller than the one before it adds; only I, X and C subtract,
 * and each only from the next two symbols above it (I from V and X, X from L and C, C from D and M); I, X, C and M
 * repeat at most three times in a row; V, L and D never repeat; a horizontal bar over a numeral (the vinculum)
 * multiplies it by 1000.
 *
 * Choices of this site for the vinculum, which sources describe but do not fix:
 * - It is used only from 4000, where M alone would need four Ms: 3999 is MMMCMXCIX, 4000 is I̅V̅ (not MMMM, not MV̅).
 * - From 4000 every thousand goes under the bar and M is not used: n = q × 1000 + r is q in the standard form with a
 *   bar over each letter, then r (0–999) without bars. So 4001 = I̅V̅I, 6000 = V̅I̅ (not V̅M), 1 000 000 = M̅, and the
 *   largest number, 3 999 999, is M̅M̅M̅C̅M̅X̅C̅I̅X̅CMXCIX.
 * - The bar is written as U+0305 COMBINING OVERLINE after each barred letter, which draws one continuous line over a
 *   group of letters in most fonts. Read back are U+0305 and U+0304 COMBINING MACRON (what phones and some fonts
 *   offer), and letters with a precomposed macron (Ī). Two bars (U+0305 twice, or U+033F COMBINING DOUBLE OVERLINE)
 *   multiply by a million in the RAE's description and are beyond this converter.
 */

export type RomanLetter = 'I' | 'V' | 'X' | 'L' | 'C' | 'D' | 'M';

/** One written symbol: a letter, and whether the vinculum's bar stands over it (× 1000). */
export interface RomanSymbol {
  letter: RomanLetter;
  barred: boolean;
}

export const ROMAN_LETTER_VALUES: Readonly<Record<RomanLetter, number>> = {
  I: 1,
  V: 5,
  X: 10,
  L: 50,
  C: 100,
  D: 500,
  M: 1000,
};

/** The bar this site writes. */
export const OVERLINE = '\u0305';
/** Marks read as the bar: the overline, and the macron that phone keyboards and precomposed letters (Ī) carry. */
const BAR_MARKS: ReadonlySet<string> = new Set([OVERLINE, '\u0304']);
/** A double bar (× 1 000 000). */
const DOUBLE_OVERLINE = '\u033f';

/** The numbers written in the standard form without a bar. */
export const ROMAN_PLAIN_MAX = 3999;
/** The largest number the single bar writes: 3999 thousands and 999. */
export const ROMAN_MAX = 3_999_999;

/** D36: the vinculum starts where four Ms would be needed. */
const VINCULUM_FROM = ROMAN_PLAIN_MAX + 1;

function isRomanLetter(char: string): char is RomanLetter {
  return Object.hasOwn(ROMAN_LETTER_VALUES, char);
}

export function symbolValue(symbol: RomanSymbol): number {
  return ROMAN_LETTER_VALUES[symbol.letter] * (symbol.barred ? 1000 : 1);
}

/** 'I', or 'V̅' for a barred symbol. */
export function writeSymbol(symbol: RomanSymbol): string {
  return symbol.barred ? symbol.letter + OVERLINE : symbol.letter;
}

export function writeSymbols(symbols: readonly RomanSymbol[]): string {
  return symbols.map(writeSymbol).join('');
}

/** Each decimal place as (one, five, ten): the digit 4 is one+five, 9 is one+ten, 6–8 are five and ones. */
const PLACES: readonly (readonly [RomanLetter, RomanLetter | undefined, RomanLetter | undefined])[] = [
  ['M', undefined, undefined],
  ['C', 'D', 'M'],
  ['X', 'L', 'C'],
  ['I', 'V', 'X'],
];

function writeDigit(digit: number, one: RomanLetter, five: RomanLetter | undefined, ten: RomanLetter | undefined) {
  if (digit === 9 && ten) return one + ten;
  if (digit === 4 && five) return one + five;
  const fives = digit >= 5 && five ? five : '';
  return fives + one.repeat(fives ? digit - 5 : digit);
}

/** Each place's ten digits, written once: DIGITS[1][9] is 'CM'. */
const DIGITS: readonly (readonly string[])[] = PLACES.map(([one, five, ten]) =>
  Array.from({ length: 10 }, (_, digit) => writeDigit(digit, one, five, ten)),
);

const digitOf = (place: number, digit: number): string => DIGITS[place]?.[digit] ?? '';

/** 1–3999 in the standard subtractive form, place by place: 1999 → M + CM + XC + IX. */
function writePlain(n: number): string {
  return (
    digitOf(0, Math.floor(n / 1000)) +
    digitOf(1, Math.floor(n / 100) % 10) +
    digitOf(2, Math.floor(n / 10) % 10) +
    digitOf(3, n % 10)
  );
}

/** The same with a bar over each letter: the thousands of a number of 4000 or more. */
function writeBarred(n: number): string {
  return writePlain(n).replace(/[IVXLCDM]/gu, `$&${OVERLINE}`);
}

export type ToRomanFailure = 'not-finite' | 'not-integer' | 'zero' | 'negative' | 'too-large';
export type ToRomanResult = { ok: true; roman: string } | { ok: false; reason: ToRomanFailure };

/** A whole number from 1 to 3 999 999 as a Roman numeral (the vinculum from 4000, as the header says). */
export function toRoman(n: number): ToRomanResult {
  if (!Number.isFinite(n)) return { ok: false, reason: 'not-finite' };
  if (!Number.isInteger(n)) return { ok: false, reason: 'not-integer' };
  if (n === 0) return { ok: false, reason: 'zero' };
  if (n < 0) return { ok: false, reason: 'negative' };
  if (n > ROMAN_MAX) return { ok: false, reason: 'too-large' };
  if (n < VINCULUM_FROM) return { ok: true, roman: writePlain(n) };
  return { ok: true, roman: writeBarred(Math.floor(n / 1000)) + writePlain(n % 1000) };
}

/** The barred and the plain part of a numeral written by toRoman: 'I̅V̅I' → ['I̅V̅', 'I']. */
export function splitVinculum(roman: string): { barred: string; plain: string } {
  const lastBar = roman.lastIndexOf(OVERLINE);
  return { barred: roman.slice(0, lastBar + 1), plain: roman.slice(lastBar + 1) };
}

export type TokeniseResult =
  | { ok: true; symbols: RomanSymbol[]; lowerCase: boolean; macron: boolean }
  | { ok: false; reason: 'bad-symbols'; symbols: string[] }
  | { ok: false; reason: 'space' }
  | { ok: false; reason: 'two-bars' };

/** Capitals with at most one overline each: what toRoman writes, read without normalising. */
const CANONICAL = /^(?:[IVXLCDM]\u0305?)*$/u;

function canonicalSymbols(text: string): RomanSymbol[] {
  const symbols: RomanSymbol[] = [];
  for (const char of text) {
    const last = symbols.at(-1);
    if (char === OVERLINE && last) last.barred = true;
    else symbols.push({ letter: char as RomanLetter, barred: false });
  }
  return symbols;
}

/** How a character that is not a Roman symbol is named: a lone combining mark on a dotted circle (◌̅). */
function nameCharacter(char: string): string {
  return /\p{M}/u.test(char) ? `\u25cc${char}` : char;
}

/**
 * The symbols of a typed numeral, in either case. Compatibility forms are expanded (Ⅻ → XII, Ī → I + macron);
 * a character that is not a symbol is named as typed (Í, Q, 5), so the hint can say which one is wrong.
 */
export function tokeniseRoman(text: string): TokeniseResult {
  if (CANONICAL.test(text)) return { ok: true, symbols: canonicalSymbols(text), lowerCase: false, macron: false };
  const symbols: RomanSymbol[] = [];
  const bad: string[] = [];
  let lowerCase = false;
  let macron = false;
  let twoBars = false;
  let space = false;
  for (const typed of text.normalize('NFC')) {
    if (/\s/u.test(typed)) {
      space = true;
      continue;
    }
    const before = symbols.length;
    let accepted = true;
    for (const char of typed.normalize('NFKD')) {
      if (BAR_MARKS.has(char) || char === DOUBLE_OVERLINE) {
        // A combining mark follows the letter it stands over.
        const last = symbols.at(-1);
        if (!last) accepted = false;
        else if (last.barred || char === DOUBLE_OVERLINE) twoBars = true;
        else {
          last.barred = true;
          if (char !== OVERLINE) macron = true;
        }
        continue;
      }
      const upper = char.toUpperCase();
      if (!isRomanLetter(upper)) {
        accepted = false;
        continue;
      }
      if (upper !== char) lowerCase = true;
      symbols.push({ letter: upper, barred: false });
    }
    if (!accepted) {
      symbols.length = before;
      const name = nameCharacter(typed);
      if (!bad.includes(name)) bad.push(name);
    }
  }
  if (bad.length > 0) return { ok: false, reason: 'bad-symbols', symbols: bad };
  if (space) return { ok: false, reason: 'space' };
  if (twoBars) return { ok: false, reason: 'two-bars' };
  return { ok: true, symbols, lowerCase, macron };
}

/** A stretch of equal symbols: 'III' is one run of three I. */
interface Run {
  symbol: RomanSymbol;
  count: number;
  /** Index of its first symbol. */
  start: number;
}

function sameSymbol(a: RomanSymbol, b: RomanSymbol): boolean {
  return a.letter === b.letter && a.barred === b.barred;
}

function runsOf(symbols: readonly RomanSymbol[]): Run[] {
  const runs: Run[] = [];
  symbols.forEach((symbol, index) => {
    const last = runs.at(-1);
    if (last && sameSymbol(last.symbol, symbol)) last.count += 1;
    else runs.push({ symbol, count: 1, start: index });
  });
  return runs;
}

/** Whether a run stands before a larger symbol, and so subtracts. */
function subtracts(run: Run, next: Run | undefined): next is Run {
  return next !== undefined && symbolValue(next.symbol) > symbolValue(run.symbol);
}

/**
 * What a numeral adds up to by the additive and subtractive reading, standard or not: a run of equal symbols adds,
 * unless a larger symbol follows it, and then the whole run subtracts. So IIII = 4, IC = 99, and IIX = 10 − 2 = 8,
 * which is how Roman inscriptions that write IIX or IIXX (duodeviginti, 'two from twenty') meant it.
 */
export function romanSum(symbols: readonly RomanSymbol[]): number {
  const runs = runsOf(symbols);
  return runs.reduce((sum, run, index) => {
    const value = symbolValue(run.symbol) * run.count;
    return subtracts(run, runs[index + 1]) ? sum - value : sum + value;
  }, 0);
}

/** The rules of the standard form; wording.ts says each in Spanish. */
export type RomanRule =
  /** V, L and D (barred or not) appear more than once. */
  | 'five-repeated'
  /** A symbol repeats more than three times in a row. */
  | 'more-than-three'
  /** V, L or D stands before a larger symbol. */
  | 'five-subtracts'
  /** I, X or C subtracts from a symbol beyond the next two above it (IC, XM). */
  | 'subtracts-too-far'
  /** More than one symbol subtracts at once (IIX). */
  | 'several-subtract'
  /** The places are not written once each from the largest down (IXI, XCX, MCMM). */
  | 'order'
  /** A bar on a numeral below 4000, which M writes. */
  | 'bar-below-4000'
  /** From 4000, a thousand written as M instead of under the bar (MMMM, V̅M, MV̅). */
  | 'thousands-need-bar'
  /** A barred symbol after one without the bar. */
  | 'bar-after-plain';

/** A broken rule and where: the symbols that break it, as written ('IIII', 'VX', 'V'). */
export interface RomanBreach {
  rule: RomanRule;
  where: string;
}

const FIVES: ReadonlySet<RomanLetter> = new Set(['V', 'L', 'D']);

/** The decimal place a symbol writes: I and V the units (0), X and L the tens (1) … I̅ the thousands (3). */
function placeOf(symbol: RomanSymbol): number {
  return String(symbolValue(symbol)).length - 1;
}

/**
 * Whether each place is written once, from the largest down: the numeral is cut into terms (a subtractive pair or
 * a single symbol), the terms' places never rise, and a pair is the only term of its place (IX closes the units).
 */
function inPlaceOrder(symbols: readonly RomanSymbol[]): boolean {
  const terms: { place: number; pair: boolean }[] = [];
  for (let index = 0; index < symbols.length; index += 1) {
    const symbol = symbols[index] as RomanSymbol;
    const next = symbols[index + 1];
    const pair = next !== undefined && symbolValue(next) > symbolValue(symbol);
    terms.push({ place: placeOf(symbol), pair });
    if (pair) index += 1;
  }
  return terms.every((term, index) => {
    const previous = terms[index - 1];
    if (!previous) return true;
    if (term.place > previous.place) return false;
    return term.place < previous.place || (!term.pair && !previous.pair);
  });
}

/** The rules a non-standard numeral breaks, each once, in the order a reader meets them. */
export function romanBreaches(symbols: readonly RomanSymbol[]): RomanBreach[] {
  const breaches: RomanBreach[] = [];
  const add = (rule: RomanRule, where: string) => {
    if (!breaches.some((breach) => breach.rule === rule && breach.where === where)) breaches.push({ rule, where });
  };
  const runs = runsOf(symbols);
  const value = romanSum(symbols);

  for (const symbol of symbols) {
    if (!FIVES.has(symbol.letter)) continue;
    if (symbols.filter((other) => sameSymbol(other, symbol)).length > 1) add('five-repeated', writeSymbol(symbol));
  }
  runs.forEach((run, index) => {
    const written = writeSymbol(run.symbol).repeat(run.count);
    if (run.count > 3) add('more-than-three', written);
    const next = runs[index + 1];
    if (!subtracts(run, next)) return;
    const pair = written + writeSymbol(next.symbol);
    // M before a barred symbol is a thousand written without its bar (MV̅ for I̅V̅): the vinculum's rule says it.
    if (run.symbol.letter === 'M' && !run.symbol.barred) return;
    if (FIVES.has(run.symbol.letter)) add('five-subtracts', pair);
    else if (symbolValue(next.symbol) > 10 * symbolValue(run.symbol)) add('subtracts-too-far', pair);
    if (run.count > 1) add('several-subtract', pair);
  });

  const barred = symbols.some((symbol) => symbol.barred);
  if (barred && value < VINCULUM_FROM) add('bar-below-4000', writeSymbols(symbols.filter((symbol) => symbol.barred)));
  // An M without the bar is a thousand, unless it is the M of CM (900) in the part below the thousands.
  const plainThousand = symbols.some((symbol, index) => {
    const before = symbols[index - 1];
    return symbol.letter === 'M' && !symbol.barred && !(before?.letter === 'C' && !before.barred);
  });
  if (value >= VINCULUM_FROM && plainThousand) add('thousands-need-bar', 'M');
  const firstPlain = symbols.findIndex((symbol) => !symbol.barred);
  if (firstPlain >= 0 && symbols.slice(firstPlain).some((symbol) => symbol.barred)) {
    add('bar-after-plain', writeSymbols(symbols.slice(firstPlain)));
  }
  // The order is named only when nothing else explains the numeral: IIX also breaks it, but 'one subtracts at a
  // time' is the rule a reader can act on.
  if (breaches.length === 0 && !inPlaceOrder(symbols)) add('order', writeSymbols(symbols));
  return breaches;
}

export type RomanReading =
  | { ok: true; standard: true; value: number; roman: string; lowerCase: boolean; macron: boolean }
  | {
      ok: true;
      standard: false;
      /** What was typed, in capitals, with the bar written as U+0305. */
      written: string;
      /** The additive and subtractive reading (romanSum); it may be 0, negative or beyond 3 999 999. */
      value: number;
      /** How that value is written, where it has a numeral. */
      roman: string | undefined;
      breaches: RomanBreach[];
      lowerCase: boolean;
      macron: boolean;
    }
  | Extract<TokeniseResult, { ok: false }>
  | { ok: false; reason: 'empty' };

/**
 * Reads a Roman numeral. A numeral in the standard form gives its value; any other arrangement of the symbols is
 * neither accepted nor refused in silence (D36): it gives what it adds up to, the standard form of that value and
 * the rules it breaks.
 */
export function readRoman(text: string): RomanReading {
  const tokens = tokeniseRoman(text.trim());
  if (!tokens.ok) return tokens;
  const { symbols, lowerCase, macron } = tokens;
  if (symbols.length === 0) return { ok: false, reason: 'empty' };
  const written = writeSymbols(symbols);
  const value = romanSum(symbols);
  const standard = toRoman(value);
  if (standard.ok && standard.roman === written) {
    return { ok: true, standard: true, value, roman: written, lowerCase, macron };
  }
  const breaches = romanBreaches(symbols);
  // Every arrangement that is not the standard one breaks a rule; the order is the last resort of romanBreaches.
  if (breaches.length === 0) breaches.push({ rule: 'order', where: written });
  return {
    ok: true,
    standard: false,
    written,
    value,
    roman: standard.ok ? standard.roman : undefined,
    breaches,
    lowerCase,
    macron,
  };
}

/** One term of a numeral's sum: a symbol's value, or a subtractive pair (larger − smaller). */
export type RomanTerm = { add: number } | { from: number; take: number };

/** The terms of a standard numeral, left to right: MCMXCIX → 1000, 1000 − 100, 100 − 10, 10 − 1. */
export function romanTerms(symbols: readonly RomanSymbol[]): RomanTerm[] {
  const terms: RomanTerm[] = [];
  for (let index = 0; index < symbols.length; index += 1) {
    const value = symbolValue(symbols[index] as RomanSymbol);
    const next = symbols[index + 1];
    if (next && symbolValue(next) > value) {
      terms.push({ from: symbolValue(next), take: value });
      index += 1;
    } else terms.push({ add: value });
  }
  return terms;
}
