/**
 * D26, D30: the time zone converter's pair pages, from the one list (lib/content/time-zone-pairs.ts): their
 * addresses under /convertir-zona-horaria, their places, and the figures each page states, read through Intl.
 */
import { ZONE_CITIES, type City } from '@/lib/content/cities';
import { TIME_ZONE_CARD_CITIES, TIME_ZONE_PAIRS } from '@/lib/content/time-zone-pairs';
import type { TimeZonePairSpec } from '@/lib/content/types';
import { bracketed } from '@/lib/text';
import type { FormulaCard } from '@/lib/units/formula';
import {
  TIME_ZONE_PATH,
  changeLabel,
  dayLabel,
  differenceLabel,
  formatTime,
  zoneYear,
  type DifferencePeriod,
} from './time-zones';
import { formatUtcOffset } from './world-clock';

export interface TimeZonePair {
  spec: TimeZonePairSpec;
  from: City;
  to: City;
  /** 'madrid-a-ciudad-de-mexico' */
  slug: string;
  /** '/convertir-zona-horaria/madrid-a-ciudad-de-mexico' */
  path: string;
  /** 'Hora de Madrid a Ciudad de México' */
  name: string;
}

function cityOf(id: string): City {
  const city = ZONE_CITIES.find((candidate) => candidate.id === id);
  if (!city) throw new Error(`zona horaria: el par nombra la ciudad ${id}, que no está en la lista`);
  return city;
}

/** Every time zone pair page, in the list's order; a city that does not exist fails the build and the tests. */
export const TIME_ZONE_PAIR_PAGES: readonly TimeZonePair[] = TIME_ZONE_PAIRS.map((spec) => {
  const from = cityOf(spec.from);
  const to = cityOf(spec.to);
  const slug = `${from.id}-a-${to.id}`;
  return { spec, from, to, slug, path: `${TIME_ZONE_PATH}/${slug}`, name: `Hora de ${from.name} a ${to.name}` };
});

/** The route parameter of every pair page (app/convertir-zona-horaria/[par]/). */
export const timeZonePairParams = (): { par: string }[] => TIME_ZONE_PAIR_PAGES.map((pair) => ({ par: pair.slug }));

export const timeZonePairAt = (slug: string): TimeZonePair | undefined =>
  TIME_ZONE_PAIR_PAGES.find((pair) => pair.slug === slug);

/** The page of the opposite direction, where the list has one. */
export const reverseTimeZonePair = (pair: TimeZonePair): TimeZonePair | undefined =>
  TIME_ZONE_PAIR_PAGES.find((other) => other.from.id === pair.to.id && other.to.id === pair.from.id);

/**
 * A place's card for a year: 'UTC+1 en invierno · UTC+2 en verano' and the days its clocks change, or 'UTC−5 todo el
 * año'; all of it read through Intl, nothing typed.
 */
export function zoneCard(city: City, year: number): FormulaCard {
  const zone = zoneYear(city.timeZone, year);
  if (!zone) throw new Error(`zona horaria: ${city.timeZone} no está en la base de datos de Intl`);
  const title = `${city.name} (${city.country})`;
  if (zone.summer === null)
    return {
      title,
      formula: `${formatUtcOffset(zone.standard)} todo el año`,
      example: `Sin cambio de hora en ${year}`,
    };
  return {
    title,
    formula: `${formatUtcOffset(zone.standard)} en invierno · ${formatUtcOffset(zone.summer)} en verano`,
    example: `Cambios de hora en ${year}: ${zone.changes.map(changeLabel).join('; ')}`,
  };
}

/** The converter page's cards: the places of TIME_ZONE_CARD_CITIES in `year`. */
export const timeZoneCards = (year: number): FormulaCard[] =>
  TIME_ZONE_CARD_CITIES.map((id) => zoneCard(cityOf(id), year));

/** The page's title: 'Hora de Madrid a Ciudad de México (España a México): diferencia horaria'. */
export const timeZonePairTitle = (pair: TimeZonePair): string =>
  `${pair.name} (${bracketed(pair.spec.countries)}): diferencia horaria`;

/**
 * When a period starts, on the first place's clocks: its day for the first place's own changes ('29 de marzo'), and
 * the day and time for the other place's, which reach the first on another day and hour ('28 de marzo a las 20:00'
 * in Bogotá for Madrid's change of 29 March, issue 32).
 */
function periodStart(period: DifferencePeriod): string {
  if (period.own) return dayLabel(period.day);
  const article = Math.floor(period.time / 60) === 1 ? 'la' : 'las';
  return `${dayLabel(period.day)} a ${article} ${formatTime(period.time)}`;
}

/**
 * The page's answer, the difference through the year: 'Ciudad de México va 7 h por detrás de Madrid en enero de 2026;
 * desde el 29 de marzo, 8 h por detrás; desde el 25 de octubre, 7 h por detrás.'; where the changes are the other
 * place's, with their local time: 'Madrid va 6 h por delante de Bogotá en enero de 2026; desde el 28 de marzo a las
 * 20:00, 7 h por delante; …'.
 */
export function differenceSentence(pair: TimeZonePair, periods: readonly DifferencePeriod[], year: number): string {
  const [first, ...later] = periods;
  if (!first) return '';
  const opening = `${pair.to.name} va ${differenceLabel(first.difference)} de ${pair.from.name}`;
  if (later.length === 0) return `${opening} todo el año ${year}.`;
  const changes = later.map((period) => `desde el ${periodStart(period)}, ${differenceLabel(period.difference)}`);
  return `${opening} en enero de ${year}; ${changes.join('; ')}.`;
}
