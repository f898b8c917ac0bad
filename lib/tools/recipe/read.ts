/**
 * Issue 35: one line of a recipe read as people write them ('2 tazas de harina', '1/2 taza de azúcar moreno', '3
 * huevos', '1 cdita. de sal', 'Harina: 250 g', 'una pizca de canela'). A pipeline of small steps (STYLE 13):
 * marks → amount → what follows it (a unit of the kitchen family, a measure with no fixed volume, a counted thing)
 * → the ingredient. The units and the ingredients are the kitchen family's, passed in (lib/tools sits below
 * lib/families, STYLE 15–16); fractions are read by the engine's own parseKitchenAmount. Pure; errors are values.
 */
import { normalise } from '@/lib/normalise';
import { formatGiven } from '@/lib/units/format';
import { namesOf } from '@/lib/units/names';
import { parseKitchenAmount } from '@/lib/units/parse';
import type { Family, Ingredient } from '@/lib/units/types';
import {
  ABOUT,
  AND_A_PART,
  FRACTION_WORDS,
  LIST_MARK,
  MEASURE_WORDS,
  NO_AMOUNT_PHRASES,
  NO_FIXED_VOLUME,
  NOT_AN_AMOUNT,
  NUMBER_WORDS,
  PHRASE_ENDS,
  STATE_WORDS,
} from './words';

/**
 * The kitchen's units a converted recipe is written in, by their keys in the family (typed against the family where
 * the page hands it over: components/recipe/kitchen-units.ts).
 */
export interface RecipeUnits {
  gram: string;
  millilitre: string;
  cup: string;
  tablespoon: string;
  teaspoon: string;
}

/** D29: the family that weighs ingredients, its ingredients, and the units the page writes in. */
export interface Kitchen {
  family: Family;
  ingredients: readonly Ingredient[];
  units: RecipeUnits;
}

/** An amount as typed: one figure, or a range ('2-3', '2 o 3'). */
export interface Amount {
  low: number;
  high?: number;
  /** As typed: '1/2', 'una', '2 a 3'. */
  typed: string;
}

/** A line with an amount in a unit of the family: the part before it and after it are kept as written. */
export interface Measured {
  kind: 'measured';
  before: string;
  after: string;
  amount: Amount;
  unit: string;
  ingredient?: Ingredient;
  /** The ingredient as typed, or '' where the line names none. */
  ingredientText: string;
  /** What the reading has to say: a heaped spoon, an ambiguous '1.000', 'manteca' read as butter. */
  notes: readonly string[];
}

/** '3 huevos', '2 dientes de ajo': an amount of things, scaled but not converted. */
export interface Counted {
  kind: 'count';
  before: string;
  amount: Amount;
  /** Between the amount and the noun, as typed (usually one space). */
  gap: string;
  /** The counted noun phrase, as typed: 'huevos', 'dientes', 'huevos grandes'. */
  phrase: string;
  after: string;
}

/** A line kept as written, with the reason: 'una pizca: no tiene volumen fijo', '-2: …'. */
export interface Kept {
  kind: 'kept';
  note: string;
  /** A measure with no fixed amount ('una pizca', 'al gusto'): scaled by the cook's taste. */
  adjust?: true;
}

/** A heading, an instruction, a blank line: kept as written, nothing to say. */
export interface Plain {
  kind: 'text';
}

export type ReadLine = Measured | Counted | Kept | Plain;

/** Past this, a line is not a line of ingredients: kept as written, not scanned. */
export const MAX_LINE_LENGTH = 200;
/** The largest and smallest amount read (an amount past them is a typo, and would write 10¹⁵ or 10⁻⁷, D8). */
export const MAX_AMOUNT = 1_000_000;
export const MIN_AMOUNT = 0.001;

type Step<T> = { ok: true; value: T; rest: string } | { ok: false; note: string } | undefined;

/** D8: the site's own grouping ('10 000', narrow or no-break spaces) reads back; then fractions, then decimals. */
const DIGIT_AMOUNT =
  /^(?:\d{1,3}(?:[\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d*\s*[½⅓⅔¼¾⅛]|\d+(?:[.,]\d+)?)/;
const DIGIT_PART = /^(?:\d+\s*\/\s*\d+|[½⅓⅔¼¾⅛])/;
/** '1.000', '1,250': a point or a comma before exactly three digits, which Spain also writes for thousands. */
const THOUSANDS_LOOK = /^\d{1,3}[.,]\d{3}$/;
const WORD = /^\p{L}+/u;
const RANGE = /^\s*(?:[-–—]|\s(?:a|o|u)\s)\s*/i;
/** Longest first, so 'tres cuartos' is read before 'cuarto'. */
const PARTS = Object.keys(AND_A_PART).sort((a, b) => b.length - a.length);

/** ' y media', ' y 1/2' after a whole amount: the part it adds. */
function andAPart(text: string): { value: number; length: number } | undefined {
  const and = /^\s+y\s+/i.exec(text);
  if (!and) return undefined;
  const tail = text.slice(and[0].length);
  const digits = DIGIT_PART.exec(tail);
  if (digits) {
    const parsed = parseKitchenAmount(digits[0]);
    return parsed.ok && parsed.value < 1
      ? { value: parsed.value, length: and[0].length + digits[0].length }
      : undefined;
  }
  const lower = normalise(tail);
  const part = PARTS.find((name) => lower.startsWith(name) && !/\p{L}/u.test(lower.charAt(name.length)));
  return part ? { value: AND_A_PART[part] ?? 0, length: and[0].length + part.length } : undefined;
}

/** One figure at the start of `text`: digits, a fraction, or words ('una', 'media', 'tres cuartos'). */
function readFigure(text: string): Step<number> {
  const sign = /^[-−]\s*(?=[\d½⅓⅔¼¾⅛])/.exec(text);
  if (sign) {
    const inner = readFigure(text.slice(sign[0].length));
    const typed = inner?.ok ? text.slice(0, text.length - inner.rest.length).trim() : sign[0];
    return { ok: false, note: `${typed}: una cantidad no puede ser negativa` };
  }
  let value: number;
  let rest: string;
  const digits = DIGIT_AMOUNT.exec(text);
  if (digits) {
    const typed = digits[0];
    const parsed = parseKitchenAmount(typed);
    if (!parsed.ok) {
      const zero = /\/\s*0+$/.test(typed);
      return { ok: false, note: `${typed}: ${zero ? 'una fracción no puede tener 0 debajo' : 'no es una cantidad'}` };
    }
    value = parsed.value;
    rest = text.slice(typed.length);
  } else {
    const word = WORD.exec(text)?.[0];
    if (!word) return undefined;
    const key = normalise(word);
    const number = NUMBER_WORDS[key];
    const denominator = FRACTION_WORDS[key];
    if (number !== undefined) value = number;
    else if (denominator !== undefined) value = 1 / denominator;
    else return undefined;
    rest = text.slice(word.length);
  }
  // 'tres cuartos', 'dos tercios': a whole number of a fraction.
  const noun = /^\s+(\p{L}+)/u.exec(rest);
  const denominator = noun ? FRACTION_WORDS[normalise(noun[1] ?? '')] : undefined;
  if (noun && denominator !== undefined && Number.isInteger(value)) {
    value /= denominator;
    rest = rest.slice(noun[0].length);
  }
  // '1 y media', '2 y 1/2'.
  const part = Number.isInteger(value) ? andAPart(rest) : undefined;
  if (part) {
    value += part.value;
    rest = rest.slice(part.length);
  }
  return { ok: true, value, rest };
}

const inRange = (value: number, typed: string): string | undefined => {
  if (value > MAX_AMOUNT) return `${typed}: cantidad demasiado grande`;
  if (value > 0 && value < MIN_AMOUNT) return `${typed}: cantidad demasiado pequeña`;
  return undefined;
};

/** The amount at the start of `text`, a range included ('2-3', '2 a 3', 'una o dos'). */
export function readAmount(text: string): Step<Amount> {
  const first = readFigure(text);
  if (!first?.ok) return first;
  let rest = first.rest;
  let high: number | undefined;
  const range = RANGE.exec(rest);
  const second = range ? readFigure(rest.slice(range[0].length)) : undefined;
  if (second?.ok) {
    high = second.value;
    rest = second.rest;
  } else if (second && !second.ok) return second;
  const typed = text.slice(0, text.length - rest.length).trim();
  const problem = inRange(Math.max(first.value, high ?? 0), typed);
  if (problem) return { ok: false, note: problem };
  return { ok: true, value: { low: first.value, ...(high !== undefined && { high }), typed }, rest };
}

/** The unit of the family named at the start of `text` ('tazas', 'cdita.', 'taza (EE. UU.)', 'de taza'). */
export function readUnit(text: string, family: Family): { unit: string; typed: string; rest: string } | undefined {
  const tokens = [...text.matchAll(/\S+/g)];
  const start = tokens[0] && normalise(tokens[0][0]) === 'de' ? 1 : 0;
  for (const from of start === 1 ? [1, 0] : [0]) {
    for (let count = Math.min(4, tokens.length - from); count >= 1; count -= 1) {
      const first = tokens[from];
      const last = tokens[from + count - 1];
      if (!first || !last) continue;
      const end = last.index + last[0].length;
      const typed = text.slice(first.index, end);
      for (const candidate of [typed, typed.replace(/[.,;:]+$/, '')]) {
        const unit = candidate ? unitNamed(candidate, family) : undefined;
        if (unit) return { unit, typed: candidate, rest: text.slice(end) };
      }
    }
  }
  return undefined;
}

const unitIndexes = new WeakMap<Family, Map<string, string>>();

/**
 * The family's units by every name they answer to (namesOf, as unitsNamed reads them), built once per family: a
 * line tries several spans of words, and a recipe is read again at every key pressed.
 */
function unitNamed(typed: string, family: Family): string | undefined {
  let index = unitIndexes.get(family);
  if (!index) {
    index = new Map();
    for (const [key, unit] of Object.entries(family.units)) {
      for (const name of namesOf(unit)) if (!index.has(name)) index.set(name, key);
    }
    unitIndexes.set(family, index);
  }
  const exact = Object.entries(family.units).find(([, unit]) => unit.exactAliases?.includes(typed));
  return exact?.[0] ?? index.get(normalise(typed.trim()));
}

const ingredientIndexes = new WeakMap<readonly Ingredient[], Map<string, { ingredient: Ingredient; name: string }>>();

/** Every name of every ingredient, without accents, to the ingredient: built once per list. */
function ingredientIndex(ingredients: readonly Ingredient[]) {
  let index = ingredientIndexes.get(ingredients);
  if (!index) {
    index = new Map();
    for (const ingredient of ingredients) {
      for (const name of [ingredient.name, ...ingredient.names].map(normalise)) {
        if (!index.has(name)) index.set(name, { ingredient, name });
      }
    }
    ingredientIndexes.set(ingredients, index);
  }
  return index;
}

/**
 * D29: the ingredient `text` names, by one of its names, possibly followed by words that only describe its state
 * ('mantequilla derretida'); another word after a name ('harina de garbanzo', 'sal gruesa') is another food.
 */
export function ingredientIn(
  text: string,
  ingredients: readonly Ingredient[],
): { ingredient: Ingredient; name: string } | undefined {
  const words = normalise(text)
    .replace(/[.:!]+$/, '')
    .replace(/^(?:el|la|los|las)\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  const index = ingredientIndex(ingredients);
  for (let count = words.length; count >= 1; count -= 1) {
    const found = index.get(words.slice(0, count).join(' '));
    if (found && words.slice(count).every((word) => STATE_WORDS.has(word))) return found;
  }
  return undefined;
}

/** The ingredient's part of what follows a unit: ' de harina (tamizada), para la masa' → 'harina'. */
export const ingredientPart = (after: string): string =>
  (after.replace(/^\s*(?:de|del)\s+/i, '').split(/[(,;]|\s[-–—]\s|\s(?:o|u)\s/)[0] ?? '').trim().replace(/[.:]+$/, '');

/** D35: a name that means another ingredient elsewhere ('manteca') says which one was read and which it may be. */
function otherMeaning(found: { ingredient: Ingredient; name: string }, ingredients: readonly Ingredient[]) {
  const { alsoMeans } = found.ingredient;
  if (!alsoMeans || !alsoMeans.names.map(normalise).includes(found.name)) return undefined;
  const others = alsoMeans.ingredients.flatMap((key) => ingredients.find((item) => item.key === key)?.name ?? []);
  if (others.length === 0) return undefined;
  return `«${found.name}» se lee como ${found.ingredient.name}; si es ${others.join(' o ')}, escríbelo así`;
}

/** The words after a unit: 'sopera', 'rasa', 'colmada' (said), ' y media' (added to a single amount). */
function afterUnit(rest: string, amount: Amount): { rest: string; amount: Amount; notes: string[] } {
  const notes: string[] = [];
  let text = rest;
  for (;;) {
    const word = /^\s+(\p{L}+)/u.exec(text);
    const meaning = word ? MEASURE_WORDS[normalise(word[1] ?? '')] : undefined;
    if (!word || !meaning) break;
    if (meaning === 'heaped') notes.push(`${word[1]}: se calcula rasa`);
    text = text.slice(word[0].length);
  }
  const part = amount.high === undefined && Number.isInteger(amount.low) ? andAPart(text) : undefined;
  if (!part) return { rest: text, amount, notes };
  const typed = `${amount.typed}${text.slice(0, part.length)}`.trim();
  return { rest: text.slice(part.length), amount: { ...amount, low: amount.low + part.value, typed }, notes };
}

function measured(
  before: string,
  amount: Amount,
  unit: string,
  rest: string,
  ingredientText: string,
  kitchen: Kitchen,
): Measured {
  const { rest: after, amount: whole, notes } = afterUnit(rest, amount);
  const text = ingredientText || ingredientPart(after);
  const found = text ? ingredientIn(text, kitchen.ingredients) : undefined;
  if (THOUSANDS_LOOK.test(amount.typed)) {
    const [integer = '', decimals = ''] = amount.typed.split(/[.,]/);
    notes.push(
      `${amount.typed} se lee como ${formatGiven(whole.low)}; si querías decir ${integer}${decimals}, escríbelo sin separador`,
    );
  }
  const other = found && otherMeaning(found, kitchen.ingredients);
  if (other) notes.push(other);
  return {
    kind: 'measured',
    before,
    after,
    amount: whole,
    unit,
    ...(found && { ingredient: found.ingredient }),
    ingredientText: text,
    notes,
  };
}

/** The counted noun phrase after an amount: up to a preposition, a comma or a parenthesis. */
function counted(before: string, amount: Amount, rest: string): Counted | Plain {
  const gap = /^\s*/.exec(rest)?.[0] ?? '';
  const tokens = [...rest.matchAll(/\S+/g)];
  let end = gap.length;
  for (const token of tokens) {
    const word = token[0];
    if (PHRASE_ENDS.has(normalise(word)) || /^[(\d]/.test(word)) break;
    const bare = word.replace(/[.,;:)]+$/, '');
    end = token.index + bare.length;
    if (bare !== word || !/^\p{L}+$/u.test(bare)) break;
  }
  const phrase = rest.slice(gap.length, end);
  // 'Uno de los…', '2.': not a counted thing, a sentence or a numbered step.
  if (!/^\p{L}/u.test(phrase)) return { kind: 'text' };
  return { kind: 'count', before, amount, gap, phrase, after: rest.slice(end) };
}

/** A quantity that closes the line: 'Harina: 250 g', 'Leche 1 taza (tibia)'. */
function closingQuantity(body: string, kitchen: Kitchen) {
  for (const token of body.matchAll(/\S+/g)) {
    if (token.index === 0) continue;
    const amount = readAmount(body.slice(token.index));
    if (!amount?.ok) continue;
    const unit = readUnit(amount.rest, kitchen.family);
    if (!unit || !/^\s*(?:\([^)]*\))?\s*\.?\s*$/.test(unit.rest)) continue;
    const before = body.slice(0, token.index);
    const ingredientText = before.replace(/[\s:,;\-–—]+$/, '').trim();
    return { before, amount: amount.value, unit: unit.unit, rest: unit.rest, ingredientText };
  }
  return undefined;
}

const firstWord = (text: string) => normalise(/^\s*(?:de\s+)?(\S+)/i.exec(text)?.[1] ?? '');

/** One line of a recipe, read. */
export function readLine(line: string, kitchen: Kitchen): ReadLine {
  if (line.trim() === '') return { kind: 'text' };
  if (line.length > MAX_LINE_LENGTH) {
    return { kind: 'kept', note: `línea de más de ${MAX_LINE_LENGTH} caracteres: se deja como está` };
  }
  // Marks: a list's bullet or number, 'unos', 'aprox.': kept in front of the amount as written.
  const mark = LIST_MARK.exec(line)?.[0] ?? '';
  const about = ABOUT.exec(line.slice(mark.length))?.[0] ?? '';
  const before = line.slice(0, mark.length + about.length);
  const body = line.slice(before.length);

  const amount = readAmount(body);
  if (amount && !amount.ok) return { kind: 'kept', note: amount.note };
  if (amount) {
    const { value, rest } = amount;
    const next = firstWord(rest);
    if (NOT_AN_AMOUNT.has(next) || NOT_AN_AMOUNT.has(normalise(/^\s*(\S+)/.exec(rest)?.[1] ?? ''))) {
      return { kind: 'text' };
    }
    if (NO_FIXED_VOLUME.has(next)) {
      const word = /^\s*(?:de\s+)?\S+/i.exec(rest)?.[0] ?? '';
      return { kind: 'kept', note: `${`${value.typed}${word}`.trim()}: no tiene volumen fijo`, adjust: true };
    }
    const unit = readUnit(rest, kitchen.family);
    if (unit) return measured(before, value, unit.unit, unit.rest, '', kitchen);
    return counted(before, value, rest);
  }

  const plain = normalise(body);
  const noAmount = NO_AMOUNT_PHRASES.find((phrase) => ` ${plain} `.includes(` ${phrase} `));
  if (noAmount) return { kind: 'kept', note: `${noAmount}: sin cantidad que convertir`, adjust: true };
  if (NO_FIXED_VOLUME.has(firstWord(body))) {
    const typed = `${about}${/^\s*\S+/.exec(body)?.[0] ?? ''}`.trim();
    return { kind: 'kept', note: `${typed}: no tiene volumen fijo`, adjust: true };
  }
  // 'taza y media de harina' is one and a half cups; 'taza' alone has no amount to convert.
  const unit = readUnit(body, kitchen.family);
  if (unit && andAPart(unit.rest)) {
    return measured(before, { low: 1, typed: '' }, unit.unit, unit.rest, '', kitchen);
  }
  if (unit) return { kind: 'kept', note: `${unit.typed}: falta la cantidad` };
  const closing = closingQuantity(body, kitchen);
  if (closing) {
    const { amount: value, unit: key, rest, ingredientText } = closing;
    return measured(`${before}${closing.before}`, value, key, rest, ingredientText, kitchen);
  }
  const named = ingredientIn(ingredientPart(body), kitchen.ingredients);
  if (named) return { kind: 'kept', note: `${body.trim()}: sin cantidad que convertir` };
  return { kind: 'text' };
}
