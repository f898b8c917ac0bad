/**
 * Issue 21: the quantity side of a question as terms, each a number and a unit: '5 pies' is one, '5 ft 9 in',
 * "5'9", '1 h 30 min', '1:30 h', '2 kg 300 g' and '5 pies con 9' two, and '5 pies + 3 pulgadas' or
 * '2 h 15 min - 40 min' a sum whose terms carry their sign. The units are still text here; the parser looks them up.
 */
import { AND_A_PART, partValue, readNumber, type ReadNumber } from './read-number';
import { spokenParts } from './spoken';

export interface Term {
  sign: 1 | -1;
  value: number;
  /** The unit as typed ('pies'); '' where the number comes alone after a unit ('5 pies con 9': its part). */
  unitText: string;
  /** The number as read, where the term has one ('kilos a libras' has none). */
  read: ReadNumber | undefined;
  /** Whether it goes on the term before it ('5 ft 9 in') rather than adding to it ('5 ft + 9 in'). */
  joined: boolean;
}

/** A sign between terms, with spaces around a minus so '-40 °C' and 'km-h' stay whole. */
const OPERATOR = /\s*\+\s*|\s+[-\u2212]\s+|\s+(?:m[aá]s|menos)\s+/gi;
/** Where the next term of a compound starts: a number after a space, maybe after 'y' or 'con'. */
const NEXT_NUMBER = /\s+(?:(?:y|con)\s+)?(?=[+-]?\d|[½¼¾⅓⅔⅛⅜⅝⅞])/;
/** "5'9", "5' 9\"", "5′9″", "5'9''": feet and inches, as heights are written. */
const FEET_INCHES = /^(\d+(?:[.,]\d+)?)\s*['′’]\s*(\d+(?:[.,]\d+)?)\s*(?:["″”]|''|’’)?$/;
/** '1:30 h', '1:30', '0:45:10': hours, minutes and seconds of a clock. */
const CLOCK = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?(?:\s*(?:h|hr|hrs|horas?))?$/i;
const FEET = "'";
const INCHES = '"';
const CLOCK_UNITS = ['h', 'min', 's'] as const;

const plainTerm = (value: number, unitText: string, sign: 1 | -1, joined: boolean): Term => ({
  sign,
  value,
  unitText,
  read: undefined,
  joined,
});

/** 'y medio', 'y cuarto' at the end of a unit's text (AND_A_PART, read at the end instead of the start). */
const TRAILING_PART = new RegExp(`${AND_A_PART.source.slice(1)}$`, 'i');

/** 'kilo y medio', 'hora y cuarto': a part of the unit after its name. */
function withTrailingPart(term: Term): Term {
  const part = TRAILING_PART.exec(` ${term.unitText}`);
  if (!part || !Number.isInteger(term.value)) return term;
  return {
    ...term,
    // 'kilo y medio' says its number in words after the unit.
    read: term.read ?? { value: 1, rest: term.unitText, typed: '' },
    value: term.value + (term.value < 0 ? -1 : 1) * partValue(part[1] ?? ''),
    unitText: ` ${term.unitText}`.slice(0, part.index).trim(),
  };
}

/** One signed part of the source: a number and a unit, then maybe more of them ('1 m 75 cm', '5 pies con 9'). */
function compound(text: string, sign: 1 | -1, first: boolean, isUnit: (text: string) => boolean): Term[] | undefined {
  const feet = FEET_INCHES.exec(text);
  if (feet) {
    const [whole, part] = [feet[1], feet[2]].map((digits) => Number(digits?.replace(',', '.'))) as [number, number];
    return [plainTerm(whole, FEET, sign, false), plainTerm(part, INCHES, sign, true)];
  }
  // Issue 35: 'un metro sesenta', 'uno setenta y cinco', 'cuarto y mitad', as the line then shows them.
  const spoken = spokenParts(text, isUnit);
  if (spoken) {
    return spoken.map(({ value, unitText }, position) => ({
      ...plainTerm(value, unitText, sign, position > 0),
      // Said, not typed: other readings ask again in figures ('375 g a onzas castellanas').
      read: { value, rest: '', typed: String(value) },
    }));
  }
  const clock = CLOCK.exec(text);
  if (clock) {
    return clock
      .slice(1, 4)
      .flatMap((digits, position) =>
        digits === undefined ? [] : [plainTerm(Number(digits), CLOCK_UNITS[position] ?? '', sign, position > 0)],
      );
  }
  const terms: Term[] = [];
  let rest = text;
  while (rest) {
    const read = readNumber(rest);
    // Only the first term may go without a number ('kilos a libras'); later parts are numbers with units.
    if (!read && (terms.length > 0 || !first)) return undefined;
    let unitText = (read ? read.rest : rest).trim();
    let after = '';
    if (!isUnit(unitText)) {
      const next = NEXT_NUMBER.exec(unitText);
      if (next) {
        after = unitText.slice(next.index + next[0].length);
        unitText = unitText.slice(0, next.index);
      }
    }
    const term = withTrailingPart({
      sign,
      value: read?.value ?? 1,
      unitText: unitText.replace(/^(?:de|del)\s+/i, '').trim(),
      read,
      joined: terms.length > 0,
    });
    terms.push(term);
    if (terms.length > 4) return undefined;
    rest = after.trim();
  }
  return terms;
}

/** The terms of the quantity side, or undefined where it is not one. `isUnit` says whether a text is a unit's name. */
export function readTerms(source: string, isUnit: (text: string) => boolean): Term[] | undefined {
  const text = source.trim();
  const terms: Term[] = [];
  let sign: 1 | -1 = 1;
  let start = 0;
  const parts: [string, 1 | -1][] = [];
  for (const operator of text.matchAll(OPERATOR)) {
    // A leading '+5' or '-40' is the number's sign, not a sum.
    if (operator.index === 0) continue;
    parts.push([text.slice(start, operator.index), sign]);
    sign = /[-\u2212]|menos/i.test(operator[0]) ? -1 : 1;
    start = operator.index + operator[0].length;
    if (parts.length > 8) return undefined;
  }
  parts.push([text.slice(start), sign]);
  for (const [part, partSign] of parts) {
    const read = compound(part.trim(), partSign, terms.length === 0, isUnit);
    if (!read) return undefined;
    terms.push(...read);
  }
  return terms;
}
