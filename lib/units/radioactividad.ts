import type { Family } from './types';

// Base unit: becquerel (one decay per second). Definitions (D7): 1 Ci = 3.7×10¹⁰ Bq, 1 Rd = 10⁶ Bq.
// Results span many orders of magnitude, so they are always shown in exponential notation (spec 001 §9).
export const radioactividad = {
  key: 'radioactividad',
  base: 'becquerels',
  decimals: 6,
  notation: 'exponential',
  defaults: ['becquerels', 'curies'],
  style: 'symbol',
  units: {
    becquerels: { name: 'Becquerels', symbol: 'Bq', rule: { kind: 'linear', factor: 1 } },
    curies: { name: 'Curies', symbol: 'Ci', rule: { kind: 'linear', factor: 3.7e10 } },
    rutherfords: { name: 'Rutherfords', symbol: 'Rd', rule: { kind: 'linear', factor: 1e6 } },
  },
} as const satisfies Family;
