/**
 * The number converter's address (D9): ?valor=FF&de=hexadecimal&a=binario&base=36. Apart from lib/units/numeros.ts
 * so the quick conversion, which converts between bases but never reads an address, does not load it.
 */
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import { isBaseKey, NUMBER_DEFAULTS, parseCustomBase, type NumbersState } from './numeros';

export const NUMBER_QUERY_KEYS = { value: 'valor', from: 'de', to: 'a', base: 'base' } as const;

/** ?valor=FF&de=hexadecimal&a=binario&base=36 — unknown keys are ignored, invalid values fall back. */
export function numbersStateFromQuery(search: string, fallback: NumbersState): NumbersState {
  const { value, from: fromParam, to: toParam, base } = readQuery(search, NUMBER_QUERY_KEYS);
  const baseParam = parseCustomBase(base ?? '');
  const from = isBaseKey(fromParam) ? fromParam : fallback.from;
  let to = isBaseKey(toParam) ? toParam : fallback.to;
  if (to === from) to = from === NUMBER_DEFAULTS.to ? NUMBER_DEFAULTS.from : NUMBER_DEFAULTS.to;
  return {
    valueText: value === null ? fallback.valueText : value.toUpperCase(),
    from,
    to,
    baseText: baseParam === undefined ? fallback.baseText : String(baseParam),
  };
}

export function queryFromNumbersState(state: NumbersState): string {
  return writeQuery(NUMBER_QUERY_KEYS, {
    value: state.valueText.trim() || undefined,
    from: state.from,
    to: state.to,
    base: state.baseText.trim() || undefined,
  });
}

export const hasNumbersQuery = (search: string): boolean => carriesQuery(search, NUMBER_QUERY_KEYS);
