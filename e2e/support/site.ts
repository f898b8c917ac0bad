// What the browser tests read from the built site itself.
import { fetchSitemapPaths } from '../../scripts/lib/sitemap.mjs';

/** The pages the built site's /sitemap.xml lists, as paths (the one route list, through next-sitemap). */
export function sitemapPaths(baseURL: string | undefined): Promise<string[]> {
  if (!baseURL) throw new Error('baseURL is not set (playwright.config.ts)');
  return fetchSitemapPaths(baseURL.replace(/\/+$/, ''));
}

/** Where the screenshots of every route land, to look at after a run (ignored by git). */
export const SCREENSHOT_DIR = 'e2e-screenshots';

/** A pair page (D26) sits one level below its family: /convertir-longitud/pulgadas-a-centimetros. */
export const isPairPath = (path: string): boolean => path.split('/').filter(Boolean).length > 1;

/** How many pair pages the browser sweeps open: the pairs are one route, and pairs.spec.ts fetches all of them. */
const PAIR_SAMPLE = 6;

/**
 * The pages the browser sweeps open (axe, layout, scan, JSON-LD, screenshots): every page of the sitemap but the
 * ~300 pair pages, and six of those spread evenly through the list. Plain-HTTP checks still take every page.
 */
export async function pagesToVisit(baseURL: string | undefined): Promise<string[]> {
  const paths = await sitemapPaths(baseURL);
  const pairs = paths.filter(isPairPath);
  const step = pairs.length / PAIR_SAMPLE;
  const sample =
    pairs.length <= PAIR_SAMPLE
      ? pairs
      : Array.from({ length: PAIR_SAMPLE }, (_, i) => pairs[Math.floor(i * step)] ?? '');
  return [...paths.filter((path) => !isPairPath(path)), ...sample];
}
