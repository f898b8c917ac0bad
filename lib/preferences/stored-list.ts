/**
 * A list kept in the browser's localStorage under one key (D31: recent conversions, favourite converters), shared by
 * every component of the page through useSyncExternalStore and kept in step with other tabs by the 'storage' event.
 *
 * Nothing here throws: storage that is missing (a browser that blocks it), full (a quota error) or holding text that
 * is not a list of valid entries reads as an empty list, and a write it refuses is kept in memory for the page's life.
 * No React here, so server modules (the privacy page's words) can read the keys: the hook is hooks/use-stored-list.ts.
 */
export interface StoredList<T> {
  /** The list now: the same array until it changes, as useSyncExternalStore asks. */
  read: () => readonly T[];
  /** Replaces the list with what `change` makes of it; an empty list removes the key. */
  update: (change: (list: readonly T[]) => readonly T[]) => void;
  subscribe: (listener: () => void) => () => void;
}

export const EMPTY: readonly never[] = [];

/** `parse` turns the stored JSON value into the list, dropping what is not an entry; it may assume nothing. */
export function storedList<T>(key: string, parse: (value: unknown) => readonly T[]): StoredList<T> {
  const listeners = new Set<() => void>();
  // What a refused write left behind (storage missing or full): it stands for the stored text from then on.
  let unsaved: { text: string | null } | undefined;
  let cache: { text: string | null; list: readonly T[] } = { text: null, list: EMPTY };

  const storedText = (): string | null => {
    if (unsaved) return unsaved.text;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };

  const read = (): readonly T[] => {
    const text = typeof window === 'undefined' ? null : storedText();
    if (text === cache.text) return cache.list;
    let list: readonly T[] = EMPTY;
    if (text !== null) {
      try {
        list = parse(JSON.parse(text));
      } catch {
        list = EMPTY;
      }
    }
    cache = { text, list: list.length === 0 ? EMPTY : list };
    return cache.list;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const update = (change: (list: readonly T[]) => readonly T[]) => {
    const next = change(read());
    const text = next.length === 0 ? null : JSON.stringify(next);
    try {
      if (text === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, text);
      unsaved = undefined;
    } catch {
      unsaved = { text };
    }
    cache = { text, list: next.length === 0 ? EMPTY : next };
    notify();
  };

  // Another tab changed the list (or cleared the site's data): read it again.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };

  return { read, update, subscribe };
}
