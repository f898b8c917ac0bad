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

/**
 * Issue 36: what the finder's page hands to the browser, an entry without its searchable text; the text of every
 * entry comes in one file (FINDER_INDEX_PATH), fetched the first time the visitor types or opens a search.
 */
export type FinderCard = Omit<FinderEntry, 'haystack'>;
/** Each entry's searchable text by its address, as /buscar-convertidor/indice.json serves it. */
export type FinderIndex = Readonly<Record<string, string>>;
export const FINDER_INDEX_PATH = '/buscar-convertidor/indice.json';

export const cardOf = ({ path, label, description, icon }: FinderEntry): FinderCard => ({
  path,
  label,
  description,
  icon,
});
export const finderIndex = (entries: readonly FinderEntry[]): FinderIndex =>
  Object.fromEntries(entries.map((entry) => [entry.path, entry.haystack]));
/** The entries again, each with its text from `index`, or, where the index lacks it, its own title and description. */
export const withHaystacks = (cards: readonly FinderCard[], index: FinderIndex): FinderEntry[] =>
  cards.map((card) => ({
    ...card,
    haystack: (Object.hasOwn(index, card.path) && index[card.path]) || normalise(`${card.label} ${card.description}`),
  }));

/** Every word of the query must appear somewhere in the entry. */
export function search(entries: readonly FinderEntry[], query: string): FinderEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => words.every((word) => entry.haystack.includes(word)));
}
