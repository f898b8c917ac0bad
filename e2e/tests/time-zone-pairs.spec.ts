// The time zone converter's pair pages (D26, D30): each answers over plain HTTP with its own canonical, image and
// words; in the browser its converter opens on its two places and its table of hours fills in for today, read
// through Intl. The clock is fixed so the times are known: 14:05 UTC on Wednesday 25 November 2026, when Madrid is
// on UTC+1 and Ciudad de México on UTC−6 (7 h behind), Santiago on summer time (UTC−3).
import type { Page } from '@playwright/test';
import { TIME_ZONE_PAIR_PAGES, timeZonePairTitle } from '@/lib/tools/time-zone-pairs';
import { expect, test, visit } from '../fixtures';
import { axeViolations } from '../support/axe';
import { sitemapPaths } from '../support/site';

const NOW = new Date('2026-11-25T14:05:00Z');
const MINUS = '\u2212';
const PATH = '/convertir-zona-horaria/madrid-a-ciudad-de-mexico';

const result = (page: Page) => page.getByRole('main').getByRole('status');
const hourRow = (page: Page, hour: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${hour}`) }) })
    .first();

test.describe('time zone pair pages (plain HTTP)', () => {
  test('each answers 200 with its own canonical, title and image, and is in the sitemap', async ({
    request,
    baseURL,
  }) => {
    const listed = new Set(await sitemapPaths(baseURL));
    for (const pair of TIME_ZONE_PAIR_PAGES) {
      const response = await request.get(`${pair.path}?hora=09:00`);
      expect.soft(response.status(), pair.path).toBe(200);
      const html = (await response.text()).replace(/&amp;/g, '&');
      expect
        .soft(html, `${pair.path}: canonical`)
        .toMatch(new RegExp(`<link rel="canonical" href="[^"]+${pair.path}"/>`));
      expect.soft(html, `${pair.path}: title`).toContain(timeZonePairTitle(pair));
      expect.soft(html, `${pair.path}: its own text`).toContain(pair.spec.text[0]?.slice(0, 60) ?? '');
      expect.soft(listed.has(pair.path), `${pair.path} in the sitemap`).toBe(true);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect.soft(image, `${pair.path}: og:image`).toBeTruthy();
      if (image) {
        const png = await request.get(new URL(image).pathname);
        expect.soft(png.status(), `${pair.path}: og:image answers`).toBe(200);
        expect.soft(png.headers()['content-type'], `${pair.path}: og:image type`).toBe('image/png');
      }
    }
  });

  test('the server sends the hours without the answers, which depend on the day (D19)', async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const table = html.slice(html.indexOf('hora por hora'));
    const body = table.slice(table.indexOf('<tbody'), table.indexOf('</tbody>'));
    expect(body).toContain('23:00');
    // Every answer cell is empty until the browser knows the day.
    expect(body.match(/<td><\/td>/g)).toHaveLength(48);
    expect(body).not.toContain('UTC');
  });

  test('an unknown pair of places is the Spanish 404', async ({ request }) => {
    const response = await request.get('/convertir-zona-horaria/madrid-a-marte');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('lang="es"');
  });
});

test.describe('a time zone pair page in the browser', () => {
  test.use({ timezoneId: 'America/Bogota' });

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
  });

  test('opens the converter on its two places, fills in today’s hours, and passes axe', async ({ page }) => {
    const response = await visit(page, PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hora de Madrid a Ciudad de México');
    await expect(page.getByLabel('De', { exact: true })).toHaveValue('madrid');
    await expect(page.getByLabel('A', { exact: true })).toHaveValue('ciudad-de-mexico');
    // 14:05 UTC: 15:05 in Madrid (UTC+1), 08:05 in Ciudad de México (UTC−6).
    await expect(result(page)).toHaveText('15:05 Madrid → 08:05 Ciudad de México');
    await expect(page.getByText('Cada hora de Madrid, en Ciudad de México: hoy, 25 de noviembre')).toBeVisible();
    await expect(hourRow(page, '15:00')).toContainText(`08:00UTC${MINUS}6`);
    await expect(hourRow(page, '03:00')).toContainText(`20:00 ${MINUS}1 día`);
    await expect(page.getByRole('link', { name: 'Hora de Ciudad de México a Madrid' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('body')).not.toContainText(/NaN|Invalid Date|undefined|Infinity/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('keeps the visitor’s question in the address, and the pair’s canonical', async ({ page }) => {
    await visit(page, '/convertir-zona-horaria/santiago-a-madrid?hora=12:00&fecha=2026-04-05');
    // 12:00 on 5 April in Santiago, UTC−4 since that midnight: 16:00 UTC, 18:00 in Madrid (UTC+2).
    await expect(result(page)).toHaveText('12:00 Santiago → 18:00 (horario de verano) Madrid');
    await page.getByLabel('Fecha').fill('2026-04-04');
    // 12:00 on 4 April, still UTC−3: 15:00 UTC, 17:00 in Madrid.
    await expect(result(page)).toHaveText('12:00 (horario de verano) Santiago → 17:00 (horario de verano) Madrid');
    await expect(page).toHaveURL(/\/santiago-a-madrid\?hora=12%3A00&fecha=2026-04-04&de=santiago&a=madrid$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/santiago-a-madrid$/);
  });

  test('the converter’s page links every pair and shows the zones’ cards', async ({ page }) => {
    await visit(page, '/convertir-zona-horaria');
    for (const pair of TIME_ZONE_PAIR_PAGES)
      await expect(page.getByRole('link', { name: pair.name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Madrid (España)' })).toBeVisible();
    await expect(page.getByText(`UTC${MINUS}6 todo el año`).first()).toBeVisible();
  });

  test.describe('on a 320 px phone in the dark theme', () => {
    test.use({ viewport: { width: 320, height: 640 }, colorScheme: 'dark' });

    test('nothing is wider than the window and axe finds nothing', async ({ page }) => {
      await visit(page, '/convertir-zona-horaria/santiago-a-madrid');
      await expect(hourRow(page, '12:00')).toContainText('16:00');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
