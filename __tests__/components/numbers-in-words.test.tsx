import { getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { NumberToWords } from '@/components/numbers-in-words/number-to-words';
import { RuleCards } from '@/components/numbers-in-words/rule-cards';
import { WordsToNumber } from '@/components/numbers-in-words/words-to-number';
import { numbersInWordsContent } from '@/lib/tools/numbers-in-words/words';

const PATH = '/convertir-numeros-a-letras';

/** Figures as shown, their narrow no-break spaces kept (the default normalizer would make them plain spaces). */
const figures = (text: string) =>
  screen.getByText(text, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) });

beforeEach(() => window.history.replaceState(null, '', PATH));

function setup() {
  const user = userEvent.setup();
  render(<NumberToWords />);
  const field = screen.getByLabelText('Número') as HTMLInputElement;
  const typeNumber = async (text: string) => {
    await user.clear(field);
    if (text !== '') await user.type(field, text);
  };
  return { user, field, typeNumber };
}

/** The text under a reading's label ('En letras', 'Forma escolar', 'México: cheque y CFDI'…). */
const reading = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

describe('NumberToWords', () => {
  it('opens on 1234 in words, with its amount and ordinal note, and a clean address', () => {
    const { field } = setup();
    expect(field.value).toBe('1234');
    expect(reading('En letras')).toBe('mil doscientos treinta y cuatro');
    expect(reading('México: cheque y CFDI')).toBe('MIL DOSCIENTOS TREINTA Y CUATRO PESOS 00/100 M.N.');
    expect(screen.getByText(/del 1 al 999/)).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('writes what is typed, key by key, and mirrors it in the address (D9)', async () => {
    const { typeNumber } = setup();
    await typeNumber('21000');
    expect(reading('En letras')).toBe('veintiún mil');
    expect(window.location.search).toBe('?numero=21000');
    // The forms before a noun, with the other feminine the RAE accepts.
    const nouns = screen.getByRole('list', { name: 'Delante de un sustantivo' });
    expect(nouns).toHaveTextContent('veintiún mil años');
    expect(nouns).toHaveTextContent('veintiuna mil personas');
    expect(nouns).toHaveTextContent('también es correcto «veintiún mil personas»');
    await typeNumber('1000000000');
    expect(reading('En letras')).toBe('mil millones');
    await typeNumber('999999999999999999');
    expect(reading('En letras')).toMatch(/^novecientos noventa y nueve mil novecientos noventa y nueve billones/);
  });

  it('reads decimals with the separator typed, and gives the school form', async () => {
    const { typeNumber } = setup();
    await typeNumber('3,14');
    expect(reading('En letras')).toBe('tres coma catorce');
    expect(reading('Forma escolar')).toBe('tres enteros y catorce centésimas');
    await typeNumber('3.05');
    expect(reading('En letras')).toBe('tres punto cero cinco');
    expect(reading('Forma escolar')).toBe('tres enteros y cinco centésimas');
  });

  it("asks about '1.500' as thousands", async () => {
    const { typeNumber } = setup();
    await typeNumber('1.500');
    expect(reading('En letras')).toBe('uno punto quinientos');
    expect(screen.getByText(/¿Querías decir «mil quinientos»\?/)).toBeInTheDocument();
  });

  it('shows the ordinal of 1 … 999 with its apocope and the other spellings', async () => {
    const { typeNumber } = setup();
    await typeNumber('21');
    const ordinal = screen.getByRole('region', { name: 'Como ordinal' });
    expect(within(ordinal).getByText(/^vigesimoprimero/)).toHaveTextContent('vigesimoprimero (21.º)');
    expect(within(ordinal).getByText(/^vigesimoprimera/)).toHaveTextContent('vigesimoprimera (21.ª)');
    expect(within(ordinal).getByText(/^vigesimoprimer$/)).toHaveTextContent('vigesimoprimer (21.er)');
    expect(ordinal).toHaveTextContent('vigésimo primero, vigésima primera, vigésimo primer');
  });

  it.each<[string, RegExp]>([
    ['12a4', /«a» no es una cifra/],
    ['1.000.000', /más de un separador/],
    ['1000000000000000000', /demasiado grande/],
    ['mil', /De letras a número/],
  ])('answers %j with a plain message and no words', async (text, message) => {
    const { field, typeNumber } = setup();
    await typeNumber(text);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('En letras')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('shows no message for an empty field, only no result', async () => {
    const { field, typeNumber } = setup();
    await typeNumber('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('En letras')).toBeNull();
    expect(screen.queryByText('Escribe un número.')).toBeNull();
  });

  it('starts from the number in the address', () => {
    window.history.replaceState(null, '', `${PATH}?numero=1500.50`);
    setup();
    expect(reading('En letras')).toBe('mil quinientos punto cincuenta');
    expect(reading('México: cheque y CFDI')).toBe('MIL QUINIENTOS PESOS 50/100 M.N.');
  });
});

describe('NumberToWords: the amount of money', () => {
  it("switches to the banking 'UN MIL' and back", async () => {
    const { user, typeNumber } = setup();
    await typeNumber('1500.50');
    const banking = screen.getByRole('checkbox', { name: 'Escribir «UN MIL», como en la banca' });
    await user.click(banking);
    expect(reading('México: cheque y CFDI')).toBe('UN MIL QUINIENTOS PESOS 50/100 M.N.');
    await user.click(banking);
    expect(reading('México: cheque y CFDI')).toBe('MIL QUINIENTOS PESOS 50/100 M.N.');
  });

  it('writes euros, dólares and a currency the visitor names, each with its example', async () => {
    const { user, typeNumber } = setup();
    await typeNumber('21.01');
    await user.click(screen.getByRole('radio', { name: 'Euros' }));
    expect(reading('Euros')).toBe('veintiún euros con un céntimo');
    expect(screen.getByText('Ejemplo: 1500.50 → mil quinientos euros con cincuenta céntimos')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Dólares' }));
    expect(reading('Dólares')).toBe('veintiún dólares con un centavo');
    await user.click(screen.getByRole('radio', { name: 'Otra moneda' }));
    expect(reading('Otra moneda')).toBe('veintiún soles con un centavo');
    const name = screen.getByLabelText('Moneda, en singular');
    await user.clear(name);
    await user.type(name, 'libra');
    await user.selectOptions(screen.getByLabelText('Género'), 'femenino');
    expect(reading('Otra moneda')).toBe('veintiuna libras con un centavo');
    await user.clear(name);
    expect(screen.getByText(/Escribe el nombre de la moneda/)).toBeInTheDocument();
  });

  it('copies in upper or lower case', async () => {
    const { user, typeNumber } = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await typeNumber('1000000');
    await user.click(screen.getByRole('button', { name: 'Copiar en minúsculas' }));
    expect(writeText).toHaveBeenLastCalledWith('un millón de pesos 00/100 M.N.');
    await user.click(screen.getByRole('button', { name: 'Copiar en mayúsculas' }));
    expect(writeText).toHaveBeenLastCalledWith('UN MILLÓN DE PESOS 00/100 M.N.');
  });

  it('refuses more than two decimals and negative amounts, under the amount only', async () => {
    const { typeNumber } = setup();
    await typeNumber('1500.505');
    expect(screen.getByText(/como mucho dos decimales/)).toBeInTheDocument();
    expect(reading('En letras')).toBe('mil quinientos punto quinientos cinco');
    await typeNumber('-5');
    expect(screen.getByText('Un importe no puede ser negativo.')).toBeInTheDocument();
    expect(reading('En letras')).toBe('menos cinco');
  });
});

describe('WordsToNumber', () => {
  function setupReverse() {
    const user = userEvent.setup();
    render(<WordsToNumber />);
    return { user, field: screen.getByLabelText('Número en letras') as HTMLInputElement };
  }

  it('gives the figures of the words typed, grouped as the site writes them (D8)', async () => {
    const { user, field } = setupReverse();
    expect(screen.queryByText(/no es un número/)).toBeNull();
    await user.type(field, 'dos millones');
    expect(figures('2\u202f000\u202f000')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'mil doscientos treinta y cuatro');
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.queryByText(/Se escribe/)).toBeNull();
  });

  it('shows the RAE spelling where the words typed differ from it', async () => {
    const { user, field } = setupReverse();
    await user.type(field, 'veintiun mil');
    expect(figures('21\u202f000')).toBeInTheDocument();
    expect(screen.getByText('Se escribe «veintiún mil».')).toBeInTheDocument();
    // The feminine is not a mistake.
    await user.clear(field);
    await user.type(field, 'veintiuna mil');
    expect(screen.queryByText(/Se escribe/)).toBeNull();
  });

  it('names the word it does not know', async () => {
    const { user, field } = setupReverse();
    await user.type(field, 'mil patatas');
    expect(screen.getByText(/«patatas» no es un número escrito con letras/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('copies the figures without the group spaces', async () => {
    const { user, field } = setupReverse();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(field, 'tres coma cero cinco');
    await user.click(screen.getByRole('button', { name: 'Copiar número' }));
    expect(writeText).toHaveBeenLastCalledWith('3.05');
  });
});

describe('WordsToNumber loads its reader on first use (issue 36)', () => {
  const READER = '@/lib/tools/numbers-in-words/words-to-number';

  it('says plainly when the reader cannot be loaded, and reads once it can', async () => {
    let offline = true;
    let Form: typeof WordsToNumber | undefined;
    // A fresh copy of the form, so that its reader is not the one the tests above loaded; React stays the renderer's.
    await jest.isolateModulesAsync(async () => {
      jest.doMock('react', () => React);
      jest.doMock(READER, () => {
        if (offline) throw new Error('sin conexión');
        return jest.requireActual(READER);
      });
      Form = (await import('@/components/numbers-in-words/words-to-number')).WordsToNumber;
    });
    const Reverse = Form!;
    const user = userEvent.setup();
    render(<Reverse />);
    const field = screen.getByLabelText('Número en letras');
    await user.type(field, 'mil');
    expect(await screen.findByText(/No se pudo cargar el lector de números/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|undefined|Error/);
    offline = false;
    await user.type(field, ' dos');
    expect(await screen.findByText('1002')).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo cargar/)).toBeNull();
    jest.dontMock(READER);
    jest.dontMock('react');
  });
});

describe('RuleCards', () => {
  it('renders every card, marking the figures that follow the separator (D31) but not the separator card', () => {
    render(<RuleCards cards={numbersInWordsContent.rules} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(numbersInWordsContent.rules.length);
    const separator = screen.getByText(/3,14 → tres coma catorce/);
    expect(separator).not.toHaveAttribute('data-n');
    expect(screen.getByText(/1500\.50 → MIL QUINIENTOS PESOS/)).toHaveAttribute('data-n');
  });
});
