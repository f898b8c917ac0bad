/**
 * D15: ring sizes by inner diameter, shown under the ring converter; one row per US size from 3 to 13 in half
 * sizes. The systems, each from the inner circumference C = π × d:
 * - US/Canada: d = 11.63 mm + 0.8128 mm × size (0.032 in of diameter per size).
 * - FR (ISO 8653, also Germany, Belgium, Austria): size = C in mm.
 * - ES (also Italy, Switzerland): size = C in mm − 40.
 * - UK/Ireland/Australia: letters A to Z, each 1.25 mm of circumference, with A = 37.8 mm; half sizes as ½.
 * FR and ES are rounded to the nearest whole size, UK to the nearest half letter.
 */
import type { SizeTable } from '@/lib/content/types';
import { formatNumber } from '@/lib/units/format';

const UK_A_CIRCUMFERENCE_MM = 37.8;
const UK_STEP_MM = 1.25;

/** US sizes 3, 3.5 … 13. */
const US_SIZES = Array.from({ length: 21 }, (_, index) => 3 + index / 2);

const usDiameterMm = (size: number): number => 11.63 + 0.8128 * size;

/** 'A', 'N½', 'Z½', and past Z the jewellers' 'Z+1', 'Z+1½'. */
export function ukLetter(circumferenceMm: number): string {
  const halves = Math.round(((circumferenceMm - UK_A_CIRCUMFERENCE_MM) / UK_STEP_MM) * 2);
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1 ? '½' : '';
  if (whole < 0) return '—';
  if (whole <= 25) return `${String.fromCharCode(65 + whole)}${half}`;
  return `Z+${whole - 25}${half}`;
}

function ringSizes(diameterMm: number): { es: number; fr: number; uk: string } {
  const circumference = Math.PI * diameterMm;
  return { es: Math.round(circumference - 40), fr: Math.round(circumference), uk: ukLetter(circumference) };
}

export const anillosSizes: SizeTable = {
  caption:
    'Tallas de anillo por diámetro interior. EE. UU.: diámetro = 11.63 mm + 0.8128 mm × talla; Francia (ISO 8653): ' +
    'circunferencia interior en mm; España: circunferencia − 40; Reino Unido: letras de 1.25 mm de circunferencia ' +
    'a partir de A = 37.8 mm. Valores redondeados; los joyeros pueden diferir en media talla.',
  // D23: the countries by their Spanish names ('EE. UU.', not 'US'), also in the 'Talla más cercana' line.
  columns: ['Diámetro interior (mm)', 'España', 'EE. UU.', 'Reino Unido', 'Francia'],
  rows: US_SIZES.map((size) => {
    const diameter = usDiameterMm(size);
    const { es, fr, uk } = ringSizes(diameter);
    const cells = [formatNumber(diameter, 2), String(es), formatNumber(size, 1), uk, String(fr)];
    return { base: diameter, cells };
  }),
};
