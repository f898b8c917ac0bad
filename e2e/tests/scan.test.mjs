// Issue 10: a scan of everything the built site shows. Every route of the sitemap is opened in Chromium and,
// once hydrated (results at the defaults filled in), its visible text is read: formula cards, tables, prose and
// results. None may carry e-notation (the scientific form is '6.21371 × 10⁻⁷'), NaN, Infinity, undefined,
// -0, 'Ingrese', or a number with more than 15 significant digits (D8, D23). The raw HTML of every route may
// not name localhost when the build had a public origin (D1, D22).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage, sitemapPaths, visit } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** Patterns that never belong on a page, each with what it means. */
const NEVER = [
  [/\d[eE][+-]?\d/, 'e-notation'],
  [/\bNaN\b/, 'NaN'],
  [/Infinity/, 'Infinity'],
  [/\bundefined\b/, 'undefined'],
  [/(?<![\d.\w])-0(?![\d.,])/, '-0'],
  [/\bIngrese\b/, "'Ingrese' (D23: the visitor is tú)"],
];

/** A number as the site writes it: digits grouped by narrow no-break spaces, an optional decimal part. */
const NUMBER = /\d+(?:\u202f\d{3})*(?:\.\d+)?/g;

/** Significant digits of a written number: '32 808 398 950 131.2' → 15; '1000' → 1; '0.0006214' → 4. */
function significantDigits(written) {
  const plain = written.replaceAll('\u202f', '');
  if (plain.includes('.')) return plain.replace('.', '').replace(/^0+/, '').length;
  return plain.replace(/^0+/, '').replace(/0+$/, '').length;
}

/** What is wrong with a page's text, as quoted lines. */
function problemsIn(path, text) {
  const found = [];
  for (const [pattern, meaning] of NEVER) {
    const match = pattern.exec(text);
    if (match) found.push(`${path}: ${meaning} in «${text.slice(Math.max(0, match.index - 30), match.index + 30)}»`);
  }
  for (const match of text.matchAll(NUMBER)) {
    // The number-systems page writes integers in bases 2 to 36: a long string of 0s and 1s there is a binary
    // numeral, not a decimal with too many digits.
    if (path === '/convertir-numeros' && /^[01]+$/.test(match[0])) continue;
    if (significantDigits(match[0]) > 15) {
      found.push(`${path}: more than 15 significant digits in «${match[0]}»`);
    }
  }
  return found;
}

describe('what every page shows', () => {
  test('no e-notation, NaN, Infinity, undefined, -0, Ingrese or digits past the 15th, on any route', async () => {
    const { context, page } = await openPage(browser);
    try {
      const found = [];
      for (const path of await sitemapPaths()) {
        await visit(page, path);
        found.push(...problemsIn(path, await page.locator('body').innerText()));
      }
      assert.deepEqual(found, []);
    } finally {
      await context.close();
    }
  });

  test('the scan itself catches what it must', () => {
    assert.equal(problemsIn('/x', 'min = h × 6e1').length, 1);
    assert.equal(problemsIn('/x', '1 m → NaN mi').length, 1);
    assert.equal(problemsIn('/x', '32808398950131.2305 ft').length, 1);
    assert.equal(problemsIn('/x', `32\u202f808\u202f398\u202f950\u202f131.2 ft`).length, 0);
    assert.equal(problemsIn('/x', '6.21371 × 10⁻⁷ mi, 2024-01-05, UTC−3').length, 0);
    assert.equal(problemsIn('/convertir-numeros', '1111111111111111111111').length, 0);
  });

  test('no page names localhost when the build had a public origin (D1, D22)', async (t) => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
    const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? BASE_URL).origin;
    if (/localhost|127\.0\.0\.1/.test(origin)) {
      t.diagnostic(`the build has no public origin (${origin}): build with NEXT_PUBLIC_SITE_URL to run this check`);
      return;
    }
    const found = [];
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    if (robots.includes('localhost')) found.push('/robots.txt');
    if (sitemap.includes('localhost')) found.push('/sitemap.xml');
    for (const path of await sitemapPaths()) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      if (html.includes('localhost')) found.push(path);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      if (!canonical.startsWith(`${origin}/`) && canonical !== origin) found.push(`${path}: canonical ${canonical}`);
    }
    assert.deepEqual(found, []);
  });
});
