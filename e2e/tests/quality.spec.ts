// Issue 5 in the browser: accessibility (axe-core with its default rules: WCAG 2.2 AA and the best practices,
// issue 10) on every page and in the open states, the security headers, no HTML from the address, structured
// data, and the site working offline.
import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS, visit } from '../fixtures';
import { axeViolations } from '../support/axe';
import { pagesToVisit, sitemapPaths } from '../support/site';

test.describe('accessibility (axe-core default rules: WCAG 2.2 AA and best practices)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });

      test(`every page has no violations (${colorScheme} theme)`, async ({ page, baseURL }) => {
        // One test sweeps every page with axe: about 2 min on a quiet 2-core machine, over 4 min when it is loaded (33 families since issue 23).
        test.setTimeout(720_000);
        const found: string[] = [];
        for (const path of await pagesToVisit(baseURL)) {
          await visit(page, path);
          for (const line of await axeViolations(page)) found.push(`${path} ${line}`);
        }
        expect(found).toEqual([]);
      });
    });
  }

  test('no violations with the menus open, the share panel open, every unit shown, on a phone and in the number-systems error', async ({
    page,
  }) => {
    // Several axe runs on pages whose menus list 34 converters: past 30 s on a loaded 2-core machine.
    test.setTimeout(90_000);
    const found: string[] = [];
    const check = async (label: string) => {
      for (const line of await axeViolations(page)) found.push(`${label}: ${line}`);
    };
    await visit(page, '/convertir-longitud');
    const convertir = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: /Convertir/ });
    await convertir.click();
    await expect(convertir).toHaveAttribute('aria-expanded', 'true');
    await check('menú Convertir abierto');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('panel de compartir abierto');
    await page.keyboard.press('Escape');
    // D24: the equivalences with every added unit shown.
    await page.getByRole('button', { name: /^Ver todas las unidades/ }).click();
    await expect(page.getByRole('button', { name: 'Ver solo las unidades principales' })).toBeVisible();
    await check('todas las unidades a la vista');
    await visit(page, '/convertir-numeros?valor=2&de=binario&a=decimal');
    await expect(page.getByText('Entrada inválida para base 2')).toBeVisible();
    await check('error de sistemas numéricos');

    // The burger menu exists at phone width only.
    await page.setViewportSize(VIEWPORTS.phone);
    await visit(page, '/convertir-temperatura?valor=-300');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Menú' })).toBeVisible();
    await check('menú móvil abierto');
    expect(found).toEqual([]);
  });

  // 320 px is the narrowest phone WCAG asks for (reflow); 640 px at a device scale of 2 is a 1280 px screen at
  // 200 % zoom.
  test.describe('the layout works at 320 px wide and at 200 % zoom: nothing wider than the window', () => {
    for (const { viewport, deviceScaleFactor, name } of [
      { name: '320 px wide', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
      { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
    ]) {
      test.describe(name, () => {
        test.use({ viewport, deviceScaleFactor });

        test(`nothing wider than the window at ${name}`, async ({ page, baseURL }) => {
          test.setTimeout(180_000);
          for (const path of await pagesToVisit(baseURL)) {
            await visit(page, path);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect.soft(overflow, `${path} se desborda ${overflow}px a ${viewport.width}px`).toBeLessThanOrEqual(0);
          }
        });
      });
    }
  });
});

test.describe('security', () => {
  test('every page answers with the security headers', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    for (const path of [...(await sitemapPaths(baseURL)), '/no-existe']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "img-src 'self' data:",
      ]) {
        expect.soft(csp, `${path}: falta ${directive}`).toContain(directive);
      }
      expect.soft(csp, path).not.toMatch(/unsafe-eval/);
      expect.soft(headers['strict-transport-security'] ?? '', path).toMatch(/max-age=\d+/);
      expect.soft(headers['x-content-type-options'], path).toBe('nosniff');
      expect.soft(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect.soft(headers['permissions-policy'] ?? '', path).toMatch(/camera=\(\)/);
    }
  });

  // Issue 36: a built chunk is never a document; it keeps nosniff and carries no document policy (HSTS included: the
  // browser learns it from the page, which every page check above requires).
  // The service worker is a script that governs, so it keeps its policy.
  test('static chunks carry only the headers a script needs; the service worker keeps its policy', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const chunk = html.match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
    expect(chunk).toBeTruthy();
    const chunkHeaders = (await request.get(chunk!)).headers();
    expect(chunkHeaders['x-content-type-options']).toBe('nosniff');
    expect(chunkHeaders['strict-transport-security']).toBeUndefined();
    expect(chunkHeaders['content-security-policy']).toBeUndefined();
    expect(chunkHeaders['permissions-policy']).toBeUndefined();
    const workerHeaders = (await request.get('/sw.js')).headers();
    expect(workerHeaders['content-security-policy'] ?? '').toContain("default-src 'self'");
  });

  // The fixture fails the test on any console error: a CSP report would be one.
  test('text from the address is shown as text, never run as HTML, and the CSP reports nothing', async ({ page }) => {
    const attack = '<img src=x onerror=alert(1)>';
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await visit(page, `/buscar-convertidor?q=${encodeURIComponent(attack)}`);
    await expect(page.getByText(`No se encontraron resultados para "${attack}"`)).toBeVisible();
    await visit(page, `/convertir-longitud?valor=${encodeURIComponent(attack)}&de=${encodeURIComponent(attack)}`);
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue(attack);
    await expect(page.getByText('Introduce un número válido')).toBeVisible();
    await visit(page, `/convertir-numeros?valor=${encodeURIComponent(attack)}`);
    await expect(page.getByText(/Entrada inválida para base 10/)).toBeVisible();
    // The attack's own element, had it been parsed as HTML: it has no accessible name to find it by.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('structured data', () => {
  test('every page carries JSON-LD that parses and names its canonical address', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    type Node = {
      '@type': string;
      url?: string;
      potentialAction?: { target: { urlTemplate: string } };
      itemListElement?: { item: string }[];
    };
    for (const path of await pagesToVisit(baseURL)) {
      // Both are in the page as the server sends it: the document's load is enough, no need to wait for the network
      // to rest (half a second a page).
      await page.goto(path, { waitUntil: 'load' });
      // <head> elements have no role: the canonical link and the JSON-LD block are found by their attributes.
      const canonical = (await page.locator('link[rel=canonical]').getAttribute('href')) ?? '';
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks, `${path}: un bloque JSON-LD`).toHaveLength(1);
      const graph: Node[] = JSON.parse(blocks[0] ?? '{}')['@graph'];
      const types = graph.map((node) => node['@type']);
      expect(types, path).toEqual(expect.arrayContaining(['WebSite', 'BreadcrumbList']));
      const website = graph.find((node) => node['@type'] === 'WebSite');
      expect(website?.potentialAction?.target.urlTemplate, path).toMatch(
        /\/buscar-convertidor\?q=\{search_term_string\}$/,
      );
      const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
      expect(crumbs.at(-1)?.item.replace(/\/$/, ''), path).toBe(canonical.replace(/\/$/, ''));
      const app = graph.find((node) => node['@type'] === 'WebApplication');
      if (/^\/(convertir-|longitud-tacos|calcula|que-hora)/.test(path)) {
        expect(app, `${path}: WebApplication`).toBeTruthy();
        expect(app?.url, path).toBe(canonical);
      }
    }
  });
});

/** Waits until the service worker is installed and controls `page`, so what the page fetches goes through it. */
async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

test.describe('installable and offline', () => {
  test('the manifest is in Spanish with SVG and PNG icons', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.lang).toBe('es');
    expect(manifest.name).toMatch(/Conviértelo/);
    const icons: { src: string; sizes: string }[] = manifest.icons;
    const sizes = icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', 'any']));
    for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });

  test.describe('offline', () => {
    // Offline, what the service worker has not cached fails to load (the router's _rsc requests): those failures
    // are expected, any other error is not.
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|_rsc/] });

    test('after one visit, a converter never visited before works offline', async ({ page, context }) => {
      await visit(page, '/');
      await untilServiceWorkerControls(page);
      await context.setOffline(true);
      await page.goto('/convertir-peso?valor=2&de=libras&a=kilogramos');
      // 2 × 0.45359237 = 0.90718474 kg
      await expect(page.getByRole('status')).toHaveText('2 lb → 0.9072 kg', { timeout: 10_000 });
      await page.getByLabel('Valor', { exact: true }).fill('10');
      await expect(page.getByRole('status')).toHaveText('10 lb → 4.5359 kg');
      await page.goto('/convertir-numeros');
      await page.getByLabel('Valor', { exact: true }).fill('255');
      await expect(page.getByRole('status')).toContainText('11111111');
    });

    test('a question asked once online is answered offline', async ({ page, context }) => {
      await visit(page, '/');
      await untilServiceWorkerControls(page);
      const box = page.getByRole('search', { name: 'Conversión rápida' });
      await box.getByLabel('Conversión rápida').fill('5 pies a metros');
      // 5 × 0.3048 = 1.524 m
      await expect(box.getByRole('status')).toHaveText('5 ft → 1.524 m');
      await context.setOffline(true);
      await page.goto('/');
      await box.getByLabel('Conversión rápida').fill('2 metros a pies');
      // 2 / 0.3048 = 6.56167979… ft, 4 decimals
      await expect(box.getByRole('status')).toHaveText('2 m → 6.5617 ft', { timeout: 10_000 });
    });
  });
});
