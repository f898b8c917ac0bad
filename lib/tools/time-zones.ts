/**
 * D30: the time zone converter's pure logic. A wall-clock time in one zone becomes an instant, and the instant is
 * shown in the other zones. Every offset is read from the IANA database through Intl at that instant (the world
 * clock's zoneOffsetMinutes), so daylight saving is whatever each zone observes that day; no offset is typed here.
 */
import type { RoutePath } from '@/lib/site';
import { MINUS, isValidTimeZone, zoneOffsetMinutes, type City } from './world-clock';

/** The page's address (checked against lib/site.ts's routes, type only) and the key its quick answers carry (D28). */
export const TIME_ZONE_PATH = '/convertir-zona-horaria' satisfies RoutePath;
export const TIME_ZONE_KEY = 'zona-horaria';

/** The converter opens on the visitor's zone and Madrid. */
export const DEFAULT_TARGET = 'madrid';

/** The address keys: ?hora=15:00&fecha=2026-11-25&de=madrid&a=lima. */
export const TIME_ZONE_QUERY_KEYS = { time: 'hora', date: 'fecha', from: 'de', to: 'a' } as const;

/** A place the converter can read: one of its cities, or any IANA zone (the visitor's, when it is not a city). */
export interface Place {
  /** The city's id, or the IANA zone id. */
  id: string;
  label: string;
  timeZone: string;
}

/** The city whose id is `id`, or the IANA zone `id` itself ('America/Denver' → 'America/Denver'); undefined otherwise. */
export function placeFor(id: string, cities: readonly City[]): Place | undefined {
  const city = cities.find((candidate) => candidate.id === id);
  if (city) return { id, label: city.name, timeZone: city.timeZone };
  return id.includes('/') || id === 'UTC'
    ? isValidTimeZone(id)
      ? { id, label: id, timeZone: id }
      : undefined
    : undefined;
}

/** The place for a zone: the first city in it, else the zone itself ('Europe/Madrid' → madrid). */
export function placeForZone(timeZone: string, cities: readonly City[]): Place | undefined {
  const city = cities.find((candidate) => candidate.timeZone === timeZone);
  return city ? placeFor(city.id, cities) : placeFor(timeZone, cities);
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** '15:00', '9:30', '09:05' → minutes after midnight; null if it is not a time of day. */
export function parseTime(text: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** '2026-11-25' → the UTC midnight of that calendar day in ms; null if no such day. */
export function parseDate(text: string): number | null {
  const match = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = Date.UTC(year, month - 1, day);
  const check = new Date(midnight);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? midnight : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight → '08:05'. */
export const formatTime = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** UTC midnight in ms → '2026-11-25'. */
export const formatDate = (midnight: number): string => new Date(midnight).toISOString().slice(0, 10);

/**
 * How a wall-clock time maps onto instants in a zone:
 * - 'ok': one instant;
 * - 'gap': the clocks jumped over it (02:30 in Madrid on the last Sunday of March); `instant` is the moment the
 *   same clock reading would mean with the offset before the jump, so 02:30 reads as 03:30 summer time;
 * - 'repeated': the clocks went back over it and it happened twice; `instant` is the first, `later` the second.
 */
export type WallInstant =
  | { kind: 'ok'; instant: number }
  | { kind: 'gap'; instant: number }
  | { kind: 'repeated'; instant: number; later: number };

/** The instant(s) a wall-clock time (day as UTC midnight, minutes after midnight) names in `timeZone`; null if unknown. */
export function wallTimeToInstant(day: number, minutes: number, timeZone: string): WallInstant | null {
  const wall = day + minutes * MINUTE;
  // Every offset the zone had within a day either side; a wall time can only mean the instant one of them gives.
  const offsets = [wall - DAY, wall, wall + DAY].map((instant) => zoneOffsetMinutes(instant, timeZone));
  if (offsets.some((offset) => offset === null)) return null;
  const candidates = [...new Set(offsets as number[])]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => wall - (zoneOffsetMinutes(instant, timeZone) as number) * MINUTE === instant)
    .sort((a, b) => a - b);
  const [first, ...others] = [...new Set(candidates)];
  const later = others.at(-1);
  if (first !== undefined && later !== undefined) return { kind: 'repeated', instant: first, later };
  if (first !== undefined) return { kind: 'ok', instant: first };
  // In the gap: read with the offset the zone had the day before.
  return { kind: 'gap', instant: wall - (offsets[0] as number) * MINUTE };
}

/** What a zone's clock shows at an instant. */
export interface ZoneTime {
  /** Minutes after midnight. */
  minutes: number;
  /** The calendar day as UTC midnight in ms. */
  day: number;
  /** Offset from UTC, in minutes. */
  offset: number;
  /** Whether the zone is on daylight saving (summer) time then. */
  summer: boolean;
}

/**
 * The zone's standard offset that year: the smaller of its offsets on 1 January and 1 July (one of them is in
 * winter in either hemisphere). A zone on summer time is ahead of it. Zones that keep one offset all year, like
 * Asunción since 2024 or Mexico City since 2022, are never on summer time.
 */
function standardOffset(instant: number, timeZone: string): number | null {
  const year = new Date(instant).getUTCFullYear();
  const january = zoneOffsetMinutes(Date.UTC(year, 0, 1), timeZone);
  const july = zoneOffsetMinutes(Date.UTC(year, 6, 1), timeZone);
  return january === null || july === null ? null : Math.min(january, july);
}

export function zoneTime(instant: number, timeZone: string): ZoneTime | null {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const standard = standardOffset(instant, timeZone);
  if (offset === null || standard === null) return null;
  const local = Math.floor(instant / MINUTE) * MINUTE + offset * MINUTE;
  const day = Math.floor(local / DAY) * DAY;
  return { minutes: Math.round((local - day) / MINUTE), day, offset, summer: offset > standard };
}

/** Days between two calendar days → '+1 día', '−1 día', '+2 días'; '' for the same day. */
export function dayShiftLabel(day: number, reference: number): string {
  const days = Math.round((day - reference) / DAY);
  if (days === 0) return '';
  const sign = days < 0 ? MINUS : '+';
  return `${sign}${Math.abs(days)} ${Math.abs(days) === 1 ? 'día' : 'días'}`;
}

export const SUMMER_LABEL = '(horario de verano)';

/** '08:00', '08:00 (horario de verano)', '07:00 (horario de verano) +1 día'. */
export function timeLabel(time: ZoneTime, reference?: number): string {
  const shift = reference === undefined ? '' : dayShiftLabel(time.day, reference);
  return [formatTime(time.minutes), time.summer ? SUMMER_LABEL : '', shift].filter(Boolean).join(' ');
}

export interface Conversion {
  /** How the time given maps onto the source zone's clock. */
  kind: WallInstant['kind'];
  instant: number;
  from: ZoneTime;
  to: ZoneTime;
  /** '15:00 Madrid → 09:00 Nueva York', each time marked for summer time and the day it moves to. */
  line: string;
  /** Said where the time given does not exist, or happens twice, in the source zone. */
  note: string;
}

/** A wall-clock time at `from` seen at `to`; null if the date, time or a zone cannot be read. */
export function convertTime(dateText: string, timeText: string, from: Place, to: Place): Conversion | null {
  const day = parseDate(dateText);
  const minutes = parseTime(timeText);
  if (day === null || minutes === null) return null;
  const mapped = wallTimeToInstant(day, minutes, from.timeZone);
  if (!mapped) return null;
  const source = zoneTime(mapped.instant, from.timeZone);
  const target = zoneTime(mapped.instant, to.timeZone);
  if (!source || !target) return null;
  const given = `${timeText.trim().padStart(5, '0')}${source.summer && mapped.kind !== 'gap' ? ` ${SUMMER_LABEL}` : ''}`;
  const line = `${given} ${from.label} → ${timeLabel(target, day)} ${to.label}`;
  let note = '';
  if (mapped.kind === 'gap') {
    note = `Las ${formatTime(minutes)} no existen ese día en ${from.label}: los relojes se adelantan y saltan esa hora. Se toma como las ${formatTime(source.minutes)}.`;
  } else if (mapped.kind === 'repeated') {
    const second = zoneTime(mapped.later, to.timeZone);
    note = `Las ${formatTime(minutes)} ocurren dos veces ese día en ${from.label}, porque los relojes se atrasan: se muestra la primera; la segunda son las ${second ? timeLabel(second, day) : ''} en ${to.label}.`;
  }
  return { kind: mapped.kind, instant: mapped.instant, from: source, to: target, line, note };
}
