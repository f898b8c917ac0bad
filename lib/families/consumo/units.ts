import { IMPERIAL_GALLON, MILE, US_GALLON } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: kilometre per litre. Definitions (D7): 1 mi = 1.609344 km, 1 US gal = 3.785411784 L, so
// 1 mpg = 1.609344/3.785411784 km/L and 1 km/gal = 1/3.785411784 km/L (ratios with no finite decimal; built from
// lib/units/constants.ts, or written as the double nearest the ratio where the expression rounds to another);
// L/100 km is the reciprocal: km/L = 100 / (L/100 km). A zero has no equivalent (D14).
export const consumo = {
  key: 'consumo',
  base: 'kilometros_litro',
  decimals: 3,
  defaults: ['kilometros_litro', 'litros_100km'],
  refusesNegative: true,
  zeroHasNoEquivalent: true,
  units: {
    kilometros_litro: {
      symbol: 'km/L',
      rule: { kind: 'linear', factor: 1 },
      singular: 'kilómetro por litro',
      plural: 'kilómetros por litro',
      aliases: ['kpl', 'kml', 'km/lt', 'km/litro', 'km por litro', 'kilómetros/litro', 'kilometers per liter'],
      group: 'metrico',
    },
    litros_100km: {
      symbol: 'L/100 km',
      rule: { kind: 'reciprocal', k: 100 },
      singular: 'litro por 100 kilómetros',
      plural: 'litros por 100 kilómetros',
      aliases: [
        'l/100km',
        'l/100',
        'lt/100 km',
        'lts/100 km',
        'litros cada 100 km',
        'litros cada 100 kilómetros',
        'litros por 100 km',
        'litros por cien kilómetros',
        'litros a los 100',
        'litros a los cien',
      ],
      group: 'metrico',
    },
    millas_galon: {
      name: 'Millas por galón (EE. UU.)',
      symbol: 'mpg (EE. UU.)',
      label: 'Millas por galón de EE. UU. (mpg)',
      rule: { kind: 'linear', factor: MILE / 1000 / US_GALLON },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [MILE / 1000, US_GALLON],
      singular: 'milla por galón',
      plural: 'millas por galón',
      aliases: ['mpg', 'mpg us', 'us mpg', 'mi/gal', 'millas/galón', 'miles per gallon'],
      group: 'anglosajon',
    },
    kilometros_galon: {
      name: 'Kilómetros por galón (EE. UU.)',
      symbol: 'km/gal (EE. UU.)',
      label: 'Kilómetros por galón de EE. UU. (km/gal)',
      // 1 / US_GALLON = 0.26417205235814841537… km/L; the division rounds to 0.26417205235814845, one step off.
      rule: { kind: 'linear', factor: 0.2641720523581484 },
      singular: 'kilómetro por galón',
      plural: 'kilómetros por galón',
      aliases: ['km/gal', 'kpg', 'km por galón', 'kilómetros/galón'],
      group: 'anglosajon',
    },
    // UK Weights and Measures Act 1985: imperial gallon = 4.54609 L; with the 1959 mile, 1.609344/4.54609 km/L.
    millas_galon_uk: {
      name: 'Millas por galón (R. U.)',
      symbol: 'mpg (R. U.)',
      label: 'Millas por galón imperial del R. U. (mpg)',
      rule: { kind: 'linear', factor: MILE / 1000 / IMPERIAL_GALLON },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [MILE / 1000, IMPERIAL_GALLON],
      singular: 'milla por galón imperial',
      plural: 'millas por galón imperial',
      aliases: [
        'mpg uk',
        'uk mpg',
        'mpg imperial',
        'imperial mpg',
        'mpg imp',
        'mi/gal imp',
        'milla por galón británico',
        'millas por galón británico',
        'millas por galón inglés',
      ],
      group: 'anglosajon',
      extra: true,
    },
  },
} as const satisfies Family;
