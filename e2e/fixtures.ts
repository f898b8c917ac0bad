// The test and expect every browser test imports. Its `page` fails the test on any console error or uncaught
// page error; a test that expects one (the 404 page's own request) names it in `allowedConsoleErrors`.
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

type Options = { allowedConsoleErrors: RegExp[] };

/** Collects the console errors and page errors of every page of `context`, except those `allowed` names. */
export function watchForErrors(context: BrowserContext, allowed: RegExp[] = []): string[] {
  const problems: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console: ${text}`);
  });
  context.on('weberror', (error) => problems.push(`pageerror: ${error.error().message}`));
  return problems;
}

export const test = base.extend<Options>({
  allowedConsoleErrors: [[], { option: true }],
  context: async ({ context, allowedConsoleErrors }, use) => {
    const problems = watchForErrors(context, allowedConsoleErrors);
    await use(context);
    expect(problems, 'errors in the browser console').toEqual([]);
  },
});

export { expect };

/** Opens a path and waits until the page's scripts have loaded, so its controls are hydrated before use. */
export function visit(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'networkidle' });
}

/** The viewports of the two projects, for the tests that switch between them inside one test. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
