import { FOOT } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: lux, the SI unit of illuminance, one lumen per square metre. A lumen per square foot (the foot-candle)
// takes the foot's definition; the CGS phot and the old nox are powers of ten of the lux.
export const iluminancia = {
  key: 'iluminancia',
  base: 'luxes',
  decimals: 6,
  defaults: ['luxes', 'pies_candela'],
  units: {
    // SI Brochure, 9th ed. (2019), table 4: illuminance, lux (lx) = lm/m².
    luxes: {
      symbol: 'lx',
      rule: { kind: 'linear', factor: 1 },
      singular: 'lux',
      plural: 'luxes',
      aliases: ['luxs', 'lúx'],
      group: 'metrico',
    },
    // NIST SP 811 (2008) appendix B: footcandle = 1 lm/ft² = 1 / 0.3048² lx = 10.763910416709722 lx.
    pies_candela: {
      symbol: 'fc',
      rule: { kind: 'linear', factor: 1 / FOOT ** 2 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, FOOT ** 2],
      singular: 'pie-candela',
      plural: 'pies-candela',
      aliases: [
        'ftc',
        'fcd',
        'pie candela',
        'pies candela',
        'bujía-pie',
        'bujías-pie',
        'bujia pie',
        'bujias pie',
        'foot-candle',
        'foot-candles',
        'footcandle',
        'footcandles',
        'foot candle',
        'foot candles',
      ],
      group: 'anglosajon',
    },
    // NIST SP 811 (2008) appendix B: phot (ph) = 1 lm/cm² = 10⁴ lx.
    phots: {
      symbol: 'ph',
      rule: { kind: 'linear', factor: 10000 },
      singular: 'phot',
      plural: 'phots',
      aliases: ['fot', 'fots', 'lm/cm²', 'lm/cm2', 'lumen por centímetro cuadrado', 'lúmenes por centímetro cuadrado'],
      group: 'cientifico',
    },
    // F. Cardarelli, Encyclopaedia of Scientific Units (2003): nox (nx) = 10⁻³ lx, the old unit of dim light.
    nox: {
      symbol: 'nx',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'nox',
      plural: 'nox',
      aliases: ['mililux', 'mlx'],
      group: 'cientifico',
    },
    // SI Brochure, 9th ed. (2019), table 4: the lux is the lumen per square metre, so 1 lm/m² = 1 lx.
    lumenes_metro_cuadrado: {
      symbol: 'lm/m²',
      rule: { kind: 'linear', factor: 1 },
      singular: 'lumen por metro cuadrado',
      plural: 'lúmenes por metro cuadrado',
      aliases: ['lm/m2', 'lm/m^2', 'lumenes por metro cuadrado', 'lumens por metro cuadrado', 'lumen per square meter'],
      group: 'metrico',
    },
    // International yard and pound agreement (1959): 1 ft² = 0.3048² m², so 1 lm/ft² = 1 / 0.09290304 lx.
    lumenes_pie_cuadrado: {
      symbol: 'lm/ft²',
      rule: { kind: 'linear', factor: 1 / FOOT ** 2 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, FOOT ** 2],
      singular: 'lumen por pie cuadrado',
      plural: 'lúmenes por pie cuadrado',
      aliases: ['lm/ft2', 'lm/ft^2', 'lumenes por pie cuadrado', 'lumens por pie cuadrado', 'lumen per square foot'],
      group: 'anglosajon',
    },
    // SI Brochure, 9th ed. (2019), table 7: the prefix kilo = 10³, so 1 klx = 1000 lx (daylight is tens of klx).
    kiloluxes: {
      symbol: 'klx',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilolux',
      plural: 'kiloluxes',
      aliases: ['klux', 'kilo lux', 'kilo-lux'],
      group: 'metrico',
      extra: true,
    },
  },
} as const satisfies Family;
