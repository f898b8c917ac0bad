/**
 * D29, D35: how the quick box reads an ingredient ('2 tazas de harina a gramos'), weighs a volume by its density and
 * offers the other ingredient a word may mean. Issue 36: cooking loads only when a question needs it, so this comes
 * with the engine of a family that weighs ingredients (hooks/use-quick-answer.ts, `withFamily`), never with the
 * first answer.
 */
import { normalise } from '@/lib/normalise';
import { crossesDensity, withIngredient } from '@/lib/units/ingredients';
import type { Family, Ingredient } from '@/lib/units/types';
import { oneEditApart } from './one-edit';
import type { Choice, CookingReaders, FoundUnits, Quantity, QuickIngredient, Reading } from './types';
import { reading, restate } from './unit-words';

/** D29: the ingredient a name stands for: its name or another one, the first that starts so, or one edit away. */
export function ingredientCalled(typed: string, ingredients: readonly Ingredient[]): Ingredient | undefined {
  const text = normalise(typed.trim()).replace(/^(?:el|la|los|las)\s+/, '');
  const named = (ingredient: Ingredient) => [normalise(ingredient.name), ...ingredient.names];
  return (
    ingredients.find((ingredient) => named(ingredient).includes(text)) ??
    ingredients.find((ingredient) => named(ingredient).some((name) => name.startsWith(`${text} `))) ??
    ingredients.find((ingredient) => named(ingredient).some((name) => name.length >= 5 && oneEditApart(text, name)))
  );
}

/**
 * D35: an ingredient named by a word that means another one elsewhere ('manteca': butter or lard), as its entry
 * declares it (Ingredient.alsoMeans): the other ingredient, asked with its own name in place of the word typed.
 */
export function ingredientReadings(quantity: Quantity, units: FoundUnits, choice: Choice): Reading[] {
  const typed = units.ingredientText;
  const alsoMeans = choice.ingredient?.alsoMeans;
  if (!typed || !alsoMeans?.names.some((name) => normalise(name) === normalise(typed))) return [];
  const typedNumber = quantity.read?.typed ?? '';
  return alsoMeans.ingredients.flatMap((key) => {
    const other = choice.loaded.ingredients.find((item) => item.key === key);
    if (!other) return [];
    const named = (text: string) => text.replace(typed, other.name);
    return [reading(other.name, restate(typedNumber, named(quantity.unitText), named(quantity.targetUnitText)))];
  });
}

/**
 * D29: what a volume weighed as a mass depends on: the ingredient named, with its source, or water where none is,
 * said so, with the converter opened on it. Undefined where nothing is weighed.
 */
export function weighing(choice: Choice, engine: Family): { key: string; note: string } | undefined {
  if (!crossesDensity(choice.from, choice.to, engine)) return undefined;
  const { ingredient } = choice;
  if (ingredient) return { key: ingredient.key, note: `Aproximado, para ${ingredient.name}: ${ingredient.source}.` };
  // The family's file weighs volumes as its declared density, water's: the ingredient that has it.
  const water = choice.loaded.ingredients.find((item) => item.gramsPerMl === engine.gramsPerMl);
  return water && { key: water.key, note: `Para ${water.name}; elige el ingrediente.` };
}

/** The ingredients of a family's file (QuickIngredient rows) as the engine reads them. */
export const ingredientsOf = (items: readonly QuickIngredient[]): Ingredient[] =>
  items.map(([key, name, names, gramsPerMl, source, alsoMeans]) => ({
    key,
    name,
    names: names ? names.split('|') : [],
    gramsPerMl,
    source,
    ...(alsoMeans && { alsoMeans: { names: alsoMeans[0].split('|'), ingredients: alsoMeans[1] } }),
  }));

export const cookingReaders: CookingReaders = {
  ingredientCalled,
  ingredientReadings,
  ingredientsOf,
  weighing,
  withIngredient,
};
