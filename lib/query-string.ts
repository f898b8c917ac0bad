/**
 * The one reader and writer of the state that features keep in the address (D9): the converter, the number
 * systems, the debt calculator, the finder and the expressions table each name their keys once and call these.
 */

/** Each key's value in the query string, or null where the address does not carry it. */
export function readQuery<K extends string>(
  search: string,
  keys: Readonly<Record<K, string>>,
): Record<K, string | null> {
  const params = new URLSearchParams(search);
  const values = {} as Record<K, string | null>;
  for (const name of Object.keys(keys) as K[]) values[name] = params.get(keys[name]);
  return values;
}

/**
 * '?valor=2.5&de=metros' from the values given, in the order of `keys`; a value left undefined is not written
 * (an empty string is). '' when nothing is written, so a plain page keeps its clean address.
 */
export function writeQuery<K extends string>(
  keys: Readonly<Record<K, string>>,
  values: Readonly<Partial<Record<K, string>>>,
): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(keys) as K[]) {
    const value = values[name];
    if (value !== undefined) params.set(keys[name], value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether the address carries any of the keys (and so a state to adopt). */
export function carriesQuery(search: string, keys: Readonly<Record<string, string>>): boolean {
  const params = new URLSearchParams(search);
  return Object.values(keys).some((key) => params.has(key));
}
