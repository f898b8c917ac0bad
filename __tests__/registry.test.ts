/**
 * One list of routes (STYLE rule 1): every family has its route folder and menu entry, every route folder is
 * listed, and every listed page exists. The sitemap is generated from the built pages, so a listed, existing
 * page is a sitemap entry; e2e/tests/site.spec.ts checks the generated sitemap against the same list.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES } from '@/lib/families/registry';
import { ROUTES, converterRoutes } from '@/lib/site';
import { families } from '@/lib/units';
import { buildFormulaCard } from '@/lib/units/formula';

const APP = join(__dirname, '..', 'app');
const NUMBER_SYSTEMS = 'numeros';
const PAIR_ROUTE = '/[familia]/[par]';

/** Every folder under app/ that holds a page.tsx, as a route path. */
function pageFolders(dir = APP, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (!statSync(full).isDirectory()) return [];
    const path = `${prefix}/${name}`;
    return [...(existsSync(join(full, 'page.tsx')) ? [path] : []), ...pageFolders(full, path)];
  });
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the route list', () => {
  it('has no duplicate paths', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists every page folder, and every listed page exists', () => {
    const listed = ROUTES.map((route) => route.path)
      .filter((path) => path !== '/')
      .sort();
    // The one dynamic route is the pair pages' (D26), listed by lib/content/pairs/, not by ROUTES.
    const folders = pageFolders().filter((path) => path !== PAIR_ROUTE);
    expect(folders.sort()).toEqual(listed);
    expect(existsSync(join(APP, PAIR_ROUTE, 'page.tsx'))).toBe(true);
    expect(existsSync(join(APP, 'page.tsx'))).toBe(true);
  });

  it('gives every page an Open Graph image', () => {
    for (const route of ROUTES) {
      expect(existsSync(join(APP, route.path, 'opengraph-image.tsx'))).toBe(true);
    }
  });

  it('gives every page its JSON-LD, for its own path', () => {
    for (const route of ROUTES) {
      const source = readFileSync(join(APP, route.path, 'page.tsx'), 'utf8');
      const direct = source.includes(`<StructuredData path="${route.path}" />`);
      const throughShell =
        /<(LegalPage|CaseConverterPage) path="([^"]+)"/.exec(source)?.[2] === route.path ||
        // A converter's page names its family module, which carries its path (D28).
        (route.kind === 'converter' && /<(ConverterPage|NumberSystemsPage) module=\{\w+\} \/>/.test(source));
      expect({ path: route.path, jsonLd: direct || throughShell }).toEqual({ path: route.path, jsonLd: true });
    }
  });

  it('pairs every family with exactly one converter route, and the reverse', () => {
    const routed = converterRoutes().map((route) => route.family);
    // Number systems are text, not quantities (STYLE.md): their own module, not a Family in the registry.
    expect([...routed].sort()).toEqual([...Object.keys(families), NUMBER_SYSTEMS].sort());
  });

  it.each(converterRoutes().map((route) => [route.path, route.family ?? ''] as const))(
    '%s renders family %s with its own content',
    (path, key) => {
      const source = readFileSync(join(APP, path, 'page.tsx'), 'utf8');
      // D28: the route folder only names its family module, which holds the path, units and words.
      expect(source).toContain(`@/lib/families/${key}'`);
      expect(source).toMatch(/pageMetadata\(\w+\.route\.path\)/);
      expect(source.split('\n').length).toBeLessThanOrEqual(12);
    },
  );
});

describe.each(FAMILIES.map((module) => [module.key, module] as const))('family %s', (_key, module) => {
  const { units: family, words: content } = module;

  it('has its content, six formula cards that build, and at least 250 words of explanation', () => {
    expect(content).toBeDefined();
    if (!content) return;
    expect(content.cards).toHaveLength(6);
    for (const card of content.cards) expect(() => buildFormulaCard(card, family)).not.toThrow();
    const words = content.sections.flatMap((section) => section.paragraphs).reduce((n, p) => n + wordCount(p), 0);
    expect(words).toBeGreaterThanOrEqual(250);
  });

  it('has defaults that are its own units', () => {
    const [from, to] = family.defaults;
    for (const unit of [from, to]) if (unit) expect(family.units).toHaveProperty(unit);
    expect(family.units[family.base]?.rule).toMatchObject({ factor: 1 });
  });
});
