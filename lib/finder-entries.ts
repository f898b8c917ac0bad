/**
 * The finder's entries (D16, D24): every listed page but the home, a converter also answering to its units' names
 * and spellings, read from the module its route carries. Server-side only (it reads every family); the finder page
 * hands the result to the client. Above the route list, so not in lib/tools (STYLE 16).
 */
import { isFamily } from '@/lib/families/define';
import { listedRoutes } from '@/lib/routes';
import { finderEntry, type FinderEntry } from '@/lib/tools/finder';
import { familyNames } from '@/lib/units/catalogue';

export function finderEntries(): FinderEntry[] {
  return listedRoutes()
    .filter((route) => route.kind !== 'home')
    .map((route) => finderEntry(route, route.module && isFamily(route.module) ? familyNames(route.module.units) : []));
}
