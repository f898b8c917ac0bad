import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VIEWPORTS, launchBrowser, openPage, url, visit } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

describe('header', () => {
  test('the Convertir menu works with the keyboard alone', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/');
      const button = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: /Convertir/ });
      await button.focus();
      await page.keyboard.press('Enter');
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      const menu = page.locator(`#${(await button.getAttribute('aria-controls')).replace(/:/g, '\\:')}`);
      await menu.getByRole('link', { name: 'Longitud', exact: true }).waitFor();
      await page.keyboard.press('Escape');
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.includes('Convertir')), true);
      // Arrow down opens and moves into the list; Enter follows the link.
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.activeElement?.tagName === 'A');
      await page.keyboard.press('ArrowDown');
      const target = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      await page.keyboard.press('Enter');
      await page.waitForURL((address) => address.pathname === target);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('the menu opens on hover, closes on leaving and on a click outside', async () => {
    const { context, page } = await openPage(browser);
    try {
      await visit(page, '/');
      const button = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: /Convertir/ });
      await button.hover();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      await page.mouse.move(5, 700);
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      await page.mouse.click(5, 700);
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
    } finally {
      await context.close();
    }
  });

  test('the open Convertir menu lies inside the window, every converter in view, and the pointer can reach it', async () => {
    // 900 px is just above the width at which the header shows its menus; 1280 px is a laptop.
    for (const width of [900, 1280]) {
      const { context, page } = await openPage(browser, { width, height: 800 });
      try {
        await visit(page, '/convertir-longitud');
        const button = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: /Convertir/ });
        await button.hover();
        const start = await button.boundingBox();
        // Down from the button into the panel, a few pixels at a time: the menu must stay open on the way.
        for (let y = start.y + start.height / 2; y < start.y + start.height + 40; y += 4) {
          await page.mouse.move(start.x + start.width / 2, y);
        }
        assert.equal(await button.getAttribute('aria-expanded'), 'true', `${width} px`);
        const menu = page.locator(`#${(await button.getAttribute('aria-controls')).replace(/:/g, '\\:')}`);
        const links = menu.getByRole('link');
        assert.equal(await links.count(), 26);
        for (const box of await links.evaluateAll((anchors) =>
          anchors.map((a) => a.getBoundingClientRect().toJSON()),
        )) {
          assert.ok(box.left >= 0 && box.right <= width && box.bottom <= 800, `${width} px: ${JSON.stringify(box)}`);
        }
      } finally {
        await context.close();
      }
    }
  });

  test('the share panel opens, keeps focus inside, closes with Escape and returns focus', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/convertir-peso?valor=3&de=libras&a=kilogramos');
      const share = page.getByRole('button', { name: 'Compartir' });
      await share.click();
      const dialog = page.getByRole('dialog', { name: 'Compartir esta página' });
      await dialog.waitFor();
      const whatsapp = dialog.getByRole('link', { name: /WhatsApp/ });
      assert.equal(await whatsapp.getAttribute('target'), '_blank');
      assert.equal(await whatsapp.getAttribute('rel'), 'noopener noreferrer');
      const facebook = await dialog.getByRole('link', { name: /Facebook/ }).getAttribute('href');
      assert.match(facebook, /u=http[^&]*convertir-peso%3Fvalor%3D3%26de%3Dlibras%26a%3Dkilogramos/);
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        assert.equal(await page.evaluate(() => !!document.activeElement?.closest('dialog')), true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Compartir');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("'Copiar enlace' says so in the panel", async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      await visit(page, '/convertir-longitud');
      await page.getByRole('button', { name: 'Compartir' }).click();
      await page.getByRole('button', { name: 'Copiar enlace' }).click();
      await page.getByRole('status').filter({ hasText: '¡Enlace copiado al portapapeles!' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url('/convertir-longitud'));
      // A click on the overlay closes the panel.
      await page.mouse.click(5, 5);
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  test('on a phone the burger menu lists the converters', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.phone);
    try {
      await visit(page, '/');
      const burger = page.getByRole('button', { name: 'Abrir menú' });
      await burger.click();
      const menu = page.getByRole('navigation', { name: 'Menú' });
      await menu.getByRole('link', { name: /Temperatura/ }).click();
      await page.waitForURL(/convertir-temperatura/);
    } finally {
      await context.close();
    }
  });
});
