import type { Family } from '@/lib/units/types';

// Base unit: becquerel (one decay per second). Definitions (D7): 1 Ci = 3.7×10¹⁰ Bq, 1 Rd = 10⁶ Bq.
// Results span many orders of magnitude; the one formatter (D8) switches to scientific form below 10⁻⁶ and from 10¹⁵.
// D24 adds the SI multiples of the becquerel, the submultiples of the curie (each exactly 37 × a power of ten Bq)
// and the decay per minute. Twelve units: the select groups them, SI units first.
export const radioactividad = {
  key: 'radioactividad',
  base: 'becquerels',
  decimals: 6,
  defaults: ['becquerels', 'curies'],
  units: {
    becquerels: {
      symbol: 'Bq',
      rule: { kind: 'linear', factor: 1 },
      singular: 'becquerel',
      plural: 'becquereles',
      aliases: [
        'becquerels',
        'becquerelio',
        'becquerelios',
        'bequerel',
        'bequereles',
        'desintegración por segundo',
        'desintegraciones por segundo',
        'dps',
      ],
      group: 'metrico',
    },
    curies: {
      symbol: 'Ci',
      rule: { kind: 'linear', factor: 3.7e10 },
      singular: 'curie',
      plural: 'curies',
      aliases: ['curio', 'curios'],
      group: 'otras',
    },
    rutherfords: {
      symbol: 'Rd',
      rule: { kind: 'linear', factor: 1e6 },
      singular: 'rutherford',
      plural: 'rutherfords',
      aliases: ['ruterford', 'ruterfords'],
      group: 'otras',
    },
    // SI Brochure 9th ed.: prefix kilo (10³), 1 kBq = 1000 Bq.
    kilobecquereles: {
      symbol: 'kBq',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilobecquerel',
      plural: 'kilobecquereles',
      aliases: ['kilobecquerels', 'kilobecquerelio', 'kilobecquerelios'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix mega (10⁶), 1 MBq = 1 000 000 Bq.
    megabecquereles: {
      symbol: 'MBq',
      rule: { kind: 'linear', factor: 1e6 },
      singular: 'megabecquerel',
      plural: 'megabecquereles',
      aliases: ['megabecquerels', 'megabecquerelio', 'megabecquerelios'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix giga (10⁹), 1 GBq = 10⁹ Bq.
    gigabecquereles: {
      symbol: 'GBq',
      rule: { kind: 'linear', factor: 1e9 },
      singular: 'gigabecquerel',
      plural: 'gigabecquereles',
      aliases: ['gigabecquerels', 'gigabecquerelio', 'gigabecquerelios'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix tera (10¹²), 1 TBq = 10¹² Bq.
    terabecquereles: {
      symbol: 'TBq',
      rule: { kind: 'linear', factor: 1e12 },
      singular: 'terabecquerel',
      plural: 'terabecquereles',
      aliases: ['terabecquerels', 'terabecquerelio', 'terabecquerelios'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: curie = 3.7 × 10¹⁰ Bq, so 1 mCi = 3.7 × 10⁷ Bq = 37 MBq.
    milicuries: {
      symbol: 'mCi',
      rule: { kind: 'linear', factor: 3.7e7 },
      singular: 'milicurie',
      plural: 'milicuries',
      aliases: ['millicurie', 'millicuries', 'milicurio', 'milicurios'],
      group: 'otras',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: curie = 3.7 × 10¹⁰ Bq, so 1 µCi = 37 000 Bq.
    microcuries: {
      symbol: 'µCi',
      rule: { kind: 'linear', factor: 37000 },
      singular: 'microcurie',
      plural: 'microcuries',
      aliases: ['μCi', 'uCi', 'microcurio', 'microcurios'],
      group: 'otras',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: curie = 3.7 × 10¹⁰ Bq, so 1 nCi = 37 Bq.
    nanocuries: {
      symbol: 'nCi',
      rule: { kind: 'linear', factor: 37 },
      singular: 'nanocurie',
      plural: 'nanocuries',
      aliases: ['nanocurio', 'nanocurios'],
      group: 'otras',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: curie = 3.7 × 10¹⁰ Bq, so 1 pCi = 0.037 Bq (radon in pCi/L).
    picocuries: {
      symbol: 'pCi',
      rule: { kind: 'linear', factor: 0.037 },
      singular: 'picocurie',
      plural: 'picocuries',
      aliases: ['picocurio', 'picocurios'],
      group: 'otras',
      extra: true,
    },
    // SI Brochure 9th ed.: Bq = s⁻¹ and 1 min = 60 s, so one decay per minute is 1/60 Bq.
    desintegraciones_por_minuto: {
      symbol: 'dpm',
      rule: { kind: 'linear', factor: 1 / 60 },
      singular: 'desintegración por minuto',
      plural: 'desintegraciones por minuto',
      aliases: ['desintegraciones/min', 'des/min', 'dis/min', 'disintegrations per minute'],
      group: 'otras',
      extra: true,
    },
  },
} as const satisfies Family;
