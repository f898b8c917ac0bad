import { FOOT, INCH } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: square metre per second, the SI unit of kinematic viscosity ν, the dynamic viscosity divided by the
// density (ν = μ / ρ). The CGS stokes is a square centimetre per second and the centistokes a square millimetre per
// second, so every factor here is a power of ten or the square of a defined length (the foot and the inch of 1959).
// The dynamic viscosity (Pa·s, cP) is another quantity, on its own page: it needs the fluid's density to come here.
// Saybolt seconds (SUS) and Engler degrees, read off older viscometers, are not proportional to ν (ASTM D2161 turns
// them into cSt with an empirical formula): they stay out.
export const viscosidadCinematica = {
  key: 'viscosidad-cinematica',
  base: 'metros_cuadrados_por_segundo',
  decimals: 6,
  defaults: ['centistokes', 'metros_cuadrados_por_segundo'],
  // Kinematic viscosity is positive; a negative one has no meaning.
  refusesNegative: true,
  units: {
    // The coherent SI unit of kinematic viscosity, m²/s (NIST SP 811, 2008, appendix B.8 converts the stokes to it).
    metros_cuadrados_por_segundo: {
      symbol: 'm²/s',
      rule: { kind: 'linear', factor: 1 },
      singular: 'metro cuadrado por segundo',
      plural: 'metros cuadrados por segundo',
      aliases: [
        'm2/s',
        'm^2/s',
        'm²/seg',
        'm2/seg',
        'm²·s⁻¹',
        'm2 s-1',
        'square metre per second',
        'square meter per second',
      ],
    },
    // The centimetre squared, (10⁻² m)² = 10⁻⁴ m², per second; the same amount as the stokes, named apart.
    centimetros_cuadrados_por_segundo: {
      symbol: 'cm²/s',
      rule: { kind: 'linear', factor: 0.0001 },
      singular: 'centímetro cuadrado por segundo',
      plural: 'centímetros cuadrados por segundo',
      aliases: ['cm2/s', 'cm^2/s', 'cm²/seg', 'cm2/seg', 'cm²·s⁻¹', 'cm2 s-1'],
    },
    // NIST SP 811 (2008) appendix B.8: stokes (St) = 1 cm²/s = 10⁻⁴ m²/s, the CGS unit, after George Gabriel Stokes.
    // Its symbol keeps its capital: a lower-case 'st' is the stone of the weight page.
    stokes: {
      symbol: 'St',
      rule: { kind: 'linear', factor: 0.0001 },
      singular: 'stokes',
      plural: 'stokes',
      aliases: ['stoke', 'stokes cgs'],
      exactAliases: ['St'],
    },
    // NIST SP 811 (2008) appendix B.8: centistokes (cSt) = 10⁻² St = 1 mm²/s = 10⁻⁶ m²/s.
    centistokes: {
      symbol: 'cSt',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'centistokes',
      plural: 'centistokes',
      aliases: ['cst.', 'centistoke', 'centi stokes', 'centistoks'],
    },
    // The millimetre squared, (10⁻³ m)² = 10⁻⁶ m², per second: the SI name of the centistokes (ISO 3448, ASTM D445).
    milimetros_cuadrados_por_segundo: {
      symbol: 'mm²/s',
      rule: { kind: 'linear', factor: 0.000001 },
      singular: 'milímetro cuadrado por segundo',
      plural: 'milímetros cuadrados por segundo',
      aliases: ['mm2/s', 'mm^2/s', 'mm²/seg', 'mm2/seg', 'mm²·s⁻¹', 'mm2 s-1'],
    },
    // International yard and pound agreement (1959): ft² = 0.3048² m² = 0.09290304 m² (NIST SP 811 B.8, ft²/s).
    pies_cuadrados_por_segundo: {
      symbol: 'ft²/s',
      rule: { kind: 'linear', factor: FOOT ** 2 },
      singular: 'pie cuadrado por segundo',
      plural: 'pies cuadrados por segundo',
      aliases: ['ft2/s', 'ft^2/s', 'ft²/sec', 'ft2/sec', 'sq ft/s', 'pie2/s', 'pies2/s', 'square foot per second'],
    },
    // International yard and pound agreement (1959): in² = 0.0254² m² = 0.00064516 m² (NIST SP 811 B.8, in²/s).
    pulgadas_cuadradas_por_segundo: {
      symbol: 'in²/s',
      rule: { kind: 'linear', factor: INCH ** 2 },
      singular: 'pulgada cuadrada por segundo',
      plural: 'pulgadas cuadradas por segundo',
      aliases: ['in2/s', 'in^2/s', 'in²/sec', 'in2/sec', 'sq in/s', 'pulg2/s', 'square inch per second'],
    },
  },
} as const satisfies Family;
