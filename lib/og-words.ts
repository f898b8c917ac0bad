/**
 * The words of a pair page's Open Graph image (D26), as text: its answer in large type ('1 in = 2.54 cm') over the
 * pair's name. Kept apart from the drawing (components/og-image.tsx) so a test reads them for every pair page (issue
 * 32): an image is words too, and no checker can read a PNG.
 */
import { pairAnswerOf, pairNames } from '@/lib/pair-view';
import type { Pair } from '@/lib/pairs';
import type { ToolPair } from '@/lib/tools/tool-pairs';

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};
const SUBSCRIPTS: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4' };

/**
 * The shipped font (Inter, Latin subset) has no narrow no-break space and no super- or subscript digits but ² and ³,
 * and satori would fetch a font for them from the network: '6.24151 × 10¹⁸' → '6.24151 × 10^18', 'mH₂O' → 'mH2O',
 * U+202F → a plain space. Nor has it the per mille sign: '5 ‰' → '5 por mil' (issue 36: the slope page's own image
 * fetched it at every build, and drew nothing without a network).
 */
export function withShippedGlyphs(text: string): string {
  return text
    .replace(/\u202f/g, ' ')
    .replace(/(\d)\s?‰/g, '$1 por mil')
    .replace(/‰/g, 'por mil')
    .replace(
      /10([⁰¹⁴⁵⁶⁷⁸⁹⁻][⁰¹²³⁴⁵⁶⁷⁸⁹]*|[²³][⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g,
      (_, power: string) => `10^${[...power].map((glyph) => SUPERSCRIPTS[glyph] ?? glyph).join('')}`,
    )
    .replace(/[₀-₄]/g, (glyph) => SUBSCRIPTS[glyph] ?? glyph);
}

/** A page's own image (a family, a calculator, the home): its title over its summary. */
export function ogRouteWords(page: { title: string; summary: string }): { title: string; summary: string } {
  return { title: withShippedGlyphs(page.title), summary: withShippedGlyphs(page.summary) };
}

/** Issue 34: a calculator's question page's image: its answer ('≈' said as 'aprox.') over its name. */
export function ogToolPairWords(pair: ToolPair): { title: string; summary: string } {
  const title = pair.answer.includes(' ≈ ') ? `${pair.answer.replace(' ≈ ', ' = ')} aprox.` : pair.answer;
  return { title: withShippedGlyphs(title), summary: withShippedGlyphs(pair.spec.name) };
}

/** The image's two lines: the answer (with 'aprox.' for '≈', which the font lacks) and the pair's name. */
export function ogPairWords(pair: Pair): { title: string; summary: string } {
  const answer = pairAnswerOf(pair);
  const symbols = answer.exact ? answer.symbols : `${answer.symbols.replace(' ≈ ', ' = ')} aprox.`;
  return { title: withShippedGlyphs(symbols), summary: withShippedGlyphs(pairNames(pair).name) };
}
