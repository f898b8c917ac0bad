/**
 * The one list of the site's pages (STYLE rule 1): header menus, footer, home, finder, site map, metadata and
 * the registry test all read it. A page is listed here only once its route exists.
 */

export const SITE_NAME = 'Conviértelo';

/** D1: the public origin, without a trailing slash. */
export const SITE_ORIGIN = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export const SITE_TAGLINE = 'Conversores de unidades y calculadoras gratis, exactos y al instante, en español.';

/** Site-map groups of spec 001, in their order. */
export const SITE_GROUPS = [
  'Medidas Básicas',
  'Temperatura y Energía',
  'Tiempo y Velocidad',
  'Presión y Fuerza',
  'Tecnología',
  'Fluidos y Caudal',
  'Radiación',
  'Medidas Especiales',
  'Herramientas Divertidas',
  'Utilidades',
] as const;

export type SiteGroup = (typeof SITE_GROUPS)[number];

export type RouteKind = 'home' | 'converter' | 'calculator' | 'fun' | 'tool' | 'legal';

export interface SiteRoute {
  path: string;
  kind: RouteKind;
  /** Registry key of the unit family (converters only): app/convertir-longitud ↔ lib/units/longitud.ts. */
  family?: string;
  /** Short name for menus and cards: 'Longitud'. */
  label: string;
  /** Page title; the root layout adds ' | Conviértelo' (D1). */
  title: string;
  description: string;
  keywords: readonly string[];
  /** An emoji, for cards and the finder. */
  icon: string;
  /** Extra words the finder matches (D16). */
  tags: readonly string[];
  group: SiteGroup;
  /** Units or contents in a few words, for the footer and cards: 'metros, pies, pulgadas, millas'. */
  summary: string;
  /** Shown in 'Conversiones Populares' on the home page. */
  popular?: boolean;
}

export const ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    kind: 'home',
    label: 'Inicio',
    title: 'Conversores de unidades y calculadoras en español',
    description:
      'Convierte longitud, peso, temperatura, volumen, tiempo y más de 25 medidas al instante y gratis, sin registro. Todo se calcula en tu navegador.',
    keywords: ['conversor de unidades', 'convertidor', 'calculadora', 'convertir medidas'],
    icon: '🏠',
    tags: ['inicio', 'portada'],
    group: 'Utilidades',
    summary: 'todas las herramientas',
  },
  {
    path: '/convertir-longitud',
    kind: 'converter',
    family: 'longitud',
    label: 'Longitud',
    title: 'Convertidor de longitud: metros, pies, pulgadas y millas',
    description:
      'Convierte metros, centímetros, kilómetros, pies, pulgadas y millas con los factores exactos. 1 m = 3.2808 ft, 1 in = 2.54 cm, 1 mi = 1.609344 km.',
    keywords: ['convertir metros a pies', 'pulgadas a centímetros', 'millas a kilómetros', 'conversor de longitud'],
    icon: '📏',
    tags: ['distancia', 'metro', 'pie', 'pulgada', 'milla', 'kilómetro', 'centímetro'],
    group: 'Medidas Básicas',
    summary: 'metros, centímetros, kilómetros, pies, pulgadas, millas',
    popular: true,
  },
] as const;

export function routeFor(path: string): SiteRoute {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Ruta no registrada en lib/site.ts: ${path}`);
  return route;
}

export const converterRoutes = (): SiteRoute[] => ROUTES.filter((route) => route.kind === 'converter');

export const calculatorRoutes = (): SiteRoute[] => ROUTES.filter((route) => route.kind === 'calculator');

export const funRoutes = (): SiteRoute[] => ROUTES.filter((route) => route.group === 'Herramientas Divertidas');

export const absoluteUrl = (path: string): string => `${SITE_ORIGIN}${path === '/' ? '' : path}`;
