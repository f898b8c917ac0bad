/**
 * D28, STYLE 17: the registry, the one facade that hands out family modules. Everything that lists families (routes,
 * pair pages, the quick conversion's files, finder cards, the sitemap, metadata, the tests) takes modules from here;
 * the list itself, in menu order, is ./list.ts.
 */
import { isFamily, type ConverterModule, type FamilyModule } from './define';
import { CONVERTERS } from './list';

export { CONVERTERS };

/** The families of quantities, the engine's (every converter but the number systems). */
export const FAMILIES: readonly FamilyModule[] = (CONVERTERS as readonly ConverterModule[]).filter(isFamily);

/**
 * The module of a key that arrives as text (a link to another family, a quick-conversion file's name); code that
 * has a module passes the module.
 */
export function familyByKey(key: string): FamilyModule {
  const found = FAMILIES.find((module) => module.key === key);
  if (!found) throw new Error(`No existe la familia ${key}`);
  return found;
}
