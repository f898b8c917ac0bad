import { FOOT, G0, INCH, MILE } from '@/lib/units/constants';
import { SI_PREFIXES, prefixedUnits } from '@/lib/units/prefixes';
import type { Family } from '@/lib/units/types';

// Base unit: metre per second squared, the SI unit of acceleration. A length unit per second squared takes the
// length's definition; the standard gravity is the 3rd CGPM's (1901) g₀ = 9.80665 m/s².

/** NIST SP 811 (2008) appendix B: gal (Gal) = 1 cm/s² = 0.01 m/s², the CGS unit of geodesy and seismology. */
const GAL = 0.01;

// SI Brochure, 9th ed. (2019), table 7: milli = 10⁻³ and micro = 10⁻⁶ of the gal, so 1 mGal = 10⁻⁵ m/s² and
// 1 µGal = 10⁻⁸ m/s², the units of gravity surveys and of the tides of the solid Earth.
const gravimetry = prefixedUnits(
  { singular: 'gal', plural: 'gales', symbol: 'Gal', factor: GAL },
  [SI_PREFIXES.mili, SI_PREFIXES.micro],
  (prefix) => `${prefix.name}gales` as const,
  (prefix) => ({
    aliases: [
      `${prefix.name}galileo`,
      `${prefix.name}galileos`,
      // 'µ' is the micro sign (U+00B5); people also type the Greek mu (U+03BC) or a plain 'u'.
      ...(prefix === SI_PREFIXES.micro ? ['μGal', 'uGal'] : []),
    ],
    group: 'cientifico',
    extra: true,
  }),
);
export const aceleracion = {
  key: 'aceleracion',
  base: 'metros_segundo_cuadrado',
  decimals: 6,
  defaults: ['metros_segundo_cuadrado', 'gravedades'],
  units: {
    // SI Brochure, 9th ed. (2019), table 4: acceleration, metre per second squared (m/s²).
    metros_segundo_cuadrado: {
      symbol: 'm/s²',
      rule: { kind: 'linear', factor: 1 },
      singular: 'metro por segundo al cuadrado',
      plural: 'metros por segundo al cuadrado',
      slug: 'metros por segundo cuadrado',
      aliases: [
        'm/s2',
        'm/s^2',
        'm/s/s',
        'm·s⁻²',
        'm s-2',
        'mps2',
        'metro por segundo cuadrado',
        'metros por segundo cuadrado',
        'metro/segundo²',
        'meter per second squared',
        'metres per second squared',
      ],
      group: 'metrico',
    },
    // SI Brochure, 9th ed. (2019): the prefix centi = 10⁻², so 1 cm/s² = 0.01 m/s².
    centimetros_segundo_cuadrado: {
      symbol: 'cm/s²',
      rule: { kind: 'linear', factor: 0.01 },
      singular: 'centímetro por segundo al cuadrado',
      plural: 'centímetros por segundo al cuadrado',
      slug: 'centimetros por segundo cuadrado',
      aliases: ['cm/s2', 'cm/s^2', 'cm/s/s', 'centimetro por segundo cuadrado', 'centimetros por segundo cuadrado'],
      group: 'metrico',
    },
    // International yard and pound agreement (1959): 1 ft = 0.3048 m, so 1 ft/s² = 0.3048 m/s².
    pies_segundo_cuadrado: {
      symbol: 'ft/s²',
      rule: { kind: 'linear', factor: FOOT },
      singular: 'pie por segundo al cuadrado',
      plural: 'pies por segundo al cuadrado',
      slug: 'pies por segundo cuadrado',
      aliases: [
        'ft/s2',
        'ft/s^2',
        'ft/s/s',
        'fps2',
        'pie por segundo cuadrado',
        'pies por segundo cuadrado',
        'foot per second squared',
        'feet per second squared',
      ],
      group: 'anglosajon',
    },
    // International yard and pound agreement (1959): 1 in = 0.0254 m, so 1 in/s² = 0.0254 m/s².
    pulgadas_segundo_cuadrado: {
      symbol: 'in/s²',
      rule: { kind: 'linear', factor: INCH },
      singular: 'pulgada por segundo al cuadrado',
      plural: 'pulgadas por segundo al cuadrado',
      slug: 'pulgadas por segundo cuadrado',
      aliases: [
        'in/s2',
        'in/s^2',
        'in/s/s',
        'ips2',
        'pulgada por segundo cuadrado',
        'pulgadas por segundo cuadrado',
        'inch per second squared',
        'inches per second squared',
      ],
      group: 'anglosajon',
    },
    // 3rd CGPM (1901), NIST SP 811 (2008) appendix B: standard acceleration of gravity g₀ = 9.80665 m/s².
    gravedades: {
      symbol: 'g₀',
      rule: { kind: 'linear', factor: G0 },
      singular: 'gravedad estándar',
      plural: 'gravedades estándar',
      slug: 'gravedades',
      aliases: [
        'g0',
        'g',
        'ges',
        'gravedad',
        'gravedades',
        'gravedad normal',
        'gravedades normales',
        'fuerza g',
        'fuerzas g',
        'g-force',
        'g force',
        'gee',
        'standard gravity',
      ],
      group: 'otras',
    },
    // NIST SP 811 (2008) appendix B: gal (Gal) = 1 cm/s² = 0.01 m/s², the CGS unit of geodesy and seismology.
    gales: {
      symbol: 'Gal',
      rule: { kind: 'linear', factor: GAL },
      singular: 'gal',
      plural: 'gales',
      aliases: ['galileo', 'galileos'],
      exactAliases: ['Gal'],
      group: 'cientifico',
    },
    // A speed in km/h gained each second: (1000 m / 3600 s) / s = 1/3.6 m/s², as 0–100 km/h times imply. The symbol
    // brackets the denominator (SI Brochure, 9th ed., §5.4.6: never two solidi in one unit symbol).
    kilometros_hora_segundo: {
      symbol: 'km/(h·s)',
      rule: { kind: 'linear', factor: 1000 / 3600 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [1000, 3600],
      singular: 'kilómetro por hora por segundo',
      plural: 'kilómetros por hora por segundo',
      aliases: [
        'km/h por segundo',
        'km/h/seg',
        'km/h/s',
        'km/h·s',
        'kph/s',
        'kilometro por hora cada segundo',
        'kilometros por hora cada segundo',
      ],
      group: 'otras',
    },
    // SI Brochure, 9th ed. (2019): the prefix milli = 10⁻³, so 1 mm/s² = 0.001 m/s² (D38: not a typo of m/s²).
    milimetros_segundo_cuadrado: {
      symbol: 'mm/s²',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'milímetro por segundo al cuadrado',
      plural: 'milímetros por segundo al cuadrado',
      slug: 'milimetros por segundo cuadrado',
      aliases: [
        'mm/s2',
        'mm/s^2',
        'mm/s/s',
        'milimetro por segundo cuadrado',
        'milimetros por segundo cuadrado',
        'millimeter per second squared',
        'millimetres per second squared',
      ],
      group: 'metrico',
      extra: true,
    },
    ...gravimetry,
    // A speed in mph gained each second: 1 mi/h = 1609.344 m / 3600 s (MILE, 1959), so 1 mph/s = 0.44704 m/s²
    // exactly, the figure of American 0–60 mph times.
    millas_hora_segundo: {
      symbol: 'mph/s',
      rule: { kind: 'linear', factor: MILE / 3600 },
      // D33: the factor's definition as a quotient, for exact arithmetic.
      definition: [MILE, 3600],
      singular: 'milla por hora por segundo',
      plural: 'millas por hora por segundo',
      aliases: [
        'mi/h/s',
        'mph por segundo',
        'mph/seg',
        'mi/(h·s)',
        'mi/h·s',
        'milla por hora cada segundo',
        'millas por hora cada segundo',
        'mile per hour per second',
        'miles per hour per second',
      ],
      group: 'anglosajon',
      extra: true,
    },
  },
} as const satisfies Family;
