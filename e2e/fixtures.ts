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

/**
 * Opens a path and waits until the page's scripts have loaded and its first field is hydrated: a value typed into
 * the server's HTML before React takes the field over is reset to the page's default (seen on a loaded machine).
 * React marks each node it has hydrated with a '__reactFiber' key; a page without a field does not wait, nor does a
 * field of a tool that hydrates on first use (components/ui/on-first-use.tsx), which keeps what is typed first.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  await page
    .waitForFunction(
      () => {
        const field = document.querySelector('main input, main select');
        return (
          !field ||
          field.closest('.first-use') !== null ||
          Object.keys(field).some((key) => key.startsWith('__reactFiber'))
        );
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return response;
}

/** The viewports of the two projects, for the tests that switch between them inside one test. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
