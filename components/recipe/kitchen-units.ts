import type { medidasDeCocina } from '@/lib/families/medidas-de-cocina/units';
import type { RecipeUnits } from '@/lib/tools/recipe/read';
import type { UnitKey } from '@/lib/units/types';

/**
 * Issue 35: the kitchen family's units a converted recipe is written in, typed against the family (STYLE 18) so a
 * misspelt key fails the type check. D29: the US cup is the kitchen's plain 'taza'; its plain spoons are the metric
 * 15 and 5 mL.
 */
export const KITCHEN_UNITS = {
  gram: 'gramos',
  millilitre: 'mililitros',
  cup: 'tazas_us',
  tablespoon: 'cucharadas',
  teaspoon: 'cucharaditas',
} as const satisfies RecipeUnits & Record<keyof RecipeUnits, UnitKey<typeof medidasDeCocina>>;
