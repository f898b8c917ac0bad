import { FOOT, MILE, NAUTICAL_MILE, SPEED_OF_LIGHT } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: kilometre per hour. The definitions of D7 (m/s, mph = 1609.344/3600 m/s, knot = 1852/3600 m/s)
// all become exact decimals in km/h: 1 m/s = 3.6 km/h, 1 mph = 1.609344 km/h (international mile, 1959),
// 1 kn = 1.852 km/h (international nautical mile, 1929). With m/s as base, km/h and the knot would need
// repeating decimals (0.2777…, 0.5144…).
// D24 leaves Mach out: the speed of sound depends on the temperature of the air, so it is no constant.
export const velocidad = {
  key: 'velocidad',
  base: 'kilometros_hora',
  decimals: 4,
  defaults: ['kilometros_hora', 'millas_hora'],
  units: {
    kilometros_hora: {
      symbol: 'km/h',
      rule: { kind: 'linear', factor: 1 },
      singular: 'kilómetro por hora',
      plural: 'kilómetros por hora',
      aliases: ['kmh', 'km/hr', 'km/hora', 'kph', 'kmph', 'km por hora', 'kilómetros/hora', 'kilometers per hour'],
      group: 'metrico',
    },
    millas_hora: {
      symbol: 'mph',
      rule: { kind: 'linear', factor: MILE / 1000 },
      singular: 'milla por hora',
      plural: 'millas por hora',
      aliases: ['mi/h', 'mi/hr', 'millas/hora', 'miles per hour'],
      group: 'anglosajon',
    },
    metros_segundo: {
      symbol: 'm/s',
      rule: { kind: 'linear', factor: 3.6 },
      singular: 'metro por segundo',
      plural: 'metros por segundo',
      aliases: ['mps', 'm/seg', 'metros/segundo', 'meters per second'],
      group: 'metrico',
    },
    nudos: {
      symbol: 'kn',
      rule: { kind: 'linear', factor: NAUTICAL_MILE / 1000 },
      singular: 'nudo',
      plural: 'nudos',
      aliases: ['kt', 'kts', 'knot', 'knots', 'milla náutica por hora', 'millas náuticas por hora'],
      group: 'otras',
    },
    // 1959 international yard and pound agreement: 1 ft = 0.3048 m, so 1 ft/s = 0.3048 × 3.6 km/h = 1.09728 km/h.
    pies_segundo: {
      symbol: 'ft/s',
      rule: { kind: 'linear', factor: FOOT * 3.6 },
      singular: 'pie por segundo',
      plural: 'pies por segundo',
      aliases: ['fps', 'ft/seg', 'pies/s', 'pies/segundo', 'feet per second'],
      group: 'anglosajon',
      extra: true,
    },
    // 1959 international yard and pound agreement: 1 ft/min = 0.3048 m × 60 / 1000 = 0.018288 km/h.
    pies_minuto: {
      symbol: 'ft/min',
      rule: { kind: 'linear', factor: (FOOT * 60) / 1000 },
      singular: 'pie por minuto',
      plural: 'pies por minuto',
      aliases: ['fpm', 'pies/min', 'pies/minuto', 'feet per minute'],
      group: 'anglosajon',
      extra: true,
    },
    // SI Brochure 9th ed.: 1 m/min = 60 m/h = 0.06 km/h.
    metros_minuto: {
      symbol: 'm/min',
      rule: { kind: 'linear', factor: 0.06 },
      singular: 'metro por minuto',
      plural: 'metros por minuto',
      aliases: ['mpm', 'metros/minuto', 'meters per minute'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: 1 km/s = 3600 km/h.
    kilometros_segundo: {
      symbol: 'km/s',
      rule: { kind: 'linear', factor: 3600 },
      singular: 'kilómetro por segundo',
      plural: 'kilómetros por segundo',
      aliases: ['kps', 'km/seg', 'kilómetros/segundo', 'kilometers per second'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: c = 299 792 458 m/s exactly (defines the metre), × 3.6 = 1 079 252 848.8 km/h.
    velocidad_luz: {
      name: 'Velocidad de la luz',
      symbol: 'c',
      label: 'Velocidad de la luz en el vacío (c)',
      rule: { kind: 'linear', factor: SPEED_OF_LIGHT * 3.6 },
      singular: 'velocidad de la luz',
      plural: 'velocidades de la luz',
      aliases: ['velocidad luz', 'speed of light'],
      group: 'cientifico',
      extra: true,
    },
  },
} as const satisfies Family;
