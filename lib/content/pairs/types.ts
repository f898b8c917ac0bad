import type { RoutePath } from '@/lib/site';

/**
 * D26: a conversion people search for ('pulgadas a centímetros') with what its own page says. Data only: the
 * answer, the table and the formulas are computed by the engine at build time from the family's definitions.
 */

/**
 * STYLE 11, D28: where a pair page sends the visitor for the other reading, as keys that lib/pairs.ts resolves to
 * an address (never a typed one, which could point at a page that is gone):
 * - `from` and `to`: that conversion, in this family or in `family`; its pair page where the family lists one, else
 *   the family's converter opened on the two units (?de=…&a=…);
 * - `family` alone: that family's converter page (the radiation page's note on weighting factors);
 * - `route`: another page of the site (the duration calculator, for real dates).
 */
export type OtherReading = { family?: string; from: string; to: string } | { family: string } | { route: RoutePath };

/** A value of the table, in the source unit, with what it is where that helps ('pantalla de 55 pulgadas'). */
export type PairRow = number | { value: number; label?: string };

export interface PairSpec {
  from: string;
  to: string;
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
  mixed?: { whole: string; part: string };
  /** The value the answer line converts, where 1 says little (temperatures: 100 °F); 1 otherwise. */
  answerValue?: number;
  /** One sentence: where the definition behind the answer comes from. */
  definition: string;
  /** The paragraph written for this pair: where it is used, the usual mistake, a regional note. */
  text: string;
  /** Where the pair hides an ambiguity: which reading this page uses, and a link to the other. */
  ambiguity?: { text: string; other: OtherReading; label: string };
  /** Plain-HTML questions and answers (no FAQPage markup). */
  questions?: readonly { question: string; answer: string }[];
}

/** A family's pairs, in the order its page lists them. */
export interface FamilyPairs {
  family: string;
  pairs: readonly PairSpec[];
}
