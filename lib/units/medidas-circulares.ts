import type { Family } from './types';

// Base unit: radian (D12). One turn is 2π rad = 6 sextants = 360° = 400 gon; 1′ = 1°/60, 1″ = 1°/3600.
// Factors are written as fractions of π: no decimal of π is exact, and Math.PI is the closest double.
// grado_sexagesimal is the same angle as grado, read and shown as d°m′s″ (57°17′44.81″).
export const medidasCirculares = {
  key: 'medidas-circulares',
  base: 'radian',
  decimals: 6,
  defaults: ['grado', 'radian'],
  units: {
    circunferencia: { name: 'Circunferencias', symbol: 'circ', rule: { kind: 'linear', factor: 2 * Math.PI } },
    sextante: { name: 'Sextantes', symbol: 'sext', rule: { kind: 'linear', factor: Math.PI / 3 } },
    radian: { name: 'Radianes', symbol: 'rad', rule: { kind: 'linear', factor: 1 } },
    grado: { name: 'Grados', symbol: '°', attached: true, rule: { kind: 'linear', factor: Math.PI / 180 } },
    grado_sexagesimal: {
      name: 'Grados sexagesimales',
      symbol: '°′″',
      label: 'Grados sexagesimales (d°m′s″)',
      rule: { kind: 'linear', factor: Math.PI / 180 },
      display: 'dms',
    },
    grado_centesimal: { name: 'Grados centesimales', symbol: 'gon', rule: { kind: 'linear', factor: Math.PI / 200 } },
    minuto_arco: {
      name: 'Minutos de arco',
      symbol: '′',
      attached: true,
      rule: { kind: 'linear', factor: Math.PI / 10800 },
    },
    segundo_arco: {
      name: 'Segundos de arco',
      symbol: '″',
      attached: true,
      rule: { kind: 'linear', factor: Math.PI / 648000 },
    },
  },
} as const satisfies Family;
