/**
 * Issue 32, D33: every page of the built sitemap read by the word checker (__tests__/support/word-checks.ts). Fails
 * with the list of what an editor would catch. Run after `npm run build`: `npm run check:words`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPage, pageTexts, type Finding } from '@/__tests__/support/word-checks';

const ROOT = join(__dirname, '..');
const APP = join(ROOT, '.next', 'server', 'app');
const SITEMAP = join(ROOT, 'public', 'sitemap.xml');

function sitemapPaths(): string[] {
  const xml = readFileSync(SITEMAP, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

describe('the built pages read as an editor would (D33)', () => {
  const paths = existsSync(SITEMAP) ? sitemapPaths() : [];

  it('has a built site to read', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it('finds no nested parentheses, doubled colons, exact-and-approximate, disagreement or long prose figures', () => {
    const findings: (Finding & { path: string })[] = [];
    for (const path of paths) {
      const file = join(APP, `${path === '/' ? 'index' : path}.html`);
      if (!existsSync(file)) continue;
      for (const finding of checkPage(pageTexts(readFileSync(file, 'utf8')))) findings.push({ path, ...finding });
    }
    const report = findings.map(({ path, rule, text }) => `${rule}\t${path}\t${text}`);
    expect(report).toEqual([]);
  });
});
