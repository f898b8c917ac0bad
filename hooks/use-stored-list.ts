'use client';
import { useSyncExternalStore } from 'react';
import { favouritesStore } from '@/lib/preferences/favourites';
import { recentsStore } from '@/lib/preferences/recents';
import { EMPTY, type StoredList } from '@/lib/preferences/stored-list';

const serverList = () => EMPTY;

/**
 * A list the browser keeps (D31): empty on the server and while hydrating, so the static HTML never depends on it
 * (D2); then what this browser holds, and again each time it changes, here or in another tab.
 */
export function useStoredList<T>(store: StoredList<T>): readonly T[] {
  return useSyncExternalStore(store.subscribe, store.read, serverList);
}

export const useRecents = () => useStoredList(recentsStore);
export const useFavourites = () => useStoredList(favouritesStore);
