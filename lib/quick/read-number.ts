/**
 * D27, issue 21: a quantity as Spanish speakers write it at the start of a question: '1,5', '1.5', '1 500',
 * '1.000,5', '1/2', '1 1/2', '½', '1½', '-40', '1e3', and in words: 'dos', 'veintiuno', 'doscientos cincuenta',
 * 'mil', 'un millón', 'dos y medio', 'tres cuartos', 'un octavo'. Returns the value, the rest of the text and, where
 * the number reads two ways ('1.500': 1.5 as D9 reads it, or 1500 as Spain groups thousands), the other reading.
 */
import { SPANISH_NUMBER_WORDS } from '@/lib/units/number-words';
import { parseNumber } from '@/lib/units/parse';

export interface ReadNumber {
  value: number;
  /** The text after the number. */
  rest: string;
  /** '1.500' and '1,500' are also 1500: the value read that other way. */
  otherReading?: number;
  /** The number as typed, for the other reading's query. */
  typed: string;
}

const FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const SMALL = SPANISH_NUMBER_WORDS;

/** 'medio litro', 'tres cuartos de', 'un octavo de': the parts of a whole, by their ordinal name. */
const PARTS: Record<string, number> = {
  medio: 2,
  media: 2,
  tercio: 3,
  tercios: 3,
  cuarto: 4,
  cuartos: 4,
  quinto: 5,
  quintos: 5,
  octavo: 8,
  octavos: 8,
  decimo: 10,
  decimos: 10,
};

/**
 * Issue 35: things counted in groups, as people count them: 'un par de libras' (2), 'una docena de huevos' (12),
 * 'media docena' (6), 'un centenar de metros' (100). The RAE's collective numerals (DLE: par, decena, docena,
 * centenar, millar).
 */
const COUNTS: Record<string, number> = {
  par: 2,
  pares: 2,
  decena: 10,
  decenas: 10,
  docena: 12,
  docenas: 12,
  centenar: 100,
  centenares: 100,
  millar: 1000,
  millares: 1000,
};

/** What follows a number or a unit: 'y medio', 'y cuarto', 'y tres cuartos'. */
export const AND_A_PART = /^\s+y\s+(medi[oa]|cuarto|tres\s+cuartos)(?=\s|$)/i;
export const partValue = (words: string): number => (/^medi/i.test(words) ? 0.5 : /^cuarto/i.test(words) ? 0.25 : 0.75);

/** Lower case without accents, as the number words above are written. */
const plain = (word: string) =>
  word
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * A number written in words at the start of `source`: the value and how many characters it took, or undefined.
 * 'doscientos cincuenta y tres', 'dos mil', 'un millón', 'tres cuartos', 'un octavo'.
 */
function readWords(source: string): { value: number; length: number } | undefined {
  const tokens = [...source.matchAll(/\S+/g)];
  let total = 0;
  let group = 0;
  let used = 0;
  let end = 0;
  let read = false;
  while (used < tokens.length) {
    const token = tokens[used] as RegExpMatchArray;
    const word = plain(token[0]);
    const small = SMALL[word];
    if (small !== undefined) {
      group += small;
    } else if (word === 'y' && read && SMALL[plain(tokens[used + 1]?.[0] ?? '')] !== undefined && group % 10 === 0) {
      // 'treinta y dos': 'y' only between tens and units; 'dos y medio' is read by the caller.
      used += 1;
      continue;
    } else if (word === 'mil') {
      total += (read ? group || 1 : 1) * 1000;
      group = 0;
    } else if (/^mill(on|ones)$/.test(word) && read) {
      total = (total + (group || 1)) * 1_000_000;
      group = 0;
    } else if (PARTS[word] !== undefined && read && word !== 'medio' && word !== 'media') {
      // 'tres cuartos', 'un octavo': the count read so far, of parts.
      return { value: (total + group) / (PARTS[word] as number), length: (token.index ?? 0) + token[0].length };
    } else {
      break;
    }
    read = true;
    used += 1;
    end = (token.index ?? 0) + token[0].length;
  }
  if (!read) {
    const first = tokens[0];
    // 'medio litro', 'media taza'
    if (first && /^medi[oa]$/i.test(first[0])) return { value: 0.5, length: first[0].length };
    return undefined;
  }
  return { value: total + group, length: end };
}

const DIGITS = /^([+\-\u2212]?(?:\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+|\d+)(?:[.,]\d+)?(?:e[+-]?\d+)?)(?=$|[^\d.,])/i;
/** '1.000,5', '1.000.000', '1,000.5': thousands grouped with one separator, decimals with the other. */
const GROUPED = /^([+\-\u2212]?\d{1,3}(?:([.,])\d{3})+)(?:(?!\2)[.,](\d+))?(?=$|[^\d.,])/;
const MIXED_FRACTION = /^([+-]?\d+)\s+(\d+)\/(\d+)(?=$|[^\d/])/;
const FRACTION = /^([+-]?\d+)\/(\d+)(?=$|[^\d/])/;
/** One separator and exactly three digits after it: '1.500', '2,250'. */
const THOUSANDS_LOOKALIKE = /^\d{1,3}[.,]\d{3}$/;

function readDigits(source: string): ReadNumber | undefined {
  const grouped = GROUPED.exec(source);
  // '1.000,5' and '1.000.000' read only one way; '1.500' alone is the ambiguous case below.
  if (grouped && (grouped[3] !== undefined || (grouped[1] ?? '').split(grouped[2] ?? '').length > 2)) {
    const [all, integer = '', separator = '', decimals] = grouped;
    const value = Number(
      `${integer.split(separator).join('').replace('\u2212', '-')}${decimals ? `.${decimals}` : ''}`,
    );
    if (Number.isFinite(value)) return { value, rest: source.slice(all.length), typed: all };
  }
  const digits = DIGITS.exec(source);
  if (!digits) return undefined;
  const typed = digits[1] ?? '';
  const parsed = parseNumber(typed);
  if (!parsed.ok) return undefined;
  const other = THOUSANDS_LOOKALIKE.test(typed) ? Number(typed.replace(/[.,]/, '')) : undefined;
  return {
    value: parsed.value,
    rest: source.slice(typed.length),
    typed,
    ...(other !== undefined && { otherReading: other }),
  };
}

/** 'y medio', 'y cuarto' right after a number: 'dos y medio', '1 y cuarto'. */
function withPart(read: ReadNumber, source: string): ReadNumber {
  const part = AND_A_PART.exec(read.rest);
  if (!part || !Number.isInteger(read.value)) return read;
  const rest = read.rest.slice(part[0].length);
  return {
    value: read.value + (read.value < 0 ? -1 : 1) * partValue(part[1] ?? ''),
    rest,
    typed: source.slice(0, source.length - rest.length).trim(),
  };
}

/** 'par de', 'docena de' after a number: the number times the group, its 'de' read too. */
const COUNTED = /^\s*(\S+)\s+de(?=\s|$)/i;

function withCount(read: ReadNumber | undefined, source: string): ReadNumber | undefined {
  const counted = read && COUNTED.exec(read.rest);
  const size = counted ? COUNTS[plain(counted[1] ?? '')] : undefined;
  if (!read || !counted || size === undefined) return read;
  const rest = read.rest.slice(counted[0].length);
  return {
    value: read.value * size,
    rest,
    typed: source.slice(0, source.length - rest.length).trim(),
    ...(read.otherReading !== undefined && { otherReading: read.otherReading * size }),
  };
}

export function readNumber(text: string): ReadNumber | undefined {
  const source = text.trimStart();
  // 'docena de huevos': a group named alone is one of it.
  const alone = COUNTED.exec(source);
  if (alone && COUNTS[plain(alone[1] ?? '')] !== undefined)
    return withCount({ value: 1, rest: source, typed: '' }, source);
  return withCount(readPlainNumber(source), source);
}

function readPlainNumber(source: string): ReadNumber | undefined {
  const mixed = MIXED_FRACTION.exec(source);
  if (mixed) {
    const [all, whole, top, bottom] = mixed as unknown as [string, string, string, string];
    if (Number(bottom) === 0) return undefined;
    const sign = whole.startsWith('-') ? -1 : 1;
    return { value: Number(whole) + sign * (Number(top) / Number(bottom)), rest: source.slice(all.length), typed: all };
  }
  const fraction = FRACTION.exec(source);
  if (fraction) {
    const [all, top, bottom] = fraction as unknown as [string, string, string];
    if (Number(bottom) === 0) return undefined;
    return { value: Number(top) / Number(bottom), rest: source.slice(all.length), typed: all };
  }
  const digits = readDigits(source);
  if (digits) {
    // '1 ½' and '1½': a whole number and a fraction sign.
    const glyph = /^\s*([½¼¾⅓⅔⅛⅜⅝⅞])/.exec(digits.rest);
    if (glyph && Number.isInteger(digits.value)) {
      const rest = digits.rest.slice(glyph[0].length);
      const value = digits.value + (digits.value < 0 ? -1 : 1) * (FRACTIONS[glyph[1] ?? ''] ?? 0);
      return { value, rest, typed: source.slice(0, source.length - rest.length) };
    }
    return withPart(digits, source);
  }
  const glyph = /^([½¼¾⅓⅔⅛⅜⅝⅞])/.exec(source);
  if (glyph) return { value: FRACTIONS[glyph[1] ?? ''] ?? 0, rest: source.slice(1), typed: glyph[1] ?? '' };
  const words = readWords(source);
  if (words) {
    const rest = source.slice(words.length);
    return withPart({ value: words.value, rest, typed: source.slice(0, words.length) }, source);
  }
  return undefined;
}
