import type { Metadata } from 'next';
import { SITE_NAME, absoluteUrl, routeFor } from './site';

/**
 * Metadata for one route (D1). The canonical is set here, per route, never in the root layout. The whole
 * openGraph and twitter objects are returned every time: Next merges metadata per top-level key, so a partial
 * object would lose fields. The image itself comes from the route's opengraph-image.tsx.
 */
export function pageMetadata(path: string): Metadata {
  const route = routeFor(path);
  // D25: an alias address points search engines at the route it repeats.
  const url = absoluteUrl(route.aliasOf ?? path);
  const fullTitle = path === '/' ? `${SITE_NAME}: ${route.title}` : `${route.title} | ${SITE_NAME}`;
  return {
    title: path === '/' ? { absolute: fullTitle } : route.title,
    description: route.description,
    keywords: [...route.keywords],
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'es_ES',
      siteName: SITE_NAME,
      title: fullTitle,
      description: route.description,
      url,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: route.description,
    },
  };
}
