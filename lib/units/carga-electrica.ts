import type { Family } from './types';

// Base unit: coulomb (1 C = 1 A·s). Defined values (D7): 1 Ah = 3600 C, so 1 mAh = 3.6 C; one faraday, the
// charge of a mole of electrons (N_A × e), 96485.3321233100184 C
// (exact since the 2019 SI: N_A = 6.02214076e23 /mol, e = 1.602176634e-19 C). The faraday keeps the documents'
// symbol 'F'; the page explains that it is a charge, not the farad of capacitance. mAh is added beyond the documents'
// three units because phone and power-bank batteries are rated in it.
export const cargaElectrica = {
  key: 'carga-electrica',
  base: 'coulombs',
  decimals: 6,
  defaults: ['amperios_hora', 'coulombs'],
  units: {
    amperios_hora: { name: 'Amperios hora', symbol: 'Ah', rule: { kind: 'linear', factor: 3600 } },
    coulombs: { name: 'Culombios', symbol: 'C', rule: { kind: 'linear', factor: 1 } },
    faradays: { name: 'Faradays', symbol: 'F', rule: { kind: 'linear', factor: 96485.3321233100184 } },
    miliamperios_hora: { name: 'Miliamperios hora', symbol: 'mAh', rule: { kind: 'linear', factor: 3.6 } },
  },
} as const satisfies Family;
