import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VIEWPORTS, launchBrowser, openPage, url, visit } from '../support/browser.mjs';

const PATH = '/que-hora-es-en-cualquier-parte-del-mundo';
// A fixed visitor zone, so the offsets are known: Mexico City, UTC−6 all year since 2022.
const ZONE = 'America/Mexico_City';
const TIME = /^\d{1,2}:\d{2}:\d{2}\s?[ap]\.\s?m\.$/;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

const open = () => openPage(browser, VIEWPORTS.desktop, { timezoneId: ZONE });
const text = async (locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();
const cards = (page) => page.getByRole('list', { name: 'Ciudades' }).getByRole('listitem');
const card = (page, city) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name: city, exact: true }) });

describe('world clock', () => {
  test('the server sends 41 cards without times (D19)', async () => {
    const html = await (await fetch(url(PATH))).text();
    assert.equal(html.match(/<article class="card city-card"/g)?.length, 41);
    assert.doesNotMatch(html, /\d:\d\d:\d\d\s?[ap]\./);
  });

  test('loads without console or page errors and fills in the times after load', async () => {
    const { context, page, problems } = await open();
    try {
      const response = await visit(page, PATH);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const local = page.getByRole('region', { name: 'Tu hora local' });
      await local.getByText(ZONE).waitFor({ timeout: 5000 });
      assert.match(await text(local.locator('.world-clock__local-time')), TIME);
      assert.equal(await cards(page).count(), 41);
      assert.match(await text(card(page, 'Madrid').locator('.city-card__time')), TIME);
      await card(page, 'Ciudad de México').getByText('Misma hora').waitFor();
      // Kolkata is UTC+5:30 all year; Mexico City UTC−6: 11 h 30 min.
      await card(page, 'Nueva Delhi').getByText('+11 h 30 min').waitFor();
      const body = await page.locator('body').innerText();
      assert.doesNotMatch(body, /NaN|Invalid Date|undefined|Infinity|--:--:--/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('the visible time changes after about a second', async () => {
    const { context, page, problems } = await open();
    try {
      await visit(page, PATH);
      const time = page.locator('.world-clock__local-time');
      await page.getByRole('region', { name: 'Tu hora local' }).getByText(ZONE).waitFor({ timeout: 5000 });
      const first = await text(time);
      await page.waitForTimeout(1200);
      const second = await text(time);
      assert.match(second, TIME);
      assert.notEqual(second, first);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('the region filter and the search work', async () => {
    const { context, page, problems } = await open();
    try {
      await visit(page, PATH);
      const regions = page.getByRole('group', { name: 'Filtrar por región' });
      const todas = regions.getByRole('button', { name: 'Todas' });
      assert.equal(await todas.getAttribute('aria-pressed'), 'true');

      const europa = regions.getByRole('button', { name: 'Europa' });
      await europa.click();
      assert.equal(await europa.getAttribute('aria-pressed'), 'true');
      assert.equal(await todas.getAttribute('aria-pressed'), 'false');
      assert.equal(await cards(page).count(), 8);
      assert.equal(await card(page, 'Tokio').count(), 0);
      await card(page, 'Madrid').waitFor();

      await todas.click();
      assert.equal(await cards(page).count(), 41);

      const search = page.getByLabel('Buscar ciudad', { exact: true });
      await search.fill('japon');
      assert.equal(await cards(page).count(), 1);
      await card(page, 'Tokio').waitFor();

      await search.fill('xyz');
      await page.getByText('No hay ciudades que coincidan con "xyz"', { exact: true }).waitFor();
      assert.equal(await page.getByRole('list', { name: 'Ciudades' }).count(), 0);

      await search.fill('');
      assert.equal(await cards(page).count(), 41);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('nothing shifts when the times are filled in (phone width)', async () => {
    const { context, page, problems } = await openPage(browser, { width: 320, height: 740 }, { timezoneId: ZONE });
    try {
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await visit(page, PATH);
      await page.getByRole('region', { name: 'Tu hora local' }).getByText(ZONE).waitFor({ timeout: 5000 });
      await page.waitForTimeout(1200);
      const shift = await page.evaluate(() => window.__shift);
      assert.ok(shift < 0.1, `cumulative layout shift ${shift}`);
      // Nothing of the page's own content is wider than the screen at 320 px (the header is tested elsewhere).
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('article.page *')]
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
          .map((element) => `${element.tagName}.${element.className}`),
      );
      assert.deepEqual(wide, []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
