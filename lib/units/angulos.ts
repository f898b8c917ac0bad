import type { Family } from './types';

// Base unit: radian. A full turn is 2π rad = 360°; 1° = 60′ and 1′ = 60″, so 1° = π/180 rad,
// 1′ = π/10 800 rad and 1″ = π/648 000 rad. 'vueltas' is the everyday name of a revolution (same factor); its
// symbol is the word itself, singular after exactly 1 (D23: '1 vuelta → 360°').
export const angulos = {
  key: 'angulos',
  base: 'radianes',
  decimals: 6,
  defaults: ['grados', 'radianes'],
  units: {
    grados: { name: 'Grados', symbol: '°', attached: true, rule: { kind: 'linear', factor: Math.PI / 180 } },
    radianes: { name: 'Radianes', symbol: 'rad', rule: { kind: 'linear', factor: 1 } },
    minutos_arco: {
      name: 'Minutos de arco',
      symbol: '′',
      attached: true,
      rule: { kind: 'linear', factor: Math.PI / 10800 },
    },
    segundos_arco: {
      name: 'Segundos de arco',
      symbol: '″',
      attached: true,
      rule: { kind: 'linear', factor: Math.PI / 648000 },
    },
    revoluciones: { name: 'Revoluciones', symbol: 'rev', rule: { kind: 'linear', factor: 2 * Math.PI } },
    vueltas: {
      name: 'Vueltas',
      symbol: 'vueltas',
      one: 'vuelta',
      label: 'Vueltas',
      rule: { kind: 'linear', factor: 2 * Math.PI },
    },
  },
} as const satisfies Family;
