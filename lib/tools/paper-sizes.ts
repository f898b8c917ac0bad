/**
 * Issue 34, D37: paper sizes (`/tamanos-de-papel`) in mm, cm, in and pixels at a chosen resolution. Data and pure
 * functions; errors are values.
 *
 * Each size is stored in the unit that DEFINES it, so that unit is exact and the others are computed: ISO sizes in
 * millimetres (the standards give whole millimetres), North American sizes in inches (a letter is 8.5 × 11 in;
 * its 215.9 × 279.4 mm follow from the inch of 1959, imported, never retyped). Width is the short side.
 *
 * Sources, each row below naming its own:
 * - ISO 216:2007, A and B series, trimmed sizes in whole mm;
 * - ISO 269:1985, C series (envelopes), in mm;
 * - PWG 5101.1-2013 (IEEE-ISTO Printer Working Group, 'Media Standardized Names'), for the North American sizes and
 *   the 'oficio'. Every row was checked cell by cell against the media table of OpenPrinting CUPS
 *   (cups/pwg-media.c, which implements PWG 5101.1), read 2026-11-27.
 *
 * 'Oficio' differs by country (D37: each country's from a named source, none without one). Searched 2026-11-27 for
 * México, Argentina, Chile, Colombia and Venezuela: no standard, law or official document giving the size was found,
 * only pages that contradict each other (México 216 × 340, 216 × 330, 215 × 330 and 215 × 355 mm on different
 * sites; Argentina 220 × 340 mm on one unsourced page), so no country row is given. The one 'oficio' kept is the
 * printing standard's (PWG 5101.1 'na_oficio', 8.5 × 13.4 in), which names no country and must not be labelled as
 * any country's.
 */
import { INCH } from '@/lib/units/constants';

export type PaperSeries = 'A' | 'B' | 'C' | 'norteamericano' | 'oficio';
export type PaperUnit = 'mm' | 'cm' | 'in';

export interface PaperSize {
  key: string;
  name: string;
  series: PaperSeries;
  /** The unit the size is defined in: exact in it, computed in the others. */
  definedIn: 'mm' | 'in';
  /** Short side and long side, in `definedIn`. */
  width: number;
  height: number;
  source: string;
  /** The country whose size this is, for the regional sizes; none for the international and printing standards. */
  country?: string;
  /** What the page says beside the size, where the name alone would mislead. */
  note?: string;
}

const ISO_216 = 'ISO 216:2007 (serie A)';
const ISO_216_B = 'ISO 216:2007 (serie B)';
const ISO_269 = 'ISO 269:1985 (serie C, sobres)';
const PWG = 'PWG 5101.1-2013 (Media Standardized Names)';

const iso = (series: 'A' | 'B' | 'C', n: number, width: number, height: number, source: string): PaperSize => ({
  key: `${series.toLowerCase()}${n}`,
  name: `${series}${n}`,
  series,
  definedIn: 'mm',
  width,
  height,
  source,
});

export const PAPER_SIZES: readonly PaperSize[] = [
  // ISO 216 A series: A0 is 1 m² with sides in the ratio √2; each next size halves the long side, rounded down to the mm (A4 297 → A5 148).
  iso('A', 0, 841, 1189, ISO_216), // PWG iso_a0_841x1189mm
  iso('A', 1, 594, 841, ISO_216), // PWG iso_a1_594x841mm
  iso('A', 2, 420, 594, ISO_216), // PWG iso_a2_420x594mm
  iso('A', 3, 297, 420, ISO_216), // PWG iso_a3_297x420mm
  iso('A', 4, 210, 297, ISO_216), // PWG iso_a4_210x297mm
  iso('A', 5, 148, 210, ISO_216), // PWG iso_a5_148x210mm
  iso('A', 6, 105, 148, ISO_216), // PWG iso_a6_105x148mm
  iso('A', 7, 74, 105, ISO_216), // PWG iso_a7_74x105mm
  iso('A', 8, 52, 74, ISO_216), // PWG iso_a8_52x74mm
  iso('A', 9, 37, 52, ISO_216), // PWG iso_a9_37x52mm
  iso('A', 10, 26, 37, ISO_216), // PWG iso_a10_26x37mm
  // ISO 216 B series: B0 is 1 m × √2 m; Bn is the geometric mean of An and A(n−1). Not the JIS B of Japan.
  iso('B', 0, 1000, 1414, ISO_216_B), // PWG iso_b0_1000x1414mm
  iso('B', 1, 707, 1000, ISO_216_B), // PWG iso_b1_707x1000mm
  iso('B', 2, 500, 707, ISO_216_B), // PWG iso_b2_500x707mm
  iso('B', 3, 353, 500, ISO_216_B), // PWG iso_b3_353x500mm
  iso('B', 4, 250, 353, ISO_216_B), // PWG iso_b4_250x353mm
  iso('B', 5, 176, 250, ISO_216_B), // PWG iso_b5_176x250mm
  iso('B', 6, 125, 176, ISO_216_B), // PWG iso_b6_125x176mm
  iso('B', 7, 88, 125, ISO_216_B), // PWG iso_b7_88x125mm
  iso('B', 8, 62, 88, ISO_216_B), // PWG iso_b8_62x88mm
  iso('B', 9, 44, 62, ISO_216_B), // PWG iso_b9_44x62mm
  iso('B', 10, 31, 44, ISO_216_B), // PWG iso_b10_31x44mm
  // ISO 269 C series (envelopes): Cn is the geometric mean of An and Bn, so an An sheet fits a Cn envelope flat.
  iso('C', 0, 917, 1297, ISO_269), // PWG iso_c0_917x1297mm
  iso('C', 1, 648, 917, ISO_269), // PWG iso_c1_648x917mm
  iso('C', 2, 458, 648, ISO_269), // PWG iso_c2_458x648mm
  iso('C', 3, 324, 458, ISO_269), // PWG iso_c3_324x458mm
  iso('C', 4, 229, 324, ISO_269), // PWG iso_c4_229x324mm
  iso('C', 5, 162, 229, ISO_269), // PWG iso_c5_162x229mm
  iso('C', 6, 114, 162, ISO_269), // PWG iso_c6_114x162mm
  iso('C', 7, 81, 114, ISO_269), // PWG iso_c7_81x114mm
  iso('C', 8, 57, 81, ISO_269), // PWG iso_c8_57x81mm
  iso('C', 9, 40, 57, ISO_269), // PWG iso_c9_40x57mm
  iso('C', 10, 28, 40, ISO_269), // PWG iso_c10_28x40mm
  // North American sizes, defined in inches (PWG 5101.1; ANSI/ASME Y14.1 calls 8.5 × 11 'A' and 11 × 17 'B').
  {
    key: 'carta',
    name: 'Carta (Letter)',
    series: 'norteamericano',
    definedIn: 'in',
    width: 8.5,
    height: 11,
    source: `${PWG}, na_letter_8.5x11in`,
  },
  {
    key: 'legal',
    name: 'Legal (EE. UU.)',
    series: 'norteamericano',
    definedIn: 'in',
    width: 8.5,
    height: 14,
    source: `${PWG}, na_legal_8.5x14in`,
  },
  {
    key: 'tabloide',
    name: 'Tabloide (Tabloid)',
    series: 'norteamericano',
    definedIn: 'in',
    width: 11,
    height: 17,
    source: `${PWG}, na_ledger_11x17in (tabloid)`,
  },
  {
    key: 'oficio_pwg',
    name: 'Oficio (8.5 × 13.4 in)',
    series: 'oficio',
    definedIn: 'in',
    width: 8.5,
    height: 13.4,
    source: `${PWG}, na_oficio_8.5x13.4in`,
    note: 'Es el oficio de la norma de impresión PWG 5101.1 (el que ofrecen muchas impresoras). El tamaño oficio cambia de un país a otro y no encontramos una norma oficial que fije el de cada país; comprueba el de tu país antes de imprimir.',
  },
];

export function paperByKey(key: string): PaperSize | undefined {
  return PAPER_SIZES.find((paper) => paper.key === key);
}

/** Millimetres in one of each unit the page shows; the inch from its 1959 definition. */
const MM_PER: Record<PaperUnit, number> = { mm: 1, cm: 10, in: INCH * 1000 };

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * The size in mm, cm or in. A size is returned as stored in its defining unit (8.5 × 11 in stays exactly that);
 * otherwise it goes through millimetres.
 */
export function paperDimensions(paper: PaperSize, unit: PaperUnit): Dimensions {
  if (unit === paper.definedIn) return { width: paper.width, height: paper.height };
  const toMm = MM_PER[paper.definedIn];
  const fromMm = MM_PER[unit];
  return { width: (paper.width * toMm) / fromMm, height: (paper.height * toMm) / fromMm };
}

export type PixelOutcome = { ok: true; value: Dimensions } | { ok: false; reason: string };

/** Past this a resolution is a typo (print and scanners reach a few thousand ppp). */
const MAX_PPP = 100_000;

/**
 * The size in pixels at a resolution in ppp (dpi): px = inches × ppp, ROUNDED TO WHOLE PIXELS (half up), because
 * an image has a whole number of pixels; the page says so. A4 at 300 ppp: 8.2677 × 300 = 2480.3 → 2480 and
 * 11.6929 × 300 = 3507.9 → 3508.
 */
export function paperPixels(paper: PaperSize, ppp: number): PixelOutcome {
  if (!Number.isFinite(ppp)) return { ok: false, reason: 'Introduce un número válido.' };
  if (ppp <= 0) return { ok: false, reason: 'La resolución (ppp) debe ser mayor que 0.' };
  if (ppp > MAX_PPP) return { ok: false, reason: 'Esa resolución pasa de 100 000 ppp: revisa el número.' };
  const inches = paperDimensions(paper, 'in');
  // Rounded on the decimal value (toPrecision), so a product like 2550.0000000000005 never tips a pixel.
  const whole = (value: number) => Math.round(Number(value.toPrecision(12)));
  return { ok: true, value: { width: whole(inches.width * ppp), height: whole(inches.height * ppp) } };
}
