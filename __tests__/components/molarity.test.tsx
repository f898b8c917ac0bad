/**
 * Issue 34, D37: the molarity calculator under the concentration converter, used as a visitor uses it. Expected lines
 * worked out by hand and written as D8 says (4 decimals, at least 4 significant digits below 1): 9 / 58.44 =
 * 0.154004… → 0.154 mol/L and 154.0041 mmol/L; 0.5 × 180.156 = 90.078 g/L.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Molarity } from '@/components/concentration/molarity';

function setup() {
  const user = userEvent.setup();
  render(<Molarity />);
  return {
    user,
    value: screen.getByLabelText('Concentración') as HTMLInputElement,
    unit: screen.getByLabelText('Unidad de la concentración') as HTMLSelectElement,
    molarMass: screen.getByLabelText('Masa molar (g/mol)') as HTMLInputElement,
  };
}

const lines = () => screen.queryAllByText(/→/).map((element) => element.textContent);

describe('Molarity', () => {
  it('opens on physiological saline: 9 g/L of NaCl at 58.44 g/mol', () => {
    setup();
    expect(lines()).toEqual(['9 g/L → 0.154 mol/L', '9 g/L → 154.0041 mmol/L']);
  });

  it('goes from mol/L to g/L and mg/L with another molar mass', async () => {
    const { user, value, unit, molarMass } = setup();
    await user.selectOptions(unit, 'moles_por_litro');
    await user.clear(value);
    await user.type(value, '0,5');
    await user.clear(molarMass);
    await user.type(molarMass, '180.156');
    expect(lines()).toEqual(['0.5 mol/L → 90.078 g/L', '0.5 mol/L → 90\u202f078 mg/L']);
  });

  it('says what is wrong with a zero molar mass, and shows no result', async () => {
    const { user, molarMass } = setup();
    await user.clear(molarMass);
    await user.type(molarMass, '0');
    expect(screen.getByText('La masa molar tiene que ser un número mayor que cero')).toBeInTheDocument();
    expect(lines()).toEqual([]);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('refuses a negative concentration', async () => {
    const { user, value } = setup();
    await user.clear(value);
    await user.type(value, '-3');
    expect(screen.getByText('La concentración no puede ser negativa')).toBeInTheDocument();
    expect(lines()).toEqual([]);
  });
});
