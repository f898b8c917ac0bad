/**
 * Issue 32: the built site against the one route list and the origin the build was given. Run after `npm run build`
 * with the same NEXT_PUBLIC_SITE_URL (`npm run check:words`; .ci/run passes it to both).
 * - the sitemap lists every page of the route list (listed routes, pair pages, pairs of places, calculators'
 *   question pages) and nothing else;
 * - robots.txt lets every crawler in and names that sitemap;
 * - every page's canonical link is on the origin the build was given.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAIRS } from '@/lib/pairs';
import { publicOrigin } from '@/lib/public-origin';
import { listedRoutes } from '@/lib/routes';
import { TIME_ZONE_PAIR_PAGES } from '@/lib/tools/time-zone-pairs';
import { TOOL_PAIR_PAGES } from '@/lib/tools/tool-pair-pages';

const ROOT = join(__dirname, '..');
const APP = join(ROOT, '.next', 'server', 'app');
const SITEMAP = join(ROOT, 'public', 'sitemap.xml');
const ROBOTS = join(ROOT, 'public', 'robots.txt');
const ORIGIN = publicOrigin(process.env);

const sitemapUrls = (): string[] =>
  existsSync(SITEMAP) ? [...readFileSync(SITEMAP, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '') : [];

/** Every page the code declares, as paths: the route list, the pair pages and the pairs of places. */
const declaredPaths = (): string[] => [
  ...listedRoutes().map((route) => route.path),
  ...PAIRS.map((pair) => pair.path),
  ...TIME_ZONE_PAIR_PAGES.map((pair) => pair.path),
  ...TOOL_PAIR_PAGES.map((pair) => pair.path),
];

const sorted = (paths: readonly string[]) => [...paths].sort();

describe('the built site against the route list and its origin (issue 32)', () => {
  it('was built with the origin this check is given', () => {
    expect(ORIGIN).not.toMatch(/localhost/);
  });

  it('lists in its sitemap every declared page and nothing else, on the origin', () => {
    const urls = sitemapUrls();
    expect(urls.filter((url) => !url.startsWith(`${ORIGIN}/`) && url !== ORIGIN)).toEqual([]);
    const paths = urls.map((url) => new URL(url).pathname);
    expect(sorted(paths)).toEqual(sorted(declaredPaths()));
  });

  it('lets every crawler in and names the sitemap in robots.txt', () => {
    const robots = readFileSync(ROBOTS, 'utf8');
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('gives every page a canonical on the origin, its own address or the page it is an alias of', () => {
    const wrong: string[] = [];
    for (const path of declaredPaths()) {
      const file = join(APP, `${path === '/' ? 'index' : path}.html`);
      const canonical = existsSync(file)
        ? /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1]
        : 'no built page';
      if (canonical !== `${ORIGIN}${path === '/' ? '' : path}`) wrong.push(`${path}\t${canonical}`);
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Issue 36: scripts/inline-css.mjs, run by `npm run build`, wrote into every page's head the CSS its markup uses and
 * moved its stylesheets after the content (e2e/tests/first-paint.spec.ts checks in the browser that the head's CSS
 * paints the page as the whole sheets do).
 */
describe('every page paints from its own document (issue 36)', () => {
  const pageFile = (path: string) => join(APP, `${path === '/' ? 'index' : path}.html`);
  const stylesheetFile = (href: string) => join(ROOT, '.next', href.replace(/^\/_next\//, ''));

  it('asks for no stylesheet before its content, and writes no sheet’s text twice into the document', () => {
    const wrong: string[] = [];
    for (const path of declaredPaths()) {
      const html = readFileSync(pageFile(path), 'utf8');
      const headEnd = html.indexOf('</head>');
      const head = html.slice(0, headEnd);
      if (/<link rel="stylesheet"/.test(head)) wrong.push(`${path}\ta stylesheet is fetched before the first paint`);
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)];
      if (links.length === 0) wrong.push(`${path}\tno stylesheet at all`);
      const lastContent = html.lastIndexOf('</footer>');
      for (const { 0: link, 1: href = '', index = 0 } of links) {
        if (index < lastContent) wrong.push(`${path}\t${href} is linked before the end of the content`);
        if (/ disabled/.test(link)) wrong.push(`${path}\t${href} is disabled`);
        if (html.split(`<style data-critical="${href}">`).length !== 2) wrong.push(`${path}\t${href} has no head part`);
        const css = readFileSync(stylesheetFile(href), 'utf8').trim();
        // A small sheet whose every rule the page uses is whole in its head part, once; none may be there twice.
        const copies = html.split(css).length - 1;
        if (copies > 1) wrong.push(`${path}\t${href} written ${copies} times`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
