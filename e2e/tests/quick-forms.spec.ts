// Issue 21: the ways people ask, answered on the built site from the three places a question can be typed: the home
// box, the header's dialog on any page, and the address (/buscar-convertidor?q=, on load). The questions and their
// lines are the hand-worked cases of the jest table (__tests__/support/ways-of-asking.ts), one of each form.
import type { Page } from '@playwright/test';
import { COOKING_CASES, HARD_CASES, NUMBER_SYSTEM_CASES, PLAIN_REFUSALS } from '../../__tests__/support/ways-of-asking';
import { expect, test, visit } from '../fixtures';

const ANSWERED = [
  'cuánto es 3 yardas en metros',
  '1 galón cuántos litros',
  '3km a millas',
  '100 kph a mph',
  'kilo y medio a libras',
  'un millón de segundos a días',
  '1.000,5 metros a pies',
  "5'9",
  '5 pies con 9 en cm',
  '1:30 h a minutos',
  '3 lb 4 oz a kg',
  '2 h 15 min - 40 min en minutos',
  '1,75 m en pies y pulgadas',
  '100 minutos en horas y minutos',
  'metros en 5 pies',
  '5 kilometos a millas',
  'pies a metros',
].map((query) => {
  const found = HARD_CASES.find((row) => row[0] === query);
  if (!found) throw new Error(`«${query}» no está entre los casos`);
  return { query, line: found[4] };
});
const COOKING = COOKING_CASES.map(([query, , , line]) => ({ query, line }));
const BASES = ['ff en decimal', '0xFF', 'octal 17'].map((query) => ({
  query,
  line: NUMBER_SYSTEM_CASES.find((row) => row[0] === query)?.[3] ?? '',
}));
// Issue 35: a bare name read by the other side, a spoken height, 'megas' beside a speed (worked by hand: 30 × 9/5 + 32
// = 86; 1.75 m / 0.3048 = 5.7415 ft; 20 Mbit/s / 8 = 2.5 MB/s).
const READ_BY_THE_OTHER_SIDE = [
  { query: 'cuántos fahrenheit son 30 grados', line: '30 °C → 86 °F' },
  { query: 'uno setenta y cinco en pies', line: '1 m 75 cm → 5.7415 ft' },
  { query: '20 megas en MB/s', line: '20 Mbit/s → 2.5 MB/s' },
];
const REFUSED = [
  '100 dólares a euros',
  '5 furlongs a metros',
  // Issue 32: a currency whose name is a unit too; a unit left out for having no fixed value (D24)
  '100 libras a euros',
  '1 fanega a kg',
].map((query) => ({
  query,
  message: PLAIN_REFUSALS.find((row) => row[0] === query)?.[1] ?? '',
}));

/** Types each question into `field` and checks the answer in `answerIn`. */
async function askAll(page: Page, field: ReturnType<Page['getByRole']>, answerIn: ReturnType<Page['getByRole']>) {
  for (const { query, line } of [...ANSWERED, ...COOKING, ...BASES, ...READ_BY_THE_OTHER_SIDE]) {
    await field.fill(query);
    await expect(answerIn.getByRole('status'), query).toHaveText(line);
  }
  for (const { query, message } of REFUSED) {
    await field.fill(query);
    await expect(answerIn.getByText(message), query).toBeVisible();
    await expect(answerIn.getByRole('status'), query).toHaveCount(0);
  }
}

test.describe('every way of asking (issue 21)', () => {
  test('on the home box', async ({ page }) => {
    await visit(page, '/');
    const box = page.getByRole('search', { name: 'Conversión rápida' });
    await askAll(page, box.getByLabel('Conversión rápida'), box);
    // A misspelt name says how it was read; a height also answers in feet and inches.
    await box.getByLabel('Conversión rápida').fill('5 kilometos a millas');
    await expect(box.getByText('Entendí: kilómetros')).toBeVisible();
    await box.getByLabel('Conversión rápida').fill('175 cm a pies');
    await expect(box.getByText('= 5 ft 8.9 in')).toBeVisible();
    // An unknown name offers the nearest ones, each a question one click away.
    await box.getByLabel('Conversión rápida').fill('12 pulgadas a centrimetos');
    await box.getByRole('button', { name: '¿Centímetros?' }).click();
    // 12 × 2.54 = 30.48
    await expect(box.getByRole('status')).toHaveText('12 in → 30.48 cm');
    // A cup of flour names its source; a cup with no ingredient is weighed as water, and says so (D29).
    await box.getByLabel('Conversión rápida').fill('2 tazas de harina a gramos');
    await expect(box.getByText(/^Aproximado, para harina de trigo: USDA/)).toBeVisible();
    await box.getByLabel('Conversión rápida').fill('1 taza a gramos');
    await expect(box.getByText('Para agua; elige el ingrediente.')).toBeVisible();
    await expect(box.getByRole('link', { name: 'Ver la conversión completa' })).toHaveAttribute(
      'href',
      /ingrediente=agua/,
    );
  });

  test('in the header dialog of any page', async ({ page }) => {
    await visit(page, '/convertir-temperatura');
    await page.getByRole('banner').getByRole('link', { name: 'Buscar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buscar o convertir' });
    await askAll(page, dialog.getByRole('searchbox', { name: 'Conversión rápida' }), dialog);
  });

  for (const { query, line } of [...ANSWERED, ...COOKING, ...BASES, ...READ_BY_THE_OTHER_SIDE]) {
    test(`from the address, on load: «${query}»`, async ({ page }) => {
      await visit(page, `/buscar-convertidor?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(line);
    });
  }
  for (const { query, message } of REFUSED) {
    test(`from the address, on load: «${query}» says why not`, async ({ page }) => {
      await visit(page, `/buscar-convertidor?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('main').getByText(message)).toBeVisible();
    });
  }
});
