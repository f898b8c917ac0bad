/**
 * D19: the world clock's pure logic. Every offset comes from the IANA database through Intl.DateTimeFormat at
 * the instant asked about, so daylight saving time is whatever each zone observed then; nothing is hard-coded.
 * Errors are values: an unknown zone or an invalid instant gives null, never NaN or 'Invalid Date'.
 */
import { REGIONS, type City, type Region } from '@/lib/content/cities';
import { normalise } from '@/lib/normalise';

export const ALL_REGIONS = 'Todas';
export type RegionFilter = Region | typeof ALL_REGIONS;
/** The filter buttons, in order; the clock starts on 'Todas' (spec §4). */
export const REGION_FILTERS: readonly RegionFilter[] = [ALL_REGIONS, ...REGIONS];

/** What a card shows for one city at one instant. */
export interface CityClock {
  time: string;
  date: string;
  /** Relative to the visitor: 'Misma hora', '+6 h', '−3 h', '+5 h 30 min'. */
  offsetLabel: string;
  /** The zone's own offset: 'UTC', 'UTC+1', 'UTC−3', 'UTC+5:30'. */
  utcLabel: string;
}

/** U+2212, the true minus sign, in every label (never the hyphen). */
export const MINUS = '\u2212';

const LOCALE = 'es-ES';

// Building a formatter is the costly part (41 cards a second); each is built once per zone and kept.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(kind: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat | null {
  const key = `${kind}|${timeZone}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    try {
      cached = new Intl.DateTimeFormat(kind === 'parts' ? 'en-US' : LOCALE, { ...options, timeZone });
    } catch {
      // RangeError: the zone is not in this browser's IANA database.
      cached = null;
    }
    formatters.set(key, cached);
  }
  return cached;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  // h23: with hour12: false some engines write midnight as '24'.
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

const isInstant = (instant: number) => Number.isFinite(instant) && Math.abs(instant) <= 8.64e15;

/**
 * The zone's offset from UTC in minutes at that instant (Madrid in January: 60; New York in July: −240).
 * Read from the wall-clock fields the zone shows, which works in every engine (timeZoneName: 'longOffset'
 * is newer), then compared with the instant itself.
 */
export function zoneOffsetMinutes(instant: number, timeZone: string): number | null {
  if (!isInstant(instant)) return null;
  const parts = formatter('parts', timeZone, PARTS_OPTIONS);
  if (!parts) return null;
  let fields: Intl.DateTimeFormatPart[];
  try {
    fields = parts.formatToParts(instant);
  } catch {
    return null;
  }
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(fields.find((part) => part.type === type)?.value);
  const wall = new Date(
    Date.UTC(2000, field('month') - 1, field('day'), field('hour') % 24, field('minute'), field('second')),
  );
  // setUTCFullYear, not Date.UTC(year…): Date.UTC reads the years 0–99 as 1900–1999.
  wall.setUTCFullYear(field('year'));
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const minutes = Math.round((wall.getTime() - wholeSecond) / 60_000);
  return Number.isFinite(minutes) ? minutes : null;
}

/** How far the zone is ahead of the base zone at that instant, in minutes (negative when behind). */
export function relativeOffsetMinutes(instant: number, timeZone: string, baseTimeZone: string): number | null {
  const zone = zoneOffsetMinutes(instant, timeZone);
  const base = zoneOffsetMinutes(instant, baseTimeZone);
  return zone === null || base === null ? null : zone - base;
}

function hoursAndMinutes(minutes: number): { sign: string; hours: number; rest: number } {
  const total = Math.round(minutes);
  const abs = Math.abs(total);
  return { sign: total < 0 ? MINUS : '+', hours: Math.floor(abs / 60), rest: abs % 60 };
}

/** D23, SI symbols with their spaces: 0 → 'Misma hora', 60 → '+1 h', −180 → '−3 h', 330 → '+5 h 30 min', −30 → '−30 min'. */
export function formatOffsetLabel(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  if (Math.round(minutes) === 0) return 'Misma hora';
  const { sign, hours, rest } = hoursAndMinutes(minutes);
  if (rest === 0) return `${sign}${hours} h`;
  if (hours === 0) return `${sign}${rest} min`;
  return `${sign}${hours} h ${rest} min`;
}

/** 0 → 'UTC', 60 → 'UTC+1', −180 → 'UTC−3', 330 → 'UTC+5:30', 345 → 'UTC+5:45'. */
export function formatUtcOffset(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  if (Math.round(minutes) === 0) return 'UTC';
  const { sign, hours, rest } = hoursAndMinutes(minutes);
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}

function format(kind: string, options: Intl.DateTimeFormatOptions, instant: number, timeZone: string): string | null {
  if (!isInstant(instant)) return null;
  const made = formatter(kind, timeZone, options);
  if (!made) return null;
  try {
    return made.format(instant);
  } catch {
    return null;
  }
}

const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h12',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * Builds and keeps the formatters a city card needs for this zone. The first use of a zone loads its rules
 * into ICU (1–2 ms each on a fast machine), so the page calls this a few zones at a time instead of paying
 * for all 41 in the first tick.
 */
export function prepareZone(timeZone: string): void {
  formatter('parts', timeZone, PARTS_OPTIONS);
  formatter('time', timeZone, TIME_OPTIONS);
  formatter('date', timeZone, DATE_OPTIONS);
}

/**
 * 12-hour Spanish time: '3:05:09 p. m.'. hourCycle 'h12', not hour12: true: with hour12 the es-ES locale
 * picks h11 and writes midnight as '0:00:00 a. m.'; h12 writes '12:00:00 a. m.'.
 */
export function formatClockTime(instant: number, timeZone: string): string | null {
  return format('time', TIME_OPTIONS, instant, timeZone);
}

/** Long Spanish date: 'domingo, 22 de noviembre de 2026'. */
export function formatLongDate(instant: number, timeZone: string): string | null {
  return format('date', DATE_OPTIONS, instant, timeZone);
}

/** The zone's Spanish long name at that instant ('hora de verano de Europa central'), when the engine has one. */
export function zoneLongName(instant: number, timeZone: string): string | null {
  if (!isInstant(instant)) return null;
  const made = formatter('name', timeZone, { timeZoneName: 'long' });
  if (!made) return null;
  try {
    const name = made.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
    // Zones without a Spanish name come back as 'GMT+01:00', which the UTC label already says better.
    return name && !/^(GMT|UTC)/.test(name) ? name : null;
  } catch {
    return null;
  }
}

/** Everything a city card shows at that instant, seen from the visitor's zone; null if the zone is unknown. */
export function cityClock(instant: number, timeZone: string, visitorTimeZone: string): CityClock | null {
  const time = formatClockTime(instant, timeZone);
  const date = formatLongDate(instant, timeZone);
  const own = zoneOffsetMinutes(instant, timeZone);
  const relative = relativeOffsetMinutes(instant, timeZone, visitorTimeZone);
  if (time === null || date === null || own === null) return null;
  return {
    time,
    date,
    offsetLabel: relative === null ? '' : formatOffsetLabel(relative),
    utcLabel: formatUtcOffset(own),
  };
}

/**
 * Chromium's ICU reports some zones by their old names (a visitor in India gets 'Asia/Calcutta'); these are
 * the current IANA names of the ones most likely to be seen. The zone is the same either way.
 */
const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

/** The visitor's IANA zone as the browser reports it; 'UTC' when it reports none or one Intl cannot use. */
export function visitorTimeZone(): string {
  try {
    const reported = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!reported || !isValidTimeZone(reported)) return 'UTC';
    const current = CURRENT_ZONE_NAMES[reported];
    return current && isValidTimeZone(current) ? current : reported;
  } catch {
    return 'UTC';
  }
}

/**
 * The finder's normalise, and ñ read as n too: among place names nothing hangs on it ('año'/'ano' does not
 * arise), and a keyboard without ñ should still find España.
 */
const fold = (text: string) => normalise(text).replace(/\u00f1/g, 'n');

/**
 * The cards to show: the region ('Todas' for every one) and the search, which matches the city's name or
 * its country ignoring case and accents; every word typed must appear ('ciudad mexico' finds Ciudad de México).
 */
export function filterCities<T extends City>(cities: readonly T[], region: RegionFilter, query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return cities.filter((city) => {
    if (region !== ALL_REGIONS && city.region !== region) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${city.name} ${city.country}`);
    return words.every((word) => haystack.includes(word));
  });
}
