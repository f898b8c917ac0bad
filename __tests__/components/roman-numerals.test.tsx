import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RomanConverter } from '@/components/roman-numerals/roman-converter';
import { RomanNumeralsPage } from '@/components/roman-numerals/roman-numerals-page';

const PATH = '/convertir-numeros-romanos';
const BAR = '\u0305';

function setup() {
  const user = userEvent.setup();
  render(<RomanConverter />);
  return {
    user,
    field: screen.getByLabelText('Número o número romano') as HTMLInputElement,
    addBar: screen.getByRole('button', { name: 'Añadir raya' }),
    line: () => document.querySelector('output')?.textContent ?? null,
  };
}

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('RomanConverter', () => {
  it('starts empty: no result, no hint, a clean address', () => {
    const { field, line } = setup();
    expect(field.value).toBe('');
    expect(field).toHaveAttribute('placeholder', 'Por ejemplo, 2026, MCMXCIX o siglo XXI');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(line()).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('types a number and reads its numeral, with how it adds up', async () => {
    const { user, field, line } = setup();
    await user.type(field, '1999');
    expect(line()).toBe('1999 → MCMXCIX');
    expect(screen.getByText('MCMXCIX = 1000 + (1000 − 100) + (100 − 10) + (10 − 1) = 1999.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar resultado' })).toBeInTheDocument();
    expect(window.location.search).toBe('?valor=1999');
  });

  it('types a numeral, in either case, and reads its number', async () => {
    const { user, field, line } = setup();
    await user.type(field, 'MMXXVI');
    expect(line()).toBe('MMXXVI → 2026');
    await user.clear(field);
    await user.type(field, 'xiv');
    expect(line()).toBe('XIV → 14');
    expect(screen.getByText('Los números romanos se escriben con mayúsculas: XIV.')).toBeInTheDocument();
  });

  it('explains IIII: what it adds up to, its standard form, the rule it breaks and the clocks', async () => {
    const { user, field, line } = setup();
    await user.type(field, 'IIII');
    expect(line()).toBe('IIII → 4');
    expect(
      screen.getByText('IIII no está en la forma estándar: sumando y restando sus símbolos da 4, que se escribe IV.'),
    ).toBeInTheDocument();
    const reasons = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(reasons).toEqual([
      'IIII repite la I cuatro veces seguidas, y ningún símbolo se escribe más de tres veces seguidas.',
      'IIII es la forma que conservan muchas esferas de reloj, por tradición; fuera de ellas, el 4 se escribe IV.',
    ]);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('explains IC and VX in the same way', async () => {
    const { user, field, line } = setup();
    await user.type(field, 'IC');
    expect(line()).toBe('IC → 99');
    expect(screen.getByText(/que se escribe XCIX\.$/u)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'VX');
    expect(line()).toBe('VX → 5');
    expect(screen.getByText(/V, L y D nunca restan\.$/u)).toBeInTheDocument();
  });

  it('reads a century and the years it spans', async () => {
    const { user, field, line } = setup();
    await user.type(field, 'siglo xxi');
    expect(line()).toBe('siglo XXI → 21');
    expect(
      screen.getByText(/^El siglo XXI abarca del 1 de enero de 2001 al 31 de diciembre de 2100\./u),
    ).toBeInTheDocument();
  });

  it('says plainly that 0 and negative numbers have no numeral, and names a letter that is not one', async () => {
    const { user, field, line } = setup();
    await user.type(field, '0');
    expect(line()).toBeNull();
    expect(
      screen.getByText('El 0 no tiene número romano: los romanos no tenían ningún símbolo para el cero.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '-3');
    expect(screen.getByText(/^Los números negativos no tienen número romano/u)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'XIVQ');
    expect(line()).toBeNull();
    expect(
      screen.getByText('«Q» no es un símbolo romano. Los siete símbolos son I, V, X, L, C, D y M.'),
    ).toBeInTheDocument();
    await user.clear(field);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('writes and reads the vinculum: the button puts a bar over the letter before the caret', async () => {
    const { user, field, addBar, line } = setup();
    await user.type(field, '4001');
    expect(line()).toBe(`4001 → I${BAR}V${BAR}I`);
    expect(screen.getByText(/^La raya encima \(el vínculo\) multiplica por 1000/u)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'v');
    await user.click(addBar);
    expect(field.value).toBe(`v${BAR}`);
    expect(line()).toBe(`V${BAR} → 5000`);
    // A bar where no letter stands before the caret is not added.
    await user.clear(field);
    await user.click(addBar);
    expect(field.value).toBe('');
  });

  it('opens on the value the address carries', async () => {
    window.history.replaceState(null, '', `${PATH}?valor=MCMXCIX`);
    const { field, line } = setup();
    await act(async () => {});
    expect(field.value).toBe('MCMXCIX');
    expect(line()).toBe('MCMXCIX → 1999');
  });

  it('copies the number without its group spaces', async () => {
    const { user, field } = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(field, `M${BAR}`);
    await user.click(screen.getByRole('button', { name: 'Copiar resultado' }));
    expect(writeText).toHaveBeenCalledWith('1000000');
  });
});

describe('RomanNumeralsPage', () => {
  it('writes the rules, 1–100, the centuries and the years into the page, with the converter', () => {
    render(<RomanNumeralsPage path={PATH} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Convertir números romanos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Número o número romano')).toBeInTheDocument();

    const rules = screen.getByRole('heading', { level: 2, name: 'Reglas y ejemplos' }).closest('section');
    expect(rules && within(rules).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('XCIV = (100 − 10) + (5 − 1) = 94')).toBeInTheDocument();
    expect(screen.getByText('siglo XXI → del año 2001 al 2100')).toBeInTheDocument();

    const upTo100 = screen.getByRole('heading', { name: 'Números romanos del 1 al 100' }).closest('section');
    const terms = upTo100?.querySelectorAll('dt') ?? [];
    const numerals = upTo100?.querySelectorAll('dd') ?? [];
    expect(terms).toHaveLength(100);
    expect([4, 9, 14, 40, 49, 90, 99, 100].map((n) => numerals[n - 1]?.textContent)).toEqual([
      'IV',
      'IX',
      'XIV',
      'XL',
      'XLIX',
      'XC',
      'XCIX',
      'C',
    ]);

    const [centuries, years] = screen.getAllByRole('table');
    const centuryRows = within(centuries as HTMLElement)
      .getAllByRole('row')
      .slice(1);
    expect(centuryRows).toHaveLength(21);
    expect(centuryRows[20]?.textContent).toContain('XXI2001–2100');
    expect(centuryRows[0]?.textContent).toContain('I1–100');
    const link = within(centuryRows[20] as HTMLElement).getByRole('link', { name: 'XXI' });
    expect(link).toHaveAttribute('href', `${PATH}?valor=siglo%20XXI#convertidor`);
    expect(within(years as HTMLElement).getByRole('link', { name: 'MCMXCIX' })).toHaveAttribute(
      'href',
      `${PATH}?valor=MCMXCIX#convertidor`,
    );
    expect(within(years as HTMLElement).getByRole('link', { name: 'MCDXCII' })).toBeInTheDocument();

    expect(
      screen.getByRole('heading', { level: 2, name: 'Del 4000 en adelante: la raya o vínculo' }),
    ).toBeInTheDocument();
  });
});
