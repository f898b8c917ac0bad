/**
 * Issue 34, D37: running and walking pace (`/convertir-ritmo`) and its race-time box. Pure; errors are values.
 *
 * A pace is TIME per distance (min/km, min/mi, s/100 m), a speed DISTANCE per time (km/h, mph, m/s); one is the
 * reciprocal of the other, so they cannot share a linear engine family. Everything goes through metres per second:
 * - a pace of p seconds per d metres is d / p m/s (5:00 min/km = 300 s per 1000 m = 3.333 m/s = 12 km/h);
 * - km/h is 1000/3600 m/s, mph 1609.344/3600 m/s (the international mile, 1959, imported from the constants).
 *
 * Pace values are held in SECONDS per unit of distance (5:30 min/km is 330); the screen writes them as m:ss or
 * h:mm:ss (formatClock). Race distances: World Athletics' road-running distances, the marathon being 42.195 km
 * (World Athletics Competition and Technical Rules, road races; fixed since 1921) and the half marathon half of it,
 * 21.0975 km.
 */
import { MILE } from '@/lib/units/constants';
import { parseNumber } from '@/lib/units/parse';

export type PaceUnit = 'min_km' | 'min_mi' | 's_100m';
export type SpeedUnit = 'km_h' | 'mph' | 'm_s';
export type RunningUnit = PaceUnit | SpeedUnit;

/** The distance each pace unit is the time for, in metres. */
const PACE_METRES: Record<PaceUnit, number> = { min_km: 1000, min_mi: MILE, s_100m: 100 };
/** Metres per second in one of each speed unit. */
const SPEED_METRES_PER_SECOND: Record<SpeedUnit, number> = { km_h: 1000 / 3600, mph: MILE / 3600, m_s: 1 };

export const RUNNING_UNITS: readonly { key: RunningUnit; name: string; symbol: string; kind: 'ritmo' | 'velocidad' }[] =
  [
    { key: 'min_km', name: 'Minutos por kilómetro', symbol: 'min/km', kind: 'ritmo' },
    { key: 'min_mi', name: 'Minutos por milla', symbol: 'min/mi', kind: 'ritmo' },
    { key: 's_100m', name: 'Segundos por 100 metros', symbol: 's/100 m', kind: 'ritmo' },
    { key: 'km_h', name: 'Kilómetros por hora', symbol: 'km/h', kind: 'velocidad' },
    { key: 'mph', name: 'Millas por hora', symbol: 'mph', kind: 'velocidad' },
    { key: 'm_s', name: 'Metros por segundo', symbol: 'm/s', kind: 'velocidad' },
  ];

export const isPaceUnit = (unit: RunningUnit): unit is PaceUnit => unit in PACE_METRES;

/**
 * Bounds of a pace on foot, to catch a wrong unit or a slip of the finger rather than to judge anyone: faster than
 * 45 km/h (1:20 min/km) no person runs, and slower than 0.5 km/h (2 h per km) is not walking any more.
 */
const FASTEST_METRES_PER_SECOND = 45 / 3.6;
const SLOWEST_METRES_PER_SECOND = 0.5 / 3.6;

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

const NOT_POSITIVE = 'El ritmo o la velocidad deben ser mayores que 0.';
const TOO_FAST = 'Eso es más rápido que 45 km/h, más de lo que corre cualquier persona: revisa el número o la unidad.';
const TOO_SLOW = 'Eso es más lento que 0.5 km/h (2 horas por kilómetro): revisa el número o la unidad.';
const NOT_A_NUMBER = 'Introduce un número válido.';

/** Metres per second of a value in any unit, checked against the bounds of a pace on foot. */
export function toMetresPerSecond(value: number, unit: RunningUnit): Outcome<number> {
  if (!Number.isFinite(value)) return { ok: false, reason: NOT_A_NUMBER };
  if (value <= 0) return { ok: false, reason: NOT_POSITIVE };
  const speed = isPaceUnit(unit) ? PACE_METRES[unit] / value : value * SPEED_METRES_PER_SECOND[unit];
  if (speed > FASTEST_METRES_PER_SECOND) return { ok: false, reason: TOO_FAST };
  if (speed < SLOWEST_METRES_PER_SECOND) return { ok: false, reason: TOO_SLOW };
  return { ok: true, value: speed };
}

/** A speed in m/s written in any unit: seconds per distance for a pace, distance per time for a speed. */
export function fromMetresPerSecond(speed: number, unit: RunningUnit): number {
  return isPaceUnit(unit) ? PACE_METRES[unit] / speed : speed / SPEED_METRES_PER_SECOND[unit];
}

/** '5:00 min/km a km/h' → 12. Pace values in and out are seconds per distance. */
export function convertRunning(value: number, from: RunningUnit, to: RunningUnit): Outcome<number> {
  const speed = toMetresPerSecond(value, from);
  return speed.ok ? { ok: true, value: fromMetresPerSecond(speed.value, to) } : speed;
}

// Reading a pace as people type it ------------------------------------------------------------------------------

const SECONDS_OVER_59 = 'Los minutos y los segundos van de 0 a 59: escribe 6:10, no 5:70.';
const UNREADABLE_PACE = 'Escribe el ritmo como 5:30, 5\'30" o 5.5 (minutos con decimales).';

/** A unit written after the figure, which the field's select already says: 'min/km', '/km', 'min/mi', '/100 m'. */
const TRAILING_UNIT =
  /\s*(?:min(?:utos)?)?\s*(?:\/|por)\s*(?:km|kil[oó]metros?|mi|millas?|100\s*m)\s*$|\s*min(?:utos)?\s*$/i;
/** h:mm:ss ('0:04:30', '1:02:03.5'). */
const HOURS_MINUTES_SECONDS = /^(\d+):(\d{2}):(\d{2}(?:[.,]\d+)?)$/;
/** m:ss ('5:30', '12:05.4'): seconds always with two digits, so '5:3' (5:03 or 5:30?) is not guessed. */
const MINUTES_SECONDS = /^(\d+):(\d{2}(?:[.,]\d+)?)$/;
/** 5'30" with straight or typographic marks, or two apostrophes for the seconds ("5'30''"); the seconds mark optional. */
const PRIME_NOTATION = /^(\d+)\s*['′’]\s*(\d{1,2}(?:[.,]\d+)?)\s*(?:["″”]|''|′′|’’)?$/;

const decimal = (text: string): number => Number(text.replace(',', '.'));

/**
 * A pace as typed, in seconds per distance. '5:30', '5\'30"', '0:04:30', '5:30 min/km' are minutes and seconds;
 * a bare number is decimal minutes for min/km and min/mi ('5.5' = 5:30) and seconds for s/100 m ('95' = 1:35),
 * which is how swimmers say it.
 */
export function parsePace(text: string, unit: PaceUnit): Outcome<number> {
  const written = text.trim().replace(TRAILING_UNIT, '').trim();
  if (written === '') return { ok: false, reason: NOT_A_NUMBER };
  // A sign is refused here, before the clock patterns, so '-5:30' gets the reason and not 'unreadable'.
  if (/^[-−]/.test(written)) return { ok: false, reason: NOT_POSITIVE };
  const clock = HOURS_MINUTES_SECONDS.exec(written);
  if (clock) {
    const [hours, minutes, seconds] = [clock[1], clock[2], clock[3]].map((part) => decimal(part ?? '0')) as [
      number,
      number,
      number,
    ];
    if (minutes > 59 || seconds >= 60) return { ok: false, reason: SECONDS_OVER_59 };
    return { ok: true, value: hours * 3600 + minutes * 60 + seconds };
  }
  const short = MINUTES_SECONDS.exec(written) ?? PRIME_NOTATION.exec(written);
  if (short) {
    const [minutes, seconds] = [short[1], short[2]].map((part) => decimal(part ?? '0')) as [number, number];
    if (seconds >= 60) return { ok: false, reason: SECONDS_OVER_59 };
    return { ok: true, value: minutes * 60 + seconds };
  }
  const plain = parseNumber(written);
  if (!plain.ok) return { ok: false, reason: plain.reason === 'invalid' ? UNREADABLE_PACE : NOT_A_NUMBER };
  return { ok: true, value: unit === 's_100m' ? plain.value : plain.value * 60 };
}

/** Any value of the page as typed: a pace through parsePace, a speed as a plain number (D9: '1,5' is 1.5). */
export function parseRunningValue(text: string, unit: RunningUnit): Outcome<number> {
  if (isPaceUnit(unit)) return parsePace(text, unit);
  const plain = parseNumber(text);
  return plain.ok ? { ok: true, value: plain.value } : { ok: false, reason: NOT_A_NUMBER };
}

// Writing a time --------------------------------------------------------------------------------------------------

export interface ClockOptions {
  /** Tenths of a second after the seconds ('3:30:58.5'); whole seconds by default. */
  tenths?: boolean;
}

/**
 * Seconds as m:ss, or h:mm:ss from an hour up. The value is rounded FIRST, half away from zero as every number of
 * the site (D8), and only then split, so 5:59.6 gives 6:00, never 5:60. '' for a value that is not a finite
 * non-negative number (D8: no 'NaN' on screen).
 */
export function formatClock(seconds: number, options: ClockOptions = {}): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  const steps = options.tenths ? 10 : 1;
  // Rounding on the decimal digits (toPrecision), not on the binary value: 12658.5 s is exactly half a second.
  const total = Math.round(Number((seconds * steps).toPrecision(15)));
  const wholeSeconds = Math.floor(total / steps);
  const fraction = total % steps;
  const hours = Math.floor(wholeSeconds / 3600);
  const minutes = Math.floor((wholeSeconds % 3600) / 60);
  const secs = wholeSeconds % 60;
  const tail = options.tenths ? `.${fraction}` : '';
  const ss = `${String(secs).padStart(2, '0')}${tail}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

// Race time -------------------------------------------------------------------------------------------------------

export type DistanceUnit = 'km' | 'mi' | 'm';
const DISTANCE_METRES: Record<DistanceUnit, number> = { km: 1000, mi: MILE, m: 1 };

/** World Athletics road distances people race most; any other distance is typed in km, mi or m. */
export const RACE_DISTANCES: readonly { key: string; name: string; metres: number }[] = [
  { key: '5k', name: '5 km', metres: 5000 },
  { key: '10k', name: '10 km', metres: 10000 },
  // World Athletics: half marathon = half of 42.195 km.
  { key: 'media_maraton', name: 'Media maratón', metres: 21097.5 },
  // World Athletics: marathon = 42.195 km (IAAF, 1921).
  { key: 'maraton', name: 'Maratón', metres: 42195 },
];

const DISTANCE_NOT_POSITIVE = 'La distancia debe ser mayor que 0.';
const DISTANCE_TOO_LONG = 'Esa distancia pasa de 10 000 km: revisa el número o la unidad.';
const TIME_NOT_POSITIVE = 'El tiempo objetivo debe ser mayor que 0.';
const UNREADABLE_TIME = 'Escribe el tiempo como 3:30:00 (horas:minutos:segundos) o 45:00 (minutos:segundos).';
/** The longest race on record is a few thousand km; past 10 000 km a unit must be wrong. */
const LONGEST_METRES = 10_000_000;

function distanceInMetres(distance: number, unit: DistanceUnit): Outcome<number> {
  if (!Number.isFinite(distance)) return { ok: false, reason: NOT_A_NUMBER };
  if (distance <= 0) return { ok: false, reason: DISTANCE_NOT_POSITIVE };
  const metres = distance * DISTANCE_METRES[unit];
  if (metres > LONGEST_METRES) return { ok: false, reason: DISTANCE_TOO_LONG };
  return { ok: true, value: metres };
}

/** Finishing time in seconds at a pace or speed: distance / speed. 42.195 km at 5:00 min/km → 12 658.5 s. */
export function finishingTime(
  pace: number,
  paceUnit: RunningUnit,
  distance: number,
  distanceUnit: DistanceUnit,
): Outcome<number> {
  const speed = toMetresPerSecond(pace, paceUnit);
  if (!speed.ok) return speed;
  const metres = distanceInMetres(distance, distanceUnit);
  if (!metres.ok) return metres;
  return { ok: true, value: metres.value / speed.value };
}

/** The pace (or speed) that covers a distance in a target time, in the unit asked for. */
export function paceForTime(
  seconds: number,
  distance: number,
  distanceUnit: DistanceUnit,
  unit: RunningUnit,
): Outcome<number> {
  if (!Number.isFinite(seconds)) return { ok: false, reason: NOT_A_NUMBER };
  if (seconds <= 0) return { ok: false, reason: TIME_NOT_POSITIVE };
  const metres = distanceInMetres(distance, distanceUnit);
  if (!metres.ok) return metres;
  const speed = metres.value / seconds;
  // The same bounds as a typed pace: a marathon in 10 minutes is a typo, not a target.
  const checked = toMetresPerSecond(speed, 'm_s');
  return checked.ok ? { ok: true, value: fromMetresPerSecond(speed, unit) } : checked;
}

/** A target time as typed: h:mm:ss, m:ss or decimal minutes ('3:30:00', '45:00', '45'). */
export function parseDuration(text: string): Outcome<number> {
  const parsed = parsePace(text, 'min_km');
  if (!parsed.ok) return parsed.reason === UNREADABLE_PACE ? { ok: false, reason: UNREADABLE_TIME } : parsed;
  return parsed.value > 0 ? parsed : { ok: false, reason: TIME_NOT_POSITIVE };
}
