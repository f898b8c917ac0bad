// The world clock (D19): the server sends the cards without times; the browser fills them in after load.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

const PATH = '/que-hora-es-en-cualquier-parte-del-mundo';
// A fixed visitor zone, so the offsets are known: Mexico City, UTC−6 all year since 2022.
const ZONE = 'America/Mexico_City';
const TIME = /^\d{1,2}:\d{2}:\d{2}\s?[ap]\.\s?m\.$/;

const localClock = (page: Page) => page.getByRole('region', { name: 'Tu hora local' });
/** The local time is the one line of the 'Tu hora local' region that reads as a time. */
const localTime = (page: Page) => localClock(page).getByText(TIME);
const cards = (page: Page) => page.getByRole('list', { name: 'Ciudades' }).getByRole('listitem');
const card = (page: Page, city: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name: city, exact: true }) });

test.describe('world clock', () => {
  test.use({ timezoneId: ZONE });

  test('the server sends 41 cards without times (D19)', async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    // One article per card, each the only child of its list item.
    expect(html.match(/<li><article\b/g)?.length).toBe(41);
    expect(html).not.toMatch(/\d:\d\d:\d\d\s?[ap]\./);
  });

  test('loads without console or page errors and fills in the times after load', async ({ page }) => {
    const response = await visit(page, PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(localClock(page).getByText(ZONE)).toBeVisible();
    await expect(localTime(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(41);
    await expect(card(page, 'Madrid').getByText(TIME)).toBeVisible();
    await expect(card(page, 'Ciudad de México').getByText('Misma hora')).toBeVisible();
    // Kolkata is UTC+5:30 all year; Mexico City UTC−6: 11 h 30 min.
    await expect(card(page, 'Nueva Delhi').getByText('+11 h 30 min')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/NaN|Invalid Date|undefined|Infinity|--:--:--/);
  });

  test('the visible time changes after about a second', async ({ page }) => {
    await visit(page, PATH);
    await expect(localClock(page).getByText(ZONE)).toBeVisible();
    const first = await localTime(page).innerText();
    // One clock ticks at the start of every second, so the reading changes within a second; the 2 s limit leaves
    // room for the assertion's polling (its retries are 0.1, 0.25, 0.5 then 1 s apart).
    await expect(localTime(page)).not.toHaveText(first, { timeout: 2000 });
    await expect(localTime(page)).toHaveText(TIME);
  });

  test('the region filter and the search work', async ({ page }) => {
    await visit(page, PATH);
    const regions = page.getByRole('group', { name: 'Filtrar por región' });
    const todas = regions.getByRole('button', { name: 'Todas' });
    await expect(todas).toHaveAttribute('aria-pressed', 'true');

    const europa = regions.getByRole('button', { name: 'Europa' });
    await europa.click();
    await expect(europa).toHaveAttribute('aria-pressed', 'true');
    await expect(todas).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(8);
    await expect(card(page, 'Tokio')).toHaveCount(0);
    await expect(card(page, 'Madrid')).toBeVisible();

    await todas.click();
    await expect(cards(page)).toHaveCount(41);

    const search = page.getByLabel('Buscar ciudad', { exact: true });
    await search.fill('japon');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Tokio')).toBeVisible();

    await search.fill('xyz');
    await expect(page.getByText('No hay ciudades que coincidan con "xyz"', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ciudades' })).toHaveCount(0);

    await search.fill('');
    await expect(cards(page)).toHaveCount(41);
  });

  test('nothing shifts when the times are filled in (phone width)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await watchLayoutShift(page);
    await visit(page, PATH);
    await expect(localClock(page).getByText(ZONE)).toBeVisible();
    // A moment for the cards' zones to fill in (slices of a few ms after mount) and the clock to tick once.
    await page.waitForTimeout(1200);
    const shift = await layoutShift(page);
    expect(shift, `cumulative layout shift ${shift}`).toBeLessThan(0.1);
    // Nothing of the page's own content is wider than the screen at 320 px (the header is tested elsewhere).
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main article *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((element) => `${element.tagName}.${element.className}`),
    );
    expect(wide).toEqual([]);
  });
});
