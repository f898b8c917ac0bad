/**
 * D31: how the visitor likes results, kept on this device: the precision (automatic as D8, or 3, 6, 10 significant
 * digits) and the finest inch fraction (1/8 … 1/64). One small store per page, read through
 * hooks/use-result-settings.ts (kept apart so that server text can name the key).
 */
import { DEFAULT_FRACTION_STEP, FRACTION_STEPS, type FractionStep } from '@/lib/units/inch-fraction';
import { RESULT_SETTINGS_KEY } from './result-settings-key';

export const PRECISIONS = ['auto', 3, 6, 10] as const;
export type Precision = (typeof PRECISIONS)[number];

export interface ResultSettings {
  precision: Precision;
  fractionStep: FractionStep;
}

export const DEFAULT_RESULT_SETTINGS: ResultSettings = { precision: 'auto', fractionStep: DEFAULT_FRACTION_STEP };

/** What storage holds, checked field by field: anything else (old, edited, garbage) falls back to the default. */
export function readResultSettings(stored: string | null): ResultSettings {
  if (!stored) return DEFAULT_RESULT_SETTINGS;
  try {
    const data = JSON.parse(stored) as Partial<Record<keyof ResultSettings, unknown>> | null;
    const precision = PRECISIONS.find((choice) => choice === data?.precision) ?? DEFAULT_RESULT_SETTINGS.precision;
    const fractionStep = FRACTION_STEPS.find((step) => step === data?.fractionStep) ?? DEFAULT_FRACTION_STEP;
    return { precision, fractionStep };
  } catch {
    return DEFAULT_RESULT_SETTINGS;
  }
}

let cached: { stored: string | null; settings: ResultSettings } | undefined;
const listeners = new Set<() => void>();

function storedText(): string | null {
  try {
    return localStorage.getItem(RESULT_SETTINGS_KEY);
  } catch {
    return null;
  }
}

/** The settings now, the same object while storage holds the same text (useSyncExternalStore needs that). */
export function resultSettingsNow(): ResultSettings {
  const stored = storedText();
  if (cached?.stored !== stored) cached = { stored, settings: readResultSettings(stored) };
  return cached.settings;
}

export function subscribeToResultSettings(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Remembers a change on the device; every converter of the page follows at once. */
export function changeResultSettings(change: Partial<ResultSettings>): void {
  const next = { ...resultSettingsNow(), ...change };
  try {
    localStorage.setItem(RESULT_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (a private mode): the change holds until the page closes.
    cached = { stored: storedText(), settings: next };
  }
  listeners.forEach((listener) => listener());
}
