// The finder answering a question (issue 20): the quick conversion's answer, and no "nothing found" under it, not
// even for a moment while the parser loads; a word that is neither a page nor a question still says so.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';

const NOTHING_FOUND = 'No se encontraron';

/** Records, from before the page's first script, whether "nothing found" ever shows on the page. */
async function watchForNothingFound(page: Page) {
  await page.addInitScript((text) => {
    const seen = window as unknown as { nothingFoundShown?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(text)) seen.nothingFoundShown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, NOTHING_FOUND);
  return () => page.evaluate(() => (window as unknown as { nothingFoundShown?: boolean }).nothingFoundShown ?? false);
}

test.describe('finder', () => {
  test('?q=5 pies a metros shows the answer, then the pages that match, and never "nothing found"', async ({
    page,
  }) => {
    const nothingFoundShown = await watchForNothingFound(page);
    await visit(page, '/buscar-convertidor?q=5%20pies%20a%20metros');
    const main = page.getByRole('main');
    // 5 × 0.3048 m = 1.524 m
    await expect(main.getByRole('status')).toHaveText('5 ft → 1.524 m');
    await expect(main.getByRole('link', { name: /Longitud/ })).toBeVisible();
    await expect(main.getByText(NOTHING_FOUND)).toHaveCount(0);
    expect(await nothingFoundShown()).toBe(false);
  });

  test('a question no page matches word for word is answered, with no "0 resultados"', async ({ page }) => {
    const nothingFoundShown = await watchForNothingFound(page);
    await visit(page, `/buscar-convertidor?q=${encodeURIComponent('¿cuántos gramos son 3 onzas?')}`);
    const main = page.getByRole('main');
    // 3 oz = 3 × 28.349523125 g = 85.048569375 g, 4 decimals.
    await expect(main.getByRole('status')).toHaveText('3 oz → 85.0486 g');
    await expect(main.getByText(NOTHING_FOUND)).toHaveCount(0);
    await expect(main.getByText('0 resultados')).toHaveCount(0);
    await expect(main.getByRole('list')).toHaveCount(0);
    expect(await nothingFoundShown()).toBe(false);
  });

  test('a word that is neither a page nor a question still says nothing was found', async ({ page }) => {
    await visit(page, '/buscar-convertidor?q=xyzzy');
    await expect(page.getByRole('main').getByText('No se encontraron resultados para "xyzzy"')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  });
});
