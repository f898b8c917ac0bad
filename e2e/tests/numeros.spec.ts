// The number-systems converter (/convertir-numeros): a value in one base shown in another (spec 001 §4–§5).
import { expect, test, visit } from '../fixtures';

const PATH = '/convertir-numeros';

test.describe('number systems', () => {
  test('loads without console or page errors, on decimal → binario with an empty value', async ({ page }) => {
    const response = await visit(page, PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('De', { exact: true })).toHaveValue('decimal');
    await expect(page.getByLabel('A', { exact: true })).toHaveValue('binario');
    // No value, no result line (the converter's one <output>, role status).
    await expect(page.getByRole('status')).toHaveCount(0);
    // The six formula cards are the items of the 'Fórmulas y ejemplos' section.
    await expect(page.getByRole('region', { name: 'Fórmulas y ejemplos' }).getByRole('listitem')).toHaveCount(6);
  });

  test('converts ff from hexadecimal to decimal through the UI and mirrors it in the address', async ({ page }) => {
    await visit(page, PATH);
    await page.getByLabel('De', { exact: true }).selectOption('hexadecimal');
    await page.getByLabel('A', { exact: true }).selectOption('decimal');
    const value = page.getByLabel('Valor', { exact: true });
    await value.pressSequentially('ff');
    // 15 × 16 + 15 = 255
    await expect(page.getByRole('status')).toHaveText('FF (base 16) → 255 (base 10)');
    await expect(value).toHaveValue('FF');
    await expect(page).toHaveURL(
      ({ searchParams }) =>
        searchParams.get('valor') === 'FF' &&
        searchParams.get('de') === 'hexadecimal' &&
        searchParams.get('a') === 'decimal',
    );
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
  });

  test('shows the error box for a digit outside the base, and clears it when fixed', async ({ page }) => {
    await visit(page, PATH);
    await page.getByLabel('De', { exact: true }).selectOption('binario');
    const value = page.getByLabel('Valor', { exact: true });
    await value.fill('102');
    // The converter's alert, inside the main content (Next's route announcer is another role=alert, outside it).
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Entrada inválida para base 2');
    await expect(page.getByRole('status')).toHaveCount(0);
    await value.fill('101');
    // 4 + 1 = 5
    await expect(page.getByRole('status')).toContainText('101 (base 2) → 5 (base 10)');
    await expect(alert).toHaveText('');
  });

  test('a page opened with a state in its address starts in it', async ({ page }) => {
    await visit(page, `${PATH}?valor=Z&de=base&a=decimal&base=36`);
    await expect(page.getByRole('status')).toContainText('Z (base 36) → 35 (base 10)');
    await expect(page.getByLabel('Base', { exact: true })).toHaveValue('36');
  });
});
