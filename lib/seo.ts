import type { Metadata } from 'next';
import type { ConverterModule } from './families/define';
import { pairView, type PairView } from './pair-view';
import type { Pair } from './pairs';
import { canonicalRouteFor, routeFor, type RoutePath } from './routes';
import { SITE_NAME, absoluteUrl, type PageEntry } from './site-config';
import { uncapitalise } from './text';
import { timeZonePairTitle, type TimeZonePair } from './tools/time-zone-pairs';
import type { ToolPair } from './tools/tool-pairs';

/**
 * Metadata for one route (D1). The canonical is set here, per route, never in the root layout. The whole
 * openGraph and twitter objects are returned every time: Next merges metadata per top-level key, so a partial
 * object would lose fields. The image itself comes from the route's opengraph-image.tsx.
 */
/** The title as a tab or a shared link shows it (D1): 'Convertidor de longitud… | Conviértelo'. */
export const fullTitle = (path: RoutePath): string => fullTitleOf(routeFor(path));

/** The same, of a page's entry (a converter's is its module's route). */
export function fullTitleOf(page: Pick<PageEntry, 'path' | 'title'>): string {
  return page.path === '/' ? `${SITE_NAME}: ${page.title}` : `${page.title} | ${SITE_NAME}`;
}

/** A page of the route list, by its address. D25: an alias address points search engines at the route it repeats. */
export const pageMetadata = (path: RoutePath): Metadata => entryMetadata(routeFor(path), canonicalRouteFor(path).path);

/** A converter's page, from its module's own route (D28): no lookup of its address in the route list. */
export const converterMetadata = (module: ConverterModule): Metadata => entryMetadata(module.route, module.route.path);

function entryMetadata(route: PageEntry, canonicalPath: string): Metadata {
  const url = absoluteUrl(canonicalPath);
  const title = fullTitleOf(route);
  return {
    title: route.path === '/' ? { absolute: title } : route.title,
    description: route.description,
    keywords: [...route.keywords],
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'es_ES',
      siteName: SITE_NAME,
      title,
      description: route.description,
      url,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: route.description,
    },
  };
}

/** D26: 'Pulgadas a centímetros (in a cm): 1 in = 2.54 cm', from the page's view (computed once per page). */
export function pairTitle(view: Pick<PairView, 'name' | 'symbolName' | 'answer'>): string {
  const symbols = view.symbolName ? ` (${view.symbolName})` : '';
  return `${view.name}${symbols}: ${view.answer.symbols}`;
}

/**
 * A pair page's metadata, of units or of places: canonical to its own address whatever its query string (D26), and
 * the whole openGraph and twitter objects, as pageMetadata returns them.
 */
function ownAddressMetadata(path: string, title: string, description: string): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'es_ES',
      siteName: SITE_NAME,
      title: `${title} | ${SITE_NAME}`,
      description,
      url,
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${SITE_NAME}`, description },
  };
}

/** A pair page's metadata (D26). */
export function pairMetadata(pair: Pair): Metadata {
  const view = pairView(pair);
  // D33: 'exactos' agrees with the answer's unit and count; a name keeps its own capitals ('grados Celsius', 'BTU').
  const exactly = view.answer.exactly ? ` ${view.answer.exactly}` : '';
  const description = `${view.answer.words}${exactly}. ${pair.spec.definition} Convertidor, tabla y fórmula de ${uncapitalise(view.name)}.`;
  return ownAddressMetadata(pair.path, pairTitle(view), description);
}

/** Issue 34: a calculator's question page's metadata, from its own words. */
export const toolPairMetadata = (pair: ToolPair): Metadata =>
  ownAddressMetadata(pair.path, pair.spec.title, pair.spec.description);

/** D26, D30: a pair of places' metadata. */
export function timeZonePairMetadata(pair: TimeZonePair): Metadata {
  const description = `${pair.spec.intro} Convertidor, tabla de las 24 horas y días del cambio de hora.`;
  return ownAddressMetadata(pair.path, timeZonePairTitle(pair), description);
}
