import type { Family } from './types';

// Base unit: the price of one kilogram. A value is a PRICE for a pack of w kilograms, so the price per kilogram is
// value ÷ w, i.e. factor = 1 / w (spec 001 §9: 900 g = 0.9 kg, 750 g = 0.75 kg … 1 mg = 0.000001 kg).
// Where 1 / w is an exact decimal it is written as one; otherwise the division is kept.
export const preciosAlimentos = {
  key: 'precios-alimentos',
  base: 'kilogramo',
  decimals: 2,
  money: true,
  defaults: ['kilogramo', 'cien_gramos'],
  // Spec 001 §4: result '$100.00/kg → $10.00/100 g'. The field's 'Precio' and the options' 'Precio por …' are the
  // page's words (lib/content/converters/precios-alimentos.ts).
  valuePrefix: '$',
  symbolPrefix: '/',
  units: {
    kilogramo: { name: 'kilogramo', symbol: 'kg', rule: { kind: 'linear', factor: 1 } },
    // 1 / 0.9 kg: not a finite decimal.
    novecientos_gramos: { name: '900 gramos', symbol: '900 g', rule: { kind: 'linear', factor: 1 / 0.9 } },
    // 1 / 0.75 kg = 4/3: not a finite decimal.
    setecientos_cincuenta_gramos: { name: '750 gramos', symbol: '750 g', rule: { kind: 'linear', factor: 1 / 0.75 } },
    // 1 / 0.5 kg
    medio_kilo: { name: 'medio kilo', symbol: '500 g', rule: { kind: 'linear', factor: 2 } },
    // 1 / 0.3 kg = 10/3: not a finite decimal.
    trescientos_gramos: { name: '300 gramos', symbol: '300 g', rule: { kind: 'linear', factor: 1 / 0.3 } },
    // 1 / 0.25 kg
    doscientos_cincuenta_gramos: { name: '250 gramos', symbol: '250 g', rule: { kind: 'linear', factor: 4 } },
    // 1 / 0.1 kg
    cien_gramos: { name: '100 gramos', symbol: '100 g', rule: { kind: 'linear', factor: 10 } },
    // 1 / 0.001 kg
    gramo: { name: 'gramo', symbol: 'g', rule: { kind: 'linear', factor: 1000 } },
    // 1 / 0.000001 kg
    miligramo: { name: 'miligramo', symbol: 'mg', rule: { kind: 'linear', factor: 1000000 } },
  },
} as const satisfies Family;
