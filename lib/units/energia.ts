import type { Family } from './types';

// Base unit: joule (the SI unit of energy; shown with its RAE name, 'julio'). Thermochemical calorie:
// 1 cal = 4.184 J exactly, 1 kcal = 4184 J; 1 kWh = 1000 W × 3600 s = 3 600 000 J (D7).
export const energia = {
  key: 'energia',
  base: 'joules',
  decimals: 6,
  defaults: ['joules', 'calorias'],
  units: {
    joules: { name: 'Julios', symbol: 'J', rule: { kind: 'linear', factor: 1 } },
    calorias: { name: 'Calorías', symbol: 'cal', rule: { kind: 'linear', factor: 4.184 } },
    kilowatt_hora: { name: 'Kilovatios hora', symbol: 'kWh', rule: { kind: 'linear', factor: 3600000 } },
    kilocalorias: { name: 'Kilocalorías', symbol: 'kcal', rule: { kind: 'linear', factor: 4184 } },
  },
} as const satisfies Family;
