/**
 * D31: a length in inches as the nearest fraction a tape measure shows, to a finest step of 1/8 … 1/64 in:
 * 0.7874 in → '25/32' at 1/32, '13/16' at 1/16; 2.5 → '2 1/2'; 3.999 → '4'. The fraction is reduced (26/32 →
 * 13/16) and rounds half away from zero, as D8 rounds.
 */

/** The finest steps offered, as denominators (1/16 by default, as tape measures are marked). */
export const FRACTION_STEPS = [8, 16, 32, 64] as const;
export type FractionStep = (typeof FRACTION_STEPS)[number];
export const DEFAULT_FRACTION_STEP: FractionStep = 16;

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

/** '25/32', '2 1/2', '4', '-1 3/8'; '' for a value that is not finite or too large to count in steps. */
export function nearestInchFraction(inches: number, step: FractionStep = DEFAULT_FRACTION_STEP): string {
  if (!Number.isFinite(inches) || Math.abs(inches) * step > Number.MAX_SAFE_INTEGER) return '';
  const steps = Math.round(Math.abs(inches) * step);
  if (steps === 0) return '0';
  const sign = inches < 0 ? '-' : '';
  const whole = Math.floor(steps / step);
  const rest = steps % step;
  if (rest === 0) return `${sign}${whole}`;
  const divisor = greatestCommonDivisor(rest, step);
  const fraction = `${rest / divisor}/${step / divisor}`;
  return whole === 0 ? `${sign}${fraction}` : `${sign}${whole} ${fraction}`;
}
