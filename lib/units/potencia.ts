import type { Family } from './types';

// Base unit: watt (1 W = 1 J/s). Defined values (D7): mechanical horsepower 550 ft·lbf/s = 745.69987158227022 W;
// metric horsepower (CV) 75 kgf·m/s = 735.49875 W; International Table BTU 1055.05585262 J and thermochemical
// kilocalorie 4184 J, each per hour (3600 s).
export const potencia = {
  key: 'potencia',
  base: 'watts',
  decimals: 6,
  defaults: ['watts', 'kilowatts'],
  units: {
    watts: { name: 'Vatios', symbol: 'W', rule: { kind: 'linear', factor: 1 } },
    kilowatts: { name: 'Kilovatios', symbol: 'kW', rule: { kind: 'linear', factor: 1000 } },
    megawatts: { name: 'Megavatios', symbol: 'MW', rule: { kind: 'linear', factor: 1e6 } },
    gigawatts: { name: 'Gigavatios', symbol: 'GW', rule: { kind: 'linear', factor: 1e9 } },
    caballos_fuerza: { name: 'Caballos de fuerza', symbol: 'HP', rule: { kind: 'linear', factor: 745.69987158227022 } },
    // 1 BTU (IT) per hour: 1055.05585262 J / 3600 s.
    btu_hora: { name: 'BTU por hora', symbol: 'BTU/h', rule: { kind: 'linear', factor: 1055.05585262 / 3600 } },
    // 1 kcal per hour: 4184 J / 3600 s.
    kilocalorias_hora: {
      name: 'Kilocalorías por hora',
      symbol: 'kcal/h',
      rule: { kind: 'linear', factor: 4184 / 3600 },
    },
    julios_segundo: { name: 'Julios por segundo', symbol: 'J/s', rule: { kind: 'linear', factor: 1 } },
    cv: { name: 'Caballos de vapor', symbol: 'CV', rule: { kind: 'linear', factor: 735.49875 } },
  },
} as const satisfies Family;
