/**
 * Issue 32: the Open Graph image of every pair page, read as text. The image writes its answer with the glyphs the
 * shipped font has (lib/og-words.ts); these checks read the font's own coverage from its package, so a character the
 * font lacks (and satori would fetch from the network at build) fails here, not on Vercel.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPage } from '@/__tests__/support/word-checks';
import { ogPairWords, withShippedGlyphs } from '@/lib/og-words';
import { pairAnswerOf } from '@/lib/pair-view';
import { PAIRS } from '@/lib/pairs';

/** The unicode-range @fontsource/inter declares for the file lib/og ships (inter-latin-700-normal). */
function shippedRanges(): [number, number][] {
  const css = readFileSync(join(__dirname, '..', 'node_modules', '@fontsource', 'inter', '700.css'), 'utf8');
  const block = /\/\* inter-latin-700-normal \*\/[\s\S]*?unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
  return block.split(',').map((range) => {
    const [from = '', to] = range.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

const RANGES = shippedRanges();
const missingGlyphs = (text: string) =>
  [...text].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return !RANGES.some(([from, to]) => code >= from && code <= to);
  });

describe('the Open Graph image of every pair page (issue 32)', () => {
  it('reads the font’s coverage: Latin-1, the minus sign, no ≈ and no arrow', () => {
    expect(RANGES.length).toBeGreaterThan(5);
    expect(missingGlyphs('áéíóúñ¿¡ ×·°µ²³−')).toEqual([]);
    expect(missingGlyphs('≈→⁴₂')).toEqual(['≈', '→', '⁴', '₂']);
  });

  it('writes powers of ten and subscripts with the glyphs it has', () => {
    expect(withShippedGlyphs('6.24151 × 10¹⁸')).toBe('6.24151 × 10^18');
    expect(withShippedGlyphs('1.60218 × 10⁻¹⁹ J')).toBe('1.60218 × 10^-19 J');
    expect(withShippedGlyphs('10 mH₂O')).toBe('10 mH2O');
    expect(withShippedGlyphs('1 m²')).toBe('1 m²');
  });

  it.each(PAIRS.map((pair) => [pair.path, pair] as const))('%s', (_path, pair) => {
    const { title, summary } = ogPairWords(pair);
    const answer = pairAnswerOf(pair);
    expect({ title, missing: missingGlyphs(`${title}${summary}`) }).toEqual({ title, missing: [] });
    // Exact answers say '=' and nothing else; approximate ones say 'aprox.' once, never '≈' beside it (D33).
    expect(title).toContain(' = ');
    expect({ title, approximate: title.endsWith(' aprox.') }).toEqual({ title, approximate: !answer.exact });
    expect(title.match(/aprox/g)?.length ?? 0).toBe(answer.exact ? 0 : 1);
    expect(checkPage({ labels: [title, summary], statements: [title], prose: [] })).toEqual([]);
  });
});
