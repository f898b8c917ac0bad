/**
 * D29: a family of volumes and masses (the kitchen's) converts between the two through an ingredient's density.
 * Its mass units (group 'masa') are declared at the density `family.gramsPerMl`; this moves them to another one, so
 * the one engine converts a cup of flour to grams as it converts a cup to millilitres. Pure and plain data in and
 * out, for the server's pages and the browser's converter alike.
 */
import { capitalise } from '@/lib/text';
import type { Family, Ingredient } from './types';

// Declared in ./density, which the quick box's first answer reads without the rest of this module (issue 36).
export { crossesDensity, DENSITY_DIGITS, isMass } from './density';

/** D33: what a mass of the kitchen rests on (Unit.convention). */
export const DENSITY = 'densidad del ingrediente';

/** D35: the select's label, the name first and the other countries' names beside it: 'Cacahuetes (maní, cacahuates)'. */
export const ingredientLabel = ({ name, shownWith }: Ingredient): string =>
  `${capitalise(name)}${shownWith?.length ? ` (${shownWith.join(', ')})` : ''}`;

/**
 * The family with its masses at `gramsPerMl` (= kg/L): a mass unit's factor is litres per unit, its mass in kg over
 * the density. A family without `gramsPerMl` is returned as it is.
 */
export function withDensity<F extends Family>(family: F, gramsPerMl: number): F {
  const declared = family.gramsPerMl;
  if (declared === undefined) return family;
  // D33: a mass here rests on a density, so a volume to a mass is never exact; masses among themselves still are.
  const units = Object.fromEntries(
    Object.entries(family.units).map(([key, unit]) =>
      unit.group === 'masa' && unit.rule.kind === 'linear'
        ? [
            key,
            {
              ...unit,
              convention: DENSITY,
              // Its factor in the convention's own terms, its mass at 1 kg/L: masses convert among themselves exactly.
              definition: [unit.rule.factor * declared, 1] as const,
              rule: {
                kind: 'linear' as const,
                factor: declared === gramsPerMl ? unit.rule.factor : (unit.rule.factor * declared) / gramsPerMl,
              },
            },
          ]
        : [key, unit],
    ),
  );
  return { ...family, gramsPerMl, units } as F;
}

export const withIngredient = (family: Family, ingredient: Ingredient): Family =>
  withDensity(family, ingredient.gramsPerMl);
