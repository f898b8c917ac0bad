import { FOOT, US_GALLON } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: litre per minute. The defined values (D7) are per minute — 1 ft³ = 28.316846592 L, so
// 1 cfm = 0.028316846592 m³/min; 1 US gal = 3.785411784 L — so with L/min as the base every factor but one is
// a defined decimal, and the default pair cfm → lpm uses the definition itself. Only m³/h is a ratio.
export const caudal = {
  key: 'caudal',
  base: 'lpm',
  decimals: 6,
  defaults: ['cfm', 'lpm'],
  units: {
    cfm: {
      symbol: 'CFM',
      rule: { kind: 'linear', factor: (10 * FOOT) ** 3 },
      singular: 'pie cúbico por minuto',
      plural: 'pies cúbicos por minuto',
      aliases: [
        'ft3/min',
        'ft³/min',
        'pie3/min',
        'pies3/min',
        'pies³/min',
        'cu ft/min',
        'pcm',
        'cubic feet per minute',
      ],
      group: 'anglosajon',
    },
    // 1 cfs = 28.316846592 L/s × 60 s (a foot in decimetres, cubed, is in litres).
    cfs: {
      symbol: 'CFS',
      rule: { kind: 'linear', factor: 60 * (10 * FOOT) ** 3 },
      singular: 'pie cúbico por segundo',
      plural: 'pies cúbicos por segundo',
      aliases: ['ft3/s', 'ft³/s', 'pie3/s', 'pies3/s', 'pies³/s', 'cu ft/s', 'cusec', 'cubic feet per second'],
      group: 'anglosajon',
    },
    lpm: {
      symbol: 'L/min',
      rule: { kind: 'linear', factor: 1 },
      singular: 'litro por minuto',
      plural: 'litros por minuto',
      aliases: ['lpm', 'lt/min', 'lts/min', 'litros/minuto', 'liters per minute'],
      group: 'metrico',
    },
    lps: {
      symbol: 'L/s',
      rule: { kind: 'linear', factor: 60 },
      singular: 'litro por segundo',
      plural: 'litros por segundo',
      aliases: ['lps', 'lt/s', 'lts/s', 'l/seg', 'litros/segundo', 'liters per second'],
      group: 'metrico',
    },
    // 1 m³/h = 1000 L / 60 min, which has no finite decimal.
    metros_cubicos_hora: {
      symbol: 'm³/h',
      rule: { kind: 'linear', factor: 1000 / 60 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1000, 60],
      singular: 'metro cúbico por hora',
      plural: 'metros cúbicos por hora',
      aliases: ['m3/h', 'm3/hr', 'm³/hr', 'm3/hora', 'metros cúbicos/hora'],
      group: 'metrico',
    },
    galones_minuto: {
      name: 'Galones por minuto (EE. UU.)',
      symbol: 'GPM',
      label: 'Galones de EE. UU. por minuto (GPM)',
      rule: { kind: 'linear', factor: US_GALLON },
      singular: 'galón por minuto',
      plural: 'galones por minuto',
      aliases: ['gal/min', 'galones/minuto', 'us gpm', 'gallons per minute'],
      group: 'anglosajon',
    },
    // SI Brochure 9th ed.: 1 m³/s = 1000 L × 60 s per minute = 60 000 L/min.
    metros_cubicos_segundo: {
      symbol: 'm³/s',
      rule: { kind: 'linear', factor: 60000 },
      singular: 'metro cúbico por segundo',
      plural: 'metros cúbicos por segundo',
      aliases: ['m3/s', 'm3/seg', 'm³/seg', 'cumec', 'metros cúbicos/segundo'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: 1 m³/min = 1000 L/min.
    metros_cubicos_minuto: {
      symbol: 'm³/min',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'metro cúbico por minuto',
      plural: 'metros cúbicos por minuto',
      aliases: ['m3/min', 'metros cúbicos/minuto'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: 1 m³/d = 1000 L / 1440 min, which has no finite decimal.
    metros_cubicos_dia: {
      symbol: 'm³/d',
      rule: { kind: 'linear', factor: 1000 / 1440 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1000, 1440],
      singular: 'metro cúbico por día',
      plural: 'metros cúbicos por día',
      aliases: ['m3/d', 'm3/día', 'm³/día', 'metros cúbicos diarios', 'metros cúbicos/día'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: 1 L/h = 1 L / 60 min, which has no finite decimal.
    litros_hora: {
      symbol: 'L/h',
      rule: { kind: 'linear', factor: 1 / 60 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, 60],
      singular: 'litro por hora',
      plural: 'litros por hora',
      aliases: ['lph', 'l/hr', 'lt/h', 'lts/h', 'litros/hora', 'liters per hour'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: 1 mL/min = 0.001 L/min.
    mililitros_minuto: {
      symbol: 'mL/min',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'mililitro por minuto',
      plural: 'mililitros por minuto',
      aliases: ['cc/min', 'cm3/min', 'cm³/min', 'ccm', 'mililitros/minuto'],
      group: 'metrico',
      extra: true,
    },
    // NIST Handbook 44 appendix C: US gallon = 231 in³ = 3.785411784 L; per hour, 3.785411784 L / 60 min =
    // 0.0630901964 L/min, written out: US_GALLON / 60 rounds to 0.06309019639999999.
    galones_hora: {
      name: 'Galones por hora (EE. UU.)',
      symbol: 'gal/h',
      label: 'Galones de EE. UU. por hora (gal/h)',
      rule: { kind: 'linear', factor: 0.0630901964 },
      singular: 'galón por hora',
      plural: 'galones por hora',
      aliases: ['gph', 'gal/hr', 'galones/hora', 'gallons per hour'],
      group: 'anglosajon',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: barrel (petroleum) = 42 US gal = 158.987294928 L; per day, ÷ 1440 min.
    barriles_dia: {
      name: 'Barriles de petróleo por día',
      symbol: 'bbl/d',
      rule: { kind: 'linear', factor: (42 * US_GALLON) / 1440 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [42 * US_GALLON, 1440],
      singular: 'barril por día',
      plural: 'barriles por día',
      aliases: [
        'bpd',
        'b/d',
        'bbl/día',
        'bopd',
        'barril diario',
        'barriles diarios',
        'barril de petróleo por día',
        'barriles de petróleo por día',
        'barrels per day',
      ],
      group: 'otras',
      extra: true,
    },
  },
} as const satisfies Family;
