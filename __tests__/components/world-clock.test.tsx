import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { WorldClock } from '@/components/world-clock/world-clock';
import { CITIES } from '@/lib/content/cities';

// 14:05:09 UTC on Thursday 15 January 2026; the visitor is in Mexico City (UTC−6, no daylight saving).
const NOW = new Date('2026-01-15T14:05:09.000Z');
const VISITOR_ZONE = 'America/Mexico_City';
const MINUS = '\u2212';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** A time as the clocks show it ('8:05:09 a. m.'), or the placeholder before the zones are ready. */
const CLOCK_TEXT = /^(\d{1,2}:\d\d:\d\d|--:--:--)/;

const localClock = () => screen.getByRole('region', { name: 'Tu hora local' });
const localTime = () => plain(within(localClock()).getByText(CLOCK_TEXT).textContent);
/** Every card's time line, in the order of the list. */
const cardTimes = () =>
  within(screen.getByRole('list', { name: 'Ciudades' }))
    .getAllByText(CLOCK_TEXT)
    .map((node) => plain(node.textContent));

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<WorldClock cities={CITIES} />);
  // The zones are prepared in slices after mount (timeouts of 0 ms): let them run.
  act(() => jest.advanceTimersByTime(0));
  const cards = () => within(screen.getByRole('list', { name: 'Ciudades' })).getAllByRole('listitem');
  // By the city's name in its heading (getByRole over 41 cards is slow in jsdom).
  const card = (city: string) => screen.getByText(city, { selector: 'h3 > span' }).closest('article') as HTMLElement;
  return { user, view, cards, card };
}

beforeEach(() => {
  // Before faking the timers: they replace Intl.DateTimeFormat with a wrapper that delegates to the real one.
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: VISITOR_ZONE };
  });
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('WorldClock', () => {
  it('is rendered on the server with 41 cards and no times (D19: filled in after mount)', () => {
    const html = renderToString(<WorldClock cities={CITIES} />);
    expect(html.match(/<article/g)).toHaveLength(41);
    expect(html).not.toMatch(/\d:\d\d:\d\d/);
    expect(html).not.toMatch(/Misma hora|UTC/);
    expect(html).toContain('--:--:--');
  });

  it('fills in the local time, the zone and every card after mount', () => {
    const { cards, card } = setup();
    // 14:05:09 UTC − 6 h = 8:05:09 in the morning.
    expect(localTime()).toBe('8:05:09 a. m.');
    expect(within(localClock()).getByText('jueves, 15 de enero de 2026')).toBeInTheDocument();
    expect(screen.getByText(VISITOR_ZONE)).toBeInTheDocument();
    // The zone's Spanish name, then its IANA id and its offset.
    // The line that names the zone (its IANA id, in bold).
    const zoneLine = plain(within(localClock()).getByText(VISITOR_ZONE).parentElement?.textContent);
    expect(zoneLine).toMatch(/^Hora estándar central/);
    expect(zoneLine).toContain(`America/Mexico_City · UTC${MINUS}6`);
    expect(cards()).toHaveLength(41);

    const madrid = within(card('Madrid'));
    // Madrid on CET (+1): 15:05:09, seven hours ahead of Mexico City.
    expect(plain(madrid.getByText(/p\.\s*m\./).textContent)).toBe('3:05:09 p. m.');
    expect(madrid.getByText('jueves, 15 de enero de 2026')).toBeInTheDocument();
    expect(madrid.getByText('+7 h')).toBeInTheDocument();
    expect(madrid.getByText('UTC+1')).toBeInTheDocument();
    expect(madrid.getByText('España')).toBeInTheDocument();

    expect(within(card('Ciudad de México')).getByText('Misma hora')).toBeInTheDocument();
    // New Delhi: +5:30 against −6:00 is 11 h 30 min ahead; 14:05:09 + 5:30 = 19:35:09.
    const delhi = within(card('Nueva Delhi'));
    expect(delhi.getByText('+11 h 30 min')).toBeInTheDocument();
    expect(plain(delhi.getByText(/p\.\s*m\./).textContent)).toBe('7:35:09 p. m.');
    // Kathmandu: +5:45 + 6:00 = 11 h 45 min.
    expect(within(card('Katmandú')).getByText('+11 h 45 min')).toBeInTheDocument();
    // Los Angeles: −8 against −6.
    expect(within(card('Los Ángeles')).getByText(`${MINUS}2 h`)).toBeInTheDocument();
    // Auckland (NZDT, +13) is already on Friday: 14:05 UTC is 03:05 on the 16th.
    expect(within(card('Auckland')).getByText('viernes, 16 de enero de 2026')).toBeInTheDocument();
    expect(within(card('Auckland')).getByText('+19 h')).toBeInTheDocument();

    expect(document.body.textContent).not.toMatch(/NaN|Invalid Date|undefined|Infinity|--:--:--/);
  });

  it('shows the local time at once and fills the cards in once their zones are prepared', () => {
    render(<WorldClock cities={CITIES} />);
    expect(localTime()).toBe('8:05:09 a. m.');
    expect(cardTimes()).toHaveLength(41);
    expect(new Set(cardTimes())).toEqual(new Set(['--:--:--']));
    act(() => jest.advanceTimersByTime(0));
    expect(cardTimes().filter((time) => time === '--:--:--')).toEqual([]);
    // Madrid (CET, UTC+1) at 14:05:09 UTC.
    expect(cardTimes()).toContain('3:05:09 p. m.');
  });

  it('prepares the zones a slice at a time, yielding between slices, until every card is filled', () => {
    // Each reading of the clock is 5 ms later: an 8 ms slice prepares two zones, then yields.
    let fakeNow = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (fakeNow += 5));
    render(<WorldClock cities={CITIES} />);
    const pending = () => cardTimes().filter((time) => time === '--:--:--').length;
    act(() => jest.advanceTimersByTime(0));
    expect(pending()).toBe(41 - 2);
    // A timeout of 0 set inside a fake timer's callback is due 1 ms later.
    act(() => jest.advanceTimersByTime(1));
    expect(pending()).toBe(41 - 4);
    for (let slice = 0; slice < 20; slice += 1) act(() => jest.advanceTimersByTime(1));
    expect(pending()).toBe(0);
  });

  it('ticks every second with a single timer, and stops it on unmount', () => {
    const { view, card } = setup();
    expect(localTime()).toBe('8:05:09 a. m.');
    act(() => jest.advanceTimersByTime(1000));
    expect(localTime()).toBe('8:05:10 a. m.');
    act(() => jest.advanceTimersByTime(1000));
    expect(localTime()).toBe('8:05:11 a. m.');
    // Tokyo (+9): 23:05:11.
    expect(plain(within(card('Tokio')).getByText(/p\.\s*m\./).textContent)).toBe('11:05:11 p. m.');
    expect(jest.getTimerCount()).toBe(1);
    view.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('pauses while the tab is hidden and catches up when it shows again', () => {
    setup();
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(localTime()).toBe('8:05:09 a. m.');
    hidden.mockReturnValue(false);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(localTime()).toBe('8:05:14 a. m.');
    expect(jest.getTimerCount()).toBe(1);
  });

  it("starts on 'Todas' and filters by region", async () => {
    const { user, cards } = setup();
    const group = screen.getByRole('group', { name: 'Filtrar por región' });
    const button = (name: string) => within(group).getByRole('button', { name });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todas', 'América', 'Europa', 'Asia', 'Oceanía', 'África']);
    expect(button('Todas')).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Europa'));
    expect(button('Europa')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Todas')).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 3, name: 'Madrid' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Tokio' })).not.toBeInTheDocument();
    expect(screen.getByText('8 ciudades')).toBeInTheDocument();

    await user.click(button('África'));
    expect(cards()).toHaveLength(5);
    await user.click(button('Todas'));
    expect(cards()).toHaveLength(41);
  });

  it('searches by city or country, ignoring case and accents', async () => {
    const { user, cards, card } = setup();
    const search = screen.getByLabelText('Buscar ciudad');
    await user.type(search, 'BOGOTA');
    expect(cards()).toHaveLength(1);
    expect(card('Bogotá')).toBeInTheDocument();
    expect(screen.getByText('1 ciudad')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'japon');
    expect(cards()).toHaveLength(1);
    expect(within(card('Tokio')).getByText('Japón')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'australia');
    expect(cards()).toHaveLength(3);
  });

  it('says so, as text, when nothing matches', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Buscar ciudad'), '  xyz<>% ');
    expect(screen.getByText('No hay ciudades que coincidan con "xyz<>%"')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ciudades' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Asia' }));
    expect(screen.getByText('No hay ciudades que coincidan con "xyz<>%" en Asia')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Invalid Date|undefined/);
  });

  it('combines the region and the search', async () => {
    const { user, cards } = setup();
    await user.click(screen.getByRole('button', { name: 'América' }));
    await user.type(screen.getByLabelText('Buscar ciudad'), 'estados unidos');
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      expect.stringContaining('Los Ángeles'),
      expect.stringContaining('Nueva York'),
    ]);
  });
});
