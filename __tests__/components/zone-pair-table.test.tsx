import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { TimeZoneConverter } from '@/components/time-zones/time-zone-converter';
import { ZonePairTable } from '@/components/time-zones/zone-pair-table';
import { ZONE_CITIES } from '@/lib/content/cities';

// 10:00 UTC on Sunday 29 March 2026, the day Spain moves to summer time at 01:00 UTC (02:00 → 03:00 in Madrid).
const NOW = new Date('2026-03-29T10:00:00.000Z');
const MINUS = '\u2212';

const city = (id: string) => {
  const found = ZONE_CITIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no city ${id}`);
  return found;
};
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The row of an hour of the first place: its cells' texts. */
const hourRow = (hour: string) => {
  const header = screen.getByText((_, node) => node?.tagName === 'TH' && plain(node.textContent).startsWith(hour));
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));
};

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  window.history.replaceState(null, '', '/convertir-zona-horaria/madrid-a-ciudad-de-mexico');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a pair page’s table of hours (D26, D30)', () => {
  it('is sent by the server with the 24 hours and no answers (D19)', () => {
    const html = renderToString(<ZonePairTable from={city('madrid')} to={city('ciudad-de-mexico')} />);
    expect(html.match(/<tr/g)).toHaveLength(25);
    expect(html).toContain('00:00');
    expect(html).toContain('23:00');
    expect(html.match(/<td><\/td>/g)).toHaveLength(48);
  });

  it('fills in today in the browser, across Madrid’s change to summer time', () => {
    render(<ZonePairTable from={city('madrid')} to={city('ciudad-de-mexico')} />);
    expect(screen.getByText(/hoy, 29 de marzo/)).toBeInTheDocument();
    // 00:00 UTC+1 = 23:00 UTC on the 28th = 17:00 UTC−6 the day before.
    expect(hourRow('00:00')).toEqual([`17:00 ${MINUS}1 día`, `UTC${MINUS}6`]);
    // 02:00 does not exist today in Madrid: read as 03:00 summer time = 01:00 UTC = 19:00 the day before.
    expect(screen.getByText(/^02:00 \(hoy no existe/)).toBeInTheDocument();
    expect(hourRow('02:00')).toEqual([`19:00 ${MINUS}1 día`, `UTC${MINUS}6`]);
    // 15:00 UTC+2 = 13:00 UTC = 07:00 UTC−6.
    expect(hourRow('15:00 (horario de verano)')).toEqual(['07:00', `UTC${MINUS}6`]);
  });

  it('opens the pair page’s converter on its two places, now', () => {
    render(<TimeZoneConverter cities={ZONE_CITIES} preset={{ from: 'santiago', to: 'madrid' }} />);
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByLabelText('De')).toHaveValue('santiago');
    expect(screen.getByLabelText('A')).toHaveValue('madrid');
    // 10:00 UTC is 07:00 in Santiago (UTC−3, summer time) and 12:00 in Madrid (UTC+2).
    expect(screen.getByLabelText('Hora')).toHaveValue('07:00');
    expect(plain(document.querySelector('output')?.textContent)).toBe(
      '07:00 (horario de verano) Santiago → 12:00 (horario de verano) Madrid',
    );
    // A plain visit keeps the pair page's clean address.
    expect(window.location.search).toBe('');
  });
});
