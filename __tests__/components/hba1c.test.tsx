import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hba1cCalculator } from '@/components/glucose/hba1c';

function setup() {
  const user = userEvent.setup();
  render(<Hba1cCalculator />);
  return {
    user,
    value: screen.getByLabelText('HbA1c') as HTMLInputElement,
    unit: screen.getByLabelText('Unidad de la HbA1c') as HTMLSelectElement,
  };
}

describe('the HbA1c calculator (D37)', () => {
  it('opens on 7 %: (7 − 2.152) ÷ 0.09148 = 53.0 mmol/mol, eAG 28.7 × 7 − 46.7 = 154.2 mg/dL ÷ 18.0156 = 8.56 mmol/L', () => {
    const { value, unit } = setup();
    expect(value.value).toBe('7');
    expect(unit.value).toBe('porcentaje');
    expect(screen.getByText('7 % → ≈ 53 mmol/mol (aproximado)')).toBeInTheDocument();
    expect(
      screen.getByText('Glucosa media estimada: 7 % → ≈ 154 mg/dL, o ≈ 8.6 mmol/L (aproximado)'),
    ).toBeInTheDocument();
    // The page's one status is the converter's result (D10).
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('converts 48 mmol/mol: 0.09148 × 48 + 2.152 = 6.54 %, eAG 28.7 × 6.54304 − 46.7 = 141.1 mg/dL = 7.83 mmol/L', async () => {
    const { user, value, unit } = setup();
    await user.selectOptions(unit, 'mmol_mol');
    await user.clear(value);
    await user.type(value, '48');
    expect(screen.getByText('48 mmol/mol → ≈ 6.5 % (aproximado)')).toBeInTheDocument();
    // 141.085248 ÷ 18.0156 = 7.831 → 7.8
    expect(
      screen.getByText('Glucosa media estimada: 48 mmol/mol → ≈ 141 mg/dL, o ≈ 7.8 mmol/L (aproximado)'),
    ).toBeInTheDocument();
  });

  it('reads 6,5 with a comma: (6.5 − 2.152) ÷ 0.09148 = 47.53 → 48 mmol/mol', async () => {
    const { user, value } = setup();
    await user.clear(value);
    await user.type(value, '6,5');
    expect(screen.getByText('6.5 % → ≈ 48 mmol/mol (aproximado)')).toBeInTheDocument();
  });

  it('shows the typed value as typed: 6.55 % → (6.55 − 2.152) ÷ 0.09148 = 48.08 → 48 mmol/mol', async () => {
    const { user, value } = setup();
    await user.clear(value);
    await user.type(value, '6.55');
    expect(screen.getByText('6.55 % → ≈ 48 mmol/mol (aproximado)')).toBeInTheDocument();
  });

  it('refuses an absurd 40 % with a message, no result, and offers mmol/mol', async () => {
    const { user, value, unit } = setup();
    await user.clear(value);
    await user.type(value, '40');
    expect(screen.getByText(/^Una HbA1c de 40 % no es un resultado posible/)).toBeInTheDocument();
    expect(screen.queryByText(/→/)).not.toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Usar mmol/mol (IFCC)' }));
    expect(unit.value).toBe('mmol_mol');
    // 0.09148 × 40 + 2.152 = 5.8112 → 5.8 %
    expect(screen.getByText('40 mmol/mol → ≈ 5.8 % (aproximado)')).toBeInTheDocument();
  });

  it('shows a hint and no NaN for a word, zero or a negative value', async () => {
    const { user, value } = setup();
    await user.clear(value);
    await user.type(value, 'mucho');
    expect(screen.getByText('Introduce un número válido')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '-3');
    expect(screen.getByText('La HbA1c tiene que ser mayor que cero')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    expect(screen.queryByText(/→/)).not.toBeInTheDocument();
  });

  it('cites the published formulas and sends the reader to a doctor', () => {
    setup();
    expect(screen.getByText(/% NGSP = 0\.09148 × mmol\/mol IFCC \+ 2\.152/)).toBeInTheDocument();
    expect(
      screen.getByText(/28\.7 × HbA1c \(%\) − 46\.7.*Nathan y colaboradores, Diabetes Care, 2008/),
    ).toBeInTheDocument();
    expect(screen.getByText(/coméntalos con tu médico/)).toBeInTheDocument();
  });
});
