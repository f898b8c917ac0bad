// Issue 36 ('A tool hydrates on first use', docs/decisions.md): a page's tool hydrates on first use (components/ui/on-first-use.tsx). On arrival the page shows
// the server's render of the tool and requests none of its code; the first use requests it, and what the visitor did
// meanwhile (typed, chose, pressed) is what the tool shows once it runs, with the focus and the caret where they were.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The converter's value field, its selects and its one result line. */
const valueField = (page: Page) => page.getByRole('textbox', { name: 'Valor' });
const result = (page: Page) => page.locator('main output').first();

/** Whether React has hydrated the element (it marks each such node with a __reactProps$… key). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate(
    (found) => Object.keys(document.querySelector(found) ?? {}).some((key) => key.startsWith('__reactProps$')),
    selector,
  );

/**
 * Opens the page and, once it has loaded, holds every later script for `delay` ms: a slow phone's network, so that
 * what the visitor does first happens before the tool's code arrives.
 */
async function openWithSlowCode(page: Page, path: string, delay = 1_500): Promise<string[]> {
  let arrived = false;
  const later: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route: Route) => {
    if (arrived) {
      later.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  arrived = true;
  return later;
}

test.describe('a tool hydrates on first use', () => {
  test('on arrival the converter is the server HTML and none of its code is requested', async ({ page }) => {
    const later = await openWithSlowCode(page, '/convertir-longitud', 0);
    await expect(result(page)).toHaveText('1 m → 3.2808 ft');
    expect(await hydrated(page, 'main .first-use input')).toBe(false);
    // The page's own hydration is done (the header's menu button is React's), and still nothing more was asked for.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('header button') ?? {}).some((key) => key.startsWith('__reactProps$')),
    );
    await page.waitForTimeout(500);
    expect(later).toEqual([]);
    await valueField(page).focus();
    await expect.poll(() => hydrated(page, 'main .first-use input')).toBe(true);
    expect(later.length).toBeGreaterThan(0);
  });

  test('what is typed before the code arrives is the value converted, with the focus and caret kept', async ({
    page,
  }) => {
    await openWithSlowCode(page, '/convertir-longitud');
    const field = valueField(page);
    await field.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2.5');
    await page.keyboard.press('ArrowLeft');
    // Still the server's render: the code is on its way.
    await expect(result(page)).toHaveText('1 m → 3.2808 ft');
    // 2.5 m = 2.5 / 0.3048 ft = 8.2021 ft (D8: five significant digits).
    await expect(result(page)).toHaveText('2.5 m → 8.2021 ft', { timeout: 10_000 });
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      2, 2,
    ]);
    await expect(page).toHaveURL(/valor=2\.5&de=metros&a=pies/);
  });

  test('units chosen before the code arrives are the ones converted, source before target', async ({ page }) => {
    await openWithSlowCode(page, '/convertir-longitud');
    await page.getByLabel('De', { exact: true }).selectOption('pulgadas');
    await page.getByLabel('A', { exact: true }).selectOption('centimetros');
    // 1 in = 2.54 cm exactly.
    await expect(result(page)).toHaveText('1 in → 2.54 cm', { timeout: 10_000 });
  });

  test('a button pressed while the code loads is pressed once it runs, once', async ({ page }) => {
    await openWithSlowCode(page, '/convertir-longitud');
    await page.getByRole('button', { name: 'Invertir unidades' }).click();
    // 1 ft = 0.3048 m exactly; pressed twice it would be metres to feet again.
    await expect(result(page)).toHaveText('1 ft → 0.3048 m', { timeout: 10_000 });
    await page.waitForTimeout(300);
    await expect(result(page)).toHaveText('1 ft → 0.3048 m');
  });

  test('a conversion in the address loads the converter at once, without a use', async ({ page }) => {
    await page.goto('/convertir-longitud?valor=3&de=pies&a=pulgadas', { waitUntil: 'networkidle' });
    // 3 ft = 36 in exactly.
    await expect(result(page)).toHaveText('3 ft → 36 in');
    await expect.poll(() => hydrated(page, 'main .first-use input')).toBe(true);
  });

  test('every tool of issue 36 takes its first use: numbers in words, debt, sizes, recipe, pace', async ({ page }) => {
    const tools: [path: string, field: string][] = [
      ['/convertir-numeros-a-letras', 'main .first-use input'],
      ['/calculadora-de-deuda-e-interes', 'main .first-use input'],
      ['/convertir-tallas-de-ropa', 'main .first-use select, main .first-use input'],
      ['/convertir-receta', 'main .first-use textarea'],
      ['/convertir-ritmo/min-km-a-km-h', 'main .first-use input'],
    ];
    for (const [path, field] of tools) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await hydrated(page, field), `${path} before its first use`).toBe(false);
      await page.locator(field).first().focus();
      await expect.poll(() => hydrated(page, field), { message: `${path} after its first use` }).toBe(true);
    }
  });
});
