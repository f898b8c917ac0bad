// Debian's Chromium driven by playwright-core (scripts/lib/chromium.mjs says why these flags).
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { fetchSitemapPaths } from '../../scripts/lib/sitemap.mjs';

export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
export const SCREENSHOT_DIR = new URL('../../e2e-screenshots/', import.meta.url);

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A page that records every console error and uncaught page error, to assert there were none. */
export async function openPage(browser, viewport = VIEWPORTS.desktop, options = {}) {
  const context = await browser.newContext({ viewport, locale: 'es-ES', ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

export const url = (path) => `${BASE_URL}${path}`;

/** Opens a path and waits until the page's scripts have loaded, so the controls are hydrated before use. */
export function visit(page, path) {
  return page.goto(url(path), { waitUntil: 'networkidle' });
}

/** The pages the built site's /sitemap.xml lists, as paths. */
export function sitemapPaths() {
  return fetchSitemapPaths(BASE_URL);
}
