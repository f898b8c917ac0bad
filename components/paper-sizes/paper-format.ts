/**
 * How the paper page writes a size (D8 through lib/units/format.ts): '210 × 297 mm', and '≈ 8.27 × 11.69 in' where a
 * converted side does not fit the page's two decimals (D33: the mark is decided by arithmetic, not by eye).
 */
import { paperDimensions, type PaperSize, type PaperUnit } from '@/lib/tools/paper-sizes';
import { formatNumber, formatPlain } from '@/lib/units/format';

/** Two decimals: 215.9 and 340.36 mm, 8.27 in. */
export const PAPER_DECIMALS = 2;

/** Whether a side written to the page's decimals is the side itself. */
const shownWhole = (value: number) =>
  Math.abs(Number(formatPlain(value, PAPER_DECIMALS)) - value) <= 1e-9 * Math.max(1, Math.abs(value));

/** 'A4' → '210 × 297' in mm; exact: whether both sides are written in full. */
export function writeSize(paper: PaperSize, unit: PaperUnit): { text: string; exact: boolean } {
  const { width, height } = paperDimensions(paper, unit);
  const exact = shownWhole(width) && shownWhole(height);
  const text = `${formatNumber(width, PAPER_DECIMALS)} × ${formatNumber(height, PAPER_DECIMALS)}`;
  return { text, exact };
}

/** '210 × 297 mm', '≈ 8.27 × 11.69 in'. */
export function sizeWithUnit(paper: PaperSize, unit: PaperUnit): string {
  const { text, exact } = writeSize(paper, unit);
  return `${exact ? '' : '≈ '}${text} ${unit}`;
}

/** 'A4', 'Carta (Letter)' → how a sentence names it: 'A4', 'carta'. */
export const shortName = (paper: PaperSize) => {
  const name = paper.name.replace(/ \(.*\)$/, '');
  return /^[A-C]\d/.test(name) ? name : name.toLocaleLowerCase('es');
};
