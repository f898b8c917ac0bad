import type { Family } from './types';

// Base unit: the Castilian libra (pound). Ratios of the Castilian system (spec 001 §9): 1 tonelada = 20 quintales
// = 80 arrobas = 2000 libras; 1 quintal = 4 arrobas = 100 libras; 1 arroba = 25 libras; 1 libra = 2 marcos =
// 16 onzas; 1 onza = 16 adarmes. With the libra as base every one of them is an exact binary fraction.
// D23: Castilian units never take the modern symbols t, lb, oz: the result line writes their names ('1 @ →
// 25 libras'); the arroba's @ and the quintal's qq are their own traditional signs. Metric link (D7):
// 1 libra = 460.0093 g. The fanega is a dry measure of capacity; the page uses the conventional equivalence
// 1 tonelada = 18.4 fanegas, so 1 fanega = 2000 / 18.4 libras.
export const pesosAntiguos = {
  key: 'pesos-antiguos',
  base: 'libra',
  decimals: 6,
  defaults: ['arroba', 'libra'],
  units: {
    tonelada: {
      name: 'Toneladas castellanas',
      symbol: 'toneladas',
      one: 'tonelada',
      label: 'Toneladas castellanas',
      rule: { kind: 'linear', factor: 2000 },
    },
    // 2000 / 18.4 libras (≈ 108.70 libras, ≈ 50.001 kg): not a finite decimal. A conventional figure, not a
    // constant (a fanega of grain weighs what its grain weighs), hence "aprox." in the label (D24).
    fanega: {
      name: 'Fanegas castellanas',
      symbol: 'fanegas',
      one: 'fanega',
      label: 'Fanegas castellanas (aprox.)',
      rule: { kind: 'linear', factor: 2000 / 18.4 },
    },
    quintal: { name: 'Quintales castellanos', symbol: 'qq', rule: { kind: 'linear', factor: 100 } },
    arroba: { name: 'Arrobas castellanas', symbol: '@', rule: { kind: 'linear', factor: 25 } },
    libra: {
      name: 'Libras castellanas',
      symbol: 'libras',
      one: 'libra',
      label: 'Libras castellanas',
      rule: { kind: 'linear', factor: 1 },
    },
    // 1/2 libra
    marco: {
      name: 'Marcos castellanos',
      symbol: 'marcos',
      one: 'marco',
      label: 'Marcos castellanos',
      rule: { kind: 'linear', factor: 0.5 },
    },
    // 1/16 libra
    onza: {
      name: 'Onzas castellanas',
      symbol: 'onzas',
      one: 'onza',
      label: 'Onzas castellanas',
      rule: { kind: 'linear', factor: 0.0625 },
    },
    // 1/256 libra
    adarme: {
      name: 'Adarmes castellanos',
      symbol: 'adarmes',
      one: 'adarme',
      label: 'Adarmes castellanos',
      rule: { kind: 'linear', factor: 0.00390625 },
    },
    // 1 kg = 1 / 0.4600093 libras, from 1 libra = 460.0093 g.
    kilogramos: { name: 'Kilogramos', symbol: 'kg', rule: { kind: 'linear', factor: 1 / 0.4600093 } },
    // 1 g = 1 / 460.0093 libras.
    gramos: { name: 'Gramos', symbol: 'g', rule: { kind: 'linear', factor: 1 / 460.0093 } },
  },
} as const satisfies Family;
