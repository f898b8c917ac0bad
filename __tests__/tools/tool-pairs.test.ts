/**
 * Issue 34: the question pages of the calculators. Every page: its answer line says '=' or '≈' once, its table has
 * rows, its reverse page names it back, its Open Graph words use only the shipped font's glyphs, its words pass the
 * word checker, and its address is its own. Then each calculator's figures, worked by hand from the definitions.
 */
import { missingGlyphs } from '@/__tests__/support/og-glyphs';
import { checkPage } from '@/__tests__/support/word-checks';
import { ogToolPairWords } from '@/lib/og-words';
import { PACE_PAIRS } from '@/lib/tools/pace-pairs';
import { TOOL_PAIR_LISTS, TOOL_PAIR_PAGES } from '@/lib/tools/tool-pair-pages';
import { reverseToolPair } from '@/lib/tools/tool-pairs';

const byPath = (pairs: readonly { path: string }[], path: string) => pairs.find((pair) => pair.path === path);

describe('every question page of a calculator (issue 34)', () => {
  it('has addresses of its own, 4 to 12 to a calculator', () => {
    const paths = TOOL_PAIR_PAGES.map((pair) => pair.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const pairs of TOOL_PAIR_LISTS) {
      expect(pairs.length).toBeGreaterThanOrEqual(4);
      expect(pairs.length).toBeLessThanOrEqual(12);
    }
  });

  it.each(TOOL_PAIR_PAGES.map((pair) => [pair.path, pair] as const))('%s', (_path, pair) => {
    const list = TOOL_PAIR_LISTS.find((pairs) => pairs.includes(pair)) ?? [];
    expect(pair.answer.match(/ [=≈] /g)?.length).toBe(1);
    expect(pair.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of pair.rows) for (const cell of row) expect(cell).not.toMatch(/NaN|Infinity|e[+-]\d|undefined/);
    if (pair.spec.reverse) expect(reverseToolPair(reverseToolPair(pair, list) ?? pair, list)).toBe(pair);
    const { title, summary } = ogToolPairWords(pair);
    expect({ title, missing: missingGlyphs(`${title}${summary}`) }).toEqual({ title, missing: [] });
    const texts = {
      labels: [pair.spec.title, pair.spec.heading, pair.spec.name, pair.spec.tableTitle, title, summary],
    };
    const statements = [pair.answer, pair.spec.intro, pair.spec.description, ...pair.spec.text];
    expect(checkPage({ ...texts, statements, prose: pair.spec.text })).toEqual([]);
  });
});

describe('the pace calculator’s questions, worked by hand', () => {
  const page = (slug: string) => byPath(PACE_PAIRS, `/convertir-ritmo/${slug}`);

  it('5:00 min/km = 12 km/h: 1 km in 300 s is 3600/300 = 12 km in an hour', () => {
    expect(page('min-km-a-km-h')?.answer).toBe('5:00 min/km = 12 km/h');
    // 5:30 = 330 s: 3600 / 330 = 10.9090… → 10.91
    expect(page('min-km-a-km-h')?.rows).toContainEqual(['5:30 min/km', '10.91 km/h']);
  });

  it('12 km/h = 5:00 min/km, and 11 km/h is 60/11 = 5.4545 min = 5:27', () => {
    expect(page('km-h-a-min-km')?.answer).toBe('12 km/h = 5:00 min/km');
    expect(page('km-h-a-min-km')?.rows).toContainEqual(['11 km/h', '5:27 min/km']);
  });

  it('5:00 min/km ≈ 8:03 min/mi: 300 s × 1.609344 = 482.8032 s', () => {
    expect(page('min-km-a-min-milla')?.answer).toBe('5:00 min/km ≈ 8:03 min/mi');
  });

  it('8:00 min/mi ≈ 4:58 min/km: 480 s ÷ 1.609344 = 298.26 s', () => {
    expect(page('min-milla-a-min-km')?.answer).toBe('8:00 min/mi ≈ 4:58 min/km');
    // 10:00 min/mi: 600 / 1.609344 = 372.82 s = 6:13
    expect(page('min-milla-a-min-km')?.rows).toContainEqual(['10:00 min/mi', '6:13 min/km']);
  });
});
