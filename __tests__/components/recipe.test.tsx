/**
 * Issue 35: /convertir-receta, clicked and typed like a visitor. Expected values worked out by hand (the tool's own
 * test, __tests__/tools/recipe.test.ts, has the arithmetic): flour 125 g, brown sugar 220 g, milk 244 g, salt 292 g
 * per US cup of 236.5882365 mL (USDA SR Legacy, D29); plain 'cucharadita' is 5 mL; 3 significant digits (D33).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { checkPage, pageTexts } from '@/__tests__/support/word-checks';
import { KITCHEN_UNITS } from '@/components/recipe/kitchen-units';
import { RecipePage } from '@/components/recipe/recipe-page';
import { RECIPE_PATH, recipeContent, route } from '@/lib/content/recipe';
import { FAMILIES } from '@/lib/families';
import type { RoutePath } from '@/lib/routes';
import { ADDRESS_LIMIT, convertLine, servingsFactor } from '@/lib/tools/recipe/convert';
import { convert } from '@/lib/units/engine';
import { formatNumber, formatSignificant } from '@/lib/units/format';

const weighing = FAMILIES.find((entry) => entry.ingredients);
if (!weighing?.ingredients) throw new Error('no family weighs ingredients');
const kitchen = { family: weighing.units, ingredients: weighing.ingredients.items, units: KITCHEN_UNITS };

/** The page, once its recipe tool has rendered: it hydrates on first use, and a test's render has no server HTML. */
async function setup() {
  const user = userEvent.setup();
  render(<RecipePage path={RECIPE_PATH as RoutePath} />);
  return { user, recipe: (await screen.findByLabelText('Receta')) as HTMLTextAreaElement };
}

/** The table's rows as 'as written → converted'. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Receta convertida' }))
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        `${within(row).getByRole('rowheader').textContent} → ${within(row).getAllByRole('cell')[0]?.textContent}`,
    );

const notes = () =>
  within(screen.getByRole('table', { name: 'Receta convertida' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

beforeEach(() => window.history.replaceState(null, '', RECIPE_PATH));

describe('RecipePage: the example of issue 35', () => {
  it('opens on the example in grams, each line converted or kept with its reason', async () => {
    const { recipe } = await setup();
    expect(recipe.value).toBe(recipeContent.example);
    expect(rows()).toEqual([
      '2 tazas de harina → 250 g de harina',
      '1/2 taza de azúcar moreno → 110 g de azúcar moreno',
      '3 huevos → 3 huevos',
      '1 cdita. de sal → 6.17 g de sal',
      '200 ml de leche → 206 g de leche',
      'una pizca de canela → una pizca de canela',
    ]);
    expect(notes()).toEqual([
      'Aproximado, con la densidad de harina de trigoUSDA FoodData Central (SR Legacy), alimento 20081: 1 taza (EE. UU.) = 125 g',
      'Aproximado, con la densidad de azúcar morenoUSDA FoodData Central (SR Legacy), alimento 19334: 1 taza (EE. UU.) compactada = 220 g',
      '3 huevos: sin medida que convertir',
      'Aproximado, con la densidad de sal finaUSDA FoodData Central (SR Legacy), alimento 02047: 1 taza (EE. UU.) = 292 g',
      'Aproximado, con la densidad de lecheUSDA FoodData Central (SR Legacy), alimento 01077: 1 taza (EE. UU.) = 244 g',
      'Una pizca: no tiene volumen fijo',
    ]);
    expect(screen.getByText('Líneas convertidas: 4 de 6.')).toBeInTheDocument();
    // A plain visit keeps its clean address (D9).
    expect(window.location.search).toBe('');
  });

  it('scales from 4 to 6 people (× 1.5) and keeps it in the address', async () => {
    const { user } = await setup();
    const to = screen.getByLabelText('Personas que quieres');
    await user.clear(to);
    await user.type(to, '6');
    expect(screen.getByText('Cantidades × 1.5')).toBeInTheDocument();
    expect(rows()).toEqual([
      '2 tazas de harina → 375 g de harina',
      '1/2 taza de azúcar moreno → 165 g de azúcar moreno',
      '3 huevos → 4 ½ huevos',
      '1 cdita. de sal → 9.26 g de sal',
      '200 ml de leche → 309 g de leche',
      'una pizca de canela → una pizca de canela',
    ]);
    const params = new URLSearchParams(window.location.search);
    expect(params.get('receta')).toBe(recipeContent.example);
    expect([params.get('modo'), params.get('de'), params.get('a'), params.get('por')]).toEqual([
      'gramos',
      '4',
      '6',
      null,
    ]);
  });

  it('goes the other way, to cups and spoons', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('radio', { name: /Tazas y cucharas/ }));
    expect(rows()).toEqual([
      '2 tazas de harina → 2 tazas (EE. UU.) de harina',
      '1/2 taza de azúcar moreno → ½ taza (EE. UU.) de azúcar moreno',
      '3 huevos → 3 huevos',
      '1 cdita. de sal → 1 cucharadita métrica de sal',
      // 200 mL = 0.845 cup: ¾ cup and 22.6 mL, 1 ½ tablespoons
      '200 ml de leche → ¾ de taza (EE. UU.) más 1 ½ cucharadas métricas de leche',
      'una pizca de canela → una pizca de canela',
    ]);
    expect(new URLSearchParams(window.location.search).get('modo')).toBe('tazas');
  });

  it('multiplies by a factor, and refuses one it cannot use', async () => {
    const { user, recipe } = await setup();
    await user.clear(recipe);
    await user.type(recipe, '2 tazas de harina{Enter}1 huevo');
    await user.click(screen.getByRole('radio', { name: 'Por un factor' }));
    const factor = screen.getByLabelText('Multiplicar por');
    await user.clear(factor);
    await user.type(factor, '×2');
    expect(rows()).toEqual(['2 tazas de harina → 500 g de harina', '1 huevo → 2 huevos']);
    expect(new URLSearchParams(window.location.search).get('por')).toBe('×2');
    await user.clear(factor);
    await user.type(factor, '1000');
    expect(screen.getByText('El factor tiene que quedar entre ×0.01 y ×100.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Receta convertida' })).not.toBeInTheDocument();
  });

  it('says what is wrong with a line, and never writes NaN', async () => {
    const { user, recipe } = await setup();
    await user.clear(recipe);
    await user.type(recipe, '-2 tazas{Enter}1/0 taza{Enter}taza{Enter}1 taza de chía');
    expect(notes()).toEqual([
      '-2: una cantidad no puede ser negativa',
      '1/0: una fracción no puede tener 0 debajo',
      'Taza: falta la cantidad',
      '«chía» no está en la lista de ingredientes: solo el volumen, en mL',
    ]);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('asks for a recipe when the field is empty', async () => {
    const { user, recipe } = await setup();
    await user.clear(recipe);
    expect(screen.getByText('Escribe o pega una receta, un ingrediente por línea.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Receta convertida' })).not.toBeInTheDocument();
  });

  it('keeps a long recipe out of the address, and says so', async () => {
    const { user, recipe } = await setup();
    await user.clear(recipe);
    await user.click(recipe);
    await user.paste(Array.from({ length: 100 }, () => '2 tazas de harina').join('\n'));
    expect(recipe.value.length).toBeGreaterThan(ADDRESS_LIMIT);
    expect(screen.getByText(/Esta pasa de 1500 caracteres/)).toBeInTheDocument();
    const params = new URLSearchParams(window.location.search);
    expect(params.get('receta')).toBeNull();
    expect(params.get('modo')).toBe('gramos');
  });

  it('opens in the state the address carries', async () => {
    window.history.replaceState(null, '', `${RECIPE_PATH}?receta=3+huevos%0A1+taza+de+leche&modo=mililitros&por=2&x=1`);
    await setup();
    // 2 × 236.5882365 = 473.18 mL
    await waitFor(() => expect(rows()).toEqual(['3 huevos → 6 huevos', '1 taza de leche → 473 mL de leche']));
    expect(window.location.search).toBe('?receta=3+huevos%0A1+taza+de+leche&modo=mililitros&por=2');
  });

  it('copies the converted recipe as text', async () => {
    const { user } = await setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar receta' }));
    expect(writeText).toHaveBeenCalledWith(
      '250 g de harina\n110 g de azúcar moreno\n3 huevos\n6.17 g de sal\n206 g de leche\nuna pizca de canela',
    );
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
  });

  it('lists the ingredients it knows, links the kitchen page, and has its text and questions', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Convertir una receta entera' })).toBeInTheDocument();
    expect(screen.getByText(`Los ${kitchen.ingredients.length} ingredientes que reconoce`)).toBeInTheDocument();
    expect(screen.getByText('Cacahuetes (maní, cacahuates)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'convertidor de medidas de cocina' })).toHaveAttribute(
      'href',
      weighing.route.path,
    );
    expect(screen.getByRole('heading', { name: 'Preguntas y respuestas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Cuántos gramos son una taza de harina?' })).toBeInTheDocument();
  });
});

describe('the route entry and the words', () => {
  const prose = [
    recipeContent.intro,
    ...recipeContent.sections.flatMap((section) => [section.title, ...section.paragraphs]),
    ...recipeContent.questions.flatMap(({ question, answer }) => [question, answer]),
  ].join('\n');
  const grams = (text: string) => convertLine(text, kitchen, 'gramos', 1).text;
  const ml = (unit: string) => {
    const result = convert(1, unit, 'mililitros', kitchen.family);
    return result.ok ? formatNumber(result.value, 2) : '';
  };

  it('is a calculator in «Medidas básicas», with a title and a description search engines show whole', () => {
    expect(route).toMatchObject({ path: '/convertir-receta', kind: 'calculator', group: 'Medidas básicas' });
    expect(route.title.length).toBeLessThanOrEqual(70);
    expect(route.description.length).toBeLessThanOrEqual(160);
  });

  it('has at least 300 words of explanation and 3 to 5 questions', () => {
    const words = recipeContent.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(words.split(/\s+/u).filter(Boolean).length).toBeGreaterThanOrEqual(300);
    expect(recipeContent.questions.length).toBeGreaterThanOrEqual(3);
    expect(recipeContent.questions.length).toBeLessThanOrEqual(5);
  });

  it('states every weight, volume and scaled amount as the family and the tool compute it (STYLE 11)', () => {
    const cupOfMetric = convert(1, 'tazas_metricas', 'tazas_us', kitchen.family);
    const larger = cupOfMetric.ok ? formatSignificant((cupOfMetric.value - 1) * 100, 2)?.text : '';
    const byServings = servingsFactor(4, 6);
    const statements = [
      `una taza (EE. UU.) de harina de trigo pesa ${grams('1 taza de harina de trigo').replace(' de harina de trigo', '')}`,
      `una de azúcar ${grams('1 taza de azúcar').replace(' de azúcar', '')}`,
      `una de leche ${grams('1 taza de leche').replace(' de leche', '')}`,
      `una de miel ${grams('1 taza de miel').replace(' de miel', '')}`,
      `la taza de EE. UU., de unos ${ml('tazas_us')} mL`,
      `la métrica, de ${ml('tazas_metricas')} mL, un ${larger} % más grande`,
      `la cucharada de EE. UU. mide ${ml('cucharadas_us')} mL`,
      `La cucharada es la de ${ml('cucharadas')} mL y la cucharadita la de ${ml('cucharaditas')} mL`,
      `por 6/4, es decir, por ${byServings.ok ? formatSignificant(byServings.value, 3)?.text : ''}`,
      `las 2 tazas de harina del ejemplo, que son ${grams('2 tazas de harina').replace(' de harina', '')}, pasan a ${convertLine('2 tazas de harina', kitchen, 'gramos', 1.5).text.replace(' de harina', '')}, y los 3 huevos a ${convertLine('3 huevos', kitchen, 'gramos', 1.5).text.replace(' huevos', '')}`,
      `media taza, ${grams('media taza de harina').replace(' de harina', '')}`,
      `${grams('1 taza de harina integral').replace(' de harina integral', '')} por taza, y la de fuerza algo más, ${grams('1 taza de harina de fuerza').replace(' de harina de fuerza', '')}`,
      `si cabe en ${ADDRESS_LIMIT} caracteres`,
    ];
    for (const statement of statements)
      expect({ statement, found: prose.includes(statement) }).toEqual({ statement, found: true });
    // The example of the prose is what the tool writes for 200 mL of milk in cups and spoons.
    expect(convertLine('200 ml de leche', kitchen, 'tazas', 1).text).toBe(
      '¾ de taza (EE. UU.) más 1 ½ cucharadas métricas de leche',
    );
    expect(prose).toContain('«¾ de taza más 1 ½ cucharadas»');
  });

  it('passes the checks an editor makes on the built page (D33, npm run check:words)', () => {
    const html = renderToStaticMarkup(<RecipePage path={RECIPE_PATH as RoutePath} />);
    const texts = pageTexts(html);
    expect(texts.prose.length).toBeGreaterThan(0);
    expect(checkPage(texts)).toEqual([]);
  });

  it('never writes NaN, Infinity or undefined', () => {
    for (const text of [prose, route.description, route.title]) expect(text).not.toMatch(/NaN|Infinity|undefined/);
  });
});
