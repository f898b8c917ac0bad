// D26: the pair pages as the server sends them (plain HTTP, every one of them), and a few in Chromium.
import { pairView } from '@/lib/pair-view';
import { PAIRS } from '@/lib/pairs';
import { TIME_ZONE_PAIR_PAGES } from '@/lib/tools/time-zone-pairs';
import { TOOL_PAIR_PAGES } from '@/lib/tools/tool-pair-pages';
import { expect, test, visit } from '../fixtures';
import { isPairPath, sitemapPaths } from '../support/site';

/** The sitemap's addresses name the public origin the build was given (D1); the tests reach the site at baseURL. */
async function builtOrigin(baseURL: string | undefined): Promise<string> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const first = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (first === undefined) throw new Error('the sitemap lists nothing');
  return new URL(first).origin;
}

/** Text as it reads in the HTML: entities of the characters the answers use decoded. */
const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe('every pair page (plain HTTP)', () => {
  test('answers 200 with its canonical, its OG image and its answer, and is in the sitemap', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(450_000);
    const origin = await builtOrigin(baseURL);
    const listed = new Set((await sitemapPaths(baseURL)).filter(isPairPath));
    expect(PAIRS.length).toBeGreaterThanOrEqual(280);
    // The sitemap's pair pages: the families', the time zone converter's (time-zone-pairs.spec.ts checks those) and
    // the calculators' question pages (checked below).
    expect(listed.size).toBe(PAIRS.length + TIME_ZONE_PAIR_PAGES.length + TOOL_PAIR_PAGES.length);
    for (const pair of PAIRS) {
      const response = await request.get(`${pair.path}?valor=5`);
      expect.soft(response.status(), pair.path).toBe(200);
      const html = decode(await response.text());
      // A ?valor= state keeps the pair's own canonical (D26).
      expect.soft(html, `${pair.path}: canonical`).toContain(`<link rel="canonical" href="${origin}${pair.path}"/>`);
      expect.soft(html, `${pair.path}: answer`).toContain(pairView(pair).answer.words);
      expect.soft(listed.has(pair.path), `${pair.path} in the sitemap`).toBe(true);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect.soft(image, `${pair.path}: og:image`).toBeTruthy();
      if (image) {
        const png = await request.get(new URL(image).pathname);
        expect.soft(png.status(), `${pair.path}: og:image answers`).toBe(200);
        expect.soft(png.headers()['content-type'], `${pair.path}: og:image type`).toBe('image/png');
      }
    }
  });

  test('every question page of a calculator answers 200 with its canonical, its answer and its OG image (issue 34)', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = await builtOrigin(baseURL);
    const listed = new Set(await sitemapPaths(baseURL));
    for (const pair of TOOL_PAIR_PAGES) {
      const response = await request.get(pair.path);
      expect.soft(response.status(), pair.path).toBe(200);
      const html = decode(await response.text());
      expect.soft(html, `${pair.path}: canonical`).toContain(`<link rel="canonical" href="${origin}${pair.path}"/>`);
      // The answer's parts carry their own marks (a tyre size keeps its point, D31): read as text, tags left out.
      expect.soft(html.replace(/<[^>]+>/g, ''), `${pair.path}: answer`).toContain(pair.answer);
      expect.soft(listed.has(pair.path), `${pair.path} in the sitemap`).toBe(true);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect.soft(image, `${pair.path}: og:image`).toBeTruthy();
      if (image) expect.soft((await request.get(new URL(image).pathname)).status(), `${pair.path}: og:image`).toBe(200);
    }
  });

  test('an unknown pair, or a pair under another family, is the Spanish 404', async ({ request }) => {
    for (const path of ['/convertir-longitud/codos-a-palmos', '/convertir-peso/pulgadas-a-centimetros']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('lang="es"');
    }
  });
});

test.describe('a pair page in Chromium', () => {
  test('opens the converter on its pair, and the reverse link leads to the reverse page', async ({ page }) => {
    await visit(page, '/convertir-longitud/pulgadas-a-centimetros');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convertir pulgadas a centímetros');
    await expect(page.getByLabel('De', { exact: true })).toHaveValue('pulgadas');
    await expect(page.getByLabel('A', { exact: true })).toHaveValue('centimetros');
    // 1 in = 2.54 cm (1959)
    await expect(page.getByRole('status')).toHaveText('1 in → 2.54 cm');
    await page.getByLabel('Valor', { exact: true }).fill('12');
    await expect(page.getByRole('status')).toHaveText('12 in → 30.48 cm');
    await expect(page).toHaveURL(/valor=12/);
    await page
      .getByRole('navigation', { name: 'Otras conversiones' })
      .getByRole('link', { name: 'Centímetros a pulgadas' })
      .click();
    await expect(page).toHaveURL(/\/convertir-longitud\/centimetros-a-pulgadas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Convertir centímetros a pulgadas');
    await expect(page.getByLabel('De', { exact: true })).toHaveValue('centimetros');
  });

  test('the family page lists its pairs under «Conversiones frecuentes»', async ({ page }) => {
    await visit(page, '/convertir-peso');
    const list = page.getByRole('navigation', { name: 'Conversiones frecuentes' });
    await list.getByRole('link', { name: 'Libras a kilogramos' }).click();
    await expect(page).toHaveURL(/\/convertir-peso\/libras-a-kilogramos$/);
    // 1 lb = 0.45359237 kg exactly (1959)
    await expect(page.getByText('1 libra = 0.45359237 kilogramos')).toBeVisible();
  });
});
