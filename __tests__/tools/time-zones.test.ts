/**
 * D30: the time zone converter. The expected times are worked out by hand from the rules, not read from Intl:
 * - Spain (EU): summer time from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October;
 *   CET UTC+1, CEST UTC+2. In 2026: 29 March and 25 October.
 * - New York: EDT (UTC−4) from 2:00 local on the second Sunday of March to 2:00 local on the first Sunday of
 *   November, else EST (UTC−5). In 2026: 8 March and 1 November.
 * - Santiago de Chile: summer time UTC−3 from 24:00 on the Saturday before the first Sunday of September on or after
 *   the 2nd, back to UTC−4 at 24:00 on the Saturday before the first Sunday of April on or after the 2nd (IANA: Sun>=2).
 *   In 2026: 6 September and 5 April.
 * - Ciudad de México: UTC−6 all year since 2022; Tokio UTC+9 all year.
 */
import { CITIES, MORE_CAPITALS, ZONE_CITIES } from '@/lib/content/cities';
import { TIME_ZONE_PAGE } from '@/lib/content/time-zones';
import { ROUTES } from '@/lib/routes';
import {
  TIME_ZONE_PATH,
  convertTime,
  dayShiftLabel,
  parseDate,
  parseTime,
  placeFor,
  placeForZone,
  wallTimeToInstant,
  zoneTime,
  type Place,
} from '@/lib/tools/time-zones';
import { MINUS, isValidTimeZone } from '@/lib/tools/world-clock';

const place = (id: string): Place => {
  const found = placeFor(id, ZONE_CITIES);
  if (!found) throw new Error(`no place ${id}`);
  return found;
};
const convert = (date: string, time: string, from: string, to: string) => {
  const result = convertTime(date, time, place(from), place(to));
  if (!result) throw new Error('no conversion');
  return result;
};
const utc = (text: string) => Date.parse(`${text}Z`);

describe('the places', () => {
  it('are the world clock’s cities plus the Spanish-speaking capitals it lacks', () => {
    expect(ZONE_CITIES.slice(0, CITIES.length)).toEqual(CITIES);
    const names = ZONE_CITIES.map((city) => city.name);
    for (const capital of [
      'Madrid',
      'Ciudad de México',
      'Bogotá',
      'Lima',
      'Santiago',
      'Buenos Aires',
      'Caracas',
      'Quito',
      'La Paz',
      'Asunción',
      'Montevideo',
      'Ciudad de Guatemala',
      'Tegucigalpa',
      'San Salvador',
      'Managua',
      'San José',
      'Ciudad de Panamá',
      'La Habana',
      'Santo Domingo',
      'San Juan',
      'Malabo',
    ]) {
      expect(names).toContain(capital);
    }
  });

  it('declare each city and zone once', () => {
    expect(new Set(ZONE_CITIES.map((city) => city.id)).size).toBe(ZONE_CITIES.length);
    expect(new Set(ZONE_CITIES.map((city) => city.timeZone)).size).toBe(ZONE_CITIES.length);
    for (const capital of MORE_CAPITALS) {
      expect(CITIES.map((city) => city.name)).not.toContain(capital.name);
      expect(isValidTimeZone(capital.timeZone)).toBe(true);
      const letters = [...capital.flag].map((char) => String.fromCharCode(char.codePointAt(0)! - 0x1f1e6 + 65));
      expect(letters.join('')).toBe(capital.countryCode);
    }
  });

  it('read a city id or any IANA zone, and nothing else', () => {
    expect(placeFor('madrid', ZONE_CITIES)).toEqual({ id: 'madrid', label: 'Madrid', timeZone: 'Europe/Madrid' });
    expect(placeFor('America/Denver', ZONE_CITIES)?.timeZone).toBe('America/Denver');
    expect(placeFor('Mars/Olympus', ZONE_CITIES)).toBeUndefined();
    expect(placeFor('', ZONE_CITIES)).toBeUndefined();
    expect(placeForZone('Europe/Madrid', ZONE_CITIES)?.id).toBe('madrid');
    expect(placeForZone('America/Denver', ZONE_CITIES)?.id).toBe('America/Denver');
  });

  it('are the route of lib/site.ts', () => {
    expect(ROUTES.map((route) => route.path)).toContain(TIME_ZONE_PATH);
  });
});

describe('reading the fields', () => {
  it('takes times and dates that exist', () => {
    expect(parseTime('15:00')).toBe(900);
    expect(parseTime('9:30')).toBe(570);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseDate('2026-11-25')).toBe(utc('2026-11-25T00:00'));
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('hoy')).toBeNull();
  });
});

describe('Madrid across its changes (last Sundays of March and October)', () => {
  it('is UTC+1 the day before spring and UTC+2 the day of it', () => {
    expect(wallTimeToInstant(utc('2026-03-28T00:00'), 12 * 60, 'Europe/Madrid')).toEqual({
      kind: 'ok',
      instant: utc('2026-03-28T11:00'),
    });
    expect(wallTimeToInstant(utc('2026-03-29T00:00'), 12 * 60, 'Europe/Madrid')).toEqual({
      kind: 'ok',
      instant: utc('2026-03-29T10:00'),
    });
  });

  it('says that 02:30 does not exist on 29 March 2026 and reads it as 03:30 summer time', () => {
    const result = convert('2026-03-29', '02:30', 'madrid', 'londres');
    expect(result.kind).toBe('gap');
    expect(result.instant).toBe(utc('2026-03-29T01:30'));
    expect(result.from).toMatchObject({ minutes: 3 * 60 + 30, summer: true });
    expect(result.note).toBe(
      'Las 02:30 no existen ese día en Madrid: los relojes se adelantan y saltan esa hora. Se toma como las 03:30.',
    );
    // London went to BST at the same instant: 02:30 BST.
    expect(result.line).toBe('02:30 Madrid → 02:30 (horario de verano) Londres');
  });

  it('says that 02:30 happens twice on 25 October 2026', () => {
    const mapped = wallTimeToInstant(utc('2026-10-25T00:00'), 150, 'Europe/Madrid');
    expect(mapped).toEqual({ kind: 'repeated', instant: utc('2026-10-25T00:30'), later: utc('2026-10-25T01:30') });
    const result = convert('2026-10-25', '02:30', 'madrid', 'lima');
    expect(result.line).toBe('02:30 (horario de verano) Madrid → 19:30 −1 día Lima'.replace('−', MINUS));
    expect(result.note).toContain('ocurren dos veces');
    expect(result.note).toContain('20:30 −1 día'.replace('−', MINUS));
  });

  it('marks summer time in July and not in November', () => {
    expect(convert('2026-07-15', '15:00', 'madrid', 'ciudad-de-mexico').line).toBe(
      '15:00 (horario de verano) Madrid → 07:00 Ciudad de México',
    );
    expect(convert('2026-11-25', '15:00', 'madrid', 'ciudad-de-mexico').line).toBe(
      '15:00 Madrid → 08:00 Ciudad de México',
    );
  });
});

describe('New York across its changes (second Sunday of March, first of November)', () => {
  it('is six hours behind Madrid, then five for three weeks of March, then six again', () => {
    expect(convert('2026-03-01', '15:00', 'madrid', 'nueva-york').line).toBe('15:00 Madrid → 09:00 Nueva York');
    expect(convert('2026-03-20', '15:00', 'madrid', 'nueva-york').line).toBe(
      '15:00 Madrid → 10:00 (horario de verano) Nueva York',
    );
    expect(convert('2026-04-01', '15:00', 'madrid', 'nueva-york').line).toBe(
      '15:00 (horario de verano) Madrid → 09:00 (horario de verano) Nueva York',
    );
  });

  it('is five hours behind between the last Sunday of October and the first of November', () => {
    expect(convert('2026-10-28', '15:00', 'madrid', 'nueva-york').line).toBe(
      '15:00 Madrid → 10:00 (horario de verano) Nueva York',
    );
    expect(convert('2026-11-02', '15:00', 'madrid', 'nueva-york').line).toBe('15:00 Madrid → 09:00 Nueva York');
  });

  it('skips 02:30 on 8 March 2026 and repeats 01:30 on 1 November 2026', () => {
    expect(wallTimeToInstant(utc('2026-03-08T00:00'), 150, 'America/New_York')).toEqual({
      kind: 'gap',
      instant: utc('2026-03-08T07:30'),
    });
    expect(wallTimeToInstant(utc('2026-11-01T00:00'), 90, 'America/New_York')).toEqual({
      kind: 'repeated',
      instant: utc('2026-11-01T05:30'),
      later: utc('2026-11-01T06:30'),
    });
  });
});

describe('Santiago de Chile across its changes (first Sundays of April and September)', () => {
  it('is on summer time (UTC−3) in January and on UTC−4 in July', () => {
    expect(convert('2026-01-15', '15:00', 'madrid', 'santiago').line).toBe(
      '15:00 Madrid → 11:00 (horario de verano) Santiago',
    );
    expect(convert('2026-07-15', '15:00', 'madrid', 'santiago').line).toBe(
      '15:00 (horario de verano) Madrid → 09:00 Santiago',
    );
  });

  it('leaves summer time at midnight before Sunday 5 April 2026: 23:30 on the Saturday happens twice', () => {
    expect(convert('2026-04-04', '12:00', 'santiago', 'madrid').line).toBe(
      '12:00 (horario de verano) Santiago → 17:00 (horario de verano) Madrid',
    );
    expect(convert('2026-04-06', '12:00', 'santiago', 'madrid').line).toBe(
      '12:00 Santiago → 18:00 (horario de verano) Madrid',
    );
    expect(wallTimeToInstant(utc('2026-04-04T00:00'), 23 * 60 + 30, 'America/Santiago')).toEqual({
      kind: 'repeated',
      instant: utc('2026-04-05T02:30'),
      later: utc('2026-04-05T03:30'),
    });
  });

  it('skips 00:30 on Sunday 6 September 2026', () => {
    const result = convert('2026-09-06', '00:30', 'santiago', 'madrid');
    expect(result.kind).toBe('gap');
    expect(result.instant).toBe(utc('2026-09-06T04:30'));
    expect(result.from).toMatchObject({ minutes: 90, summer: true });
  });
});

describe('the day it changes', () => {
  it('says +1 día and −1 día', () => {
    expect(convert('2026-11-25', '22:00', 'madrid', 'tokio').line).toBe('22:00 Madrid → 06:00 +1 día Tokio');
    expect(convert('2026-11-25', '02:00', 'madrid', 'ciudad-de-mexico').line).toBe(
      `02:00 Madrid → 19:00 ${MINUS}1 día Ciudad de México`,
    );
    expect(dayShiftLabel(utc('2026-11-27T00:00'), utc('2026-11-25T00:00'))).toBe('+2 días');
    expect(dayShiftLabel(utc('2026-11-25T00:00'), utc('2026-11-25T00:00'))).toBe('');
  });

  it('knows zones that no longer change: Ciudad de México and Asunción', () => {
    expect(zoneTime(utc('2026-07-01T12:00'), 'America/Mexico_City')).toMatchObject({ offset: -360, summer: false });
    expect(zoneTime(utc('2026-01-01T12:00'), 'America/Asuncion')).toMatchObject({ offset: -180, summer: false });
  });

  it('gives nothing for a date or time it cannot read', () => {
    expect(convertTime('2026-13-01', '15:00', place('madrid'), place('lima'))).toBeNull();
    expect(convertTime('2026-11-25', '', place('madrid'), place('lima'))).toBeNull();
  });
});

describe('the page text', () => {
  it('has at least 250 words', () => {
    const words = TIME_ZONE_PAGE.sections
      .flatMap((section) => section.paragraphs)
      .join(' ')
      .split(/\s+/);
    expect(words.length).toBeGreaterThanOrEqual(250);
  });

  it('states examples the converter gives', () => {
    const text = TIME_ZONE_PAGE.sections.flatMap((section) => section.paragraphs).join(' ');
    // 'Las 22:00 de un miércoles en Madrid son las 6:00 del jueves en Tokio' (25 November 2026 is a Wednesday).
    expect(text).toContain('Las 22:00 de un miércoles en Madrid son las 6:00 del jueves en Tokio');
    expect(convert('2026-11-25', '22:00', 'madrid', 'tokio').to.minutes).toBe(6 * 60);
    expect(text).toContain('las 2:00 del miércoles en Madrid son todavía las 19:00 del martes en Ciudad de México');
    expect(convert('2026-11-25', '02:00', 'madrid', 'ciudad-de-mexico').to.minutes).toBe(19 * 60);
    expect(text).toContain('la toma como las 3:30');
    expect(convert('2026-03-29', '02:30', 'madrid', 'madrid').from.minutes).toBe(3 * 60 + 30);
  });
});
