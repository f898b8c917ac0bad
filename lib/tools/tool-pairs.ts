/**
 * Issue 34, D26: the pages of one question of a calculator (ToolPairSpec), with their figures. A calculator's module
 * (lib/tools/<tool>-pairs.ts) pairs each spec with what its own functions compute: the answer line and the rows of
 * the table. This file only assembles them; it computes nothing.
 */
import type { ToolPairSpec } from '@/lib/content/types';

/** The answer line and table of a question page, from the calculator's functions. */
export interface ToolPairFigures {
  /** The answer in large type: '5:00 min/km = 12 km/h'. Written with '≈' where the figure is rounded. */
  answer: string;
  /** The table's two column heads and its rows, each a pair of written figures. */
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
  /** The formula, as the page prints it: 'km/h = 60 ÷ (min/km)'. */
  formula?: string;
}

export interface ToolPair extends ToolPairFigures {
  spec: ToolPairSpec;
  /** The calculator's route path: '/convertir-ritmo'. */
  toolPath: string;
  /** `${toolPath}/${slug}` */
  path: string;
}

/** A calculator's question pages: each spec with its figures, under the calculator's path. */
export function toolPairs(
  toolPath: string,
  specs: readonly ToolPairSpec[],
  figures: (spec: ToolPairSpec) => ToolPairFigures,
): ToolPair[] {
  return specs.map((spec) => ({ spec, toolPath, path: `${toolPath}/${spec.slug}`, ...figures(spec) }));
}

/** The page of the opposite question, where the list has one. */
export const reverseToolPair = (pair: ToolPair, pairs: readonly ToolPair[]): ToolPair | undefined =>
  pair.spec.reverse === undefined ? undefined : pairs.find((other) => other.spec.slug === pair.spec.reverse);
