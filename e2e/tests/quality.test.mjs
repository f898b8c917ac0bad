// Issue 5 in the browser: accessibility (axe-core with its default rules: WCAG 2.2 AA and the best practices,
// issue 10) on every page and in the open states, the
// security headers, no HTML from the address, structured data, and the site working offline.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { VIEWPORTS, launchBrowser, openPage, sitemapPaths, url, visit } from '../support/browser.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** axe's violations on the page as it is now, as readable lines. */
async function axeViolations(page) {
  await page.evaluate(AXE_SOURCE);
  // The default rule set: every WCAG rule and the best practices (landmark-unique, region, heading-order …).
  const results = await page.evaluate(() => window.axe.run(document));
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

describe('accessibility (axe-core default rules: WCAG 2.2 AA and best practices)', () => {
  for (const colorScheme of ['light', 'dark']) {
    test(`every page has no violations (${colorScheme} theme)`, async () => {
      const { context, page } = await openPage(browser, VIEWPORTS.desktop, { colorScheme });
      try {
        const found = [];
        for (const path of await sitemapPaths()) {
          await visit(page, path);
          for (const line of await axeViolations(page)) found.push(`${path} ${line}`);
        }
        assert.deepEqual(found, []);
      } finally {
        await context.close();
      }
    });
  }

  test('no violations with the menus open, the share panel open, on a phone and in the number-systems error', async () => {
    const found = [];
    const check = async (label, page) => {
      for (const line of await axeViolations(page)) found.push(`${label}: ${line}`);
    };
    const desktop = await openPage(browser, VIEWPORTS.desktop);
    try {
      const { page } = desktop;
      await visit(page, '/convertir-longitud');
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('button', { name: /Convertir/ })
        .click();
      await check('menú Convertir abierto', page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Compartir' }).click();
      await page.getByRole('dialog').waitFor();
      await check('panel de compartir abierto', page);
      await page.keyboard.press('Escape');
      await visit(page, '/convertir-numeros?valor=2&de=binario&a=decimal');
      await page.getByText('Entrada inválida para base 2').waitFor();
      await check('error de sistemas numéricos', page);
    } finally {
      await desktop.context.close();
    }
    const phone = await openPage(browser, VIEWPORTS.phone);
    try {
      const { page } = phone;
      await visit(page, '/convertir-temperatura?valor=-300');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await check('menú móvil abierto', page);
    } finally {
      await phone.context.close();
    }
    assert.deepEqual(found, []);
  });

  test('the layout works at 320 px wide and at 200 % zoom: nothing wider than the window', async () => {
    for (const options of [
      { viewport: { width: 320, height: 640 } },
      { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
    ]) {
      const { context, page } = await openPage(browser, options.viewport, {
        deviceScaleFactor: options.deviceScaleFactor ?? 1,
      });
      try {
        for (const path of await sitemapPaths()) {
          await visit(page, path);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `${path} se desborda ${overflow}px a ${options.viewport.width}px`);
        }
      } finally {
        await context.close();
      }
    }
  });
});

describe('security', () => {
  test('every page answers with the security headers', async () => {
    for (const path of [...(await sitemapPaths()), '/no-existe']) {
      const response = await fetch(url(path));
      const csp = response.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "img-src 'self' data:",
      ]) {
        assert.ok(csp.includes(directive), `${path}: falta ${directive}`);
      }
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.match(response.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\)/);
    }
  });

  test('text from the address is shown as text, never run as HTML, and the CSP reports nothing', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const { context, page, problems } = await openPage(browser);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    try {
      await visit(page, `/buscar-convertidor?q=${encodeURIComponent(attack)}`);
      await page.getByText(`No se encontraron resultados para "${attack}"`).waitFor();
      await visit(page, `/convertir-longitud?valor=${encodeURIComponent(attack)}&de=${encodeURIComponent(attack)}`);
      assert.equal(await page.getByLabel('Valor', { exact: true }).inputValue(), attack);
      await page.getByText('Introduce un número válido').waitFor();
      await visit(page, `/convertir-numeros?valor=${encodeURIComponent(attack)}`);
      await page.getByText(/Entrada inválida para base 10/).waitFor();
      assert.equal(await page.locator('img[src="x"]').count(), 0);
      assert.equal(dialogs, 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('structured data', () => {
  test('every page carries JSON-LD that parses and names its canonical address', async () => {
    const { context, page } = await openPage(browser);
    try {
      for (const path of await sitemapPaths()) {
        await visit(page, path);
        const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        assert.equal(blocks.length, 1, `${path}: un bloque JSON-LD`);
        const data = JSON.parse(blocks[0]);
        const types = data['@graph'].map((node) => node['@type']);
        assert.ok(types.includes('WebSite') && types.includes('BreadcrumbList'), `${path}: ${types}`);
        const website = data['@graph'].find((node) => node['@type'] === 'WebSite');
        assert.match(website.potentialAction.target.urlTemplate, /\/buscar-convertidor\?q=\{search_term_string\}$/);
        const crumbs = data['@graph'].find((node) => node['@type'] === 'BreadcrumbList').itemListElement;
        assert.equal(crumbs[crumbs.length - 1].item.replace(/\/$/, ''), canonical.replace(/\/$/, ''));
        const app = data['@graph'].find((node) => node['@type'] === 'WebApplication');
        if (/^\/(convertir-|longitud-tacos|calcula|que-hora)/.test(path)) {
          assert.ok(app, `${path}: WebApplication`);
          assert.equal(app.url, canonical);
        }
      }
    } finally {
      await context.close();
    }
  });
});

describe('installable and offline', () => {
  test('the manifest is in Spanish with SVG and PNG icons', async () => {
    const manifest = await (await fetch(url('/manifest.webmanifest'))).json();
    assert.equal(manifest.lang, 'es');
    assert.match(manifest.name, /Conviértelo/);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    assert.ok(sizes.includes('192x192') && sizes.includes('512x512') && sizes.includes('any'));
    for (const icon of manifest.icons) assert.equal((await fetch(url(icon.src))).status, 200, icon.src);
  });

  test('after one visit, a converter never visited before works offline', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
        }
      });
      await context.setOffline(true);
      await page.goto(url('/convertir-peso?valor=2&de=libras&a=kilogramos'));
      // 2 × 0.45359237 = 0.90718474 kg
      await page.locator('output').filter({ hasText: '2 lb → 0.9072 kg' }).waitFor({ timeout: 10_000 });
      await page.getByLabel('Valor', { exact: true }).fill('10');
      await page.locator('output').filter({ hasText: '10 lb → 4.5359 kg' }).waitFor();
      await page.goto(url('/convertir-numeros'));
      await page.getByLabel('Valor', { exact: true }).fill('255');
      await page.locator('output').filter({ hasText: '11111111' }).waitFor();
      const offlineErrors = problems.filter((line) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|_rsc/.test(line));
      assert.deepEqual(offlineErrors, []);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
