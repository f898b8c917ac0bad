/**
 * Issue 36 ('A tool hydrates on first use', docs/decisions.md): the server writes a tool's HTML on arrival, but the
 * tool's code, and with it the style sheets it imports, comes only on first use. So each island (a file
 * `components/…/on-first-use.tsx`) imports every CSS module its tools reach, or the tool would paint unstyled until
 * it is used. This follows each tool's imports through the source and checks the island's list against them.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');

/** Every CSS module a tool reaches through its static imports (a type import brings no styles, and is skipped). */
function stylesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.css')) {
      styles.add(relative(ROOT, file));
      return;
    }
    const source = readFileSync(file, 'utf8');
    // Static value imports only: `import type` and dynamic imports load nothing on arrival.
    for (const [, specifier] of source.matchAll(/^import\s+(?!type\s)(?:[^'"]*\s+from\s+)?'([^']+)'/gm)) {
      const imported = resolveSpecifier(file, specifier!);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return styles;
}

/** A relative or `@/` import resolved to a file of the project; a package is none. */
function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return undefined;
  const base = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : resolve(dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The CSS modules a file imports for their side effect only (`import './x.module.css';`). */
function cssImportedBy(file: string): Set<string> {
  return new Set(
    [...readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map((match) =>
      relative(ROOT, resolveSpecifier(file, match[1]!) ?? match[1]!),
    ),
  );
}

/** The islands: every `on-first-use.tsx` under components/ but the shared one in components/ui. */
const ISLANDS = readdirSync(join(ROOT, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => join(ROOT, 'components', entry.name, 'on-first-use.tsx'))
  .filter((file) => existsSync(file));

describe('each island imports the styles of the tools it loads on first use', () => {
  test('there are islands to check', () => {
    expect(ISLANDS.length).toBeGreaterThanOrEqual(6);
  });

  for (const island of ISLANDS) {
    test(relative(ROOT, island), () => {
      const source = readFileSync(island, 'utf8');
      const tools = [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => resolveSpecifier(island, match[1]!)!);
      expect(tools.length).toBeGreaterThan(0);
      const needed = new Set(tools.flatMap((tool) => [...stylesReachedFrom(tool)]));
      const imported = cssImportedBy(island);
      expect([...needed].filter((style) => !imported.has(style)).sort()).toEqual([]);
      // And nothing it does not need: a style sheet no tool of the island uses.
      expect([...imported].filter((style) => !needed.has(style)).sort()).toEqual([]);
    });
  }
});

// The same for the server HTML the payload does not repeat (components/ui/server-only-html.tsx): its parts are
// rendered from a module the browser never loads. The server component that names a part brings the style sheets it
// imports itself (the footer's own); the leaf imports the rest, and nothing else.
test('the server-only HTML leaf imports the styles of its parts that their components do not', () => {
  const leaf = join(ROOT, 'components/ui/server-only-html.tsx');
  const needed = stylesReachedFrom(join(ROOT, 'components/ui/server-only-parts.tsx'));
  const namers = [
    ...source('components', (text) => text.includes('<ServerOnlyHtml')).map((file) => cssImportedDirectlyBy(file)),
  ].flatMap((styles) => [...styles]);
  expect(needed.size).toBeGreaterThan(0);
  const missing = [...needed].filter((style) => !namers.includes(style));
  expect([...cssImportedBy(leaf)].sort()).toEqual(missing.sort());
});

/** Files under a folder of the project whose text passes the test. */
function source(folder: string, test: (text: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  walk(join(ROOT, folder));
  return found;
}

/** The CSS modules a file imports itself, with a name or for their side effect. */
function cssImportedDirectlyBy(file: string): Set<string> {
  return new Set(
    [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:\w+\s+from\s+)?'([^']+\.css)';$/gm)].map((match) =>
      relative(ROOT, resolveSpecifier(file, match[1]!) ?? match[1]!),
    ),
  );
}
