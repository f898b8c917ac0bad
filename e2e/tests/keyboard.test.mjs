// Keyboard only (issue 5): the menus, a converter (value, both selects, swap, copy), the share panel and a
// calculator, with Tab, Enter, Space, Escape and the arrow keys, and a visible focus ring on every stop.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VIEWPORTS, launchBrowser, openPage, visit } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** Tab until the focused element matches, checking each stop shows a focus indicator. */
async function tabTo(page, matches, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
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
    assert.ok(focused.ring, `sin anillo de foco visible en ${focused.tag} «${focused.name || focused.label}»`);
    if (matches(focused)) return focused;
  }
  throw new Error('No se alcanzó el control con Tab');
}

const output = (page) => page.locator('output').first().textContent();

describe('keyboard only', () => {
  test('menus, converter, copy and share panel', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.desktop, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      await visit(page, '/convertir-longitud');

      // The Convertir menu: Enter opens, arrows move, Escape closes and returns focus.
      await tabTo(page, (el) => el.tag === 'BUTTON' && el.name.startsWith('Convertir'));
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      // Focus moves into the list on the next animation frame, once the panel is shown.
      await page.waitForFunction(() => document.activeElement?.tagName === 'A', null, { timeout: 2000 });
      await page.keyboard.press('Escape');
      assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ''), /Convertir/);

      // The share panel: Space opens it, Escape closes it and focus comes back.
      await tabTo(page, (el) => el.name === 'Compartir');
      await page.keyboard.press(' ');
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Compartir');

      // The converter: type a value, choose both units with the arrow keys, swap, copy.
      await tabTo(page, (el) => el.label === 'Valor');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('12');
      assert.equal(await output(page), '12 m → 39.3701 ft');
      await page.keyboard.press('Tab'); // De
      await page.keyboard.press('ArrowDown'); // metros → centímetros
      assert.equal(await page.getByLabel('De', { exact: true }).inputValue(), 'centimetros');
      await page.keyboard.press('Tab'); // swap (disabled while A is empty) is skipped
      assert.equal(await page.evaluate(() => document.activeElement?.id.endsWith('-to')), true);
      await page.keyboard.press('ArrowDown'); // '' → metros
      // 12 cm = 0.12 m
      assert.equal(await output(page), '12 cm → 0.12 m');
      await page.keyboard.press('Shift+Tab'); // back to the swap button
      await page.keyboard.press('Enter');
      assert.equal(await output(page), '12 m → 1200 cm');
      await tabTo(page, (el) => el.name === 'Copiar resultado');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Copiado' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '1200');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a calculator: the debt calculator by keyboard', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/calculadora-de-deuda-e-interes');
      await tabTo(page, (el) => el.label.startsWith('Monto'));
      await page.keyboard.press('Control+A');
      await page.keyboard.type('2400');
      await tabTo(page, (el) => el.label.startsWith('Tasa'));
      await page.keyboard.press('Control+A');
      await page.keyboard.type('0');
      // A zero rate gives equal payments: 2400 / 12 = 200.
      await page.getByText('$200.00').first().waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
