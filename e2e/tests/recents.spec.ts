// Issue 24 (D31): recent conversions and favourite converters, kept in this browser only, on the home page and at the
// top of the header's search dialog: each opens the same result, each can be removed, with nothing for axe to find.
import { expect, test, visit, VIEWPORTS } from '../fixtures';
import { axeViolations } from '../support/axe';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

// 3 ft = 3 × 12 in = 36 in: a result with no decimal separator, the same on a page that writes '2,54' or '2.54'.
const FEET = { line: '3 ft → 36 in', href: '/convertir-longitud?valor=3&de=pies&a=pulgadas' };

/** Converts 3 feet to inches on the length page and waits until the browser keeps it (it stays 1.5 s). */
async function convertFeet(page: import('@playwright/test').Page) {
  await visit(page, '/convertir-longitud');
  await page.getByLabel('De', { exact: true }).selectOption('pies');
  await page.getByLabel('A', { exact: true }).selectOption('pulgadas');
  await page.getByLabel('Valor', { exact: true }).fill('3');
  await expect(page.locator('main output')).toHaveText(FEET.line);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('convertelo:recientes')), { timeout: 5_000 })
    .toContain(FEET.line);
}

test.describe('recent conversions and favourites', () => {
  // axe over a whole page (and an open dialog) takes a while on this loaded 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('a conversion made on a converter page is on the home page, opens the same result and can be removed', async ({
    page,
  }) => {
    await convertFeet(page);
    await visit(page, '/');
    const recents = page.getByRole('region', { name: 'Tus conversiones recientes' });
    const link = recents.getByRole('link', { name: FEET.line });
    await expect(link).toHaveAttribute('href', FEET.href);
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(FEET.href);
    await expect(page.locator('main output')).toHaveText(FEET.line);
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('3');

    await visit(page, '/');
    await recents.getByRole('button', { name: `Quitar ${FEET.line}` }).click();
    await expect(recents).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: FEET.line })).toHaveCount(0);
  });

  test('a starred converter is on the home page and in the search dialog, and stays starred', async ({ page }) => {
    await visit(page, '/convertir-peso');
    await page.getByRole('button', { name: 'Añadir a favoritos' }).click();
    await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Quitar de favoritos' })).toBeVisible();

    await visit(page, '/');
    const favourites = page.getByRole('region', { name: 'Tus convertidores favoritos' });
    await expect(favourites.getByRole('link', { name: 'Peso' })).toHaveAttribute('href', '/convertir-peso');

    // The header's Buscar shows it too, above the quick conversion box.
    await page.getByRole('banner').getByRole('link', { name: 'Buscar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar o convertir' });
    await expect(dialog.getByRole('link', { name: 'Peso' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Borrar todo Tus convertidores favoritos' }).click();
    await expect(dialog.getByRole('link', { name: 'Peso' })).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test('an answer of the quick box is kept too, and the dialog lists it first', async ({ page }) => {
    await visit(page, '/');
    const box = page.getByRole('search', { name: 'Conversión rápida' });
    await box.getByLabel('Conversión rápida').fill('3 pies a pulgadas');
    await expect(box.getByRole('status')).toHaveText(FEET.line);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('convertelo:recientes')), { timeout: 5_000 })
      .toContain(FEET.line);
    await page.getByRole('banner').getByRole('link', { name: 'Buscar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar o convertir' });
    const recent = dialog.getByRole('region', { name: 'Tus conversiones recientes' }).getByRole('link');
    await expect(recent).toHaveText([FEET.line]);
    await recent.click();
    await expect(page.locator('main output')).toHaveText(FEET.line);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`nothing shifts on the home page when the kept lists appear (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await watchLayoutShift(page);
      await page.addInitScript(() => {
        window.localStorage.setItem(
          'convertelo:recientes',
          JSON.stringify([{ href: '/convertir-longitud?valor=3&de=pies&a=pulgadas', line: '3 ft → 36 in' }]),
        );
        window.localStorage.setItem(
          'convertelo:favoritos',
          JSON.stringify([{ path: '/convertir-peso', label: 'Peso' }]),
        );
      });
      await visit(page, '/');
      await expect(page.getByRole('region', { name: 'Tus conversiones recientes' })).toBeVisible();
      await page.waitForTimeout(500);
      const shift = await layoutShift(page);
      expect(shift, `cumulative layout shift ${shift}`).toBe(0);
    });
  }

  test('garbage in the storage leaves the home page as it is', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('convertelo:recientes', '{"no es": una lista');
      window.localStorage.setItem('convertelo:favoritos', '[1, null, {"path": "javascript:alert(1)", "label": "x"}]');
    });
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tus conversiones recientes' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tus convertidores favoritos' })).toHaveCount(0);
  });
});
