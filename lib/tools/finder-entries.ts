/**
 * The finder's entries (D16, D24): every listed page but the home, a converter also answering to its units' names
 * and spellings. Server-side only (it reads every family); the finder page hands the result to the client.
 */
import { listedRoutes } from '@/lib/site';
import { families } from '@/lib/units';
import { familyNames } from '@/lib/units/catalogue';
import { finderEntry, type FinderEntry } from './finder';

export function finderEntries(): FinderEntry[] {
  return listedRoutes()
    .filter((route) => route.kind !== 'home')
    .map((route) => {
      const family = route.family ? families[route.family] : undefined;
      return finderEntry(route, family ? familyNames(family) : []);
    });
}
