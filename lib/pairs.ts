/**
 * D26: the pair pages — one address per curated conversion, under its family's route:
 * /convertir-longitud/pulgadas-a-centimetros. The list is data (lib/content/pairs/); this module turns it into
 * addresses and looks pairs up, for the route, the family pages, the sitemap and the tests.
 */
import { PAIR_LISTS } from '@/lib/content/pairs';
import type { PairSpec } from '@/lib/content/pairs/types';
import { converterRoutes, type KnownRoute } from '@/lib/site';
import { families } from '@/lib/units';
import { unitSlug } from '@/lib/units/slug';
import type { Family } from '@/lib/units/types';

export interface Pair {
  /** The family's key and converter route: 'longitud', '/convertir-longitud'. */
  familyKey: string;
  family: Family;
  familyRoute: KnownRoute;
  /** 'pulgadas-a-centimetros' */
  slug: string;
  /** '/convertir-longitud/pulgadas-a-centimetros' */
  path: string;
  spec: PairSpec;
}

function familyRouteOf(familyKey: string): KnownRoute {
  const route = converterRoutes().find((candidate) => candidate.family === familyKey);
  if (!route) throw new Error(`La familia ${familyKey} no tiene página de convertidor`);
  return route;
}

function buildPairs(): Pair[] {
  return PAIR_LISTS.flatMap(({ family: familyKey, pairs }) => {
    const family = families[familyKey];
    if (!family) throw new Error(`Pares de una familia que no existe: ${familyKey}`);
    const familyRoute = familyRouteOf(familyKey);
    return pairs.map((spec) => {
      const from = family.units[spec.from];
      const to = family.units[spec.to];
      if (!from || !to)
        throw new Error(`${familyKey}: el par ${spec.from} → ${spec.to} nombra una unidad que no existe`);
      const slug = `${unitSlug(from)}-a-${unitSlug(to)}`;
      return { familyKey, family, familyRoute, slug, path: `${familyRoute.path}/${slug}`, spec };
    });
  });
}

/** Every pair page, in the order of the lists. */
export const PAIRS: readonly Pair[] = buildPairs();

export const pairsOf = (familyKey: string): Pair[] => PAIRS.filter((pair) => pair.familyKey === familyKey);

/** The route parameters of every pair page, for the page and its Open Graph image (app/[familia]/[par]/). */
export const pairParams = (): { familia: string; par: string }[] =>
  PAIRS.map((pair) => ({ familia: pair.familyRoute.path.slice(1), par: pair.slug }));

/** The pair at /<familia>/<par>, as the route's parameters give them ('convertir-longitud', 'pulgadas-a-…'). */
export function pairAt(familySegment: string, slug: string): Pair | undefined {
  return PAIRS.find((pair) => pair.familyRoute.path === `/${familySegment}` && pair.slug === slug);
}

/** The page of the opposite direction, where the list has one. */
export function reverseOf(pair: Pair): Pair | undefined {
  return PAIRS.find(
    (other) =>
      other.familyKey === pair.familyKey && other.spec.from === pair.spec.to && other.spec.to === pair.spec.from,
  );
}
