/**
 * The site's ground floor (STYLE 16): its name, public origin, tagline, the site map's groups and the shape of a
 * page's entry. Imports nothing of the project but the one function that reads the public origin (D1, D22); the
 * list of pages, built from the families above, is lib/routes.ts.
 */
import { publicOrigin } from './public-origin';

export const SITE_NAME = 'Conviértelo';

/** D1, D22: the public origin, without a trailing slash, from the one function that reads the environment. */
export const SITE_ORIGIN = publicOrigin();

export const SITE_TAGLINE = 'Convertidores de unidades y calculadoras gratis, exactos y al instante, en español.';

/** Site-map groups of spec 001, in their order. */
export const SITE_GROUPS = [
  'Medidas básicas',
  'Temperatura y energía',
  'Tiempo y velocidad',
  'Presión y fuerza',
  'Tecnología',
  'Fluidos y caudal',
  'Radiación',
  'Medidas especiales',
  'Herramientas divertidas',
  'Utilidades',
] as const;

export type SiteGroup = (typeof SITE_GROUPS)[number];

/** 'static': the site map, listed with the legal pages at the foot of every page. */
export type RouteKind = 'home' | 'converter' | 'calculator' | 'fun' | 'tool' | 'legal' | 'static';

/** What menus, cards, the finder, the site map and a page's metadata say of a page. */
export interface PageEntry<Path extends string = string> {
  path: Path;
  /** Short name for menus and cards: 'Longitud'. */
  label: string;
  /** Page title; the root layout adds ' | Conviértelo' (D1). */
  title: string;
  description: string;
  keywords: readonly string[];
  /** An emoji, for cards and the finder. */
  icon: string;
  /**
   * Words the finder matches (D16). A converter's never repeat its units' own names: the finder reads those from
   * the units.
   */
  tags: readonly string[];
  group: SiteGroup;
  /** Units or contents in a few words, for the footer and cards: 'metros, pies, pulgadas, millas'. */
  summary: string;
  /** Shown in 'Conversiones populares' on the home page. */
  popular?: boolean;
}

/** A page of the site. */
export interface SiteRoute<Path extends string = string> extends PageEntry<Path> {
  kind: RouteKind;
  /**
   * D25: this address shows the same screen as another route. It keeps working, but its canonical is that
   * route, and it stays out of the sitemap, menus, site map and finder.
   */
  aliasOf?: Path;
}

export const absoluteUrl = (path: string): string => `${SITE_ORIGIN}${path === '/' ? '' : path}`;
