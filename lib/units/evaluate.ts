/**
 * What the converter shows for a state: the parsed value, the hint under the field, the result line and the
 * equivalences. Pure, so the component only renders and the rules can be tested without a browser.
 */
import { crossesDensity, DENSITY_DIGITS } from './density';
import { convert, copyValue, formatInput, targetsFor, toBaseValue, valueWithUnit, withUnit } from './engine';
import { DEFAULT_ENGINE_WORDING, type EngineWording } from './engine-wording';
import { formatSignificant } from './format';
import { DEFAULT_FRACTION_STEP, nearestInchFraction, type FractionStep } from './inch-fraction';
import { PART_DECIMALS, mixedText, type UnitMix } from './mixed';
import { parseDegrees, parseKitchenAmount, parseNumber, type Parsed } from './parse';
import type { Family } from './types';

/** D31: how the visitor likes results (lib/preferences/result-settings.ts) and the page's mixes of units. */
export interface ResultDisplay {
  /** 'auto' follows the page's decimals (D8); a number keeps that many significant digits. */
  precision?: 'auto' | number;
  /** The finest inch fraction, as a denominator. */
  fractionStep?: FractionStep;
  /** Units a result is also written in two of: feet and inches, pounds and ounces (PairSpec.mixed). */
  mixes?: readonly UnitMix[];
}

/** Past this many inches a fraction of an inch says nothing a reader would use. */
const FRACTION_LIMIT_INCHES = 10_000;

export interface Equivalence {
  unit: string;
  text: string;
}

export interface Evaluation {
  /** A message under the value field, or '' */
  hint: string;
  /** 'value symbol → result symbol', or '' when the box is hidden. */
  line: string;
  /** The bare result as the copy button copies it: no grouping, e-notation (D8). */
  resultText: string;
  /** D13: a note under the result (a temperature below absolute zero). */
  note: string;
  /** The value in the family's base unit, when there is one (D15 size tables find their row with it). */
  base?: number;
  equivalences: Equivalence[];
  /** D31: the result again, as the nearest inch fraction ('≈ 13/16 in') or in two units ('= 5 ft 8.9 in'). */
  extras: string[];
}

export function parseFor(text: string, unitKey: string, family: Family): Parsed {
  if (family.units[unitKey]?.display === 'dms') return parseDegrees(text);
  // D29: the kitchen's amounts come as recipes write them, '½ taza', '1 1/2 cucharadas'.
  return family.gramsPerMl === undefined ? parseNumber(text) : parseKitchenAmount(text);
}

function hintFor(reason: 'unavailable' | 'no-equivalent' | 'out-of-range', family: Family, wording: EngineWording) {
  const { hints } = wording;
  if (reason === 'no-equivalent') return family.zeroHasNoEquivalent ? hints.zero : hints.noEquivalent;
  if (reason === 'out-of-range') return hints.outOfRange;
  return hints.unavailable;
}

const EMPTY: Evaluation = { hint: '', line: '', resultText: '', note: '', equivalences: [], extras: [] };

interface Shown {
  /** '1.61 km', with '≈ ' before it when the chosen precision dropped digits. */
  text: string;
  /** What the copy button copies: '1.61'. */
  plain: string;
}

/**
 * A result as the visitor's precision writes it; the page's own rounding (D8) when it is automatic. Through an
 * ingredient's density, never more digits than its source has (D33).
 */
function show(
  value: number,
  unitKey: string,
  family: Family,
  precision: ResultDisplay['precision'],
  from?: string,
): Shown {
  const chosen = precision === 'auto' || precision === undefined ? undefined : precision;
  const throughDensity = from !== undefined && crossesDensity(from, unitKey, family);
  const significant = throughDensity ? Math.min(chosen ?? DENSITY_DIGITS, DENSITY_DIGITS) : chosen;
  const written =
    significant === undefined || family.units[unitKey]?.display === 'dms'
      ? undefined
      : formatSignificant(value, significant);
  if (!written) return { text: valueWithUnit(value, unitKey, family), plain: copyValue(value, unitKey, family) };
  // Through a density the converter already writes 'aprox.' after the result (converter.tsx): said once.
  const approximate = written.rounded && !throughDensity;
  return { text: `${approximate ? '≈ ' : ''}${withUnit(written.text, unitKey, family)}`, plain: written.plain };
}

/**
 * A result `from` one unit in `to`, as the converter writes it at its automatic precision: through an ingredient's
 * density with the source's digits (D33), else the page's rounding (D8). For the tables and the quick answer.
 */
export const shownResult = (value: number, from: string, to: string, family: Family): Shown =>
  show(value, to, family, 'auto', from);

/** D31: the nearest inch fraction and the two-unit form of a result, where its unit has them. */
function extrasFor(value: number, from: string, to: string, family: Family, display: ResultDisplay): string[] {
  const extras: string[] = [];
  if (family.units[to]?.fractions && Math.abs(value) < FRACTION_LIMIT_INCHES) {
    const step = display.fractionStep ?? DEFAULT_FRACTION_STEP;
    const fraction = nearestInchFraction(value, step);
    const exact = Math.abs(Math.round(value * step) - value * step) < 1e-9;
    // A whole number of inches says nothing new, and a value below the finest step would read as '0 in'.
    if (fraction.includes('/') || (!exact && fraction !== '0')) {
      extras.push(`${exact ? '=' : '≈'} ${withUnit(fraction, to, family)}`);
    }
  }
  for (const mix of display.mixes ?? []) {
    if (mix.whole !== to || from === to) continue;
    const both = mixedText(value, mix.whole, mix.part, family, PART_DECIMALS);
    // Only a value in both units adds something: '5 ft 8.9 in', not '5 ft' nor '8.9 in' alone.
    const wholeUnit = withUnit('', mix.whole, family).trim();
    const partUnit = withUnit('', mix.part, family).trim();
    if (both.includes(` ${wholeUnit} `) && both.endsWith(` ${partUnit}`)) extras.push(`= ${both}`);
  }
  return extras;
}

/** The view of `state`, in the page's words (`wording`, the default ones unless given). */
export function evaluate(
  state: { valueText: string; from: string; to: string },
  family: Family,
  wording: EngineWording = DEFAULT_ENGINE_WORDING,
  display: ResultDisplay = {},
): Evaluation {
  const { valueText, from, to } = state;
  const { hints } = wording;
  if (!from) return EMPTY;
  const parsed = parseFor(valueText, from, family);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return EMPTY;
    return { ...EMPTY, hint: parsed.reason === 'too-large' ? hints.tooLarge : hints.invalid };
  }
  const value = parsed.value;
  // D14: zero fuel consumption has no equivalent in any unit, and a negative one is no consumption at all.
  if (value < 0 && family.refusesNegative) return { ...EMPTY, hint: hints.negative };
  if (value === 0 && family.zeroHasNoEquivalent) return { ...EMPTY, hint: hints.zero };
  const equivalences = targetsFor(from, family).map((unit) => {
    const result = convert(value, from, unit, family);
    return { unit, text: result.ok ? show(result.value, unit, family, display.precision, from).text : '—' };
  });
  const base = toBaseValue(value, from, family);
  const minimum = family.physicalMinimum;
  // A relative tolerance: -459.67 °F reaches the base as -273.15000000000003, and exactly absolute zero is possible.
  const belowMinimum =
    minimum !== undefined && base !== undefined && base < minimum - 1e-9 * Math.max(1, Math.abs(minimum));
  const note = belowMinimum ? wording.belowMinimum : '';
  if (!to) return { ...EMPTY, note, equivalences, base };
  const result = convert(value, from, to, family);
  if (!result.ok) {
    if (result.reason === 'unavailable') console.info(hints.unavailable);
    return { ...EMPTY, hint: hintFor(result.reason, family, wording), note, equivalences, base };
  }
  // D23: value and symbol on both sides, joined by an arrow, on every page.
  const shown = show(result.value, to, family, display.precision, from);
  const line = `${withUnit(formatInput(value, from, family), from, family)} → ${shown.text}`;
  const extras = extrasFor(result.value, from, to, family, display);
  return { hint: '', line, resultText: shown.plain, note, equivalences, base, extras };
}
