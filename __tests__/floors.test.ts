/**
 * STYLE 15–16, issue 31: lib/ is built in floors, and nothing imports a floor above its own (type imports included):
 * the engine at the bottom, then the preferences, the texts, the tools' logic, the families, the route list, and at
 * the top what reads the route list (pair pages, metadata, the quick conversion's files, the finder's entries).
 * `../shared/tools/import-cycles.py` finds cycles; this finds an arrow that runs upward, which makes the next one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..');

/** Each place in lib/ and its floor, lowest first; a place is a folder or a file of lib/ itself. */
const FLOORS: Record<string, number> = {
  'lib/public-origin.js': 0,
  'lib/canonical-elsewhere.js': 0,
  'lib/normalise.ts': 0,
  'lib/query-string.ts': 0,
  'lib/download-once.ts': 0,
  'lib/text.ts': 0,
  'lib/site-config.ts': 0,
  'lib/service-worker-script.ts': 0,
  'lib/service-worker.js': 0,
  'lib/og': 0,
  'lib/units': 1,
  'lib/preferences': 2,
  'lib/content': 3,
  'lib/tools': 4,
  'lib/families': 5,
  'lib/routes.ts': 6,
  'lib/home-content.ts': 7,
  'lib/pairs.ts': 7,
  'lib/pair-view.ts': 8,
  'lib/structured-data.ts': 7,
  'lib/seo.ts': 9,
  'lib/og-words.ts': 9,
  'lib/finder-entries.ts': 7,
  'lib/quick': 9,
};

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The place of a path of lib/: its folder under lib/, or the file itself when it sits in lib/. */
const placeOf = (path: string) => `lib/${path.split('/')[1]}`.replace(/\.(tsx?|js|mjs)$/, '');

/** The floor of a path of lib/ (an import may leave out the file's extension). */
function floorOf(path: string): number | undefined {
  const place = placeOf(path);
  return ['', '.ts', '.js'].map((extension) => FLOORS[`${place}${extension}`]).find((floor) => floor !== undefined);
}

/** The lib/ path an import names, or undefined for a package or a file outside lib/. */
function target(from: string, spec: string): string | undefined {
  if (spec.startsWith('@/lib/')) return spec.slice(2);
  if (spec.startsWith('.')) {
    const resolved = relative(ROOT, join(ROOT, from, '..', spec));
    return resolved.startsWith('lib/') ? resolved : undefined;
  }
  return undefined;
}

function upwardImports(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const floor = floorOf(file) ?? -1;
    const text = readFileSync(join(ROOT, file), 'utf8');
    return [...text.matchAll(IMPORT)].flatMap((match) => {
      const to = target(file, (match[1] ?? match[2]) as string);
      if (!to || placeOf(to) === placeOf(file)) return [];
      const above = floorOf(to) ?? Infinity;
      return above > floor ? [`${file} → ${to}`] : [];
    });
  });
}

describe('the floors of lib/ (STYLE 15–16)', () => {
  const files = sources('lib');

  it('gives every place of lib/ a floor', () => {
    expect(files.filter((file) => floorOf(file) === undefined)).toEqual([]);
  });

  it('has no import from a floor above', () => {
    expect(upwardImports(files)).toEqual([]);
  });

  it('notices an upward import (the check above can fail)', () => {
    // The engine reading the family list, and a tool reading the route list: the two kinds issue 31 mended.
    expect(floorOf('lib/units/engine.ts')).toBeLessThan(floorOf('lib/families/index.ts') ?? 0);
    expect(floorOf('lib/tools/finder.ts')).toBeLessThan(floorOf('lib/routes.ts') ?? 0);
    expect(target('lib/units/index.ts', '@/lib/families')).toBe('lib/families');
    expect(target('lib/tools/meters.ts', '../families/velocidad/units')).toBe('lib/families/velocidad/units');
  });
});
