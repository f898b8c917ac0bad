import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, visit } from '../support/browser.mjs';

const CASE_ROUTES = [
  { path: '/convertir-de-mayusculas-a-minusculas', heading: 'Convertir de mayúsculas a minúsculas' },
  { path: '/convertir-de-minusculas-a-mayusculas', heading: 'Convertir de minúsculas a mayúsculas' },
];
const EXPRESSIONS = '/expresiones-comunes-en-los-paises-latinoamericanos';
const NARROW = { width: 320, height: 640 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** The page never scrolls sideways as a whole (wide tables scroll inside their own box). */
const overflows = (page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('case converter', () => {
  for (const { path, heading } of CASE_ROUTES) {
    test(`${path}: loads cleanly and converts only when a button is pressed`, async () => {
      const { context, page, problems } = await openPage(browser);
      try {
        const response = await visit(page, path);
        assert.equal(response.status(), 200);
        assert.equal((await page.getByRole('heading', { level: 1 }).textContent()).trim(), heading);
        const text = page.getByLabel('Texto', { exact: true });
        const result = page.getByLabel('Resultado', { exact: true });
        assert.equal(await text.getAttribute('placeholder'), 'Escribe o pega aquí tu texto…');
        assert.equal(await text.getAttribute('rows'), '5');
        await text.fill('¿Qué año? El pingüino comió piña y ÁRBOL 😀');
        assert.equal(await result.inputValue(), '');
        await page.getByRole('button', { name: 'Convertir a Mayúsculas' }).click();
        assert.equal(await result.inputValue(), '¿QUÉ AÑO? EL PINGÜINO COMIÓ PIÑA Y ÁRBOL 😀');
        await page.getByRole('button', { name: 'Convertir a Minúsculas' }).click();
        assert.equal(await result.inputValue(), '¿qué año? el pingüino comió piña y árbol 😀');
        await page.getByRole('status').filter({ hasText: 'Texto convertido a minúsculas.' }).waitFor();
        // No external link from the converter (the brief forbids third-party dependencies on pages).
        assert.equal(await page.locator('.text-case a[href^="http"]').count(), 0);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test('an empty text gives a hint; 100 000 characters convert without freezing; copy says Copiado', async () => {
    const { context, page, problems } = await openPage(browser, undefined, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      await visit(page, CASE_ROUTES[1].path);
      await page.getByRole('button', { name: 'Convertir a Mayúsculas' }).click();
      await page.getByText('Escribe o pega un texto para convertirlo.').waitFor();

      const text = page.getByLabel('Texto', { exact: true });
      const long = 'ñandú pingüino '.repeat(7000).slice(0, 100_000);
      await text.fill(long);
      const started = Date.now();
      await page.getByRole('button', { name: 'Convertir a Mayúsculas' }).click();
      const result = page.getByLabel('Resultado', { exact: true });
      const converted = await result.inputValue();
      console.log(`text-tools: 100 000 caracteres convertidos y mostrados en ${Date.now() - started} ms`);
      assert.equal(converted.length, 100_000);
      assert.ok(converted.startsWith('ÑANDÚ PINGÜINO ÑANDÚ'));
      assert.equal(await page.getByText('Escribe o pega un texto para convertirlo.').count(), 0);

      await page.getByRole('button', { name: 'Copiar', exact: true }).click();
      await page.getByRole('button', { name: 'Copiado', exact: true }).waitFor({ timeout: 2000 });
      await page.getByRole('button', { name: 'Copiar', exact: true }).waitFor({ timeout: 4000 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('fits a 320 px wide phone', async () => {
    const { context, page, problems } = await openPage(browser, NARROW);
    try {
      await visit(page, CASE_ROUTES[0].path);
      assert.equal(await overflows(page), false);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('expressions', () => {
  test('loads cleanly with the full table of 10 meanings × 8 countries', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      const response = await visit(page, EXPRESSIONS);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const filters = page.getByRole('group', { name: 'Filtrar por país:' });
      assert.equal(await filters.getByRole('button').count(), 9);
      assert.equal(await filters.getByRole('button', { name: 'Todos' }).getAttribute('aria-pressed'), 'true');
      const table = page.getByRole('table');
      assert.equal(await table.locator('tbody tr').count(), 10);
      assert.equal(await table.locator('tbody td').count(), 80);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('filters to one country, mirrors it in the address, and back to all', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, EXPRESSIONS);
      const filters = page.getByRole('group', { name: 'Filtrar por país:' });
      await filters.getByRole('button', { name: 'México' }).click();
      await page.getByRole('heading', { level: 2, name: 'México' }).waitFor();
      assert.equal(await filters.getByRole('button', { name: 'México' }).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.getByRole('table').count(), 0);
      await page.locator('dd').filter({ hasText: 'lana' }).waitFor();
      assert.equal(new URL(page.url()).searchParams.get('pais'), 'mx');
      await filters.getByRole('button', { name: 'Todos' }).click();
      await page.getByRole('table').waitFor();
      assert.equal(new URL(page.url()).search, '');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('opens on the country in the address; a hostile value is ignored and never rendered', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, `${EXPRESSIONS}?pais=ve`);
      await page.getByRole('heading', { level: 2, name: 'Venezuela' }).waitFor({ timeout: 5000 });

      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        dialog.dismiss();
      });
      await visit(page, `${EXPRESSIONS}?pais=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
      await page.getByRole('table').waitFor();
      await page.waitForFunction(() => window.location.search === '');
      assert.equal(await page.locator('main img').count(), 0);
      assert.doesNotMatch(await page.locator('main').innerHTML(), /onerror/);
      assert.equal(dialogs, 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('on a 320 px phone the table scrolls inside its box with the meaning column fixed', async () => {
    const { context, page, problems } = await openPage(browser, NARROW);
    try {
      await visit(page, EXPRESSIONS);
      assert.equal(await overflows(page), false);
      const scroller = page.locator('.expressions__scroll');
      assert.ok(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth));
      const meaning = page.getByRole('rowheader', { name: 'Dinero' });
      const before = await meaning.boundingBox();
      await scroller.evaluate((element) => element.scrollBy(400, 0));
      const afterScroll = await meaning.boundingBox();
      assert.equal(Math.round(afterScroll.x), Math.round(before.x));
      for (const button of await page.getByRole('group', { name: 'Filtrar por país:' }).getByRole('button').all()) {
        assert.ok((await button.boundingBox()).height >= 44);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
