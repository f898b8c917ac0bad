'use client';
import { Converter, type ConverterProps } from './converter';
import { IngredientSelect } from './ingredient-select';
import { IngredientTable } from './ingredient-table';

const PIECES = { IngredientSelect, IngredientTable };

/** D29: the converter of the cooking pages, with the ingredient select and table (their code only on those pages). */
export function IngredientConverter(props: Omit<ConverterProps, 'pieces'>) {
  return <Converter {...props} pieces={PIECES} />;
}
