/**
 * One list of routes (STYLE rule 1): every family has its route folder and menu entry, every route folder is
 * listed, and every listed page exists. The sitemap is generated from the built pages, so a listed, existing
 * page is a sitemap entry; e2e/tests/site.spec.ts checks the generated sitemap against the same list.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { families } from '@/__tests__/support/families';
import { CONVERTERS, FAMILIES } from '@/lib/families';
import { defineFamily } from '@/lib/families/define';
import { normalise } from '@/lib/normalise';
import { hasOwnPairRoute } from '@/lib/pairs';
import { ROUTES, converterRoutes } from '@/lib/routes';
import { TOOL_PAIR_LISTS } from '@/lib/tools/tool-pair-pages';
import { familyNames } from '@/lib/units/catalogue';
import { buildFormulaCard } from '@/lib/units/formula';

const APP = join(__dirname, '..', 'app');
const NUMBER_SYSTEMS = 'numeros';
const PAIR_ROUTE = '/[familia]/[par]';
/** D26, D30: the time zone converter's pairs have their own dynamic route, listed by lib/content/time-zone-pairs.ts. */
const TIME_ZONE_PAIR_ROUTE = '/convertir-zona-horaria/[par]';

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
    // The dynamic routes are the pair pages' (D26): the families' (their modules' lists), the time zones' (its
    // own list) and the calculators' question pages (issue 34: each calculator's list, under its own route), not in
    // ROUTES.
    const questionRoutes = TOOL_PAIR_LISTS.map((pairs) => `${pairs[0]?.toolPath}/[par]`);
    // Issue 36: the pairs of a family whose converter has parts of its own are served under the family's folder.
    const familyPairRoutes = FAMILIES.filter(hasOwnPairRoute).map((module) => `${module.route.path}/[par]`);
    const dynamic = [PAIR_ROUTE, TIME_ZONE_PAIR_ROUTE, ...questionRoutes, ...familyPairRoutes];
    expect(familyPairRoutes.length).toBeGreaterThan(0);
    const folders = pageFolders().filter((path) => !dynamic.includes(path));
    expect(folders.sort()).toEqual(listed);
    for (const path of [...questionRoutes, ...familyPairRoutes]) {
      expect(existsSync(join(APP, path, 'page.tsx'))).toBe(true);
      expect(existsSync(join(APP, path, 'opengraph-image.tsx'))).toBe(true);
    }
    expect(existsSync(join(APP, PAIR_ROUTE, 'page.tsx'))).toBe(true);
    expect(existsSync(join(APP, TIME_ZONE_PAIR_ROUTE, 'page.tsx'))).toBe(true);
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
        /<(LegalPage|CaseConverterPage|NumbersInWordsPage|RomanNumeralsPage|PacePage|SlopePage|TyresPage|ElectricPowerPage|PaperSizesPage|ClothingSizesPage|RecipePage) path="([^"]+)"/.exec(
          source,
        )?.[2] === route.path ||
        // A converter's page names its family module, which carries its path (D28).
        (route.kind === 'converter' && /<(ConverterPage|NumberSystemsPage) module=\{\w+\}[^>]*>/.test(source));
      expect({ path: route.path, jsonLd: direct || throughShell }).toEqual({ path: route.path, jsonLd: true });
    }
  });

  it('pairs every family with exactly one converter route, and the reverse', () => {
    const routed = converterRoutes().map((route) => route.module?.key);
    // Number systems are text, not quantities (STYLE.md): their own module, not a Family in the registry.
    expect([...routed].sort()).toEqual([...Object.keys(families), NUMBER_SYSTEMS].sort());
  });

  it.each(converterRoutes().map((route) => [route.path, route.module?.key ?? ''] as const))(
    '%s renders family %s with its own content',
    (path, key) => {
      const source = readFileSync(join(APP, path, 'page.tsx'), 'utf8');
      // D28: the route folder only names its family module, which holds the path, units and words.
      expect(source).toContain(`@/lib/families/${key}'`);
      expect(source).toMatch(/converterMetadata\(\w+\)/);
      expect(source.split('\n').length).toBeLessThanOrEqual(14);
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

describe('one place per fact (D28)', () => {
  it('keeps the units’ own names out of the search tags: the finder reads them from the units', () => {
    for (const entry of FAMILIES) {
      const names = new Set(familyNames(entry.units).map(normalise));
      expect({ family: entry.key, repeated: entry.route.tags.filter((tag) => names.has(normalise(tag))) }).toEqual({
        family: entry.key,
        repeated: [],
      });
    }
  });

  /** Where code names a family by its key: an import of its folder, an object key, an argument, a comparison. */
  const keyUses = (source: string, key: string) => {
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
    const k = key.replace(/-/g, '\\-');
    const pattern = new RegExp(
      `families/${k}['/]|(family|familyKey|key)\\s*(:|===?)\\s*'${k}'|\\(\\s*'${k}'\\s*[,)]|\\[\\s*'${k}'\\s*\\]|^\\s*'${k}'\\s*:`,
      'm',
    );
    return pattern.test(code);
  };

  /** Every source file of the site, as paths relative to the repository. */
  const sourceFiles = (dir: string): string[] =>
    readdirSync(join(__dirname, '..', dir)).flatMap((name) => {
      const path = `${dir}/${name}`;
      if (statSync(join(__dirname, '..', path)).isDirectory()) return sourceFiles(path);
      return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
    });

  it('types no family key outside its module and its route folder', () => {
    const files = ['lib', 'components', 'app', 'hooks', 'scripts'].flatMap(sourceFiles);
    for (const entry of CONVERTERS) {
      const own = (path: string) =>
        path.startsWith(`lib/families/${entry.key}/`) || path.startsWith(`app${entry.route.path}/`);
      // Building on a family's declared units is reading the one declaration, not typing a fact again: the tacos
      // page's metre is the length page's, the slipper meter converts with the speed page's units, and the quick
      // conversion links the number systems by their address.
      // A pair page's link to another family's page names it by key, and the pair test resolves every such link.
      const source = (path: string) =>
        readFileSync(join(__dirname, '..', path), 'utf8')
          .replace(/^import .* from '@\/lib\/families\/[a-z-]+\/(units|address)';$/gm, '')
          .replace(/\bother: \{[^}]*\}/g, '');
      const elsewhere = files.filter((path) => !own(path) && keyUses(source(path), entry.key));
      expect({ family: entry.key, elsewhere }).toEqual({ family: entry.key, elsewhere: [] });
    }
  });

  it('notices a key typed elsewhere (the check above can fail)', () => {
    expect(keyUses("const entry = families['presion'];", 'presion')).toBe(true);
    expect(keyUses("import { x } from '@/lib/families/presion/units';", 'presion')).toBe(true);
    expect(keyUses("if (familyKey === 'datos-digitales') return;", 'datos-digitales')).toBe(true);
    expect(keyUses("// 'presion' in a comment\nconst tags = ['presión'];", 'presion')).toBe(false);
  });
});

describe('a family added as one module (D28)', () => {
  // A linear family that exists only in this test: its module is all it brings, and every list must pick it up.
  const fixture = defineFamily({
    route: {
      path: '/convertir-docenas',
      label: 'Docenas',
      title: 'Convertidor de docenas',
      description: 'Convierte unidades, docenas y gruesas.',
      keywords: ['docenas a unidades'],
      icon: '🥚',
      tags: ['huevos'],
      group: 'Medidas especiales',
      summary: 'unidades, docenas, gruesas',
    },
    units: {
      key: 'docenas',
      base: 'unidades',
      decimals: 4,
      defaults: ['docenas', 'unidades'],
      units: {
        unidades: { singular: 'unidad', plural: 'unidades', symbol: 'u', rule: { kind: 'linear', factor: 1 } },
        docenas: { singular: 'docena', plural: 'docenas', symbol: 'doc', rule: { kind: 'linear', factor: 12 } },
        gruesas: { singular: 'gruesa', plural: 'gruesas', symbol: 'gr', rule: { kind: 'linear', factor: 144 } },
      },
    },
    words: { heading: 'Convertidor de docenas', intro: 'Docenas y gruesas.', cards: [], sections: [] },
    pairs: [
      {
        from: 'docenas',
        to: 'unidades',
        rows: [1, 2, 12],
        tableTitle: 'Docenas',
        definition: 'Una docena son 12 unidades.',
        text: 'Los huevos se venden por docenas.',
      },
    ],
  });

  type Lists = {
    routes: typeof import('@/lib/routes');
    registry: typeof import('@/lib/families');
    pairs: typeof import('@/lib/pairs');
    quick: typeof import('@/lib/quick/unit-index');
    finder: typeof import('@/lib/finder-entries');
    seo: typeof import('@/lib/seo');
  };
  let lists: Lists;
  beforeAll(() => {
    jest.isolateModules(() => {
      jest.doMock('@/lib/families/list', () => ({
        CONVERTERS: [
          ...jest.requireActual<typeof import('@/lib/families/list')>('@/lib/families/list').CONVERTERS,
          fixture,
        ],
      }));
      /* eslint-disable @typescript-eslint/no-require-imports -- isolateModules loads the lists anew, with the fixture in the one list */
      lists = {
        routes: require('@/lib/routes'),
        registry: require('@/lib/families'),
        pairs: require('@/lib/pairs'),
        quick: require('@/lib/quick/unit-index'),
        finder: require('@/lib/finder-entries'),
        seo: require('@/lib/seo'),
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
  });

  it('is a route: menus, footer, home, site map and metadata list it', () => {
    const route = lists.routes
      .converterRoutes()
      .find((candidate) => candidate.path === ('/convertir-docenas' as string));
    expect(route).toMatchObject({
      kind: 'converter',
      module: fixture,
      label: 'Docenas',
      group: 'Medidas especiales',
    });
    expect(lists.routes.listedRoutes().map((candidate) => candidate.path)).toContain('/convertir-docenas');
    const metadata = lists.seo.converterMetadata(fixture);
    expect(metadata.description).toBe('Convierte unidades, docenas y gruesas.');
  });

  it('is in the engine’s registry, with its pair page', () => {
    expect(lists.registry.familyByKey('docenas').units.units.gruesas?.rule).toEqual({ kind: 'linear', factor: 144 });
    expect(lists.pairs.pairParams()).toContainEqual({ familia: 'convertir-docenas', par: 'docenas-a-unidades' });
  });

  it('answers in the quick conversion and the finder by its units’ names', () => {
    expect(lists.quick.QUICK_FAMILIES).toContain(fixture);
    expect(JSON.stringify(lists.quick.quickNames())).toContain('gruesa');
    expect(lists.quick.quickFamily(fixture).path).toBe('/convertir-docenas');
    const entry = lists.finder.finderEntries().find((candidate) => candidate.path === '/convertir-docenas');
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).toContain('gruesa');
  });

  it('is not in the real lists (the fixture lives only in this test)', () => {
    expect(converterRoutes().map((route) => route.path)).not.toContain('/convertir-docenas');
  });
});
