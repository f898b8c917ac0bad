/**
 * Issue 21: names typed a letter wrong. A name one edit away from a name of the index (a letter missing, extra,
 * changed, or two swapped: 'kilometos', 'centimentros', 'libars', 'farenheit', 'mililtros') is read as that name; a
 * name the index does not know gets the names nearest to it as suggestions.
 */

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
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** The names of `names` one edit from `typed` (normalised), the index's order kept; none for a short name. */
export function oneEditAway(typed: string, names: Iterable<string>): string[] {
  if (typed.length < SHORTEST_CORRECTED) return [];
  const found: string[] = [];
  for (const name of names) {
    if (name.length >= SHORTEST_CORRECTED - 1 && editDistance(typed, name, 1) === 1) found.push(name);
  }
  return found;
}

/** Up to `count` names of `names` at most two edits from `typed`, the nearest first. */
export function nearestNames(typed: string, names: Iterable<string>, count: number): string[] {
  if (typed.length < SHORTEST_SUGGESTED) return [];
  const scored: [string, number][] = [];
  for (const name of names) {
    if (name.length < SHORTEST_SUGGESTED) continue;
    const distance = editDistance(typed, name, 2);
    if (distance <= 2) scored.push([name, distance]);
  }
  return scored
    .sort((a, b) => a[1] - b[1])
    .slice(0, count)
    .map(([name]) => name);
}
