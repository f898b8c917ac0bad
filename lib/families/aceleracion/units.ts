import { FOOT, G0, INCH } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: metre per second squared, the SI unit of acceleration. A length unit per second squared takes the
// length's definition; the standard gravity is the 3rd CGPM's (1901) g₀ = 9.80665 m/s².
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
      rule: { kind: 'linear', factor: 0.01 },
      singular: 'gal',
      plural: 'gales',
      aliases: ['galileo', 'galileos'],
      exactAliases: ['Gal'],
      group: 'cientifico',
    },
    // A speed in km/h gained each second: (1000 m / 3600 s) / s = 1/3.6 m/s², as 0–100 km/h times imply.
    kilometros_hora_segundo: {
      symbol: 'km/h/s',
      rule: { kind: 'linear', factor: 1000 / 3600 },
      singular: 'kilómetro por hora por segundo',
      plural: 'kilómetros por hora por segundo',
      aliases: [
        'km/h por segundo',
        'km/h/seg',
        'km/(h·s)',
        'km/h·s',
        'kph/s',
        'kilometro por hora cada segundo',
        'kilometros por hora cada segundo',
      ],
      group: 'otras',
    },
  },
} as const satisfies Family;
