import type { Family } from './types';

// Base unit: litre (1 dm³). US gallon = 231 in³ = 3.785411784 L; imperial gallon 4.54609 L; 1 in³ = 2.54³ cm³ =
// 0.016387064 L; 1 ft³ = 1728 in³ = 28.316846592 L; US fluid ounce = US gal/128 = 0.0295735295625 L (the exact
// decimal of 3.785411784/128) (D7). The selects keep their 'Seleccionar' option (D12); the result line reads
// '1 L → 0.264172 gal (EE. UU.)' like every other page (D23).
export const volumen = {
  key: 'volumen',
  base: 'litros',
  decimals: 6,
  defaults: ['litros', 'galones_us'],
  units: {
    litros: { name: 'Litros', symbol: 'L', rule: { kind: 'linear', factor: 1 } },
    mililitros: { name: 'Mililitros', symbol: 'mL', rule: { kind: 'linear', factor: 0.001 } },
    metros_cubicos: { name: 'Metros cúbicos', symbol: 'm³', rule: { kind: 'linear', factor: 1000 } },
    centimetros_cubicos: { name: 'Centímetros cúbicos', symbol: 'cm³', rule: { kind: 'linear', factor: 0.001 } },
    galones_us: {
      name: 'Galones (EE. UU.)',
      symbol: 'gal (EE. UU.)',
      label: 'Galones de EE. UU. (gal)',
      rule: { kind: 'linear', factor: 3.785411784 },
    },
    galones_uk: {
      name: 'Galones (R. U.)',
      symbol: 'gal (R. U.)',
      label: 'Galones imperiales del R. U. (gal)',
      rule: { kind: 'linear', factor: 4.54609 },
    },
    pies_cubicos: { name: 'Pies cúbicos', symbol: 'ft³', rule: { kind: 'linear', factor: 28.316846592 } },
    pulgadas_cubicas: { name: 'Pulgadas cúbicas', symbol: 'in³', rule: { kind: 'linear', factor: 0.016387064 } },
    onzas_liquidas: {
      name: 'Onzas líquidas (EE. UU.)',
      symbol: 'fl oz (EE. UU.)',
      label: 'Onzas líquidas de EE. UU. (fl oz)',
      rule: { kind: 'linear', factor: 0.0295735295625 },
    },
  },
} as const satisfies Family;
