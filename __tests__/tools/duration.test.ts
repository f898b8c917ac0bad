import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { HISTORICAL_EVENTS, MEMORABLE_MOMENTS, PERSONAL_CALCULATIONS, durationContent } from '@/lib/content/duration';
import { PERSONAL_TYPES } from '@/lib/content/duration';
import { formatCount } from '@/lib/text';
import {
  addMonths,
  dayNumber,
  daysInMonth,
  describeDuration,
  describeSpan,
  duration,
  formatClock,
  formatDateEs,
  fromDayNumber,
  isValidDate,
  joinEs,
  parseDate,
  parseTime,
  toIsoDate,
  todayFrom,
  type CivilDate,
  type DateTime,
} from '@/lib/tools/duration';
import { birthdayIn, nextBirthday, personalCalculation } from '@/lib/tools/personal-dates';

const d = (iso: string): CivilDate => {
  const parsed = parseDate(iso);
  if (!parsed.ok) throw new Error(`bad test date ${iso}`);
  return parsed.value;
};
const at = (iso: string, clock = '00:00'): DateTime => {
  const time = parseTime(clock);
  if (!time.ok) throw new Error(`bad test time ${clock}`);
  return { date: d(iso), minutes: time.value };
};
/** D8: the narrow no-break space groups the thousands. */
const NBSP = '\u202f';

describe('day numbers (proleptic Gregorian, no Date)', () => {
  it.each([
    ['1970-01-01', 0],
    ['1969-12-31', -1],
    // 30 years with 7 leap days (1972 … 1996): 30 × 365 + 7
    ['2000-01-01', 10957],
    ['0001-01-01', -719162],
  ])('%s is day %i', (iso, n) => {
    expect(dayNumber(d(iso))).toBe(n);
    expect(fromDayNumber(n)).toEqual(d(iso));
  });

  it('round-trips every day of years 1 to 9999 sampled at random', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber(d('0001-01-01')), max: dayNumber(d('9999-12-31')) }), (n) => {
        const date = fromDayNumber(n);
        return isValidDate(date) && dayNumber(date) === n;
      }),
    );
  });

  it('agrees with Date.UTC for years from 100 on (Date.UTC reads 0–99 as 1900–1999)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, rawDay) => {
          const day = Math.min(rawDay, daysInMonth(year, month));
          return dayNumber({ year, month, day }) === Date.UTC(year, month - 1, day) / 86_400_000;
        },
      ),
    );
  });

  it('knows the leap years: 2000 and 2024 yes, 1900 and 2023 no', () => {
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('adds months clamping to the month end', () => {
    expect(addMonths(d('2024-01-31'), 1)).toEqual(d('2024-02-29'));
    expect(addMonths(d('2023-01-31'), 1)).toEqual(d('2023-02-28'));
    expect(addMonths(d('2023-03-31'), 1)).toEqual(d('2023-04-30'));
    expect(addMonths(d('2023-11-15'), 3)).toEqual(d('2024-02-15'));
  });
});

describe('duration (D18: calendar years, months and days)', () => {
  const expectDuration = (start: DateTime, end: DateTime, expected: Partial<ReturnType<typeof duration>>) =>
    expect(duration(start, end)).toEqual({ hours: 0, minutes: 0, reversed: false, ...expected });

  it('2000-01-01 → 2001-01-01 is 1 year, 0 months, 0 days; 366 days in total (2000 is a leap year)', () => {
    expectDuration(at('2000-01-01'), at('2001-01-01'), { years: 1, months: 0, days: 0, totalDays: 366 });
  });

  it('2023-01-01 → 2024-01-01 is 1 year of 365 days', () => {
    expectDuration(at('2023-01-01'), at('2024-01-01'), { years: 1, months: 0, days: 0, totalDays: 365 });
  });

  it('a century of the Gregorian calendar: 2000-01-01 → 2100-01-01 is 36 525 days (25 leap days)', () => {
    expectDuration(at('2000-01-01'), at('2100-01-01'), { years: 100, months: 0, days: 0, totalDays: 36525 });
  });

  it('the Moon landing to the fall of the Berlin Wall: 20 years, 3 months and 20 days (7417 days)', () => {
    // 1969-07-20 → 1989-07-20: 20 × 365 + 5 leap days (1972 … 1988) = 7305; → 1989-11-09: 31+31+30+20 = 112.
    expectDuration(at('1969-07-20'), at('1989-11-09'), { years: 20, months: 3, days: 20, totalDays: 7417 });
  });

  describe('month ends: borrow the days of the month before the end date', () => {
    it.each([
      // end day 29 < 31: give a month back; January has 31 days → 29 − 31 + 31 = 29
      ['2024-01-15', '2024-02-14', 0, 0, 30, 30], // the page's own example: the 15th is not yet reached
      ['2024-01-15', '2024-02-15', 0, 1, 0, 31],
      ['2024-01-31', '2024-02-29', 0, 0, 29, 29],
      ['2023-01-31', '2023-02-28', 0, 0, 28, 28],
      // 31 January + 1 month = 28 February (last day), + 1 day = 1 March
      ['2023-01-31', '2023-03-01', 0, 1, 1, 29],
      ['2024-01-31', '2024-03-01', 0, 1, 1, 30],
      ['2023-01-31', '2023-03-30', 0, 1, 30, 58],
      ['2023-01-31', '2023-03-31', 0, 2, 0, 59],
      ['2023-03-31', '2023-04-30', 0, 0, 30, 30],
      ['2023-05-15', '2023-06-14', 0, 0, 30, 30],
      ['2023-05-15', '2023-06-15', 0, 1, 0, 31],
      // 1900 was not a leap year, 2000 was
      ['1900-02-28', '1900-03-01', 0, 0, 1, 1],
      ['2000-02-28', '2000-03-01', 0, 0, 2, 2],
    ])('%s → %s is %iy %im %id (%i days)', (from, to, years, months, days, totalDays) => {
      expectDuration(at(from), at(to), { years, months, days, totalDays });
    });
  });

  describe('29 February', () => {
    it.each([
      // 2024-02-29 + 11 months = 2025-01-29, + 30 days = 2025-02-28: not yet a full year
      ['2024-02-29', '2025-02-28', 0, 11, 30, 365],
      ['2024-02-29', '2025-03-01', 1, 0, 1, 366],
      // 4 × 365 + 1
      ['2024-02-29', '2028-02-29', 4, 0, 0, 1461],
      ['0004-02-29', '0005-03-01', 1, 0, 1, 366],
    ])('%s → %s is %iy %im %id (%i days)', (from, to, years, months, days, totalDays) => {
      expectDuration(at(from), at(to), { years, months, days, totalDays });
    });
  });

  it('years before 100 work (no Date.UTC quirk): 0001-01-01 → 0002-01-01 is 1 year of 365 days', () => {
    expectDuration(at('0001-01-01'), at('0002-01-01'), { years: 1, months: 0, days: 0, totalDays: 365 });
  });

  it('an end before the start gives the absolute duration, flagged as reversed', () => {
    expect(duration(at('2001-01-01'), at('2000-01-01'))).toEqual({
      years: 1,
      months: 0,
      days: 0,
      hours: 0,
      minutes: 0,
      totalDays: 366,
      reversed: true,
    });
    expect(duration(at('2024-03-01', '10:00'), at('2024-03-01', '08:30'))).toMatchObject({
      hours: 1,
      minutes: 30,
      totalDays: 0,
      reversed: true,
    });
  });

  it('the same instant is zero, not reversed', () => {
    expectDuration(at('2024-05-05', '12:00'), at('2024-05-05', '12:00'), {
      years: 0,
      months: 0,
      days: 0,
      totalDays: 0,
    });
  });

  describe('hours and minutes from the times', () => {
    it('22:00 → 01:30 the next day is 3 h 30 min and no whole day', () => {
      expectDuration(at('2024-01-01', '22:00'), at('2024-01-02', '01:30'), {
        years: 0,
        months: 0,
        days: 0,
        hours: 3,
        minutes: 30,
        totalDays: 0,
      });
    });

    it('08:15 → 06:10 two dates later is 1 day 21 h 55 min (2755 minutes)', () => {
      expectDuration(at('2024-01-01', '08:15'), at('2024-01-03', '06:10'), {
        years: 0,
        months: 0,
        days: 1,
        hours: 21,
        minutes: 55,
        totalDays: 1,
      });
    });

    it('a borrowed day can give back a month: 31 Jan 12:00 → 1 Mar 00:00 (2024) is 29 days 12 h', () => {
      expectDuration(at('2024-01-31', '12:00'), at('2024-03-01', '00:00'), {
        years: 0,
        months: 0,
        days: 29,
        hours: 12,
        minutes: 0,
        totalDays: 29,
      });
    });

    it('1 year less one minute', () => {
      expectDuration(at('2023-06-01', '00:00'), at('2024-05-31', '23:59'), {
        years: 0,
        months: 11,
        days: 30,
        hours: 23,
        minutes: 59,
        totalDays: 365,
      });
    });
  });

  it('is symmetric, never NaN, and start + years/months + days lands on the end (property)', () => {
    const dateArb = fc.integer({ min: dayNumber(d('1600-01-01')), max: dayNumber(d('2400-12-31')) }).map(fromDayNumber);
    fc.assert(
      fc.property(dateArb, dateArb, (a, b) => {
        const forward = duration({ date: a, minutes: 0 }, { date: b, minutes: 0 });
        const backward = duration({ date: b, minutes: 0 }, { date: a, minutes: 0 });
        const [from, to] = dayNumber(a) <= dayNumber(b) ? [a, b] : [b, a];
        const anchor = addMonths(from, forward.years * 12 + forward.months);
        return (
          Object.values(forward).every((value) => typeof value === 'boolean' || Number.isInteger(value)) &&
          forward.months >= 0 &&
          forward.months < 12 &&
          forward.days >= 0 &&
          forward.days < 31 &&
          forward.totalDays === Math.abs(dayNumber(b) - dayNumber(a)) &&
          backward.totalDays === forward.totalDays &&
          backward.years === forward.years &&
          dayNumber(anchor) + forward.days === dayNumber(to)
        );
      }),
    );
  });
});

describe('daylight saving time (Europe/Madrid, 2024-03-31 and 2024-10-27)', () => {
  // The jest sandbox cannot change the time zone of its own process, so the module runs, transpiled, in a
  // child Node process started with TZ=Europe/Madrid. The naive millisecond count is checked there too, to prove
  // the zone was in force (it gives 0.958 of a day across the spring change).
  let output: Record<string, unknown>;
  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'duration-tz-'));
    try {
      // The two modules and what they import (type-only imports vanish in the transpiled code), at their own paths,
      // with the '@/' alias pointed at the copy.
      const files = ['lib/tools/duration', 'lib/tools/personal-dates', 'lib/text', 'lib/content/duration'];
      for (const file of files) {
        const source = readFileSync(join(process.cwd(), `${file}.ts`), 'utf8');
        const { outputText } = ts.transpileModule(source, {
          compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
        });
        mkdirSync(join(dir, file, '..'), { recursive: true });
        writeFileSync(
          join(dir, `${file}.js`),
          outputText.replace(/require\("@\/([^"]+)"\)/g, (_, path) => `require(${JSON.stringify(join(dir, path))})`),
        );
      }
      const script = `
        const d = require(${JSON.stringify(join(dir, 'lib/tools/duration.js'))});
        const p = require(${JSON.stringify(join(dir, 'lib/tools/personal-dates.js'))});
        const day = (year, month, dd, minutes = 0) => ({ date: { year, month, day: dd }, minutes });
        const today = d.todayFrom(new Date(2024, 2, 31, 0, 30));
        console.log(JSON.stringify({
          zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          naive: (new Date(2024, 3, 1) - new Date(2024, 2, 31)) / 86400000,
          today,
          todayLate: d.todayFrom(new Date(2024, 2, 31, 23, 30)),
          spring: d.duration(day(2024, 3, 30), day(2024, 4, 1)),
          springClock: d.duration(day(2024, 3, 31, 0), day(2024, 3, 31, 180)),
          autumn: d.duration(day(2024, 10, 26), day(2024, 10, 28)),
          countdown: p.personalCalculation('countdown', { year: 2024, month: 4, day: 1 }, today),
        }));`;
      const stdout = execFileSync(process.execPath, ['-e', script], {
        env: { ...process.env, TZ: 'Europe/Madrid' },
        encoding: 'utf8',
      });
      output = JSON.parse(stdout) as Record<string, unknown>;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs in Madrid, where dividing local milliseconds would break', () => {
    expect(output.zone).toBe('Europe/Madrid');
    expect(output.naive).toBeCloseTo(23 / 24, 10);
  });

  it("reads today's date from the local clock on the day of the change", () => {
    expect(output.today).toEqual({ year: 2024, month: 3, day: 31 });
    expect(output.todayLate).toEqual({ year: 2024, month: 3, day: 31 });
  });

  it('counts whole days across both changes, and clock hours as civil time', () => {
    expect(output.spring).toMatchObject({ days: 2, hours: 0, minutes: 0, totalDays: 2 });
    expect(output.autumn).toMatchObject({ days: 2, hours: 0, minutes: 0, totalDays: 2 });
    expect(output.springClock).toMatchObject({ days: 0, hours: 3, minutes: 0, totalDays: 0 });
    expect(output.countdown).toMatchObject({ ok: true, sentence: 'Falta 1 día para el 1 de abril de 2024.' });
  });
});

describe('parsing (errors as values)', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['0900-01-01', { year: 900, month: 1, day: 1 }],
    ['31/12/1999', { year: 1999, month: 12, day: 31 }],
    ['1/2/2003', { year: 2003, month: 2, day: 1 }],
    [' 2024-07-04 ', { year: 2024, month: 7, day: 4 }],
  ])('%j is a date', (text, value) => {
    expect(parseDate(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Introduce una fecha válida (día, mes y año).'],
    ['abc', 'Introduce una fecha válida (día, mes y año).'],
    ['2024/02/10', 'Introduce una fecha válida (día, mes y año).'],
    ['2023-02-29', 'Esa fecha no existe: febrero de 2023 tiene 28 días.'],
    ['2024-04-31', 'Esa fecha no existe: abril de 2024 tiene 30 días.'],
    ['2024-13-01', 'El mes debe estar entre 1 y 12.'],
    ['0000-01-01', 'Elige un año entre 1 y 9999.'],
    ['27560-01-01', 'Elige un año entre 1 y 9999.'],
  ])('%j is refused: %s', (text, reason) => {
    expect(parseDate(text)).toEqual({ ok: false, reason });
  });

  it.each([
    ['', 0],
    ['00:00', 0],
    ['7:05', 425],
    ['12:30:15', 750],
    ['23:59', 1439],
  ])('time %j is %i minutes', (text, minutes) => {
    expect(parseTime(text)).toEqual({ ok: true, value: minutes });
  });

  it.each(['24:00', '12:60', 'mediodía', '12'])('time %j is refused', (text) => {
    expect(parseTime(text)).toEqual({ ok: false, reason: 'Introduce una hora válida (hh:mm).' });
  });

  it("takes today's date from a Date's local components", () => {
    expect(todayFrom(new Date(2026, 0, 5, 23, 59))).toEqual({ year: 2026, month: 1, day: 5 });
  });
});

describe('Spanish text', () => {
  it('formats dates, clock times and counts', () => {
    expect(formatDateEs(d('1969-07-20'))).toBe('20 de julio de 1969');
    expect(toIsoDate(d('0900-01-05'))).toBe('0900-01-05');
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(1315)).toBe('21:55');
    expect(formatCount(366)).toBe('366');
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(12345)).toBe(`12${NBSP}345`);
    expect(formatCount(1234567)).toBe(`1${NBSP}234${NBSP}567`);
  });

  it('joins and agrees in number', () => {
    expect(joinEs(['a'])).toBe('a');
    expect(joinEs(['a', 'b'])).toBe('a y b');
    expect(joinEs(['a', 'b', 'c'])).toBe('a, b y c');
    expect(describeSpan({ years: 1, months: 0, days: 0 })).toEqual({ text: '1 año', singular: true });
    expect(describeSpan({ years: 0, months: 2, days: 1 })).toEqual({ text: '2 meses y 1 día', singular: false });
    expect(describeSpan({ years: 0, months: 0, days: 0 })).toEqual({ text: '0 días', singular: false });
  });

  it('describes a duration in one sentence', () => {
    const start = at('2000-01-01');
    const end = at('2001-01-01');
    expect(describeDuration(start, end, duration(start, end), false)).toBe(
      'Entre el 1 de enero de 2000 y el 1 de enero de 2001 hay 1 año (366 días en total).',
    );
    const night = at('2024-01-01', '22:00');
    const morning = at('2024-01-02', '01:30');
    expect(describeDuration(night, morning, duration(night, morning), true)).toBe(
      'Entre el 1 de enero de 2024 a las 22:00 y el 2 de enero de 2024 a la 1:30 hay 3 horas y 30 minutos.',
    );
    expect(describeDuration(start, start, duration(start, start), false)).toBe(
      'Las dos fechas coinciden: no hay tiempo entre ellas.',
    );
  });
});

describe('personal calculations', () => {
  const TODAY = d('2026-03-15');
  const calc = (type: Parameters<typeof personalCalculation>[0], iso: string, today = TODAY) =>
    personalCalculation(type, d(iso), today);

  it('birthday: the exact age today', () => {
    // 1990-05-20 + 429 months = 2026-02-20; + 8 + 15 days = 2026-03-15
    expect(calc('birthday', '1990-05-20')).toEqual({
      ok: true,
      result: { years: 35, months: 9, days: 23, totalDays: 13083, isPastDate: true },
      sentence: 'Tienes 35 años, 9 meses y 23 días.',
    });
    expect(calc('birthday', '1990-03-15')).toMatchObject({ sentence: 'Tienes 36 años. ¡Feliz cumpleaños!' });
  });

  it('future_age: the age on 1 January 2030', () => {
    // 1990-05-20 + 475 months = 2029-12-20; + 12 days
    expect(calc('future_age', '1990-05-20')).toMatchObject({
      ok: true,
      result: { years: 39, months: 7, days: 12, isPastDate: false },
      sentence: 'El 1 de enero de 2030 tendrás 39 años, 7 meses y 12 días.',
    });
    expect(calc('future_age', '1990-05-20', d('2031-06-01'))).toMatchObject({
      result: { isPastDate: true },
      sentence: 'El 1 de enero de 2030 tenías 39 años, 7 meses y 12 días.',
    });
    expect(calc('future_age', '2030-06-01', d('2031-01-01'))).toEqual({
      ok: false,
      reason: 'Esa fecha es posterior al 1 de enero de 2030.',
    });
  });

  it('days_lived: whole days since birth', () => {
    // 1990-05-20 → 2026-05-20 = 36 × 365 + 9 leap days = 13 149; minus 66 days (15 Mar → 20 May)
    expect(calc('days_lived', '1990-05-20')).toMatchObject({
      result: { totalDays: 13083 },
      sentence: `Has vivido 13${NBSP}083 días, es decir, 35 años, 9 meses y 23 días.`,
    });
    expect(calc('days_lived', '2026-03-14')).toMatchObject({ sentence: 'Has vivido 1 día.' });
    expect(calc('days_lived', '2026-03-15')).toMatchObject({
      sentence: 'Naciste hoy: todavía no has cumplido ni un día.',
    });
  });

  it('anniversary: the time since a past date', () => {
    // 2016-03-15 → 2026-03-15: 10 × 365 + 2 leap days (2020, 2024)
    expect(calc('anniversary', '2016-03-15')).toMatchObject({
      result: { years: 10, months: 0, days: 0, totalDays: 3652, isPastDate: true },
      sentence: 'Han pasado 10 años desde el 15 de marzo de 2016 (3652 días). ¡Hoy se cumplen 10 años!',
    });
    expect(calc('anniversary', '2026-03-14')).toMatchObject({
      sentence: 'Ha pasado 1 día desde el 14 de marzo de 2026.',
    });
    expect(calc('anniversary', '2026-04-01')).toEqual({
      ok: false,
      reason: 'Esa fecha todavía no ha llegado: para saber cuánto falta, usa la cuenta atrás.',
    });
  });

  describe('next_birthday', () => {
    it('counts the days to the next birthday, this year or the next', () => {
      // 15 Mar → 20 May 2026: 16 + 30 + 20 = 66 days
      expect(calc('next_birthday', '1990-05-20')).toEqual({
        ok: true,
        result: { years: 0, months: 2, days: 5, totalDays: 66, isPastDate: false },
        sentence: 'Faltan 66 días para tu próximo cumpleaños, el 20 de mayo de 2026, en el que cumplirás 36 años.',
      });
      // Passed yesterday: 14 March 2027 is 365 − 1 days away
      expect(calc('next_birthday', '1990-03-14')).toMatchObject({
        result: { totalDays: 364 },
        sentence: 'Faltan 364 días para tu próximo cumpleaños, el 14 de marzo de 2027, en el que cumplirás 37 años.',
      });
      expect(calc('next_birthday', '1990-03-15')).toMatchObject({
        result: { totalDays: 0 },
        sentence: '¡Hoy es tu cumpleaños! Cumples 36 años.',
      });
      expect(calc('next_birthday', '2026-03-15')).toMatchObject({
        result: { totalDays: 365 },
        sentence: 'Faltan 365 días para tu próximo cumpleaños, el 15 de marzo de 2027, en el que cumplirás 1 año.',
      });
    });

    it('puts a 29 February birthday on 1 March in common years, and on 29 February in leap years', () => {
      expect(birthdayIn(d('2000-02-29'), 2026)).toEqual(d('2026-03-01'));
      expect(birthdayIn(d('2000-02-29'), 2028)).toEqual(d('2028-02-29'));
      expect(nextBirthday(d('2000-02-29'), d('2027-12-01'))).toEqual(d('2028-02-29'));
      // 20 Feb → 1 Mar 2026: 8 + 1 days
      expect(calc('next_birthday', '2000-02-29', d('2026-02-20'))).toMatchObject({
        result: { totalDays: 9 },
        sentence:
          'Faltan 9 días para tu próximo cumpleaños, el 1 de marzo de 2026, en el que cumplirás 26 años. Como ese año no tiene 29 de febrero, lo contamos el 1 de marzo.',
      });
    });

    it('agrees with the age: a 29 February child turns 25 on 1 March 2025, not on 28 February', () => {
      expect(calc('birthday', '2000-02-29', d('2025-02-28'))).toMatchObject({
        result: { years: 24, months: 11, days: 30 },
        sentence: 'Tienes 24 años, 11 meses y 30 días.',
      });
      expect(calc('birthday', '2000-02-29', d('2025-03-01'))).toMatchObject({
        result: { years: 25, months: 0, days: 1 },
        sentence: 'Tienes 25 años y 1 día. ¡Feliz cumpleaños!',
      });
    });
  });

  it('countdown: days until a future date, or since a past one', () => {
    // 15 Mar → 15 Dec 2026 is 275 days (9 months), + 10
    expect(calc('countdown', '2026-12-25')).toEqual({
      ok: true,
      result: { years: 0, months: 9, days: 10, totalDays: 285, isPastDate: false },
      sentence: 'Faltan 285 días para el 25 de diciembre de 2026 (9 meses y 10 días).',
    });
    expect(calc('countdown', '2026-03-16')).toMatchObject({ sentence: 'Falta 1 día para el 16 de marzo de 2026.' });
    expect(calc('countdown', '2026-03-01')).toMatchObject({
      result: { totalDays: 14, isPastDate: true },
      sentence: 'El 1 de marzo de 2026 fue hace 14 días.',
    });
    expect(calc('countdown', '2026-03-15')).toMatchObject({ sentence: 'El 15 de marzo de 2026 es hoy.' });
  });

  it('retirement: the time until (or since) the 65th birthday', () => {
    // 2026-03-15 + 29 years 2 months = 2055-05-15, + 5 days
    expect(calc('retirement', '1990-05-20')).toMatchObject({
      result: { years: 29, months: 2, days: 5, isPastDate: false },
      sentence: 'Te faltan 29 años, 2 meses y 5 días para cumplir 65 años, el 20 de mayo de 2055.',
    });
    expect(calc('retirement', '1950-01-10')).toMatchObject({
      result: { years: 11, months: 2, days: 5, isPastDate: true },
      sentence: 'Cumpliste 65 años el 10 de enero de 2015, hace 11 años, 2 meses y 5 días.',
    });
    expect(calc('retirement', '1961-03-15')).toMatchObject({ sentence: '¡Hoy cumples 65 años!' });
    expect(calc('retirement', '1961-03-16')).toMatchObject({
      sentence: 'Te falta 1 día para cumplir 65 años, el 16 de marzo de 2026.',
    });
  });

  it('refuses a birth date after today for every birth-based type', () => {
    for (const type of ['birthday', 'future_age', 'days_lived', 'next_birthday', 'retirement'] as const) {
      expect(calc(type, '2026-03-16')).toEqual({
        ok: false,
        reason: 'La fecha de nacimiento no puede ser posterior a hoy.',
      });
    }
  });

  it('never gives NaN, Infinity or undefined, for any type and date (property)', () => {
    const dateArb = fc.integer({ min: dayNumber(d('1000-01-01')), max: dayNumber(d('3000-12-31')) }).map(fromDayNumber);
    fc.assert(
      fc.property(fc.constantFrom(...PERSONAL_TYPES), dateArb, dateArb, (type, date, today) => {
        const outcome = personalCalculation(type, date, today);
        const text = outcome.ok ? outcome.sentence : outcome.reason;
        return text.length > 0 && !/NaN|Infinity|undefined|-\d/.test(text);
      }),
    );
  });
});

describe('content (D20)', () => {
  const all = [...HISTORICAL_EVENTS, ...MEMORABLE_MOMENTS.flatMap((group) => group.events)];

  it('has 15 historical events and three groups of at least five memorable moments', () => {
    expect(HISTORICAL_EVENTS).toHaveLength(15);
    expect(MEMORABLE_MOMENTS.map((group) => group.title)).toEqual(['Cultura', 'Tecnología', 'Deportes']);
    for (const group of MEMORABLE_MOMENTS) expect(group.events.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every event a unique id and a valid Gregorian date in the past', () => {
    expect(new Set(all.map((event) => event.id)).size).toBe(all.length);
    for (const event of all) {
      const parsed = parseDate(event.date);
      expect(parsed.ok).toBe(true);
      expect(event.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.date > '1582-10-15' && event.date < '2025-01-01').toBe(true);
    }
  });

  it('keeps the dates the brief names', () => {
    const byId = new Map(all.map((event) => [event.id, event.date]));
    expect(byId.get('llegada-a-la-luna')).toBe('1969-07-20');
    expect(byId.get('muro-de-berlin')).toBe('1989-11-09');
    expect(byId.get('grito-de-dolores')).toBe('1810-09-16');
    expect(byId.get('independencia-argentina')).toBe('1816-07-09');
    expect(byId.get('primer-iphone')).toBe('2007-01-09');
    expect(byId.get('propuesta-web')).toBe('1989-03-12');
    expect(byId.get('final-mundial-1986')).toBe('1986-06-29');
  });

  it('covers the seven personal types, in order', () => {
    expect(PERSONAL_CALCULATIONS.map((spec) => spec.type)).toEqual([...PERSONAL_TYPES]);
  });

  it('explains calendar against average durations in at least 200 words', () => {
    const [calendar, months] = durationContent.sections;
    const words = [...(calendar?.paragraphs ?? []), ...(months?.paragraphs ?? [])].join(' ').split(/\s+/);
    expect(words.length).toBeGreaterThanOrEqual(200);
    expect(calendar?.paragraphs.join(' ')).toMatch(/convertidor de tiempo/);
    expect(JSON.stringify(durationContent)).not.toMatch(/https?:|\/convertir-tiempo/);
  });
});
