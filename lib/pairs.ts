/**
 * D26: the pair pages — one address per curated conversion, under its family's route:
 * /convertir-longitud/pulgadas-a-centimetros. Each family module lists its own (D28); this module turns them into
 * addresses and looks pairs up, for the route, the family pages, the sitemap and the tests.
 */
import type { OtherReading, PairSpec } from '@/lib/content/pairs/types';
import { FAMILIES, familyByKey } from '@/lib/families';
import type { ConverterRoute, FamilyModule } from '@/lib/families/define';
import { isRoutePath } from '@/lib/routes';
import { queryFromState } from '@/lib/units/converter-state';
import { withIngredient } from '@/lib/units/ingredients';
import { unitSlug } from '@/lib/units/slug';
import type { Family, Ingredient } from '@/lib/units/types';

export interface Pair {
  /** The family as the page converts: at its ingredient's density, where it names one (D29). */
  family: Family;
  /** D29: the ingredient whose density the page uses ('tazas-de-harina-a-gramos'). */
  ingredient?: Ingredient;
  /** D30: the resolution a pixel pair is stated at, where not the page's own ('pixeles-a-centimetros-a-300-ppp'). */
  ppp?: number;
  /** The whole family module: its key, its page's words, its other pairs. */
  module: FamilyModule;
  /** The family's converter page: its module's route. */
  familyRoute: ConverterRoute;
  /** 'pulgadas-a-centimetros' */
  slug: string;
  /** '/convertir-longitud/pulgadas-a-centimetros' */
  path: string;
  spec: PairSpec;
}

function ingredientOf(module: FamilyModule, key: string): Ingredient {
  const ingredient = module.ingredients?.items.find((item) => item.key === key);
  if (!ingredient) throw new Error(`${module.key}: el par nombra el ingrediente ${key}, que no existe`);
  return ingredient;
}

/** D30: the family's units at the pair's resolution, where it names one. */
function unitsAt(module: FamilyModule, ppp: number | undefined): Family {
  if (ppp === undefined) return module.units;
  if (!module.atResolution) throw new Error(`${module.key}: un par a ${ppp} ppp en una familia sin resolución`);
  return module.atResolution(ppp);
}

function buildPairs(): Pair[] {
  return FAMILIES.flatMap((module) => {
    const { key: familyKey, pairs, route: familyRoute } = module;
    return pairs.map((spec) => {
      const family = unitsAt(module, spec.ppp);
      const from = family.units[spec.from];
      const to = family.units[spec.to];
      if (!from || !to)
        throw new Error(`${familyKey}: el par ${spec.from} → ${spec.to} nombra una unidad que no existe`);
      const ingredient = spec.ingredient === undefined ? undefined : ingredientOf(module, spec.ingredient);
      const of = ingredient ? `-de-${ingredient.slug ?? ingredient.key}` : '';
      const at = spec.ppp === undefined ? '' : `-a-${spec.ppp}-ppp`;
      const slug = `${unitSlug(from)}${of}-a-${unitSlug(to)}${at}`;
      const path = `${familyRoute.path}/${slug}`;
      if (spec.ppp !== undefined) return { family, ppp: spec.ppp, module, familyRoute, slug, path, spec };
      if (!ingredient) return { family, module, familyRoute, slug, path, spec };
      return {
        family: withIngredient(family, ingredient),
        ingredient,
        module,
        familyRoute,
        slug,
        path,
        spec,
      };
    });
  });
}

/** Every pair page, in the order of the lists. */
export const PAIRS: readonly Pair[] = buildPairs();

/** Every pair page of a family, in its list's order: its page's links, and the other pages a pair page offers. */
export const allPairsOf = (module: FamilyModule): Pair[] => PAIRS.filter((pair) => pair.module === module);

/**
 * The pair pages of a family whose address its two units make alone ('tazas-a-mililitros'), as the quick
 * conversion links a question to them; a page of one ingredient ('tazas-de-harina-a-gramos', D29) or of one
 * resolution ('pixeles-a-centimetros-a-300-ppp', D30) is not among them, since a question without it is not its
 * question.
 */
export const pairsOf = (module: FamilyModule): Pair[] =>
  allPairsOf(module).filter((pair) => pair.ingredient === undefined && pair.ppp === undefined);

/**
 * Issue 36: the families whose pair pages need a converter with parts of their own (the cooking page's ingredients,
 * D29; the pixel page's resolution, D30). Their pairs are served by a route under the family's folder
 * (app/convertir-medidas-de-cocina/[par]/), which imports those parts, so the other pair pages never carry them.
 */
export const hasOwnPairRoute = (module: FamilyModule): boolean =>
  module.ingredients !== undefined || module.atResolution !== undefined;

/** The route parameters of the pair pages of app/[familia]/[par]/ (the page and its Open Graph image). */
export const pairParams = (): { familia: string; par: string }[] =>
  PAIRS.filter((pair) => !hasOwnPairRoute(pair.module)).map((pair) => ({
    familia: pair.familyRoute.path.slice(1),
    par: pair.slug,
  }));

/** The route parameters of a family's own pair route (hasOwnPairRoute). */
export const pairParamsOf = (module: FamilyModule): { par: string }[] =>
  allPairsOf(module).map((pair) => ({ par: pair.slug }));

/** The pair at /<familia>/<par>, as the route's parameters give them ('convertir-longitud', 'pulgadas-a-…'). */
export function pairAt(familySegment: string, slug: string): Pair | undefined {
  return PAIRS.find((pair) => pair.familyRoute.path === `/${familySegment}` && pair.slug === slug);
}

/** The pair of `module` at its `<par>` parameter, for a family's own pair route (hasOwnPairRoute). */
export const familyPairAt = (module: FamilyModule, slug: string): Pair | undefined =>
  pairAt(module.route.path.slice(1), slug);

/** The page of the opposite direction, where the list has one. */
export function reverseOf(pair: Pair): Pair | undefined {
  return PAIRS.find(
    (other) =>
      other.module === pair.module &&
      other.spec.from === pair.spec.to &&
      other.spec.to === pair.spec.from &&
      other.spec.ingredient === pair.spec.ingredient &&
      other.spec.ppp === pair.spec.ppp,
  );
}

/**
 * STYLE 11, D28: the address of the other reading a page of `module` links to, from its keys: the pair page of that
 * conversion where the list has one, else its family's converter opened on the two units (the converter's own query
 * writer, D9), or the family's page, or a route of the site. Throws on a family, unit or route that does not exist,
 * so a stale link fails the build and the tests instead of reaching a 404.
 */
export function otherReadingPath(other: OtherReading, module: FamilyModule): string {
  if ('route' in other) {
    if (!isRoutePath(other.route)) throw new Error(`No existe la página ${other.route}`);
    return other.route;
  }
  // A key written as text (another family's) is looked up in the registry once, here.
  const target = 'family' in other ? familyByKey(other.family) : module;
  if (!('from' in other)) return target.route.path;
  const { from, to } = other;
  const units = target.units.units;
  if (!(from in units) || !(to in units) || from === to)
    throw new Error(`${target.key}: la otra lectura ${from} → ${to} no es un par de unidades de la familia`);
  const pair = pairsOf(target).find((candidate) => candidate.spec.from === from && candidate.spec.to === to);
  return pair ? pair.path : `${target.route.path}${queryFromState({ valueText: '', from, to })}`;
}

/** The address of a pair page's link to the other reading, where the page has one. */
export const ambiguityPath = ({ spec, module }: Pair): string | undefined =>
  spec.ambiguity ? otherReadingPath(spec.ambiguity.other, module) : undefined;
