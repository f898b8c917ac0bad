import { peso } from '@/lib/families/peso/units';
import { IMPERIAL_GALLON, US_GALLON } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: milligram of calcium carbonate per litre (mg/L CaCO₃, the 'ppm' of water hardness). Hardness is the
// calcium and magnesium dissolved in water, counted in moles and written as the mass of one compound that would hold
// as many: calcium carbonate here and in the French degree, calcium oxide in the German one. It is its own family, not
// a group of the concentration page: '17.85 mg/L' is a hardness only 'as CaCO₃' (the same water is 10 mg/L 'as CaO'),
// so a hardness never converts to a plain mass concentration or a fraction.
//
// Molar masses from the IUPAC standard atomic weights, conventional values (CIAAW, 'Standard atomic weights of the
// elements 2021', Pure Appl. Chem. 94, 2022): Ca 40.078, C 12.011, O 15.999. They are tabulated figures, not definitions,
// so every conversion through them is approximate (D33): the base is chosen so that the one figure written as a
// defined decimal, the millimole's 100.086 mg, never meets another unit on a pair page that would call it exact.
/** CaCO₃: 40.078 + 12.011 + 3 × 15.999 = 100.086 g/mol. */
export const CACO3_G_PER_MOL = 100.086;
/** CaO: 40.078 + 15.999 = 56.077 g/mol (the sum in floating point is 56.077000000000005). */
export const CAO_G_PER_MOL = 56.077;

/** International yard and pound agreement (1959): 1 grain = 64.79891 mg, the weight page's grain (in kg). */
const GRAIN_MG = peso.units.granos.rule.factor * 1e6;

/** D33: a mole of CaCO₃ weighs its molar mass, a conventional figure: a mmol/L in mg/L is approximate. */
const MOLAR_MASS = 'masa molar del CaCO₃';

export const durezaDelAgua = {
  key: 'dureza-del-agua',
  base: 'miligramos_por_litro_caco3',
  // The decimals of a water report: 17.85 mg/L, 8.4 °dH, 2.5 mmol/L; never fewer than 4 significant digits (D8).
  decimals: 2,
  defaults: ['miligramos_por_litro_caco3', 'grados_alemanes'],
  // D25: 1 mg/L is no water anybody drinks; 200 mg/L CaCO₃, very hard in the WHO's classes, is a common tap water.
  defaultValue: '200',
  // A hardness, like any amount of dissolved salts, cannot be negative.
  refusesNegative: true,
  units: {
    // Hardness as CaCO₃: the mass of calcium carbonate holding as many moles of Ca²⁺ + Mg²⁺ as the water (WHO,
    // Hardness in drinking-water, WHO/HSE/WSH/10.01/10/Rev/1, 2011; APHA Standard Methods 2340). 'ppm' is its name
    // in water reports and test strips, a mass per litre read at water's 1 kg/L.
    miligramos_por_litro_caco3: {
      name: 'Miligramos por litro de CaCO₃',
      label: 'Miligramos por litro de CaCO₃ (mg/L = ppm)',
      symbol: 'mg/L CaCO₃',
      rule: { kind: 'linear', factor: 1 },
      singular: 'miligramo por litro de CaCO₃',
      plural: 'miligramos por litro de CaCO₃',
      slug: 'ppm de CaCO3',
      aliases: [
        'ppm',
        'ppm caco3',
        'ppm de caco3',
        'ppm como caco3',
        'ppm de carbonato de calcio',
        'ppm de carbonato cálcico',
        'partes por millón de caco3',
        'mg/l caco3',
        'mg/l de caco3',
        'mg/l como caco3',
        'mg caco3/l',
        'mg/l caco₃',
        'mg/l de caco₃',
        'ppm de caco₃',
        'ppm caco₃',
        'mg/l de carbonato de calcio',
        'miligramos por litro de carbonato de calcio',
        'miligramos por litro de carbonato cálcico',
        'miligramos de carbonato de calcio por litro',
      ],
    },
    // The French degree (degré français, °f or °fH), the unit of the 'titre hydrotimétrique' of France, Belgium and
    // Switzerland: 10 mg of CaCO₃ per litre, exactly 10 of the base unit (about 0.1 mmol/L, 1/5 meq/L).
    grados_franceses: {
      symbol: '°fH',
      rule: { kind: 'linear', factor: 10 },
      singular: 'grado francés',
      plural: 'grados franceses',
      aliases: ['°f', 'fh', '°fh', 'ºf', 'ºfh', 'gf', 'degré français', 'degrés français', 'grado de dureza francés'],
    },
    // The German degree (deutsche Härte, °dH): 10 mg of CaO per litre, i.e. 10 / 56.077 mmol/L, as CaCO₃
    // 10 × 100.086 / 56.077 = 17.848 mg/L. German utilities, giving the classes of the detergents act (WRMG 2007) in
    // mmol/L, quote 1 mmol/L = 5.6 °dH (100.086 / 17.848 = 5.6077).
    grados_alemanes: {
      symbol: '°dH',
      rule: { kind: 'linear', factor: (10 * CACO3_G_PER_MOL) / CAO_G_PER_MOL },
      // D33: CaO against CaCO₃ through their molar masses (conventional atomic weights): approximate.
      convention: 'masas molares del CaO y del CaCO₃',
      singular: 'grado alemán',
      plural: 'grados alemanes',
      aliases: [
        '°d',
        'dh',
        '°dh',
        'ºdh',
        'gh',
        '°gh',
        'dgh',
        '°dgh',
        'deutsche härte',
        'grado de dureza alemán',
        'grados de dureza alemanes',
        'grado de dureza general',
        'german degree',
      ],
    },
    // The English or Clark degree: 1 grain of CaCO₃ per imperial gallon, 64.79891 mg / 4.54609 L = 14.254 mg/L
    // (UK Weights and Measures Act 1985 for the gallon; the degree named after the chemist Thomas Clark).
    grados_ingleses: {
      name: 'Grados ingleses (Clark)',
      label: 'Grados ingleses o Clark (°e)',
      symbol: '°e',
      rule: { kind: 'linear', factor: GRAIN_MG / IMPERIAL_GALLON },
      singular: 'grado inglés',
      plural: 'grados ingleses',
      aliases: ['°clark', 'clark', 'grado clark', 'grados clark', 'ºe', 'english degree', 'grano por galón imperial'],
    },
    // The grain per US gallon of CaCO₃ (gpg), the softener industry's unit in the United States: 64.79891 mg /
    // 3.785411784 L = 17.118 mg/L (NIST Handbook 44 appendix C for the gallon).
    granos_por_galon: {
      name: 'Granos por galón (EE. UU.)',
      label: 'Granos por galón de EE. UU. (gpg)',
      symbol: 'gpg',
      rule: { kind: 'linear', factor: GRAIN_MG / US_GALLON },
      singular: 'grano por galón',
      plural: 'granos por galón',
      aliases: [
        'grains per gallon',
        'grain per gallon',
        'granos por galon',
        'gr/gal',
        'granos por galón estadounidense',
      ],
    },
    // Millimoles of Ca²⁺ + Mg²⁺ per litre, the SI unit of hardness (ISO 6059; the German WRMG's 'Millimol
    // Calciumcarbonat je Liter'): 1 mmol of CaCO₃ weighs 100.086 mg.
    milimoles_por_litro: {
      symbol: 'mmol/L',
      rule: { kind: 'linear', factor: CACO3_G_PER_MOL },
      convention: MOLAR_MASS,
      singular: 'milimol por litro',
      plural: 'milimoles por litro',
      aliases: ['mmol/l', 'mmol', 'mmol/lt', 'milimoles/litro', 'mmol/l caco3', 'mmol/l de caco3', 'millimol/l'],
    },
    // Milliequivalents per litre (mval/L in German use): Ca²⁺ and Mg²⁺ carry two charges, so 1 meq/L = 0.5 mmol/L
    // (IUPAC Gold Book, 'equivalent entity'), 50.043 mg/L CaCO₃.
    miliequivalentes_por_litro: {
      symbol: 'meq/L',
      rule: { kind: 'linear', factor: CACO3_G_PER_MOL / 2 },
      convention: MOLAR_MASS,
      singular: 'miliequivalente por litro',
      plural: 'miliequivalentes por litro',
      aliases: ['meq/l', 'meq', 'mval/l', 'mval', 'mequiv/l', 'miliequivalentes/litro'],
      extra: true,
    },
  },
} as const satisfies Family;
