/**
 * The Roman-numeral converter's address (D9): ?valor=MCMXCIX. Apart from the logic so the quick conversion, which
 * reads numerals but never an address, does not load it.
 */
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';

export const ROMAN_QUERY_KEYS = { value: 'valor' } as const;

export interface RomanState {
  /** The field's text as typed: a number, a numeral or a century. */
  text: string;
}

export const ROMAN_DEFAULTS: RomanState = { text: '' };

export function romanStateFromQuery(search: string, fallback: RomanState): RomanState {
  const { value } = readQuery(search, ROMAN_QUERY_KEYS);
  return value === null ? fallback : { text: value };
}

export function queryFromRomanState(state: RomanState): string {
  return writeQuery(ROMAN_QUERY_KEYS, { value: state.text.trim() || undefined });
}

export const hasRomanQuery = (search: string): boolean => carriesQuery(search, ROMAN_QUERY_KEYS);
