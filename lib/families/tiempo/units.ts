import { JULIAN_YEAR } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: second. Definitions (D7): 1 min = 60 s, 1 h = 3600 s, 1 d = 86 400 s, 1 week = 7 d; the year is the
// Julian year of 365.25 d (31 557 600 s), the average length of a calendar year over the four-year leap cycle,
// and the month is a twelfth of it, 30.4375 d (2 629 800 s). Both are averages, not calendar lengths.
export const tiempo = {
  key: 'tiempo',
  base: 'segundos',
  decimals: 4,
  defaults: ['horas', 'minutos'],
  units: {
    // 'a' (annus) is the year symbol of ISO 80000-3 and reads as 'años' in Spanish; the month has no standard
    // symbol, so the word itself is clearer than any letter: 'meses', and 'mes' after exactly 1 (D23).
    // 'anio' is how people write 'año' without an ñ; 'ano' is another word, so it is not an alias.
    años: {
      symbol: 'a',
      rule: { kind: 'linear', factor: JULIAN_YEAR },
      singular: 'año',
      plural: 'años',
      aliases: ['anio', 'anios', 'yr', 'yrs', 'year', 'years', 'año juliano', 'años julianos'],
      group: 'otras',
    },
    meses: {
      symbol: 'meses',
      one: 'mes',
      label: 'Meses',
      rule: { kind: 'linear', factor: JULIAN_YEAR / 12 },
      singular: 'mes',
      plural: 'meses',
      aliases: ['month', 'months'],
      group: 'otras',
    },
    semanas: {
      symbol: 'sem',
      rule: { kind: 'linear', factor: 604800 },
      singular: 'semana',
      plural: 'semanas',
      aliases: ['sem.', 'week', 'weeks'],
      group: 'otras',
    },
    dias: {
      symbol: 'd',
      rule: { kind: 'linear', factor: 86400 },
      singular: 'día',
      plural: 'días',
      aliases: ['day', 'days'],
      group: 'otras',
    },
    horas: {
      symbol: 'h',
      rule: { kind: 'linear', factor: 3600 },
      singular: 'hora',
      plural: 'horas',
      aliases: ['hr', 'hrs', 'hs', 'h.', 'hour', 'hours'],
      group: 'otras',
    },
    minutos: {
      symbol: 'min',
      rule: { kind: 'linear', factor: 60 },
      singular: 'minuto',
      plural: 'minutos',
      // 'm' is also the metre: the quick conversion decides by the other unit ('90 m a horas', issue 14).
      aliases: ['mins', 'min.', 'minute', 'minutes', 'm'],
      group: 'otras',
    },
    segundos: {
      symbol: 's',
      rule: { kind: 'linear', factor: 1 },
      singular: 'segundo',
      plural: 'segundos',
      aliases: ['seg', 'segs', 'seg.', 'sec', 'secs', 'second', 'seconds'],
      group: 'metrico',
    },
    milisegundos: {
      symbol: 'ms',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'milisegundo',
      plural: 'milisegundos',
      aliases: ['mseg', 'msec', 'millisecond', 'milliseconds'],
      group: 'metrico',
    },
    microsegundos: {
      symbol: 'µs',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'microsegundo',
      plural: 'microsegundos',
      aliases: ['μs', 'us', 'useg', 'microsecond', 'microseconds'],
      group: 'metrico',
    },
    // SI Brochure 9th ed.: the prefix nano, 10⁻⁹ s.
    nanosegundos: {
      symbol: 'ns',
      rule: { kind: 'linear', factor: 0.000000001 },
      singular: 'nanosegundo',
      plural: 'nanosegundos',
      aliases: ['nseg', 'nanosecond', 'nanoseconds'],
      group: 'metrico',
      extra: true,
    },
    // 10 Julian years (IAU): 10 × 31 557 600 s. Like the year and the month, an average, not a calendar length.
    decadas: {
      symbol: 'décadas',
      one: 'década',
      label: 'Décadas',
      rule: { kind: 'linear', factor: 10 * JULIAN_YEAR },
      singular: 'década',
      plural: 'décadas',
      aliases: ['decenio', 'decenios', 'decade', 'decades'],
      group: 'otras',
      extra: true,
    },
    // 100 Julian years (IAU): 100 × 31 557 600 s = 36 525 d, the Julian century of astronomy.
    siglos: {
      symbol: 'siglos',
      one: 'siglo',
      label: 'Siglos',
      rule: { kind: 'linear', factor: 100 * JULIAN_YEAR },
      singular: 'siglo',
      plural: 'siglos',
      aliases: ['century', 'centuries', 'centuria', 'centurias'],
      group: 'otras',
      extra: true,
    },
    // 1000 Julian years (IAU): 1000 × 31 557 600 s.
    milenios: {
      symbol: 'milenios',
      one: 'milenio',
      label: 'Milenios',
      rule: { kind: 'linear', factor: 1000 * JULIAN_YEAR },
      singular: 'milenio',
      plural: 'milenios',
      aliases: ['millennium', 'millennia', 'millenium'],
      group: 'otras',
      extra: true,
    },
  },
} as const satisfies Family;
