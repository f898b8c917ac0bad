import type { Family } from './types';

// Base unit: litre per minute. The defined values (D7) are per minute — 1 ft³ = 28.316846592 L, so
// 1 cfm = 0.028316846592 m³/min; 1 US gal = 3.785411784 L — so with L/min as the base every factor but one is
// a defined decimal, and the default pair cfm → lpm uses the definition itself. Only m³/h is a ratio.
export const caudal = {
  key: 'caudal',
  base: 'lpm',
  decimals: 6,
  defaults: ['cfm', 'lpm'],
  units: {
    cfm: { name: 'Pies cúbicos por minuto', symbol: 'CFM', rule: { kind: 'linear', factor: 28.316846592 } },
    // 1 cfs = 28.316846592 L/s × 60 s.
    cfs: { name: 'Pies cúbicos por segundo', symbol: 'CFS', rule: { kind: 'linear', factor: 1699.01079552 } },
    lpm: { name: 'Litros por minuto', symbol: 'L/min', rule: { kind: 'linear', factor: 1 } },
    lps: { name: 'Litros por segundo', symbol: 'L/s', rule: { kind: 'linear', factor: 60 } },
    // 1 m³/h = 1000 L / 60 min, which has no finite decimal.
    metros_cubicos_hora: {
      name: 'Metros cúbicos por hora',
      symbol: 'm³/h',
      rule: { kind: 'linear', factor: 1000 / 60 },
    },
    galones_minuto: {
      name: 'Galones por minuto (EE. UU.)',
      symbol: 'GPM',
      label: 'Galones de EE. UU. por minuto (GPM)',
      rule: { kind: 'linear', factor: 3.785411784 },
    },
  },
} as const satisfies Family;
