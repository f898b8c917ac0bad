/**
 * D27: a question typed in plain Spanish ('5 pies a metros', '¿cuántos gramos son 3 onzas?', 'FF hexadecimal a
 * decimal') read into a value and two units, and answered with the converter's own result line. Pure TypeScript: no
 * React, no network; the units come from the files the build writes (lib/quick/unit-index.ts). Where the question
 * names two units of a family whose engine is not in the index yet, the answer is 'needs': the caller loads it
 * (hooks/use-quick-answer.ts) and asks again.
 */
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
import { readNumber } from './read-number';
import type { QuickResult, UnitIndex, UnitRef } from './types';

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

function numbers(sourceText: string, targetText: string): QuickResult | undefined {
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
    family: 'numeros',
    from,
    to,
    value: Number(parsed.value),
    line: basesLine(parsed.value, fromRadix, toRadix),
    copyText: formatInBase(parsed.value, toRadix),
    href: `/convertir-numeros?${query}`,
    alternatives: [],
  };
}

/** The answer for 'quantity' → 'target', or why there is none; undefined where these are not units at all. */
function answer(sourceText: string, targetText: string, index: UnitIndex): QuickResult | undefined {
  const numeric = numbers(sourceText, targetText);
  if (numeric) return numeric;
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
  let targetUnitText = targetText.trim();
  // 'precio por kilo a precio por libra': a price per quantity, answered by the price page's family only.
  const PRICE = /^(?:el\s+)?precio\s+(?:por|del|de\s+la|de\s+el|de|el|la)\s+/i;
  const priced = PRICE.test(unitText) || PRICE.test(targetUnitText);
  unitText = unitText.replace(PRICE, '');
  targetUnitText = targetUnitText.replace(PRICE, '');
  const sources = unitsCalled(unitText, index);
  const targets = unitsCalled(targetUnitText, index);
  // Without a number, text that is not two units is a search for the finder ('presión en neumáticos'), not an error.
  if (sources.length === 0 && targets.length === 0) {
    if (!read) return undefined;
    return {
      kind: 'error',
      message: `No reconozco «${quoted(unitText)}» ni «${quoted(targetUnitText)}» como unidades.`,
    };
  }
  if (sources.length === 0) {
    return read ? { kind: 'error', message: `No reconozco la unidad «${quoted(unitText || sourceText)}».` } : undefined;
  }
  if (targets.length === 0) {
    return read ? { kind: 'error', message: `No reconozco la unidad «${quoted(targetUnitText)}».` } : undefined;
  }
  const order = Object.keys(index.families);
  const shared = order.filter(
    (family) =>
      sources.some(([f]) => f === family) &&
      targets.some(([f]) => f === family) &&
      (!priced || index.families[family]?.money === true),
  );
  if (shared.length === 0) {
    return { kind: 'error', message: `No se pueden convertir ${quoted(unitText)} a ${quoted(targetUnitText)}` };
  }
  const familyKey = shared[0] as string;
  const entry = index.families[familyKey]?.loaded;
  if (!entry) return { kind: 'needs', family: familyKey };
  const from = sources.find(([f]) => f === familyKey)?.[1];
  const to = targets.find(([f]) => f === familyKey)?.[1];
  if (!from || !to) return undefined;

  const valueText = String(value);
  const view = evaluate({ valueText, from, to }, entry.family);
  if (view.hint) return { kind: 'error', message: view.hint };
  if (!view.line)
    return { kind: 'error', message: `No se puede convertir ${quoted(unitText)} a ${quoted(targetUnitText)}` };

  const typedNumber = read?.typed ?? '';
  // 'media taza', '½ galón': a number written as a word or a glyph below one takes the singular, as it is said.
  const count = value === 1 || (value > 0 && value < 1 && !/\d/.test(typedNumber)) ? 1 : 2;
  const restate = (number: string, source: string, target: string) =>
    `${number ? `${number} ` : ''}${source} a ${target}`;
  const alternatives: { label: string; query: string }[] = [];
  // The same names in another family that also converts: 'libras a kilos' may mean Castilian pounds. The side whose
  // unit differs there (the pound, not the kilogram) is the one the other reading names.
  for (const other of shared.slice(1, 2)) {
    const otherFrom = sources.find(([f]) => f === other);
    const otherTo = targets.find(([f]) => f === other);
    if (!otherFrom || !otherTo) continue;
    // Rules are relative to each family's base, so units are compared by name: the kilogram is the same in both.
    const same = (a: UnitRef, b: UnitRef) => unitName(a, index, 2) === unitName(b, index, 2);
    if (!same(otherFrom, [familyKey, from])) {
      const name = unitName(otherFrom, index, count);
      alternatives.push({ label: `¿${capitalise(name)}?`, query: restate(typedNumber, name, targetUnitText) });
    } else if (!same(otherTo, [familyKey, to])) {
      const name = unitName(otherTo, index, 2);
      alternatives.push({ label: `¿${capitalise(name)}?`, query: restate(typedNumber, unitText, name) });
    }
  }
  // A generic name with a neighbour in the same family, as the unit declares it (Unit.alsoMeans): 'galón' (EE. UU.) or
  // the imperial one.
  for (const [side, typed, key] of [
    ['source', unitText, from],
    ['target', targetUnitText, to],
  ] as const) {
    const alsoMeans = entry.family.units[key]?.alsoMeans;
    const generic = normalise(typed);
    if (!alsoMeans?.names.some((name) => normalise(name) === generic)) continue;
    for (const neighbour of alsoMeans.units) {
      const name = unitName([familyKey, neighbour], index, side === 'source' ? count : 2);
      const query =
        side === 'source' ? restate(typedNumber, name, targetUnitText) : restate(typedNumber, unitText, name);
      alternatives.push({ label: `¿${capitalise(name)}?`, query });
    }
  }
  const pairPage = index.pairs[`${familyKey} ${from} ${to}`];
  const result: QuickResult = {
    kind: 'answer',
    family: familyKey,
    from,
    to,
    value,
    line: view.line,
    copyText: view.resultText,
    // The pair's page where it has one, opened on the value asked (its canonical stays the pair's own, D26).
    href: pairPage
      ? `${pairPage}?${new URLSearchParams({ valor: valueText })}`
      : `${entry.path}?${new URLSearchParams({ valor: valueText, de: from, a: to })}`,
    alternatives,
  };
  if (read?.otherReading !== undefined) {
    result.understood = `Entendí: ${formatGiven(value)} ${unitName([familyKey, from], index, value)}`;
    alternatives.unshift({
      label: `¿${formatGiven(read.otherReading)} ${unitName([familyKey, from], index, read.otherReading)}?`,
      query: restate(String(read.otherReading), unitText, targetUnitText),
    });
  }
  return result;
}

/** A question → its answer, an error that says why, or 'none' where the text is not a conversion. */
export function parseQuery(query: string, index: UnitIndex): QuickResult {
  // Control characters are never part of a question; they become spaces before anything else reads the text.
  const cleaned = query.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
  if (!cleaned) return NONE;
  if (cleaned.length > MAX_QUERY_LENGTH) {
    return { kind: 'error', message: 'La pregunta es demasiado larga: escribe algo como «5 pies a metros».' };
  }
  const text = cleaned
    .replace(/[¿?¡!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
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
