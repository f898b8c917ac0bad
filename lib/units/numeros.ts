/**
 * Number systems (spec 001 §3–§5, STYLE 'Number bases are text, not quantities'). A value here is an integer
 * written in a base, not a quantity with a factor, so this module stands apart from the Family engine: text is
 * parsed into a bigint (exact for any length: 64 binary digits and beyond convert without rounding) and
 * formatted back. Errors are values; nothing here throws.
 */
import {
  basesLine,
  FIXED_RADIX,
  formatInBase,
  invalidInputMessage,
  isRadix,
  parseInBase,
  type FixedBaseKey,
} from './bases';

/** 'base' is the custom base, 2 to 36, whose radix the visitor types (one value shared by source and target). */
export type BaseKey = FixedBaseKey | 'base';

export const BASE_KEYS: readonly BaseKey[] = ['binario', 'octal', 'decimal', 'hexadecimal', 'base'];

export const BASE_NAMES: Readonly<Record<BaseKey, string>> = {
  binario: 'Binario',
  octal: 'Octal',
  decimal: 'Decimal',
  hexadecimal: 'Hexadecimal',
  base: 'Base personalizada',
};

/** Spec 001 §2: decimal to binario, empty value, custom base 36. */
export const NUMBER_DEFAULTS = { from: 'decimal', to: 'binario', baseText: '36' } as const;

export const NUMBER_MESSAGES = {
  /** Spec 001 §8, the page's one visible error. */
  invalidInput: invalidInputMessage,
  invalidBase: 'La base debe ser un número entero entre 2 y 36',
} as const;

export function isBaseKey(key: string | null | undefined): key is BaseKey {
  return typeof key === 'string' && (BASE_KEYS as readonly string[]).includes(key);
}

/** 'Binario (base 2)' in the selects; the custom base reads 'Base personalizada (2-36)'. */
export function baseOptionLabel(key: BaseKey): string {
  return key === 'base' ? 'Base personalizada (2-36)' : `${BASE_NAMES[key]} (base ${FIXED_RADIX[key]})`;
}

/** The radix of a key: fixed, or the custom one (undefined while the custom base is not a valid number). */
export function radixOf(key: BaseKey, customRadix: number | undefined): number | undefined {
  return key === 'base' ? customRadix : FIXED_RADIX[key];
}

/** The custom base: a whole number from 2 to 36 ('2.5', '1', '37', '' and 'abc' are not). */
export function parseCustomBase(input: string | number): number | undefined {
  if (typeof input === 'number') return isRadix(input) ? input : undefined;
  const text = input.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const radix = Number(text);
  return isRadix(radix) ? radix : undefined;
}

/* ------------------------------------------------------------------ state */

export interface NumbersState {
  /** What the visitor typed, already upper case. */
  valueText: string;
  from: BaseKey;
  /** Never equal to `from` (see changeSource). */
  to: BaseKey;
  /** The custom base as typed in its number field. */
  baseText: string;
}

export function initialNumbersState(): NumbersState {
  return { valueText: '', ...NUMBER_DEFAULTS };
}

export interface NumberEquivalence {
  key: BaseKey;
  /** 'Binario (base 2)'; the custom base shows its radix: 'Base personalizada (base 36)'. */
  label: string;
  text: string;
}

export interface NumbersEvaluation {
  /** The red box's message, or '' */
  error: string;
  /** Which field the error belongs to, for aria-invalid. */
  errorField: 'value' | 'base' | null;
  /** '{value} (base {n}) → {result} (base {m})', or '' when the result box is hidden. */
  line: string;
  /** The bare result, for the copy button and for the swap. */
  resultText: string;
  /** The value in every base but the source. */
  equivalences: NumberEquivalence[];
}

const EMPTY: NumbersEvaluation = { error: '', errorField: null, line: '', resultText: '', equivalences: [] };

export function evaluateNumbers(state: NumbersState): NumbersEvaluation {
  const { valueText, from, to } = state;
  const customRadix = parseCustomBase(state.baseText);
  const fromRadix = radixOf(from, customRadix);
  const toRadix = radixOf(to, customRadix);
  if (fromRadix === undefined || toRadix === undefined) {
    return { ...EMPTY, error: NUMBER_MESSAGES.invalidBase, errorField: 'base' };
  }
  const parsed = parseInBase(valueText, fromRadix);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return EMPTY;
    return { ...EMPTY, error: NUMBER_MESSAGES.invalidInput(fromRadix), errorField: 'value' };
  }
  const { value } = parsed;
  const equivalences = BASE_KEYS.flatMap((key): NumberEquivalence[] => {
    const radix = radixOf(key, customRadix);
    if (key === from || radix === undefined) return [];
    const label = key === 'base' ? `${BASE_NAMES.base} (base ${radix})` : baseOptionLabel(key);
    return [{ key, label, text: formatInBase(value, radix) }];
  });
  const resultText = formatInBase(value, toRadix);
  const line = basesLine(value, fromRadix, toRadix);
  return { error: '', errorField: null, line, resultText, equivalences };
}

/**
 * D11 does not apply here: a new source keeps the target. Choosing the current target as the source would
 * convert a base into itself, so the two trade places instead (the old source becomes the target), which is
 * what a visitor who flips the 'De' select expects. The value text stays as typed.
 */
export function changeSource(state: NumbersState, from: BaseKey): NumbersState {
  if (from === state.from) return state;
  return { ...state, from, to: from === state.to ? state.from : state.to };
}

/** Spec 001 §4: the swap exchanges the bases and, when there is a result, makes it the new value. */
export function swapNumbers(state: NumbersState): NumbersState {
  const { resultText } = evaluateNumbers(state);
  return { ...state, from: state.to, to: state.from, valueText: resultText || state.valueText };
}

/* ------------------------------------------------------------------ formula cards (D6) */

/**
 * A card's worked example, computed at build time by the same parse and format as the converter:
 * '255 (base 10) = 11111111 (base 2)'. Undefined when the example is not a number in its base (a content bug).
 */
export function numberCardExample(spec: { from: FixedBaseKey; to: FixedBaseKey; example: string }): string | undefined {
  const fromRadix = FIXED_RADIX[spec.from];
  const toRadix = FIXED_RADIX[spec.to];
  const parsed = parseInBase(spec.example, fromRadix);
  if (!parsed.ok) return undefined;
  return `${formatInBase(parsed.value, fromRadix)} (base ${fromRadix}) = ${formatInBase(parsed.value, toRadix)} (base ${toRadix})`;
}
