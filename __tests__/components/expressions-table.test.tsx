import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpressionsTable } from '@/components/expressions/expressions-table';
import { COUNTRIES, EXPRESSIONS } from '@/lib/content/expressions';

const PATH = '/expresiones-comunes-en-los-paises-latinoamericanos';

function setup() {
  const user = userEvent.setup();
  render(<ExpressionsTable countries={COUNTRIES} expressions={EXPRESSIONS} />);
  const filters = screen.getByRole('group', { name: 'Filtrar por país:' });
  return { user, filters, button: (name: string) => within(filters).getByRole('button', { name }) };
}

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('ExpressionsTable', () => {
  it("starts on 'Todos' with the full table: ten meanings × eight countries", () => {
    const { filters, button } = setup();
    expect(within(filters).getAllByRole('button')).toHaveLength(9);
    expect(button('Todos')).toHaveAttribute('aria-pressed', 'true');
    expect(button('México')).toHaveAttribute('aria-pressed', 'false');
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toHaveLength(9);
    expect(headers[0]).toBe('Significado');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    expect(within(table).getAllByRole('cell')).toHaveLength(80);
    const money = within(table).getByRole('rowheader', { name: 'Dinero' }).closest('tr') as HTMLElement;
    expect(within(money).getByText('lana')).toBeInTheDocument();
    expect(within(money).getByText('guita')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('filters to one country, lists meaning → expression, and mirrors it in the address', async () => {
    const { user, button } = setup();
    await user.click(button('Argentina'));
    expect(button('Argentina')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Todos')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Argentina' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term');
    expect(terms).toHaveLength(10);
    expect(terms[0]).toHaveTextContent('Dinero');
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('guita');
    expect(screen.getByText('laburo')).toBeInTheDocument();
    expect(screen.queryByText('lana')).toBeNull();
    expect(window.location.search).toBe('?pais=ar');

    await user.click(button('Todos'));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it("marks the United States column as 'español de Estados Unidos'", async () => {
    const { user, button } = setup();
    await user.click(button('Estados Unidos'));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Estados Unidos (español de Estados Unidos)');
  });

  it('starts on the country the address carries', async () => {
    window.history.replaceState(null, '', `${PATH}?pais=pe`);
    const { button } = setup();
    await act(async () => {});
    expect(button('Perú')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('chibolo')).toBeInTheDocument();
  });

  it.each(['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', 'xx', 'constructor'])(
    'ignores the hostile or unknown value %j, never renders it, and cleans the address',
    async (value) => {
      window.history.replaceState(null, '', `${PATH}?pais=${encodeURIComponent(value)}`);
      const { button } = setup();
      await act(async () => {});
      expect(button('Todos')).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('table')).toBeInTheDocument();
      expect(document.querySelector('img, script')).toBeNull();
      expect(document.body.innerHTML).not.toContain('onerror');
      expect(document.body.textContent).not.toContain(value);
      expect(window.location.search).toBe('');
    },
  );
});
