/**
 * D15: shoe sizes by foot length, shown under the foot/last converter. One rule for every column, so the table
 * agrees with the converter: the last is the foot plus 2/3 in (spec 001 §9), and each system counts last length.
 * - EU (Paris point, 2/3 cm per size): EU = 1.5 × last in cm.
 * - UK (adult scale, 1/3 in per size): UK = 3 × last in inches − 25.
 * - US: men = UK + 1, women = UK + 2 (the usual offsets; brands differ).
 * Sizes are rounded to the nearest half size.
 */
import type { SizeTable } from '@/lib/content/types';
import { INCH } from '@/lib/units/constants';
import { formatNumber } from '@/lib/units/format';

const INCH_MM = 1000 * INCH;
const ALLOWANCE_MM = (INCH_MM * 2) / 3;

/** Foot lengths from 220 to 310 mm, every 5 mm. */
const FOOT_LENGTHS_MM = Array.from({ length: 19 }, (_, index) => 220 + index * 5);

const toHalf = (size: number): number => Math.round(size * 2) / 2;

function shoeSizes(footMm: number): { eu: number; uk: number; usMen: number; usWomen: number } {
  const lastMm = footMm + ALLOWANCE_MM;
  const uk = toHalf((3 * lastMm) / INCH_MM - 25);
  return { eu: toHalf((1.5 * lastMm) / 10), uk, usMen: uk + 1, usWomen: uk + 2 };
}

export const pieHormaSizes: SizeTable = {
  caption:
    'Tallas de calzado aproximadas según el largo del pie. Horma = pie + 2/3 de pulgada; Europa = 1.5 × horma en cm; ' +
    'Reino Unido = 3 × horma en pulgadas − 25; EE. UU.: hombre = Reino Unido + 1, mujer = Reino Unido + 2. ' +
    'Redondeadas a la media talla; ' +
    'cada marca ajusta sus hormas, así que pruébate siempre el calzado.',
  // D23: the countries by their Spanish names ('Reino Unido', not 'UK'), also in the 'Talla más cercana' line.
  columns: ['Largo del pie (mm)', 'Europa', 'EE. UU. hombre', 'EE. UU. mujer', 'Reino Unido'],
  rows: FOOT_LENGTHS_MM.map((footMm) => {
    const { eu, uk, usMen, usWomen } = shoeSizes(footMm);
    return { base: footMm, cells: [String(footMm), ...[eu, usMen, usWomen, uk].map((size) => formatNumber(size, 1))] };
  }),
};
