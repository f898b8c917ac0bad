/**
 * D26: everything a pair page shows, computed at build time by the one engine from the family's definitions, so
 * the answer, the table and the formulas can never disagree with the converter on the same page.
 */
import { converterContents } from '@/lib/content/converters';
import type { PairRow } from '@/lib/content/pairs/types';
import type { Pair } from '@/lib/pairs';
import { convert, formatInput, formatValue, unitLabel, valueWithUnit, withUnit } from '@/lib/units/engine';
import { formatGiven } from '@/lib/units/format';
import { linearFormula } from '@/lib/units/formula';
import type { Family } from '@/lib/units/types';

/**
 * A ratio is a defined decimal (D7: 1 in = 2.54 cm, 1 lb = 0.45359237 kg, 1 al = 9 460 730 472 580.8 km) when a
 * decimal of at most 14 significant digits gives back the computed ratio to within float rounding (a few units in
 * the last place). A repeating or irrational ratio (1/2.54, 180/π) needs all 16 or 17 digits.
 */
const EXACT_DIGITS = 14;
const FLOAT_ROUNDING = 4e-16;
/** A table cell shows a defined decimal in full up to this length (1.609344 km); a longer one is rounded (D8). */
const TABLE_FULL_DIGITS = 10;

/** The fewest significant digits that write `value` back within float rounding. */
function digitsNeeded(value: number): number {
  if (value === 0) return 1;
  for (let digits = 1; digits <= 17; digits += 1) {
    if (Math.abs(Number(value.toPrecision(digits)) - value) <= FLOAT_ROUNDING * Math.abs(value)) return digits;
  }
  return 17;
}

export interface PairAnswer {
  /** '1 pulgada = 2.54 centímetros', in words a search engine can quote. */
  words: string;
  /** '1 in = 2.54 cm' */
  symbols: string;
  exact: boolean;
}

export interface PairTableRow {
  source: string;
  result: string;
  label?: string;
}

export interface PairView {
  /** 'Pulgadas a centímetros' */
  name: string;
  /** 'in a cm' */
  symbolName: string;
  answer: PairAnswer;
  /** '5 ft 7 in = 170.18 cm', where people think in two units at once. */
  mixedAnswer?: string;
  formula: string;
  reverseFormula: string;
  example: string;
  rows: PairTableRow[];
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

function convertOrFail(value: number, from: string, to: string, family: Family): number {
  const result = convert(value, from, to, family);
  if (!result.ok) throw new Error(`${family.key}: ${value} ${from} → ${to} no convierte (${result.reason})`);
  return result.value;
}

/** The unit's name for a count: the singular after exactly 1, the plural otherwise. */
function nameFor(text: string, unitKey: string, family: Family): string {
  const unit = family.units[unitKey];
  if (!unit) return unitKey;
  return text === '1' ? (unit.singular ?? unit.name) : (unit.plural ?? unit.name);
}

/** The answer line: exact ratios in full ('1 libra = 0.45359237 kilogramos'), others rounded with '≈'. */
export function pairAnswer(value: number, from: string, to: string, family: Family): PairAnswer {
  const result = convertOrFail(value, from, to, family);
  // d°m′s″ is always written by its own formatter (57°17′44.81″), and is never an exact decimal.
  const exact = family.units[to]?.display !== 'dms' && digitsNeeded(result) <= EXACT_DIGITS;
  const shown = exact ? formatGiven(result) : formatValue(result, to, family);
  const given = formatInput(value, from, family);
  const sign = exact ? '=' : '≈';
  return {
    words: `${given} ${nameFor(given, from, family)} ${sign} ${shown} ${nameFor(shown, to, family)}`,
    symbols: `${withUnit(given, from, family)} ${sign} ${withUnit(shown, to, family)}`,
    exact,
  };
}

/**
 * A value in two units at once, the larger one whole: 5.583333 ft → '5 ft 7 in'. The part is rounded as the family
 * rounds, and a part that rounds up to a whole unit carries (5 ft 12 in is 6 ft).
 */
export function mixedText(value: number, whole: string, part: string, family: Family): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  // Both sides as the page writes them, so float noise (12 in = 0.9999999999999999 ft) cannot hide a carry.
  const shown = (amount: number) => Number(formatValue(amount, part, family).replace(/\u202f/g, ''));
  const perWhole = shown(convertOrFail(1, whole, part, family));
  let wholes = Math.floor(size);
  let rest = shown(convertOrFail(size - wholes, whole, part, family));
  if (rest >= perWhole) {
    wholes += 1;
    rest = 0;
  }
  const wholeText = withUnit(formatGiven(wholes), whole, family);
  const partText = withUnit(formatGiven(rest), part, family);
  if (rest === 0) return `${sign}${wholeText}`;
  return wholes === 0 ? `${sign}${partText}` : `${sign}${wholeText} ${partText}`;
}

/** A converted value in the table: in full where the ratio is a defined decimal (1.609344 km), else rounded (D8). */
function tableValue(result: number, unitKey: string, family: Family): string {
  return family.units[unitKey]?.display !== 'dms' && digitsNeeded(result) <= TABLE_FULL_DIGITS
    ? withUnit(formatGiven(result), unitKey, family)
    : valueWithUnit(result, unitKey, family);
}

const rowValue = (row: PairRow) => (typeof row === 'number' ? row : row.value);

/** The formula of a direction: derived for linear units, else the family page's own card for it. */
function formulaFor(from: string, to: string, familyKey: string, family: Family): string {
  const card = converterContents[familyKey]?.cards.find((spec) => spec.from === from && spec.to === to);
  // d°m′s″ reads badly as a factor ('° = Grados sexagesimales × 1'): the page's own card says it better.
  const dms = family.units[from]?.display === 'dms' || family.units[to]?.display === 'dms';
  if (dms && card?.formula) return card.formula;
  const derived = linearFormula(from, to, family);
  if (derived) return derived;
  if (card?.formula) return card.formula;
  throw new Error(`${familyKey}: ${from} → ${to} no es lineal y no tiene fórmula escrita en su página`);
}

export function pairView(pair: Pair): PairView {
  const { family, familyKey, spec } = pair;
  const { from, to, mixed } = spec;
  const source = family.units[from];
  const target = family.units[to];
  if (!source || !target) throw new Error(`${pair.path}: unidades desconocidas`);

  const showSource = (value: number) =>
    mixed && mixed.whole === from
      ? mixedText(value, from, mixed.part, family)
      : withUnit(formatInput(value, from, family), from, family);
  const showResult = (result: number) => {
    const plain = tableValue(result, to, family);
    const both = mixed && mixed.whole === to ? mixedText(result, to, mixed.part, family) : plain;
    return both === plain ? plain : `${plain} (${both})`;
  };

  const rows = spec.rows.map((row) => {
    const value = rowValue(row);
    const shown = { source: showSource(value), result: showResult(convertOrFail(value, from, to, family)) };
    return typeof row === 'number' || !row.label ? shown : { ...shown, label: row.label };
  });

  const mixedRow = mixed ? spec.rows.map(rowValue).find((value) => !Number.isInteger(value)) : undefined;
  const example = rowValue(spec.rows[Math.min(2, spec.rows.length - 1)] ?? 1);

  return {
    name: `${capitalise(source.plural ?? source.name)} a ${target.plural ?? target.name}`,
    symbolName: `${unitLabel(from, family) || source.name} a ${unitLabel(to, family) || target.name}`,
    answer: pairAnswer(spec.answerValue ?? 1, from, to, family),
    mixedAnswer:
      mixedRow === undefined
        ? undefined
        : `${showSource(mixedRow)} = ${showResult(convertOrFail(mixedRow, from, to, family))}`,
    formula: formulaFor(from, to, familyKey, family),
    reverseFormula: formulaFor(to, from, familyKey, family),
    example: `${showSource(example)} = ${showResult(convertOrFail(example, from, to, family))}`,
    rows,
  };
}
