/**
 * Calendar durations (D18): whole calendar years, months and days between two dates, not 365- or 30-day
 * approximations, plus hours and minutes from the clock times and the total of whole days.
 *
 * All arithmetic works on the y/m/d components as integers (a day number in the proleptic Gregorian
 * calendar), never on milliseconds of local time: dividing local-time milliseconds by 86 400 000 gives 0.958
 * of a day across a daylight-saving change. The clock times are civil (wall-clock) times, so a daylight-saving
 * change between the two dates neither adds nor removes an hour. This module imports nothing that reads the
 * clock or the zone (only lib/text's words), so a test can run it in a process with another time zone.
 *
 * Month ends: years and months are added to the start date; when its day does not exist in the month reached
 * (the 31st in a 30-day month, the 29th to 31st in February) that month's last day is used, and the days left
 * up to the end date are counted. In the usual terms: when the end day is smaller than the start day, one month
 * is given back and its days are borrowed from the month before the end date. So 2024-01-31 → 2024-02-29 is
 * 0 months and 29 days, and 2023-01-31 → 2023-03-01 is 1 month and 1 day (January 31 + 1 month = February 28,
 * then 1 day more). This is the rule of java.time's Period.between.
 */
import { countOf } from '@/lib/text';

export interface CivilDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
}

export interface DateTime {
  readonly date: CivilDate;
  /** Minutes after midnight, 0 to 1439. */
  readonly minutes: number;
}

export interface CalendarSpan {
  years: number;
  months: number;
  days: number;
}

/** Spec 001 §3: years, months, days, hours, minutes, totalDays. */
export interface DurationResult extends CalendarSpan {
  hours: number;
  minutes: number;
  /** Whole days between the two instants. */
  totalDays: number;
  /** D18: the end precedes the start; the figures are the absolute duration. */
  reversed: boolean;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The years an `<input type="date">` value can carry here; larger ones are refused with a hint. */
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

const MINUTES_PER_DAY = 1440;

export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export const isValidDate = ({ year, month, day }: CivilDate): boolean =>
  Number.isInteger(year) &&
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  year >= MIN_YEAR &&
  year <= MAX_YEAR &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= daysInMonth(year, month);

/**
 * Days since 1970-01-01 (H. Hinnant's days_from_civil). Integer arithmetic rather than Date.UTC, which reads
 * the years 0 to 99 as 1900 to 1999.
 */
export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const shiftedMonth = (month + 9) % 12; // March = 0, so the leap day ends the year
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The inverse of dayNumber (civil_from_days). */
export function fromDayNumber(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** Negative, zero or positive, like a sort comparator. */
export const compareDates = (a: CivilDate, b: CivilDate): number => dayNumber(a) - dayNumber(b);

export const addDays = (date: CivilDate, days: number): CivilDate => fromDayNumber(dayNumber(date) + days);

/** Adds whole months; a day the target month lacks becomes its last day (31 January + 1 month = 28/29 February). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Calendar years, months and days from `from` to `to` (from ≤ to), with the month-end rule above. */
export function calendarSpan(from: CivilDate, to: CivilDate): CalendarSpan {
  let totalMonths = (to.year - from.year) * 12 + (to.month - from.month);
  if (to.day < from.day) totalMonths -= 1;
  const anchor = addMonths(from, totalMonths);
  const days = dayNumber(to) - dayNumber(anchor);
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days };
}

const instant = ({ date, minutes }: DateTime) => dayNumber(date) * MINUTES_PER_DAY + minutes;

/** The duration between two date-times (D18); an end before the start gives the absolute duration, flagged. */
export function duration(start: DateTime, end: DateTime): DurationResult {
  const reversed = instant(end) < instant(start);
  const [from, to] = reversed ? [end, start] : [start, end];
  // An end clock time earlier than the start's borrows one day: 22:00 → 01:30 the next day is 3 h 30 min.
  let endDate = to.date;
  let endMinutes = to.minutes;
  if (endMinutes < from.minutes) {
    endDate = addDays(endDate, -1);
    endMinutes += MINUTES_PER_DAY;
  }
  const clock = endMinutes - from.minutes;
  return {
    ...calendarSpan(from.date, endDate),
    hours: Math.floor(clock / 60),
    minutes: clock % 60,
    totalDays: Math.floor((instant(to) - instant(from)) / MINUTES_PER_DAY),
    reversed,
  };
}

/**
 * Reads 'YYYY-MM-DD' (the value of an `<input type="date">`) or 'D/M/YYYY' (what a browser without a date
 * picker lets one type). Nothing here throws: a bad text gives a Spanish reason.
 */
export function parseDate(text: string): Parsed<CivilDate> {
  const trimmed = text.trim();
  const iso = /^(\d{4,})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const spanish = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4,})$/.exec(trimmed);
  let parts: [string, string, string] | null = null;
  if (iso) parts = [iso[1] ?? '', iso[2] ?? '', iso[3] ?? ''];
  else if (spanish) parts = [spanish[3] ?? '', spanish[2] ?? '', spanish[1] ?? ''];
  if (!parts) return { ok: false, reason: 'Introduce una fecha válida (día, mes y año).' };
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < MIN_YEAR || year > MAX_YEAR) {
    return { ok: false, reason: `Elige un año entre ${MIN_YEAR} y ${MAX_YEAR}.` };
  }
  if (month < 1 || month > 12) return { ok: false, reason: 'El mes debe estar entre 1 y 12.' };
  const monthDays = daysInMonth(year, month);
  if (day < 1 || day > monthDays) {
    return {
      ok: false,
      reason: `Esa fecha no existe: ${MONTH_NAMES[month - 1]} de ${year} tiene ${monthDays} días.`,
    };
  }
  return { ok: true, value: { year, month, day } };
}

/** Reads 'hh:mm' (seconds, if any, are ignored). A blank time is midnight: the times are optional. */
export function parseTime(text: string): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: 0 };
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(trimmed);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) return { ok: false, reason: 'Introduce una hora válida (hh:mm).' };
  return { ok: true, value: hours * 60 + minutes };
}

/** The visitor's date today, from the device's clock and time zone. Call it in the browser only (D2). */
export const todayFrom = (now: Date): CivilDate => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
  day: now.getDate(),
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD', the value format of `<input type="date">`. */
export const toIsoDate = ({ year, month, day }: CivilDate): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** '20 de julio de 1969'. */
export const formatDateEs = ({ year, month, day }: CivilDate): string =>
  `${day} de ${MONTH_NAMES[month - 1]} de ${year}`;

/** '22:05', '1:30' (24-hour clock, no leading zero on the hour). */
export const formatClock = (minutes: number): string => `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;

/** 'a', 'a y b', 'a, b y c'. */
export function joinEs(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

export interface SpanText {
  /** '1 año, 2 meses y 3 días'; '0 días' for an empty span. */
  text: string;
  /** True when the text is a single unit of 1 ('1 día'), so the verb goes in the singular ('Falta 1 día'). */
  singular: boolean;
}

/** The non-zero parts of a span in words. Hours and minutes are included when given. */
export function describeSpan(span: CalendarSpan & { hours?: number; minutes?: number }): SpanText {
  const parts: [number, string, string][] = [
    [span.years, 'año', 'años'],
    [span.months, 'mes', 'meses'],
    [span.days, 'día', 'días'],
    [span.hours ?? 0, 'hora', 'horas'],
    [span.minutes ?? 0, 'minuto', 'minutos'],
  ];
  const present = parts.filter(([n]) => n !== 0);
  if (present.length === 0) return { text: '0 días', singular: false };
  return {
    text: joinEs(present.map(([n, one, many]) => countOf(n, one, many))),
    singular: present.length === 1 && present[0]?.[0] === 1,
  };
}

const describePoint = ({ date, minutes }: DateTime, withTimes: boolean) =>
  withTimes
    ? `${formatDateEs(date)} a ${Math.floor(minutes / 60) === 1 ? 'la' : 'las'} ${formatClock(minutes)}`
    : formatDateEs(date);

/** The result as one Spanish sentence, in the order the visitor gave the dates. */
export function describeDuration(start: DateTime, end: DateTime, result: DurationResult, withTimes: boolean): string {
  const { text } = describeSpan(result);
  if (instant(start) === instant(end)) {
    return withTimes
      ? 'Las dos fechas y horas coinciden: no hay tiempo entre ellas.'
      : 'Las dos fechas coinciden: no hay tiempo entre ellas.';
  }
  const total = result.years > 0 || result.months > 0 ? ` (${countOf(result.totalDays, 'día', 'días')} en total)` : '';
  return `Entre el ${describePoint(start, withTimes)} y el ${describePoint(end, withTimes)} hay ${text}${total}.`;
}
