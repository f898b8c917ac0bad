import type { Family } from './types';

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
    años: { name: 'Años', symbol: 'a', rule: { kind: 'linear', factor: 31557600 } },
    meses: { name: 'Meses', symbol: 'meses', one: 'mes', label: 'Meses', rule: { kind: 'linear', factor: 2629800 } },
    semanas: { name: 'Semanas', symbol: 'sem', rule: { kind: 'linear', factor: 604800 } },
    dias: { name: 'Días', symbol: 'd', rule: { kind: 'linear', factor: 86400 } },
    horas: { name: 'Horas', symbol: 'h', rule: { kind: 'linear', factor: 3600 } },
    minutos: { name: 'Minutos', symbol: 'min', rule: { kind: 'linear', factor: 60 } },
    segundos: { name: 'Segundos', symbol: 's', rule: { kind: 'linear', factor: 1 } },
    milisegundos: { name: 'Milisegundos', symbol: 'ms', rule: { kind: 'linear', factor: 0.001 } },
    microsegundos: { name: 'Microsegundos', symbol: 'µs', rule: { kind: 'linear', factor: 0.000001 } },
  },
} as const satisfies Family;
