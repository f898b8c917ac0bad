import { INCH } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: inner diameter in millimetres. 1 in = 1000 × INCH = 25.4 mm exactly (D7); circumference = π × diameter
// (spec 001 §9), so a circumference reaches the diameter by dividing by π.
export const anillos = {
  key: 'anillos',
  base: 'diametro_milimetros',
  decimals: 3,
  defaults: ['diametro_milimetros', 'circunferencia_milimetros'],
  // D25: a typical ring (17 mm inside diameter: π × 17 − 40 ≈ size 13 in Spain, 6½ in the US), so the size
  // table opens on a real row.
  defaultValue: '17',
  // Options read 'Diámetro (mm)' (label); results read '17 mm de diámetro → 53.407 mm de circunferencia'.
  // D26: singular and plural name a count of the unit ('17 milímetros de diámetro'), for the pair pages' answers,
  // headings and addresses (/convertir-anillos/milimetros-de-diametro-a-milimetros-de-circunferencia).
  units: {
    diametro_pulgadas: {
      name: 'Diámetro',
      symbol: 'in de diámetro',
      label: 'Diámetro (in)',
      rule: { kind: 'linear', factor: 1000 * INCH },
      singular: 'pulgada de diámetro',
      plural: 'pulgadas de diámetro',
    },
    diametro_milimetros: {
      name: 'Diámetro',
      symbol: 'mm de diámetro',
      label: 'Diámetro (mm)',
      rule: { kind: 'linear', factor: 1 },
      singular: 'milímetro de diámetro',
      plural: 'milímetros de diámetro',
    },
    // d = C / π, with C first taken from inches to millimetres.
    circunferencia_pulgadas: {
      name: 'Circunferencia',
      symbol: 'in de circunferencia',
      label: 'Circunferencia (in)',
      rule: { kind: 'linear', factor: (1000 * INCH) / Math.PI },
      singular: 'pulgada de circunferencia',
      plural: 'pulgadas de circunferencia',
    },
    // d = C / π
    circunferencia_milimetros: {
      name: 'Circunferencia',
      symbol: 'mm de circunferencia',
      label: 'Circunferencia (mm)',
      rule: { kind: 'linear', factor: 1 / Math.PI },
      singular: 'milímetro de circunferencia',
      plural: 'milímetros de circunferencia',
    },
  },
} as const satisfies Family;
