// Issue 35: the recipe page in Chromium, in Spain (decimal comma, D31) and in Mexico (point), on a phone and a
// desktop: a recipe pasted, converted to grams and to cups, scaled from 4 to 6 people, kept in the address while it
// is short, copied as text, and axe on the page. Figures worked out by hand from the USDA cups of
// lib/families/medidas-de-cocina/ingredients.ts (flour 125 g, milk 244 g, salt 292 g per 236.5882365 mL).
import { VIEWPORTS, expect, test, visit } from '../fixtures';
import { axeViolations } from '../support/axe';

const PATH = '/convertir-receta';
const RECIPE = ['2 tazas de harina', '3 huevos', '1 cdita. de sal', '200 ml de leche', 'una pizca de canela'].join(
  '\n',
);

for (const [locale, point] of [
  ['es-ES', ','],
  ['es-MX', '.'],
] as const) {
  test.describe(`the recipe page (${locale})`, () => {
    test.use({ locale });

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`converts, scales and keeps a recipe, on a ${name}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await visit(page, PATH);
        const table = page.getByRole('table', { name: 'Receta convertida' });
        // The example of issue 35, in grams: 2 × 125 = 250 g
        await expect(table).toContainText('250 g de harina');
        const field = page.getByLabel('Receta', { exact: true });
        await field.fill(RECIPE);
        // 292 / 236.5882365 × 5 = 6.17 g; 200 × 244 / 236.5882365 = 206 g
        await expect(table).toContainText(`6${point}17 g de sal`);
        await expect(table).toContainText('206 g de leche');
        await expect(table).toContainText('3 huevos: sin medida que convertir');
        await expect(table).toContainText('Una pizca: no tiene volumen fijo');
        await expect(page.getByText('Líneas convertidas: 3 de 5.')).toBeVisible();

        // From 4 to 6 people: × 1.5
        const people = page.getByLabel('Personas que quieres', { exact: true });
        await people.fill('6');
        await expect(page.getByText(`Cantidades × 1${point}5`)).toBeVisible();
        await expect(table).toContainText('375 g de harina');
        await expect(table).toContainText('4 ½ huevos');
        await expect(page).toHaveURL(
          (address) =>
            address.searchParams.get('receta') === RECIPE &&
            address.searchParams.get('de') === '4' &&
            address.searchParams.get('a') === '6',
        );

        // The other way: 1.5 × 200 mL = 300 mL = 1.27 US cups, the nearest step 1 ¼
        await page.getByRole('radio', { name: /Tazas y cucharas/ }).check();
        await expect(table).toContainText('3 tazas (EE. UU.) de harina');
        await expect(table).toContainText('1 ¼ tazas (EE. UU.) de leche');
        await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/);

        // The address carries the recipe back.
        await page.reload();
        await expect(page.getByLabel('Receta', { exact: true })).toHaveValue(RECIPE);
        await expect(page.getByRole('radio', { name: /Tazas y cucharas/ })).toBeChecked();
        await expect(table).toContainText('1 ¼ tazas (EE. UU.) de leche');
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('says what it cannot convert, and keeps a long recipe out of the address', async ({ page }) => {
      await visit(page, PATH);
      const field = page.getByLabel('Receta', { exact: true });
      await field.fill('-2 tazas\n1/0 taza\ntaza\n1 taza de chía');
      const table = page.getByRole('table', { name: 'Receta convertida' });
      await expect(table).toContainText('-2: una cantidad no puede ser negativa');
      await expect(table).toContainText('1/0: una fracción no puede tener 0 debajo');
      await expect(table).toContainText('Taza: falta la cantidad');
      await expect(table).toContainText('237 mL de chía');
      await field.fill(Array.from({ length: 100 }, () => '2 tazas de harina').join('\n'));
      await expect(page.getByText(/Esta pasa de 1500 caracteres/)).toBeVisible();
      await expect(page).toHaveURL((address) => !address.searchParams.has('receta'));
      await field.fill('');
      await expect(page.getByText('Escribe o pega una receta, un ingrediente por línea.')).toBeVisible();
    });

    test.describe('with the clipboard', () => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
      test('copies the converted recipe as text, with the separator shown', async ({ page }) => {
        await visit(page, PATH);
        await page.getByLabel('Receta', { exact: true }).fill('2 tazas de harina\n1 cdita. de sal');
        await page.getByRole('button', { name: 'Copiar receta' }).click();
        await expect(page.getByRole('button', { name: 'Copiado' })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`250 g de harina\n6${point}17 g de sal`);
      });
    });
  });
}
