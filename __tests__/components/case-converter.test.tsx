import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseConverter } from '@/components/text-case/case-converter';

function setup() {
  const user = userEvent.setup();
  render(<CaseConverter />);
  return {
    user,
    text: screen.getByLabelText('Texto') as HTMLTextAreaElement,
    result: screen.getByLabelText('Resultado') as HTMLTextAreaElement,
    upper: screen.getByRole('button', { name: 'Convertir a mayúsculas' }),
    lower: screen.getByRole('button', { name: 'Convertir a minúsculas' }),
  };
}

describe('CaseConverter', () => {
  it('shows a 5-row text box with its placeholder, the two buttons and an empty read-only result', () => {
    const { text, result } = setup();
    expect(text).toHaveAttribute('rows', '5');
    expect(text).toHaveAttribute('placeholder', 'Escribe o pega aquí tu texto…');
    expect(result).toHaveAttribute('readonly');
    expect(result.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Copiar' })).toBeNull();
  });

  it('sets the result only when a button is pressed, not while typing', async () => {
    const { user, text, result, upper, lower } = setup();
    await user.type(text, 'El pingüino de Ñuñoa comió piña');
    expect(result.value).toBe('');
    await user.click(upper);
    expect(result.value).toBe('EL PINGÜINO DE ÑUÑOA COMIÓ PIÑA');
    expect(screen.getByRole('status')).toHaveTextContent('Texto convertido a mayúsculas.');
    // Typing again leaves the last result alone until the next press.
    await user.type(text, ' Y ÁRBOL');
    expect(result.value).toBe('EL PINGÜINO DE ÑUÑOA COMIÓ PIÑA');
    await user.click(lower);
    expect(result.value).toBe('el pingüino de ñuñoa comió piña y árbol');
    expect(screen.getByRole('status')).toHaveTextContent('Texto convertido a minúsculas.');
  });

  it('answers an empty text with a hint and no result, and drops the hint when the user types', async () => {
    const { user, text, result, upper } = setup();
    await user.click(upper);
    expect(screen.getByText('Escribe o pega un texto para convertirlo.')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(result.value).toBe('');
    await user.type(text, 'a');
    expect(screen.queryByText('Escribe o pega un texto para convertirlo.')).toBeNull();
    expect(text).not.toHaveAttribute('aria-invalid');
  });

  it("copies the result: 'Copiar' becomes 'Copiado' for 2 seconds", async () => {
    const { user, text, upper } = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(text, 'año');
    await user.click(upper);
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
      expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith('AÑO');
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.getByRole('button', { name: 'Copiado' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('converts a pasted text of 100 000 characters', async () => {
    const { text, result, upper } = setup();
    const long = 'ñandú '.repeat(100_000 / 6 + 1).slice(0, 100_000);
    fireEvent.input(text, { target: { value: long } });
    fireEvent.click(upper);
    expect(result.value).toHaveLength(100_000);
    expect(result.value.startsWith('ÑANDÚ ÑANDÚ')).toBe(true);
  });
});
