/**
 * Issue 34, D37: slope as percent, degrees, per mille, ratio 1:n and radians (`/convertir-pendiente`). Pure;
 * errors are values.
 *
 * A slope is rise over HORIZONTAL run, the tangent of the angle with the horizontal:
 * - percent = 100 × rise / run (a 10 % road climbs 10 m every 100 m measured on the map), per mille = 1000 × rise / run;
 * - degrees = atan(rise / run) in degrees, radians the same angle in radians: 100 % = 45°, 10 % = 5.7106°;
 * - ratio 1:n = a rise of 1 over a horizontal run of n, so n = run / rise: the 1:12 of accessible ramps (ADA 2010
 *   Standards §405.2, 'not steeper than 1:12') is 100 / 12 = 8.33 %. Some trades measure the run along the slope
 *   instead; the page says which convention this is.
 *
 * The conversions are not linear (percent → degrees goes through atan), so slope is its own module, not a family of
 * the engine. The common form underneath is the angle in radians, finite for every slope including a vertical wall.
 *
 * Decided here: negative slopes are refused with a plain message instead of being read as a descent. A descent of
 * 10 % has the same steepness as a climb of 10 %, and a ratio 1:n has no sign, so the visitor types the steepness
 * and the page says 'subida o bajada' in words. 90° (a vertical wall) exists in degrees, radians and as 1:0, but has
 * no percent or per mille (the tangent is infinite): that is said, not shown as a huge number. More than 90° is not
 * a slope.
 */
import { parseNumber } from '@/lib/units/parse';

export type SlopeUnit = 'porcentaje' | 'grados' | 'por_mil' | 'razon' | 'radianes';

export const SLOPE_UNITS: readonly { key: SlopeUnit; name: string; symbol: string }[] = [
  { key: 'porcentaje', name: 'Porcentaje', symbol: '%' },
  { key: 'grados', name: 'Grados', symbol: '°' },
  { key: 'por_mil', name: 'Por mil', symbol: '‰' },
  { key: 'razon', name: 'Razón 1:n (1 de subida por n de avance horizontal)', symbol: '1:n' },
  { key: 'radianes', name: 'Radianes', symbol: 'rad' },
];

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

const RIGHT_ANGLE = Math.PI / 2;
/** Half a unit of the 4th decimal, the last digit the page shows of a radian value (1.5708 for π/2). */
const RADIAN_DISPLAY_HALF_STEP = 0.00005;

const NOT_A_NUMBER = 'Introduce un número válido.';
const NEGATIVE =
  'Escribe la pendiente sin signo: una bajada del 10 % es tan empinada como una subida del 10 %, y la conversión es la misma.';
const OVER_90 =
  'Una pendiente va de 0° (llano) a 90° (vertical); más de 90° (π/2 rad, 1.5708 rad) no es una pendiente.';
const VERTICAL_NO_PERCENT =
  'Una pared vertical (90°) no tiene pendiente en porcentaje ni por mil: habría que subir una altura infinita por cada 100 de avance horizontal.';
const FLAT_NO_RATIO = 'Una pendiente de 0 no tiene razón 1:n: el terreno es llano y n sería infinito.';
const RUN_NOT_POSITIVE =
  'El avance horizontal debe ser mayor que 0 (con avance 0 y subida positiva la pared es vertical: 90°).';
const BOTH_ZERO = 'Con subida 0 y avance 0 no hay pendiente que medir.';

/** The angle (radians, 0 … π/2) of a slope written in any unit, or why it is not a slope. */
export function slopeToAngle(value: number, unit: SlopeUnit): Outcome<number> {
  if (!Number.isFinite(value)) return { ok: false, reason: NOT_A_NUMBER };
  if (value < 0) return { ok: false, reason: NEGATIVE };
  let angle: number;
  switch (unit) {
    case 'porcentaje':
      angle = Math.atan(value / 100);
      break;
    case 'por_mil':
      angle = Math.atan(value / 1000);
      break;
    case 'grados':
      angle = (value * Math.PI) / 180;
      break;
    case 'radianes':
      angle = value;
      break;
    case 'razon':
      // 1:n is rise 1 over run n: tan = 1 / n; 1:0 is a vertical wall.
      angle = value === 0 ? RIGHT_ANGLE : Math.atan(1 / value);
      break;
  }
  // The page writes π/2 as 1.5708 rad (D8, 4 decimals), a hair past π/2: typed back, that is the vertical wall it
  // stands for, not 'more than 90°'. Only within half the last digit shown; 90° in degrees is exactly π/2 already.
  if (unit === 'radianes' && angle > RIGHT_ANGLE && angle - RIGHT_ANGLE < RADIAN_DISPLAY_HALF_STEP) angle = RIGHT_ANGLE;
  // Anything past a right angle is not a slope.
  if (angle > RIGHT_ANGLE) return { ok: false, reason: OVER_90 };
  return { ok: true, value: angle };
}

/** An angle (radians, 0 … π/2) written in a unit; a vertical wall has no percent and a flat ground no ratio. */
export function angleToSlope(angle: number, unit: SlopeUnit): Outcome<number> {
  const vertical = angle === RIGHT_ANGLE;
  switch (unit) {
    case 'porcentaje':
      return vertical ? { ok: false, reason: VERTICAL_NO_PERCENT } : { ok: true, value: 100 * Math.tan(angle) };
    case 'por_mil':
      return vertical ? { ok: false, reason: VERTICAL_NO_PERCENT } : { ok: true, value: 1000 * Math.tan(angle) };
    case 'grados':
      return { ok: true, value: (angle * 180) / Math.PI };
    case 'radianes':
      return { ok: true, value: angle };
    case 'razon':
      if (angle === 0) return { ok: false, reason: FLAT_NO_RATIO };
      // n = run / rise = 1 / tan; cos / sin keeps the vertical wall exactly 1:0 (tan(π/2) is not infinite in floats).
      return { ok: true, value: vertical ? 0 : Math.cos(angle) / Math.sin(angle) };
  }
}

/** '10 % en grados' → 5.7106. */
export function convertSlope(value: number, from: SlopeUnit, to: SlopeUnit): Outcome<number> {
  const angle = slopeToAngle(value, from);
  return angle.ok ? angleToSlope(angle.value, to) : angle;
}

/** Every form of one slope at once, for the result box and the drawing; the forms a slope lacks are undefined. */
export interface SlopeForms {
  radians: number;
  degrees: number;
  /** Undefined for a vertical wall. */
  percent?: number;
  perMille?: number;
  /** n of 1:n; undefined for flat ground. */
  ratio?: number;
  /** The rise and horizontal run to draw, scaled so the longer is 1. */
  drawing: { rise: number; run: number };
}

export function slopeForms(angle: number): SlopeForms {
  const pick = (unit: SlopeUnit): number | undefined => {
    const written = angleToSlope(angle, unit);
    return written.ok ? written.value : undefined;
  };
  const [rise, run] = [Math.sin(angle), Math.cos(angle)];
  const longer = Math.max(rise, run);
  return {
    radians: angle,
    degrees: (angle * 180) / Math.PI,
    percent: pick('porcentaje'),
    perMille: pick('por_mil'),
    ratio: pick('razon'),
    drawing: { rise: rise / longer, run: angle === RIGHT_ANGLE ? 0 : run / longer },
  };
}

/** The slope of a rise over a horizontal run, in the same length unit (a ramp that climbs 0.5 m in 6 m: 8.33 %). */
export function slopeFromLengths(rise: number, run: number): Outcome<SlopeForms> {
  if (!Number.isFinite(rise) || !Number.isFinite(run)) return { ok: false, reason: NOT_A_NUMBER };
  if (rise < 0 || run < 0) return { ok: false, reason: NEGATIVE };
  if (rise === 0 && run === 0) return { ok: false, reason: BOTH_ZERO };
  if (run === 0) return { ok: false, reason: RUN_NOT_POSITIVE };
  return { ok: true, value: slopeForms(Math.atan2(rise, run)) };
}

const RATIO = /^\s*(\d+(?:[.,]\d+)?)\s*[:/]\s*(\d+(?:[.,]\d+)?)\s*$/;

/**
 * A ratio as written: '1:12', '1/12', '2:25' (= 1:12.5), or n alone ('12', read as the site reads numbers, D9).
 * Returns n of 1:n; a ratio whose first figure is 0 ('0:5') is flat ground and has no 1:n.
 */
export function parseRatio(text: string): Outcome<number> {
  const match = RATIO.exec(text);
  if (!match) {
    const alone = parseNumber(text);
    if (!alone.ok) return { ok: false, reason: NOT_A_NUMBER };
    return alone.value < 0 ? { ok: false, reason: NEGATIVE } : { ok: true, value: alone.value };
  }
  const [rise, run] = [match[1], match[2]].map((part) => Number((part ?? '').replace(',', '.'))) as [number, number];
  if (rise === 0) return { ok: false, reason: FLAT_NO_RATIO };
  return { ok: true, value: run / rise };
}
