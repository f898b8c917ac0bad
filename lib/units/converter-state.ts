/**
 * The converter's state and its mirror in the address (D9). State holds text and keys only; numbers are parsed
 * and formatted while rendering. The query is read after mount so the page itself stays static (D2).
 */
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import type { Family } from '@/lib/units/types';

export interface ConverterState {
  valueText: string;
  from: string;
  to: string;
  /** D29: the chosen ingredient's key, on a page that has an ingredient select. */
  ingredient?: string;
}

export const QUERY_KEYS = { value: 'valor', from: 'de', to: 'a', ingredient: 'ingrediente' } as const;

export function initialState(family: Family, ingredient?: string): ConverterState {
  const [from, to] = family.defaults;
  return { valueText: family.defaultValue ?? '1', from, to, ...(ingredient !== undefined && { ingredient }) };
}

/**
 * Unknown units and unknown keys are ignored; a target equal to the source is dropped. An ingredient is read only
 * on a page that has the select (`fallback.ingredient` set) and only if it is one of `ingredients`.
 */
export function stateFromQuery(
  search: string,
  family: Family,
  fallback: ConverterState,
  ingredients: readonly string[] = [],
): ConverterState {
  const isUnit = (key: string | null): key is string => key !== null && key in family.units;
  const { value, from: fromParam, to: toParam, ingredient: ingredientParam } = readQuery(search, QUERY_KEYS);
  const from = isUnit(fromParam) ? fromParam : fallback.from;
  let to = isUnit(toParam) ? toParam : fallback.to;
  if (to === from) to = '';
  const state = { valueText: value ?? fallback.valueText, from, to };
  if (fallback.ingredient === undefined) return state;
  const known = ingredientParam !== null && ingredients.includes(ingredientParam);
  return { ...state, ingredient: known ? ingredientParam : fallback.ingredient };
}

export function queryFromState(state: ConverterState): string {
  return writeQuery(QUERY_KEYS, {
    value: state.valueText.trim() || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    ingredient: state.ingredient || undefined,
  });
}

export const hasQueryState = (search: string): boolean => carriesQuery(search, QUERY_KEYS);
