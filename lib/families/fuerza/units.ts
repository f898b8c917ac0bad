import { G0, POUND } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: newton. Definitions (D7): 1 dyn = 10⁻⁵ N (CGS); 1 kgf = 9.80665 N (standard gravity, 3rd CGPM
// 1901); 1 lbf = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N exactly.
export const fuerza = {
  key: 'fuerza',
  base: 'newtons',
  decimals: 6,
  defaults: ['newtons', 'kilogramos_fuerza'],
  units: {
    dynes: {
      symbol: 'dyn',
      rule: { kind: 'linear', factor: 0.00001 },
      singular: 'dina',
      plural: 'dinas',
      aliases: ['dyne', 'dynes'],
      group: 'cientifico',
    },
    kilogramos_fuerza: {
      symbol: 'kgf',
      rule: { kind: 'linear', factor: G0 },
      singular: 'kilogramo-fuerza',
      plural: 'kilogramos-fuerza',
      aliases: [
        'kg-f',
        'kilogramo fuerza',
        'kilogramos fuerza',
        'kilo fuerza',
        'kilos fuerza',
        'kilo-fuerza',
        'kilos-fuerza',
        'kg fuerza',
        'kilopondio',
        'kilopondios',
        'kp',
        'kilogram-force',
      ],
      // D38: 'kilos' beside a force ('10 kilos a newtons') is the kilogram-force, the weight of a kilogram under
      // standard gravity, said so; alone it stays the mass. So for the pound-force below.
      bareNames: ['kilo', 'kilos', 'kg', 'kilogramo', 'kilogramos'],
      group: 'metrico',
    },
    newtons: {
      symbol: 'N',
      rule: { kind: 'linear', factor: 1 },
      singular: 'newton',
      plural: 'newtons',
      aliases: ['newtones', 'neutons', 'kg·m/s²', 'kg m/s2'],
      group: 'metrico',
    },
    libras_fuerza: {
      symbol: 'lbf',
      rule: { kind: 'linear', factor: POUND * G0 },
      singular: 'libra-fuerza',
      plural: 'libras-fuerza',
      aliases: [
        'lb-f',
        'lbs-f',
        'libra fuerza',
        'libras fuerza',
        'lb fuerza',
        'lbs fuerza',
        'pound-force',
        'pounds-force',
        'pound force',
      ],
      bareNames: ['libra', 'libras', 'lb', 'lbs'],
      group: 'anglosajon',
    },
    // SI Brochure 9th ed.: the prefix kilo = 10³.
    kilonewtons: {
      symbol: 'kN',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilonewton',
      plural: 'kilonewtons',
      aliases: ['kilonewtones'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: kilogram-force = 9.80665 N (3rd CGPM, 1901); the tonne-force is 1000 kgf.
    toneladas_fuerza: {
      symbol: 'tf',
      label: 'Toneladas-fuerza métricas (tf)',
      rule: { kind: 'linear', factor: 1000 * G0 },
      singular: 'tonelada-fuerza',
      plural: 'toneladas-fuerza',
      aliases: [
        'tnf',
        't-f',
        'tonelada fuerza',
        'toneladas fuerza',
        'tonelada-fuerza métrica',
        'toneladas-fuerza métricas',
        'tonne-force',
        'metric ton-force',
      ],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: kilogram-force = 9.80665 N (3rd CGPM, 1901); the gram-force is kgf / 1000.
    gramos_fuerza: {
      symbol: 'gf',
      rule: { kind: 'linear', factor: G0 / 1000 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [G0, 1000],
      singular: 'gramo-fuerza',
      plural: 'gramos-fuerza',
      aliases: ['g-f', 'gramo fuerza', 'gramos fuerza', 'gr fuerza', 'pondio', 'pondios', 'gram-force'],
      bareNames: ['gramo', 'gramos', 'g', 'gr'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: ounce (avoirdupois)-force = lbf / 16 = 0.27801385095378125 N.
    onzas_fuerza: {
      symbol: 'ozf',
      rule: { kind: 'linear', factor: (POUND * G0) / 16 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [POUND * G0, 16],
      singular: 'onza-fuerza',
      plural: 'onzas-fuerza',
      aliases: ['oz-f', 'onza fuerza', 'onzas fuerza', 'oz fuerza', 'ounce-force', 'ounces-force'],
      group: 'anglosajon',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: kip = 1000 lbf = 4448.2216152605 N.
    kips: {
      symbol: 'kip',
      rule: { kind: 'linear', factor: 1000 * POUND * G0 },
      singular: 'kip',
      plural: 'kips',
      aliases: [
        'klbf',
        'kipf',
        'kilolibra-fuerza',
        'kilolibras-fuerza',
        'kilolibra fuerza',
        'kilolibras fuerza',
        'kilopound-force',
      ],
      group: 'anglosajon',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: poundal = 1 lb × 1 ft/s² = 0.45359237 kg × 0.3048 m/s² = 0.138254954376 N
    // (written out: POUND * FOOT rounds to 0.13825495437600002).
    poundals: {
      symbol: 'pdl',
      rule: { kind: 'linear', factor: 0.138254954376 },
      singular: 'poundal',
      plural: 'poundals',
      aliases: ['poundales'],
      group: 'anglosajon',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: ton-force (2000 lbf) = 8896.443230521 N, the US short ton.
    toneladas_fuerza_cortas: {
      name: 'Toneladas-fuerza cortas (EE. UU.)',
      symbol: 'tonf (EE. UU.)',
      label: 'Toneladas-fuerza cortas de EE. UU. (2000 lbf)',
      rule: { kind: 'linear', factor: 2000 * POUND * G0 },
      singular: 'tonelada-fuerza corta',
      plural: 'toneladas-fuerza cortas',
      aliases: [
        'tonf',
        'tonelada fuerza corta',
        'toneladas fuerza cortas',
        'tonelada-fuerza estadounidense',
        'toneladas-fuerza estadounidenses',
        'short ton-force',
        'ton-force',
      ],
      group: 'anglosajon',
      extra: true,
    },
  },
} as const satisfies Family;
