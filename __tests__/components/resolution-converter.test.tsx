import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResolutionConverter } from '@/components/converter/resolution-converter';
import { converterWording } from '@/lib/content/wording';
import { pixelesContent } from '@/lib/families/pixeles/words';

function setup() {
  window.history.replaceState(null, '', '/convertir-pixeles');
  const user = userEvent.setup();
  render(<ResolutionConverter wording={converterWording(pixelesContent)} />);
  return {
    user,
    ppp: screen.getByLabelText('Resolución (ppp)') as HTMLInputElement,
    font: screen.getByLabelText('Tamaño de la fuente base (px), para em y rem') as HTMLInputElement,
  };
}

describe('the pixel converter’s resolution and font size (D30)', () => {
  it('opens on 16 px → 12 pt at 96 ppp: 16 × 72 ÷ 96 = 12', () => {
    const { ppp, font } = setup();
    expect(ppp.value).toBe('96');
    expect(font.value).toBe('16');
    expect(screen.getByText('16 px → 12 pt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '96 ppp' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('makes a pixel a point at 72 ppp, and a third of one at 300 ppp: 16 × 72 ÷ 300 = 3.84', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '72 ppp' }));
    expect(screen.getByText('16 px → 16 pt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '300 ppp' }));
    expect(screen.getByText('16 px → 3.84 pt')).toBeInTheDocument();
  });

  it('prints 3000 px at 300 ppp 25.4 cm wide', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '300 ppp' }));
    const value = screen.getByLabelText('Valor');
    await user.clear(value);
    await user.type(value, '3000');
    await user.selectOptions(screen.getByLabelText('A'), 'centimetros');
    expect(screen.getByText('3000 px → 25.4 cm')).toBeInTheDocument();
  });

  it('takes em from the base font size: 2 em at 20 px = 40 px = 30 pt at 96 ppp', async () => {
    const { user, font } = setup();
    await user.clear(font);
    await user.type(font, '20');
    await user.selectOptions(screen.getByLabelText('De'), 'em');
    const value = screen.getByLabelText('Valor');
    await user.clear(value);
    await user.type(value, '2');
    await user.selectOptions(screen.getByLabelText('A'), 'puntos');
    expect(screen.getByText('2 em → 30 pt')).toBeInTheDocument();
  });

  it('refuses a resolution of zero with a hint', async () => {
    const { user, ppp } = setup();
    await user.clear(ppp);
    await user.type(ppp, '0');
    expect(screen.getByText('La resolución tiene que ser mayor que cero')).toBeInTheDocument();
  });
});

describe('the pixel converter’s settings in the address (D9, D30)', () => {
  const open = (search: string) => {
    window.history.replaceState(null, '', `/convertir-pixeles${search}`);
    render(<ResolutionConverter wording={converterWording(pixelesContent)} />);
    return {
      ppp: screen.getByLabelText('Resolución (ppp)') as HTMLInputElement,
      font: screen.getByLabelText('Tamaño de la fuente base (px), para em y rem') as HTMLInputElement,
    };
  };

  it('writes a changed resolution and base font size, and drops them when back to 96 ppp and 16 px', async () => {
    const { user, font } = setup();
    await user.click(screen.getByRole('button', { name: '300 ppp' }));
    expect(window.location.search).toBe('?valor=16&de=pixeles&a=puntos&ppp=300');
    await user.clear(font);
    await user.type(font, '18');
    expect(window.location.search).toBe('?valor=16&de=pixeles&a=puntos&ppp=300&base=18');
    await user.click(screen.getByRole('button', { name: '96 ppp' }));
    await user.clear(font);
    await user.type(font, '16');
    expect(window.location.search).toBe('?valor=16&de=pixeles&a=puntos');
  });

  it('opens on the settings of the address: 3000 px at 300 ppp print 25.4 cm wide (3000 ÷ 300 × 2.54)', () => {
    const { ppp, font } = open('?valor=3000&de=pixeles&a=centimetros&ppp=300&base=18');
    expect(ppp.value).toBe('300');
    expect(font.value).toBe('18');
    expect(screen.getByRole('button', { name: '300 ppp' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3000 px → 25.4 cm')).toBeInTheDocument();
  });

  it('reads em at the base font size of the address: 2 em at 18 px = 36 px = 27 pt at 96 ppp (36 × 72 ÷ 96)', () => {
    open('?valor=2&de=em&a=puntos&base=18');
    expect(screen.getByText('2 em → 27 pt')).toBeInTheDocument();
  });

  it('ignores settings that are not numbers above zero, shows no NaN and cleans the address', () => {
    const { ppp, font } = open('?valor=16&de=pixeles&a=puntos&ppp=abc&base=-3');
    expect(ppp.value).toBe('96');
    expect(font.value).toBe('16');
    expect(screen.getByText('16 px → 12 pt')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    expect(window.location.search).toBe('?valor=16&de=pixeles&a=puntos');
  });
});
