import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Converter } from '@/components/converter/converter';
import { converterWording, DEFAULT_WORDING } from '@/lib/content/wording';
import { longitud } from '@/lib/families/longitud/units';
import { preciosAlimentos } from '@/lib/families/precios-alimentos/units';
import { preciosAlimentosContent } from '@/lib/families/precios-alimentos/words';
import { volumen } from '@/lib/families/volumen/units';
import { volumenContent } from '@/lib/families/volumen/words';
import type { Family } from '@/lib/units/types';

function setup(family: Family = longitud) {
  const user = userEvent.setup();
  render(<Converter family={family} wording={DEFAULT_WORDING} />);
  return {
    user,
    value: screen.getByLabelText('Valor') as HTMLInputElement,
    from: screen.getByLabelText('De') as HTMLSelectElement,
    to: screen.getByLabelText('A') as HTMLSelectElement,
    swap: screen.getByRole('button', { name: 'Invertir unidades' }),
    line: () => document.querySelector('output')?.textContent ?? null,
  };
}

beforeEach(() => window.history.replaceState(null, '', '/convertir-longitud'));

describe('Converter', () => {
  it('starts with 1, metres to feet, and shows 1 m → 3.2808 ft', () => {
    const { value, from, to, line } = setup();
    expect(value.value).toBe('1');
    expect(from.value).toBe('metros');
    expect(to.value).toBe('pies');
    expect(line()).toBe('1 m → 3.2808 ft');
  });

  it('recomputes as the user types', async () => {
    const { user, value, line } = setup();
    await user.clear(value);
    await user.type(value, '10');
    // 10 / 0.3048 = 32.80839895… → 32.8084
    expect(line()).toBe('10 m → 32.8084 ft');
  });

  it("reads a decimal comma: '1,5' is 1.5", async () => {
    const { user, value, line } = setup();
    await user.clear(value);
    await user.type(value, '1,5');
    // 1.5 / 0.3048 = 4.92125984… → 4.9213
    expect(line()).toBe('1.5 m → 4.9213 ft');
  });

  it("shows a hint and no result for 'abc'", async () => {
    const { user, value, line } = setup();
    await user.clear(value);
    await user.type(value, 'abc');
    expect(line()).toBeNull();
    expect(screen.getByText('Introduce un número válido')).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('hides the result box, with no hint, for an empty value', async () => {
    const { user, value, line } = setup();
    await user.clear(value);
    expect(line()).toBeNull();
    expect(screen.queryByText('Introduce un número válido')).toBeNull();
  });

  it('clears the target when the source changes (D11) and never offers the source as a target', async () => {
    const { user, from, to, line, swap } = setup();
    await user.selectOptions(from, 'pulgadas');
    expect(to.value).toBe('');
    expect(line()).toBeNull();
    expect(swap).toBeDisabled();
    expect(within(to).queryByRole('option', { name: 'Pulgadas (in)' })).toBeNull();
    const offered = within(to)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value') ?? '');
    // The empty choice, then every unit but the source once; the brief's units keep their order (D24).
    expect(offered[0]).toBe('');
    expect([...offered.slice(1)].sort()).toEqual(
      Object.keys(longitud.units)
        .filter((key) => key !== 'pulgadas')
        .sort(),
    );
    const brief = ['metros', 'centimetros', 'kilometros', 'pies', 'millas'];
    expect(offered.filter((key) => brief.includes(key))).toEqual(brief);
    await user.selectOptions(to, 'centimetros');
    expect(line()).toBe('1 in → 2.54 cm');
  });

  it('swaps source and target', async () => {
    const { user, from, to, swap, line } = setup();
    await user.click(swap);
    expect(from.value).toBe('pies');
    expect(to.value).toBe('metros');
    expect(line()).toBe('1 ft → 0.3048 m');
  });

  it('makes a unit the target from the equivalences table', async () => {
    const { user, to, line } = setup();
    await user.click(screen.getByRole('button', { name: 'Millas (mi)' }));
    expect(to.value).toBe('millas');
    // 1 / 1609.344 = 0.000621371…: 4 decimals would leave one digit, so 4 significant digits (D8)
    expect(line()).toBe('1 m → 0.0006214 mi');
  });

  it('mirrors the state in the address after a change', async () => {
    const { user, value, from } = setup();
    expect(window.location.search).toBe('');
    await user.clear(value);
    await user.type(value, '2,5');
    expect(window.location.search).toBe('?valor=2%2C5&de=metros&a=pies');
    await user.selectOptions(from, 'millas');
    expect(window.location.search).toBe('?valor=2%2C5&de=millas');
  });

  it('starts in the state the address carries, ignoring unknown keys and units', async () => {
    window.history.replaceState(null, '', '/convertir-longitud?valor=3&de=pies&a=pulgadas&x=1');
    const { value, from, to, line } = setup();
    await act(async () => {});
    expect(value.value).toBe('3');
    expect(from.value).toBe('pies');
    expect(to.value).toBe('pulgadas');
    expect(line()).toBe('3 ft → 36 in');
  });

  it('falls back to the defaults for unknown units in the address', async () => {
    window.history.replaceState(null, '', '/convertir-longitud?de=codos&a=metros');
    const { from, to } = setup();
    await act(async () => {});
    expect(from.value).toBe('metros');
    // a target equal to the source is dropped
    expect(to.value).toBe('');
  });

  it('copies the result and says so', async () => {
    const { user } = setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copiar resultado' }));
    expect(writeText).toHaveBeenCalledWith('3.2808');
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
  });
});

describe('Converter in a page’s own words (issue 11: wording lives in the content module)', () => {
  it('labels the price page’s field «Precio» with its own placeholder and options «Precio por …»', () => {
    window.history.replaceState(null, '', '/convertir-precios-alimentos');
    render(<Converter family={preciosAlimentos} wording={converterWording(preciosAlimentosContent)} />);
    const field = screen.getByLabelText('Precio') as HTMLInputElement;
    expect(field.placeholder).toBe('Escribe el precio');
    const from = screen.getByLabelText('De') as HTMLSelectElement;
    expect(from.selectedOptions[0]?.textContent).toBe('Precio por kilogramo (/kg)');
  });

  it('keeps the volume page’s «Seleccionar» option with a unit chosen (D12), where length offers none', () => {
    window.history.replaceState(null, '', '/convertir-volumen');
    const { unmount } = render(<Converter family={volumen} wording={converterWording(volumenContent)} />);
    const first = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).options[0]?.textContent;
    expect(first('De')).toBe('Seleccionar');
    expect(first('A')).toBe('Seleccionar');
    unmount();
    window.history.replaceState(null, '', '/convertir-longitud');
    render(<Converter family={longitud} wording={DEFAULT_WORDING} />);
    expect(first('De')).toBe('Metros (m)');
    expect((screen.getByLabelText('Valor') as HTMLInputElement).placeholder).toBe('Escribe un valor');
  });
});
