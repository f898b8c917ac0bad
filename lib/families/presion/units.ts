import { G0, INCH, POUND } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: pascal. Defined values (D7): standard atmosphere 101325 Pa (10th CGPM, 1954), bar 10⁵ Pa,
// mbar 100 Pa, barye (CGS, 1 dyn/cm²) 0.1 Pa, psi = lbf/in² = 0.45359237 × 9.80665 / 0.0254² Pa =
// 6894.757293168361… Pa to full double precision (the avoirdupois pound-force on the international inch; the
// documents' truncated 6894.757293168 showed wrong trailing digits at large values), conventional mmHg
// 133.322387415 Pa, inHg = 25.4 × mmHg = 3386.388640341 Pa (exact: the inch times the conventional mmHg), inH₂O
// (conventional, water at 1000 kg/m³) 249.08891 Pa. The columns of mercury and water weigh with standard gravity, G0 (lib/units/constants.ts).
// 'poises' is left out: the poise measures dynamic viscosity, not pressure (D7); the page's note says why.
// D24: the hectopascal is exactly the millibar (100 Pa), so it is a name of 'milibares', not a second unit.

/**
 * The conventional mmHg (NIST SP 811 (2008) appendix B: 133.3224 Pa) is a column 1 mm high of mercury of the
 * conventional density 13 595.1 kg/m³ under g₀: 13 595.1 × 9.80665 × 0.001 = 133.322387415 Pa exactly.
 */
const MERCURY_DENSITY = 13595.1;

export const presion = {
  key: 'presion',
  base: 'pascales',
  decimals: 6,
  defaults: ['atmosferas', 'pascales'],
  units: {
    atmosferas: {
      symbol: 'atm',
      rule: { kind: 'linear', factor: 101325 },
      singular: 'atmósfera',
      plural: 'atmósferas',
      aliases: ['atmósfera estándar', 'atmósferas estándar', 'atmosphere', 'atmospheres', 'atms'],
      group: 'cientifico',
    },
    barries: {
      symbol: 'Ba',
      rule: { kind: 'linear', factor: 0.1 },
      singular: 'baria',
      plural: 'barias',
      aliases: [
        'barye',
        'baryes',
        'dyn/cm2',
        'dyn/cm²',
        'dina por centímetro cuadrado',
        'dinas por centímetro cuadrado',
      ],
      group: 'cientifico',
    },
    bares: {
      symbol: 'bar',
      rule: { kind: 'linear', factor: 100000 },
      singular: 'bar',
      plural: 'bares',
      aliases: ['bars'],
      group: 'metrico',
    },
    pulgadas_mercurio: {
      symbol: 'inHg',
      rule: { kind: 'linear', factor: MERCURY_DENSITY * G0 * INCH },
      singular: 'pulgada de mercurio',
      plural: 'pulgadas de mercurio',
      aliases: [
        'in hg',
        'in. hg',
        '"hg',
        'pulg hg',
        'pulgadas hg',
        'pulgadas de hg',
        'inch of mercury',
        'inches of mercury',
      ],
      group: 'anglosajon',
    },
    // Conventional water of 1000 kg/m³ under g₀, one inch high: 1000 × 9.80665 × 0.0254 = 249.08891 Pa (written out:
    // 1000 * G0 * INCH rounds to 249.08890999999997).
    pulgadas_agua: {
      symbol: 'inH₂O',
      rule: { kind: 'linear', factor: 249.08891 },
      singular: 'pulgada de agua',
      plural: 'pulgadas de agua',
      aliases: [
        'inh2o',
        'in h2o',
        'in h₂o',
        'inwc',
        'in wc',
        'iwg',
        'pca',
        'pulgada de columna de agua',
        'pulgadas de columna de agua',
        'inch of water',
        'inches of water',
      ],
      group: 'anglosajon',
    },
    milibares: {
      symbol: 'mbar',
      label: 'Milibares o hectopascales (mbar, hPa)',
      rule: { kind: 'linear', factor: 100 },
      singular: 'milibar',
      plural: 'milibares',
      aliases: ['mb', 'millibar', 'millibars', 'hpa', 'hectopascal', 'hectopascales', 'hectopascals'],
      group: 'metrico',
    },
    milimetros_mercurio: {
      symbol: 'mmHg',
      rule: { kind: 'linear', factor: (MERCURY_DENSITY * G0) / 1000 },
      singular: 'milímetro de mercurio',
      plural: 'milímetros de mercurio',
      aliases: ['mm hg', 'mm de hg', 'mm de mercurio', 'millimeter of mercury', 'millimetres of mercury'],
      group: 'otras',
    },
    pascales: {
      symbol: 'Pa',
      rule: { kind: 'linear', factor: 1 },
      singular: 'pascal',
      plural: 'pascales',
      aliases: ['pascals', 'n/m2', 'n/m²'],
      group: 'metrico',
    },
    // lbf/in² = POUND * G0 / INCH ** 2 = 8 896 443 230 521 / 1 290 320 000 Pa = 6894.75729316836133672… Pa, a
    // repeating decimal. The expression rounds to 6894.757293168361, the double below; 6894.757293168362 is the
    // shortest decimal of the double nearest the exact value (__tests__/units/constants.test.ts).
    psi: {
      symbol: 'psi',
      rule: { kind: 'linear', factor: 6894.757293168362 },
      singular: 'libra por pulgada cuadrada',
      plural: 'libras por pulgada cuadrada',
      aliases: [
        'psig',
        'psia',
        'lb/in2',
        'lb/in²',
        'lbf/in2',
        'lbf/in²',
        'lb/pulg2',
        'lb/pulg²',
        'libra de presión',
        'libras de presión',
        'pounds per square inch',
      ],
      // D38: the 'libras' of a tyre ('32 libras a bar') beside another pressure, said so; alone it stays the mass.
      bareNames: ['libra', 'libras', 'lb', 'lbs'],
      group: 'anglosajon',
    },
    // SI Brochure 9th ed.: the prefix kilo = 10³.
    kilopascales: {
      symbol: 'kPa',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilopascal',
      plural: 'kilopascales',
      aliases: ['kilopascals'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure 9th ed.: the prefix mega = 10⁶; 1 MPa = 1 N/mm².
    megapascales: {
      symbol: 'MPa',
      rule: { kind: 'linear', factor: 1000000 },
      singular: 'megapascal',
      plural: 'megapascales',
      aliases: ['megapascals', 'n/mm2', 'n/mm²'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: torr = 101325/760 Pa (1/760 of the standard atmosphere).
    torr: {
      symbol: 'Torr',
      rule: { kind: 'linear', factor: 101325 / 760 },
      singular: 'torr',
      plural: 'torr',
      aliases: ['torrs', 'torricelli'],
      group: 'cientifico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: kilogram-force per square centimetre = 9.80665 N / 10⁻⁴ m² = 98066.5 Pa.
    kilogramos_fuerza_cm2: {
      symbol: 'kgf/cm²',
      rule: { kind: 'linear', factor: 10000 * G0 },
      singular: 'kilogramo-fuerza por centímetro cuadrado',
      plural: 'kilogramos-fuerza por centímetro cuadrado',
      aliases: [
        'kgf/cm2',
        'kg/cm2',
        'kg/cm²',
        'kp/cm2',
        'kp/cm²',
        'kilogramo por centímetro cuadrado',
        'kilogramos por centímetro cuadrado',
        'kilogramo fuerza por centímetro cuadrado',
        'kilogramos fuerza por centímetro cuadrado',
        'kilos de presión',
        'at',
        'atmósfera técnica',
        'atmósferas técnicas',
      ],
      // D38: the 'kilos' of a tyre or a boiler ('2 kilos a bar') beside another pressure, said so.
      bareNames: ['kilo', 'kilos'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: conventional metre of water = 1000 kg/m³ × 9.80665 m/s² × 1 m = 9806.65 Pa.
    metros_columna_agua: {
      symbol: 'mH₂O',
      rule: { kind: 'linear', factor: 1000 * G0 },
      singular: 'metro de columna de agua',
      plural: 'metros de columna de agua',
      aliases: ['mh2o', 'm h2o', 'mca', 'm.c.a.', 'm c a', 'm c. a.', 'mwc', 'metro de agua', 'metros de agua'],
      group: 'otras',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: conventional centimetre of water = 9806.65 Pa / 100 = 98.0665 Pa (written out:
    // 10 * G0 rounds to 98.06649999999999).
    centimetros_columna_agua: {
      symbol: 'cmH₂O',
      rule: { kind: 'linear', factor: 98.0665 },
      singular: 'centímetro de columna de agua',
      plural: 'centímetros de columna de agua',
      aliases: [
        'cmh2o',
        'cm h2o',
        'cmca',
        'cm.c.a.',
        'cm c a',
        'cm de agua',
        'centímetro de agua',
        'centímetros de agua',
      ],
      group: 'otras',
      extra: true,
    },
    // NIST SP 811 (2008) appendix B: kip per square inch = 1000 psi = 1000 lbf/in² = 6 894 757.293168361… Pa.
    ksi: {
      symbol: 'ksi',
      rule: { kind: 'linear', factor: (1000 * POUND * G0) / INCH ** 2 },
      singular: 'kilolibra por pulgada cuadrada',
      plural: 'kilolibras por pulgada cuadrada',
      aliases: ['kpsi', 'kip/in2', 'kip/in²', 'kips por pulgada cuadrada', 'kip por pulgada cuadrada'],
      group: 'anglosajon',
      extra: true,
    },
  },
} as const satisfies Family;
