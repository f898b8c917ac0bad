// The duration calculator: one screen at two routes (spec 001 §2, D18). Today is read in the browser (D2).
// D25: the second address keeps working, but its canonical is the first and only the first is in the sitemap.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, sitemapPaths, url, visit } from '../support/browser.mjs';

const ROUTES = ['/calcular-cuanto-dura', '/calculadora-de-tiempo-y-duracion'];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** The browser's own date, as 'YYYY-MM-DD'. */
/** Opens a route and waits until the calculator has mounted and knows today's date. */
async function open(page, path) {
  const response = await visit(page, path);
  await page.locator('.duration[data-ready="true"]').waitFor();
  return response;
}

const browserToday = (page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

describe('duration calculator', () => {
  test(`only ${ROUTES[0]} is in the sitemap, the home page and the site map (D25)`, async () => {
    const paths = await sitemapPaths();
    assert.ok(paths.includes(ROUTES[0]));
    assert.ok(!paths.includes(ROUTES[1]));
    for (const page of ['/', '/mapa-sitio']) {
      const html = await (await fetch(url(page))).text();
      assert.ok(html.includes(`href="${ROUTES[0]}"`), `${page} links ${ROUTES[0]}`);
      assert.ok(!html.includes(`href="${ROUTES[1]}"`), `${page} links ${ROUTES[1]}`);
    }
  });

  for (const path of ROUTES) {
    test(`${path}: loads cleanly with the canonical ${ROUTES[0]}, computes two dates and selects an event`, async () => {
      const { context, page, problems } = await openPage(browser);
      try {
        const response = await open(page, path);
        assert.equal(response.status(), 200);
        await page.getByRole('heading', { level: 1, name: 'Calcular cuánto dura: tiempo entre dos fechas' }).waitFor();
        const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
        assert.equal(new URL(canonical).pathname, ROUTES[0]);

        // Two dates → the result, without pressing the button (spec 001 §4).
        await page.getByLabel('Fecha de inicio', { exact: true }).fill('2000-01-01');
        await page.getByLabel('Fecha final', { exact: true }).fill('2001-01-01');
        await page
          .getByText('Entre el 1 de enero de 2000 y el 1 de enero de 2001 hay 1 año (366 días en total).')
          .waitFor({ timeout: 5000 });

        // An event: start = its date, end = today, pressed.
        const wall = page.getByRole('button', { name: /Caída del Muro de Berlín/ });
        assert.equal(await wall.getAttribute('aria-pressed'), 'false');
        await wall.click();
        assert.equal(await wall.getAttribute('aria-pressed'), 'true');
        assert.equal(await page.getByLabel('Fecha de inicio', { exact: true }).inputValue(), '1989-11-09');
        assert.equal(await page.getByLabel('Fecha final', { exact: true }).inputValue(), await browserToday(page));
        await page.getByText(/^Entre el 9 de noviembre de 1989 y el .+ hay \d+ años/).waitFor({ timeout: 5000 });
        assert.equal(await page.getByRole('button', { pressed: true }).count(), 1);

        // The button with a field emptied names what is missing.
        await page.getByLabel('Fecha de inicio', { exact: true }).fill('');
        await page.getByRole('button', { name: 'Calcular duración', exact: true }).click();
        await page.getByText('Elige la fecha de inicio.').waitFor();
        assert.equal(await page.getByRole('button', { pressed: true }).count(), 0);

        const body = await page.locator('body').innerText();
        assert.doesNotMatch(body, /NaN|Infinity|undefined|Invalid Date/);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test('the end before the start shows the absolute duration and a note', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await open(page, ROUTES[0]);
      await page.getByLabel('Fecha de inicio', { exact: true }).fill('2024-03-01');
      await page.getByLabel('Hora de inicio (opcional)', { exact: true }).fill('10:00');
      await page.getByLabel('Fecha final', { exact: true }).fill('2024-01-31');
      await page
        .getByText('La fecha final es anterior a la inicial: se muestra la duración en valor absoluto.')
        .waitFor();
      // 31 Jan 00:00 → 1 Mar 10:00 (2024): 1 month (→ 29 Feb), 1 day, 10 hours; 30 whole days.
      const figures = await page.locator('.duration__figures dd').allInnerTexts();
      assert.deepEqual(figures, ['0', '1', '1', '10', '0', '30']);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a personal calculation answers relative to today', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await open(page, ROUTES[1]);
      const card = page.getByRole('region', { name: 'Edad actual' });
      await card.getByLabel('Fecha de nacimiento').fill('1990-05-20');
      await card.getByText(/^Tienes \d+ años/).waitFor({ timeout: 5000 });
      const countdown = page.getByRole('region', { name: 'Cuenta atrás' });
      await countdown.getByLabel('Fecha del evento').fill('2000-01-01');
      await countdown.getByText(/^El 1 de enero de 2000 fue hace \d/).waitFor({ timeout: 5000 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('fits a 320 px wide phone without sideways scrolling', async () => {
    const { context, page } = await openPage(browser, { width: 320, height: 640 });
    try {
      await open(page, ROUTES[0]);
      await page.getByRole('button', { name: /Llegada del ser humano a la Luna/ }).click();
      await page.locator('.duration__figures').waitFor();
      // Everything of the page's own content stays within the viewport (the shared header is checked elsewhere).
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('article.page *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      assert.deepEqual(wide, []);
    } finally {
      await context.close();
    }
  });
});
