import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoffeeMeter } from '@/components/meters/coffee-meter';
import { SlipperMeter } from '@/components/meters/slipper-meter';
import { coffeeMeter, slipperMeter } from '@/lib/content/meters';

/** The figure a user reads under a label of the figures list: the first line of the term's definition. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.firstElementChild?.textContent ?? '';
}

/** The levels marked as reached, by the text screen readers get. */
function reachedLevels(heading: string): string[] {
  const list = within(screen.getByRole('region', { name: heading })).getAllByRole('listitem');
  return (
    list
      .filter((item) => /\(alcanzado/.test(item.textContent ?? ''))
      // A level's value opens its line.
      .map((item) => item.firstElementChild?.textContent ?? '')
  );
}

describe('CoffeeMeter', () => {
  function setup() {
    const user = userEvent.setup();
    render(<CoffeeMeter meter={coffeeMeter} />);
    return { user, slider: screen.getByLabelText('¿Cuántas tazas de café has tomado hoy?') as HTMLInputElement };
  }

  it('starts at 2 cups with their figures, description and reached levels', () => {
    const { slider } = setup();
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider.value).toBe('2');
    expect(slider).toHaveAttribute('aria-valuetext', '2 tazas');
    expect(figure('Cafeína')).toBe('190 mg');
    expect(figure('Aumento del ritmo cardiaco')).toBe('+6 lpm');
    expect(figure('Siesta pendiente')).toBe('30 min');
    expect(screen.getByText('Persona funcional.', { selector: 'strong' })).toBeInTheDocument();
    expect(reachedLevels('Escala cafetera')).toEqual(['0 tazas', '1 taza', '2 tazas']);
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('(alcanzado, nivel actual)');
  });

  it('ArrowRight raises the value by one cup and updates figures and highlights', async () => {
    const { user, slider } = setup();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider.value).toBe('3');
    expect(slider).toHaveAttribute('aria-valuetext', '3 tazas');
    expect(figure('Cafeína')).toBe('285 mg');
    expect(figure('Aumento del ritmo cardiaco')).toBe('+9 lpm');
    expect(figure('Siesta pendiente')).toBe('45 min');
    expect(reachedLevels('Escala cafetera')).toEqual(['0 tazas', '1 taza', '2 tazas', '3 tazas']);
  });

  it("ArrowLeft to 1 cup reads '1 taza'; Home goes to 0 and End to 8", async () => {
    const { user, slider } = setup();
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', '1 taza');
    await user.keyboard('{Home}');
    expect(slider.value).toBe('0');
    expect(slider).toHaveAttribute('aria-valuetext', '0 tazas');
    expect(figure('Aumento del ritmo cardiaco')).toBe('0 lpm');
    expect(reachedLevels('Escala cafetera')).toEqual(['0 tazas']);
    await user.keyboard('{ArrowLeft}');
    expect(slider.value).toBe('0');
    await user.keyboard('{End}');
    expect(slider.value).toBe('8');
    expect(figure('Cafeína')).toBe('760 mg');
    expect(figure('Siesta pendiente')).toBe('2 h');
    expect(reachedLevels('Escala cafetera')).toHaveLength(9);
    await user.keyboard('{ArrowRight}');
    expect(slider.value).toBe('8');
  });

  it('follows a drag or a tap on the track (the change event)', () => {
    const { slider } = setup();
    fireEvent.change(slider, { target: { value: '6' } });
    expect(slider).toHaveAttribute('aria-valuetext', '6 tazas');
    expect(figure('Cafeína')).toBe('570 mg');
    expect(figure('Siesta pendiente')).toBe('1 h 30 min');
  });

  it('mentions the 400 mg reference only above it', async () => {
    const { user, slider } = setup();
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(figure('Cafeína')).toBe('380 mg');
    expect(screen.queryByText(/400 mg diarios/)).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(figure('Cafeína')).toBe('475 mg');
    expect(screen.getByText(/400 mg diarios que la EFSA/)).toBeInTheDocument();
  });
});

describe('SlipperMeter', () => {
  function setup() {
    const user = userEvent.setup();
    render(<SlipperMeter meter={slipperMeter} />);
    return { user, slider: screen.getByLabelText('Velocidad de la chancla (km/h)') as HTMLInputElement };
  }

  it('starts at 20 km/h with its emoji, m/s and the levels up to 20 reached', () => {
    const { slider } = setup();
    expect(slider.value).toBe('20');
    expect(slider).toHaveAttribute('aria-valuetext', '20 km/h');
    expect(figure('En metros por segundo')).toBe('5.6 m/s');
    expect(screen.getByText('👀')).toBeInTheDocument();
    expect(reachedLevels('Escala de la chancla')).toEqual(['0 km/h', '10 km/h', '20 km/h']);
  });

  it('ArrowLeft to 19 km/h changes the emoji and drops the 20 km/h level; ArrowRight brings it back', async () => {
    const { user, slider } = setup();
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuetext', '19 km/h');
    expect(screen.getByText('🩴')).toBeInTheDocument();
    expect(reachedLevels('Escala de la chancla')).toEqual(['0 km/h', '10 km/h']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider.value).toBe('21');
    // 21 ÷ 3.6 = 5.8333… → 5.8
    expect(figure('En metros por segundo')).toBe('5.8 m/s');
    expect(reachedLevels('Escala de la chancla')).toEqual(['0 km/h', '10 km/h', '20 km/h']);
  });

  it('at 0 km/h the slipper never crosses the hallway; PageUp moves a tenth of the range', async () => {
    const { user, slider } = setup();
    slider.focus();
    await user.keyboard('{Home}');
    expect(figure('Tiempo en cruzar un pasillo de 5 m')).toBe('Nunca');
    await user.keyboard('{PageUp}');
    expect(slider.value).toBe('6');
    await user.keyboard('{End}');
    expect(screen.getByText('☄️')).toBeInTheDocument();
    expect(reachedLevels('Escala de la chancla')).toHaveLength(7);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });
});
