/**
 * Issue 21: names typed a letter wrong. A name one edit away from a name of the index (a letter missing, extra,
 * changed, or two neighbours swapped: 'kilometos', 'centimentros', 'libars', 'farenheit', 'mililtros') is read as
 * that name; a name the index does not know gets the names nearest to it as suggestions. Names are compared only with
 * names of about their length, grouped once per index, so a miss costs a fraction of a millisecond.
 */
import { normalise } from '@/lib/normalise';
import { IEC_PREFIXES, SI_PREFIXES } from '@/lib/units/prefixes';
import { oneEditApart } from './one-edit';

/** The names this short are too easy to meet by chance ('mn' is one edit from 'mm', 'km', 'nm'…). */
const SHORTEST_CORRECTED = 5;
const SHORTEST_SUGGESTED = 3;

/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions and swaps of
 * neighbours), or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous: number[] = [];
  for (let j = 0; j <= b.length; j += 1) previous.push(j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const other = b.charCodeAt(j - 1);
      const deletion = (previous[j] as number) + 1;
      const insertion = (current[j - 1] as number) + 1;
      const substitution = (previous[j - 1] as number) + (letter === other ? 0 : 1);
      let value = deletion < insertion ? deletion : insertion;
      if (substitution < value) value = substitution;
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other) {
        const swap = (before[j - 2] as number) + 1;
        if (swap < value) value = swap;
      }
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

const letterCounts = new Int16Array(256);
const count = (text: string, position: number) => letterCounts[text.charCodeAt(position) & 255] as number;

/** How many letters one name has that the other lacks, and the other way: a cheap floor on twice the distance. */
function lettersApart(a: string, b: string): number {
  for (let i = 0; i < a.length; i += 1) letterCounts[a.charCodeAt(i) & 255] = count(a, i) + 1;
  for (let i = 0; i < b.length; i += 1) letterCounts[b.charCodeAt(i) & 255] = count(b, i) - 1;
  let apart = 0;
  for (let i = 0; i < a.length; i += 1) {
    const code = a.charCodeAt(i) & 255;
    apart += Math.abs(letterCounts[code] as number);
    letterCounts[code] = 0;
  }
  for (let i = 0; i < b.length; i += 1) {
    const code = b.charCodeAt(i) & 255;
    apart += Math.abs(letterCounts[code] as number);
    letterCounts[code] = 0;
  }
  return apart;
}

/** The index's names grouped by length, once per index. */
const byLength = new WeakMap<object, Map<number, string[]>>();
function namesOfLength(names: Readonly<Record<string, unknown>>, length: number): readonly string[] {
  let groups = byLength.get(names);
  if (!groups) {
    groups = new Map();
    for (const name of Object.keys(names)) {
      const group = groups.get(name.length) ?? [];
      group.push(name);
      groups.set(name.length, group);
    }
    byLength.set(names, groups);
  }
  return groups.get(length) ?? [];
}

/** The names of the index one edit from `typed` (normalised), the index's order kept; none for a short name. */
export function oneEditAway(typed: string, names: Readonly<Record<string, unknown>>): string[] {
  if (typed.length < SHORTEST_CORRECTED) return [];
  return [typed.length - 1, typed.length, typed.length + 1].flatMap((length) =>
    namesOfLength(names, length).filter((name) => oneEditApart(typed, name)),
  );
}

/** Up to `count` names of the index at most two edits from `typed`, the nearest first. */
export function nearestNames(typed: string, names: Readonly<Record<string, unknown>>, count: number): string[] {
  if (typed.length < SHORTEST_SUGGESTED) return [];
  const scored: [string, number][] = [];
  for (let length = Math.max(SHORTEST_SUGGESTED, typed.length - 2); length <= typed.length + 2; length += 1) {
    for (const name of namesOfLength(names, length)) {
      // Each edit changes at most two letter counts: more than four apart is more than two edits.
      if (lettersApart(typed, name) > 4) continue;
      const distance = editDistance(typed, name, 2);
      if (distance <= 2) scored.push([name, distance]);
    }
  }
  return scored
    .sort((a, b) => a[1] - b[1])
    .slice(0, count)
    .map(([name]) => name);
}

/*
 * Issue 35, D38: a near name is not always a typo. 'µm/s2' is one edit from 'm/s2' and 'mm/s2', 'kgf·mm' one from
 * 'kgf·m', 'kN·cm' one from 'kN·m': another scale of the same unit, which a correction would pass off as the answer
 * ('4 µm/s2 a m/s2' → '4 m/s² → 4 m/s²'). A name is corrected only where the name it becomes is the only unit of its
 * family within one edit and differs from what was typed by more than a prefix; otherwise the box asks.
 */

/** The prefixes of the SI and the IEC as typed (normalised): symbols and names, 'u' and the Greek mu for micro. */
const PREFIXES = new Set([
  '',
  ...[...Object.values(SI_PREFIXES), ...Object.values(IEC_PREFIXES)].flatMap(({ symbol, name }) => [
    normalise(symbol),
    name,
  ]),
  // Pico (10⁻¹²) builds no unit of the site, but it is what 'p' and 'pico' mean before a symbol.
  'p',
  'pico',
  'u',
  'μ',
]);

/** What follows a prefix in a symbol is this short at most: 'mol', 'eq', 'Hz', 'B'. */
const SYMBOL_LETTERS = 3;

/** A name cut into its words and the signs between them: 'kgf·mm' → ['kgf', '·', 'mm']. */
const pieces = (name: string) => name.split(/([^a-zñµμ]+)/);

/**
 * Whether `a` and `b` (normalised) name two scales of one unit: they differ in one word only, and there by a prefix
 * before the same unit ('µm' and 'm', 'mm' and 'cm', 'tib' and 'kib', 'decilitros' and 'decalitros'). The unit left
 * once the prefixes are off must be a name of the index or a symbol's few letters ('mol' of 'µmol/L', 'eq' of
 * 'meq/L'), so 'kramos' is not taken for a scale of 'gramos'.
 */
export function anotherScale(a: string, b: string, names: Readonly<Record<string, unknown>>): boolean {
  const [x, y] = [pieces(a), pieces(b)];
  if (x.length !== y.length) return false;
  const differing = x.flatMap((piece, position) => (piece === y[position] ? [] : [position]));
  if (differing.length !== 1) return false;
  const [one = '', other = ''] = [x[differing[0] as number], y[differing[0] as number]];
  for (let cut = 0; cut < one.length; cut += 1) {
    const rest = one.slice(cut);
    if (!other.endsWith(rest)) continue;
    const [mine, theirs] = [one.slice(0, cut), other.slice(0, other.length - rest.length)];
    const unit = rest.length <= SYMBOL_LETTERS || Object.hasOwn(names, rest);
    if (mine !== theirs && unit && PREFIXES.has(mine) && PREFIXES.has(theirs)) return true;
  }
  return false;
}

/**
 * The name a misspelt one is read as, and its units, or undefined where a correction would be a guess: the names one
 * edit away lead to two units of one family ('graos': gramos or granos), or to another scale of the
 * unit typed ('µm/s2' → 'm/s2'). Where the names lead to units of several families, the first name that survives
 * answers, with its units in the families where it survives.
 */
export function correctedName<Ref extends readonly [string, string]>(
  typed: string,
  names: Readonly<Record<string, readonly Ref[]>>,
): { name: string; refs: Ref[] } | undefined {
  const near = oneEditAway(typed, names).flatMap((name) => (names[name] ?? []).map((ref) => ({ name, ref })));
  const kept = near.filter(
    ({ name, ref: [family, unit] }) =>
      !near.some(({ ref: [otherFamily, other] }) => otherFamily === family && other !== unit) &&
      !anotherScale(typed, name, names),
  );
  const [first] = kept;
  if (!first) return undefined;
  return { name: first.name, refs: kept.filter(({ name }) => name === first.name).map(({ ref }) => ref) };
}
