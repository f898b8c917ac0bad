/**
 * Issue 35, D38: spellings close to a unit of the catalogue that are not that unit, each asked beside a unit of its
 * family. None may be answered with a number (__tests__/quick/near-misses.test.ts): the box refuses or asks. The
 * benchmark (npm run bench:quick) counts how many are answered; the target is none.
 *
 * Most are generated from the catalogue, never from the parser: the spellings each family declares (symbols, aliases,
 * exact-case aliases) and the prefixes of lib/units/prefixes.ts. A spelling counts as known where some unit of any
 * family declares it (case ignored, as D24 matches names), or, for an exact-case one, in its own case (D7).
 * - prefijo: a prefix the family does not have before a symbol it builds its ladder on ('Tm', 'µm/s²', 'MN·m'), or
 *   another scale of the metre inside a compound symbol ('kgf·mm', 'kN·cm');
 * - mayúsculas: a prefix of the other case ('mHz' for 'MHz', 'MPa·s' for 'mPa·s', 'Mm' for 'mm'), or a bit written
 *   where the unit is a byte ('Pb' for 'PB', 'Kib' for 'KiB');
 * - minúsculas: an exact-case symbol written in small letters where they name no unit of its family ('mw': 'mW' or
 *   'MW'; 'gal' is the gallon, not the gal of acceleration);
 * - letra doble, una letra: a letter doubled in a short symbol ('kmm', 'HHz'), or a short symbol's last letter
 *   replaced by a neighbour on the keyboard ('kj' for 'km'). Names this short are never corrected.
 * Then the hand-written ones, the issue's own among them.
 */
import { families } from '@/__tests__/support/families';
import { normalise } from '@/lib/normalise';
import { fallbacks } from '@/lib/quick/expand-index';
import { QUICK_FAMILIES } from '@/lib/quick/unit-index';
import { namesOf } from '@/lib/units/names';
import { IEC_PREFIXES, SI_PREFIXES } from '@/lib/units/prefixes';
import type { Family, Unit } from '@/lib/units/types';

export type NearMissKind = 'prefijo' | 'mayúsculas' | 'minúsculas' | 'letra doble' | 'una letra' | 'a mano';

export interface NearMiss {
  query: string;
  /** The spelling that is not a unit of the site, as typed. */
  typed: string;
  family: string;
  kind: NearMissKind;
}

/** Families a question can name, with units (prices answer to 'precio por' only, number bases are not units). */
const FAMILIES = QUICK_FAMILIES.map((module) => module.key)
  .map((key) => [key, families[key] as Family] as const)
  .filter(([, family]) => !family.money && Object.keys(family.units).length > 1);

const spellings = (unit: Unit) => [unit.symbol, ...(unit.aliases ?? []), ...(unit.exactAliases ?? [])];

/** Every spelling of every unit, case and accents ignored (D24), and every exact-case spelling as written (D7). */
const folded = new Set<string>();
const written = new Set<string>();
for (const [, family] of Object.entries(families)) {
  for (const unit of Object.values(family.units)) {
    for (const name of namesOf(unit)) folded.add(name);
    for (const name of [...spellings(unit), unit.singular, unit.plural]) written.add(name);
  }
}
/** Unknown: no unit declares it, nor what the index finds a name through (without its plural, its dots). */
const unknown = (typed: string) =>
  !written.has(typed) && ![normalise(typed), ...fallbacks(normalise(typed))].some((name) => folded.has(name));

/** What the families' own spellings in one case are: 'MW' and 'mW' are both written in potencia. */
const writtenIn = (family: Family) => new Set(Object.values(family.units).flatMap(spellings));

/* ---------------------------------------------------------------- the prefixes, from lib/units/prefixes.ts */

interface PrefixSpelling {
  name: string;
  symbol: string;
}
// Pico (10⁻¹²) builds no unit of the site; 'p' before a symbol still means it.
const PICO: PrefixSpelling = { name: 'pico', symbol: 'p' };
const SI: readonly PrefixSpelling[] = [...Object.values(SI_PREFIXES), PICO];
const IEC: readonly PrefixSpelling[] = Object.values(IEC_PREFIXES);
/**
 * The prefixes whose symbol is the same letter in the other case, by the letter of the unit's own prefix: the letter
 * it becomes, and how that prefix's name starts (a name written out, 'milímetros', has no symbol to flip).
 */
const OTHER_CASE: Readonly<Record<string, { letter: string; name: string }>> = {
  mili: { letter: 'M', name: 'mil' },
  mega: { letter: 'm', name: 'meg' },
  pico: { letter: 'P', name: 'pic' },
  peta: { letter: 'p', name: 'pet' },
};

/** The prefix a unit is built with: its name starts with the prefix's and its symbol with the prefix's symbol. */
function prefixOf(unit: Unit): PrefixSpelling | undefined {
  const name = normalise(unit.singular);
  return [...IEC, ...SI]
    .filter((prefix) => name.startsWith(prefix.name) && unit.symbol.startsWith(prefix.symbol))
    .sort((a, b) => b.symbol.length - a.symbol.length)[0];
}

/** The symbols a family builds prefixed units on: 'm' (km, cm, mm), 'Hz', 'N·m', 'B' and 'bit'. */
function ladderBases(family: Family): string[] {
  return [
    ...new Set(
      Object.values(family.units).flatMap((unit) => {
        const prefix = prefixOf(unit);
        const base = prefix ? unit.symbol.slice(prefix.symbol.length) : '';
        return base && !/^\s|\(/.test(base) ? [base] : [];
      }),
    ),
  ];
}

const isDataFamily = (family: Family) => Object.values(family.units).some((unit) => /byte/.test(unit.singular));

/* ---------------------------------------------------------------- each way of missing */

function prefixSwaps(family: Family): string[] {
  const prefixes = isDataFamily(family) ? [...SI, ...IEC] : SI;
  const swapped = ladderBases(family).flatMap((base) => prefixes.map((prefix) => `${prefix.symbol}${base}`));
  // Another scale of the metre inside a compound: 'kgf·m' → 'kgf·mm', 'kN·m' → 'kN·cm'.
  const inner = Object.values(family.units).flatMap((unit) =>
    /[·/ ]m$/.test(unit.symbol) ? ['mm', 'cm', 'dm', 'km'].map((metre) => `${unit.symbol.slice(0, -1)}${metre}`) : [],
  );
  return [...swapped, ...inner].filter(unknown);
}

/** The names of a family's bits, case ignored. */
const bitsOf = (family: Family) =>
  new Set(
    Object.values(family.units)
      .filter((unit) => /bit/.test(unit.singular))
      .flatMap((unit) => namesOf(unit)),
  );

function caseSwaps(family: Family): string[] {
  const own = writtenIn(family);
  const mixed = (text: string) => /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
  return Object.values(family.units).flatMap((unit) => {
    const prefix = Object.keys(OTHER_CASE).find((name) => normalise(unit.singular).startsWith(name));
    const other = prefix ? OTHER_CASE[prefix] : undefined;
    return spellings(unit).flatMap((spelling) => {
      const found: string[] = [];
      // The prefix's letter in the other case, where the spelling starts with it as a symbol: 'MHz' → 'mHz'.
      const symbolic = other && spelling.length > 1 && !normalise(spelling).startsWith(other.name);
      if (other && symbolic && spelling[0]?.toLowerCase() === other.letter.toLowerCase()) {
        found.push(`${other.letter}${spelling.slice(1)}`);
      }
      // A byte's B written small, where it is a symbol and not the word: 'PB' → 'Pb', 'KiB' → 'Kib'; not where a bit
      // of the family is spelt so ('MBps' → 'Mbps', the megabit's).
      const small = spelling.replace(/B(?!yte)/, 'b');
      if (/byte/.test(unit.singular) && small !== spelling && !bitsOf(family).has(normalise(small))) found.push(small);
      return found.filter((typed) => mixed(typed) && !own.has(typed) && !written.has(typed));
    });
  });
}

function lowerCaseMisses(key: string, family: Family): string[] {
  const mine = new Set(Object.values(family.units).flatMap((unit) => namesOf(unit)));
  return Object.values(family.units)
    .flatMap((unit) =>
      (unit.exactAliases ?? []).flatMap((exact) => {
        const lower = exact.toLocaleLowerCase('es');
        // Written small it names no unit of this family: another family's unit ('gal'), or none ('mw'). A letter whose
        // accent is all it has ('å', read as 'a') is no near name.
        const near = lower !== exact && normalise(lower) === lower;
        return near && !mine.has(lower) && !written.has(lower) ? [lower] : [];
      }),
    )
    .filter((typed) => typed !== key);
}

/** Short symbols only: from five letters on, one edit away is a typo the box may correct (D38). */
const SHORT = 3;

function doubledLetters(family: Family): string[] {
  return Object.values(family.units)
    .flatMap(({ symbol }) =>
      symbol.length > SHORT
        ? []
        : [...symbol].flatMap((letter, position) =>
            /\p{L}/u.test(letter) ? [`${symbol.slice(0, position + 1)}${symbol.slice(position)}`] : [],
          ),
    )
    .filter(unknown);
}

/** The letters beside each one on a Spanish keyboard (QWERTY rows). */
const ROWS = ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm'];
function neighbours(letter: string): string[] {
  const lower = letter.toLowerCase();
  const row = ROWS.find((keys) => keys.includes(lower)) ?? '';
  const at = row.indexOf(lower);
  const near = [row[at - 1], row[at + 1]].filter((key): key is string => Boolean(key));
  return letter === lower ? near : near.map((key) => key.toUpperCase());
}

function oneLetterOff(family: Family): string[] {
  return Object.values(family.units).flatMap(({ symbol }) => {
    const last = symbol[symbol.length - 1] ?? '';
    if (symbol.length < 2 || symbol.length > SHORT || !/[a-zñ]/i.test(last)) return [];
    return neighbours(last)
      .map((key) => `${symbol.slice(0, -1)}${key}`)
      .filter(unknown)
      .slice(0, 1);
  });
}

/* ---------------------------------------------------------------- the questions */

/** A unit of the family to ask beside the miss: one of its defaults, by its symbol, as people type them. */
function partnerOf(family: Family, typed: string): string {
  const [first, second] = family.defaults;
  const keys = [first, second, ...Object.keys(family.units)].filter((key): key is string => Boolean(key));
  const symbols = keys.map((key) => family.units[key]?.symbol ?? '').filter((symbol) => symbol && !/[()]/.test(symbol));
  return symbols.find((symbol) => normalise(symbol) !== normalise(typed)) ?? '';
}

function generated(): NearMiss[] {
  return FAMILIES.flatMap(([key, family]) => {
    const kinds: [NearMissKind, string[]][] = [
      ['prefijo', prefixSwaps(family)],
      ['mayúsculas', caseSwaps(family)],
      ['minúsculas', lowerCaseMisses(key, family)],
      ['letra doble', doubledLetters(family)],
      ['una letra', oneLetterOff(family)],
    ];
    let turn = 0;
    return kinds.flatMap(([kind, misses]) =>
      [...new Set(misses)].map((typed) => {
        const partner = partnerOf(family, typed);
        turn += 1;
        // Both sides: every other question asks for the miss as the target.
        const query = turn % 2 === 0 ? `3 ${partner} a ${typed}` : `3 ${typed} a ${partner}`;
        return { query, typed, family: key, kind };
      }),
    );
  });
}

/** [question, the spelling missed, its family]: the issue's own, and others worked out by hand. */
const BY_HAND: readonly (readonly [query: string, typed: string, family: string])[] = [
  // Another scale of the same unit, one edit from it: never read as it (D38).
  ['4 µm/s2 a m/s2', 'µm/s2', 'aceleracion'],
  ['4 um/s2 a m/s2', 'um/s2', 'aceleracion'],
  ['3 kgf·mm a N·m', 'kgf·mm', 'par-de-torsion'],
  ['3 kN·cm a N·m', 'kN·cm', 'par-de-torsion'],
  ['2 PiB/s a GB/s', 'PiB/s', 'transferencia-de-datos'],
  ['2 Gibit/s a Mbit/s', 'Gibit/s', 'transferencia-de-datos'],
  ['5 mm/s a m/s', 'mm/s', 'velocidad'],
  // Two units of one family one edit away: gramos or granos, decímetros or decámetros cuadrados.
  ['3 graos a onzas', 'graos', 'peso'],
  ['3 decemetros cuadrados a m²', 'decemetros cuadrados', 'area'],
  // Case that changes the unit (D7): the millihertz, the megapascal second, the petabit, the millibit, the megametre…
  ['2 mHz a Hz', 'mHz', 'frecuencia'],
  ['2 MPa·s a Pa·s', 'MPa·s', 'viscosidad'],
  ['1 Pb a GB', 'Pb', 'datos-digitales'],
  ['5 mBit a bit', 'mBit', 'datos-digitales'],
  ['3 Mm a km', 'Mm', 'longitud'],
  ['3 Mbar a bar', 'Mbar', 'presion'],
  ['10 mPa a Pa', 'mPa', 'presion'],
  ['100 mBps a kbit/s', 'mBps', 'transferencia-de-datos'],
  // Small letters that are two units of the family in their exact case, neither the common one.
  ['1 mw a w', 'mw', 'potencia'],
  ['5 w a mw', 'mw', 'potencia'],
];

export function nearMisses(): NearMiss[] {
  const rows = [
    ...generated(),
    ...BY_HAND.map(([query, typed, family]) => ({ query, typed, family, kind: 'a mano' as const })),
  ];
  return rows.filter((row, position) => rows.findIndex((other) => other.query === row.query) === position);
}
