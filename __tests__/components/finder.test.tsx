import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { servedUnits } from '@/__tests__/support/served-units';
import { Finder } from '@/components/finder/finder';
import { finderEntries } from '@/lib/finder-entries';
import { cardOf, FINDER_INDEX_PATH, finderIndex } from '@/lib/tools/finder';

const entries = finderEntries();

/** The quick conversion's files and the finder's index, as the site serves them. */
function served(path: string): unknown {
  if (path === FINDER_INDEX_PATH) return finderIndex(entries);
  const units = servedUnits(path);
  if (units) return units;
  throw new Error(`not served here: ${path}`);
}

const response = (path: string) => ({ ok: true, json: async () => JSON.parse(JSON.stringify(served(path))) });

/** Opens the finder the way a shared link or the browser's search engine does: /buscar-convertidor?q=… */
function openAt(query: string) {
  window.history.replaceState(null, '', `/buscar-convertidor?q=${encodeURIComponent(query)}`);
  const user = userEvent.setup();
  render(<Finder cards={entries.map(cardOf)} />);
  return { user, field: screen.getByLabelText('Buscar') };
}

const NOTHING_FOUND = /No se encontraron resultados/;

/** The answer's line, once the parser and the units have loaded (the first load takes a while on a busy machine). */
const answerLine = () => screen.findByRole('status', {}, { timeout: 5000 });

beforeEach(() => {
  global.fetch = jest.fn(async (path: RequestInfo | URL) => response(String(path)) as unknown as Response);
  window.history.replaceState(null, '', '/buscar-convertidor');
});

describe('Finder: a question the quick conversion answers (issue 20)', () => {
  // First in the file: the page keeps its downloads for good, so only the first test sees them arrive.
  it('waits for the answer before saying nothing was found, so the message does not flash above it', async () => {
    // The downloads hang until `arrive`, which lets them and every later one through.
    const waiting: (() => void)[] = [];
    let arrived = false;
    const arrive = () => {
      arrived = true;
      waiting.forEach((resume) => resume());
    };
    global.fetch = jest.fn((path: RequestInfo | URL) => {
      const answer = () => response(String(path)) as unknown as Response;
      return arrived
        ? Promise.resolve(answer())
        : new Promise<Response>((resolve) => waiting.push(() => resolve(answer())));
    });
    openAt('¿cuántos gramos son 3 onzas?');
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toHaveValue('¿cuántos gramos son 3 onzas?');
    const whileLoading = [
      screen.queryByText(NOTHING_FOUND)?.textContent,
      screen.queryByText('0 resultados')?.textContent,
    ];
    // Let the downloads through before asserting, so that a failure here leaves none hanging for the next tests.
    arrive();
    expect(whileLoading).toEqual([undefined, undefined]);
    // 3 oz = 3 × 28.349523125 g = 85.048569375 g, 4 decimals.
    expect(await answerLine()).toHaveTextContent('3 oz → 85.0486 g');
  });

  it('answers from the address and says no "0 resultados" when no page matches the words', async () => {
    openAt('¿cuántos gramos son 3 onzas?');
    expect(await answerLine()).toHaveTextContent('3 oz → 85.0486 g');
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
    expect(screen.queryByText('0 resultados')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('answers a question typed in the field without saying nothing was found', async () => {
    const { user, field } = openAt('');
    await user.type(field, '1 1/2 tazas en ml');
    // 1.5 × 250 mL (the metric cup) = 375 mL
    expect(await answerLine()).toHaveTextContent('1.5 tazas métricas → 375 mL');
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
    expect(screen.queryByText('0 resultados')).toBeNull();
  });

  it('still lists the pages that match, after the answer', async () => {
    openAt('5 pies a metros');
    const answer = await answerLine();
    // 5 × 0.3048 m = 1.524 m
    expect(answer).toHaveTextContent('5 ft → 1.524 m');
    const list = screen.getByRole('list');
    expect(screen.getByRole('link', { name: /Longitud/ })).toHaveAttribute('href', '/convertir-longitud');
    expect(answer.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
  });

  it('says nothing was found for a word that is neither a page nor a question', async () => {
    openAt('xyzzy');
    expect(await screen.findByText('No se encontraron resultados para "xyzzy"', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('0 resultados')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Finder: the searchable text comes on first use (issue 36)', () => {
  it('finds a page by a unit spelling that only the fetched text holds', async () => {
    // 'yardas' is in no card's title or description: only in the length family's unit names (/buscar-convertidor/indice.json).
    expect(entries.find((entry) => entry.path === '/convertir-longitud')?.description).not.toMatch(/yarda/);
    openAt('yardas');
    expect(await screen.findByRole('link', { name: /Longitud/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/convertir-longitud',
    );
  });
});

describe('Finder: a refusal is said once (issue 35)', () => {
  /** The quick conversion's message, once the parser and the units have loaded. */
  const message = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });

  it('says once that it does not convert money, with no "nothing found" under it', async () => {
    openAt('1 dólar a pesos mexicanos');
    expect(await message('Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.')).toBeVisible();
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
    expect(screen.queryByText('0 resultados')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists the pages that match the words of a refused question under the refusal', async () => {
    // The page that writes amounts in words ('mil pesos') has 'dólar' and 'pesos' among its words.
    openAt('1 dolar a pesos');
    const refusal = await message('Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.');
    const list = screen.getByRole('list');
    expect(refusal.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(/monedas/)).toHaveLength(1);
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
  });

  it('asks which unit was meant instead of converting a unit into itself', async () => {
    // 'µm/s2' is one edit from 'm/s2' and from 'mm/s2', other scales of the metre per second squared (D38).
    openAt('4 µm/s2 a m/s2');
    expect(await message('No conozco la unidad «µm/s2». ¿Querías decir…?')).toBeVisible();
    expect(screen.getByRole('button', { name: '¿Metros por segundo al cuadrado?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Milímetros por segundo al cuadrado?' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
  });

  it('asks again, through the link picked, and answers the unit chosen', async () => {
    const { user } = openAt('4 µm/s2 a m/s2');
    await user.click(
      await screen.findByRole('button', { name: '¿Milímetros por segundo al cuadrado?' }, { timeout: 5000 }),
    );
    // 4 mm/s² = 4 × 0.001 m/s² = 0.004 m/s²
    expect(await answerLine()).toHaveTextContent('4 mm/s² → 0.004 m/s²');
  });

  it('still lists the pages that match beside a refusal', async () => {
    // 'MHz' with a small m is the millihertz, which the site does not convert (D7, D38): asked, not answered.
    openAt('mHz a Hz');
    expect(await message(/^No conozco la unidad «mHz» escrita así/)).toBeVisible();
    expect(screen.getByRole('button', { name: '¿Megahercios?' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Frecuencia/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/convertir-frecuencia',
    );
    expect(screen.queryByText(NOTHING_FOUND)).toBeNull();
  });
});
