/**
 * D31: the visitor's recent conversions, kept only in this browser (localStorage, key RECENTS_KEY), most recent
 * first, at most RECENTS_LIMIT. The privacy page names the key and says what it holds (lib/content/legal.ts).
 */
import { storedList } from './stored-list';

export const RECENTS_KEY = 'convertelo:recientes';
export const RECENTS_LIMIT = 20;

export interface RecentConversion {
  /** The converter's address with its query, as the converter writes it: '/convertir-longitud?valor=2.5&de=metros&a=pies'. */
  href: string;
  /** The result line as the converter showed it (D23): '2.5 m → 8.202 ft'. */
  line: string;
  /** A setting the line does not show, such as the ingredient of the cooking page: 'harina de trigo'. */
  detail?: string;
}

/** The page a conversion was made on: its family's route, also for a pair page's address ('/convertir-longitud/…'). */
function pageOf(href: string): string {
  return href.split(/[?#]/)[0]?.split('/')[1] ?? '';
}

/**
 * The same conversion: the same page, the same line and the same setting. The line holds the value and both units
 * as the engine writes them, so '1,5' and '1.5', or the family page and a pair page of the same units, are one entry.
 */
export function sameConversion(a: RecentConversion, b: RecentConversion): boolean {
  return pageOf(a.href) === pageOf(b.href) && a.line === b.line && (a.detail ?? '') === (b.detail ?? '');
}

/** `entry` at the top; an earlier copy of the same conversion leaves its place; the oldest past the limit go. */
export function addRecent(list: readonly RecentConversion[], entry: RecentConversion): RecentConversion[] {
  return [entry, ...list.filter((other) => !sameConversion(other, entry))].slice(0, RECENTS_LIMIT);
}

export function removeRecent(list: readonly RecentConversion[], entry: RecentConversion): RecentConversion[] {
  return list.filter((other) => !sameConversion(other, entry));
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Only a local address: what is stored becomes a link, and a link elsewhere (or 'javascript:') is not one of ours. */
const isLocalPath = (value: unknown): value is string =>
  isText(value) && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/** The stored list, whatever the storage holds: entries that are not conversions are dropped, duplicates merged. */
export function parseRecents(value: unknown): RecentConversion[] {
  if (!Array.isArray(value)) return [];
  const list: RecentConversion[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { href, line, detail } = item as Record<string, unknown>;
    if (!isLocalPath(href) || !isText(line)) continue;
    const entry: RecentConversion = { href, line, ...(isText(detail) && { detail }) };
    if (!list.some((other) => sameConversion(other, entry))) list.push(entry);
  }
  return list.slice(0, RECENTS_LIMIT);
}

export const recentsStore = storedList(RECENTS_KEY, parseRecents);

export const recordRecent = (entry: RecentConversion) => recentsStore.update((list) => addRecent(list, entry));
export const forgetRecent = (entry: RecentConversion) => recentsStore.update((list) => removeRecent(list, entry));
export const clearRecents = () => recentsStore.update(() => []);
