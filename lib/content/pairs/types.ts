import type { Family, UnitKey } from '@/lib/units/types';

/**
 * D26: a conversion people search for ('pulgadas a centímetros') with what its own page says. Data only: the
 * answer, the table and the formulas are computed by the engine at build time from the family's definitions.
 */

/**
 * STYLE 11, D28: where a pair page sends the visitor for the other reading, as keys that lib/pairs.ts resolves to
 * an address (never a typed one, which could point at a page that is gone):
 * - `from` and `to`: that conversion in this family (`K`, its unit keys, STYLE 18); its pair page where the family
 *   lists one, else the family's converter opened on the two units (?de=…&a=…);
 * - the same in another family, written with `readingIn(thatFamily, from, to)`, which types the keys by that
 *   family's own units;
 * - `family` alone: that family's converter page (`familyPage(thatFamily)`: the radiation page's note on weighting
 *   factors);
 * - `route`: another page of the site (the duration calculator, for real dates), checked against the route list
 *   when the pages are built and by the registry test.
 */
export type OtherReading<K extends string = string> =
  { from: K; to: K } | { family: string; from: string; to: string } | { family: string } | { route: `/${string}` };

/** The other reading in another family, its keys typed by that family's units. */
export const readingIn = <F extends Family>(family: F, from: UnitKey<F>, to: UnitKey<F>) => ({
  family: family.key,
  from,
  to,
});

/** Another family's converter page. */
export const familyPage = (family: Family) => ({ family: family.key });

/** A value of the table, in the source unit, with what it is where that helps ('pantalla de 55 pulgadas'). */
export type PairRow = number | { value: number; label?: string };

/** `K`: the family's unit keys (STYLE 18), so a misspelt key fails `npm run typecheck`. */
export interface PairSpec<K extends string = string> {
  from: K;
  to: K;
  /**
   * D29: on a page of volumes and masses, the ingredient (its key in the family module's list) whose density the
   * page uses; its address names it ('tazas-de-harina-a-gramos').
   */
  ingredient?: string;
  /**
   * D30: the resolution, in ppp, a pair of the pixel page is stated at where it is not the page's own 96 (the family
   * module's `atResolution` rebuilds the units); its address says it: 'pixeles-a-centimetros-a-300-ppp'.
   */
  ppp?: number;
  /** The values people look up for this pair, chosen for it (fractions of an inch, oven settings, plan speeds). */
  rows: readonly PairRow[];
  /** The table's caption: 'Fracciones de pulgada y tamaños de pantalla'. */
  tableTitle: string;
  /**
   * Where people think in two units at once: a height in feet and inches, a baby's weight in pounds and ounces.
   * `whole` is the larger unit (the pair's source or target), `part` the smaller one of the same family.
   */
  mixed?: { whole: K; part: K };
  /** The value the answer line converts, where 1 says little (temperatures: 100 °F); 1 otherwise. */
  answerValue?: number;
  /** One sentence: where the definition behind the answer comes from. */
  definition: string;
  /** The paragraph written for this pair: where it is used, the usual mistake, a regional note. */
  text: string;
  /** Where the pair hides an ambiguity: which reading this page uses, and a link to the other. */
  ambiguity?: { text: string; other: OtherReading<K>; label: string };
  /** Plain-HTML questions and answers (no FAQPage markup). */
  questions?: readonly { question: string; answer: string }[];
}

/** A family's pairs, in the order its page lists them, typed by its units' keys. */
export type PairsOf<F extends Family> = readonly PairSpec<UnitKey<F>>[];
