// Issue 14 (D27): a question in plain Spanish answered on the home page, in the header on every page, from the
// address (?q=, the browser's search engine), by keyboard alone, with nothing for axe to find.
import { expect, test, visit } from '../fixtures';
import { axeViolations } from '../support/axe';

// 5 ft = 5 × 0.3048 m = 1.524 m; 3 oz = 3 × 28.349523125 g = 85.0486 g (4 decimals).
const PIES = { query: '5 pies a metros', line: '5 ft → 1.524 m', page: '/convertir-longitud/pies-a-metros?valor=5' };
const ONZAS = { query: '¿cuántos gramos son 3 onzas?', line: '3 oz → 85.0486 g' };

test.describe('quick conversion', () => {
  test('the home box answers as you type and links the pair’s page', async ({ page }) => {
    await visit(page, '/');
    const box = page.getByRole('search', { name: 'Conversión rápida' });
    await box.getByLabel('Conversión rápida').fill(PIES.query);
    await expect(box.getByRole('status')).toHaveText(PIES.line);
    await expect(box.getByRole('link', { name: 'Ver la conversión completa' })).toHaveAttribute('href', PIES.page);
    await expect(box.getByRole('button', { name: 'Copiar resultado' })).toBeVisible();
    // Two families never give a number.
    await box.getByLabel('Conversión rápida').fill('kilos a metros');
    await expect(box.getByText('No se pueden convertir kilos a metros')).toBeVisible();
    await expect(box.getByRole('status')).toHaveCount(0);
    // A number read two ways says how it was read and offers the other reading.
    await box.getByLabel('Conversión rápida').fill('1.500 pies a metros');
    await expect(box.getByText('Entendí: 1.5 pies')).toBeVisible();
    await box.getByRole('button', { name: '¿1500 pies?' }).click();
    // 1500 × 0.3048 m = 457.2 m
    await expect(box.getByRole('status')).toHaveText('1500 ft → 457.2 m');
    // HTML typed is never run: it is no unit, so there is no answer, and no element is made of it.
    await box.getByLabel('Conversión rápida').fill('<img src=x onerror=alert(1)> a metros');
    await expect(box.getByRole('status')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('loads nothing until used, then the first names, the family a question names, every name only when needed', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/unidades')) fetched.push(pathname);
    });
    // Issue 36: the code that weighs ingredients (lib/quick/cooking-readers.ts), known by a sentence of its own.
    let cookingCode = false;
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      if ((await response.text().catch(() => '')).includes('elige el ingrediente')) cookingCode = true;
    });
    await visit(page, '/');
    expect(fetched).toEqual([]);
    const search = page.getByRole('search', { name: 'Conversión rápida' });
    const field = search.getByLabel('Conversión rápida');
    // Issue 36: a question about everyday units takes the first names and its family's engine, nothing more.
    await field.fill(PIES.query);
    await expect(search.getByRole('status')).toHaveText(PIES.line);
    expect(fetched).toEqual(['/unidades-primeras.json', '/unidades/longitud.json']);
    // 2 m = 2 / 0.3048 ft = 6.56167979… ft, 4 decimals: the family's file is not fetched again.
    await field.fill('2 metros a pies');
    await expect(search.getByRole('status')).toHaveText('2 m → 6.5617 ft');
    expect(fetched).toEqual(['/unidades-primeras.json', '/unidades/longitud.json']);
    // Two families never give a number; the first names cannot tell (kilos are also old Castilian weights), so it
    // waits for every name, and saying so takes no family's engine.
    await field.fill('kilos a metros');
    await expect(page.getByText('No se pueden convertir kilos a metros')).toBeVisible();
    expect(fetched).toEqual(['/unidades-primeras.json', '/unidades/longitud.json', '/unidades.json']);
    expect(cookingCode).toBe(false);
    // Cooking comes only for a question about it: its engine and the code that weighs ingredients.
    // USDA SR Legacy 20081: 1 cup (US) of wheat flour = 125 g, so 2 cups = 250 g.
    await field.fill('2 tazas de harina a gramos');
    await expect(search.getByRole('status')).toContainText('2 tazas (EE. UU.) → 250 g');
    expect(fetched).toContain('/unidades/medidas-de-cocina.json');
    expect(cookingCode).toBe(true);
  });

  test.describe('without the units', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });
    test('says the units could not load, and answers once they can', async ({ page }) => {
      await page.route('**/unidades/longitud.json', (route) => route.abort());
      await visit(page, '/');
      const box = page.getByRole('search', { name: 'Conversión rápida' });
      await box.getByLabel('Conversión rápida').fill(PIES.query);
      await expect(box.getByText(/No se pudieron cargar las unidades/)).toBeVisible();
      await expect(box.getByRole('status')).toHaveCount(0);
      await page.unroute('**/unidades/longitud.json');
      // Leaving the box and coming back tries again.
      await box.getByLabel('Conversión rápida').blur();
      await box.getByLabel('Conversión rápida').focus();
      await expect(box.getByRole('status')).toHaveText(PIES.line);
    });
  });

  test('a family file exists for each family, and no other name does', async ({ request }) => {
    const longitud = await request.get('/unidades/longitud.json');
    expect(longitud.status()).toBe(200);
    expect((await longitud.json()).path).toBe('/convertir-longitud');
    expect((await request.get('/unidades/nada.json')).status()).toBe(404);
  });

  test('the header opens the same box on any page, and works by keyboard alone', async ({ page }) => {
    await visit(page, '/convertir-peso');
    const open = page.getByRole('banner').getByRole('link', { name: 'Buscar', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Buscar o convertir' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('searchbox', { name: 'Conversión rápida' });
    await expect(field).toBeFocused();
    await page.keyboard.type(ONZAS.query);
    await expect(dialog.getByRole('status')).toHaveText(ONZAS.line);
    expect(await axeViolations(page)).toEqual([]);
    // Enter opens the answer's page, the pair's own, with its converter on the value asked.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/convertir-peso\/onzas-a-gramos\?valor=3(&|$)/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(ONZAS.line);
  });

  test('/buscar-convertidor?q= answers on load, above the list', async ({ page }) => {
    await visit(page, `/buscar-convertidor?q=${encodeURIComponent(PIES.query)}`);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(PIES.line);
    await page.getByLabel('Buscar', { exact: true }).fill('FF hexadecimal a decimal');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('FF (base 16) → 255 (base 10)');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the OpenSearch description is valid XML, linked from every page, with the finder as its template', async ({
    page,
    request,
  }) => {
    const response = await request.get('/opensearch.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/opensearchdescription+xml');
    const xml = await response.text();
    await visit(page, '/convertir-longitud');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const ns = 'http://a9.com/-/spec/opensearch/1.1/';
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.localName,
        name: doc.getElementsByTagNameNS(ns, 'ShortName')[0]?.textContent,
        template: doc.getElementsByTagNameNS(ns, 'Url')[0]?.getAttribute('template'),
      };
    }, xml);
    expect(parsed.error).toBe(0);
    expect(parsed.root).toBe('OpenSearchDescription');
    expect(parsed.name).toBe('Conviértelo');
    expect(parsed.template).toMatch(/^https?:\/\/[^/]+\/buscar-convertidor\?q=\{searchTerms\}$/);
    for (const path of ['/', '/convertir-longitud', '/convertir-longitud/pulgadas-a-centimetros']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="search" type="application/opensearchdescription+xml"');
    }
  });
});
