'use client';
import { withIngredient } from '@/lib/units/ingredients';
import { Converter, type ConverterProps } from './converter';
import { IngredientSelect } from './ingredient-select';
import { IngredientTable } from './ingredient-table';

const PIECES = { IngredientSelect, IngredientTable, withIngredient };

/**
 * D29: the converter of the cooking pages, with the ingredient select and table and the family at an ingredient's
 * density (their code only on those pages).
 */
export function IngredientConverter(props: Omit<ConverterProps, 'pieces'>) {
  return <Converter {...props} pieces={PIECES} />;
}
