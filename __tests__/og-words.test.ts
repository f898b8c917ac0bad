/**
 * Issue 32: the Open Graph image of every pair page, read as text. The image writes its answer with the glyphs the
 * shipped font has (lib/og-words.ts); these checks read the font's own coverage from its package, so a character the
 * font lacks (and satori would fetch from the network at build) fails here, not on Vercel.
 */
import { missingGlyphs, RANGES } from '@/__tests__/support/og-glyphs';
import { checkPage } from '@/__tests__/support/word-checks';
import { ogPairWords, ogRouteWords, withShippedGlyphs } from '@/lib/og-words';
import { pairAnswerOf } from '@/lib/pair-view';
import { PAIRS } from '@/lib/pairs';
import { ROUTES } from '@/lib/routes';

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

describe('the Open Graph image of every route (issue 36: the slope and water-hardness pages fetched glyphs at build)', () => {
  it('writes the per mille sign in words', () => {
    expect(withShippedGlyphs('%, grados, ‰, 1:n y radianes')).toBe('%, grados, por mil, 1:n y radianes');
    expect(withShippedGlyphs('5 ‰ = 0.5 %')).toBe('5 por mil = 0.5 %');
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))('%s', (_path, route) => {
    const { title, summary } = ogRouteWords(route);
    expect({ title, summary, missing: missingGlyphs(`${title}${summary}`) }).toEqual({ title, summary, missing: [] });
  });
});
