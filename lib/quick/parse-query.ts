/**
 * D27: a question typed in plain Spanish ('5 pies a metros', '¿cuántos gramos son 3 onzas?', 'FF hexadecimal a
 * decimal') read into a value and two units, and answered with the converter's own result line. Pure TypeScript: no
 * React, no network; the units come from the files the build writes (lib/quick/unit-index.ts). Where the question
 * names two units of a family whose engine is not in the index yet, the answer is 'needs': the caller loads it
 * (hooks/use-quick-answer.ts) and asks again.
 */
import { NUMBER_SYSTEMS } from '@/lib/families/numeros/address';
import { normalise } from '@/lib/normalise';
import {
  basesLine,
  FIXED_RADIX,
  formatInBase,
  invalidInputMessage,
  parseInBase,
  type FixedBaseKey,
} from '@/lib/units/bases';
import { evaluate } from '@/lib/units/evaluate';
import { formatGiven } from '@/lib/units/format';
import { lookUpName } from './expand-index';
import { readNumber, type ReadNumber } from './read-number';
import type { IndexedFamily, QuickResult, UnitIndex, UnitRef } from './types';

export type { QuickResult };

const NONE: QuickResult = { kind: 'none' };

/** Longer than any question about units: answered at once with a hint, never scanned. */
export const MAX_QUERY_LENGTH = 200;

/** '¿cuántos gramos son 3 onzas?': the target first, then the quantity. */
const QUESTION =
  /^(?:cu[aá]nt[oa]s?|qu[eé])\s+(.+?)\s+(?:son|es|hay\s+en|hay|tiene|tienen|equivalen\s+a|equivale\s+a|caben\s+en|entran\s+en|mide|miden|pesa|pesan)\s+(.+)$/i;
/** 'convertir 5 pies a metros', 'pasar de 3 kg a libras' */
const LEADING_VERB =
  /^(?:convertir|convierte|conversi[oó]n\s+de|pasar|pasa|p[aá]same|cambiar|transformar|calcular|de)\s+(?:de\s+)?/i;
/** Where the quantity ends and the target begins. */
const CONNECTOR = /\s*(?:->|→|=|⇒)\s*|\s+(?:a|en|al|to|in|para)\s+/gi;

const BASE_WORDS: Record<string, FixedBaseKey> = {
  binario: 'binario',
  binary: 'binario',
  bin: 'binario',
  'base 2': 'binario',
  octal: 'octal',
  oct: 'octal',
  'base 8': 'octal',
  decimal: 'decimal',
  dec: 'decimal',
  'base 10': 'decimal',
  hexadecimal: 'hexadecimal',
  hex: 'hexadecimal',
  'base 16': 'hexadecimal',
};
const BASE_PREFIX: Record<string, FixedBaseKey> = { '0b': 'binario', '0o': 'octal', '0x': 'hexadecimal' };

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** What the visitor typed, quoted back in a message: short, and without markup characters. */
const quoted = (text: string) => {
  const plain = text.replace(/[<>"'`&]/g, '').trim();
  return plain.length > 30 ? `${plain.slice(0, 30)}…` : plain;
};

/** The units a typed name stands for, exact-case names first ('MB' against 'Mb'). */
function unitsCalled(typed: string, index: UnitIndex): readonly UnitRef[] {
  const text = typed.trim().replace(/[.,;:]+$/, '');
  if (!text) return [];
  const exact = index.exact[text];
  if (exact) return exact;
  return (
    lookUpName(index.names, normalise(text)) ??
    lookUpName(index.names, normalise(text.replace(/^(?:de|del|los|las|el|la)\s+/i, ''))) ??
    []
  );
}

function unitName(ref: UnitRef, index: UnitIndex, count: number): string {
  const unit = index.families[ref[0]]?.units[ref[1]];
  if (!unit) return ref[1];
  return count === 1 ? unit.singular : unit.plural;
}

/** 'FF hexadecimal a decimal', '255 a binario': numbers in a base are text, not quantities, and need no unit file. */
function numberSystems(sourceText: string, targetText: string): QuickResult | undefined {
  const to = BASE_WORDS[normalise(targetText.trim())];
  if (!to) return undefined;
  const match = /^([+-]?)(0[box])?([0-9a-z]+)(?:\s+(?:en\s+)?(.+))?$/i.exec(sourceText.trim());
  if (!match) return undefined;
  const [, sign = '', prefix, digits = '', word] = match;
  const named = word ? BASE_WORDS[normalise(word)] : undefined;
  if (word && !named) return undefined;
  const from = (prefix && BASE_PREFIX[prefix.toLowerCase()]) || named || 'decimal';
  if (from === to) return undefined;
  const valueText = `${sign}${digits.toUpperCase()}`;
  const [fromRadix, toRadix] = [FIXED_RADIX[from], FIXED_RADIX[to]];
  const parsed = parseInBase(valueText, fromRadix);
  if (!parsed.ok) return { kind: 'error', message: invalidInputMessage(fromRadix) };
  const query = new URLSearchParams({ valor: valueText, de: from, a: to });
  return {
    kind: 'answer',
    family: NUMBER_SYSTEMS.key,
    from,
    to,
    value: Number(parsed.value),
    line: basesLine(parsed.value, fromRadix, toRadix),
    copyText: formatInBase(parsed.value, toRadix),
    href: `${NUMBER_SYSTEMS.path}?${query}`,
    alternatives: [],
  };
}

/*
 * The steps of a question (STYLE rule 13): normalise → numbers → units → family → readings → answer. Each is a pure
 * function of what the steps before it found; a step that cannot go on returns what to show instead (a QuickResult),
 * or undefined where the text is not a conversion at all, and `answer` stops there.
 */

/**
 * normalise: the question as the steps read it (no control characters, no ¿?¡!, single spaces, no closing dot), or
 * what to show at once where there is none to read.
 */
export function normaliseQuestion(query: string): string | QuickResult {
  // Control characters are never part of a question; they become spaces before anything else reads the text.
  const cleaned = query.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
  if (!cleaned) return NONE;
  if (cleaned.length > MAX_QUERY_LENGTH) {
    return { kind: 'error', message: 'La pregunta es demasiado larga: escribe algo como «5 pies a metros».' };
  }
  return cleaned
    .replace(/[¿?¡!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}

/** What the two sides of a question say once the number is read. */
export interface Quantity {
  /** The source side as typed ('un kilo y medio'). */
  sourceText: string;
  /** Its number, where it starts with one ('kilos a libras' has none). */
  read: ReadNumber | undefined;
  /** The value to convert: the number read, 1 without one. */
  value: number;
  /** The source unit as typed, without its number: 'kilo'. */
  unitText: string;
  /** The target unit as typed: 'libras'. */
  targetUnitText: string;
  /** 'precio por kilo a precio por libra': a price per quantity, answered by a price family only. */
  priced: boolean;
}

const PRICE = /^(?:el\s+)?precio\s+(?:por|del|de\s+la|de\s+el|de|el|la)\s+/i;

/** numbers: the value and the texts of the two units ('un kilo y medio' → 1.5 and 'kilo'). */
export function readQuantity(sourceText: string, targetText: string): Quantity {
  const read = readNumber(sourceText);
  let unitText = (read ? read.rest : sourceText).trim();
  let value = read?.value ?? 1;
  // 'un kilo y medio'
  const half = /\s+y\s+medi[oa]$/i.exec(unitText);
  if (half && read) {
    value += 0.5;
    unitText = unitText.slice(0, half.index);
  }
  unitText = unitText.replace(/^de\s+/i, '');
  const targetUnitText = targetText.trim();
  return {
    sourceText,
    read,
    value,
    unitText: unitText.replace(PRICE, ''),
    targetUnitText: targetUnitText.replace(PRICE, ''),
    priced: PRICE.test(unitText) || PRICE.test(targetUnitText),
  };
}

/** The units each side names, in every family: 'libras' is a unit of peso and of the Castilian weights. */
export interface FoundUnits {
  sources: readonly UnitRef[];
  targets: readonly UnitRef[];
}

/** units: what each side names, or the message that says which one is no unit. */
export function findUnits(quantity: Quantity, index: UnitIndex): FoundUnits | QuickResult | undefined {
  const { read, unitText, targetUnitText } = quantity;
  const sources = unitsCalled(unitText, index);
  const targets = unitsCalled(targetUnitText, index);
  if (sources.length > 0 && targets.length > 0) return { sources, targets };
  // Without a number, text that is not two units is a search for the finder ('presión en neumáticos'), not an error.
  if (!read) return undefined;
  const message =
    sources.length > 0
      ? `No reconozco la unidad «${quoted(targetUnitText)}».`
      : targets.length > 0
        ? `No reconozco la unidad «${quoted(unitText || quantity.sourceText)}».`
        : `No reconozco «${quoted(unitText)}» ni «${quoted(targetUnitText)}» como unidades.`;
  return { kind: 'error', message };
}

/** The family that answers, its two units and its engine. */
export interface Choice {
  family: string;
  from: string;
  to: string;
  /** The next family where both names are units too, whose reading the answer offers. */
  other: string | undefined;
  loaded: NonNullable<IndexedFamily['loaded']>;
}

/**
 * family: the first family, in the order questions prefer them, where both sides name a unit (a price family for a
 * price); 'needs' where its file is not in yet.
 */
export function chooseFamily(
  quantity: Quantity,
  units: FoundUnits,
  index: UnitIndex,
): Choice | QuickResult | undefined {
  const { sources, targets } = units;
  const shared = Object.keys(index.families).filter(
    (family) =>
      sources.some(([f]) => f === family) &&
      targets.some(([f]) => f === family) &&
      (!quantity.priced || index.families[family]?.money === true),
  );
  const [family, other] = shared;
  if (family === undefined) {
    return {
      kind: 'error',
      message: `No se pueden convertir ${quoted(quantity.unitText)} a ${quoted(quantity.targetUnitText)}`,
    };
  }
  const loaded = index.families[family]?.loaded;
  if (!loaded) return { kind: 'needs', family };
  const from = sources.find(([f]) => f === family)?.[1];
  const to = targets.find(([f]) => f === family)?.[1];
  if (!from || !to) return undefined;
  return { family, from, to, other, loaded };
}

/** A reading the answer offers one click away: '¿Galón imperial?' asks '1 galón imperial a litros'. */
export interface Reading {
  label: string;
  query: string;
}

/** 'media taza', '½ galón': a number written as a word or a glyph below one takes the singular, as it is said. */
const countOf = ({ value, read }: Quantity) =>
  value === 1 || (value > 0 && value < 1 && !/\d/.test(read?.typed ?? '')) ? 1 : 2;

const restate = (number: string, source: string, target: string) =>
  `${number ? `${number} ` : ''}${source} a ${target}`;

const reading = (name: string, query: string): Reading => ({ label: `¿${capitalise(name)}?`, query });

/** '1.500 pies': 1.5 as D9 reads it, or 1500. */
function numberReadings({ read, unitText, targetUnitText }: Quantity, choice: Choice, index: UnitIndex): Reading[] {
  if (read?.otherReading === undefined) return [];
  const name = unitName([choice.family, choice.from], index, read.otherReading);
  return [
    {
      label: `¿${formatGiven(read.otherReading)} ${name}?`,
      query: restate(String(read.otherReading), unitText, targetUnitText),
    },
  ];
}

/**
 * The same names in the next family that also converts: 'libras a kilos' may mean Castilian pounds. The side whose
 * unit differs there (the pound, not the kilogram) is the one the other reading names.
 */
function familyReadings(quantity: Quantity, units: FoundUnits, choice: Choice, index: UnitIndex): Reading[] {
  const otherFrom = units.sources.find(([f]) => f === choice.other);
  const otherTo = units.targets.find(([f]) => f === choice.other);
  if (!otherFrom || !otherTo) return [];
  const typedNumber = quantity.read?.typed ?? '';
  // Rules are relative to each family's base, so units are compared by name: the kilogram is the same in both.
  const same = (a: UnitRef, b: UnitRef) => unitName(a, index, 2) === unitName(b, index, 2);
  if (!same(otherFrom, [choice.family, choice.from])) {
    const name = unitName(otherFrom, index, countOf(quantity));
    return [reading(name, restate(typedNumber, name, quantity.targetUnitText))];
  }
  if (!same(otherTo, [choice.family, choice.to])) {
    const name = unitName(otherTo, index, 2);
    return [reading(name, restate(typedNumber, quantity.unitText, name))];
  }
  return [];
}

/**
 * A generic name with neighbours in its family, as its unit declares them (Unit.alsoMeans): 'galón' (EE. UU.) or the
 * imperial one.
 */
function neighbourReadings(quantity: Quantity, choice: Choice, index: UnitIndex): Reading[] {
  const { unitText, targetUnitText } = quantity;
  const typedNumber = quantity.read?.typed ?? '';
  const sides = [
    [unitText, choice.from, countOf(quantity), (name: string) => restate(typedNumber, name, targetUnitText)],
    [targetUnitText, choice.to, 2, (name: string) => restate(typedNumber, unitText, name)],
  ] as const;
  return sides.flatMap(([typed, key, count, ask]) => {
    const alsoMeans = choice.loaded.family.units[key]?.alsoMeans;
    // The family's file writes the names as normalise() does.
    if (!alsoMeans?.names.includes(normalise(typed))) return [];
    return alsoMeans.units.map((neighbour) => {
      const name = unitName([choice.family, neighbour], index, count);
      return reading(name, ask(name));
    });
  });
}

/** readings: the other ways to read the question, one click away, the other number first. */
export function otherReadings(quantity: Quantity, units: FoundUnits, choice: Choice, index: UnitIndex): Reading[] {
  return [
    ...numberReadings(quantity, choice, index),
    ...familyReadings(quantity, units, choice, index),
    ...neighbourReadings(quantity, choice, index),
  ];
}

/** answer: the converter's own result line and where to open it, or why the engine gives none. */
export function buildAnswer(quantity: Quantity, choice: Choice, readings: Reading[], index: UnitIndex): QuickResult {
  const { value, read } = quantity;
  const { family, from, to, loaded } = choice;
  const valueText = String(value);
  const view = evaluate({ valueText, from, to }, loaded.family);
  if (view.hint) return { kind: 'error', message: view.hint };
  if (!view.line) {
    return {
      kind: 'error',
      message: `No se puede convertir ${quoted(quantity.unitText)} a ${quoted(quantity.targetUnitText)}`,
    };
  }
  const pairPage = index.pairs[`${family} ${from} ${to}`];
  return {
    kind: 'answer',
    family,
    from,
    to,
    value,
    line: view.line,
    copyText: view.resultText,
    // The pair's page where it has one, opened on the value asked (its canonical stays the pair's own, D26).
    href: pairPage
      ? `${pairPage}?${new URLSearchParams({ valor: valueText })}`
      : `${loaded.path}?${new URLSearchParams({ valor: valueText, de: from, a: to })}`,
    alternatives: readings,
    ...(read?.otherReading !== undefined && {
      understood: `Entendí: ${formatGiven(value)} ${unitName([family, from], index, value)}`,
    }),
  };
}

/** The answer for 'quantity' → 'target', or why there is none; undefined where these are not units at all. */
function answer(sourceText: string, targetText: string, index: UnitIndex): QuickResult | undefined {
  const numeric = numberSystems(sourceText, targetText);
  if (numeric) return numeric;
  const quantity = readQuantity(sourceText, targetText);
  const units = findUnits(quantity, index);
  if (!units || 'kind' in units) return units;
  const choice = chooseFamily(quantity, units, index);
  if (!choice || 'kind' in choice) return choice;
  return buildAnswer(quantity, choice, otherReadings(quantity, units, choice, index), index);
}

/** A question → its answer, an error that says why, or 'none' where the text is not a conversion. */
export function parseQuery(query: string, index: UnitIndex): QuickResult {
  const text = normaliseQuestion(query);
  if (typeof text !== 'string') return text;
  const question = QUESTION.exec(text);
  if (question) {
    const [, target = '', source = ''] = question;
    const found = answer(source.replace(LEADING_VERB, ''), target, index);
    if (found) return found;
  }
  const body = text.replace(LEADING_VERB, '');
  let firstError: QuickResult | undefined;
  for (const connector of body.matchAll(CONNECTOR)) {
    const found = answer(body.slice(0, connector.index), body.slice(connector.index + connector[0].length), index);
    if (found?.kind === 'answer' || found?.kind === 'needs') return found;
    firstError ??= found;
  }
  return firstError ?? NONE;
}
