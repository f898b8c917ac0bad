/**
 * How the slope page writes each form of a slope (D8 through lib/units/format.ts): '5.7106°', '8.3333 %', '1:12',
 * and the sentence a form that does not exist says instead (a vertical wall has no percent, flat ground no 1:n).
 * One writer for every place that shows a slope: the client form, its drawing, the server table of everyday limits
 * and the question pages (lib/tools/slope-pairs.ts); kept beside the tool, not in its component folder, so the
 * quick conversion (lib/quick) can import it too instead of writing a second copy.
 */
import { formatDms, formatNumber } from '@/lib/units/format';
import { angleToSlope, SLOPE_UNITS, type SlopeUnit } from './slope';

/** The page's decimals: 10 % is 5.7106°, 0.0997 rad. */
export const SLOPE_DECIMALS = 4;

export function writeSlope(value: number, unit: SlopeUnit, decimals = SLOPE_DECIMALS): string {
  const n = formatNumber(value, decimals);
  switch (unit) {
    case 'porcentaje':
      return `${n} %`;
    case 'por_mil':
      return `${n} ‰`;
    case 'grados':
      return `${n}°`;
    case 'radianes':
      return `${n} rad`;
    case 'razon':
      return `1:${n}`;
  }
}

/** An angle (radians) in a unit, or the reason it has no value there. */
export function writeAngle(angle: number, unit: SlopeUnit): { text: string } | { missing: string } {
  const outcome = angleToSlope(angle, unit);
  if (!outcome.ok) return { missing: outcome.reason };
  const text = writeSlope(outcome.value, unit);
  // Degrees also as degrees, minutes and seconds, as a protractor or a surveyor reads them.
  return unit === 'grados' && text.includes('.') ? { text: `${text} (${formatDms(outcome.value)})` } : { text };
}

export const slopeUnit = (key: SlopeUnit) => SLOPE_UNITS.find((unit) => unit.key === key);
