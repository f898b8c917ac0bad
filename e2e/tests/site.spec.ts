// The site as a whole: its sitemap and robots.txt, every page's canonical and Open Graph tags, the 404 page, the
// finder and the site map page.
import { expect, test, visit } from '../fixtures';
import { isPairPath, pagesToVisit, sitemapPaths } from '../support/site';

test.describe('the site', () => {
  test('the sitemap lists every page and nothing else, and robots.txt points to it', async ({ request, baseURL }) => {
    const paths = await sitemapPaths(baseURL);
    expect(paths).toContain('/');
    expect(paths).toContain('/convertir-longitud');
    for (const path of paths) {
      expect.soft(path).not.toMatch(/opengraph-image|icon|_not-found|404/);
      expect.soft((await request.get(path)).status(), path).toBe(200);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('every page loads without console or page errors and carries its own canonical and Open Graph tags', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // The fixture fails the test on any console or page error, on any of these pages.
    for (const path of await pagesToVisit(baseURL)) {
      await visit(page, path);
      // <head> elements have no role: they are found by their attributes.
      const canonical = (await page.locator('link[rel=canonical]').getAttribute('href')) ?? '';
      expect(new URL(canonical).pathname.replace(/\/$/, '') || '/', `canonical of ${path}`).toBe(path);
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', canonical);
      await expect(page, path).toHaveTitle(/Conviértelo/);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, `og:image of ${path}`).toBeTruthy();
      // The image's own address names the public origin; it is fetched from the site under test.
      const imageResponse = await request.get(new URL(image ?? '').pathname);
      expect(imageResponse.status(), `og:image of ${path}`).toBe(200);
      expect(imageResponse.headers()['content-type'], `og:image of ${path}`).toBe('image/png');
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'es');
    }
  });

  test.describe('an unknown path', () => {
    // The browser logs the page's own 404 answer as a failed resource.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test('an unknown path answers 404 with the Spanish page, a link home and one to the finder', async ({ page }) => {
      const response = await visit(page, '/esto-no-existe');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('main').getByRole('link', { name: 'Buscar un convertidor' })).toHaveAttribute(
        'href',
        '/buscar-convertidor',
      );
    });
  });

  test('the finder filters ignoring accents and says when nothing matches', async ({ page }) => {
    await visit(page, '/buscar-convertidor');
    const box = page.getByPlaceholder('Buscar convertidor o calculadora...');
    const main = page.getByRole('main');
    await box.fill('energia');
    await expect(main.getByRole('link', { name: /Energía/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Longitud/ })).toHaveCount(0);
    await expect(page).toHaveURL((address) => address.searchParams.get('q') === 'energia');
    await box.fill('<img src=x onerror=alert(1)>');
    await expect(page.getByText('No se encontraron resultados para "<img src=x onerror=alert(1)>"')).toBeVisible();
  });

  test('the site map links every page of the sitemap, and the legal pages state their date', async ({
    page,
    baseURL,
  }) => {
    await visit(page, '/mapa-sitio');
    const links = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    // The site map lists every page but the pair pages, which their family pages list (D26).
    for (const path of (await sitemapPaths(baseURL)).filter((path) => !isPairPath(path)))
      expect.soft(links, `${path} en el mapa del sitio`).toContain(path);
    for (const path of ['/terminos', '/privacidad']) {
      await visit(page, path);
      await expect(page.getByText(/Última actualización: \d{1,2} de [a-z]+ de \d{4}/)).toBeVisible();
    }
  });

  test('serves on the base URL', async ({ request, baseURL }, testInfo) => {
    testInfo.annotations.push({ type: 'baseURL', description: baseURL });
    expect((await request.get('/')).status()).toBe(200);
  });
});
