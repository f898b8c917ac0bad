// The time zone converter (D30): the server sends the list without times; the browser fills them in from the
// visitor's zone and the clock, and keeps the question in the address. The clock is fixed so the times are known.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';
import { axeViolations } from '../support/axe';

const PATH = '/convertir-zona-horaria';
// Bogotá is UTC−5 all year. 14:05 UTC on Wednesday 25 November 2026: 09:05 there, 15:05 in Madrid, 23:05 in Tokio.
const ZONE = 'America/Bogota';
const NOW = new Date('2026-11-25T14:05:00Z');
const MINUS = '\u2212';

const result = (page: Page) => page.getByRole('main').getByRole('status');
const row = (page: Page, city: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: city }) });

test.describe('time zone converter', () => {
  test.use({ timezoneId: ZONE });

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
  });

  test('the server sends every city without times', async ({ request }) => {
    const html = await (await request.get(PATH)).text();
    const table = html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>'));
    expect(table).toContain('Tegucigalpa');
    expect(table).toContain('Malabo');
    expect(table).not.toMatch(/\d\d:\d\d/);
  });

  test('opens on the visitor’s zone and Madrid, lists every city, and passes axe', async ({ page }) => {
    const response = await visit(page, PATH);
    expect(response?.status()).toBe(200);
    await expect(result(page)).toHaveText('09:05 Bogotá → 15:05 Madrid');
    await expect(page.getByLabel('De', { exact: true })).toHaveValue('bogota');
    await expect(page.getByLabel('A', { exact: true })).toHaveValue('madrid');
    await expect(row(page, 'Tokio, Japón')).toContainText('23:05');
    await expect(row(page, 'Sídney, Australia')).toContainText('01:05 (horario de verano) +1 día');
    await expect(row(page, 'Asunción, Paraguay')).toContainText(`11:05UTC${MINUS}3`);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.locator('body')).not.toContainText(/NaN|Invalid Date|undefined|Infinity/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('reads and writes the question in the address', async ({ page }) => {
    await visit(page, `${PATH}?hora=02:30&fecha=2026-03-29&de=madrid&a=nueva-york`);
    await expect(result(page)).toContainText(`02:30 Madrid → 21:30 (horario de verano) ${MINUS}1 día Nueva York`);
    await expect(page.getByText(/no existen ese día en Madrid/)).toBeVisible();
    await page.getByLabel('A', { exact: true }).selectOption('lima');
    await expect(result(page)).toContainText(`02:30 Madrid → 20:30 ${MINUS}1 día Lima`);
    await expect(page).toHaveURL(/\?hora=02%3A30&fecha=2026-03-29&de=madrid&a=lima$/);
  });

  test('/buscar-convertidor?q= answers a time zone question and links the converter', async ({ page }) => {
    await visit(page, `/buscar-convertidor?q=${encodeURIComponent('15:00 de Madrid a México')}`);
    await expect(result(page)).toHaveText('15:00 Madrid → 08:00 Ciudad de México');
    await page.getByRole('link', { name: 'Ver la conversión completa' }).click();
    await expect(page).toHaveURL(
      /\/convertir-zona-horaria\?hora=15%3A00&fecha=2026-11-25&de=madrid&a=ciudad-de-mexico$/,
    );
    await expect(result(page)).toHaveText('15:00 Madrid → 08:00 Ciudad de México');
  });

  test.describe('on a 320 px phone in the dark theme', () => {
    test.use({ viewport: { width: 320, height: 640 }, colorScheme: 'dark' });

    test('nothing is wider than the window and axe finds nothing', async ({ page }) => {
      await visit(page, PATH);
      await expect(row(page, 'Sídney, Australia')).toContainText('01:05 (horario de verano) +1 día');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
