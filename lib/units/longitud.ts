import type { Family } from './types';

// Base unit: metre. International yard and pound agreement (1959): 1 ft = 0.3048 m, 1 in = 0.0254 m,
// 1 mi = 1609.344 m exactly (D7).
export const longitud = {
  key: 'longitud',
  base: 'metros',
  decimals: 4,
  defaults: ['metros', 'pies'],
  units: {
    metros: { name: 'Metros', symbol: 'm', rule: { kind: 'linear', factor: 1 } },
    centimetros: { name: 'Centímetros', symbol: 'cm', rule: { kind: 'linear', factor: 0.01 } },
    kilometros: { name: 'Kilómetros', symbol: 'km', rule: { kind: 'linear', factor: 1000 } },
    pies: { name: 'Pies', symbol: 'ft', rule: { kind: 'linear', factor: 0.3048 } },
    pulgadas: { name: 'Pulgadas', symbol: 'in', rule: { kind: 'linear', factor: 0.0254 } },
    millas: { name: 'Millas', symbol: 'mi', rule: { kind: 'linear', factor: 1609.344 } },
  },
} as const satisfies Family;
