import type { Family } from './types';

// Base unit: kilogram per cubic metre (SI). Only metric prefixes and volumes are involved, so every factor is an
// exact power of ten: 1 t = 1000 kg, 1 g = 10⁻³ kg, 1 mg = 10⁻⁶ kg, 1 L = 1 dm³ = 10⁻³ m³.
// Hence 1 kg/L = 1 kg/dm³ = 1 t/m³ = 1000 kg/m³ and 1 g/L = 1 kg/m³ (D7).
export const densidad = {
  key: 'densidad',
  base: 'kilogramo_metro_cubico',
  decimals: 6,
  defaults: ['kilogramo_metro_cubico', 'gramo_litro'],
  // D11: on the density page a change of source keeps the chosen target.
  keepTargetOnSourceChange: true,
  units: {
    tonelada_metro_cubico: {
      name: 'Toneladas por metro cúbico',
      symbol: 't/m³',
      rule: { kind: 'linear', factor: 1000 },
    },
    kilogramo_metro_cubico: {
      name: 'Kilogramos por metro cúbico',
      symbol: 'kg/m³',
      rule: { kind: 'linear', factor: 1 },
    },
    gramo_metro_cubico: { name: 'Gramos por metro cúbico', symbol: 'g/m³', rule: { kind: 'linear', factor: 0.001 } },
    miligramo_metro_cubico: {
      name: 'Miligramos por metro cúbico',
      symbol: 'mg/m³',
      rule: { kind: 'linear', factor: 0.000001 },
    },
    kilogramo_litro: { name: 'Kilogramos por litro', symbol: 'kg/L', rule: { kind: 'linear', factor: 1000 } },
    gramo_litro: { name: 'Gramos por litro', symbol: 'g/L', rule: { kind: 'linear', factor: 1 } },
    miligramo_litro: { name: 'Miligramos por litro', symbol: 'mg/L', rule: { kind: 'linear', factor: 0.001 } },
    kilogramo_decimetro_cubico: {
      name: 'Kilogramos por decímetro cúbico',
      symbol: 'kg/dm³',
      rule: { kind: 'linear', factor: 1000 },
    },
  },
} as const satisfies Family;
