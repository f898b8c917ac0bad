import type { Family } from '@/lib/units/types';

// Base unit: the Castilian libra (pound). Ratios of the Castilian system (spec 001 §9): 1 tonelada = 20 quintales
// = 80 arrobas = 2000 libras; 1 quintal = 4 arrobas = 100 libras; 1 arroba = 25 libras; 1 libra = 2 marcos =
// 16 onzas; 1 onza = 16 adarmes. With the libra as base every one of them is an exact binary fraction.
// D23: Castilian units never take the modern symbols t, lb, oz: the result line writes their names ('1 @ →
// 25 libras'); the arroba's @ and the quintal's qq are their own traditional signs. Metric link (D7, revised
// 2026-11-24): 1 libra = 460.093 g, two marcos of 230.0465 g, so 1 arroba = 11.502325 kg and 1 quintal = 46.0093 kg.
// The fanega is left out (D24, issue 32): a dry measure of capacity whose weight depends on the grain, and the
// '18.4 fanegas per tonelada' of spec 001 §9 has no public source; the quick conversion says why
// (lib/quick/not-converted.ts). D24: names only, no units added; their spellings are the Castilian names and
// the old signs (@, qq), never t, lb or oz (D23).

/** D7: the libra castellana in grams, two marcos of Burgos of 230.0465 g (tablas de correspondencia, R. O. 9-12-1852). */
const LIBRA_CASTELLANA = 460.093;

export const pesosAntiguos = {
  key: 'pesos-antiguos',
  base: 'libra',
  decimals: 6,
  defaults: ['arroba', 'libra'],
  units: {
    tonelada: {
      symbol: 'toneladas',
      one: 'tonelada',
      label: 'Toneladas castellanas',
      rule: { kind: 'linear', factor: 2000 },
      singular: 'tonelada castellana',
      plural: 'toneladas castellanas',
      aliases: ['tonelada de castilla', 'toneladas de castilla'],
      group: 'regional',
    },
    quintal: {
      symbol: 'qq',
      rule: { kind: 'linear', factor: 100 },
      singular: 'quintal castellano',
      plural: 'quintales castellanos',
      aliases: ['quintal', 'quintales', 'qq.', 'quintal de castilla', 'quintales de castilla'],
      group: 'regional',
    },
    arroba: {
      symbol: '@',
      rule: { kind: 'linear', factor: 25 },
      singular: 'arroba castellana',
      plural: 'arrobas castellanas',
      aliases: ['arroba', 'arrobas', 'arroba de castilla', 'arrobas de castilla'],
      group: 'regional',
    },
    libra: {
      symbol: 'libras',
      one: 'libra',
      label: 'Libras castellanas',
      rule: { kind: 'linear', factor: 1 },
      singular: 'libra castellana',
      plural: 'libras castellanas',
      aliases: ['libra de castilla', 'libras de castilla', 'libra española', 'libras españolas'],
      group: 'regional',
    },
    // 1/2 libra
    marco: {
      symbol: 'marcos',
      one: 'marco',
      label: 'Marcos castellanos',
      rule: { kind: 'linear', factor: 0.5 },
      singular: 'marco castellano',
      plural: 'marcos castellanos',
      aliases: ['marco de castilla', 'marcos de castilla'],
      group: 'regional',
    },
    // 1/16 libra
    onza: {
      symbol: 'onzas',
      one: 'onza',
      label: 'Onzas castellanas',
      rule: { kind: 'linear', factor: 0.0625 },
      singular: 'onza castellana',
      plural: 'onzas castellanas',
      aliases: ['onza de castilla', 'onzas de castilla', 'onza española', 'onzas españolas'],
      group: 'regional',
    },
    // 1/256 libra
    adarme: {
      symbol: 'adarmes',
      one: 'adarme',
      label: 'Adarmes castellanos',
      rule: { kind: 'linear', factor: 0.00390625 },
      singular: 'adarme castellano',
      plural: 'adarmes castellanos',
      aliases: ['adarme de castilla', 'adarmes de castilla'],
      group: 'regional',
    },
    // 1 kg = 1000 g = 1000 / 460.093 libras: not a finite decimal.
    kilogramos: {
      symbol: 'kg',
      rule: { kind: 'linear', factor: 1000 / LIBRA_CASTELLANA },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1000, LIBRA_CASTELLANA],
      singular: 'kilogramo',
      plural: 'kilogramos',
      aliases: ['kilo', 'kilos', 'kgs', 'kg.'],
      group: 'metrico',
    },
    // 1 g = 1 / 460.093 libras.
    gramos: {
      symbol: 'g',
      rule: { kind: 'linear', factor: 1 / LIBRA_CASTELLANA },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1, LIBRA_CASTELLANA],
      singular: 'gramo',
      plural: 'gramos',
      aliases: ['gr', 'grs', 'g.'],
      group: 'metrico',
    },
  },
} as const satisfies Family;
