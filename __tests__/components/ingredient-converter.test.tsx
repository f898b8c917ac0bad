import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Converter } from '@/components/converter/converter';
import { IngredientConverter } from '@/components/converter/ingredient-converter';
import { converterWording, DEFAULT_WORDING } from '@/lib/content/wording';
import { longitud } from '@/lib/families/longitud/units';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';

const { units, words, ingredients } = medidasDeCocinaFamily;

function setup() {
  const user = userEvent.setup();
  const { unmount } = render(
    <IngredientConverter family={units} wording={converterWording(words)} ingredients={ingredients} />,
  );
  return {
    user,
    unmount,
    value: screen.getByLabelText('Valor') as HTMLInputElement,
    to: screen.getByLabelText('A') as HTMLSelectElement,
    ingredient: screen.getByLabelText('Ingrediente') as HTMLSelectElement,
    line: () => document.querySelector('output')?.textContent ?? null,
  };
}

beforeEach(() => window.history.replaceState(null, '', '/convertir-medidas-de-cocina'));

describe('Converter with an ingredient (D29)', () => {
  it('opens on 1 US cup of wheat flour in grams, approximate, with its source under the result', () => {
    const { ingredient, line } = setup();
    expect(ingredient.value).toBe('harina-de-trigo');
    // USDA SR Legacy NDB 20081: 1 cup = 125 g
    expect(line()).toBe('1 taza (EE. UU.) → 125 g aprox.');
    expect(
      screen.getByText(
        'Harina de trigo. Fuente: USDA FoodData Central (SR Legacy), alimento 20081: 1 taza (EE. UU.) = 125 g.',
      ),
    ).toBeInTheDocument();
  });

  it('weighs the cup at the chosen ingredient, and keeps it in the address', async () => {
    const { user, ingredient, line } = setup();
    expect(window.location.search).toBe('');
    await user.selectOptions(ingredient, 'azucar');
    // NDB 19335: 1 cup = 200 g
    expect(line()).toBe('1 taza (EE. UU.) → 200 g aprox.');
    expect(window.location.search).toBe('?valor=1&de=tazas_us&a=gramos&ingrediente=azucar');
  });

  it('reads a fraction typed as recipes write it', async () => {
    const { user, value, line } = setup();
    await user.clear(value);
    await user.type(value, '1 1/2');
    // 1.5 × 125 g = 187.5 g, shown with the source's 3 significant digits (D33): 188 g
    expect(line()).toBe('1.5 tazas (EE. UU.) → 188 g aprox.');
    expect(window.location.search).toBe('?valor=1+1%2F2&de=tazas_us&a=gramos&ingrediente=harina-de-trigo');
  });

  it('says the ingredient is not needed from volume to volume, and gives the exact result', async () => {
    const { user, to, line } = setup();
    const hint = 'No hace falta para pasar de volumen a volumen: la conversión es exacta.';
    expect(screen.queryByText(hint)).toBeNull();
    await user.selectOptions(to, 'mililitros');
    // 3785.411784 mL / 16 = 236.5882365 mL, 2 decimals
    expect(line()).toBe('1 taza (EE. UU.) → 236.59 mL');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByLabelText('Ingrediente')).toHaveAccessibleDescription(hint);
  });

  it('shows the ingredient in cups and spoons, in grams and ounces', async () => {
    const { user, ingredient } = setup();
    await user.selectOptions(ingredient, 'mantequilla');
    const table = screen.getByRole('table', { name: 'Mantequilla en tazas y cucharas' });
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
    // NDB 01001: 1 cup = 227 g; 227 / 28.349523125 = 8.0072 oz; ½ cup 113.5 g, at the source's 3 digits 114 g (D33)
    expect(row('1 taza (EE. UU.)')?.textContent).toBe('1 taza (EE. UU.)227 g8.01 oz');
    expect(row('½ taza (EE. UU.)')?.textContent).toContain('114 g');
    // a metric tablespoon: 15 mL × 227 g / 236.5882365 mL = 14.392 g → 14.4 g
    expect(row('1 cucharada (15 mL)')?.textContent).toContain('14.4 g');
  });

  it('marks the equivalences that go through the density, and only those', () => {
    setup();
    // 236.5882365 mL is exact; 125 g / 28.349523125 = 4.4093 oz goes through the flour's density
    expect(screen.getByText('236.59 mL')).toBeInTheDocument();
    expect(screen.getByText('4.41 oz aprox.')).toBeInTheDocument();
  });

  it('starts on the ingredient the address names, and ignores one it does not know', async () => {
    window.history.replaceState(null, '', '/convertir-medidas-de-cocina?valor=2&ingrediente=miel');
    const { unmount } = setup();
    await act(async () => {});
    // NDB 19296: 2 × 339 g
    expect(document.querySelector('output')?.textContent).toBe('2 tazas (EE. UU.) → 678 g aprox.');
    unmount();
    window.history.replaceState(null, '', '/convertir-medidas-de-cocina?ingrediente=cemento');
    const { ingredient } = setup();
    await act(async () => {});
    expect(ingredient.value).toBe('harina-de-trigo');
  });

  it('leaves the other converters without the select, and their address without an ingredient', async () => {
    window.history.replaceState(null, '', '/convertir-longitud?ingrediente=miel&valor=2');
    render(<Converter family={longitud} wording={DEFAULT_WORDING} />);
    await act(async () => {});
    expect(screen.queryByLabelText('Ingrediente')).toBeNull();
    expect(window.location.search).toBe('?valor=2&de=metros&a=pies');
  });
});
