import type { Family } from './types';

// Base unit: kilometre per litre. Definitions (D7): 1 mi = 1.609344 km, 1 US gal = 3.785411784 L, so
// 1 mpg = 1.609344/3.785411784 km/L and 1 km/gal = 1/3.785411784 km/L (ratios with no finite decimal);
// L/100 km is the reciprocal: km/L = 100 / (L/100 km). A zero has no equivalent (D14).
export const consumo = {
  key: 'consumo',
  base: 'kilometros_litro',
  decimals: 3,
  defaults: ['kilometros_litro', 'litros_100km'],
  refusesNegative: true,
  zeroHasNoEquivalent: true,
  units: {
    kilometros_litro: { name: 'Kilómetros por litro', symbol: 'km/L', rule: { kind: 'linear', factor: 1 } },
    litros_100km: { name: 'Litros por 100 kilómetros', symbol: 'L/100 km', rule: { kind: 'reciprocal', k: 100 } },
    millas_galon: {
      name: 'Millas por galón (EE. UU.)',
      symbol: 'mpg (EE. UU.)',
      label: 'Millas por galón de EE. UU. (mpg)',
      rule: { kind: 'linear', factor: 1.609344 / 3.785411784 },
    },
    kilometros_galon: {
      name: 'Kilómetros por galón (EE. UU.)',
      symbol: 'km/gal (EE. UU.)',
      label: 'Kilómetros por galón de EE. UU. (km/gal)',
      rule: { kind: 'linear', factor: 1 / 3.785411784 },
    },
  },
} as const satisfies Family;
