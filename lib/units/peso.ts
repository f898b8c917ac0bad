import type { Family } from './types';

// Base unit: kilogram. International avoirdupois pound (1959): 1 lb = 0.45359237 kg exactly; 1 oz = lb/16 =
// 0.028349523125 kg (the exact decimal of 0.45359237/16); metric tonne 1000 kg (D7).
export const peso = {
  key: 'peso',
  base: 'kilogramos',
  decimals: 4,
  defaults: ['kilogramos', 'libras'],
  units: {
    kilogramos: { name: 'Kilogramos', symbol: 'kg', rule: { kind: 'linear', factor: 1 } },
    gramos: { name: 'Gramos', symbol: 'g', rule: { kind: 'linear', factor: 0.001 } },
    libras: { name: 'Libras', symbol: 'lb', rule: { kind: 'linear', factor: 0.45359237 } },
    onzas: { name: 'Onzas', symbol: 'oz', rule: { kind: 'linear', factor: 0.028349523125 } },
    toneladas: { name: 'Toneladas', symbol: 't', rule: { kind: 'linear', factor: 1000 } },
  },
} as const satisfies Family;
