// D36, issue 33: the numbers-in-words and Roman-numeral pages in Chromium, in Spain and in Mexico, on a phone and
// a desktop: typing as a visitor does, the decimal read with the separator typed, and axe on each.
import { VIEWPORTS, expect, test, visit } from '../fixtures';
import { axeViolations } from '../support/axe';

for (const locale of ['es-ES', 'es-MX'] as const) {
  test.describe(`numbers in words and Roman numerals (${locale})`, () => {
    test.use({ locale });

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`writes numbers in words as the RAE does, on a ${name}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await visit(page, '/convertir-numeros-a-letras');
        const field = page.getByLabel('Número', { exact: true });
        await field.fill('');
        // 'un' before 'mil' (RAE): 21 000 → veintiún mil
        await field.pressSequentially('21000');
        await expect(page.locator('main output').first()).toHaveText('veintiún mil');
        // The decimal is read with the separator typed: the comma says 'coma', the point 'punto'.
        await field.fill('');
        await field.pressSequentially('3,05');
        await expect(page.locator('main output').first()).toHaveText('tres coma cero cinco');
        await field.fill('');
        await field.pressSequentially('3.14');
        await expect(page.locator('main output').first()).toHaveText('tres punto catorce');
        await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`reads and writes Roman numerals and explains a non-standard one, on a ${name}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await visit(page, '/convertir-numeros-romanos');
        const field = page.getByLabel('Número o número romano', { exact: true });
        await field.fill('');
        // M + (M − C) + (C − X) + (X − I) = 1999
        await field.pressSequentially('mcmxcix');
        await expect(page.getByRole('status').first()).toContainText('MCMXCIX → 1999');
        await field.fill('');
        // IIII adds up to 4, which is written IV: said, not silently accepted
        await field.pressSequentially('IIII');
        await expect(page.locator('main')).toContainText('IV');
        await expect(page.locator('main')).toContainText(/forma estándar/);
        await field.fill('');
        await field.pressSequentially('0');
        await expect(page.locator('main')).toContainText('El 0 no tiene número romano');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
