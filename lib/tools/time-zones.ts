/**
 * D30: the time zone converter's pure logic. A wall-clock time in one zone becomes an instant, and the instant is
 * shown in the other zones. Every offset is read from the IANA database through Intl at that instant (the world
 * clock's zoneOffsetMinutes), so daylight saving is whatever each zone observes that day; no offset is typed here.
 */
import type { City } from '@/lib/content/cities';
import { MONTH_NAMES } from './duration';
import { MINUS, isValidTimeZone, zoneOffsetMinutes } from './world-clock';

/** The page's address (the route list, lib/routes.ts, declares the page with it) and the key its quick answers carry (D28). */
export const TIME_ZONE_PATH = '/convertir-zona-horaria';
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

/** UTC midnight in ms → '29 de marzo'. */
export function dayLabel(day: number): string {
  const date = new Date(day);
  return `${date.getUTCDate()} de ${MONTH_NAMES[date.getUTCMonth()] ?? ''}`;
}

/** A change of a zone's clocks: the instant, and the offsets (minutes from UTC) before and after it. */
export interface ZoneChange {
  instant: number;
  before: number;
  after: number;
}

/** A zone over one calendar year, as the IANA database in Intl has it: its offsets and the changes between them. */
export interface ZoneYear {
  year: number;
  /** The offset of its winter (the smaller one), or of the whole year where it does not change. */
  standard: number;
  /** The offset of its summer, where it changes; null where the clocks keep one offset all year. */
  summer: number | null;
  changes: readonly ZoneChange[];
}

const HOUR = 3_600_000;

/** The first instant of (low, high] at which the zone's offset is no longer the one it had at `low`. */
function changeBetween(low: number, high: number, timeZone: string): number {
  const start = zoneOffsetMinutes(low, timeZone);
  let [a, b] = [low, high];
  // Offsets change on whole minutes: halve the interval down to one minute.
  while (b - a > MINUTE) {
    const middle = a + Math.floor((b - a) / 2 / MINUTE) * MINUTE;
    if (zoneOffsetMinutes(middle, timeZone) === start) a = middle;
    else b = middle;
  }
  return b;
}

/**
 * Every change of the zone's clocks in `year` (UTC), found by reading its offset through Intl every six hours and
 * narrowing each change down to the minute: the dates come from the IANA rules the browser (or the build) ships,
 * none is typed here. Null for a zone Intl does not know.
 */
export function zoneYear(timeZone: string, year: number): ZoneYear | null {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const first = zoneOffsetMinutes(start, timeZone);
  if (first === null) return null;
  const changes: ZoneChange[] = [];
  let previous = first;
  // Six hours: no zone changes its clocks twice within a quarter of a day.
  for (let instant = start + 6 * HOUR; instant <= end; instant += 6 * HOUR) {
    const offset = zoneOffsetMinutes(instant, timeZone);
    if (offset === null) return null;
    if (offset !== previous) {
      const at = changeBetween(instant - 6 * HOUR, instant, timeZone);
      if (at < end) changes.push({ instant: at, before: previous, after: offset });
      previous = offset;
    }
  }
  const offsets = [first, ...changes.map((change) => change.after)];
  const standard = Math.min(...offsets);
  const summer = Math.max(...offsets);
  return { year, standard, summer: summer === standard ? null : summer, changes };
}

/**
 * A change as the zone's clocks show it: '29 de marzo, 02:00 → 03:00'; where the clocks go back across midnight,
 * the day they land on: '5 de abril, 00:00 → 23:00 del 4 de abril'.
 */
export function changeLabel(change: ZoneChange): string {
  const before = change.instant + change.before * MINUTE;
  const after = change.instant + change.after * MINUTE;
  const dayOf = (wall: number) => Math.floor(wall / DAY) * DAY;
  const minutesOf = (wall: number) => Math.round((wall - dayOf(wall)) / MINUTE);
  const landing = dayOf(after) === dayOf(before) ? '' : ` del ${dayLabel(dayOf(after))}`;
  return `${dayLabel(dayOf(before))}, ${formatTime(minutesOf(before))} → ${formatTime(minutesOf(after))}${landing}`;
}

/** A stretch of the year with one difference between two zones: from its first instant, `to` minus `from` in minutes. */
export interface DifferencePeriod {
  /** The first instant; the year's first for the first period. */
  start: number;
  /** The day it starts on, on the first zone's clocks as they read just before (UTC midnight in ms). */
  day: number;
  /** The time it starts at on the first zone's clocks as they read just before, in minutes after midnight. */
  time: number;
  /**
   * Whether the change is the first zone's own: when it is the other's (Madrid's change, on the page of Bogotá to
   * Madrid), the first zone's day is the eve of the other's ('28 de marzo' for Madrid's 29 March), and the page says
   * the time too (issue 32).
   */
  own: boolean;
  difference: number;
}

/**
 * How far `to` is ahead of `from` (negative: behind) through `year`, period by period: a new period at every change of
 * either zone's clocks that changes the difference. Null for a zone Intl does not know.
 */
export function differencePeriods(from: string, to: string, year: number): DifferencePeriod[] | null {
  const source = zoneYear(from, year);
  const target = zoneYear(to, year);
  if (!source || !target) return null;
  const starts = [Date.UTC(year, 0, 1), ...source.changes, ...target.changes].map((item) =>
    typeof item === 'number' ? item : item.instant,
  );
  const periods: DifferencePeriod[] = [];
  for (const start of [...new Set(starts)].sort((a, b) => a - b)) {
    const here = zoneOffsetMinutes(start, from);
    const there = zoneOffsetMinutes(start, to);
    // The day on the first zone's clocks as they read just before the change, as changeLabel names it.
    const before = zoneOffsetMinutes(start - MINUTE, from);
    if (here === null || there === null || before === null) return null;
    const difference = there - here;
    if (periods.at(-1)?.difference === difference) continue;
    const wall = start + before * MINUTE;
    const day = periods.length === 0 ? start : Math.floor(wall / DAY) * DAY;
    const time = periods.length === 0 ? 0 : Math.round((wall - day) / MINUTE);
    const own = periods.length === 0 || source.changes.some((change) => change.instant === start);
    periods.push({ start, day, time, own, difference });
  }
  return periods;
}

/** '7 h por detrás', '1 h por delante', '5 h 30 min por delante', 'la misma hora'. */
export function differenceLabel(minutes: number): string {
  if (minutes === 0) return 'la misma hora';
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const amount = [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
  return `${amount} ${minutes < 0 ? 'por detrás' : 'por delante'}`;
}
