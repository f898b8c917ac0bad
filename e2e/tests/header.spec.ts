// The header: the Convertir menu (keyboard, hover, where it opens), the share panel, the Buscar link and its panel
// and, on a phone, the burger menu.
import type { Locator, Page } from '@playwright/test';
import { converterRoutes } from '@/lib/routes';
import { expect, test, visit } from '../fixtures';

/** The header's Convertir menu button. */
const convertirButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: /Convertir/ });

/** The header's Buscar: a link to the finder that, with JavaScript, opens the quick conversion instead (issue 20). */
const buscarLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Buscar', exact: true });

/** The panel a disclosure button controls, found through its aria-controls (the panel itself has no role). */
async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'aria-controls of the menu button').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe('header', () => {
  test('the Convertir menu works with the keyboard alone', async ({ page }) => {
    await visit(page, '/');
    const button = convertirButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = await controlledBy(page, button);
    await expect(menu.getByRole('link', { name: 'Longitud', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    // Arrow down opens and moves into the list; Enter follows the link.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link').nth(1)).toBeFocused();
    const target = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((address) => address.pathname === target);
  });

  test('the menu opens on hover, closes on leaving and on a click outside', async ({ page }) => {
    await visit(page, '/');
    const button = convertirButton(page);
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(5, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the open Convertir menu lies inside the window, every converter in view, and the pointer can reach it', async ({
    page,
  }) => {
    // 900 px is just above the width at which the header shows its menus; 1280 px is a laptop.
    for (const width of [900, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/convertir-longitud');
      const button = convertirButton(page);
      await button.hover();
      // The first hover loads the menu, which takes its shell's place (issue 36): measure the loaded one.
      await expect(button, `${width} px`).toHaveAttribute('aria-expanded', 'true');
      const start = await button.boundingBox();
      if (!start) throw new Error(`${width} px: the Convertir button is not shown`);
      // Down from the button into the panel, a few pixels at a time: the menu must stay open on the way.
      for (let y = start.y + start.height / 2; y < start.y + start.height + 40; y += 4) {
        await page.mouse.move(start.x + start.width / 2, y);
      }
      await expect(button, `${width} px`).toHaveAttribute('aria-expanded', 'true');
      const links = (await controlledBy(page, button)).getByRole('link');
      await expect(links).toHaveCount(converterRoutes().length);
      for (const box of await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.left >= 0 && box.right <= width && box.bottom <= 800, `${width} px: ${JSON.stringify(box)}`).toBe(
          true,
        );
      }
    }
  });

  test('the share panel opens, keeps focus inside, closes with Escape and returns focus', async ({ page }) => {
    await visit(page, '/convertir-peso?valor=3&de=libras&a=kilogramos');
    const share = page.getByRole('button', { name: 'Compartir', exact: true });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Compartir esta página' });
    await expect(dialog).toBeVisible();
    const whatsapp = dialog.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      /u=http[^&]*convertir-peso%3Fvalor%3D3%26de%3Dlibras%26a%3Dkilogramos/,
    );
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog')), `Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test("'Copiar enlace' says so in the panel", async ({ page, baseURL }) => {
      await visit(page, '/convertir-longitud');
      await page.getByRole('button', { name: 'Compartir', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Copiar enlace' }).click();
      await expect(dialog.getByRole('status')).toHaveText('¡Enlace copiado al portapapeles!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL('/convertir-longitud', baseURL).href,
      );
      // A click on the overlay closes the panel.
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });
  });

  test('Buscar opens its panel on a click, focus in the box; Escape closes it and returns focus to Buscar', async ({
    page,
  }) => {
    await visit(page, '/convertir-peso');
    const buscar = buscarLink(page);
    await expect(buscar).toHaveAttribute('href', '/buscar-convertidor');
    await expect(buscar).toHaveAttribute('aria-haspopup', 'dialog');
    await buscar.click();
    const dialog = page.getByRole('dialog', { name: 'Buscar o convertir' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox', { name: 'Conversión rápida' })).toBeFocused();
    await expect(page).toHaveURL((address) => address.pathname === '/convertir-peso');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(buscar).toBeFocused();
  });

  test('a Ctrl-click or a middle click on Buscar opens the finder in a new tab, and no panel', async ({
    page,
    context,
  }) => {
    await visit(page, '/convertir-peso');
    for (const click of [{ modifiers: ['ControlOrMeta' as const] }, { button: 'middle' as const }]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), buscarLink(page).click(click)]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname, JSON.stringify(click)).toBe('/buscar-convertidor');
      await tab.close();
      await expect(page.getByRole('dialog'), JSON.stringify(click)).toHaveCount(0);
      await expect(page).toHaveURL((address) => address.pathname === '/convertir-peso');
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Buscar is a link that leads to the finder', async ({ page }) => {
      await visit(page, '/convertir-peso');
      const buscar = buscarLink(page);
      await expect(buscar).toHaveAttribute('href', '/buscar-convertidor');
      // Without the script there is no panel to announce.
      await expect(buscar).not.toHaveAttribute('aria-haspopup');
      await buscar.click();
      await expect(page).toHaveURL((address) => address.pathname === '/buscar-convertidor');
      await expect(page.getByRole('heading', { level: 1, name: 'Buscar convertidor o calculadora' })).toBeVisible();
    });
  });

  test('on a phone the burger menu lists the converters @phone', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú' });
    await menu.getByRole('link', { name: /Temperatura/ }).click();
    await expect(page).toHaveURL(/convertir-temperatura/);
  });
});
