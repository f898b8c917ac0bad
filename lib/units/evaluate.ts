/**
 * What the converter shows for a state: the parsed value, the hint under the field, the result line and the
 * equivalences. Pure, so the component only renders and the rules can be tested without a browser.
 */
import { DEFAULT_ENGINE_WORDING, type EngineWording } from '@/lib/content/engine-wording';
import { convert, copyValue, formatInput, targetsFor, toBaseValue, valueWithUnit, withUnit } from './engine';
import { parseDegrees, parseKitchenAmount, parseNumber, type Parsed } from './parse';
import type { Family } from './types';

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

const EMPTY: Evaluation = { hint: '', line: '', resultText: '', note: '', equivalences: [] };

/** The view of `state`, in the page's words (`wording`, the default ones unless given). */
export function evaluate(
  state: { valueText: string; from: string; to: string },
  family: Family,
  wording: EngineWording = DEFAULT_ENGINE_WORDING,
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
    return { unit, text: result.ok ? valueWithUnit(result.value, unit, family) : '—' };
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
  const line = `${withUnit(formatInput(value, from, family), from, family)} → ${valueWithUnit(result.value, to, family)}`;
  return { hint: '', line, resultText: copyValue(result.value, to, family), note, equivalences, base };
}
