/**
 * Issue 35, D38, D7: how the capitals of a name read. The first answer needs it (a name whose case makes it another
 * unit is asked about, never answered), so it is apart from the corrections of misspelt names (near-names.ts), which
 * load later (issue 36).
 */
import { normalise } from '@/lib/normalise';
import type { UnitIndex } from './types';

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
 * is a word, not a megametre). Written out, not imported: lib/units/prefixes.ts would bring the whole ladder of
 * prefixes into the first answer's chunk (issue 36); __tests__/quick/near-names.test.ts checks them against it.
 */
export const CASE_PAIRS: Readonly<Record<string, { other: string; written: string }>> = {
  m: { other: 'mega', written: 'meg' },
  M: { other: 'mili', written: 'mil' },
  p: { other: 'peta', written: 'pet' },
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

/**
 * The index's exact-case names by their letters, case and accents ignored ('mw' → 'mW', 'MW'), as indexFromNames
 * groups them (UnitIndex.spelt): a look-up, so that the first names can say when the later ones may hold more.
 */
export const exactNamesSpelt = (letters: string, index: Pick<UnitIndex, 'spelt'>): readonly string[] =>
  index.spelt[letters] ?? [];
