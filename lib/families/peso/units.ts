import { POUND } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: kilogram. International avoirdupois pound (1959): 1 lb = 0.45359237 kg exactly; 1 oz = lb/16 =
// 0.028349523125 kg (the exact decimal of 0.45359237/16); metric tonne 1000 kg (D7). The units added by D24 follow
// the brief's five, each from an exact definition: built from POUND (lib/units/constants.ts), or written as the
// definition's exact decimal where the expression would round to another double.
export const peso = {
  key: 'peso',
  base: 'kilogramos',
  decimals: 4,
  defaults: ['kilogramos', 'libras'],
  units: {
    kilogramos: {
      symbol: 'kg',
      rule: { kind: 'linear', factor: 1 },
      singular: 'kilogramo',
      plural: 'kilogramos',
      aliases: ['kilo', 'kilos', 'kgs', 'kg.', 'kgr', 'kilogram', 'kilograms'],
      group: 'metrico',
    },
    gramos: {
      symbol: 'g',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'gramo',
      plural: 'gramos',
      aliases: ['gr', 'grs', 'g.', 'gr.', 'gram', 'grams'],
      group: 'metrico',
    },
    libras: {
      symbol: 'lb',
      rule: { kind: 'linear', factor: POUND },
      singular: 'libra',
      plural: 'libras',
      aliases: ['lbs', 'lb.', 'lbs.', 'pound', 'pounds', 'libra inglesa', 'libras inglesas', 'libra avoirdupois'],
      group: 'anglosajon',
    },
    onzas: {
      symbol: 'oz',
      rule: { kind: 'linear', factor: POUND / 16 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [POUND, 16],
      singular: 'onza',
      plural: 'onzas',
      aliases: ['oz.', 'onz', 'onz.', 'ounce', 'ounces', 'onza avoirdupois'],
      group: 'anglosajon',
    },
    toneladas: {
      symbol: 't',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'tonelada',
      plural: 'toneladas',
      aliases: ['ton', 'tons', 'tn', 'tm', 'tonelada métrica', 'toneladas métricas', 'tonne', 'tonnes'],
      alsoMeans: { units: ['toneladas_cortas'], names: ['tonelada', 'toneladas', 't', 'ton', 'tn'] },
      group: 'metrico',
    },
    // SI Brochure 9th ed.: the prefix milli, 10⁻³ g.
    miligramos: {
      symbol: 'mg',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'miligramo',
      plural: 'miligramos',
      aliases: ['mgs', 'mg.', 'milligram', 'milligrams'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: the prefix micro, 10⁻⁶ g; 'mcg' is the pharmacists' spelling, 'ug' the ASCII one.
    microgramos: {
      symbol: 'µg',
      rule: { kind: 'linear', factor: 0.000000001 },
      singular: 'microgramo',
      plural: 'microgramos',
      aliases: ['μg', 'ug', 'mcg', 'mcgs', 'microgram', 'micrograms'],
      group: 'metrico',
      extra: true,
    },
    // The metric quintal, 100 kg, symbol q: a decimal multiple of the kilogram still quoted for grain and farm produce.
    quintales_metricos: {
      symbol: 'q',
      rule: { kind: 'linear', factor: 100 },
      singular: 'quintal métrico',
      plural: 'quintales métricos',
      aliases: ['qm', 'quintal de 100 kg', 'quintales de 100 kg'],
      group: 'metrico',
      extra: true,
    },
    // Metric carat of gems and pearls, 200 mg exactly: 4th CGPM (1907).
    quilates: {
      symbol: 'ct',
      rule: { kind: 'linear', factor: 0.0002 },
      singular: 'quilate',
      plural: 'quilates',
      aliases: ['cts', 'ct.', 'carat', 'carats', 'quilate métrico', 'quilates métricos'],
      group: 'metrico',
      extra: true,
    },
    // International yard and pound agreement (1959): 1 grain = 1/7000 lb = 64.79891 mg (written out: POUND / 7000
    // rounds to 0.00006479891000000001). Its English symbol 'gr' is what Spanish speakers write for grams, so the
    // grain shows its name.
    granos: {
      symbol: 'granos',
      one: 'grano',
      label: 'Granos (64.79891 mg)',
      rule: { kind: 'linear', factor: 0.00006479891 },
      singular: 'grano',
      plural: 'granos',
      aliases: ['grain', 'grains'],
      group: 'anglosajon',
      extra: true,
    },
    // NIST Handbook 44 appendix C: 1 troy ounce = 480 grains = 480 × 64.79891 mg = 31.1034768 g.
    onzas_troy: {
      symbol: 'oz t',
      rule: { kind: 'linear', factor: (480 * POUND) / 7000 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [480 * POUND, 7000],
      singular: 'onza troy',
      plural: 'onzas troy',
      aliases: ['ozt', 'oz troy', 'troy oz', 'troy ounce', 'troy ounces', 'onza troy de oro'],
      group: 'anglosajon',
      extra: true,
    },
    // NIST Handbook 44 appendix C (British units): 1 stone = 14 lb = 14 × 0.45359237 kg = 6.35029318 kg.
    stones: {
      name: 'Stones (R. U.)',
      symbol: 'st',
      label: 'Stones del R. U. (st)',
      rule: { kind: 'linear', factor: 14 * POUND },
      singular: 'stone',
      plural: 'stones',
      aliases: ['stone británico', 'stones británicos'],
      group: 'anglosajon',
      extra: true,
    },
    // NIST Handbook 44 appendix C: net or short ton = 2000 lb = 2000 × 0.45359237 kg = 907.18474 kg.
    toneladas_cortas: {
      name: 'Toneladas cortas (EE. UU.)',
      symbol: 'ton (EE. UU.)',
      label: 'Toneladas cortas de EE. UU. (2000 lb)',
      rule: { kind: 'linear', factor: 2000 * POUND },
      singular: 'tonelada corta',
      plural: 'toneladas cortas',
      aliases: [
        'short ton',
        'short tons',
        'sh tn',
        'ton corta',
        'tonelada estadounidense',
        'toneladas estadounidenses',
      ],
      group: 'anglosajon',
      extra: true,
    },
    // NIST Handbook 44 appendix C: gross or long ton = 2240 lb = 2240 × 0.45359237 kg = 1016.0469088 kg (written out:
    // 2240 * POUND rounds to 1016.0469088000001).
    toneladas_largas: {
      name: 'Toneladas largas (R. U.)',
      symbol: 'ton (R. U.)',
      label: 'Toneladas largas del R. U. (2240 lb)',
      rule: { kind: 'linear', factor: 1016.0469088 },
      singular: 'tonelada larga',
      plural: 'toneladas largas',
      aliases: ['long ton', 'long tons', 'ton larga', 'tonelada británica', 'toneladas británicas', 'tonelada inglesa'],
      group: 'anglosajon',
      extra: true,
    },
    // NIST Handbook 44 appendix C: the net or short hundredweight, 100 lb = 45.359237 kg; the 'quintal' of 100 libras
    // of markets in Ecuador and Central America (coffee, rice), where a local libra may differ, hence "aprox.".
    quintales: {
      name: 'Quintales (100 lb)',
      symbol: 'qq',
      label: 'Quintales de 100 lb (Ecuador, Centroamérica; aprox.)',
      rule: { kind: 'linear', factor: 100 * POUND },
      singular: 'quintal',
      plural: 'quintales',
      aliases: [
        'qq.',
        'quintal de 100 libras',
        'quintales de 100 libras',
        'cwt',
        'hundredweight',
        'short hundredweight',
      ],
      // A plain 'quintal' may also be the metric quintal of 100 kg.
      alsoMeans: { units: ['quintales_metricos'], names: ['quintal', 'quintales'] },
      group: 'regional',
      extra: true,
    },
    // The market arroba of 25 libras, a quarter of that quintal: 25 × 0.45359237 kg = 11.33980925 kg. Markets that
    // count in other libras give it 11.5 kg (Peru) or 12.5 kg (Colombia), hence "aprox." (D24).
    arrobas: {
      name: 'Arrobas (25 lb)',
      symbol: '@',
      label: 'Arrobas de 25 lb (aprox.)',
      rule: { kind: 'linear', factor: 25 * POUND },
      singular: 'arroba',
      plural: 'arrobas',
      aliases: ['arroba de 25 libras', 'arrobas de 25 libras'],
      group: 'regional',
      extra: true,
    },
  },
} as const satisfies Family;
