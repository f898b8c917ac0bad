import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, visit } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** The value of the figure under a label of the meter's figures list. */
const figure = (page, label) =>
  page
    .locator('.meter__figure')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('.meter__figure-value');

const reached = (page) => page.locator('.level-list__item--reached');

describe('humour meters', () => {
  test('/cafes-tomados: loads cleanly; ArrowRight on the slider adds a cup and changes the figures', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      const response = await visit(page, '/cafes-tomados');
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const slider = page.getByLabel('¿Cuántas tazas de café has tomado hoy?', { exact: true });
      assert.equal(await slider.getAttribute('aria-valuetext'), '2 tazas');
      assert.equal(await figure(page, 'Cafeína').textContent(), '190 mg');
      assert.equal(await reached(page).count(), 3);
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await figure(page, 'Cafeína').filter({ hasText: '285 mg' }).waitFor({ timeout: 5000 });
      assert.equal(await slider.inputValue(), '3');
      assert.equal(await slider.getAttribute('aria-valuetext'), '3 tazas');
      assert.equal(await figure(page, 'Aumento del ritmo cardiaco').textContent(), '+9 lpm');
      assert.equal(await figure(page, 'Siesta pendiente').textContent(), '45 min');
      assert.equal(await reached(page).count(), 4);
      await page.keyboard.press('Home');
      await figure(page, 'Cafeína').filter({ hasText: '0 mg' }).waitFor({ timeout: 5000 });
      await page.keyboard.press('ArrowRight');
      assert.equal(await slider.getAttribute('aria-valuetext'), '1 taza');
      await page.getByText('Calculadora de humor:').waitFor();
      assert.doesNotMatch(await page.locator('body').innerText(), /NaN|Infinity|undefined/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('/velocidad-chanclas: loads cleanly; ArrowRight on the slider changes the speed figures', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      const response = await visit(page, '/velocidad-chanclas');
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const slider = page.getByLabel('Velocidad de la chancla (km/h)', { exact: true });
      assert.equal(await slider.getAttribute('aria-valuetext'), '20 km/h');
      assert.equal(await figure(page, 'En metros por segundo').textContent(), '5.6 m/s');
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      // 21 ÷ 3.6 = 5.8333… → 5.8
      await figure(page, 'En metros por segundo').filter({ hasText: '5.8 m/s' }).waitFor({ timeout: 5000 });
      assert.equal(await slider.inputValue(), '21');
      assert.equal(await slider.getAttribute('aria-valuetext'), '21 km/h');
      await page.keyboard.press('End');
      await figure(page, 'En metros por segundo').filter({ hasText: '16.7 m/s' }).waitFor({ timeout: 5000 });
      assert.equal(await reached(page).count(), 7);
      await page.getByText('Calculadora de humor:').waitFor();
      assert.doesNotMatch(await page.locator('body').innerText(), /NaN|Infinity|undefined/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('both meters fit a 320 px wide phone without horizontal scrolling', async () => {
    const { context, page, problems } = await openPage(browser, { width: 320, height: 640 });
    try {
      for (const path of ['/cafes-tomados', '/velocidad-chanclas']) {
        await visit(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${path} overflows by ${overflow}px`);
        const box = await page.locator('input[type=range]').boundingBox();
        assert.ok(box && box.height >= 44, `${path}: slider ${box?.height}px tall`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
