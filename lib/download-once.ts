/**
 * One download of each file for the page's life, shared by everything on the page that asks for it (the home box and
 * the header's, the finder): a failed one is forgotten, so the next attempt asks again.
 */
const downloads = new Map<string, Promise<unknown>>();
export function once<T>(key: string, start: () => Promise<T>): Promise<T> {
  let download = downloads.get(key) as Promise<T> | undefined;
  if (!download) {
    download = start();
    download.catch(() => downloads.delete(key));
    downloads.set(key, download);
  }
  return download;
}

/** A JSON file of the site; a status other than 2xx is a failure. */
export async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}
