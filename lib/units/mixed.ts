/**
 * A value in two units at once, the larger one whole: 5.583333 ft → '5 ft 7 in', 100 min → '1 h 40 min'. Pair pages
 * write their heights and babies' weights with it, and the quick conversion its answers in two units (issue 21).
 */
import { convert, formatValue, withUnit } from './engine';
import { formatGiven } from './format';
import type { Family } from './types';

/** The part of an answer in two units is a measure people read, not a computation: '5 ft 8.9 in'. */
export const PART_DECIMALS = 1;

/** D26: a pair of units a value is written in at once, the larger whole: feet and inches, pounds and ounces. */
export interface UnitMix {
  whole: string;
  part: string;
}

/** The mixes a family's pair pages declare (PairSpec.mixed), each once: the converter writes its results with them. */
export function mixesOf(pairs: readonly { mixed?: UnitMix }[]): UnitMix[] {
  const found: UnitMix[] = [];
  for (const { mixed } of pairs) {
    if (mixed && !found.some((mix) => mix.whole === mixed.whole && mix.part === mixed.part)) found.push(mixed);
  }
  return found;
}

function converted(value: number, from: string, to: string, family: Family): number {
  const result = convert(value, from, to, family);
  return result.ok ? result.value : Number.NaN;
}

/**
 * The part is rounded as the family rounds (or to `partDecimals`), and a part that rounds up to a whole unit carries
 * (5 ft 12 in is 6 ft). '' where the units do not convert.
 */
export function mixedText(value: number, whole: string, part: string, family: Family, partDecimals?: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const rounding = partDecimals === undefined ? family : { ...family, decimals: partDecimals };
  // Both sides as the page writes them, so float noise (12 in = 0.9999999999999999 ft) cannot hide a carry.
  const shown = (amount: number) => Number(formatValue(amount, part, rounding).replace(/\u202f/g, ''));
  const perWhole = shown(converted(1, whole, part, family));
  let wholes = Math.floor(size);
  let rest = shown(converted(size - wholes, whole, part, family));
  if (!Number.isFinite(perWhole) || !Number.isFinite(rest)) return '';
  if (rest >= perWhole) {
    wholes += 1;
    rest = 0;
  }
  const wholeText = withUnit(formatGiven(wholes), whole, family);
  const partText = withUnit(formatGiven(rest), part, family);
  if (rest === 0) return `${sign}${wholeText}`;
  return wholes === 0 ? `${sign}${partText}` : `${sign}${wholeText} ${partText}`;
}
