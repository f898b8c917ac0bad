/**
 * The seven personal calculations of spec 001 §3 (D18), each from one date and 'today' (passed in: the
 * browser supplies it after mount, D2). Same calendar rules as lib/tools/duration.ts.
 *
 * Choices stated on the page:
 * - 29 February births: in a year without 29 February the birthday is 1 March. It is the day on which the
 *   calendar count of this calculator adds the year (2000-02-29 → 2001-02-28 is 11 months and 30 days;
 *   → 2001-03-01 is 1 year and 1 day), so the age and the next birthday always agree.
 * - future_age: the age on 1 January 2030 (spec 001 §9).
 * - retirement: at 65 years of age, an assumption; the legal age varies by country and over time.
 */
import type { PersonalType } from '@/lib/content/duration';
import { countOf } from '@/lib/text';
import {
  calendarSpan,
  compareDates,
  describeSpan,
  dayNumber,
  formatDateEs,
  isLeapYear,
  type CivilDate,
} from './duration';

/** spec 001 §9: the future_age case uses the end date 2030-01-01. */
export const FUTURE_AGE_DATE: CivilDate = { year: 2030, month: 1, day: 1 };

/** An assumption, said on the page: the legal retirement age differs between countries. */
export const RETIREMENT_AGE = 65;

/** spec 001 §3: years, months, days, totalDays, isPastDate. */
export interface PersonalResult {
  years: number;
  months: number;
  days: number;
  totalDays: number;
  /** The date the calculation is about (birth, 2030-01-01, the chosen date, 65th birthday) lies before today. */
  isPastDate: boolean;
}

export type PersonalOutcome = { ok: true; result: PersonalResult; sentence: string } | { ok: false; reason: string };

const FUTURE_BIRTH = 'La fecha de nacimiento no puede ser posterior a hoy.';

/** The birthday in a given year; 29 February becomes 1 March in a common year. */
export function birthdayIn(birth: CivilDate, year: number): CivilDate {
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return { year, month: 3, day: 1 };
  return { year, month: birth.month, day: birth.day };
}

/** The next birthday on or after today (today itself when it is the birthday), never the day of birth. */
export function nextBirthday(birth: CivilDate, today: CivilDate): CivilDate {
  const thisYear = birthdayIn(birth, today.year);
  const upcoming = compareDates(thisYear, today) < 0 ? birthdayIn(birth, today.year + 1) : thisYear;
  return compareDates(upcoming, birth) <= 0 ? birthdayIn(birth, birth.year + 1) : upcoming;
}

/** The calendar span between two dates in either order, with its whole days. */
function between(a: CivilDate, b: CivilDate, isPastDate: boolean): PersonalResult {
  const [from, to] = compareDates(a, b) <= 0 ? [a, b] : [b, a];
  return { ...calendarSpan(from, to), totalDays: dayNumber(to) - dayNumber(from), isPastDate };
}

const ok = (result: PersonalResult, sentence: string): PersonalOutcome => ({ ok: true, result, sentence });

const isBirthdayToday = (birth: CivilDate, today: CivilDate) =>
  compareDates(birth, today) < 0 && compareDates(birthdayIn(birth, today.year), today) === 0;

/** One personal calculation; bad dates come back as a Spanish reason, never as a throw. */
export function personalCalculation(type: PersonalType, date: CivilDate, today: CivilDate): PersonalOutcome {
  const past = compareDates(date, today) < 0;
  const future = compareDates(date, today) > 0;
  const isBirthType = type !== 'anniversary' && type !== 'countdown';
  if (isBirthType && future) return { ok: false, reason: FUTURE_BIRTH };

  switch (type) {
    case 'birthday': {
      const result = between(date, today, past);
      if (!past) return ok(result, 'Naciste hoy: todavía no has cumplido ni un día.');
      const greeting = isBirthdayToday(date, today) ? ' ¡Feliz cumpleaños!' : '';
      return ok(result, `Tienes ${describeSpan(result).text}.${greeting}`);
    }
    case 'future_age': {
      if (compareDates(date, FUTURE_AGE_DATE) > 0) {
        return { ok: false, reason: 'Esa fecha es posterior al 1 de enero de 2030.' };
      }
      const target = formatDateEs(FUTURE_AGE_DATE);
      const result = between(date, FUTURE_AGE_DATE, compareDates(FUTURE_AGE_DATE, today) < 0);
      if (result.totalDays === 0) return ok(result, `Naciste el ${target}.`);
      const verb = result.isPastDate ? 'tenías' : 'tendrás';
      return ok(result, `El ${target} ${verb} ${describeSpan(result).text}.`);
    }
    case 'days_lived': {
      const result = between(date, today, past);
      if (!past) return ok(result, 'Naciste hoy: todavía no has cumplido ni un día.');
      const span = result.years > 0 || result.months > 0 ? `, es decir, ${describeSpan(result).text}` : '';
      return ok(result, `Has vivido ${countOf(result.totalDays, 'día', 'días')}${span}.`);
    }
    case 'anniversary': {
      if (future) {
        return {
          ok: false,
          reason: 'Esa fecha todavía no ha llegado: para saber cuánto falta, usa la cuenta atrás.',
        };
      }
      const result = between(date, today, past);
      if (!past) return ok(result, 'Es hoy: todavía no ha pasado ni un día.');
      const { text, singular } = describeSpan(result);
      const total = result.years > 0 || result.months > 0 ? ` (${countOf(result.totalDays, 'día', 'días')})` : '';
      const exact = result.years > 0 && result.months === 0 && result.days === 0;
      const celebration = exact
        ? ` ¡Hoy se ${result.years === 1 ? 'cumple' : 'cumplen'} ${countOf(result.years, 'año', 'años')}!`
        : '';
      return ok(
        result,
        `${singular ? 'Ha pasado' : 'Han pasado'} ${text} desde el ${formatDateEs(date)}${total}.${celebration}`,
      );
    }
    case 'next_birthday': {
      const next = nextBirthday(date, today);
      const result = between(today, next, false);
      const age = countOf(next.year - date.year, 'año', 'años');
      const leapNote =
        date.month === 2 && date.day === 29 && next.month === 3
          ? ' Como ese año no tiene 29 de febrero, lo contamos el 1 de marzo.'
          : '';
      if (result.totalDays === 0) return ok(result, `¡Hoy es tu cumpleaños! Cumples ${age}.${leapNote}`);
      const { text, singular } = describeSpan({ years: 0, months: 0, days: result.totalDays });
      return ok(
        result,
        `${singular ? 'Falta' : 'Faltan'} ${text} para tu próximo cumpleaños, el ${formatDateEs(next)}, en el que cumplirás ${age}.${leapNote}`,
      );
    }
    case 'countdown': {
      const result = between(date, today, past);
      const when = formatDateEs(date);
      if (!past && !future) return ok(result, `El ${when} es hoy.`);
      const days = countOf(result.totalDays, 'día', 'días');
      const span = result.years > 0 || result.months > 0 ? ` (${describeSpan(result).text})` : '';
      if (past) return ok(result, `El ${when} fue hace ${days}${span}.`);
      return ok(result, `${result.totalDays === 1 ? 'Falta' : 'Faltan'} ${days} para el ${when}${span}.`);
    }
    case 'retirement': {
      const target = birthdayIn(date, date.year + RETIREMENT_AGE);
      const reached = compareDates(target, today) < 0;
      const result = between(today, target, reached);
      const when = formatDateEs(target);
      if (result.totalDays === 0) return ok(result, `¡Hoy cumples ${RETIREMENT_AGE} años!`);
      const { text, singular } = describeSpan(result);
      if (reached) return ok(result, `Cumpliste ${RETIREMENT_AGE} años el ${when}, hace ${text}.`);
      return ok(result, `Te ${singular ? 'falta' : 'faltan'} ${text} para cumplir ${RETIREMENT_AGE} años, el ${when}.`);
    }
  }
}
