import { POUND } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

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
    kilogramo: {
      name: 'kilogramo',
      symbol: 'kg',
      rule: { kind: 'linear', factor: 1 },
      singular: 'kilogramo',
      plural: 'kilogramos',
      aliases: ['kilo', 'kilos', 'kgs', 'kg.', 'precio por kilo', 'precio por kilogramo'],
      group: 'metrico',
    },
    // 1 / 0.9 kg: not a finite decimal.
    novecientos_gramos: {
      symbol: '900 g',
      rule: { kind: 'linear', factor: 1 / 0.9 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, 0.9],
      singular: '900 gramos',
      plural: '900 gramos',
      aliases: ['900g', '900 gr', '900gr', '900 grs'],
      group: 'metrico',
    },
    // 1 / 0.75 kg = 4/3: not a finite decimal.
    setecientos_cincuenta_gramos: {
      symbol: '750 g',
      rule: { kind: 'linear', factor: 1 / 0.75 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, 0.75],
      singular: '750 gramos',
      plural: '750 gramos',
      aliases: ['750g', '750 gr', '750gr', '750 grs', 'tres cuartos de kilo', '3/4 kg', '3/4 de kilo'],
      group: 'metrico',
    },
    // 1 / 0.5 kg
    medio_kilo: {
      name: 'medio kilo',
      symbol: '500 g',
      rule: { kind: 'linear', factor: 2 },
      singular: 'medio kilo',
      plural: 'medios kilos',
      aliases: ['500g', '500 gr', '500gr', '500 gramos', 'medio kilogramo', '1/2 kg', '1/2 kilo'],
      group: 'metrico',
    },
    // 1 / 0.3 kg = 10/3: not a finite decimal.
    trescientos_gramos: {
      symbol: '300 g',
      rule: { kind: 'linear', factor: 1 / 0.3 },
      singular: '300 gramos',
      plural: '300 gramos',
      aliases: ['300g', '300 gr', '300gr', '300 grs'],
      group: 'metrico',
    },
    // 1 / 0.25 kg
    doscientos_cincuenta_gramos: {
      symbol: '250 g',
      rule: { kind: 'linear', factor: 4 },
      singular: '250 gramos',
      plural: '250 gramos',
      aliases: ['250g', '250 gr', '250gr', '250 grs', 'cuarto de kilo', '1/4 kg', '1/4 de kilo'],
      group: 'metrico',
    },
    // 1 / 0.1 kg
    cien_gramos: {
      symbol: '100 g',
      rule: { kind: 'linear', factor: 10 },
      singular: '100 gramos',
      plural: '100 gramos',
      aliases: ['100g', '100 gr', '100gr', '100 grs', 'cien gramos'],
      group: 'metrico',
    },
    // 1 / 0.001 kg
    gramo: {
      name: 'gramo',
      symbol: 'g',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'gramo',
      plural: 'gramos',
      aliases: ['gr', 'grs', 'g.', 'gr.'],
      group: 'metrico',
    },
    // 1 / 0.000001 kg
    miligramo: {
      name: 'miligramo',
      symbol: 'mg',
      rule: { kind: 'linear', factor: 1000000 },
      singular: 'miligramo',
      plural: 'miligramos',
      aliases: ['mgs', 'mg.'],
      group: 'metrico',
    },
    // 1 / 0.45359237 kg: the international pound (1959 yard and pound agreement), by which shops in the US and markets
    // in Central America and Ecuador price meat, grain, fruit and vegetables. Not a finite decimal.
    libra: {
      name: 'libra',
      symbol: 'lb',
      rule: { kind: 'linear', factor: 1 / POUND },
      singular: 'libra',
      plural: 'libras',
      aliases: ['lbs', 'lb.', 'pound', 'precio por libra'],
      group: 'anglosajon',
      extra: true,
    },
    // 1 / 0.028349523125 kg = 16 / POUND: the avoirdupois ounce, 1/16 of that pound. Not a finite decimal.
    onza: {
      name: 'onza',
      symbol: 'oz',
      rule: { kind: 'linear', factor: 16 / POUND },
      singular: 'onza',
      plural: 'onzas',
      aliases: ['oz.', 'ounce', 'precio por onza'],
      group: 'anglosajon',
      extra: true,
    },
  },
} as const satisfies Family;
