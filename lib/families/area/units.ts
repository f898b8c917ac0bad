import { FOOT, INCH, MILE, VARA_CASTELLANA, VARA_CHILE, VARA_MEXICO, YARD } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: square metre. International foot (1959): 1 ft² = 0.3048² m² = 0.09290304 m²; international acre
// = 43 560 ft² = 4046.8564224 m²; 1 ha = 10⁴ m² (D7).
//
// D24 adds the SI squares, the are, the square yard, inch and mile, and the land units of Spanish America whose
// size follows from a legal vara. Central America's vara cuadrada and manzana take the Castilian vara of
// 0.835905 m: Guatemala, Honduras and El Salvador round it three ways (0.8359, 0.835, 0.836 m), hence "aprox.".
// Left out for want of a legal value: the fanegada (Colombia's metrology institute finds no reliable equivalence),
// the Dominican tarea, the Cuban and Guatemalan caballerías and the cuadras of Argentina, Uruguay and Paraguay.
export const area = {
  key: 'area',
  base: 'metros_cuadrados',
  decimals: 4,
  defaults: ['metros_cuadrados', 'pies_cuadrados'],
  units: {
    metros_cuadrados: {
      symbol: 'm²',
      rule: { kind: 'linear', factor: 1 },
      singular: 'metro cuadrado',
      plural: 'metros cuadrados',
      aliases: [
        'm2',
        'm^2',
        'mt2',
        'mts2',
        'mts²',
        'mts cuadrados',
        'sq m',
        'square meter',
        'square meters',
        'ca',
        'centiárea',
        'centiáreas',
      ],
      // D38: 'metros' beside another area ('3 yardas cuadradas en metros') is the square metre, said so; alone it stays
      // the metre. So for the foot and the centimetre below.
      bareNames: ['metro', 'metros', 'm', 'mts'],
      group: 'metrico',
    },
    pies_cuadrados: {
      symbol: 'ft²',
      rule: { kind: 'linear', factor: FOOT ** 2 },
      singular: 'pie cuadrado',
      plural: 'pies cuadrados',
      aliases: ['ft2', 'ft^2', 'sq ft', 'sqft', 'pies2', 'square foot', 'square feet'],
      bareNames: ['pie', 'pies', 'ft'],
      group: 'anglosajon',
    },
    kilometros_cuadrados: {
      symbol: 'km²',
      rule: { kind: 'linear', factor: 1000000 },
      singular: 'kilómetro cuadrado',
      plural: 'kilómetros cuadrados',
      aliases: ['km2', 'km^2', 'kms2', 'sq km', 'square kilometer', 'square kilometers'],
      group: 'metrico',
    },
    hectareas: {
      symbol: 'ha',
      rule: { kind: 'linear', factor: 10000 },
      singular: 'hectárea',
      plural: 'hectáreas',
      aliases: ['ha.', 'has', 'hm²', 'hm2', 'hectómetro cuadrado', 'hectómetros cuadrados', 'hectare', 'hectares'],
      group: 'metrico',
    },
    acres: {
      symbol: 'ac',
      rule: { kind: 'linear', factor: 43560 * FOOT ** 2 },
      singular: 'acre',
      plural: 'acres',
      aliases: ['ac.', 'acre internacional', 'acres internacionales'],
      group: 'anglosajon',
    },
    centimetros_cuadrados: {
      symbol: 'cm²',
      rule: { kind: 'linear', factor: 0.0001 },
      singular: 'centímetro cuadrado',
      plural: 'centímetros cuadrados',
      aliases: ['cm2', 'cm^2', 'cms2', 'sq cm', 'square centimeter', 'square centimeters'],
      bareNames: ['centímetro', 'centímetros', 'cm'],
      group: 'metrico',
    },
    // SI Brochure, 9th ed. (2019): 1 mm² = (10⁻³ m)² = 10⁻⁶ m².
    milimetros_cuadrados: {
      symbol: 'mm²',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'milímetro cuadrado',
      plural: 'milímetros cuadrados',
      aliases: ['mm2', 'mm^2', 'sq mm', 'square millimeter', 'square millimeters'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure, 9th ed. (2019): 1 dm² = (10⁻¹ m)² = 10⁻² m².
    decimetros_cuadrados: {
      symbol: 'dm²',
      rule: { kind: 'linear', factor: 0.01 },
      singular: 'decímetro cuadrado',
      plural: 'decímetros cuadrados',
      aliases: ['dm2', 'dm^2', 'square decimeter', 'square decimeters'],
      group: 'metrico',
      extra: true,
    },
    // NIST SP 811 (2008) B.8: 1 are (a) = 1 dam² = 100 m², the root of the hectare's name.
    areas: {
      symbol: 'a',
      rule: { kind: 'linear', factor: 100 },
      singular: 'área',
      plural: 'áreas',
      aliases: ['dam²', 'dam2', 'decámetro cuadrado', 'decámetros cuadrados', 'are', 'ares'],
      group: 'metrico',
      extra: true,
    },
    // International yard and pound agreement (1959): 1 yd² = 0.9144² m² = 0.83612736 m².
    yardas_cuadradas: {
      symbol: 'yd²',
      rule: { kind: 'linear', factor: YARD ** 2 },
      singular: 'yarda cuadrada',
      plural: 'yardas cuadradas',
      aliases: ['yd2', 'yd^2', 'sq yd', 'square yard', 'square yards'],
      group: 'anglosajon',
      extra: true,
    },
    // International yard and pound agreement (1959): 1 in² = 0.0254² m² = 0.00064516 m².
    pulgadas_cuadradas: {
      symbol: 'in²',
      rule: { kind: 'linear', factor: INCH ** 2 },
      singular: 'pulgada cuadrada',
      plural: 'pulgadas cuadradas',
      aliases: ['in2', 'in^2', 'sq in', 'pulg²', 'pulg2', 'square inch', 'square inches'],
      group: 'anglosajon',
      extra: true,
    },
    // International yard and pound agreement (1959): 1 mi² = 1609.344² m² = 2 589 988.110336 m² (640 acres).
    millas_cuadradas: {
      symbol: 'mi²',
      rule: { kind: 'linear', factor: MILE ** 2 },
      singular: 'milla cuadrada',
      plural: 'millas cuadradas',
      aliases: ['mi2', 'mi^2', 'sq mi', 'square mile', 'square miles'],
      group: 'anglosajon',
      extra: true,
    },
    // Castilian vara of the Spanish tables of 1852 (0.835905 m) squared: 0.835905² = 0.698737169025 m²; aprox.
    varas_cuadradas: {
      symbol: 'v²',
      label: 'Varas cuadradas (Guatemala, Honduras, El Salvador; aprox.)',
      rule: { kind: 'linear', factor: VARA_CASTELLANA ** 2 },
      singular: 'vara cuadrada',
      plural: 'varas cuadradas',
      aliases: ['v2', 'vr²', 'vr2', 'vrs2', 'vara²', 'varas²', 'varas2'],
      group: 'regional',
      extra: true,
    },
    // UN, World Weights and Measures (1955): manzana = 10 000 varas cuadradas = 6987.37169025 m² with that vara.
    // Written out: 10000 * VARA_CASTELLANA ** 2 rounds to 6987.371690250001 (__tests__/units/constants.test.ts).
    manzanas: {
      symbol: 'mz',
      label: 'Manzanas (Guatemala, Honduras, El Salvador; aprox.)',
      rule: { kind: 'linear', factor: 6987.37169025 },
      singular: 'manzana',
      plural: 'manzanas',
      aliases: ['mz.', 'mzs', 'mza', 'mzas'],
      group: 'regional',
      extra: true,
    },
    // Mexico, table of land measures of the Republic (1853): 1104 × 552 varas of 0.838 m = 609 408 × 0.702244 m².
    caballerias_mexico: {
      name: 'Caballerías (México)',
      symbol: 'caballerías (México)',
      one: 'caballería (México)',
      label: 'Caballerías (México)',
      rule: { kind: 'linear', factor: 1104 * 552 * VARA_MEXICO ** 2 },
      singular: 'caballería mexicana',
      plural: 'caballerías mexicanas',
      aliases: ['caballería de México', 'caballerías de México', 'caballería de tierra mexicana'],
      group: 'regional',
      extra: true,
    },
    // Chile, ley de 29-01-1848: cuadra = 150 varas of 0.836 m = 125.4 m; the land cuadra is its square, 15 725.16 m²
    // (150² varas²: (150 * VARA_CHILE) ** 2 would round to 15725.159999999998).
    cuadras_chile: {
      name: 'Cuadras (Chile)',
      symbol: 'cuadras (Chile)',
      one: 'cuadra (Chile)',
      label: 'Cuadras (Chile)',
      rule: { kind: 'linear', factor: 22500 * VARA_CHILE ** 2 },
      singular: 'cuadra chilena',
      plural: 'cuadras chilenas',
      aliases: ['cuadra de Chile', 'cuadras de Chile', 'cuadra cuadrada chilena', 'cuadras cuadradas chilenas'],
      group: 'regional',
      extra: true,
    },
  },
} as const satisfies Family;
