import type { Family } from './types';

// Base unit: newton. Definitions (D7): 1 dyn = 10⁻⁵ N (CGS); 1 kgf = 9.80665 N (standard gravity, 3rd CGPM
// 1901); 1 lbf = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N exactly.
export const fuerza = {
  key: 'fuerza',
  base: 'newtons',
  decimals: 6,
  defaults: ['newtons', 'kilogramos_fuerza'],
  units: {
    dynes: { name: 'Dinas', symbol: 'dyn', rule: { kind: 'linear', factor: 0.00001 } },
    kilogramos_fuerza: { name: 'Kilogramos-fuerza', symbol: 'kgf', rule: { kind: 'linear', factor: 9.80665 } },
    newtons: { name: 'Newtons', symbol: 'N', rule: { kind: 'linear', factor: 1 } },
    libras_fuerza: { name: 'Libras-fuerza', symbol: 'lbf', rule: { kind: 'linear', factor: 4.4482216152605 } },
  },
} as const satisfies Family;
