/** D16: the finder's search ignores case and accents ('energia' finds 'Energía') and matches tags. */
import { normalise } from '@/lib/normalise';
import type { SiteRoute } from '@/lib/site-config';

export interface FinderEntry {
  path: string;
  label: string;
  description: string;
  icon: string;
  /** Everything searchable, normalised once. */
  haystack: string;
}

/** A route as the finder reads it; a converter also answers to its units' names and spellings (D24). */
export function finderEntry(route: SiteRoute, unitNames: readonly string[] = []): FinderEntry {
  const haystack = normalise(
    [route.label, route.title, route.description, route.summary, ...route.tags, ...route.keywords, ...unitNames].join(
      ' ',
    ),
  );
  return { path: route.path, label: route.label, description: route.description, icon: route.icon, haystack };
}

/** Every word of the query must appear somewhere in the entry. */
export function search(entries: readonly FinderEntry[], query: string): FinderEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => words.every((word) => entry.haystack.includes(word)));
}
