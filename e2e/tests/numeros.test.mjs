import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, openPage, visit } from '../support/browser.mjs';

const PATH = '/convertir-numeros';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

describe('number systems', () => {
  test('loads without console or page errors, on decimal → binario with an empty value', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      const response = await visit(page, PATH);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByLabel('Valor', { exact: true }).inputValue(), '');
      assert.equal(await page.getByLabel('De', { exact: true }).inputValue(), 'decimal');
      assert.equal(await page.getByLabel('A', { exact: true }).inputValue(), 'binario');
      assert.equal(await page.locator('output').count(), 0);
      assert.equal(await page.locator('.formula-card').count(), 6);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('converts ff from hexadecimal to decimal through the UI and mirrors it in the address', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, PATH);
      await page.getByLabel('De', { exact: true }).selectOption('hexadecimal');
      await page.getByLabel('A', { exact: true }).selectOption('decimal');
      const value = page.getByLabel('Valor', { exact: true });
      await value.pressSequentially('ff');
      // 15 × 16 + 15 = 255
      const line = 'FF (base-16) → 255 (base-10)';
      await page.locator('output').filter({ hasText: line }).waitFor({ timeout: 5000 });
      assert.equal(await value.inputValue(), 'FF');
      assert.equal((await page.locator('output').textContent()).trim(), line);
      const query = new URL(page.url()).searchParams;
      assert.equal(query.get('valor'), 'FF');
      assert.equal(query.get('de'), 'hexadecimal');
      assert.equal(query.get('a'), 'decimal');
      assert.doesNotMatch(await page.locator('body').innerText(), /NaN|Infinity|undefined/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('shows the error box for a digit outside the base, and clears it when fixed', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, PATH);
      await page.getByLabel('De', { exact: true }).selectOption('binario');
      const value = page.getByLabel('Valor', { exact: true });
      await value.fill('102');
      const alert = page.locator('.converter').getByRole('alert');
      await alert.getByText('Entrada inválida para base 2').waitFor({ timeout: 5000 });
      assert.equal(await page.locator('output').count(), 0);
      await value.fill('101');
      // 4 + 1 = 5
      await page.locator('output').filter({ hasText: '101 (base-2) → 5 (base-10)' }).waitFor({ timeout: 5000 });
      assert.equal((await alert.innerText()).trim(), '');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('a page opened with a state in its address starts in it', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, `${PATH}?valor=Z&de=base&a=decimal&base=36`);
      await page.locator('output').filter({ hasText: 'Z (base-36) → 35 (base-10)' }).waitFor({ timeout: 5000 });
      assert.equal(await page.getByLabel('Base', { exact: true }).inputValue(), '36');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
