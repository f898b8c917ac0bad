import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberConverter } from '@/components/converter/number-converter';

function setup() {
  const user = userEvent.setup();
  render(<NumberConverter />);
  return {
    user,
    value: screen.getByLabelText('Valor') as HTMLInputElement,
    from: screen.getByLabelText('De') as HTMLSelectElement,
    to: screen.getByLabelText('A') as HTMLSelectElement,
    swap: screen.getByRole('button', { name: 'Invertir unidades' }),
    base: () => screen.queryByLabelText('Base') as HTMLInputElement | null,
    alert: () => screen.getByRole('alert'),
    line: () => document.querySelector('output')?.textContent ?? null,
  };
}

const equivalence = (label: string) => {
  const table = screen.getByRole('table');
  const row = within(table).getByRole('button', { name: label }).closest('tr');
  return row?.querySelector('td')?.textContent ?? null;
};

beforeEach(() => window.history.replaceState(null, '', '/convertir-numeros'));

describe('NumberConverter', () => {
  it('starts on decimal → binario with an empty value, no result and no error', () => {
    const { value, from, to, base, alert, line } = setup();
    expect(value.value).toBe('');
    expect(value).toHaveAttribute('placeholder', 'Escribe un valor');
    expect(value).toHaveAttribute('type', 'text');
    expect(value).toHaveAttribute('autocapitalize', 'characters');
    expect(value).toHaveAttribute('spellcheck', 'false');
    expect(from.value).toBe('decimal');
    expect(to.value).toBe('binario');
    expect(line()).toBeNull();
    expect(alert()).toBeEmptyDOMElement();
    expect(base()).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it("labels the options 'Name (base n)' and never offers the source as a target", () => {
    const { from, to } = setup();
    expect(
      within(from)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Binario (base 2)',
      'Octal (base 8)',
      'Decimal (base 10)',
      'Hexadecimal (base 16)',
      'Base personalizada (2-36)',
    ]);
    expect(
      within(to)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['binario', 'octal', 'hexadecimal', 'base']);
  });

  it("upper-cases 'ff' as typed and converts it from hexadecimal", async () => {
    const { user, value, from, line } = setup();
    await user.selectOptions(from, 'hexadecimal');
    await user.type(value, 'ff');
    expect(value.value).toBe('FF');
    expect(line()).toBe('FF (base 16) → 11111111 (base 2)');
    expect(equivalence('Decimal (base 10)')).toBe('255');
    expect(equivalence('Binario (base 2)')).toBe('11111111');
    expect(equivalence('Octal (base 8)')).toBe('377');
    expect(equivalence('Base personalizada (base 36)')).toBe('73');
  });

  it('keeps the caret in place when a letter is typed in the middle', async () => {
    const { user, value, from } = setup();
    await user.selectOptions(from, 'hexadecimal');
    await user.type(value, 'AC');
    await user.type(value, 'bd', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(value.value).toBe('ABDC');
  });

  it("shows 'Entrada inválida para base 2' in an alert for '2' in binary, and clears it when fixed", async () => {
    const { user, value, from, alert, line } = setup();
    await user.selectOptions(from, 'binario');
    await user.type(value, '12');
    expect(alert()).toHaveTextContent('Entrada inválida para base 2');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(line()).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await user.type(value, '{Backspace}');
    expect(alert()).toBeEmptyDOMElement();
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(line()).toBe('1 (base 2) → 1 (base 10)');
  });

  it('keeps the target when the source changes, and trades places when the source becomes the target', async () => {
    const { user, from, to } = setup();
    await user.selectOptions(from, 'octal');
    expect(to.value).toBe('binario');
    await user.selectOptions(from, 'binario');
    expect(from.value).toBe('binario');
    expect(to.value).toBe('octal');
  });

  it("shows the 'Base' field for 'Base personalizada' and uses its value", async () => {
    const { user, value, to, base, line } = setup();
    await user.selectOptions(to, 'base');
    const field = base();
    expect(field).not.toBeNull();
    if (!field) return;
    expect(field).toHaveAttribute('type', 'number');
    expect(field).toHaveAttribute('min', '2');
    expect(field).toHaveAttribute('max', '36');
    expect(field).toHaveAttribute('placeholder', 'Base (2-36)');
    expect(field.value).toBe('36');
    await user.type(value, '35');
    expect(line()).toBe('35 (base 10) → Z (base 36)');
    await user.clear(field);
    await user.type(field, '3');
    // 35 = 1·27 + 0·9 + 2·3 + 2
    expect(line()).toBe('35 (base 10) → 1022 (base 3)');
    await user.selectOptions(to, 'octal');
    expect(base()).toBeNull();
  });

  it('asks for a whole base from 2 to 36', async () => {
    const { user, value, from, base, alert, line } = setup();
    await user.selectOptions(from, 'base');
    await user.type(value, '10');
    const field = base();
    if (!field) throw new Error('no base field');
    await user.clear(field);
    await user.type(field, '40');
    expect(alert()).toHaveTextContent('La base debe ser un número entero entre 2 y 36');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(line()).toBeNull();
    await user.clear(field);
    await user.type(field, '16');
    expect(alert()).toBeEmptyDOMElement();
    expect(line()).toBe('10 (base 16) → 10000 (base 2)');
  });

  it('swaps the bases and moves the result into the value', async () => {
    const { user, value, from, to, swap, line } = setup();
    await user.type(value, '255');
    await user.click(swap);
    expect(from.value).toBe('binario');
    expect(to.value).toBe('decimal');
    expect(value.value).toBe('11111111');
    expect(line()).toBe('11111111 (base 2) → 255 (base 10)');
  });

  it('swaps only the bases when there is no result', async () => {
    const { user, value, from, to, swap } = setup();
    await user.click(swap);
    expect(from.value).toBe('binario');
    expect(to.value).toBe('decimal');
    expect(value.value).toBe('');
  });

  it('makes a base the target from the equivalences table', async () => {
    const { user, value, to, line } = setup();
    await user.type(value, '255');
    await user.click(screen.getByRole('button', { name: 'Hexadecimal (base 16)' }));
    expect(to.value).toBe('hexadecimal');
    expect(line()).toBe('255 (base 10) → FF (base 16)');
  });

  it('mirrors the state in the address after a change', async () => {
    const { user, value, from } = setup();
    await user.selectOptions(from, 'hexadecimal');
    expect(window.location.search).toBe('?de=hexadecimal&a=binario&base=36');
    await user.type(value, 'ff');
    expect(window.location.search).toBe('?valor=FF&de=hexadecimal&a=binario&base=36');
  });

  it('starts in the state the address carries, ignoring unknown keys', async () => {
    window.history.replaceState(null, '', '/convertir-numeros?valor=z&de=base&a=decimal&base=36&x=1');
    const { value, from, to, base, line } = setup();
    await act(async () => {});
    expect(value.value).toBe('Z');
    expect(from.value).toBe('base');
    expect(to.value).toBe('decimal');
    expect(base()?.value).toBe('36');
    expect(line()).toBe('Z (base 36) → 35 (base 10)');
  });

  it('falls back to the defaults for invalid values in the address', async () => {
    window.history.replaceState(null, '', '/convertir-numeros?valor=101&de=romano&a=duodecimal&base=99');
    const { value, from, to, line } = setup();
    await act(async () => {});
    expect(value.value).toBe('101');
    expect(from.value).toBe('decimal');
    expect(to.value).toBe('binario');
    expect(line()).toBe('101 (base 10) → 1100101 (base 2)');
  });

  it('copies the result', async () => {
    const { user, value } = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(value, '10');
    await user.click(screen.getByRole('button', { name: 'Copiar resultado' }));
    expect(writeText).toHaveBeenCalledWith('1010');
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
  });
});
