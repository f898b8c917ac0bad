/**
 * D31: the converters the visitor stars, kept only in this browser (localStorage, key FAVOURITES_KEY), the latest
 * starred first. The privacy page names the key and says what it holds (lib/content/legal.ts).
 */
import { storedList } from './stored-list';

export const FAVOURITES_KEY = 'convertelo:favoritos';
/** More than the site has pages to star: only a bound on what garbage in the storage can make the page render. */
const FAVOURITES_LIMIT = 100;

export interface Favourite {
  /** The page's address: '/convertir-longitud'. */
  path: string;
  /** Its short name, as menus and cards write it: 'Longitud'. */
  label: string;
}

export const isFavourite = (list: readonly Favourite[], path: string): boolean =>
  list.some((favourite) => favourite.path === path);

/** Starred pages go to the top; starring one again only moves it there. */
export function addFavourite(list: readonly Favourite[], favourite: Favourite): Favourite[] {
  return [favourite, ...list.filter((other) => other.path !== favourite.path)].slice(0, FAVOURITES_LIMIT);
}

export function removeFavourite(list: readonly Favourite[], path: string): Favourite[] {
  return list.filter((other) => other.path !== path);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The stored list, whatever the storage holds: only pages of this site (a path, no query), each once. */
export function parseFavourites(value: unknown): Favourite[] {
  if (!Array.isArray(value)) return [];
  const list: Favourite[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { path, label } = item as Record<string, unknown>;
    if (!isText(path) || !/^\/[a-z0-9-/]*$/.test(path) || path.startsWith('//') || !isText(label)) continue;
    if (!isFavourite(list, path)) list.push({ path, label });
  }
  return list.slice(0, FAVOURITES_LIMIT);
}

export const favouritesStore = storedList(FAVOURITES_KEY, parseFavourites);

export const starPage = (favourite: Favourite) => favouritesStore.update((list) => addFavourite(list, favourite));
export const unstarPage = (path: string) => favouritesStore.update((list) => removeFavourite(list, path));
export const clearFavourites = () => favouritesStore.update(() => []);
