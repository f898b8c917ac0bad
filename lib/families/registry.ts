/** What the one list of converters (lib/families/index.ts) gives the rest of the site, derived once. */
import { CONVERTERS } from '@/lib/families';
import { isFamily, type ConverterModule, type FamilyModule } from '@/lib/families/define';

/** The families of quantities, the engine's (every converter but the number systems). */
export const FAMILIES: readonly FamilyModule[] = (CONVERTERS as readonly ConverterModule[]).filter(isFamily);

export function familyModule(key: string): FamilyModule {
  const found = FAMILIES.find((module) => module.key === key);
  if (!found) throw new Error(`No existe la familia ${key}`);
  return found;
}
