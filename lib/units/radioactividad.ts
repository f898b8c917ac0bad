import type { Family } from './types';

// Base unit: becquerel (one decay per second). Definitions (D7): 1 Ci = 3.7×10¹⁰ Bq, 1 Rd = 10⁶ Bq.
// Results span many orders of magnitude; the one formatter (D8) switches to scientific form below 10⁻⁶ and from 10¹⁵.
export const radioactividad = {
  key: 'radioactividad',
  base: 'becquerels',
  decimals: 6,
  defaults: ['becquerels', 'curies'],
  units: {
    becquerels: { name: 'Becquereles', symbol: 'Bq', rule: { kind: 'linear', factor: 1 } },
    curies: { name: 'Curies', symbol: 'Ci', rule: { kind: 'linear', factor: 3.7e10 } },
    rutherfords: { name: 'Rutherfords', symbol: 'Rd', rule: { kind: 'linear', factor: 1e6 } },
  },
} as const satisfies Family;
