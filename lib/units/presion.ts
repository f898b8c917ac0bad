import type { Family } from './types';

// Base unit: pascal. Defined values (D7): standard atmosphere 101325 Pa (10th CGPM, 1954), bar 10⁵ Pa,
// mbar 100 Pa, barye (CGS, 1 dyn/cm²) 0.1 Pa, psi 6894.757293168 Pa (avoirdupois pound-force on the
// international inch), conventional mmHg 133.322387415 Pa, inHg = 25.4 × mmHg =
// 3386.388640341 Pa (exact: the inch times the conventional mmHg), inH₂O (conventional, water at 1000 kg/m³)
// 249.08891 Pa.
// 'poises' is left out: the poise measures dynamic viscosity, not pressure (D7); the page's note says why.
export const presion = {
  key: 'presion',
  base: 'pascales',
  decimals: 6,
  defaults: ['atmosferas', 'pascales'],
  units: {
    atmosferas: { name: 'Atmósferas', symbol: 'atm', rule: { kind: 'linear', factor: 101325 } },
    barries: { name: 'Barias', symbol: 'Ba', rule: { kind: 'linear', factor: 0.1 } },
    bares: { name: 'Bares', symbol: 'bar', rule: { kind: 'linear', factor: 100000 } },
    pulgadas_mercurio: {
      name: 'Pulgadas de mercurio',
      symbol: 'inHg',
      rule: { kind: 'linear', factor: 3386.388640341 },
    },
    pulgadas_agua: { name: 'Pulgadas de agua', symbol: 'inH₂O', rule: { kind: 'linear', factor: 249.08891 } },
    milibares: { name: 'Milibares', symbol: 'mbar', rule: { kind: 'linear', factor: 100 } },
    milimetros_mercurio: {
      name: 'Milímetros de mercurio',
      symbol: 'mmHg',
      rule: { kind: 'linear', factor: 133.322387415 },
    },
    pascales: { name: 'Pascales', symbol: 'Pa', rule: { kind: 'linear', factor: 1 } },
    psi: { name: 'Libras por pulgada cuadrada', symbol: 'psi', rule: { kind: 'linear', factor: 6894.757293168 } },
  },
} as const satisfies Family;
