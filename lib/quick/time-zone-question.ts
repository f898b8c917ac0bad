/**
 * D27, D30: the quick box reads a time in one city asked for in another ('15:00 de Madrid a México', '3 pm hora de
 * Bogotá en Buenos Aires', 'qué hora es en Lima si en Madrid son las 9') and answers it for today, as the time zone
 * converter does. Issue 35: the time may be said in words ('las tres y media', 'las nueve menos cuarto'), the place
 * named by its zone ('hora peninsular', 'hora del centro', 'GMT-5') or by a country of one zone ('hora de Perú'). The
 * cities are the converter's own list (D28), the zones' names lib/content/zone-names.ts; nothing here names either.
 */
import { ZONE_CITIES } from '@/lib/content/cities';
import { ZONE_NAMES, type ZoneName } from '@/lib/content/zone-names';
import { normalise } from '@/lib/normalise';
import { writeQuery } from '@/lib/query-string';
import {
  TIME_ZONE_KEY,
  TIME_ZONE_PATH,
  TIME_ZONE_QUERY_KEYS,
  convertTime,
  formatDate,
  formatTime,
  placeFor,
  zoneTime,
  type Place,
} from '@/lib/tools/time-zones';
import { formatLongDate, isValidTimeZone } from '@/lib/tools/world-clock';
import { readNumber } from './read-number';
import type { QuickResult } from './types';

/** A place as the question names it, and what the answer says of the reading. */
interface Named {
  place: Place;
  /** 'hora del Pacífico de EE. UU.': a name that could be read otherwise, as it was read. */
  said?: string;
  /** The other zone the name can mean, offered one click away. */
  orElse?: Place;
}

/** An IANA zone shown with a label of its own ('Canarias'), where it is no city of the list. */
const zonePlace = (timeZone: string, label: string): Place | undefined =>
  isValidTimeZone(timeZone) ? { id: timeZone, label, timeZone } : undefined;

interface PlaceNames {
  /** Names that need no word for a zone before them: cities, countries with one city, 'Canarias'. */
  alone: Map<string, Named>;
  /** Names read after 'hora del', 'tiempo del'…: 'centro', 'pacifico'. */
  zoned: Map<string, Named>;
}

/**
 * A city by its name, its name without 'ciudad de' ('mexico', 'panama') or its country where it has one city ('peru'
 * → Lima, 'colombia' → Bogotá: the capital, the list's city of a country of one zone); then the zones people name
 * (lib/content/zone-names.ts), which come first where they share a name ('espana').
 */
function placeNames(): PlaceNames {
  const alone = new Map<string, Named>();
  const zoned = new Map<string, Named>();
  const countries = new Map<string, number>();
  for (const city of ZONE_CITIES) countries.set(city.country, (countries.get(city.country) ?? 0) + 1);
  for (const city of ZONE_CITIES) {
    const place = placeFor(city.id, ZONE_CITIES);
    if (!place) continue;
    const name = normalise(city.name);
    alone.set(name, { place });
    alone.set(name.replace(/^ciudad de /, ''), { place });
    if (countries.get(city.country) === 1 && !alone.has(normalise(city.country)))
      alone.set(normalise(city.country), { place });
  }
  const placeOf = (entry: ZoneName) =>
    entry.label ? zonePlace(entry.place, entry.label) : placeFor(entry.place, ZONE_CITIES);
  for (const entry of ZONE_NAMES) {
    const place = placeOf(entry);
    const other = ZONE_NAMES.find((candidate) => entry.orElse && candidate.names.includes(entry.orElse));
    const orElse = other && placeOf(other);
    if (!place) continue;
    const named = { place, ...(entry.said && { said: entry.said }), ...(orElse && { orElse }) };
    for (const name of entry.names) {
      zoned.set(name, named);
      if (entry.alone) alone.set(name, named);
    }
  }
  return { alone, zoned };
}

/** 'UTC+2', 'GMT-5', 'gmt −3', 'utc': a fixed offset in whole hours. */
const OFFSET = /^(?:utc|gmt)(?:\s?([+\-\u2212])\s?(\d{1,2})(?::?00)?)?$/;

/**
 * A fixed offset as IANA names it: 'Etc/GMT-2' is UTC+2 (the Etc zones keep the POSIX sign, the other way round).
 * Shown as UTC±n, which this reader finds again.
 */
function offsetPlace(text: string): Named | undefined {
  const offset = OFFSET.exec(text);
  if (!offset) return undefined;
  const [, sign, hoursText] = offset;
  const hours = Number(hoursText ?? 0);
  if (hours === 0) return { place: { id: 'UTC', label: 'UTC', timeZone: 'UTC' } };
  const east = sign === '+';
  if (hours > (east ? 14 : 12)) return undefined;
  const place = zonePlace(`Etc/GMT${east ? '-' : '+'}${hours}`, `UTC${east ? '+' : '\u2212'}${hours}`);
  return place && { place };
}

/** What names a zone before its name: 'hora de', 'la hora del', 'horario de', 'tiempo del', 'zona', 'huso horario de'. */
const ZONE_WORD =
  /^(?:(?:la|el) )?(?:hora|horario|tiempo|zona|huso horario|huso)(?: oficial)?(?: (?:de la|del|de|en))? /;

let names: PlaceNames | undefined;
function placeNamed(text: string): Named | undefined {
  names ??= placeNames();
  const name = text.trim();
  const zone = ZONE_WORD.exec(name);
  const after = zone ? name.slice(zone[0].length) : name;
  return (
    (zone ? names.zoned.get(after) : undefined) ??
    names.alone.get(after) ??
    names.alone.get(after.replace(/^(?:la )?ciudad de /, '')) ??
    offsetPlace(after)
  );
}

const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(?:(a|p)\.?\s?m\.?|de la (mañana|manana|madrugada|tarde|noche)|h|hs|horas)?`;

/** The pattern's hour, minutes and part of the day → minutes after midnight; null where it is not a time. */
function minutesOf(hourText: string, minuteText = '0', meridiem?: string, part?: string): number | null {
  let hour = Number(hourText);
  const minutes = Number(minuteText);
  if (hour > 23 || minutes > 59) return null;
  const afternoon = meridiem === 'p' || part === 'tarde' || part === 'noche' || part === 'mediodia';
  if (meridiem || part) {
    if (hour < 1 || hour > 12) return null;
    if (afternoon && hour < 12) hour += 12;
    if ((!afternoon || part === 'noche') && hour === 12) hour = 0;
  }
  return hour * 60 + minutes;
}

/** A clock time and, where the words leave the half of the day unsaid, the other half's. */
interface Clock {
  minutes: number;
  /** How many characters of the text it took. */
  length: number;
  /** 'las tres y media' said without 'de la tarde': 03:30, the reading not taken. */
  otherHalf?: number;
}

const DIGIT_CLOCK = new RegExp(String.raw`^${TIME}(?= |$)`);
/** 'y media', 'y cuarto', 'y veinte', 'menos cuarto', 'menos diez', then maybe 'en punto' and the part of the day. */
const WORD_MINUTES = /^ (y|menos) (cuarto|[a-zñ]+(?: y [a-zñ]+)?|\d{1,2})(?= |$)/;
const PART_OF_DAY = /^(?: en punto)?(?: (?:de la (mañana|manana|madrugada|tarde|noche)|del (mediodia)))?/;
const NOON = /^(?:el |al |a )?(mediodia|medianoche)/;

/**
 * A time said in words ('las tres y media', 'las nueve menos cuarto', 'las 8 y media de la noche', 'mediodía'). Said
 * without the part of the day, an hour from 1 to 12 is read in the daytime, the hours people agree to call at: 8 to
 * 11 in the morning, 12 at noon, 1 to 7 in the afternoon; the other half of the day is offered (D38). Undefined where
 * the words add nothing to the figures ('15:00', '3 pm', 'las 8 de la noche': DIGIT_CLOCK reads those).
 */
function wordClock(text: string): Clock | undefined {
  const noon = NOON.exec(text);
  if (noon) return { minutes: noon[1] === 'mediodia' ? 720 : 0, length: noon[0].length };
  const read = readNumber(text);
  if (!read || read.value < 1 || read.value >= 24 || !Number.isInteger(read.value * 4)) return undefined;
  let hour = Math.floor(read.value);
  let minutes = (read.value - hour) * 60;
  let rest = read.rest;
  const more = minutes === 0 ? WORD_MINUTES.exec(rest) : null;
  if (more) {
    const [, sign, said = ''] = more;
    const value = said === 'cuarto' ? 15 : readNumber(said)?.value;
    if (value === undefined || !Number.isInteger(value) || value < 1 || value > (sign === 'y' ? 59 : 30)) {
      return undefined;
    }
    minutes = sign === 'y' ? value : -value;
    rest = rest.slice(more[0].length);
  }
  if (!/[a-zñ]/.test(read.typed) && !more) return undefined;
  const [part, partOfDay, midday] = PART_OF_DAY.exec(rest) ?? [''];
  rest = rest.slice(part.length);
  const length = text.length - rest.length;
  const said = partOfDay ?? midday;
  if (said) {
    const whole = minutesOf(String(hour), '0', undefined, said);
    return whole === null ? undefined : { minutes: (whole + minutes + 1440) % 1440, length };
  }
  if (hour > 12) return { minutes: hour * 60 + minutes, length };
  if (hour >= 1 && hour <= 7) hour += 12;
  const day = (hour * 60 + minutes + 1440) % 1440;
  return { minutes: day, length, otherHalf: (day + 720) % 1440 };
}

/** The clock time at the start of `text`, in figures or in words. */
function readClock(text: string): Clock | undefined {
  const words = wordClock(text);
  if (words) return words;
  const digits = DIGIT_CLOCK.exec(text);
  if (!digits) return undefined;
  const [all, hour = '', minute, meridiem, part] = digits;
  const minutes = minutesOf(hour, minute, meridiem, part);
  return minutes === null ? undefined : { minutes, length: all.length };
}

/** What a question reads into: the time, the places and how they were read. */
interface Question {
  clock: Clock;
  from: Named;
  to: Named;
}

const ARTICLE = /^(?:a )?(?:las? )?/;
const ASKED_FIRST =
  /^(?:a )?que hora (?:es|sera|seria|son) en (.+?) (?:si|cuando) en (.+?) (?:son las|es la|son|es) (.+)$/;

/** '15:00 de Madrid a México', 'las tres y media de Madrid en Bogotá' and the other forms; undefined otherwise. */
function readQuestion(text: string): Question | undefined {
  const asked = ASKED_FIRST.exec(text);
  if (asked) {
    const [, target = '', source = '', said = ''] = asked;
    const to = placeNamed(target);
    const from = placeNamed(source);
    const clock = readClock(said);
    return to && from && clock && clock.length === said.length ? { clock, from, to } : undefined;
  }
  const body = text.replace(ARTICLE, '');
  const clock = readClock(body);
  const rest = clock && /^ (?:(?:de|en) )?(.+)$/.exec(body.slice(clock.length))?.[1];
  if (!clock || !rest) return undefined;
  // 'madrid a ciudad de mexico': every ' a ', ' en ' or ' para ' could be the split; both sides must be places.
  for (const split of rest.matchAll(/ (?:a|en|para) (?:la hora de )?/g)) {
    const from = placeNamed(rest.slice(0, split.index));
    const to = placeNamed(rest.slice(split.index + split[0].length));
    if (from && to) return { clock, from, to };
  }
  return undefined;
}

const MAX_LENGTH = 160;

/** A question about a time in another city → its answer for today; undefined where the text is not one. */
export function timeZoneQuestion(text: string, now: number = Date.now()): QuickResult | undefined {
  // The longest such question is under a hundred characters; a long text is no time question, and the split below
  // tries every connector, so it is not read at all (the hostile inputs of the parser's tests).
  if (text.length > MAX_LENGTH) return undefined;
  const question = readQuestion(
    normalise(text)
      .replace(/[¿?¡!]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (!question) return undefined;
  const { clock, from, to } = question;
  const today = zoneTime(now, from.place.timeZone);
  if (!today) return undefined;
  const date = formatDate(today.day);
  const time = formatTime(clock.minutes);
  const conversion = convertTime(date, time, from.place, to.place);
  if (!conversion) return undefined;
  const day = formatLongDate(now, from.place.timeZone);
  // D38: what the words left open, as it was read: the half of the day, a zone's name.
  const read = [
    clock.otherHalf === undefined ? '' : `las ${time}`,
    from.said ? `${from.said} (${from.place.label})` : '',
    to.said ? `${to.said} (${to.place.label})` : '',
  ].filter(Boolean);
  const ask = (minutes: number, source: Place, target: Place) =>
    `${formatTime(minutes)} de ${source.label} a ${target.label}`;
  const alternatives = [
    ...(clock.otherHalf === undefined
      ? []
      : [{ label: `¿A las ${formatTime(clock.otherHalf)}?`, query: ask(clock.otherHalf, from.place, to.place) }]),
    ...(from.orElse
      ? [{ label: `¿Hora de ${from.orElse.label}?`, query: ask(clock.minutes, from.orElse, to.place) }]
      : []),
    ...(to.orElse ? [{ label: `¿Hora de ${to.orElse.label}?`, query: ask(clock.minutes, from.place, to.orElse) }] : []),
  ];
  return {
    kind: 'answer',
    family: TIME_ZONE_KEY,
    from: from.place.id,
    to: to.place.id,
    value: conversion.instant,
    line: conversion.line,
    copyText: formatTime(conversion.to.minutes),
    href: `${TIME_ZONE_PATH}${writeQuery(TIME_ZONE_QUERY_KEYS, { time, date, from: from.place.id, to: to.place.id })}`,
    understood: [
      read.length > 0 ? `Entendí: ${read.join('; ')}.` : '',
      day && `Para hoy, ${day}, en ${from.place.label}.`,
      conversion.note,
    ]
      .filter(Boolean)
      .join(' '),
    alternatives,
  };
}
