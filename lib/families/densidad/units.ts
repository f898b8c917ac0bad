import { FOOT, POUND, US_GALLON } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

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
      symbol: 't/m³',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'tonelada por metro cúbico',
      plural: 'toneladas por metro cúbico',
      aliases: ['t/m3', 'ton/m3', 'tn/m3', 't/m^3'],
      group: 'metrico',
    },
    kilogramo_metro_cubico: {
      symbol: 'kg/m³',
      rule: { kind: 'linear', factor: 1 },
      singular: 'kilogramo por metro cúbico',
      plural: 'kilogramos por metro cúbico',
      aliases: ['kg/m3', 'kg/m^3', 'kgs/m3', 'kilo por metro cúbico', 'kilos por metro cúbico'],
      group: 'metrico',
    },
    gramo_metro_cubico: {
      symbol: 'g/m³',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'gramo por metro cúbico',
      plural: 'gramos por metro cúbico',
      aliases: ['g/m3', 'gr/m3', 'g/m^3'],
      group: 'metrico',
    },
    miligramo_metro_cubico: {
      symbol: 'mg/m³',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'miligramo por metro cúbico',
      plural: 'miligramos por metro cúbico',
      aliases: ['mg/m3', 'mg/m^3'],
      group: 'metrico',
    },
    kilogramo_litro: {
      symbol: 'kg/L',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilogramo por litro',
      plural: 'kilogramos por litro',
      aliases: ['kg/lt', 'kg/lts', 'kilo por litro', 'kilos por litro'],
      group: 'metrico',
    },
    gramo_litro: {
      symbol: 'g/L',
      rule: { kind: 'linear', factor: 1 },
      singular: 'gramo por litro',
      plural: 'gramos por litro',
      aliases: ['gr/l', 'g/lt', 'gr/lt'],
      group: 'metrico',
    },
    miligramo_litro: {
      symbol: 'mg/L',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'miligramo por litro',
      plural: 'miligramos por litro',
      aliases: ['mg/lt'],
      group: 'metrico',
    },
    kilogramo_decimetro_cubico: {
      symbol: 'kg/dm³',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilogramo por decímetro cúbico',
      plural: 'kilogramos por decímetro cúbico',
      aliases: ['kg/dm3', 'kg/dm^3'],
      group: 'metrico',
    },
    // 1 g / 1 cm³ = 10⁻³ kg / 10⁻⁶ m³ = 1000 kg/m³ (SI Brochure 9th ed., prefixes): the chemistry books' unit.
    gramo_centimetro_cubico: {
      symbol: 'g/cm³',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'gramo por centímetro cúbico',
      plural: 'gramos por centímetro cúbico',
      aliases: ['g/cm3', 'gr/cm3', 'g/cm^3', 'g/cc', 'gr/cc'],
      group: 'metrico',
      extra: true,
    },
    // 1 g / 1 mL = 10⁻³ kg / 10⁻⁶ m³ = 1000 kg/m³ (1 mL = 1 cm³): the same density written per millilitre.
    gramo_mililitro: {
      symbol: 'g/mL',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'gramo por mililitro',
      plural: 'gramos por mililitro',
      aliases: ['gr/ml'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: 1 lb/ft³ = 0.45359237 kg / 0.028316846592 m³ = 16.018463… kg/m³ (1959 pound
    // and foot; not a finite decimal, so the division is kept).
    libra_pie_cubico: {
      symbol: 'lb/ft³',
      rule: { kind: 'linear', factor: POUND / FOOT ** 3 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [POUND, FOOT ** 3],
      singular: 'libra por pie cúbico',
      plural: 'libras por pie cúbico',
      aliases: ['lb/ft3', 'lbs/ft3', 'lb/ft^3', 'lb/pie3', 'lb/cu ft', 'pcf'],
      group: 'anglosajon',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: 1 lb/gal (US) = 0.45359237 kg / 0.003785411784 m³ = 119.826427… kg/m³ (the
    // gallon in litres, hence × 1000 L/m³).
    libra_galon_us: {
      name: 'Libras por galón (EE. UU.)',
      symbol: 'lb/gal (EE. UU.)',
      label: 'Libras por galón de EE. UU. (lb/gal)',
      rule: { kind: 'linear', factor: (POUND / US_GALLON) * 1000 },
      singular: 'libra por galón',
      plural: 'libras por galón',
      aliases: ['lb/gal', 'lbs/gal', 'ppg', 'lb/us gal', 'libra por galón estadounidense'],
      group: 'anglosajon',
      extra: true,
    },
  },
} as const satisfies Family;
