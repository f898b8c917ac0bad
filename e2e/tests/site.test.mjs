import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE_URL, launchBrowser, openPage, sitemapPaths, url, visit } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

describe('the site', () => {
  test('the sitemap lists every page and nothing else, and robots.txt points to it', async () => {
    const paths = await sitemapPaths();
    assert.ok(paths.includes('/'));
    assert.ok(paths.includes('/convertir-longitud'));
    for (const path of paths) {
      assert.doesNotMatch(path, /opengraph-image|icon|_not-found|404/);
      const response = await fetch(url(path));
      assert.equal(response.status, 200, path);
    }
    const robots = await (await fetch(url('/robots.txt'))).text();
    assert.match(robots, /Sitemap: .*\/sitemap\.xml/);
  });

  test('every page loads without console or page errors and carries its own canonical and Open Graph tags', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      for (const path of await sitemapPaths()) {
        await visit(page, path);
        const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
        assert.equal(new URL(canonical).pathname.replace(/\/$/, '') || '/', path, `canonical of ${path}`);
        assert.equal(await page.locator('meta[property="og:url"]').getAttribute('content'), canonical);
        assert.match(await page.title(), /Conviértelo/);
        const image = await page.locator('meta[property="og:image"]').getAttribute('content');
        assert.ok(image, `og:image of ${path}`);
        const imageResponse = await fetch(url(new URL(image).pathname));
        assert.equal(imageResponse.status, 200);
        assert.equal(imageResponse.headers.get('content-type'), 'image/png');
        assert.equal(await page.locator('html').getAttribute('lang'), 'es');
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('an unknown path answers 404 with the Spanish page, a link home and one to the finder', async () => {
    const { context, page } = await openPage(browser);
    try {
      const response = await visit(page, '/esto-no-existe');
      assert.equal(response.status(), 404);
      await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href'), '/');
      const finder = page.getByRole('main').getByRole('link', { name: 'Buscar un convertidor' });
      assert.equal(await finder.getAttribute('href'), '/buscar-convertidor');
    } finally {
      await context.close();
    }
  });

  test('the finder filters ignoring accents and says when nothing matches', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/buscar-convertidor');
      const box = page.getByPlaceholder('Buscar convertidor o calculadora...');
      await box.fill('energia');
      await page
        .getByRole('main')
        .getByRole('link', { name: /Energía/ })
        .waitFor();
      assert.equal(
        await page
          .getByRole('main')
          .getByRole('link', { name: /Longitud/ })
          .count(),
        0,
      );
      assert.equal(new URL(page.url()).searchParams.get('q'), 'energia');
      await box.fill('<img src=x onerror=alert(1)>');
      await page.getByText('No se encontraron resultados para "<img src=x onerror=alert(1)>"').waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('the site map links every page of the sitemap, and the legal pages state their date', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/mapa-sitio');
      const links = await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => new URL(anchor.href).pathname));
      for (const path of await sitemapPaths()) assert.ok(links.includes(path), `${path} en el mapa del sitio`);
      for (const path of ['/terminos', '/privacidad']) {
        await visit(page, path);
        await page.getByText(/Última actualización: \d{1,2} de [a-z]+ de \d{4}/).waitFor();
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test(`serves on ${BASE_URL}`, async () => {
    assert.equal((await fetch(url('/'))).status, 200);
  });
});
