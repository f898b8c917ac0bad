// The humour meters (spec 001 §4): a slider, its figures and the scale of levels, on /cafes-tomados and
// /velocidad-chanclas.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';

/**
 * The value of the figure under a label of the meter's figures list: <dt>label</dt><dd><span>value</span>
 * <span>detail</span></dd>. The value is the element of that <dd> whose whole text is exactly `value`.
 */
const figure = (page: Page, label: string, value: string) =>
  page
    .getByRole('term')
    .and(page.getByText(label, { exact: true }))
    .locator('xpath=following-sibling::dd[1]')
    .getByText(value, { exact: true });

/** The levels reached: each tells screen readers '(alcanzado)' or '(alcanzado, nivel actual)'. */
const reached = (page: Page) => page.getByRole('listitem').filter({ hasText: '(alcanzado' });

test.describe('humour meters', () => {
  test('/cafes-tomados: loads cleanly; ArrowRight on the slider adds a cup and changes the figures', async ({
    page,
  }) => {
    const response = await visit(page, '/cafes-tomados');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const slider = page.getByLabel('¿Cuántas tazas de café has tomado hoy?', { exact: true });
    await expect(slider).toHaveAttribute('aria-valuetext', '2 tazas');
    await expect(figure(page, 'Cafeína', '190 mg')).toBeVisible();
    await expect(reached(page)).toHaveCount(3);
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(figure(page, 'Cafeína', '285 mg')).toBeVisible();
    await expect(slider).toHaveValue('3');
    await expect(slider).toHaveAttribute('aria-valuetext', '3 tazas');
    await expect(figure(page, 'Aumento del ritmo cardiaco', '+9 lpm')).toBeVisible();
    await expect(figure(page, 'Siesta pendiente', '45 min')).toBeVisible();
    await expect(reached(page)).toHaveCount(4);
    await page.keyboard.press('Home');
    await expect(figure(page, 'Cafeína', '0 mg')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '1 taza');
    await expect(page.getByText('Calculadora de humor:')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
  });

  test('/velocidad-chanclas: loads cleanly; ArrowRight on the slider changes the speed figures', async ({ page }) => {
    const response = await visit(page, '/velocidad-chanclas');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const slider = page.getByLabel('Velocidad de la chancla (km/h)', { exact: true });
    await expect(slider).toHaveAttribute('aria-valuetext', '20 km/h');
    await expect(figure(page, 'En metros por segundo', '5.6 m/s')).toBeVisible();
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    // 21 ÷ 3.6 = 5.8333… → 5.8
    await expect(figure(page, 'En metros por segundo', '5.8 m/s')).toBeVisible();
    await expect(slider).toHaveValue('21');
    await expect(slider).toHaveAttribute('aria-valuetext', '21 km/h');
    await page.keyboard.press('End');
    await expect(figure(page, 'En metros por segundo', '16.7 m/s')).toBeVisible();
    await expect(reached(page)).toHaveCount(7);
    await expect(page.getByText('Calculadora de humor:')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
  });

  test('both meters fit a 320 px wide phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/cafes-tomados', '/velocidad-chanclas']) {
      await visit(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      // A slider a finger can hold: at least 44 px tall.
      const box = await page.getByRole('slider').boundingBox();
      expect(box?.height ?? 0, `${path}: slider ${box?.height}px tall`).toBeGreaterThanOrEqual(44);
    }
  });
});
