/**
 * Issue 21: names typed a letter wrong. A name one edit away from a name of the index (a letter missing, extra,
 * changed, or two neighbours swapped: 'kilometos', 'centimentros', 'libars', 'farenheit', 'mililtros') is read as
 * that name; a name the index does not know gets the names nearest to it as suggestions. Names are compared only with
 * names of about their length, grouped once per index, so a miss costs a fraction of a millisecond.
 */

/** The names this short are too easy to meet by chance ('mn' is one edit from 'mm', 'km', 'nm'…). */
const SHORTEST_CORRECTED = 5;
const SHORTEST_SUGGESTED = 3;

/** Whether `a` and `b` differ by exactly one insertion, deletion, substitution or swap of neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start += 1;
  if (short.length === long.length) {
    // A substitution, or two neighbours swapped.
    if (short.slice(start + 1) === long.slice(start + 1)) return true;
    return (
      short[start] === long[start + 1] &&
      short[start + 1] === long[start] &&
      short.slice(start + 2) === long.slice(start + 2)
    );
  }
  return short.slice(start) === long.slice(start + 1);
}

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
