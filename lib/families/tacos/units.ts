import { longitud } from '@/lib/families/longitud/units';
import type { Family } from '@/lib/units/types';

// Base unit: metre. The page's own taco sizes (spec 000 §9): a taco laid flat lengthwise is 0.2 m long,
// a taco standing upright is 0.08 m high, a tortilla is 0.15 m across. Humour, but exact arithmetic.
export const tacos = {
  key: 'tacos',
  base: 'metros',
  decimals: 2,
  defaults: ['metros', 'tacos'],
  units: {
    // The length page's own metre, declared once (D28).
    metros: longitud.units.metros,
    tacos: {
      name: 'Tacos (a lo largo)',
      symbol: 'tacos',
      one: 'taco',
      label: 'Tacos a lo largo (20 cm)',
      rule: { kind: 'linear', factor: 0.2 },
      singular: 'taco',
      plural: 'tacos',
      aliases: [
        'taco a lo largo',
        'tacos a lo largo',
        'taco acostado',
        'tacos acostados',
        'taco tendido',
        'tacos tendidos',
      ],
      group: 'otras',
    },
    tacos_vertical: {
      name: 'Tacos (de pie)',
      symbol: 'tacos de pie',
      one: 'taco de pie',
      label: 'Tacos de pie (8 cm)',
      rule: { kind: 'linear', factor: 0.08 },
      singular: 'taco de pie',
      plural: 'tacos de pie',
      aliases: [
        'taco parado',
        'tacos parados',
        'taco vertical',
        'tacos verticales',
        'taco en vertical',
        'tacos en vertical',
      ],
      group: 'otras',
    },
    tortillas: {
      symbol: 'tortillas',
      one: 'tortilla',
      label: 'Tortillas (15 cm)',
      rule: { kind: 'linear', factor: 0.15 },
      singular: 'tortilla',
      plural: 'tortillas',
      aliases: ['tortilla de maíz', 'tortillas de maíz'],
      group: 'otras',
    },
  },
} as const satisfies Family;
