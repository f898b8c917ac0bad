import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { TimeZoneConverter } from '@/components/time-zones/time-zone-converter';
import { ZONE_CITIES } from '@/lib/content/cities';

// 14:05 UTC on Wednesday 25 November 2026; the visitor is in Bogotá (UTC−5 all year): 09:05 there, 15:05 in Madrid.
const NOW = new Date('2026-11-25T14:05:09.000Z');
const VISITOR_ZONE = 'America/Bogota';
const MINUS = '\u2212';
const PATH = '/convertir-zona-horaria';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const result = () => plain(document.querySelector('output')?.textContent);
const row = (city: string) =>
  screen.getByText((_, node) => node?.tagName === 'TH' && plain(node.textContent).endsWith(city)).closest('tr')!;
const cells = (city: string) =>
  within(row(city))
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<TimeZoneConverter cities={ZONE_CITIES} />);
  // The zones are prepared in slices after mount (timeouts of 0 ms): let them run.
  act(() => jest.advanceTimersByTime(0));
  return { user };
}

beforeEach(() => {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: VISITOR_ZONE };
  });
  jest.useFakeTimers({ now: NOW });
  window.history.replaceState(null, '', PATH);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('TimeZoneConverter', () => {
  it('is rendered on the server with every city and no times (D19)', () => {
    const html = renderToString(<TimeZoneConverter cities={ZONE_CITIES} />);
    expect(html.match(/<tr/g)).toHaveLength(ZONE_CITIES.length + 1);
    expect(html).not.toMatch(/\d\d:\d\d/);
    expect(html).not.toContain('UTC+');
  });

  it('opens on the visitor’s zone, now, and Madrid, without touching the address', () => {
    setup();
    expect(screen.getByLabelText('De')).toHaveValue('bogota');
    expect(screen.getByLabelText('A')).toHaveValue('madrid');
    expect(screen.getByLabelText('Fecha')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('Hora')).toHaveValue('09:05');
    expect(result()).toBe('09:05 Bogotá → 15:05 Madrid');
    expect(cells('Tokio, Japón')).toEqual(['23:05', 'UTC+9']);
    expect(cells('Sídney, Australia')).toEqual(['01:05 (horario de verano) +1 día', 'UTC+11']);
    expect(cells('Santiago, Chile')).toEqual(['11:05 (horario de verano)', `UTC${MINUS}3`]);
    expect(window.location.search).toBe('');
  });

  it('converts what the visitor types and writes it in the address', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('De'), 'madrid');
    await user.selectOptions(screen.getByLabelText('A'), 'ciudad-de-mexico');
    // A time field while it is being typed is '' until whole: the field stays empty, it does not jump back to now.
    fireEvent.change(screen.getByLabelText('Hora'), { target: { value: '' } });
    expect(screen.getByLabelText('Hora')).toHaveValue('');
    expect(result()).toBe('');
    fireEvent.change(screen.getByLabelText('Hora'), { target: { value: '02:00' } });
    expect(result()).toBe(`02:00 Madrid → 19:00 ${MINUS}1 día Ciudad de México`);
    expect(new URLSearchParams(window.location.search).get('de')).toBe('madrid');
    expect(new URLSearchParams(window.location.search).get('a')).toBe('ciudad-de-mexico');
    expect(new URLSearchParams(window.location.search).get('hora')).toBe('02:00');
    expect(new URLSearchParams(window.location.search).get('fecha')).toBe('2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Invertir ciudades' }));
    expect(screen.getByLabelText('De')).toHaveValue('ciudad-de-mexico');
  });

  it('reads the address, and says when a time does not exist', () => {
    window.history.replaceState(null, '', `${PATH}?hora=2:30&fecha=2026-03-29&de=madrid&a=nueva-york&x=1`);
    setup();
    expect(result()).toBe('02:30 Madrid → 21:30 (horario de verano) −1 día Nueva York'.replace('−', MINUS));
    expect(screen.getByText(/no existen ese día en Madrid/)).toBeInTheDocument();
    expect(window.location.search).toBe('?hora=02%3A30&fecha=2026-03-29&de=madrid&a=nueva-york');
  });
});
