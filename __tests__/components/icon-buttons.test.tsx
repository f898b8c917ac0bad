import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Converter } from '@/components/converter/converter';
import { DropdownMenu } from '@/components/layout/dropdown-menu';
import type { MenuLink } from '@/components/layout/menu-link';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { DEFAULT_WORDING } from '@/lib/content/wording';
import { longitud } from '@/lib/families/longitud/units';

// The buttons' icons are inline SVG, not text glyphs: a glyph depends on the visitor's fonts, and each one
// sent the browser's first layout looking for a font that has it (~15 ms of it on the test machine).
const GLYPH_ICONS = /[▾☰✕⇄]/;

function expectDrawnIcon(button: HTMLElement) {
  expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  expect(button.textContent ?? '').not.toMatch(GLYPH_ICONS);
}

const links: MenuLink[] = [{ path: '/convertir-longitud', label: 'Longitud', icon: '📏' }];

describe('icon buttons', () => {
  it('the burger shows three drawn lines while closed and a drawn cross while open, named for screen readers', async () => {
    const user = userEvent.setup();
    render(<MobileMenu groups={[{ title: 'Convertir', links }]} />);
    const burger = screen.getByRole('button', { name: 'Abrir menú' });
    expectDrawnIcon(burger);
    expect(burger.querySelectorAll('svg path')[0]?.getAttribute('d')).toBe('M4 6h16M4 12h16M4 18h16');
    await user.click(burger);
    const close = screen.getByRole('button', { name: 'Cerrar menú' });
    expectDrawnIcon(close);
    expect(close.querySelector('svg path')?.getAttribute('d')).toBe('M6 6l12 12M18 6 6 18');
  });

  it('a header menu button reads its name only, with a drawn chevron', () => {
    render(<DropdownMenu label="Convertir" links={links} />);
    const button = screen.getByRole('button', { name: 'Convertir' });
    expectDrawnIcon(button);
    expect(button.textContent?.trim()).toBe('Convertir');
  });

  it("the converter's swap button is drawn and keeps its name", () => {
    render(<Converter family={longitud} wording={DEFAULT_WORDING} />);
    expectDrawnIcon(screen.getByRole('button', { name: 'Invertir unidades' }));
  });
});
