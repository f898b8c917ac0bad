import type { Family } from './types';

// Base unit: metre. The page's own taco sizes (spec 000 §9): a taco laid flat lengthwise is 0.2 m long,
// a taco standing upright is 0.08 m high, a tortilla is 0.15 m across. Humour, but exact arithmetic.
export const tacos = {
  key: 'tacos',
  base: 'metros',
  decimals: 2,
  defaults: ['metros', 'tacos'],
  units: {
    metros: { name: 'Metros', symbol: 'm', rule: { kind: 'linear', factor: 1 } },
    tacos: {
      name: 'Tacos (a lo largo)',
      symbol: 'tacos',
      one: 'taco',
      label: 'Tacos a lo largo (20 cm)',
      rule: { kind: 'linear', factor: 0.2 },
    },
    tacos_vertical: {
      name: 'Tacos (de pie)',
      symbol: 'tacos de pie',
      one: 'taco de pie',
      label: 'Tacos de pie (8 cm)',
      rule: { kind: 'linear', factor: 0.08 },
    },
    tortillas: {
      name: 'Tortillas',
      symbol: 'tortillas',
      one: 'tortilla',
      label: 'Tortillas (15 cm)',
      rule: { kind: 'linear', factor: 0.15 },
    },
  },
} as const satisfies Family;
