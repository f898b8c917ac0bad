import { presion } from '@/lib/families/presion/units';
import { FOOT, POUND } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: pascal second, the SI unit of dynamic viscosity. Kinematic viscosity (stokes, m²/s) is another
// quantity: it is the dynamic viscosity divided by the fluid's density, so it has no fixed factor to these units.
export const viscosidad = {
  key: 'viscosidad',
  base: 'pascales_segundo',
  decimals: 6,
  defaults: ['pascales_segundo', 'centipoises'],
  units: {
    // SI Brochure, 9th ed. (2019), table 6: dynamic viscosity, pascal second (Pa s) = kg m⁻¹ s⁻¹.
    pascales_segundo: {
      symbol: 'Pa·s',
      rule: { kind: 'linear', factor: 1 },
      singular: 'pascal segundo',
      plural: 'pascales segundo',
      aliases: [
        'pa s',
        'pa-s',
        'pa.s',
        'pascal-segundo',
        'pascales-segundo',
        'pascal segundos',
        'pascal second',
        'n·s/m²',
        'n s/m2',
        'kg/(m·s)',
        'kg/m/s',
        'poiseuille',
        'poiseuilles',
        'pl',
      ],
      group: 'metrico',
    },
    // SI Brochure, 9th ed. (2019): the prefix milli = 10⁻³, so 1 mPa·s = 0.001 Pa·s (equal to the centipoise).
    milipascales_segundo: {
      symbol: 'mPa·s',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'milipascal segundo',
      plural: 'milipascales segundo',
      aliases: ['mpa s', 'mpa-s', 'mpa.s', 'mpas', 'milipascal-segundo', 'milipascales-segundo', 'millipascal second'],
      group: 'metrico',
    },
    // NIST SP 811 (2008) appendix B: poise (P) = 0.1 Pa·s, the CGS unit, 1 g/(cm·s).
    poises: {
      symbol: 'P',
      rule: { kind: 'linear', factor: 0.1 },
      singular: 'poise',
      plural: 'poises',
      aliases: ['poise cgs', 'g/(cm·s)', 'g/cm/s', 'g/(cm s)'],
      // A lower-case 'p' names nothing here; only the capital is the poise.
      exactAliases: ['P'],
      group: 'cientifico',
    },
    // NIST SP 811 (2008) appendix B: centipoise (cP) = 10⁻² P = 10⁻³ Pa·s.
    centipoises: {
      symbol: 'cP',
      rule: { kind: 'linear', factor: 0.001 },
      singular: 'centipoise',
      plural: 'centipoises',
      aliases: ['cps', 'cpo', 'centipoisse', 'centipoisses', 'centipoise cgs'],
      group: 'cientifico',
    },
    // NIST SP 811 (2008) appendix B: pound per foot second = 0.45359237 kg / 0.3048 m / s = 1.488164 Pa·s.
    libras_pie_segundo: {
      symbol: 'lb/(ft·s)',
      rule: { kind: 'linear', factor: POUND / FOOT },
      singular: 'libra por pie segundo',
      plural: 'libras por pie segundo',
      aliases: [
        'lb/ft·s',
        'lb/(ft s)',
        'lb/ft s',
        'lb/ft/s',
        'lb/fts',
        'lbm/(ft·s)',
        'lbm/ft/s',
        'libra por pie por segundo',
        'libras por pie por segundo',
        'pound per foot second',
      ],
      group: 'anglosajon',
    },
    // NIST SP 811 (2008) appendix B: reyn = 1 lbf·s/in² = 6894.757 Pa·s, the pressure page's psi times a second.
    reyns: {
      symbol: 'reyn',
      rule: { kind: 'linear', factor: presion.units.psi.rule.factor },
      singular: 'reyn',
      plural: 'reyns',
      aliases: ['reynes', 'lbf·s/in²', 'lbf s/in2', 'lbf·s/in2', 'psi·s', 'psi s', 'psi-s'],
      group: 'anglosajon',
    },
  },
} as const satisfies Family;
