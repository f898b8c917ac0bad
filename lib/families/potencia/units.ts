import { BTU_IT, CAL_TH, FOOT, G0, POUND } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: watt (1 W = 1 J/s). Defined values (D7): mechanical horsepower 550 ft·lbf/s = 745.69987158227022 W;
// metric horsepower (CV) 75 kgf·m/s = 735.49875 W; International Table BTU 1055.05585262 J and thermochemical
// kilocalorie 4184 J, each per hour (3600 s); lib/units/constants.ts holds the values they are built from.
// D24 leaves the milliwatt (mW) out for now: names match with case ignored, so 'mW' would read as 'MW'.
export const potencia = {
  key: 'potencia',
  base: 'watts',
  decimals: 6,
  defaults: ['watts', 'kilowatts'],
  units: {
    watts: {
      symbol: 'W',
      rule: { kind: 'linear', factor: 1 },
      singular: 'vatio',
      plural: 'vatios',
      aliases: ['watt', 'watts', 'wats'],
      group: 'metrico',
    },
    kilowatts: {
      symbol: 'kW',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilovatio',
      plural: 'kilovatios',
      aliases: ['kilowatt', 'kilowatts', 'kilowats'],
      group: 'metrico',
    },
    megawatts: {
      symbol: 'MW',
      rule: { kind: 'linear', factor: 1e6 },
      singular: 'megavatio',
      plural: 'megavatios',
      aliases: ['megawatt', 'megawatts'],
      // 'MW' is the megawatt by its case; 'mW' the milliwatt (lib/units/catalogue.ts, namesOf).
      exactAliases: ['MW'],
      group: 'metrico',
    },
    gigawatts: {
      symbol: 'GW',
      rule: { kind: 'linear', factor: 1e9 },
      singular: 'gigavatio',
      plural: 'gigavatios',
      aliases: ['gigawatt', 'gigawatts'],
      group: 'metrico',
    },
    caballos_fuerza: {
      symbol: 'HP',
      rule: { kind: 'linear', factor: 550 * FOOT * POUND * G0 },
      singular: 'caballo de fuerza',
      plural: 'caballos de fuerza',
      aliases: [
        'horsepower',
        'horse power',
        'bhp',
        'hp mecánico',
        'caballo de fuerza mecánico',
        'caballos de fuerza mecánicos',
      ],
      group: 'anglosajon',
    },
    // 1 BTU (IT) per hour: 1055.05585262 J / 3600 s.
    btu_hora: {
      name: 'BTU por hora',
      symbol: 'BTU/h',
      rule: { kind: 'linear', factor: BTU_IT / 3600 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [BTU_IT, 3600],
      singular: 'btu por hora',
      plural: 'btu por hora',
      // An air conditioner of '12 000 BTU' means BTU per hour.
      aliases: ['btu', 'btus', 'btu/hr', 'btu/hora', 'btuh', 'btu h', 'btus por hora'],
      group: 'anglosajon',
    },
    // 1 kcal per hour: 4184 J / 3600 s.
    kilocalorias_hora: {
      symbol: 'kcal/h',
      rule: { kind: 'linear', factor: (1000 * CAL_TH) / 3600 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1000 * CAL_TH, 3600],
      singular: 'kilocaloría por hora',
      plural: 'kilocalorías por hora',
      aliases: ['kcal/hr', 'kcal/hora', 'frigoría por hora', 'frigorías por hora', 'frig/h', 'frigorías/h'],
      group: 'metrico',
    },
    julios_segundo: {
      symbol: 'J/s',
      rule: { kind: 'linear', factor: 1 },
      singular: 'julio por segundo',
      plural: 'julios por segundo',
      aliases: ['joule por segundo', 'joules por segundo', 'joule/s', 'j/seg'],
      group: 'metrico',
    },
    cv: {
      symbol: 'CV',
      rule: { kind: 'linear', factor: 75 * G0 },
      singular: 'caballo de vapor',
      plural: 'caballos de vapor',
      aliases: [
        'ps',
        'caballo métrico',
        'caballos métricos',
        'cv métrico',
        'caballo de vapor métrico',
        'caballos de vapor métricos',
      ],
      group: 'metrico',
    },
    // SI Brochure (9th ed.) §3: the prefix milli, 10⁻³ W.
    milivatios: {
      symbol: 'mW',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'milivatio',
      plural: 'milivatios',
      aliases: ['milliwatt', 'milliwatts', 'miliwatt', 'miliwatts'],
      exactAliases: ['mW'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: ton of refrigeration = 12 000 BTU (IT)/h = 12 000 × 1055.05585262 J / 3600 s.
    toneladas_refrigeracion: {
      symbol: 'TR',
      rule: { kind: 'linear', factor: (12000 * BTU_IT) / 3600 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [12000 * BTU_IT, 3600],
      singular: 'tonelada de refrigeración',
      plural: 'toneladas de refrigeración',
      aliases: [
        'trf',
        'rt',
        'tor',
        'ton de refrigeración',
        'tons de refrigeración',
        'ton of refrigeration',
        'refrigeration ton',
      ],
      group: 'anglosajon',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: foot pound-force per second = 4.4482216152605 N × 0.3048 m / s.
    pies_libra_fuerza_segundo: {
      symbol: 'ft·lbf/s',
      rule: { kind: 'linear', factor: POUND * G0 * FOOT },
      singular: 'pie-libra fuerza por segundo',
      plural: 'pies-libra fuerza por segundo',
      aliases: [
        'ft-lbf/s',
        'ft lbf/s',
        'ft·lb/s',
        'ft-lb/s',
        'ft lb/s',
        'pie-libra por segundo',
        'pies-libra por segundo',
        'pie libra por segundo',
        'pies libra por segundo',
        'foot-pound per second',
        'foot-pounds per second',
      ],
      group: 'anglosajon',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: horsepower (electric) = 746 W exactly, the rating of electric motors.
    caballos_fuerza_electricos: {
      symbol: 'hp (eléctrico)',
      label: 'Caballos de fuerza eléctricos (hp de 746 W)',
      rule: { kind: 'linear', factor: 746 },
      singular: 'caballo de fuerza eléctrico',
      plural: 'caballos de fuerza eléctricos',
      aliases: [
        'hp eléctrico',
        'hp eléctricos',
        'hpe',
        'electric horsepower',
        'caballo eléctrico',
        'caballos eléctricos',
      ],
      group: 'anglosajon',
      extra: true,
    },
  },
} as const satisfies Family;
