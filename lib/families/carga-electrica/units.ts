import { ELEMENTARY_CHARGE } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: coulomb (1 C = 1 A·s). Defined values (D7): 1 Ah = 3600 C, so 1 mAh = 3.6 C; one faraday, the
// charge of a mole of electrons (N_A × e), 96485.3321233100184 C
// (exact since the 2019 SI: N_A = 6.02214076e23 /mol, e = 1.602176634e-19 C). The faraday keeps the documents'
// symbol 'F'; the page explains that it is a charge, not the farad of capacitance, so 'faradio' is no alias of it.
// mAh is added beyond the documents' three units because phone and power-bank batteries are rated in it.

/** SI Brochure, 9th ed. (2019), defining constant: N_A = 6.02214076 × 10²³ mol⁻¹ exactly. */
const AVOGADRO = 6.02214076e23;

export const cargaElectrica = {
  key: 'carga-electrica',
  base: 'coulombs',
  decimals: 6,
  defaults: ['amperios_hora', 'coulombs'],
  units: {
    amperios_hora: {
      symbol: 'Ah',
      rule: { kind: 'linear', factor: 3600 },
      singular: 'amperio hora',
      plural: 'amperios hora',
      aliases: [
        'A·h',
        'A h',
        'amperio-hora',
        'amperios-hora',
        'ampere hora',
        'amperes hora',
        'amp hora',
        'ampere-hour',
        'amp-hour',
      ],
      group: 'metrico',
    },
    coulombs: {
      symbol: 'C',
      rule: { kind: 'linear', factor: 1 },
      singular: 'culombio',
      plural: 'culombios',
      aliases: [
        'coulomb',
        'coulombs',
        'coulombio',
        'coulombios',
        'columbio',
        'columbios',
        'A·s',
        'amperio segundo',
        'amperios segundo',
      ],
      group: 'metrico',
    },
    faradays: {
      symbol: 'F',
      rule: { kind: 'linear', factor: AVOGADRO * ELEMENTARY_CHARGE },
      singular: 'faraday',
      plural: 'faradays',
      group: 'cientifico',
    },
    miliamperios_hora: {
      symbol: 'mAh',
      rule: { kind: 'linear', factor: 3.6 },
      singular: 'miliamperio hora',
      plural: 'miliamperios hora',
      aliases: [
        'mA·h',
        'mA h',
        'miliamperio-hora',
        'miliamperios-hora',
        'milliamperio hora',
        'miliampere hora',
        'milliamp hour',
        'milliampere-hour',
      ],
      group: 'metrico',
    },
    // SI Brochure 9th ed.: prefix milli (10⁻³), 1 mC = 0.001 C.
    miliculombios: {
      symbol: 'mC',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'miliculombio',
      plural: 'miliculombios',
      aliases: ['millicoulomb', 'millicoulombs', 'milicoulomb', 'milicoulombs'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix micro (10⁻⁶), 1 µC = 0.000001 C.
    microculombios: {
      symbol: 'µC',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'microculombio',
      plural: 'microculombios',
      aliases: ['μC', 'uC', 'microcoulomb', 'microcoulombs'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix nano (10⁻⁹), 1 nC = 0.000000001 C.
    nanoculombios: {
      symbol: 'nC',
      rule: { kind: 'linear', factor: 0.000000001 },
      singular: 'nanoculombio',
      plural: 'nanoculombios',
      aliases: ['nanocoulomb', 'nanocoulombs'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: prefix pico (10⁻¹²), 1 pC = 0.000000000001 C.
    picoculombios: {
      symbol: 'pC',
      rule: { kind: 'linear', factor: 0.000000000001 },
      singular: 'picoculombio',
      plural: 'picoculombios',
      aliases: ['picocoulomb', 'picocoulombs'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed. (2019), defining constant: e = 1.602176634 × 10⁻¹⁹ C exactly.
    cargas_elementales: {
      symbol: 'e',
      rule: { kind: 'linear', factor: ELEMENTARY_CHARGE },
      singular: 'carga elemental',
      plural: 'cargas elementales',
      aliases: ['electrón', 'electrones', 'carga del electrón', 'carga de un electrón', 'elementary charge'],
      group: 'cientifico',
      extra: true,
    },
  },
} as const satisfies Family;
