/**
 * D27, issue 21: a question typed the way people type it ('5 pies a metros', '¿cuántos gramos son 3 onzas?', 'cuánto
 * es 3 yardas en metros', '1 galón cuántos litros', "5'9 en cm", '1 h 30 min a minutos', '1,75 m en pies y
 * pulgadas', 'FF en decimal') read into a quantity and the unit it is wanted in, and answered with the converter's
 * own result line. Pure TypeScript: no React, no network; the units come from the files the build writes
 * (lib/quick/unit-index.ts). Where the question names units of a family whose engine is not in the index yet, the
 * answer is 'needs': the caller loads it (hooks/use-quick-answer.ts) and asks again.
 */
import { normalise } from '@/lib/normalise';
import { convert, formatInput, withUnit } from '@/lib/units/engine';
import { evaluate, shownResult } from '@/lib/units/evaluate';
import { formatGiven } from '@/lib/units/format';
import { PART_DECIMALS, mixedText } from '@/lib/units/mixed';
import type { Family } from '@/lib/units/types';
import { lookUpName } from './expand-index';
import { LATER_NAMES } from './first-names';
import { caseChangesUnit, caseOf, exactNamesSpelt } from './letter-case';
import { questionSides } from './phrasings';
import { readTerms } from './terms';
import type { Choice, FoundUnits, LaterReaders, Quantity, QuickResult, Reading, UnitIndex, UnitRef } from './types';
import { askMessage, countOf, quoted, reading, restate, unitName, unknownUnitMessage } from './unit-words';

export type { QuickResult };

const NONE: QuickResult = { kind: 'none' };
const NEEDS_OTHER: QuickResult = { kind: 'needs-other' };
const NEEDS_NAMES: QuickResult = { kind: 'needs-names' };

/** Longer than any question about units: answered at once with a hint, never scanned. */
export const MAX_QUERY_LENGTH = 200;
/** How many of the splits the ways of asking propose are read again with misspelt names corrected. */
const FUZZY_SPLITS = 4;

const ARTICLE = /^(?:de|del|los|las|el|la|un|una|unos|unas)\s+/i;

/** The units a typed name stands for, exact-case names first ('MB' against 'Mb'). */
function unitsCalled(typed: string, index: UnitIndex): readonly UnitRef[] {
  const text = typed.trim().replace(/[.,;:]+$/, '');
  if (!text) return [];
  const exact = index.exact[text];
  if (exact) return exact;
  return (
    lookUpName(index.names, normalise(text)) ?? lookUpName(index.names, normalise(text.replace(ARTICLE, ''))) ?? []
  );
}

/** D38: the units a bare name means beside a unit of their family ('grados' → °C, °F), from `Unit.bareNames`. */
function unitsBesideOthers(typed: string, index: UnitIndex): readonly UnitRef[] {
  const text = normalise(typed.trim().replace(/[.,;:]+$/, ''));
  return index.bare?.[text] ?? index.bare?.[text.replace(ARTICLE, '')] ?? [];
}

/**
 * A name one edit from the typed one ('kilometos' → 'kilometros'): its units and the name understood; none where the
 * correction would be a guess (D38: two units of a family that near, or another scale of the unit, 'µm/s2' → 'm/s2').
 */
function unitsNear(typed: string, index: UnitIndex, later: LaterReaders) {
  return later.correctedName(normalise(typed.trim().replace(ARTICLE, '')), index.names);
}

/** '2 tazas de harina', '150 g de azúcar': a unit of a family that weighs ingredients, then what it weighs. */
const OF_INGREDIENT = /^(.+?)\s+(?:de|del)\s+(.+)$/i;

function ingredientNamed(
  typed: string,
  index: UnitIndex,
): { refs: readonly UnitRef[]; ingredient: string } | undefined {
  const split = OF_INGREDIENT.exec(typed.trim());
  if (!split) return undefined;
  const refs = unitsCalled(split[1] ?? '', index).filter(([family]) => index.families[family]?.weighsIngredients);
  return refs.length > 0 ? { refs, ingredient: split[2] ?? '' } : undefined;
}

/*
 * The steps of a question (STYLE rule 13): normalise → ways of asking → numbers → units → family → readings → answer.
 * Each is a pure function of what the steps before it found; a step that cannot go on returns what to show instead
 * (a QuickResult), or undefined where the text is not a conversion at all, and `answer` stops there.
 */

/**
 * normalise: the question as the steps read it (no control characters, no ¿?¡!, single spaces, no closing dot), or
 * what to show at once where there is none to read.
 */
export function normaliseQuestion(query: string): string | QuickResult {
  // Control characters are never part of a question; they become spaces before anything else reads the text.
  const cleaned = query
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return NONE;
  if (cleaned.length > MAX_QUERY_LENGTH) {
    return { kind: 'error', message: 'La pregunta es demasiado larga: escribe algo como «5 pies a metros».' };
  }
  return cleaned
    .normalize('NFC')
    .replace(/[¿?¡!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}

const PRICE = /^(?:el\s+)?precio\s+(?:por|del|de\s+la|de\s+el|de|el|la)\s+/i;

/** numbers: the terms and the target's text ('un kilo y medio' → 1.5 and 'kilo'); undefined where there are none. */
export function readQuantity(sourceText: string, targetText: string, index?: UnitIndex): Quantity | undefined {
  const isUnit = (text: string) => index !== undefined && unitsCalled(text, index).length > 0;
  const terms = readTerms(sourceText, isUnit)?.map((term) => ({ ...term, unitText: term.unitText.replace(PRICE, '') }));
  const [first] = terms ?? [];
  if (!terms || !first) return undefined;
  const targetUnitText = targetText.trim();
  return {
    sourceText,
    read: first.read,
    value: first.value,
    unitText: first.unitText,
    terms,
    targetUnitText: targetUnitText.replace(PRICE, ''),
    priced: PRICE.test(sourceText.replace(/^[^a-z]*/i, '')) || PRICE.test(targetUnitText),
  };
}

/** 'pies y pulgadas', 'horas y minutos', 'libras con onzas': an answer in two units. */
const TWO_UNITS = /^(.+?)\s+(?:y|e|con)\s+(.+)$/i;

/** units: what each side names (correcting a misspelt name unless 'plain'; the nearest names where 'suggested'), or why a side names none. */
export function findUnits(
  quantity: Quantity,
  index: UnitIndex,
  fuzzy: 'plain' | 'corrected' | 'suggested' = 'plain',
  later?: LaterReaders,
): FoundUnits | QuickResult | undefined {
  const { read, unitText, targetUnitText, terms } = quantity;
  const corrected: string[] = [];
  let ingredientText: string | undefined;
  const lookUp = (text: string): readonly UnitRef[] => {
    const found = unitsCalled(text, index);
    if (found.length > 0) return found;
    const weighed = ingredientNamed(text, index);
    if (weighed) {
      ingredientText ??= weighed.ingredient;
      return weighed.refs;
    }
    if (fuzzy === 'plain' || !later) return found;
    const near = unitsNear(text, index, later);
    if (!near) return [];
    corrected.push(near.name);
    return near.refs;
  };
  const termUnits = terms.map((term, position) => (position > 0 && !term.unitText ? [] : lookUp(term.unitText)));
  const sources = termUnits[0] ?? [];
  let targets = lookUp(targetUnitText);
  let targetParts: readonly UnitRef[] | undefined;
  const two = targets.length === 0 ? TWO_UNITS.exec(targetUnitText) : null;
  if (two) {
    targets = lookUp(two[1] ?? '');
    targetParts = lookUp(two[2] ?? '');
  }
  // A quantity alone is answered in the unit its pair pages give it (see chooseFamily): "5'9" in centimetres, '5 pies'
  // in metres, as the best converters answer it. Without a number ('metros') it is a search for the finder, and an
  // ingredient alone ('2 tazas de harina') waits for the unit it is to be weighed in.
  if (!targetUnitText) {
    const unnamed = termUnits.some(
      (units, position) => units.length === 0 && (position === 0 || terms[position]?.unitText),
    );
    if (unnamed || (terms.length < 2 && !read) || ingredientText) return undefined;
    return { sources, terms: termUnits, targets: [], corrected };
  }
  const missing = termUnits.findIndex(
    (units, position) => units.length === 0 && (position === 0 || terms[position]?.unitText),
  );
  if (missing < 0 && targets.length > 0 && (!targetParts || targetParts.length > 0)) {
    return {
      sources,
      terms: termUnits,
      targets,
      ...(targetParts && { targetParts }),
      corrected,
      ...(ingredientText && { ingredientText }),
    };
  }
  // Without a number, text that is not two units is a search for the finder ('presión en neumáticos'), not an error.
  if (!read && terms.length === 1) return undefined;
  const unknown = missing >= 0 ? (terms[missing]?.unitText ?? unitText) : targetUnitText;
  // Issue 36: the refusals of what the site does not convert come with the later readers; without them this reading
  // is never shown (readQuery waits for them).
  if (later?.namesCurrency(normalise(unknown)) || later?.namesCurrency(normalise(targetUnitText))) {
    return { kind: 'error', message: later.currencyMessage };
  }
  const leftOut = later?.leftOutMessage(normalise(unknown)) ?? later?.leftOutMessage(normalise(targetUnitText));
  if (leftOut) return { kind: 'error', message: leftOut };
  if (missing >= 0 && targets.length === 0 && !two) {
    return { kind: 'error', message: `No conozco «${quoted(unknown)}» ni «${quoted(targetUnitText)}» como unidades.` };
  }
  // The nearest names are looked for once, on the reading that corrects misspellings, not on every split.
  return fuzzy === 'suggested' && later
    ? later.unknownUnit(unknown, quantity, missing < 0, index)
    : unknownUnitMessage(unknown);
}

/**
 * D38, D7 (issue 35): each name read in its exact case, once its family is in. Written with capitals and small
 * letters, a name whose case makes it another unit than the one its letters found ('mHz' is not 'MHz', 'MPa·s' not
 * 'mPa·s', 'Pb' not 'PB') is asked about, never answered; written all in capitals it says nothing by its case, and
 * the answer says how it was read ('Entendí: milímetros'). A misspelt name read as the unit on the other side, which
 * would convert a unit into itself, is asked about too.
 */
function readAsTyped(quantity: Quantity, choice: Choice, index: UnitIndex, later?: LaterReaders): Choice | QuickResult {
  const { family, loaded } = choice;
  const two = choice.toPart ? TWO_UNITS.exec(quantity.targetUnitText) : null;
  const targets: [string, string | undefined][] = two
    ? [
        [two[1] ?? '', choice.to],
        [two[2] ?? '', choice.toPart],
      ]
    : [[quantity.targetUnitText, choice.to]];
  const sides = [
    ...quantity.terms.map((term, position) => [term.unitText, choice.termUnits[position], false] as const),
    ...targets.map(([typed, key]) => [typed, key, true] as const),
  ];
  const shouted: string[] = [];
  for (const [typed, key, isTarget] of sides) {
    const text = typed.trim().replace(/[.,;:]+$/, '');
    const unit = key === undefined ? undefined : loaded.family.units[key];
    const plain = text.replace(ARTICLE, '');
    if (!unit || index.exact[text] || index.exact[plain] || caseOf(plain) === 'lower') continue;
    if (!caseChangesUnit(plain, unit)) continue;
    if (caseOf(plain) === 'upper') {
      shouted.push(normalise(plain));
      continue;
    }
    const sameLetters = exactNamesSpelt(normalise(plain), index);
    const refs: UnitRef[] = [[family, key as string], ...sameLetters.flatMap((name) => index.exact[name] ?? [])];
    const asked = askMessage(plain, ' escrita así (las mayúsculas cambian la unidad)');
    // Issue 36: without the later readers this reading is never shown (readQuery waits for them).
    return later ? { ...asked, suggestions: later.suggestionsFor(refs, quantity, isTarget, index) } : asked;
  }
  const single = quantity.terms.length === 1 && !choice.toPart;
  if (choice.corrected.length > 0 && single && choice.from === choice.to) {
    const asked = misspeltSide(quantity, index, later);
    if (asked) return asked;
  }
  return shouted.length > 0 ? { ...choice, corrected: [...choice.corrected, ...shouted] } : choice;
}

/**
 * D7, D38 (issue 35): a name typed all in small letters is read the common way, and the units its letters are in
 * their exact case, in the family that answers, are offered beside `readings` ('5 kb a b': the KB answers; the kilobit
 * Kb and the decimal kB are one click away). Neither side's own unit is offered: '100 mbps a mb/s' offers nothing.
 */
function caseReadings(quantity: Quantity, choice: Choice, index: UnitIndex, readings: Reading[]): Reading[] {
  if (quantity.terms.length > 1 || choice.toPart) return readings;
  const { unitText, targetUnitText } = quantity;
  const typedNumber = quantity.read?.typed ?? '';
  const sides = [
    [unitText, countOf(quantity), (name: string) => restate(typedNumber, name, targetUnitText)],
    [targetUnitText, 2, (name: string) => restate(typedNumber, unitText, name)],
  ] as const;
  const offered = sides.flatMap(([typed, count, ask]) => {
    if (!typed.trim() || caseOf(typed) !== 'lower') return [];
    const text = normalise(typed.trim());
    return exactNamesSpelt(text, index)
      .flatMap((name) => index.exact[name] ?? [])
      .filter(([family, unit]) => family === choice.family && unit !== choice.from && unit !== choice.to)
      .map(([, unit]) => {
        const name = unitName([choice.family, unit], index, count);
        return reading(name, ask(name));
      });
  });
  const all = [...readings, ...offered];
  return all.filter((one, position) => all.findIndex((other) => other.label === one.label) === position);
}

/** The side of a question that only a correction named, asked about with the names nearest to it; none without. */
function misspeltSide(quantity: Quantity, index: UnitIndex, later?: LaterReaders): QuickResult | undefined {
  const typed = [quantity.unitText, quantity.targetUnitText].find((text) => unitsCalled(text, index).length === 0);
  if (typed === undefined || !later) return undefined;
  return later.unknownUnit(typed, quantity, typed === quantity.targetUnitText, index);
}

const unitIn = (refs: readonly UnitRef[] | undefined, family: string) => refs?.find(([f]) => f === family)?.[1];

/**
 * '5 pies' with no target: the unit of its family's first pair page that converts it ('pies a metros'), else of
 * the first that converts to it, else the other of the family's two defaults. The pairs are the ones people
 * search (D26), declared once with the family; nothing here is a second list.
 */
function counterpart(family: string, from: string, index: UnitIndex, engine: Family): string | undefined {
  const pairs = Object.keys(index.pairs)
    .map((key) => key.split(' '))
    .filter(([pairFamily]) => pairFamily === family);
  const forward = pairs.find(([, source]) => source === from)?.[2];
  const backward = pairs.find(([, , target]) => target === from)?.[1];
  const [first, second] = engine.defaults;
  return forward ?? backward ?? (from === first ? second : first);
}

/**
 * D38: the sides again with the units their bare names mean ('grados' → °C, °F; 'metros' → m², m³), each only in the
 * family of the other side's first reading, and never that unit itself ('30 grados a celsius' can only mean
 * Fahrenheit's); undefined where no bare name helps. A side of several terms keeps its names.
 */
function readBesideOthers(quantity: Quantity, units: FoundUnits, index: UnitIndex): FoundUnits | undefined {
  if (quantity.terms.length > 1 || units.targetParts || units.targets.length === 0) return undefined;
  // Only beside a side read as itself: '3 oz a metros' would need the ounce read as a fluid one first.
  const beside = (typed: string, [first]: readonly UnitRef[]) =>
    unitsBesideOthers(typed, index).filter(([family, unit]) => first?.[0] === family && first[1] !== unit);
  const sources = beside(quantity.unitText, units.targets);
  const targets = beside(quantity.targetUnitText, units.sources);
  if (sources.length === 0 && targets.length === 0) return undefined;
  return {
    ...units,
    sources: [...units.sources, ...sources],
    terms: [[...units.sources, ...sources]],
    targets: [...units.targets, ...targets],
  };
}

/**
 * family: the first family, in the order questions prefer them, where every side names a unit (a price family for a
 * price); 'needs' where its file is not in yet.
 */
export function chooseFamily(
  quantity: Quantity,
  found: FoundUnits,
  index: UnitIndex,
): Choice | QuickResult | undefined {
  const sharedBy = ({ terms, targets, targetParts }: FoundUnits) =>
    Object.keys(index.families).filter(
      (family) =>
        terms.every((refs, position) => (position > 0 && refs.length === 0 ? true : unitIn(refs, family))) &&
        (targets.length === 0 || unitIn(targets, family)) &&
        (!targetParts || unitIn(targetParts, family)) &&
        (!quantity.priced || index.families[family]?.money === true),
    );
  let units = found;
  let shared = sharedBy(found);
  // D38: where the names share no family, a bare name is read from the other side ('30 grados a fahrenheit').
  const beside = shared.length === 0 ? readBesideOthers(quantity, found, index) : undefined;
  if (beside) {
    units = beside;
    shared = sharedBy(beside);
  }
  const { terms, targets, targetParts } = units;
  const [family, other] = shared;
  if (family === undefined) {
    return {
      kind: 'error',
      message: `No se pueden convertir ${quoted(quantity.unitText)} a ${quoted(quantity.targetUnitText)}`,
    };
  }
  const loaded = index.families[family]?.loaded;
  if (!loaded) return { kind: 'needs', family };
  const from = unitIn(units.sources, family);
  const to =
    targets.length > 0
      ? unitIn(targets, family)
      : terms.length > 1
        ? loaded.mixes
            .filter((mix) => mix.whole === from)
            .map((mix) => (mix.from === from ? mix.to : mix.from))
            .find(Boolean)
        : from && counterpart(family, from, index, loaded.family);
  if (!from || !to) return undefined;
  const termUnits: string[] = [];
  for (const refs of terms) {
    const previous = termUnits[termUnits.length - 1];
    // '5 pies con 9': the part that the whole's pairs declare (PairSpec.mixed), never a guess.
    const unit = unitIn(refs, family) ?? loaded.mixes.find((mix) => mix.whole === previous)?.part;
    if (!unit) return { kind: 'error', message: `¿${quoted(quantity.sourceText)} de qué unidad?` };
    termUnits.push(unit);
  }
  const toPart = targetParts ? unitIn(targetParts, family) : undefined;
  // D38: a name whose first reading, alone, is another unit ('megas': megabytes; 'grados': the angle) was read from
  // the other side; the answer says so. Within a family the same name ('kilos' on the old weights' page) says nothing,
  // nor does a symbol written in its exact case ('MB', 'kN': D7 revised).
  const readAlone = (refs: readonly UnitRef[], key: string, typed: string) =>
    refs[0] !== undefined &&
    refs[0][0] !== family &&
    unitName(refs[0], index, 2) !== unitName([family, key], index, 2) &&
    !(/[A-Z]/.test(typed) && typed.trim() === loaded.family.units[key]?.symbol);
  const readAs = quantity.priced
    ? []
    : [
        ...(readAlone(units.sources, from, quantity.unitText) ? [from] : []),
        ...(targets.length > 0 && readAlone(units.targets, to, quantity.targetUnitText) ? [to] : []),
      ];
  const { ingredientText } = units;
  // D29: the ingredient readers come with the family that weighs ingredients (lib/quick/cooking-readers.ts).
  const ingredient = ingredientText ? loaded.cooking?.ingredientCalled(ingredientText, loaded.ingredients) : undefined;
  if (ingredientText && !ingredient) {
    return { kind: 'error', message: `No conozco el ingrediente «${quoted(ingredientText)}».` };
  }
  return {
    family,
    from,
    to,
    ...(toPart && { toPart }),
    termUnits,
    other,
    loaded,
    corrected: units.corrected,
    ...(ingredient && { ingredient }),
    ...(readAs.length > 0 && { readAs }),
  };
}

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
  const typedNumber = quantity.read?.typed ?? '';
  // Rules are relative to each family's base, so units are compared by name: the kilogram is the same in both.
  const same = (a: UnitRef, b: UnitRef) => unitName(a, index, 2) === unitName(b, index, 2);
  // A quantity alone ('3 oz') names no target: its reading in the other family is asked alone too ('3 onzas
  // líquidas'), and that family's own pairs answer it.
  if (!otherFrom || (!otherTo && units.targets.length > 0)) return [];
  if (!same(otherFrom, [choice.family, choice.from])) {
    const name = unitName(otherFrom, index, countOf(quantity));
    return [reading(name, restate(typedNumber, name, quantity.targetUnitText))];
  }
  if (otherTo && !same(otherTo, [choice.family, choice.to])) {
    const name = unitName(otherTo, index, 2);
    return [reading(name, restate(typedNumber, quantity.unitText, name))];
  }
  return [];
}

/**
 * The two sides of a question as the readings offer another unit for one of them: what was typed, its unit, the other
 * side's unit, the count its name takes, and the question asked again with another name in its place.
 */
function readingSides(quantity: Quantity, choice: Choice) {
  const { unitText, targetUnitText } = quantity;
  const typedNumber = quantity.read?.typed ?? '';
  return [
    [unitText, choice.from, choice.to, countOf(quantity), (name: string) => restate(typedNumber, name, targetUnitText)],
    [targetUnitText, choice.to, choice.from, 2, (name: string) => restate(typedNumber, unitText, name)],
  ] as const;
}

/**
 * A generic name with neighbours in its family, as its unit declares them (Unit.alsoMeans): 'galón' (EE. UU.) or the
 * imperial one.
 */
function neighbourReadings(quantity: Quantity, choice: Choice, index: UnitIndex): Reading[] {
  const sides = readingSides(quantity, choice);
  return sides.flatMap(([typed, key, otherSide, count, ask]) => {
    const unit = choice.loaded.family.units[key];
    const alsoMeans = unit?.alsoMeans;
    // The family's file writes the names as normalise() does.
    if (!alsoMeans?.names.includes(normalise(typed))) return [];
    // Written with the capitals that make it one unit ('MB/s', D7 revised), it is no longer ambiguous.
    if (unit?.exactAliases?.includes(typed.trim())) return [];
    // Nor is a neighbour worth offering when it is the other side's unit: '100 mbps a mb/s' read as megabits to
    // megabits would answer nothing.
    return alsoMeans.units
      .filter((neighbour) => neighbour !== otherSide)
      .map((neighbour) => {
        const name = unitName([choice.family, neighbour], index, count);
        return reading(name, ask(name));
      });
  });
}

/** D38: the other units a bare name means beside this family: 'grados' read as Celsius offers Fahrenheit's. */
function besideReadings(quantity: Quantity, choice: Choice, index: UnitIndex): Reading[] {
  const sides = readingSides(quantity, choice);
  return sides.flatMap(([typed, key, otherSide, count, ask]) =>
    choice.readAs?.includes(key)
      ? unitsBesideOthers(typed, index)
          .filter(([family, unit]) => family === choice.family && unit !== key && unit !== otherSide)
          .map(([family, unit]) => {
            const name = unitName([family, unit], index, count);
            return reading(name, ask(name));
          })
      : [],
  );
}

/** readings: the other ways to read the question, one click away, the other number first. */
export function otherReadings(quantity: Quantity, units: FoundUnits, choice: Choice, index: UnitIndex): Reading[] {
  if (quantity.terms.length > 1) return numberReadings(quantity, choice, index);
  const readings = [
    ...numberReadings(quantity, choice, index),
    ...familyReadings(quantity, units, choice, index),
    ...neighbourReadings(quantity, choice, index),
    ...besideReadings(quantity, choice, index),
    ...(choice.loaded.cooking?.ingredientReadings(quantity, units, choice) ?? []),
  ];
  // Two ways can offer the same reading ('media taza': the next family's cup and the neighbour the unit declares).
  return readings.filter(
    (reading, position) => readings.findIndex((other) => other.label === reading.label) === position,
  );
}

/** How the answer read what was typed: an ambiguous number, a misspelt name, or no number at all. */
function understoodText(quantity: Quantity, choice: Choice, index: UnitIndex): string | undefined {
  const { value, read } = quantity;
  if (read?.otherReading !== undefined) {
    return `Entendí: ${formatGiven(value)} ${unitName([choice.family, choice.from], index, value)}`;
  }
  if (choice.corrected.length > 0) {
    // The unit each corrected name led to, by its plural: 'kilometos' → 'kilómetros'.
    const keys = [...choice.termUnits, choice.to, choice.toPart ?? ''];
    const shown = choice.corrected.map((name) => {
      const key = keys.find((unit) => unit && index.names[name]?.some(([f, u]) => f === choice.family && u === unit));
      return key ? unitName([choice.family, key], index, 2) : name;
    });
    return `Entendí: ${[...new Set(shown)].join(' y ')}`;
  }
  if (choice.readAs) {
    return `Entendí: ${choice.readAs.map((key) => unitName([choice.family, key], index, 2)).join(' y ')}`;
  }
  if (!read && quantity.terms.length === 1) {
    return `Sin cantidad: para 1 ${unitName([choice.family, choice.from], index, 1)}`;
  }
  return undefined;
}

/** The quantity in its first unit: '5 ft 9 in' is 5.75 ft; undefined where a term does not add ('5 °C + 3 °F'). */
function totalIn(quantity: Quantity, choice: Choice, family: Family): number | undefined {
  if (quantity.terms.length === 1) return quantity.value;
  let total = 0;
  for (const [position, term] of quantity.terms.entries()) {
    const unit = choice.termUnits[position] ?? choice.from;
    if (family.units[unit]?.rule.kind !== 'linear') return undefined;
    const converted = convert(term.value, unit, choice.from, family);
    if (!converted.ok) return undefined;
    total += term.sign * converted.value;
  }
  return total;
}

/** The quantity as the line writes it: '5 ft 9 in', '2 h 15 min − 40 min'. */
function givenText(quantity: Quantity, choice: Choice, family: Family): string {
  return quantity.terms
    .map((term, position) => {
      const unit = choice.termUnits[position] ?? choice.from;
      const text = withUnit(formatInput(term.value, unit, family), unit, family);
      if (position === 0) return term.sign < 0 ? `−${text}` : text;
      return term.joined ? text : `${term.sign < 0 ? '−' : '+'} ${text}`;
    })
    .join(' ');
}

/** answer: the converter's own result line and where to open it, or why the engine gives none. */
export function buildAnswer(quantity: Quantity, choice: Choice, readings: Reading[], index: UnitIndex): QuickResult {
  const { family, from, to, toPart, loaded, ingredient } = choice;
  const engine = (ingredient && loaded.cooking?.withIngredient(loaded.family, ingredient)) || loaded.family;
  const value = totalIn(quantity, choice, engine);
  if (value === undefined) {
    return { kind: 'error', message: `No se pueden sumar ${quoted(unitName([family, from], index, 2))} así.` };
  }
  const valueText = String(value);
  const view = evaluate({ valueText, from, to }, engine);
  if (view.hint) return { kind: 'error', message: view.hint };
  const result = convert(value, from, to, engine);
  if (!view.line || !result.ok) {
    return {
      kind: 'error',
      message: `No se puede convertir ${quoted(quantity.unitText)} a ${quoted(quantity.targetUnitText)}`,
    };
  }
  const compound = quantity.terms.length > 1;
  const inTwo = toPart ? mixedText(result.value, to, toPart, engine, PART_DECIMALS) : '';
  const given = compound ? givenText(quantity, choice, engine) : view.line.split(' → ')[0];
  // D33: through a density, no more digits than the source's figure carries, as the page writes it.
  const shown = shownResult(result.value, from, to, engine);
  const line = `${given} → ${inTwo || shown.text}`;
  // Heights in centimetres also in feet and inches, as the pair's page answers them (PairSpec.mixed).
  const mix = toPart ? undefined : loaded.mixes.find((m) => m.from === from && m.to === to && m.whole === to);
  const also = mix ? mixedText(result.value, mix.whole, mix.part, engine, PART_DECIMALS) : '';
  const pairPage = compound ? undefined : index.pairs[`${family} ${from} ${to}`];
  const understood = understoodText(quantity, choice, index);
  const weighed = loaded.cooking?.weighing(choice, engine);
  const address = { valor: valueText, de: from, a: to, ...(weighed && { ingrediente: weighed.key }) };
  return {
    kind: 'answer',
    family,
    from,
    to,
    value,
    line,
    copyText: inTwo || shown.plain,
    // The pair's page where it has one, opened on the value asked (its canonical stays the pair's own, D26).
    href: pairPage
      ? `${pairPage}?${new URLSearchParams({ valor: valueText })}`
      : `${loaded.path}?${new URLSearchParams(address)}`,
    alternatives: readings,
    ...(understood && { understood }),
    ...(weighed && { note: weighed.note }),
    ...(also && also !== line.split(' → ')[1] && { also }),
  };
}

/** The answer for 'quantity' → 'target', or why there is none; undefined where these are not units at all. */
function answer(
  sourceText: string,
  targetText: string,
  index: UnitIndex,
  fuzzy: Parameters<typeof findUnits>[2],
  later: LaterReaders | undefined,
): QuickResult | undefined {
  const quantity = readQuantity(sourceText, targetText, index);
  if (!quantity) return undefined;
  const units = findUnits(quantity, index, fuzzy, later);
  if (!units || 'kind' in units) return units;
  const chosen = chooseFamily(quantity, units, index);
  // A correction that leads to no family the other side shares ('3 graos a onzas' read as grays) is asked about,
  // with the names nearest to the one typed (gramos, granos), where the nearest names are looked for.
  if (!chosen || 'kind' in chosen) {
    const misread = fuzzy === 'suggested' && chosen?.kind === 'error' && units.corrected.length > 0;
    return (misread && misspeltSide(quantity, index, later)) || chosen;
  }
  const choice = readAsTyped(quantity, chosen, index, later);
  if ('kind' in choice) return choice;
  const readings = caseReadings(quantity, choice, index, otherReadings(quantity, units, choice, index));
  return buildAnswer(quantity, choice, readings, index);
}

const settles = (result: QuickResult | undefined) => result?.kind === 'answer' || result?.kind === 'needs';

/**
 * A question → its answer, an error that says why, or 'none' where the text is not a conversion. Issue 36: the units
 * read first, as typed; where they settle nothing, the other readers (a calculator's question, a number in another
 * base, a time in another city) come next, before any misspelt name is corrected, so that '125 en letras' is never
 * read as litres. Without those readers the answer is 'needs-other': the caller loads them and asks again, so the
 * first answer about units downloads none of them. Read with the first names only (lib/quick/first-names.ts), a
 * look-up the later names may change, or a reading that settles nothing, is 'needs-names': every name first.
 */
export function readQuery(query: string, index: UnitIndex, later?: LaterReaders): QuickResult {
  try {
    return readWith(query, index, later);
  } catch (error) {
    if (error === LATER_NAMES) return NEEDS_NAMES;
    throw error;
  }
}

function readWith(query: string, index: UnitIndex, later: LaterReaders | undefined): QuickResult {
  const text = normaliseQuestion(query);
  if (typeof text !== 'string') return text;
  const sides = questionSides(text);
  let firstError: QuickResult | undefined;
  for (const [source, target] of sides) {
    const found = answer(source, target, index, 'plain', later);
    if (found?.kind === 'needs' && index.laterFamilies?.includes(found.family)) return NEEDS_NAMES;
    if (settles(found)) return found as QuickResult;
    firstError ??= found;
  }
  if (index.laterFamilies) return NEEDS_NAMES;
  if (!later) return NEEDS_OTHER;
  const other = later.otherQuestion(text);
  if (other) return other;
  // Read again with misspelt names corrected: only the first splits, and only where the plain reading found none.
  // Its error, where there is one, is the same message with the nearest names as suggestions.
  let fuzzyError: QuickResult | undefined;
  for (const [source, target] of sides.slice(0, FUZZY_SPLITS)) {
    const found = answer(source, target, index, fuzzyError ? 'corrected' : 'suggested', later);
    if (settles(found)) return found as QuickResult;
    fuzzyError ??= found;
  }
  // Where it asks which unit was meant (D38), the message goes on from the plain one: '… ¿Querías decir…?'.
  const plainMessage = (firstError as { message?: string } | undefined)?.message;
  if (fuzzyError?.kind === 'error' && plainMessage !== undefined && fuzzyError.message.startsWith(plainMessage)) {
    return fuzzyError;
  }
  if (firstError) return firstError;
  if (later.namesCurrency(normalise(text))) return { kind: 'error', message: later.currencyMessage };
  return NONE;
}
