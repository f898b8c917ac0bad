import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Converter } from '@/components/converter/converter';
import { ResolutionConverter } from '@/components/converter/resolution-converter';
import { SearchPanel } from '@/components/layout/search-panel';
import { FavouriteButton } from '@/components/recents/favourite-button';
import { SavedLists } from '@/components/recents/saved-lists';
import { DEFAULT_WORDING } from '@/lib/content/wording';
import { longitud } from '@/lib/families/longitud/units';
import { clearFavourites, FAVOURITES_KEY, starPage } from '@/lib/preferences/favourites';
import { clearRecents, RECENTS_KEY, recordRecent, type RecentConversion } from '@/lib/preferences/recents';

const inches: RecentConversion = {
  href: '/convertir-longitud?valor=2&de=pulgadas&a=centimetros',
  line: '2 in → 5.08 cm',
};
const pounds: RecentConversion = { href: '/convertir-peso?valor=3&de=libras&a=kilogramos', line: '3 lb → 1.3608 kg' };
const flour: RecentConversion = {
  href: '/convertir-medidas-de-cocina?valor=1&de=taza_us&a=gramos&ingrediente=harina-de-trigo',
  line: '1 taza → 125 g aprox.',
  detail: 'harina de trigo',
};

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown[];

beforeEach(() => {
  window.localStorage.clear();
  act(() => {
    clearRecents();
    clearFavourites();
  });
});

describe('SavedLists on the home page (D31)', () => {
  it('renders nothing when nothing is kept', () => {
    const { container } = render(<SavedLists />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing on the server, whatever the browser keeps', () => {
    act(() => {
      recordRecent(inches);
      starPage({ path: '/convertir-peso', label: 'Peso' });
    });
    expect(renderToString(<SavedLists />)).toBe('');
  });

  it('lists the favourites and the recent conversions, newest first, each a link to the same page and result', () => {
    act(() => {
      recordRecent(pounds);
      recordRecent(flour);
      recordRecent(inches);
      starPage({ path: '/convertir-peso', label: 'Peso' });
    });
    render(<SavedLists />);
    const recents = screen.getByRole('region', { name: 'Tus conversiones recientes' });
    const links = within(recents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '2 in → 5.08 cm',
      '1 taza → 125 g aprox. (harina de trigo)',
      '3 lb → 1.3608 kg',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([inches.href, flour.href, pounds.href]);
    // D31: the numbers sit in an element the decimal-comma switch rewrites.
    expect(within(links[0]!).getByText('2 in → 5.08 cm')).toHaveAttribute('data-n');
    const favourites = screen.getByRole('region', { name: 'Tus convertidores favoritos' });
    expect(within(favourites).getByRole('link', { name: 'Peso' })).toHaveAttribute('href', '/convertir-peso');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('removes one conversion with its own button, from the page and from the storage', async () => {
    const user = userEvent.setup();
    act(() => {
      recordRecent(pounds);
      recordRecent(inches);
    });
    render(<SavedLists />);
    await user.click(screen.getByRole('button', { name: 'Quitar 2 in → 5.08 cm' }));
    expect(screen.queryByRole('link', { name: '2 in → 5.08 cm' })).toBeNull();
    expect(screen.getByRole('link', { name: '3 lb → 1.3608 kg' })).toBeInTheDocument();
    expect(stored(RECENTS_KEY)).toEqual([pounds]);
    // The keyboard stays in the list: the focus moves to the next item's button.
    expect(screen.getByRole('button', { name: 'Quitar 3 lb → 1.3608 kg' })).toHaveFocus();
  });

  it("empties the recent list with 'Borrar todo' and keeps the favourites", async () => {
    const user = userEvent.setup();
    act(() => {
      recordRecent(pounds);
      recordRecent(inches);
      starPage({ path: '/convertir-longitud', label: 'Longitud' });
    });
    render(<SavedLists />);
    await user.click(screen.getByRole('button', { name: 'Borrar todo Tus conversiones recientes' }));
    expect(screen.queryByRole('region', { name: 'Tus conversiones recientes' })).toBeNull();
    expect(window.localStorage.getItem(RECENTS_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Longitud' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar Longitud' }));
    expect(screen.queryByRole('link', { name: 'Longitud' })).toBeNull();
    expect(window.localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });
});

describe('the header’s search dialog (D31)', () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => {}));
  });

  it('shows the favourites and the five latest conversions above the box, removable there', async () => {
    const user = userEvent.setup();
    act(() => {
      for (let n = 1; n <= 7; n += 1) recordRecent({ href: `/convertir-peso?valor=${n}`, line: `${n} kg → …` });
      starPage({ path: '/convertir-longitud', label: 'Longitud' });
    });
    render(<SearchPanel />);
    await user.click(screen.getByRole('link', { name: 'Buscar' }));
    const dialog = screen.getByRole('dialog', { name: 'Buscar o convertir' });
    // The lists load when the dialog first opens (issue 25), so they arrive a moment later.
    const recents = await within(dialog).findByRole('region', { name: 'Tus conversiones recientes' });
    // 7 kept, the latest first: 7, 6, 5, 4, 3.
    expect(
      within(recents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['7 kg → …', '6 kg → …', '5 kg → …', '4 kg → …', '3 kg → …']);
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Tus convertidores favoritos' })).toBeVisible();
    // At the top of the dialog: the lists come before the quick conversion box.
    const box = within(dialog).getByRole('searchbox', { name: 'Conversión rápida' });
    expect(recents.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Quitar 7 kg → …' }));
    // The sixth latest moves up into view; the dialog stays open.
    expect(
      within(recents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['6 kg → …', '5 kg → …', '4 kg → …', '3 kg → …', '2 kg → …']);
    expect(dialog).toBeVisible();
  });

  it('shows nothing above the box when nothing is kept', async () => {
    const user = userEvent.setup();
    render(<SearchPanel />);
    await user.click(screen.getByRole('link', { name: 'Buscar' }));
    const dialog = screen.getByRole('dialog', { name: 'Buscar o convertir' });
    expect(within(dialog).queryByRole('region')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Buscar o convertir']);
  });
});

describe('the converter keeps what the visitor converts (D31)', () => {
  afterEach(() => jest.useRealTimers());

  function setup() {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/convertir-longitud');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Converter family={longitud} wording={DEFAULT_WORDING} pagePath="/convertir-longitud" />);
    return { user, value: screen.getByLabelText('Valor') };
  }

  it('keeps a conversion once it has stayed 1.5 s, not every keystroke', async () => {
    const { user, value } = setup();
    await user.clear(value);
    await user.type(value, '2.5');
    act(() => jest.advanceTimersByTime(1000));
    expect(stored(RECENTS_KEY)).toEqual([]);
    act(() => jest.advanceTimersByTime(600));
    // 2.5 / 0.3048 = 8.2020997… → 8.2021 at the page's 4 decimals.
    expect(stored(RECENTS_KEY)).toEqual([
      { href: '/convertir-longitud?valor=2.5&de=metros&a=pies', line: '2.5 m → 8.2021 ft' },
    ]);
  });

  it('keeps nothing for the page’s own default, before the visitor changes anything', () => {
    setup();
    act(() => jest.advanceTimersByTime(5000));
    expect(stored(RECENTS_KEY)).toEqual([]);
  });

  it('keeps the same conversion once, at the top', async () => {
    const { user, value } = setup();
    for (const text of ['2', '3', '2']) {
      await user.clear(value);
      await user.type(value, text);
      act(() => jest.advanceTimersByTime(1500));
    }
    // 2 / 0.3048 = 6.56167979 → 6.5617; 3 / 0.3048 = 9.84251968 → 9.8425.
    expect(stored(RECENTS_KEY)).toEqual([
      { href: '/convertir-longitud?valor=2&de=metros&a=pies', line: '2 m → 6.5617 ft' },
      { href: '/convertir-longitud?valor=3&de=metros&a=pies', line: '3 m → 9.8425 ft' },
    ]);
  });

  it('keeps a copied result at once', async () => {
    const { user } = setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn(() => Promise.resolve()) },
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Copiar resultado' }));
    expect(stored(RECENTS_KEY)).toEqual([
      { href: '/convertir-longitud?valor=1&de=metros&a=pies', line: '1 m → 3.2808 ft' },
    ]);
  });
});

describe('FavouriteButton (D31)', () => {
  it('stars and unstars the page, its words saying what a click does (and no pressed state besides)', async () => {
    const user = userEvent.setup();
    render(<FavouriteButton path="/convertir-longitud" label="Longitud" />);
    const star = screen.getByRole('button', { name: 'Añadir a favoritos' });
    expect(star).not.toHaveAttribute('aria-pressed');
    await user.click(star);
    expect(star).toHaveAccessibleName('Quitar de favoritos');
    expect(star).not.toHaveAttribute('aria-pressed');
    expect(stored(FAVOURITES_KEY)).toEqual([{ path: '/convertir-longitud', label: 'Longitud' }]);
    await user.click(star);
    expect(star).toHaveAccessibleName('Añadir a favoritos');
    expect(window.localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });

  it('renders unstarred on the server, whatever the browser keeps', () => {
    act(() => starPage({ path: '/convertir-longitud', label: 'Longitud' }));
    const html = renderToString(<FavouriteButton path="/convertir-longitud" label="Longitud" />);
    expect(html).toContain('fill="none"');
    expect(html).toContain('Añadir a favoritos');
  });
});

describe('the pixel page keeps its resolution with the conversion (D30, D31)', () => {
  afterEach(() => jest.useRealTimers());

  it('a conversion at 300 ppp is kept with the resolution in its address, so that it opens the same result', async () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/convertir-pixeles');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ResolutionConverter wording={DEFAULT_WORDING} pagePath="/convertir-pixeles" />);
    await user.click(screen.getByRole('button', { name: '300 ppp' }));
    const value = screen.getByLabelText('Valor');
    await user.clear(value);
    await user.type(value, '7');
    act(() => jest.advanceTimersByTime(2000));
    const kept = stored(RECENTS_KEY) as RecentConversion[];
    expect(kept).toHaveLength(1);
    expect(kept[0]?.href).toMatch(/^\/convertir-pixeles\?valor=7&de=.*&ppp=300/);
  });
});
