// D29, issue 22: the cooking converter in Chromium: its ingredient select, the address, a pair page.
import { expect, test, visit } from '../fixtures';
import { axeViolations } from '../support/axe';

test.describe('the cooking converter (D29)', () => {
  test('weighs a cup by the chosen ingredient, keeps it in the address, and says when it is not needed', async ({
    page,
  }) => {
    await visit(page, '/convertir-medidas-de-cocina');
    const ingredient = page.getByLabel('Ingrediente', { exact: true });
    await expect(ingredient).toHaveValue('harina-de-trigo');
    // USDA SR Legacy NDB 20081: 1 US cup = 125 g
    await expect(page.getByRole('status')).toHaveText('1 taza (EE. UU.) → 125 g aprox.');
    await expect(page.getByText('alimento 20081: 1 taza (EE. UU.) = 125 g').first()).toBeVisible();
    await ingredient.selectOption('miel');
    // NDB 19296: 1 cup = 339 g
    await expect(page.getByRole('status')).toHaveText('1 taza (EE. UU.) → 339 g aprox.');
    await expect(page).toHaveURL((address) => address.searchParams.get('ingrediente') === 'miel');
    await expect(page.getByRole('table', { name: 'Miel en tazas y cucharas' })).toContainText('339 g');
    await page.getByLabel('A', { exact: true }).selectOption('mililitros');
    await expect(page.getByRole('status')).toHaveText('1 taza (EE. UU.) → 236.59 mL');
    await expect(
      page.getByText('No hace falta para pasar de volumen a volumen: la conversión es exacta.'),
    ).toBeVisible();
  });

  test('opens on the ingredient the address names', async ({ page }) => {
    await visit(page, '/convertir-medidas-de-cocina?valor=3&de=cucharadas&a=gramos&ingrediente=azucar');
    // 3 × 15 mL × 200 g / 236.5882365 mL = 38.04 g, with the source's 3 significant digits (D33): 38 g
    await expect(page.getByRole('status')).toHaveText('3 cucharadas métricas → 38 g aprox.');
  });

  test('a pair page answers for its ingredient, names its source and opens its converter on it', async ({ page }) => {
    const response = await visit(page, '/convertir-medidas-de-cocina/tazas-de-harina-a-gramos');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Convertir tazas estadounidenses de harina de trigo a gramos',
    );
    await expect(page.getByText('1 taza estadounidense de harina de trigo ≈ 125 gramos')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'De dónde sale la cifra' })).toContainText('alimento 20081');
    await expect(page.getByLabel('Ingrediente', { exact: true })).toHaveValue('harina-de-trigo');
    await expect(page.getByRole('status')).toHaveText('1 taza (EE. UU.) → 125 g aprox.');
  });

  test('axe finds nothing on the page, with a volume-to-volume hint, nor on a pair page', async ({ page }) => {
    // axe takes a while on a loaded 2-core machine (quality.spec.ts sweeps every page the same way).
    test.setTimeout(180_000);
    await visit(page, '/convertir-medidas-de-cocina?de=tazas_us&a=mililitros&ingrediente=miel');
    expect(await axeViolations(page)).toEqual([]);
    await visit(page, '/convertir-medidas-de-cocina/gramos-de-mantequilla-a-cucharadas');
    expect(await axeViolations(page)).toEqual([]);
  });
});
