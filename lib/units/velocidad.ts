import type { Family } from './types';

// Base unit: kilometre per hour. The definitions of D7 (m/s, mph = 1609.344/3600 m/s, knot = 1852/3600 m/s)
// all become exact decimals in km/h: 1 m/s = 3.6 km/h, 1 mph = 1.609344 km/h (international mile, 1959),
// 1 kn = 1.852 km/h (international nautical mile, 1929). With m/s as base, km/h and the knot would need
// repeating decimals (0.2777…, 0.5144…).
export const velocidad = {
  key: 'velocidad',
  base: 'kilometros_hora',
  decimals: 4,
  defaults: ['kilometros_hora', 'millas_hora'],
  units: {
    kilometros_hora: { name: 'Kilómetros por hora', symbol: 'km/h', rule: { kind: 'linear', factor: 1 } },
    millas_hora: { name: 'Millas por hora', symbol: 'mph', rule: { kind: 'linear', factor: 1.609344 } },
    metros_segundo: { name: 'Metros por segundo', symbol: 'm/s', rule: { kind: 'linear', factor: 3.6 } },
    nudos: { name: 'Nudos', symbol: 'kn', rule: { kind: 'linear', factor: 1.852 } },
  },
} as const satisfies Family;
