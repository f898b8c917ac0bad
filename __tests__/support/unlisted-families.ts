/**
 * A family module written before it is added to lib/families/list.ts (the one list, D28) can still be checked as the
 * site will read it: this loads the registry, the pair pages, the quick conversion and the prose reader anew with the
 * modules appended to the list, as __tests__/registry.test.ts does with its fixture. A module already in the list (by
 * key) is not added twice, so the tests that use this keep passing once the family is listed.
 */
import type { FamilyModule } from '@/lib/families/define';

export interface SiteWithFamilies {
  registry: typeof import('@/lib/families');
  pairs: typeof import('@/lib/pairs');
  pairView: typeof import('@/lib/pair-view');
  quick: typeof import('@/lib/quick/parse-query');
  unitIndex: typeof import('@/lib/quick/unit-index');
  prose: typeof import('@/__tests__/support/prose-statements');
}

export function loadSiteWith(modules: readonly FamilyModule[]): SiteWithFamilies {
  let site: SiteWithFamilies | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/lib/families/list', () => {
      const listed = jest.requireActual<typeof import('@/lib/families/list')>('@/lib/families/list').CONVERTERS;
      const keys = new Set(listed.map((module) => module.key));
      return { CONVERTERS: [...listed, ...modules.filter((module) => !keys.has(module.key))] };
    });
    /* eslint-disable @typescript-eslint/no-require-imports -- isolateModules loads the lists anew, with the modules in the one list */
    site = {
      registry: require('@/lib/families'),
      pairs: require('@/lib/pairs'),
      pairView: require('@/lib/pair-view'),
      quick: require('@/lib/quick/parse-query'),
      unitIndex: require('@/lib/quick/unit-index'),
      prose: require('@/__tests__/support/prose-statements'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  if (!site) throw new Error('the site did not load');
  return site;
}

/** Every string under `value`, with its path (the prose test's reading of a module). */
export function stringsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The statements of equivalence in a module's words, route entry and pair pages, each judged against the engine by
 * the prose reader (STYLE 11): those that fail, as 'where: words (problem)'.
 */
export function wrongStatements(site: SiteWithFamilies, key: string): string[] {
  const familyModule = site.registry.familyByKey(key);
  const texts = [
    ...stringsOf({ route: familyModule.route, words: familyModule.words }, '').map(({ path, text }) => ({
      where: `${key}/${path}`,
      family: key,
      text,
    })),
    ...site.pairs
      .pairsOf(familyModule)
      .flatMap((pair) =>
        stringsOf(pair.spec, '').map(({ path, text }) => ({ where: `${pair.path}/${path}`, family: key, text })),
      ),
  ];
  return texts
    .flatMap((text) => site.prose.statementsOf(text))
    .filter((statement) => !statement.ok)
    .map((statement) => `${statement.where}: ${statement.words} (${statement.problem ?? ''})`);
}

/** How many statements the prose reader finds in a module's texts (a check that it reads them at all). */
export function statementCount(site: SiteWithFamilies, key: string): number {
  const familyModule = site.registry.familyByKey(key);
  const texts = [
    ...stringsOf({ route: familyModule.route, words: familyModule.words }, '').map(({ text }) => ({
      where: key,
      family: key,
      text,
    })),
    ...site.pairs
      .pairsOf(familyModule)
      .flatMap((pair) => stringsOf(pair.spec, '').map(({ text }) => ({ where: pair.path, family: key, text }))),
  ];
  return texts.flatMap((text) => site.prose.statementsOf(text)).length;
}
