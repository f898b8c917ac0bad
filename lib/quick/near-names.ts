/**
 * Issue 21: names typed a letter wrong. A name one edit away from a name of the index (a letter missing, extra,
 * changed, or two neighbours swapped: 'kilometos', 'centimentros', 'libars', 'farenheit', 'mililtros') is read as
 * that name; a name the index does not know gets the names nearest to it as suggestions. Names are compared only with
 * names of about their length, grouped once per index, so a miss costs a fraction of a millisecond.
 */
import { normalise } from '@/lib/normalise';
import { IEC_PREFIXES, SI_PREFIXES } from '@/lib/units/prefixes';

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

/*
 * Issue 35, D38, D7: case that changes the unit. 'mHz' is the millihertz and 'MHz' the megahertz, 'MPa·s' is not the
 * 'mPa·s', 'Pb' is a petabit and 'PB' a petabyte. A name typed with capitals and small letters is read in its exact
 * case: where its letters find a unit whose symbol has another prefix in that case, or a byte where it writes a bit,
 * it names another unit, which the box asks about instead of answering. A name typed all in small letters is read the
 * common way (with the other reading offered where the family declares one, Unit.alsoMeans), and one all in capitals
 * says nothing by its case: it is read the common way too, and the answer says how ('Entendí: milímetros').
 */

/**
 * The prefixes whose symbol is one letter in either case (milli and mega, pico and peta), by the letter typed: the
 * prefix the same letter means in the other case, and how a name written out with the typed one starts ('Milímetros'
 * is a word, not a megametre).
 */
const CASE_PAIRS: Readonly<Record<string, { other: string; written: string }>> = {
  m: { other: SI_PREFIXES.mega.name, written: 'meg' },
  M: { other: SI_PREFIXES.mili.name, written: 'mil' },
  p: { other: SI_PREFIXES.peta.name, written: 'pet' },
  P: { other: 'pico', written: 'pic' },
};

/**
 * 'bit' or 'byte' for each one a name writes: the words spelt out ('Kibit', 'Megabytes'), then each b left once they,
 * 'binario' and the IEC prefixes ('kibi', 'gibi') are off, a small b a bit and a capital B a byte (D7).
 */
function dataWords(text: string): ('bit' | 'byte')[] {
  const words = [...text.matchAll(/bytes?|bits?/gi)].map(([word]) => (/^by/i.test(word) ? 'byte' : 'bit'));
  const letters = text.replace(/bytes?|bits?|binari[ao]s?|(?:ki|me|gi|te|pe)bi/gi, ' ').match(/b/gi) ?? [];
  return [...words, ...letters.map((letter) => (letter === 'b' ? ('bit' as const) : ('byte' as const)))];
}

/** How a name's capitals read: 'mixed' (exact), 'upper' (no small letter: caps lock) or 'lower' (no capital). */
export function caseOf(text: string): 'mixed' | 'upper' | 'lower' {
  const upper = /\p{Lu}/u.test(text);
  const lower = /\p{Ll}/u.test(text);
  return upper && lower ? 'mixed' : upper ? 'upper' : 'lower';
}

/**
 * Whether `typed`, read in its exact case, names another unit than `unit`, which its letters found with case
 * ignored: a prefix in the other case ('mHz' for 'MHz', 'MPa·s' for 'mPa·s', 'Mm' or 'Mm2' for millimetres), or a
 * bit written where the unit is a byte or the other way ('Pb' for the petabyte, 'mBps' for megabits). Names written
 * out ('Megabytes', 'Milímetros') read as words. The caller asks only of names with a capital.
 */
export function caseChangesUnit(typed: string, unit: { singular: string }): boolean {
  const singular = normalise(unit.singular);
  const pair = CASE_PAIRS[typed[0] ?? ''];
  // 'mHz' read as the megahertz, 'Mm' as the millimetre: the unit's prefix is the one the other case writes.
  if (pair && singular.startsWith(pair.other) && !normalise(typed).startsWith(pair.written)) return true;
  const kind = /byte/.test(singular) ? 'byte' : /bit/.test(singular) ? 'bit' : undefined;
  return kind !== undefined && dataWords(typed).some((word) => word !== kind);
}

/** The index's exact-case names by their letters, case and accents ignored ('mw' → 'mW', 'MW'), once per index. */
const byLetters = new WeakMap<object, Map<string, string[]>>();
export function exactNamesSpelt(letters: string, exact: Readonly<Record<string, unknown>>): readonly string[] {
  let folded = byLetters.get(exact);
  if (!folded) {
    folded = new Map();
    for (const name of Object.keys(exact)) {
      const key = normalise(name);
      folded.set(key, [...(folded.get(key) ?? []), name]);
    }
    byLetters.set(exact, folded);
  }
  return folded.get(letters) ?? [];
}
