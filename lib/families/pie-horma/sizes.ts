/**
 * D15: shoe sizes by foot length, shown under the foot/last converter. One rule for every column, so the table
 * agrees with the converter: the last is the foot plus 2/3 in (spec 001 §9), and each system counts last length.
 * - EU (Paris point, 2/3 cm per size): EU = 1.5 × last in cm.
 * - UK (adult scale, 1/3 in per size): UK = 3 × last in inches − 25.
 * - US: men = UK + 1, women = UK + 2 (the usual offsets; brands differ).
 * Sizes are rounded to the nearest half size.
 *
 * Issue 34, D37: the columns of México and Brasil, each from a named source (checked 2026-11-27, D34).
 * - México (cm): the number is the foot's length in centimetres («el número de zapato está basado en centímetros de
 *   longitud del pie … si alguien dice que calza un 28, quiere decir que su pie mide 28 centímetros de largo», Mexinol,
 *   «Zapatos», es.paperblog.com/mx, 2011; «En México, las tallas de calzado se basan en centímetros», tynpanama.com).
 *   The rows go every 5 mm, so the column is the row's foot length itself. Sources disagree: i18nGuy's table, as
 *   gabitos.com reproduces it, puts Mexico on another scale (Europa 38 = México 4.5); the words name both.
 * - Brasil: the Paris point counted two sizes lower than in France, so Brasil = Europa − 2 («Na França, a contagem
 *   começa no dois negativo, de modo que os sapatos, por lá, são sempre dois números menores que os nossos»,
 *   Superinteressante, «O que significa a numeração dos sapatos?», 12 Nov 2020; «Se você usa 35 no Brasil, seu número
 *   francês será 37», Capricho; «um sapato brasileiro 38 tem tamanho 40 na Europa», palterm.com.br after SENAI-RS's
 *   Centro Tecnológico do Calçado). Taken from this table's Europa column, so it carries its half sizes.
 * - Argentina stays out: no table of Argentine shoe sizes could be read, and the Cámara de la Industria del Calzado
 *   says shoe sizes there are not regulated (cronica.com.ar, 5 Mar 2019).
 */
import type { SizeTable } from '@/lib/content/types';
import { INCH } from '@/lib/units/constants';
import { formatNumber } from '@/lib/units/format';

const INCH_MM = 1000 * INCH;
const ALLOWANCE_MM = (INCH_MM * 2) / 3;

/** Foot lengths from 220 to 310 mm, every 5 mm. */
const FOOT_LENGTHS_MM = Array.from({ length: 19 }, (_, index) => 220 + index * 5);

/** Brazilian numbering: the European number less two (Superinteressante, Capricho, SENAI-RS; see above). */
const BRAZIL_BELOW_EUROPE = 2;

const toHalf = (size: number): number => Math.round(size * 2) / 2;

function shoeSizes(footMm: number): {
  eu: number;
  uk: number;
  usMen: number;
  usWomen: number;
  mexicoCm: number;
  brazil: number;
} {
  const lastMm = footMm + ALLOWANCE_MM;
  const uk = toHalf((3 * lastMm) / INCH_MM - 25);
  const eu = toHalf((1.5 * lastMm) / 10);
  return {
    eu,
    uk,
    usMen: uk + 1,
    usWomen: uk + 2,
    // The foot in cm, to the half centimetre the Mexican numbers go by (every row is a whole 5 mm already).
    mexicoCm: toHalf(footMm / 10),
    brazil: eu - BRAZIL_BELOW_EUROPE,
  };
}

export const pieHormaSizes: SizeTable = {
  caption:
    'Tallas de calzado aproximadas según el largo del pie. Horma = pie + 2/3 de pulgada; Europa = 1.5 × horma en cm; ' +
    'Reino Unido = 3 × horma en pulgadas − 25; EE. UU.: hombre = Reino Unido + 1, mujer = Reino Unido + 2; ' +
    'México = largo del pie en cm; Brasil = Europa − 2. ' +
    'Redondeadas a la media talla; ' +
    'cada marca ajusta sus hormas, así que pruébate siempre el calzado.',
  // D23: the countries by their Spanish names ('Reino Unido', not 'UK'), also in the 'Talla más cercana' line.
  columns: ['Largo del pie (mm)', 'Europa', 'EE. UU. hombre', 'EE. UU. mujer', 'Reino Unido', 'México (cm)', 'Brasil'],
  rows: FOOT_LENGTHS_MM.map((footMm) => {
    const { eu, uk, usMen, usWomen, mexicoCm, brazil } = shoeSizes(footMm);
    return {
      base: footMm,
      cells: [String(footMm), ...[eu, usMen, usWomen, uk, mexicoCm, brazil].map((size) => formatNumber(size, 1))],
    };
  }),
};
