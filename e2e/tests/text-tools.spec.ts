// The text tools: the case converter (one screen at two routes) and the Latin American expressions table.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';

const CASE_ROUTES = [
  { path: '/convertir-de-mayusculas-a-minusculas', heading: 'Convertir de mayúsculas a minúsculas' },
  { path: '/convertir-de-minusculas-a-mayusculas', heading: 'Convertir de minúsculas a mayúsculas' },
] as const;
const EXPRESSIONS = '/expresiones-comunes-en-los-paises-latinoamericanos';
const NARROW = { width: 320, height: 640 };

/** The page never scrolls sideways as a whole (wide tables scroll inside their own box). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const countryFilters = (page: Page) => page.getByRole('group', { name: 'Filtrar por país:' });

test.describe('case converter', () => {
  for (const { path, heading } of CASE_ROUTES) {
    test(`${path}: loads cleanly and converts only when a button is pressed`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const text = page.getByLabel('Texto', { exact: true });
      const result = page.getByLabel('Resultado', { exact: true });
      await expect(text).toHaveAttribute('placeholder', 'Escribe o pega aquí tu texto…');
      await expect(text).toHaveAttribute('rows', '5');
      await text.fill('¿Qué año? El pingüino comió piña y ÁRBOL 😀');
      await expect(result).toHaveValue('');
      await page.getByRole('button', { name: 'Convertir a Mayúsculas' }).click();
      await expect(result).toHaveValue('¿QUÉ AÑO? EL PINGÜINO COMIÓ PIÑA Y ÁRBOL 😀');
      await page.getByRole('button', { name: 'Convertir a Minúsculas' }).click();
      await expect(result).toHaveValue('¿qué año? el pingüino comió piña y árbol 😀');
      await expect(page.getByRole('status').filter({ hasText: 'Texto convertido a minúsculas.' })).toBeVisible();
      // No external link from the converter (the brief forbids third-party dependencies on pages). The converter
      // has no role or name of its own, so this looks at the page's whole main content, which holds it.
      await expect(page.getByRole('main').locator('a[href^="http"]')).toHaveCount(0);
    });
  }

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('an empty text gives a hint; 100 000 characters convert without freezing; copy says Copiado', async ({
      page,
    }) => {
      await visit(page, CASE_ROUTES[1].path);
      await page.getByRole('button', { name: 'Convertir a Mayúsculas' }).click();
      await expect(page.getByText('Escribe o pega un texto para convertirlo.')).toBeVisible();

      const text = page.getByLabel('Texto', { exact: true });
      const long = 'ñandú pingüino '.repeat(7000).slice(0, 100_000);
      await text.fill(long);
      const started = Date.now();
      await page.getByRole('button', { name: 'Convertir a Mayúsculas' }).click();
      const result = page.getByLabel('Resultado', { exact: true });
      await expect(result).toHaveValue(/^ÑANDÚ PINGÜINO ÑANDÚ/);
      console.log(`text-tools: 100 000 caracteres convertidos y mostrados en ${Date.now() - started} ms`);
      expect(await result.inputValue()).toHaveLength(100_000);
      await expect(page.getByText('Escribe o pega un texto para convertirlo.')).toHaveCount(0);

      await page.getByRole('button', { name: 'Copiar', exact: true }).click();
      // 'Copiado' for 2 s, then the button reads 'Copiar' again.
      await expect(page.getByRole('button', { name: 'Copiado', exact: true })).toBeVisible({ timeout: 2000 });
      await expect(page.getByRole('button', { name: 'Copiar', exact: true })).toBeVisible({ timeout: 4000 });
    });
  });

  test('fits a 320 px wide phone', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await visit(page, CASE_ROUTES[0].path);
    expect(await overflows(page)).toBe(false);
  });
});

test.describe('expressions', () => {
  test('loads cleanly with the full table of 10 meanings × 8 countries', async ({ page }) => {
    const response = await visit(page, EXPRESSIONS);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const filters = countryFilters(page);
    await expect(filters.getByRole('button')).toHaveCount(9);
    await expect(filters.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByRole('table');
    // Ten rows in the body (thead and tbody are its two row groups), each with eight cells, one per country.
    await expect(table.getByRole('rowgroup').nth(1).getByRole('row')).toHaveCount(10);
    await expect(table.getByRole('cell')).toHaveCount(80);
  });

  test('filters to one country, mirrors it in the address, and back to all', async ({ page }) => {
    await visit(page, EXPRESSIONS);
    const filters = countryFilters(page);
    await filters.getByRole('button', { name: 'México' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'México' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'México' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('definition').filter({ hasText: 'lana' })).toBeVisible();
    await expect(page).toHaveURL(({ searchParams }) => searchParams.get('pais') === 'mx');
    await filters.getByRole('button', { name: 'Todos' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page).toHaveURL(({ search }) => search === '');
  });

  test('opens on the country in the address; a hostile value is ignored and never rendered', async ({ page }) => {
    await visit(page, `${EXPRESSIONS}?pais=ve`);
    await expect(page.getByRole('heading', { level: 2, name: 'Venezuela' })).toBeVisible();

    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await visit(page, `${EXPRESSIONS}?pais=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('table')).toBeVisible();
    // The unknown value is dropped from the address.
    await expect(page).toHaveURL(({ search }) => search === '');
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    expect(await page.getByRole('main').innerHTML()).not.toMatch(/onerror/);
    expect(dialogs).toBe(0);
  });

  test('on a 320 px phone the table scrolls inside its box with the meaning column fixed', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await visit(page, EXPRESSIONS);
    expect(await overflows(page)).toBe(false);
    // The table's scroll box is a region named by the table's caption.
    const scroller = page.getByRole('region', { name: 'Expresiones coloquiales por significado y país' });
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const meaning = page.getByRole('rowheader', { name: 'Dinero' });
    const meaningX = async () => {
      const box = await meaning.boundingBox();
      if (!box) throw new Error("the meaning 'Dinero' has no box");
      return Math.round(box.x);
    };
    const before = await meaningX();
    await scroller.evaluate((element) => element.scrollBy(400, 0));
    expect(await meaningX()).toBe(before);
    for (const button of await countryFilters(page).getByRole('button').all()) {
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});
