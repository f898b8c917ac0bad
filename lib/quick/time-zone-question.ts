/**
 * D27, D30: the quick box reads a time in one city asked for in another ('15:00 de Madrid a México', '3 pm hora de
 * Bogotá en Buenos Aires', 'qué hora es en Lima si en Madrid son las 9') and answers it for today, as the time zone
 * converter does. The cities are the converter's own list (D28); nothing here names a city or a zone.
 */
import { ZONE_CITIES } from '@/lib/content/cities';
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
import { formatLongDate } from '@/lib/tools/world-clock';
import type { QuickResult } from './types';

/** A city by its name, its name without 'ciudad de' ('mexico', 'panama') or its country where it has one city. */
function placeNames(): Map<string, Place> {
  const names = new Map<string, Place>();
  const countries = new Map<string, number>();
  for (const city of ZONE_CITIES) countries.set(city.country, (countries.get(city.country) ?? 0) + 1);
  for (const city of ZONE_CITIES) {
    const place = placeFor(city.id, ZONE_CITIES);
    if (!place) continue;
    const name = normalise(city.name);
    names.set(name, place);
    names.set(name.replace(/^ciudad de /, ''), place);
    if (countries.get(city.country) === 1 && !names.has(normalise(city.country)))
      names.set(normalise(city.country), place);
  }
  return names;
}

let names: Map<string, Place> | undefined;
function placeNamed(text: string): Place | undefined {
  names ??= placeNames();
  const name = text.trim();
  return names.get(name) ?? names.get(name.replace(/^(?:la )?ciudad de /, ''));
}

const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(?:(a|p)\.?\s?m\.?|de la (mañana|manana|madrugada|tarde|noche)|h|hs|horas)?`;

/** The pattern's hour, minutes and part of the day → minutes after midnight; null where it is not a time. */
function minutesOf(hourText: string, minuteText = '0', meridiem?: string, part?: string): number | null {
  let hour = Number(hourText);
  const minutes = Number(minuteText);
  if (hour > 23 || minutes > 59) return null;
  const afternoon = meridiem === 'p' || part === 'tarde' || part === 'noche';
  if (meridiem || part) {
    if (hour < 1 || hour > 12) return null;
    if (afternoon && hour < 12) hour += 12;
    if (!afternoon && hour === 12) hour = 0;
  }
  return hour * 60 + minutes;
}

const TIME_FIRST = new RegExp(String.raw`^(?:a )?(?:las? )?${TIME} (?:(?:hora|horario) )?(?:(?:de|en) )?(.+)$`);
const ASKED_FIRST = new RegExp(
  String.raw`^(?:a )?que hora (?:es|sera|seria|son) en (.+?) (?:si|cuando) en (.+?) (?:son las|es la|son|es) ${TIME}$`,
);

/** '15:00 de Madrid a México' and the other forms → the time, the source and the target; undefined otherwise. */
function readQuestion(text: string): { minutes: number; from: Place; to: Place } | undefined {
  const asked = ASKED_FIRST.exec(text);
  if (asked) {
    const [, target = '', source = '', hour = '', minute, meridiem, part] = asked;
    const to = placeNamed(target);
    const from = placeNamed(source);
    const minutes = minutesOf(hour, minute, meridiem, part);
    return to && from && minutes !== null ? { minutes, from, to } : undefined;
  }
  const first = TIME_FIRST.exec(text);
  if (!first) return undefined;
  const [, hour = '', minute, meridiem, part, rest = ''] = first;
  const minutes = minutesOf(hour, minute, meridiem, part);
  if (minutes === null) return undefined;
  // 'madrid a ciudad de mexico': every ' a ', ' en ' or ' para ' could be the split; both sides must be places.
  for (const split of rest.matchAll(/ (?:a|en|para) (?:la hora de )?/g)) {
    const from = placeNamed(rest.slice(0, split.index));
    const to = placeNamed(rest.slice(split.index + split[0].length));
    if (from && to) return { minutes, from, to };
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
  const { minutes, from, to } = question;
  const today = zoneTime(now, from.timeZone);
  if (!today) return undefined;
  const date = formatDate(today.day);
  const time = formatTime(minutes);
  const conversion = convertTime(date, time, from, to);
  if (!conversion) return undefined;
  const day = formatLongDate(now, from.timeZone);
  return {
    kind: 'answer',
    family: TIME_ZONE_KEY,
    from: from.id,
    to: to.id,
    value: conversion.instant,
    line: conversion.line,
    copyText: formatTime(conversion.to.minutes),
    href: `${TIME_ZONE_PATH}${writeQuery(TIME_ZONE_QUERY_KEYS, { time, date, from: from.id, to: to.id })}`,
    understood: [day && `Para hoy, ${day}, en ${from.label}.`, conversion.note].filter(Boolean).join(' '),
    alternatives: [],
  };
}
