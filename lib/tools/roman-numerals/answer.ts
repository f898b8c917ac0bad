/**
 * The Roman-numeral converter's one field (D36): whatever is typed — a number, a numeral, a century — gets one
 * answer, as a value. The pipeline is normalise → which kind of text → read it → answer; wording.ts turns the answer
 * into Spanish, so the quick conversion can read the same answers and phrase them its own way.
 */
import { parseNumber } from '@/lib/units/parse';
import { readRoman, ROMAN_MAX, toRoman, type RomanBreach } from './numerals';

export type CenturyEra = 'despues' | 'antes';

export type RomanAnswer =
  /** A number written as a numeral: 2026 → MMXXVI. */
  | { ok: true; kind: 'to-roman'; value: number; roman: string }
  /** A numeral in the standard form read as a number: MCMXCIX → 1999. */
  | { ok: true; kind: 'to-number'; roman: string; value: number; lowerCase: boolean; macron: boolean }
  /** A numeral not in the standard form (IIII, IC): what it adds up to, how that is written, and why. */
  | {
      ok: true;
      kind: 'non-standard';
      written: string;
      value: number;
      /** undefined where the sum has no numeral (0, negative, beyond 3 999 999). */
      standard: string | undefined;
      breaches: readonly RomanBreach[];
    }
  /** A century, as a numeral or a number: 'siglo XXI' → 21, 2001–2100. */
  | {
      ok: true;
      kind: 'century';
      /** What was typed after 'siglo': a numeral or a number. */
      given: 'roman' | 'number';
      century: number;
      roman: string;
      era: CenturyEra;
      /** In the era's own count: for 'antes' the first year is the larger (siglo V a. C.: 500 to 401). */
      firstYear: number;
      lastYear: number;
      /** A century typed as a numeral not in the standard form ('siglo XVIIII'): what it was and why. */
      nonStandard?: { written: string; breaches: readonly RomanBreach[] };
    }
  | RomanFailure;

export type RomanFailure =
  | { ok: false; reason: 'empty' }
  /** 'siglo' with nothing after it. */
  | { ok: false; reason: 'century-missing' }
  | { ok: false; reason: 'zero' }
  | { ok: false; reason: 'negative' }
  | { ok: false; reason: 'too-large' }
  /** Two bars (× 1 000 000), beyond the single vinculum. */
  | { ok: false; reason: 'two-bars' }
  | { ok: false; reason: 'decimal'; text: string }
  /** '1.500' or '1.500.000': thousands grouped with points or commas, which the site reads as decimals (D8, D9). */
  | { ok: false; reason: 'grouped'; text: string; digits: string }
  | { ok: false; reason: 'not-a-number' }
  | { ok: false; reason: 'bad-symbols'; symbols: readonly string[] }
  | { ok: false; reason: 'space' };

/**
 * 'siglo XXI', 's. XXI', 'siglo v a. C.', 'siglo 21 d. de C.', 'siglo V antes de Cristo'. The era's abbreviation
 * needs its point: 'siglo DC' is the 600th century, not 'd. C.'.
 */
const CENTURY =
  /^(?:siglo|s\.)(.*?)(?:\s+(?:(a\.\s*(?:de\s*)?C\.?|antes\s+de\s+Cristo)|(?:d\.\s*(?:de\s*)?C\.?|después\s+de\s+Cristo)))?$/iu;
/** A number starts with a digit, a sign, or a decimal separator before a digit. */
const NUMBER_START = /^(?:[+\-\u2212]?\s*\d|[.,]\d)/u;
/** A minus before a numeral: '-XIV'. */
const NEGATIVE_NUMERAL = /^[-\u2212]\s*\p{L}/u;
/** Thousands grouped with points or commas, as many write them by hand: 1.500, 3,999,999. */
const GROUPED = /^\+?\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/u;

function fail<R extends RomanFailure['reason']>(reason: R): Extract<RomanFailure, { reason: R }> {
  return { ok: false, reason } as Extract<RomanFailure, { reason: R }>;
}

/** A whole number typed in digits, or why it is not one a numeral can write. */
function readWholeNumber(text: string): { ok: true; value: number } | RomanFailure {
  if (GROUPED.test(text)) return { ok: false, reason: 'grouped', text, digits: text.replace(/[+.,]/gu, '') };
  const parsed = parseNumber(text);
  if (!parsed.ok) return parsed.reason === 'too-large' ? fail('too-large') : fail('not-a-number');
  const { value } = parsed;
  if (value === 0) return fail('zero');
  if (value < 0) return fail('negative');
  if (!Number.isInteger(value)) return { ok: false, reason: 'decimal', text };
  if (value > ROMAN_MAX) return fail('too-large');
  return { ok: true, value };
}

function numberToRoman(text: string): Extract<RomanAnswer, { kind: 'to-roman' }> | RomanFailure {
  const number = readWholeNumber(text);
  if (!number.ok) return number;
  const written = toRoman(number.value);
  // readWholeNumber let through only what toRoman writes; the failure branch keeps the types honest.
  if (!written.ok) return fail('too-large');
  return { ok: true, kind: 'to-roman', value: number.value, roman: written.roman };
}

function romanToNumber(text: string): Extract<RomanAnswer, { kind: 'to-number' | 'non-standard' }> | RomanFailure {
  if (NEGATIVE_NUMERAL.test(text)) return fail('negative');
  const reading = readRoman(text);
  if (!reading.ok) return reading.reason === 'empty' ? fail('empty') : reading;
  if (reading.standard) {
    const { roman, value, lowerCase, macron } = reading;
    return { ok: true, kind: 'to-number', roman, value, lowerCase, macron };
  }
  const { written, value, roman, breaches } = reading;
  return { ok: true, kind: 'non-standard', written, value, standard: roman, breaches };
}

/** The years a century spans: the nth after Christ runs from (n − 1) × 100 + 1 to n × 100 (there was no year 0). */
export function centuryYears(century: number, era: CenturyEra): { firstYear: number; lastYear: number } {
  const low = (century - 1) * 100 + 1;
  const high = century * 100;
  return era === 'despues' ? { firstYear: low, lastYear: high } : { firstYear: high, lastYear: low };
}

function centuryAnswer(rest: string, era: CenturyEra): RomanAnswer {
  const text = rest.trim();
  if (text === '') return fail('century-missing');
  const given = NUMBER_START.test(text) ? 'number' : 'roman';
  const read = given === 'number' ? numberToRoman(text) : romanToNumber(text);
  if (!read.ok) return read;
  // A non-standard numeral whose sum has no numeral has no century either: its own answer says why.
  if (read.kind === 'non-standard' && read.standard === undefined) return read;
  const century = read.value;
  const roman = read.kind === 'to-roman' ? read.roman : read.kind === 'non-standard' ? read.standard : read.roman;
  if (roman === undefined) return fail('too-large');
  return {
    ok: true,
    kind: 'century',
    given,
    century,
    roman,
    era,
    ...centuryYears(century, era),
    ...(read.kind === 'non-standard' ? { nonStandard: { written: read.written, breaches: read.breaches } } : {}),
  };
}

/** Everything the field reads: a number, a numeral (any case, with or without the bar) or a century. */
export function romanAnswer(text: string): RomanAnswer {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty');
  const century = CENTURY.exec(trimmed);
  if (century) return centuryAnswer(century[1] ?? '', century[2] ? 'antes' : 'despues');
  return NUMBER_START.test(trimmed) ? numberToRoman(trimmed) : romanToNumber(trimmed);
}
