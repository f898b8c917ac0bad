/**
 * The two humour meters (spec 001 §4, §9): the coffee meter and the slipper speed. Pure functions, no React;
 * the texts they pick from live in lib/content/meters.ts.
 */
import { convert } from '@/lib/units/engine';
import { formatNumber } from '@/lib/units/format';
import type { Family } from '@/lib/units/types';

/** Anything placed on a meter's scale: a level, an emoji threshold. `at` is in the meter's unit. */
export interface AtPoint {
  at: number;
}

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/**
 * Index of the highest point whose `at` is at or below the value (spec 001 §4: "the highest level whose cups
 * are at or below the count"); -1 when the value is below every point or is not a number. The points are in
 * ascending order.
 */
export function levelIndex(value: number, points: readonly AtPoint[]): number {
  if (!Number.isFinite(value)) return -1;
  let found = -1;
  points.forEach((point, index) => {
    if (point.at <= value) found = index;
  });
  return found;
}

export function levelFor<T extends AtPoint>(value: number, points: readonly T[]): T | undefined {
  return points[levelIndex(value, points)];
}

/** A slider value the meter can use: a number inside the range, on a step. Anything else falls back to min. */
export function clampToRange(value: number, { min, max, step }: SliderRange): number {
  if (!Number.isFinite(value)) return min;
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

// Coffee (spec 001 §9). The 95 mg is the usual figure for a cup of brewed coffee of about 240 ml; the heartbeat
// and nap figures are the tool's joke, and the page says so.
export const CAFFEINE_MG_PER_CUP = 95;
export const HEARTBEATS_PER_CUP = 3;
export const NAP_MINUTES_PER_CUP = 15;
/** EFSA (2015): up to about 400 mg of caffeine a day raises no safety concern for healthy adults. */
export const CAFFEINE_DAILY_REFERENCE_MG = 400;

export interface CoffeeFigures {
  caffeineMg: number;
  heartbeatIncrease: number;
  napMinutes: number;
}

export function coffeeFigures(cups: number): CoffeeFigures {
  const count = Number.isFinite(cups) && cups > 0 ? Math.round(cups) : 0;
  return {
    caffeineMg: count * CAFFEINE_MG_PER_CUP,
    heartbeatIncrease: count * HEARTBEATS_PER_CUP,
    napMinutes: count * NAP_MINUTES_PER_CUP,
  };
}

/** '1 taza', '0 tazas', '3 tazas' (spec 001 §4: singular for 1). */
export function cupsText(cups: number): string {
  return cups === 1 ? '1 taza' : `${cups} tazas`;
}

export const caffeineText = (mg: number): string => `${mg} mg`;

/** '+6 lpm'; no sign on nothing: '0 lpm'. */
export const heartbeatText = (increase: number): string => (increase > 0 ? `+${increase} lpm` : '0 lpm');

/** '45 min', '1 h', '1 h 15 min', '2 h'. */
export function minutesText(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

// Slipper.
export const speedText = (kmh: number): string => `${kmh} km/h`;

/** The hallway of the fun figure: how long the slipper takes to cross it. */
export const HALLWAY_METRES = 5;

export interface SlipperFigures {
  /** Metres per second, 1 decimal: '5.6'. */
  metresPerSecond: string;
  /** Seconds to cross the hallway, 1 decimal; undefined for a slipper at rest (it never arrives). */
  hallwaySeconds: string | undefined;
}

/**
 * Through the unit engine, with the speed page's own family passed in (STYLE 16: a tool does not import a family),
 * so km/h → m/s uses the same definition as the speed converter.
 */
export function slipperFigures(kmh: number, speeds: Family): SlipperFigures {
  const conversion = convert(Number.isFinite(kmh) ? kmh : 0, 'kilometros_hora', 'metros_segundo', speeds);
  const speed = conversion.ok ? conversion.value : 0;
  return {
    metresPerSecond: formatNumber(speed, 1),
    hallwaySeconds: speed > 0 ? formatNumber(HALLWAY_METRES / speed, 1) : undefined,
  };
}
