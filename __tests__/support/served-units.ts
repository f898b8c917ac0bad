/**
 * The quick conversion's files as the site serves them (app/unidades-primeras.json, app/unidades.json,
 * app/unidades/[archivo]), for the tests that render the box with `fetch` replaced; undefined for any other path.
 */
import { familyByKey } from '@/lib/families';
import { quickFamily, quickFirstNames, quickNames } from '@/lib/quick/unit-index';

export const servedPaths: string[] = [];

export function servedUnits(path: string): unknown {
  servedPaths.push(path);
  if (path === '/unidades-primeras.json') return quickFirstNames();
  if (path === '/unidades.json') return quickNames();
  const family = /^\/unidades\/(.+)\.json$/.exec(path)?.[1];
  return family ? quickFamily(familyByKey(family)) : undefined;
}
