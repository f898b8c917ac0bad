// The pixel page keeps its resolution and base font size in the address (D9, D30), and its printing pair pages
// open at 300 ppp. Expected values from the definitions: at 300 ppp, 3000 px = 10 in = 25.4 cm; at 96 ppp,
// 16 px = 12 pt and 1 px = 1/96 in = 0.01042 in (D8: four significant digits); 2 em at 18 px = 36 px = 27 pt.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';
import { axeViolations } from '../support/axe';

const PATH = '/convertir-pixeles';
const result = (page: Page) => page.getByRole('main').getByRole('status');
const ppp = (page: Page) => page.getByLabel('Resolución (ppp)');
const font = (page: Page) => page.getByLabel('Tamaño de la fuente base (px), para em y rem');

test.describe('the pixel page’s settings in the address', () => {
  test('writes a changed resolution, keeps it on reload, and drops it back at 96 ppp', async ({ page }) => {
    await visit(page, PATH);
    await expect(result(page)).toHaveText('16 px → 12 pt');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: '300 ppp' }).click();
    await expect(page).toHaveURL(/\?valor=16&de=pixeles&a=puntos&ppp=300$/);
    await font(page).fill('18');
    await expect(page).toHaveURL(/&ppp=300&base=18$/);
    await page.reload();
    await expect(ppp(page)).toHaveValue('300');
    await expect(font(page)).toHaveValue('18');
    await expect(result(page)).toHaveText('16 px → 3.84 pt');
    await page.getByRole('button', { name: '96 ppp' }).click();
    await expect(page).toHaveURL(/\?valor=16&de=pixeles&a=puntos&base=18$/);
  });

  test('opens on the address’s settings: 3000 px at 300 ppp print 25.4 cm wide', async ({ page }) => {
    await visit(page, `${PATH}?valor=3000&de=pixeles&a=centimetros&ppp=300`);
    await expect(result(page)).toHaveText('3000 px → 25.4 cm');
    await expect(page.getByRole('button', { name: '300 ppp' })).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('reads em at the address’s base font size', async ({ page }) => {
    await visit(page, `${PATH}?valor=2&de=em&a=puntos&base=18`);
    await expect(result(page)).toHaveText('2 em → 27 pt');
  });

  test('ignores garbage settings, shows no NaN and cleans the address', async ({ page }) => {
    await visit(page, `${PATH}?ppp=abc&base=-4`);
    await expect(ppp(page)).toHaveValue('96');
    await expect(font(page)).toHaveValue('16');
    await expect(result(page)).toHaveText('16 px → 12 pt');
    await expect(page).toHaveURL(/\?valor=16&de=pixeles&a=puntos$/);
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
  });
});

test.describe('the printing pair pages at 300 ppp', () => {
  test('open the converter at 300 ppp and say so, and pass axe', async ({ page }) => {
    const response = await visit(page, `${PATH}/pixeles-a-centimetros-a-300-ppp`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convertir píxeles a centímetros a 300 ppp');
    await expect(ppp(page)).toHaveValue('300');
    await expect(page.getByRole('button', { name: '300 ppp' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('row', { name: /3000 px/ })).toContainText('25.4 cm');
    expect(new URL(page.url()).search).toBe('');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('write 96 ppp in the address, since 300 is the page’s own', async ({ page }) => {
    await visit(page, `${PATH}/pixeles-a-pulgadas-a-300-ppp`);
    await page.getByRole('button', { name: '96 ppp' }).click();
    await expect(page).toHaveURL(/\/pixeles-a-pulgadas-a-300-ppp\?valor=1&de=pixeles&a=pulgadas&ppp=96$/);
    await expect(result(page)).toHaveText('1 px → 0.01042 in');
  });
});
