/**
 * JSON-LD for every page (issue 5): the WebSite with a SearchAction to the finder (?q=), the page's
 * BreadcrumbList, and a WebApplication for each converter and calculator.
 */
import { canonicalRouteFor, type RoutePath } from './routes';
import { SITE_NAME, absoluteUrl, type PageEntry, type SiteRoute } from './site-config';

type JsonLd = Record<string, unknown>;

const APPLICATION_KINDS: readonly SiteRoute['kind'][] = ['converter', 'calculator', 'fun', 'tool'];

function website(): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${absoluteUrl('/')}#sitio`,
    name: SITE_NAME,
    url: absoluteUrl('/'),
    inLanguage: 'es',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/buscar-convertidor')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Inicio › Longitud › Pulgadas a centímetros: each step's name and address. */
type Step = { name: string; path: string };

function breadcrumbs(trail: readonly Step[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

const HOME_STEP: Step = { name: SITE_NAME, path: '/' };
const stepOf = (route: PageEntry): Step => ({ name: route.label, path: route.path });

function application(route: Pick<SiteRoute, 'title' | 'description' | 'path'>): JsonLd {
  return {
    '@type': 'WebApplication',
    name: route.title,
    description: route.description,
    url: absoluteUrl(route.path),
    inLanguage: 'es',
    applicationCategory: 'UtilitiesApplication',
    operatingSystem: 'Cualquiera (navegador web)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
    isPartOf: { '@id': `${absoluteUrl('/')}#sitio` },
  };
}

export function structuredData(path: RoutePath): JsonLd {
  // D25: an alias address describes the route it repeats, under that route's address.
  const route = canonicalRouteFor(path);
  const graph = [website(), breadcrumbs(route.path === '/' ? [HOME_STEP] : [HOME_STEP, stepOf(route)])];
  if (APPLICATION_KINDS.includes(route.kind)) graph.push(application(route));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** D26: a pair page is a step below its family: Inicio › Longitud › Pulgadas a centímetros. No FAQ markup. */
export function pairStructuredData(pair: {
  path: string;
  name: string;
  title: string;
  description: string;
  familyRoute: PageEntry;
}): JsonLd {
  const trail = [HOME_STEP, stepOf(pair.familyRoute), { name: pair.name, path: pair.path }];
  // A pair page is a converter too: the same WebApplication as its family's, under its own address.
  const page = { title: pair.title, description: pair.description, path: pair.path };
  return { '@context': 'https://schema.org', '@graph': [website(), breadcrumbs(trail), application(page)] };
}

/** JSON for a <script> element: '<' escaped so no text can close the element early. */
export function serialiseJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
