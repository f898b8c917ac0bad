/**
 * D29, D33: which units of a family weigh (group 'masa') and whether a conversion crosses a density, apart from the
 * code that moves a family to an ingredient's density (./ingredients): the engine's result line needs only this.
 */
import type { Family } from './types';

export const isMass = (unitKey: string, family: Family): boolean => family.units[unitKey]?.group === 'masa';

/**
 * D33: an ingredient's figure is shown with at most the digits of its source (USDA portion weights: 3 significant
 * digits), wherever a volume becomes a mass or back.
 */
export const DENSITY_DIGITS = 3;

/** Whether a conversion needs a density: one side a volume, the other a mass. */
export const crossesDensity = (from: string, to: string, family: Family): boolean =>
  family.gramsPerMl !== undefined && from !== '' && to !== '' && isMass(from, family) !== isMass(to, family);
