// The duration calculator: one screen at two routes (spec 001 §2, D18). Today is read in the browser (D2).
// D25: the second address keeps working, but its canonical is the first and only the first is in the sitemap.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';
import { sitemapPaths } from '../support/site';

const ROUTES = ['/calcular-cuanto-dura', '/calculadora-de-tiempo-y-duracion'] as const;

/**
 * Opens a route and waits until the calculator has mounted and knows today's date: it marks that with
 * data-ready="true", for these tests (no role tells it).
 */
async function open(page: Page, path: string) {
  const response = await visit(page, path);
  await expect(page.locator('[data-ready="true"]')).toHaveCount(1);
  return response;
}

/** The browser's own date, as 'YYYY-MM-DD'. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/** The calculator's form, whose result figures are a list of terms and definitions (<dt>Años</dt><dd>1</dd>…). */
const form = (page: Page) => page.getByRole('form', { name: 'Duración entre dos fechas' });

test.describe('duration calculator', () => {
  test(`only ${ROUTES[0]} is in the sitemap, the home page and the site map (D25)`, async ({ request, baseURL }) => {
    const paths = await sitemapPaths(baseURL);
    expect(paths).toContain(ROUTES[0]);
    expect(paths).not.toContain(ROUTES[1]);
    for (const path of ['/', '/mapa-sitio']) {
      const html = await (await request.get(path)).text();
      expect(html, `${path} links ${ROUTES[0]}`).toContain(`href="${ROUTES[0]}"`);
      expect(html, `${path} links ${ROUTES[1]}`).not.toContain(`href="${ROUTES[1]}"`);
    }
  });

  for (const path of ROUTES) {
    test(`${path}: loads cleanly with the canonical ${ROUTES[0]}, computes two dates and selects an event`, async ({
      page,
    }) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Calcular cuánto dura: tiempo entre dos fechas' }),
      ).toBeVisible();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(ROUTES[0]);

      // Two dates → the result, without pressing the button (spec 001 §4).
      await page.getByLabel('Fecha de inicio', { exact: true }).fill('2000-01-01');
      await page.getByLabel('Fecha final', { exact: true }).fill('2001-01-01');
      await expect(
        page.getByText('Entre el 1 de enero de 2000 y el 1 de enero de 2001 hay 1 año (366 días en total).'),
      ).toBeVisible();

      // An event: start = its date, end = today, pressed.
      const wall = page.getByRole('button', { name: /Caída del Muro de Berlín/ });
      await expect(wall).toHaveAttribute('aria-pressed', 'false');
      await wall.click();
      await expect(wall).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('Fecha de inicio', { exact: true })).toHaveValue('1989-11-09');
      await expect(page.getByLabel('Fecha final', { exact: true })).toHaveValue(await browserToday(page));
      await expect(page.getByText(/^Entre el 9 de noviembre de 1989 y el .+ hay \d+ años/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(1);

      // The button with a field emptied names what is missing.
      await page.getByLabel('Fecha de inicio', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Calcular duración', exact: true }).click();
      await expect(page.getByText('Elige la fecha de inicio.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { pressed: true })).toHaveCount(0);

      await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined|Invalid Date/);
    });
  }

  test('the end before the start shows the absolute duration and a note', async ({ page }) => {
    await open(page, ROUTES[0]);
    await page.getByLabel('Fecha de inicio', { exact: true }).fill('2024-03-01');
    await page.getByLabel('Hora de inicio (opcional)', { exact: true }).fill('10:00');
    await page.getByLabel('Fecha final', { exact: true }).fill('2024-01-31');
    await expect(
      page.getByText('La fecha final es anterior a la inicial: se muestra la duración en valor absoluto.'),
    ).toBeVisible();
    // 31 Jan 00:00 → 1 Mar 10:00 (2024): 1 month (→ 29 Feb), 1 day, 10 hours; 30 whole days.
    // Years, months, days, hours, minutes, days in total.
    await expect(form(page).getByRole('definition')).toHaveText(['0', '1', '1', '10', '0', '30']);
  });

  test('a personal calculation answers relative to today', async ({ page }) => {
    await open(page, ROUTES[1]);
    const card = page.getByRole('region', { name: 'Edad actual' });
    await card.getByLabel('Fecha de nacimiento').fill('1990-05-20');
    await expect(card.getByText(/^Tienes \d+ años/)).toBeVisible();
    const countdown = page.getByRole('region', { name: 'Cuenta atrás' });
    await countdown.getByLabel('Fecha del evento').fill('2000-01-01');
    await expect(countdown.getByText(/^El 1 de enero de 2000 fue hace \d/)).toBeVisible();
  });

  test('fits a 320 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, ROUTES[0]);
    await page.getByRole('button', { name: /Llegada del ser humano a la Luna/ }).click();
    await expect(form(page).getByRole('definition').first()).toBeVisible();
    // Everything of the page's own content stays within the viewport (the shared header is checked elsewhere).
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main article *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    expect(wide).toEqual([]);
  });
});
