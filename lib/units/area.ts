import type { Family } from './types';

// Base unit: square metre. International foot (1959): 1 ft² = 0.3048² m² = 0.09290304 m²; international acre
// = 43 560 ft² = 4046.8564224 m²; 1 ha = 10⁴ m² (D7).
export const area = {
  key: 'area',
  base: 'metros_cuadrados',
  decimals: 4,
  defaults: ['metros_cuadrados', 'pies_cuadrados'],
  units: {
    metros_cuadrados: { name: 'Metros cuadrados', symbol: 'm²', rule: { kind: 'linear', factor: 1 } },
    pies_cuadrados: { name: 'Pies cuadrados', symbol: 'ft²', rule: { kind: 'linear', factor: 0.09290304 } },
    kilometros_cuadrados: { name: 'Kilómetros cuadrados', symbol: 'km²', rule: { kind: 'linear', factor: 1000000 } },
    hectareas: { name: 'Hectáreas', symbol: 'ha', rule: { kind: 'linear', factor: 10000 } },
    acres: { name: 'Acres', symbol: 'ac', rule: { kind: 'linear', factor: 4046.8564224 } },
    centimetros_cuadrados: { name: 'Centímetros cuadrados', symbol: 'cm²', rule: { kind: 'linear', factor: 0.0001 } },
  },
} as const satisfies Family;
