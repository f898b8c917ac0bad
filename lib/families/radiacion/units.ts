import type { Family } from '@/lib/units/types';

// Base unit: gray. Definitions (D7): 1 rad = 0.01 Gy, 1 rem = 0.01 Sv, and Gy ↔ Sv 1:1, which assumes a
// radiation weighting factor of 1 (photons, electrons); the page says so in its note box.
// The centigray (cGy) is exactly the rad, so it is an alias of 'rads', not a unit of its own (D24). 'J/kg' is no
// alias: it is the gray and the sievert alike.
export const radiacion = {
  key: 'radiacion',
  base: 'grays',
  decimals: 6,
  defaults: ['grays', 'sieverts'],
  units: {
    grays: {
      symbol: 'Gy',
      rule: { kind: 'linear', factor: 1 },
      singular: 'gray',
      plural: 'grays',
      aliases: ['grey', 'greys'],
      group: 'metrico',
    },
    sieverts: {
      symbol: 'Sv',
      rule: { kind: 'linear', factor: 1 },
      singular: 'sievert',
      plural: 'sieverts',
      aliases: ['sivert', 'siverts', 'sieberts'],
      group: 'metrico',
    },
    rads: {
      symbol: 'rad',
      rule: { kind: 'linear', factor: 0.01 },
      singular: 'rad',
      plural: 'rads',
      aliases: ['cGy', 'centigray', 'centigrays', 'radiation absorbed dose'],
      group: 'otras',
    },
    rems: {
      symbol: 'rem',
      rule: { kind: 'linear', factor: 0.01 },
      singular: 'rem',
      plural: 'rems',
      aliases: ['roentgen equivalent man'],
      group: 'otras',
    },
    // SI Brochure 9th ed.: prefix milli (10⁻³), 1 mSv = 0.001 Sv.
    milisieverts: {
      symbol: 'mSv',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'milisievert',
      plural: 'milisieverts',
      aliases: ['millisievert', 'millisieverts', 'milisivert', 'milisiverts'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix micro (10⁻⁶), 1 µSv = 0.000001 Sv.
    microsieverts: {
      symbol: 'µSv',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'microsievert',
      plural: 'microsieverts',
      aliases: ['μSv', 'uSv', 'microsivert', 'microsiverts'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix milli (10⁻³), 1 mGy = 0.001 Gy.
    miligrays: {
      symbol: 'mGy',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'miligray',
      plural: 'miligrays',
      aliases: ['milligray', 'milligrays'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix micro (10⁻⁶), 1 µGy = 0.000001 Gy.
    micrograys: {
      symbol: 'µGy',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'microgray',
      plural: 'micrograys',
      aliases: ['μGy', 'uGy'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: rem = 0.01 Sv, so 1 mrem = 0.00001 Sv.
    milirems: {
      symbol: 'mrem',
      rule: { kind: 'linear', factor: 0.00001 },
      singular: 'milirem',
      plural: 'milirems',
      aliases: ['millirem', 'millirems'],
      group: 'otras',
      extra: true,
    },
  },
} as const satisfies Family;
