// What the browser tests read from the built site itself.
import { fetchSitemapPaths } from '../../scripts/lib/sitemap.mjs';

/** The pages the built site's /sitemap.xml lists, as paths (the one route list, through next-sitemap). */
export function sitemapPaths(baseURL: string | undefined): Promise<string[]> {
  if (!baseURL) throw new Error('baseURL is not set (playwright.config.ts)');
  return fetchSitemapPaths(baseURL.replace(/\/+$/, ''));
}

/** Where the screenshots of every route land, to look at after a run (ignored by git). */
export const SCREENSHOT_DIR = 'e2e-screenshots';
