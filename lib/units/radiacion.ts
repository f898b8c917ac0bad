import type { Family } from './types';

// Base unit: gray. Definitions (D7): 1 rad = 0.01 Gy, 1 rem = 0.01 Sv, and Gy ↔ Sv 1:1, which assumes a
// radiation weighting factor of 1 (photons, electrons); the page says so in its note box.
export const radiacion = {
  key: 'radiacion',
  base: 'grays',
  decimals: 6,
  defaults: ['grays', 'sieverts'],
  units: {
    grays: { name: 'Grays', symbol: 'Gy', rule: { kind: 'linear', factor: 1 } },
    sieverts: { name: 'Sieverts', symbol: 'Sv', rule: { kind: 'linear', factor: 1 } },
    rads: { name: 'Rads', symbol: 'rad', rule: { kind: 'linear', factor: 0.01 } },
    rems: { name: 'Rems', symbol: 'rem', rule: { kind: 'linear', factor: 0.01 } },
  },
} as const satisfies Family;
