/** D16: the finder's search ignores case and accents ('energia' finds 'Energía') and matches tags. */
import type { SiteRoute } from '@/lib/site';

/** Lower case without diacritics; 'ñ' keeps its tilde so 'año' and 'ano' stay apart. */
export function normalise(text: string): string {
  return text
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/n\u0303/g, '\u00f1')
    .replace(/[\u0300-\u036f]/g, '');
}

export interface FinderEntry {
  path: string;
  label: string;
  description: string;
  icon: string;
  /** Everything searchable, normalised once. */
  haystack: string;
}

export function finderEntry(route: SiteRoute): FinderEntry {
  const haystack = normalise(
    [route.label, route.title, route.description, route.summary, ...route.tags, ...route.keywords].join(' '),
  );
  return { path: route.path, label: route.label, description: route.description, icon: route.icon, haystack };
}

/** Every word of the query must appear somewhere in the entry. */
export function search(entries: readonly FinderEntry[], query: string): FinderEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => words.every((word) => entry.haystack.includes(word)));
}
