/**
 * How the paper page writes a size (D8 through lib/units/format.ts): '210 × 297 mm', and '≈ 8.27 × 11.69 in' where a
 * converted side does not fit the page's two decimals (D33: the mark is decided by arithmetic, not by eye). One module
 * for the page's tables, its drawing, its question pages and the quick answer, so they cannot write a size two ways.
 */
import { formatCount } from '@/lib/text';
import { formatNumber, formatPlain } from '@/lib/units/format';
import { paperDimensions, paperPixels, type PaperSize, type PaperUnit } from './paper-sizes';

/** Two decimals: 215.9 and 340.36 mm, 8.27 in. */
export const PAPER_DECIMALS = 2;

/** Whether a side written to the page's decimals is the side itself. */
const shownWhole = (value: number) =>
  Math.abs(Number(formatPlain(value, PAPER_DECIMALS)) - value) <= 1e-9 * Math.max(1, Math.abs(value));

/**
 * 'A4' → '210 × 297' in mm; `plain`, the same as a copy button copies it (no grouping); `exact`, whether both sides
 * are written in full.
 */
export function writeSize(paper: PaperSize, unit: PaperUnit): { text: string; plain: string; exact: boolean } {
  const { width, height } = paperDimensions(paper, unit);
  const exact = shownWhole(width) && shownWhole(height);
  const text = `${formatNumber(width, PAPER_DECIMALS)} × ${formatNumber(height, PAPER_DECIMALS)}`;
  const plain = `${formatPlain(width, PAPER_DECIMALS)} × ${formatPlain(height, PAPER_DECIMALS)}`;
  return { text, plain, exact };
}

/** '210 × 297 mm', '≈ 8.27 × 11.69 in'. */
export function sizeWithUnit(paper: PaperSize, unit: PaperUnit): string {
  const { text, exact } = writeSize(paper, unit);
  return `${exact ? '' : '≈ '}${text} ${unit}`;
}

/**
 * A size in whole pixels at a resolution ('2480 × 3508'), and whether both sides came out whole before rounding
 * (in × ppp; D33: '≈' otherwise). Undefined for a resolution paperPixels refuses.
 */
export function writePixels(
  paper: PaperSize,
  ppp: number,
): { text: string; plain: string; exact: boolean } | undefined {
  const pixels = paperPixels(paper, ppp);
  if (!pixels.ok) return undefined;
  const inches = paperDimensions(paper, 'in');
  // Read on the decimal value, as paperPixels rounds it: 8.5 × 300 is 2550 even where the product is 2550.0000000000005.
  const exact = [inches.width, inches.height].every((side) => Number.isInteger(Number((side * ppp).toPrecision(12))));
  const { width, height } = pixels.value;
  return { text: `${formatCount(width)} × ${formatCount(height)}`, plain: `${width} × ${height}`, exact };
}

/** 'A4', 'Carta (Letter)' → how a sentence names it: 'A4', 'carta'. */
export const shortName = (paper: PaperSize) => {
  const name = paper.name.replace(/ \(.*\)$/, '');
  return /^[A-C]\d/.test(name) ? name : name.toLocaleLowerCase('es');
};
