/**
 * The converter's state and its mirror in the address (D9). State holds text and keys only; numbers are parsed
 * and formatted while rendering. The query is read after mount so the page itself stays static (D2).
 */
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import { parseNumber } from '@/lib/units/parse';
import type { Family } from '@/lib/units/types';

/** D30: the pixel page's settings as typed: the resolution in ppp and the base font size in px for em and rem. */
export interface ResolutionState {
  ppp: string;
  base: string;
}

export interface ConverterState {
  valueText: string;
  from: string;
  to: string;
  /** D29: the chosen ingredient's key, on a page that has an ingredient select. */
  ingredient?: string;
  /** D30: the resolution and base font size, on a page that has those fields. */
  resolution?: ResolutionState;
}

export const QUERY_KEYS = {
  value: 'valor',
  from: 'de',
  to: 'a',
  ingredient: 'ingrediente',
  ppp: 'ppp',
  base: 'base',
} as const;

/** A setting's value: a finite number above zero ('300', '1,5'); null for anything else, so no NaN gets through. */
export function settingValue(text: string): number | null {
  const parsed = parseNumber(text);
  return parsed.ok && Number.isFinite(parsed.value) && parsed.value > 0 ? parsed.value : null;
}

export function initialState(family: Family, ingredient?: string, resolution?: ResolutionState): ConverterState {
  const [from, to] = family.defaults;
  return {
    valueText: family.defaultValue ?? '1',
    from,
    to,
    ...(ingredient !== undefined && { ingredient }),
    ...(resolution !== undefined && { resolution }),
  };
}

/**
 * Unknown units and unknown keys are ignored; a target equal to the source is dropped. An ingredient is read only
 * on a page that has the select (`fallback.ingredient` set) and only if it is one of `ingredients`; a resolution or
 * base font size only on a page that has the fields (`fallback.resolution` set) and only if it is a number above
 * zero, written back plainly ('1,5' → '1.5').
 */
export function stateFromQuery(
  search: string,
  family: Family,
  fallback: ConverterState,
  ingredients: readonly string[] = [],
): ConverterState {
  const isUnit = (key: string | null): key is string => key !== null && key in family.units;
  const query = readQuery(search, QUERY_KEYS);
  const from = isUnit(query.from) ? query.from : fallback.from;
  let to = isUnit(query.to) ? query.to : fallback.to;
  if (to === from) to = '';
  let state: ConverterState = { valueText: query.value ?? fallback.valueText, from, to };
  if (fallback.ingredient !== undefined) {
    const known = query.ingredient !== null && ingredients.includes(query.ingredient);
    state = { ...state, ingredient: known ? (query.ingredient ?? fallback.ingredient) : fallback.ingredient };
  }
  if (fallback.resolution !== undefined) {
    const setting = (text: string | null, otherwise: string) => {
      const value = text === null ? null : settingValue(text);
      return value === null ? otherwise : String(value);
    };
    state = {
      ...state,
      resolution: {
        ppp: setting(query.ppp, fallback.resolution.ppp),
        base: setting(query.base, fallback.resolution.base),
      },
    };
  }
  return state;
}

/**
 * The query of a state. The resolution and base font size are written only where they are valid and differ from
 * the page's own (`defaults`: 96 ppp and 16 px on the pixel page, 300 ppp on a pair page at 300), so a plain visit
 * keeps a short address and a shared one says only what was changed.
 */
export function queryFromState(state: ConverterState, defaults?: ResolutionState): string {
  const setting = (text: string | undefined, byDefault: string | undefined) => {
    const value = text === undefined ? null : settingValue(text);
    if (value === null) return undefined;
    return byDefault !== undefined && settingValue(byDefault) === value ? undefined : String(value);
  };
  return writeQuery(QUERY_KEYS, {
    value: state.valueText.trim() || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    ingredient: state.ingredient || undefined,
    ppp: setting(state.resolution?.ppp, defaults?.ppp),
    base: setting(state.resolution?.base, defaults?.base),
  });
}

export const hasQueryState = (search: string): boolean => carriesQuery(search, QUERY_KEYS);
