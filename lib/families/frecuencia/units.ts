import { RADIAN, REVOLUTION } from '@/lib/units/angles';
import type { Family } from '@/lib/units/types';

// Base unit: hertz, one cycle per second (SI Brochure 9th ed. 2019, table 4: Hz = s⁻¹). A rotation counted in turns
// per second is a frequency in the same unit (ISO 80000-3: rotational frequency n, 1 r/s = 1 s⁻¹), and a count of
// cycles or beats per minute is a sixtieth of it. The angular frequency ω = 2πf (SI Brochure table 4, note) counts
// radians, not turns: 1 rad/s is 1/(2π) Hz, the radian over the turn of the angle units, declared once there.
export const frecuencia = {
  key: 'frecuencia',
  base: 'hercios',
  decimals: 6,
  defaults: ['gigahercios', 'megahercios'],
  units: {
    // SI Brochure 9th ed. (2019), table 4: 1 Hz = 1 s⁻¹.
    hercios: {
      symbol: 'Hz',
      rule: { kind: 'linear', factor: 1 },
      singular: 'hercio',
      plural: 'hercios',
      aliases: ['hertz', 'hertzios', 'hertzio', 'herzios', 'herzio', 'ciclo por segundo', 'ciclos por segundo', 'cps'],
      group: 'metrico',
    },
    // SI Brochure 9th ed. (2019), table 7: prefix kilo = 10³.
    kilohercios: {
      symbol: 'kHz',
      rule: { kind: 'linear', factor: 1e3 },
      singular: 'kilohercio',
      plural: 'kilohercios',
      aliases: ['kilohertz', 'kilohertzios', 'khz'],
      group: 'metrico',
    },
    // SI Brochure 9th ed. (2019), table 7: prefix mega = 10⁶.
    megahercios: {
      symbol: 'MHz',
      rule: { kind: 'linear', factor: 1e6 },
      singular: 'megahercio',
      plural: 'megahercios',
      aliases: ['megahertz', 'megahertzios'],
      group: 'metrico',
    },
    // SI Brochure 9th ed. (2019), table 7: prefix giga = 10⁹.
    gigahercios: {
      symbol: 'GHz',
      rule: { kind: 'linear', factor: 1e9 },
      singular: 'gigahercio',
      plural: 'gigahercios',
      aliases: ['gigahertz', 'gigahertzios'],
      group: 'metrico',
    },
    // SI Brochure 9th ed. (2019), table 7: prefix tera = 10¹².
    terahercios: {
      symbol: 'THz',
      rule: { kind: 'linear', factor: 1e12 },
      singular: 'terahercio',
      plural: 'terahercios',
      aliases: ['terahertz', 'terahertzios'],
      group: 'metrico',
    },
    // ISO 80000-3 (2019), rotational frequency: 1 r/min = 1/60 s⁻¹.
    revoluciones_por_minuto: {
      symbol: 'rpm',
      rule: { kind: 'linear', factor: 1 / 60 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, 60],
      singular: 'revolución por minuto',
      plural: 'revoluciones por minuto',
      aliases: ['r/min', 'rev/min', 'vueltas por minuto', 'vuelta por minuto', 'r.p.m.'],
      slug: 'rpm',
      group: 'otras',
    },
    // ISO 80000-3 (2019), rotational frequency: 1 r/s = 1 s⁻¹.
    revoluciones_por_segundo: {
      symbol: 'r/s',
      rule: { kind: 'linear', factor: 1 },
      singular: 'revolución por segundo',
      plural: 'revoluciones por segundo',
      aliases: ['rps', 'rev/s', 'vueltas por segundo', 'vuelta por segundo'],
      group: 'otras',
    },
    // SI Brochure 9th ed. (2019), table 4 note: ω = 2πf, so 1 rad/s = 1/(2π) Hz (the radian over the full turn).
    radianes_por_segundo: {
      symbol: 'rad/s',
      rule: { kind: 'linear', factor: RADIAN.rule.factor / REVOLUTION.rule.factor },
      singular: 'radián por segundo',
      plural: 'radianes por segundo',
      aliases: ['radian por segundo', 'radianes/s', 'rad/seg'],
      group: 'cientifico',
    },
    // A cycle per minute is 1/60 of a cycle per second: 1/60 Hz.
    ciclos_por_minuto: {
      symbol: 'ciclos/min',
      rule: { kind: 'linear', factor: 1 / 60 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, 60],
      singular: 'ciclo por minuto',
      plural: 'ciclos por minuto',
      aliases: ['cpm', 'ciclos/minuto', 'c/min'],
      one: 'ciclo/min',
      group: 'otras',
    },
    // A beat per minute is 1/60 of a beat per second: 1/60 Hz (heart rate, musical tempo).
    latidos_por_minuto: {
      symbol: 'lat/min',
      rule: { kind: 'linear', factor: 1 / 60 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, 60],
      singular: 'latido por minuto',
      plural: 'latidos por minuto',
      aliases: [
        'bpm',
        'pulsaciones por minuto',
        'pulsación por minuto',
        'pulsaciones',
        'pulso por minuto',
        'beats per minute',
      ],
      group: 'otras',
    },
  },
} as const satisfies Family;
