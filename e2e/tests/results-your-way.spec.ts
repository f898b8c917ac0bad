// D31, issue 24: the precision of results, inch fractions, and feet and inches, chosen on a converter page and
// remembered on the device. Expected figures by hand: 2 cm = 0.7874 in (13/16 at 1/16, 25/32 at 1/32);
// 175 cm = 5.7415 ft = 5 ft 8.9 in; 1 mi = 1.609344 km.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';

/** The converter's live region: the result line (its status) and, under it, the fraction or the two units. */
const resultArea = (page: Page) => page.locator('main [aria-live="polite"][aria-atomic="true"]').first();

test.describe('results your way', () => {
  test('a result in inches also shows the nearest fraction, to the step chosen, and it is remembered', async ({
    page,
  }) => {
    await visit(page, '/convertir-longitud?valor=2&de=centimetros&a=pulgadas');
    const result = resultArea(page);
    await expect(result).toContainText('2 cm → 0.7874 in');
    await expect(result).toContainText('≈ 13/16 in');
    await page.getByLabel('Fracción de pulgada').selectOption('32');
    await expect(result).toContainText('≈ 25/32 in');
    await page.reload();
    await expect(resultArea(page)).toContainText('≈ 25/32 in');
    await expect(page.getByLabel('Fracción de pulgada')).toHaveValue('32');
  });

  test('a length in centimetres converted to feet also shows feet and inches', async ({ page }) => {
    await visit(page, '/convertir-longitud?valor=175&de=centimetros&a=pies');
    await expect(resultArea(page)).toContainText('175 cm → 5.7415 ft');
    await expect(resultArea(page)).toContainText('= 5 ft 8.9 in');
    // The fraction setting belongs to inches only.
    await expect(page.getByLabel('Fracción de pulgada')).toHaveCount(0);
  });

  test('three significant digits round the result with ≈, and the choice holds on another page', async ({ page }) => {
    await visit(page, '/convertir-longitud?valor=1&de=millas&a=kilometros');
    await expect(resultArea(page)).toContainText('1 mi → 1.6093 km');
    await page.getByLabel('Precisión').selectOption('3');
    await expect(resultArea(page)).toContainText('1 mi → ≈ 1.61 km');
    await visit(page, '/convertir-peso?valor=1&de=kilogramos&a=libras');
    // 1 / 0.45359237 = 2.20462 lb
    await expect(resultArea(page)).toContainText('1 kg → ≈ 2.2 lb');
    await expect(page.getByLabel('Precisión')).toHaveValue('3');
    await page.getByLabel('Precisión').selectOption('auto');
    await expect(resultArea(page)).toContainText('1 kg → 2.2046 lb');
  });
});
