/**
 * D29: a family of volumes and masses (the kitchen's) converts between the two through an ingredient's density.
 * Its mass units (group 'masa') are declared at the density `family.gramsPerMl`; this moves them to another one, so
 * the one engine converts a cup of flour to grams as it converts a cup to millilitres. Pure and plain data in and
 * out, for the server's pages and the browser's converter alike.
 */
import type { Family, Ingredient } from './types';

export const isMass = (unitKey: string, family: Family): boolean => family.units[unitKey]?.group === 'masa';

/** Whether a conversion needs a density: one side a volume, the other a mass. */
export const crossesDensity = (from: string, to: string, family: Family): boolean =>
  family.gramsPerMl !== undefined && from !== '' && to !== '' && isMass(from, family) !== isMass(to, family);

/**
 * The family with its masses at `gramsPerMl` (= kg/L): a mass unit's factor is litres per unit, its mass in kg over
 * the density. A family without `gramsPerMl` is returned as it is.
 */
export function withDensity<F extends Family>(family: F, gramsPerMl: number): F {
  const declared = family.gramsPerMl;
  if (declared === undefined || declared === gramsPerMl) return family;
  const units = Object.fromEntries(
    Object.entries(family.units).map(([key, unit]) =>
      unit.group === 'masa' && unit.rule.kind === 'linear'
        ? [key, { ...unit, rule: { kind: 'linear' as const, factor: (unit.rule.factor * declared) / gramsPerMl } }]
        : [key, unit],
    ),
  );
  return { ...family, gramsPerMl, units } as F;
}

export const withIngredient = (family: Family, ingredient: Ingredient): Family =>
  withDensity(family, ingredient.gramsPerMl);
