/**
 * Number systems (spec 001 §3–§5, STYLE 'Number bases are text, not quantities'). A value here is an integer
 * written in a base, not a quantity with a factor, so this module stands apart from the Family engine: text is
 * parsed into a bigint (exact for any length: 64 binary digits and beyond convert without rounding) and
 * formatted back. Errors are values; nothing here throws.
 */
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';

export type FixedBaseKey = 'binario' | 'octal' | 'decimal' | 'hexadecimal';
/** 'base' is the custom base, 2 to 36, whose radix the visitor types (one value shared by source and target). */
export type BaseKey = FixedBaseKey | 'base';

export const BASE_KEYS: readonly BaseKey[] = ['binario', 'octal', 'decimal', 'hexadecimal', 'base'];

export const FIXED_RADIX: Readonly<Record<FixedBaseKey, number>> = {
  binario: 2,
  octal: 8,
  decimal: 10,
  hexadecimal: 16,
};

export const BASE_NAMES: Readonly<Record<BaseKey, string>> = {
  binario: 'Binario',
  octal: 'Octal',
  decimal: 'Decimal',
  hexadecimal: 'Hexadecimal',
  base: 'Base personalizada',
};

export const MIN_RADIX = 2;
export const MAX_RADIX = 36;

/** Spec 001 §2: decimal to binario, empty value, custom base 36. */
export const NUMBER_DEFAULTS = { from: 'decimal', to: 'binario', baseText: '36' } as const;

export const NUMBER_MESSAGES = {
  /** Spec 001 §8, the page's one visible error. */
  invalidInput: (radix: number) => `Entrada inválida para base ${radix}`,
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

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const isRadix = (radix: number) => Number.isInteger(radix) && radix >= MIN_RADIX && radix <= MAX_RADIX;

/** The custom base: a whole number from 2 to 36 ('2.5', '1', '37', '' and 'abc' are not). */
export function parseCustomBase(input: string | number): number | undefined {
  if (typeof input === 'number') return isRadix(input) ? input : undefined;
  const text = input.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const radix = Number(text);
  return isRadix(radix) ? radix : undefined;
}

export type ParsedInteger = { ok: true; value: bigint } | { ok: false; reason: 'empty' | 'invalid' };

/** Native prefixes for the power-of-two bases; BigInt reads them (and plain decimal) without a quadratic loop. */
const NATIVE_PREFIX: Readonly<Record<number, string>> = { 2: '0b', 8: '0o', 10: '', 16: '0x' };

/**
 * An integer written in `radix`: spaces around are ignored, letters may be lower case, one leading '-' (or the
 * typographic '−') is allowed. Only the digits of the base: 0-9, then A-Z up to the base (spec 001 §5).
 */
export function parseInBase(text: string, radix: number): ParsedInteger {
  const trimmed = text
    .trim()
    .toUpperCase()
    .replace(/^\u2212/, '-');
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (!isRadix(radix)) return { ok: false, reason: 'invalid' };
  const negative = trimmed.startsWith('-');
  const digits = negative ? trimmed.slice(1) : trimmed;
  if (digits === '' || !new RegExp(`^[${DIGITS.slice(0, radix)}]+$`).test(digits)) {
    return { ok: false, reason: 'invalid' };
  }
  const prefix = NATIVE_PREFIX[radix];
  let value: bigint;
  if (prefix !== undefined) {
    value = BigInt(`${prefix}${digits}`);
  } else {
    // Chunks whose value stays below 2^53, so each step is one bigint multiply-add.
    const chunk = Math.floor(53 / Math.log2(radix));
    value = 0n;
    for (let start = 0; start < digits.length; start += chunk) {
      const part = digits.slice(start, start + chunk);
      value = value * BigInt(radix) ** BigInt(part.length) + BigInt(parseInt(part, radix));
    }
  }
  return { ok: true, value: negative ? -value : value };
}

/** Upper-case letters, '-' for negatives, '0' for zero (a bigint has no negative zero). */
export function formatInBase(value: bigint, radix: number): string {
  return value.toString(radix).toUpperCase();
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
  /** '{value} (base-{n}) → {result} (base-{m})', or '' when the result box is hidden. */
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
  const line = `${formatInBase(value, fromRadix)} (base-${fromRadix}) → ${resultText} (base-${toRadix})`;
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

/* ------------------------------------------------------------------ address (D9) */

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

/* ------------------------------------------------------------------ formula cards (D6) */

/**
 * A card's worked example, computed at build time by the same parse and format as the converter:
 * '255 (base-10) = 11111111 (base-2)'. Undefined when the example is not a number in its base (a content bug).
 */
export function numberCardExample(spec: { from: FixedBaseKey; to: FixedBaseKey; example: string }): string | undefined {
  const fromRadix = FIXED_RADIX[spec.from];
  const toRadix = FIXED_RADIX[spec.to];
  const parsed = parseInBase(spec.example, fromRadix);
  if (!parsed.ok) return undefined;
  return `${formatInBase(parsed.value, fromRadix)} (base-${fromRadix}) = ${formatInBase(parsed.value, toRadix)} (base-${toRadix})`;
}
