import { INCH } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: foot length in millimetres. 1 in = 1000 × INCH = 25.4 mm exactly (D7). The shoe last is 2/3 in longer than the
// foot (spec 001 §9), so a last reaches the base by subtracting that allowance first — an affine rule
// base = (v + offset) × factor with the offset in the last's own unit:
// −2/3 in = −25.4 × 2/3 mm = −2.54 × 2/3 cm.
export const pieHorma = {
  key: 'pie-horma',
  base: 'foot_mm',
  decimals: 3,
  defaults: ['foot_mm', 'last_mm'],
  // D25: a typical adult foot (260 mm), so the shoe-size table opens on a real row.
  defaultValue: '260',
  // Options read 'Pie (mm)' (label); results read '250 mm de pie → 266.933 mm de horma' (symbol).
  // D26: singular and plural name a count of the unit ('260 milímetros de pie'), for the pair pages' answers,
  // headings and addresses (/convertir-pie-horma/milimetros-de-pie-a-milimetros-de-horma).
  units: {
    foot_mm: {
      name: 'Pie',
      symbol: 'mm de pie',
      label: 'Pie (mm)',
      rule: { kind: 'linear', factor: 1 },
      singular: 'milímetro de pie',
      plural: 'milímetros de pie',
    },
    foot_cm: {
      name: 'Pie',
      symbol: 'cm de pie',
      label: 'Pie (cm)',
      rule: { kind: 'linear', factor: 10 },
      singular: 'centímetro de pie',
      plural: 'centímetros de pie',
    },
    foot_in: {
      name: 'Pie',
      symbol: 'in de pie',
      label: 'Pie (in)',
      rule: { kind: 'linear', factor: 1000 * INCH },
      singular: 'pulgada de pie',
      plural: 'pulgadas de pie',
    },
    last_mm: {
      name: 'Horma',
      symbol: 'mm de horma',
      label: 'Horma (mm)',
      rule: { kind: 'affine', factor: 1, offset: (-1000 * INCH * 2) / 3 },
      singular: 'milímetro de horma',
      plural: 'milímetros de horma',
    },
    last_cm: {
      name: 'Horma',
      symbol: 'cm de horma',
      label: 'Horma (cm)',
      rule: { kind: 'affine', factor: 10, offset: (-100 * INCH * 2) / 3 },
      singular: 'centímetro de horma',
      plural: 'centímetros de horma',
    },
    last_in: {
      name: 'Horma',
      symbol: 'in de horma',
      label: 'Horma (in)',
      rule: { kind: 'affine', factor: 1000 * INCH, offset: -2 / 3 },
      singular: 'pulgada de horma',
      plural: 'pulgadas de horma',
    },
  },
} as const satisfies Family;
