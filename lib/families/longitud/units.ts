import {
  FOOT,
  INCH,
  JULIAN_YEAR,
  MILE,
  NAUTICAL_MILE,
  SPEED_OF_LIGHT,
  VARA_CASTELLANA,
  VARA_CHILE,
  VARA_MEXICO,
  YARD,
} from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: metre. International yard and pound agreement (1959): 1 ft = 0.3048 m, 1 in = 0.0254 m,
// 1 mi = 1609.344 m exactly (D7); these and the varas are lib/units/constants.ts.
//
// D24 adds the SI submultiples, the yard, the nautical mile, the IAU's astronomical lengths and the traditional
// varas and leguas of the countries whose law fixed them in metres. Those have no symbol of their own, so, like the
// Castilian weights, the result line writes their names ('1 vara (México) → 0.838 m'). The bare 'vara' and 'legua'
// lead to the Castilian ones, the common origin of the others; every country's vara answers to its own adjective
// ('vara mexicana', 'vara granadina'). The nautical mile is 'nmi': 'NM' and 'M' would read as nanometres and metres
// once case is ignored. Left out for want of one legal value: the legua of Argentina (6000 varas in Buenos Aires,
// 5000 in Tucumán), the Colombian legua (no legal value found) and the varas of Central America (see the area page).
export const longitud = {
  key: 'longitud',
  base: 'metros',
  decimals: 4,
  defaults: ['metros', 'pies'],
  units: {
    metros: {
      symbol: 'm',
      rule: { kind: 'linear', factor: 1 },
      singular: 'metro',
      plural: 'metros',
      aliases: ['m.', 'mt', 'mts', 'mtrs', 'meter', 'meters', 'metre', 'metres'],
      group: 'metrico',
    },
    centimetros: {
      symbol: 'cm',
      rule: { kind: 'linear', factor: 0.01 },
      singular: 'centímetro',
      plural: 'centímetros',
      aliases: ['cm.', 'cms', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
      group: 'metrico',
    },
    kilometros: {
      symbol: 'km',
      rule: { kind: 'linear', factor: 1000 },
      singular: 'kilómetro',
      plural: 'kilómetros',
      aliases: ['km.', 'kms', 'kilometer', 'kilometers', 'kilometre', 'kilometres'],
      group: 'metrico',
    },
    pies: {
      symbol: 'ft',
      rule: { kind: 'linear', factor: FOOT },
      singular: 'pie',
      plural: 'pies',
      aliases: ['ft.', "'", '′', 'pie inglés', 'pies ingleses', 'foot', 'feet'],
      group: 'anglosajon',
    },
    pulgadas: {
      symbol: 'in',
      rule: { kind: 'linear', factor: INCH },
      singular: 'pulgada',
      plural: 'pulgadas',
      aliases: ['in.', 'pulg', 'pulg.', 'plg', '"', '″', "''", 'inch', 'inches'],
      group: 'anglosajon',
      fractions: true,
    },
    millas: {
      symbol: 'mi',
      rule: { kind: 'linear', factor: MILE },
      singular: 'milla',
      plural: 'millas',
      aliases: ['mi.', 'milla terrestre', 'millas terrestres', 'milla inglesa', 'millas inglesas', 'mile', 'miles'],
      group: 'anglosajon',
    },
    // SI Brochure, 9th ed. (2019), table 7: milli = 10⁻³.
    milimetros: {
      symbol: 'mm',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'milímetro',
      plural: 'milímetros',
      aliases: ['mm.', 'millimeter', 'millimeters', 'millimetre', 'millimetres'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure, 9th ed. (2019), table 7: micro = 10⁻⁶; 'micra' is the name the RAE dictionary gives it.
    micrometros: {
      symbol: 'µm',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'micrómetro',
      plural: 'micrómetros',
      aliases: ['μm', 'um', 'micra', 'micras', 'micrón', 'micrones', 'micrometer', 'micrometers', 'microns'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure, 9th ed. (2019), table 7: nano = 10⁻⁹.
    nanometros: {
      symbol: 'nm',
      rule: { kind: 'linear', factor: 0.000000001 },
      singular: 'nanómetro',
      plural: 'nanómetros',
      aliases: ['nanometer', 'nanometers', 'nanometre', 'nanometres'],
      group: 'metrico',
      extra: true,
    },
    // SI Brochure, 9th ed. (2019), table 7: deci = 10⁻¹.
    decimetros: {
      symbol: 'dm',
      rule: { kind: 'linear', factor: 0.1 },
      singular: 'decímetro',
      plural: 'decímetros',
      aliases: ['dm.', 'decimeter', 'decimeters', 'decimetre', 'decimetres'],
      group: 'metrico',
      extra: true,
    },
    // International yard and pound agreement (1959): 1 yd = 3 ft = 0.9144 m exactly.
    yardas: {
      symbol: 'yd',
      rule: { kind: 'linear', factor: YARD },
      singular: 'yarda',
      plural: 'yardas',
      aliases: ['yd.', 'yds', 'yard', 'yards'],
      group: 'anglosajon',
      extra: true,
    },
    // SI Brochure, 8th ed. (2006), table 8, and NIST SP 811 (2008) B.8: 1 Å = 0.1 nm = 10⁻¹⁰ m exactly. The symbol
    // only in its exact case: with case and accents ignored 'Å' is 'a', the are and the year of other pages and the
    // 'a' of '5 m a pies'; for the same reason a plain 'A' is not one of its spellings.
    angstroms: {
      symbol: 'Å',
      rule: { kind: 'linear', factor: 1e-10 },
      singular: 'ángstrom',
      plural: 'ángstroms',
      aliases: ['ångström', 'ångströms', 'angstrom', 'angstroms'],
      exactAliases: ['Å'],
      group: 'cientifico',
      extra: true,
    },
    // IAU 2012 resolution B2: 1 au = 149 597 870 700 m exactly, symbol au.
    unidades_astronomicas: {
      symbol: 'au',
      rule: { kind: 'linear', factor: 149597870700 },
      singular: 'unidad astronómica',
      plural: 'unidades astronómicas',
      aliases: ['ua', 'astronomical unit', 'astronomical units'],
      group: 'cientifico',
      extra: true,
    },
    // IAU: light travels 299 792 458 m/s for one Julian year of 365.25 × 86 400 s = 9 460 730 472 580 800 m.
    anos_luz: {
      symbol: 'al',
      rule: { kind: 'linear', factor: SPEED_OF_LIGHT * JULIAN_YEAR },
      singular: 'año luz',
      plural: 'años luz',
      aliases: ['ly', 'año-luz', 'años-luz', 'ano luz', 'anos luz', 'light year', 'light years', 'light-year'],
      group: 'cientifico',
      extra: true,
    },
    // IAU 2015 resolution B2: 1 pc = (648 000 / π) au exactly, ≈ 3.0857 × 10¹⁶ m.
    parsecs: {
      symbol: 'pc',
      rule: { kind: 'linear', factor: (648000 / Math.PI) * 149597870700 },
      singular: 'pársec',
      plural: 'pársecs',
      aliases: ['parsec', 'parsecs'],
      group: 'cientifico',
      extra: true,
    },
    // Ley de pesas y medidas de 19-07-1849, Tablas de correspondencia (R. O. 9-12-1852): vara de Burgos = 0.835905 m.
    varas_castellanas: {
      name: 'Varas castellanas (España)',
      symbol: 'varas castellanas',
      one: 'vara castellana',
      label: 'Varas castellanas (España)',
      rule: { kind: 'linear', factor: VARA_CASTELLANA },
      singular: 'vara castellana',
      plural: 'varas castellanas',
      aliases: [
        'vara',
        'varas',
        'vara de Burgos',
        'varas de Burgos',
        'vara de Castilla',
        'varas de Castilla',
        'vara española',
        'varas españolas',
      ],
      group: 'regional',
      extra: true,
    },
    // Real orden de 26-01-1801 (Carlos IV): legua = 20 000 pies castellanos of 0.278635 m (vara / 3) = 5572.7 m.
    leguas_castellanas: {
      name: 'Leguas castellanas (España)',
      symbol: 'leguas castellanas',
      one: 'legua castellana',
      label: 'Leguas castellanas (España)',
      rule: { kind: 'linear', factor: (20000 * VARA_CASTELLANA) / 3 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [20000 * VARA_CASTELLANA, 3],
      singular: 'legua castellana',
      plural: 'leguas castellanas',
      aliases: ['legua', 'leguas', 'legua española', 'leguas españolas', 'legua común', 'leguas comunes'],
      group: 'regional',
      extra: true,
    },
    // Mexico, legal value of the transition to the metric system (compulsory from 1896): vara = 0.838 m (ICT 1926).
    varas_mexico: {
      name: 'Varas (México)',
      symbol: 'varas (México)',
      one: 'vara (México)',
      label: 'Varas (México)',
      rule: { kind: 'linear', factor: VARA_MEXICO },
      singular: 'vara mexicana',
      plural: 'varas mexicanas',
      aliases: ['vara de México', 'varas de México'],
      group: 'regional',
      extra: true,
    },
    // Mexico: legal league = 5000 varas (table of land measures of the Republic, 1853) = 5000 × 0.838 m = 4190 m.
    leguas_mexico: {
      name: 'Leguas (México)',
      symbol: 'leguas (México)',
      one: 'legua (México)',
      label: 'Leguas (México)',
      rule: { kind: 'linear', factor: 5000 * VARA_MEXICO },
      singular: 'legua mexicana',
      plural: 'leguas mexicanas',
      aliases: ['legua de México', 'leguas de México', 'legua legal mexicana', 'leguas legales mexicanas'],
      group: 'regional',
      extra: true,
    },
    // Argentina: national decree (c. 1882) fixing the legal vara at 866 mm; Buenos Aires gives 0.866–0.8666 m: aprox.
    varas_argentina: {
      name: 'Varas (Argentina)',
      symbol: 'varas (Argentina)',
      one: 'vara (Argentina)',
      label: 'Varas (Argentina, aprox.)',
      rule: { kind: 'linear', factor: 0.866 },
      singular: 'vara argentina',
      plural: 'varas argentinas',
      aliases: ['vara de Buenos Aires', 'varas de Buenos Aires', 'vara porteña', 'varas porteñas'],
      group: 'regional',
      extra: true,
    },
    // Colombia, ley de 26-05-1836: vara granadina = quadrant of the meridian / 12 500 000 = 10 000 000 m / 12.5 × 10⁶.
    varas_colombia: {
      name: 'Varas (Colombia)',
      symbol: 'varas (Colombia)',
      one: 'vara (Colombia)',
      label: 'Varas (Colombia)',
      rule: { kind: 'linear', factor: 0.8 },
      singular: 'vara colombiana',
      plural: 'varas colombianas',
      aliases: ['vara granadina', 'varas granadinas', 'vara de Colombia', 'varas de Colombia'],
      group: 'regional',
      extra: true,
    },
    // Chile, ley de pesos y medidas de 29-01-1848: legal vara = 0.836 m (International Critical Tables, 1926).
    varas_chile: {
      name: 'Varas (Chile)',
      symbol: 'varas (Chile)',
      one: 'vara (Chile)',
      label: 'Varas (Chile)',
      rule: { kind: 'linear', factor: VARA_CHILE },
      singular: 'vara chilena',
      plural: 'varas chilenas',
      aliases: ['vara de Chile', 'varas de Chile'],
      group: 'regional',
      extra: true,
    },
    // Chile, same law: legua = 36 cuadras of 150 varas = 5400 varas = 5400 × 0.836 m = 4514.4 m.
    leguas_chile: {
      name: 'Leguas (Chile)',
      symbol: 'leguas (Chile)',
      one: 'legua (Chile)',
      label: 'Leguas (Chile)',
      rule: { kind: 'linear', factor: 5400 * VARA_CHILE },
      singular: 'legua chilena',
      plural: 'leguas chilenas',
      aliases: ['legua de Chile', 'leguas de Chile'],
      group: 'regional',
      extra: true,
    },
    // International Hydrographic Conference (Monaco, 1929); NIST SP 811 (2008) B.8: 1 nautical mile = 1852 m.
    millas_nauticas: {
      symbol: 'nmi',
      rule: { kind: 'linear', factor: NAUTICAL_MILE },
      singular: 'milla náutica',
      plural: 'millas náuticas',
      aliases: ['mn', 'milla marina', 'millas marinas', 'nautical mile', 'nautical miles'],
      group: 'otras',
      extra: true,
    },
  },
} as const satisfies Family;
