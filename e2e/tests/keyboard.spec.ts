// Keyboard only (issue 5): the menus, a converter (value, both selects, swap, copy), the share panel and a
// calculator, with Tab, Enter, Space, Escape and the arrow keys, and a visible focus ring on every stop.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';

/** What tabTo learns of the focused element. */
type Focused = { name: string; label: string; tag: string; ring: boolean };

/** Tab until the focused element matches, checking each stop shows a focus indicator. */
async function tabTo(page: Page, matches: (focused: Focused) => boolean, limit = 40): Promise<Focused> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((): Focused | null => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {
        name: (element.getAttribute('aria-label') || element.textContent || element.id || '').trim(),
        label: element.labels?.[0]?.textContent?.trim() ?? '',
        tag: element.tagName,
        ring,
      };
    });
    if (!focused) continue;
    expect(focused.ring, `sin anillo de foco visible en ${focused.tag} «${focused.name || focused.label}»`).toBe(true);
    if (matches(focused)) return focused;
  }
  throw new Error('No se alcanzó el control con Tab');
}

test.describe('keyboard only', () => {
  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('menus, converter, copy and share panel', async ({ page }) => {
      await visit(page, '/convertir-longitud');
      const navigation = page.getByRole('navigation', { name: 'Principal' });
      // The converter's result line is the page's one <output> (role status).
      const result = page.getByRole('status');

      // The Convertir menu: Enter opens, arrows move, Escape closes and returns focus.
      await tabTo(page, (el) => el.tag === 'BUTTON' && el.name.startsWith('Convertir'));
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      // Focus moves into the list on the next animation frame, once the panel is shown.
      await expect(navigation.getByRole('link').first()).toBeFocused({ timeout: 2000 });
      await page.keyboard.press('Escape');
      await expect(navigation.getByRole('button', { name: /Convertir/ })).toBeFocused();

      // The share panel: Space opens it, Escape closes it and focus comes back.
      await tabTo(page, (el) => el.name === 'Compartir');
      await page.keyboard.press(' ');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Compartir', exact: true })).toBeFocused();

      // The converter: type a value, choose both units with the arrow keys, swap, copy.
      await tabTo(page, (el) => el.label === 'Valor');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('12');
      await expect(result).toHaveText('12 m → 39.3701 ft');
      await page.keyboard.press('Tab'); // De
      await page.keyboard.press('ArrowDown'); // metros → centímetros
      await expect(page.getByLabel('De', { exact: true })).toHaveValue('centimetros');
      await page.keyboard.press('Tab'); // swap (disabled while A is empty) is skipped
      await expect(page.getByLabel('A', { exact: true })).toBeFocused();
      await page.keyboard.press('ArrowDown'); // '' → metros
      // 12 cm = 0.12 m
      await expect(result).toHaveText('12 cm → 0.12 m');
      await page.keyboard.press('Shift+Tab'); // back to the swap button
      await page.keyboard.press('Enter');
      await expect(result).toHaveText('12 m → 1200 cm');
      await tabTo(page, (el) => el.name === 'Copiar resultado');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1200');
    });
  });

  test('a calculator: the debt calculator by keyboard', async ({ page }) => {
    await visit(page, '/calculadora-de-deuda-e-interes');
    await tabTo(page, (el) => el.label.startsWith('Monto'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2400');
    await tabTo(page, (el) => el.label.startsWith('Tasa'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    // A zero rate gives equal payments: 2400 / 12 = 200.
    await expect(page.getByText('$200.00').first()).toBeVisible();
  });
});
