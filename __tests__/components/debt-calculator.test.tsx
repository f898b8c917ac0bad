import { TextDecoder } from 'node:util';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DebtCalculator } from '@/components/debt/debt-calculator';

function setup() {
  const user = userEvent.setup();
  render(<DebtCalculator />);
  return {
    user,
    amount: screen.getByLabelText('Monto del préstamo') as HTMLInputElement,
    rate: screen.getByLabelText('Tasa de interés anual (%)') as HTMLInputElement,
    period: screen.getByLabelText('Periodo de pago') as HTMLSelectElement,
    term: screen.getByLabelText('Plazo (meses)') as HTMLInputElement,
  };
}

/** The value next to a label in the results (<dt>label</dt><dd>value</dd>). */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;

const bodyRows = () => {
  const table = within(screen.getByRole('region', { name: 'Tabla de amortización' })).getByRole('table');
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
};

beforeEach(() => window.history.replaceState(null, '', '/calculadora-de-deuda-e-interes'));

describe('DebtCalculator', () => {
  it('starts with 1000, 12 %, monthly, 12 months: 88.85 a month, 1066.19 in all', () => {
    const { amount, rate, period, term } = setup();
    expect([amount.value, rate.value, period.value, term.value]).toEqual(['1000', '12', 'mensual', '12']);
    expect(figure('Pago mensual')).toBe('$88.85');
    expect(figure('Total a pagar')).toBe('$1066.19');
    expect(figure('Total de intereses')).toBe('$66.19');
    expect(figure('Número de pagos')).toBe('12 pagos mensuales');
    expect(screen.getByText(/El último pago es de \$88\.84/)).toBeInTheDocument();
  });

  it('shows the amortization table with Spanish headers, ending at $0.00, and its totals', () => {
    setup();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Periodo', 'Saldo inicial', 'Pago', 'Interés', 'Capital', 'Saldo final']);
    const rows = bodyRows();
    expect(rows).toHaveLength(12);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$1000.00', '$88.85', '$10.00', '$78.85', '$921.15']);
    expect(
      within(rows[11] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$87.96', '$88.84', '$0.88', '$87.96', '$0.00']);
  });

  it('draws the balance chart as an image with a summary', () => {
    setup();
    const chart = screen.getByRole('img', { name: /Saldo pendiente/ });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('empieza en $1000.00 y llega a $0.00 después de 12 pagos mensuales'),
    );
  });

  it('recalculates on every change of the amount', async () => {
    const { user, amount } = setup();
    await user.clear(amount);
    await user.type(amount, '2000');
    // 2 × 88.8488 = 177.6976 → 177.70
    expect(figure('Pago mensual')).toBe('$177.70');
  });

  it('changes the payment period: weekly gives 52 payments of 20.43', async () => {
    const { user, period } = setup();
    await user.selectOptions(period, 'semanal');
    expect(figure('Pago semanal')).toBe('$20.43');
    expect(figure('Número de pagos')).toBe('52 pagos semanales');
    expect(bodyRows()).toHaveLength(52);
  });

  it("a zero rate and a decimal comma: '1200,00' at 0 % → 100.00 each, no interest", async () => {
    const { user, amount, rate } = setup();
    await user.clear(amount);
    await user.type(amount, '1200,00');
    await user.clear(rate);
    await user.type(rate, '0');
    expect(figure('Pago mensual')).toBe('$100.00');
    expect(figure('Total de intereses')).toBe('$0.00');
  });

  it('shows a Spanish hint, never NaN, for bad input', async () => {
    const { user, amount, term } = setup();
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(screen.getByText('Introduce un número válido, por ejemplo 1500 o 12,5')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    await user.clear(amount);
    expect(screen.getByText('Escribe el monto del préstamo')).toBeInTheDocument();
    await user.type(amount, '-5');
    expect(screen.getByText('El monto debe ser mayor que cero')).toBeInTheDocument();
    await user.clear(term);
    await user.type(term, '0');
    expect(screen.getByText('El plazo debe ser de al menos 1 mes')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('steps the amount by 100 with the arrow keys, never below 0', async () => {
    const { user, amount } = setup();
    amount.focus();
    await user.keyboard('{ArrowUp}');
    expect(amount.value).toBe('1100');
    await user.clear(amount);
    await user.type(amount, '50{ArrowDown}');
    expect(amount.value).toBe('0');
  });

  it('renders the first 60 rows of a long table and all of them on request', async () => {
    const { user, term } = setup();
    await user.clear(term);
    await user.type(term, '120');
    expect(bodyRows()).toHaveLength(60);
    await user.click(screen.getByRole('button', { name: 'Mostrar todos los pagos (120)' }));
    expect(bodyRows()).toHaveLength(120);
  });

  it('past 400 rows, showing all renders only the rows in view and follows the scroll', async () => {
    const { user, period, term } = setup();
    await user.selectOptions(period, 'diario');
    await user.clear(term);
    await user.type(term, '24');
    await user.click(screen.getByRole('button', { name: 'Mostrar todos los pagos (730)' }));
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '732');
    const shown = bodyRows().length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(730);
    const box = screen.getByRole('region', { name: 'Tabla de amortización' });
    box.scrollTop = 730 * 37;
    fireEvent.scroll(box);
    const last = bodyRows().at(-1) as HTMLElement;
    expect(within(last).getByRole('rowheader')).toHaveTextContent('730');
    expect(within(last).getAllByRole('cell').at(-1)).toHaveTextContent('$0.00');
  });

  it("downloads the whole table as 'amortizacion.csv' with a BOM and a Spanish header", async () => {
    const { user } = setup();
    let blob: Blob | undefined;
    const createObjectURL = jest.fn((value: Blob) => {
      blob = value;
      return 'blob:tabla';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
      expect(clicked).toHaveLength(1);
      expect(clicked[0]?.download).toBe('amortizacion.csv');
      expect(clicked[0]?.href).toBe('blob:tabla');
      const bytes = await new Promise<Uint8Array>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(blob as Blob);
      });
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
      expect(text[0]).toBe('Periodo,Saldo inicial,Pago,Interés,Capital,Saldo final');
      expect(text[12]).toBe('12,87.96,88.84,0.88,87.96,0.00');
    } finally {
      click.mockRestore();
    }
  });

  it('starts from the state in the address and mirrors changes into it', async () => {
    window.history.replaceState(null, '', '/calculadora-de-deuda-e-interes?monto=2000&periodo=semanal');
    const { user, term } = setup();
    expect(await screen.findByText('Pago semanal', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Pago semanal')).toBe('$40.86');
    await user.clear(term);
    await user.type(term, '24');
    const query = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(query)).toEqual({ monto: '2000', tasa: '12', periodo: 'semanal', plazo: '24' });
  });
});
