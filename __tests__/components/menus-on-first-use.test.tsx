/**
 * Issue 36: the header's menus load on first use (components/layout/menus-on-first-use.tsx). Until then a shell draws
 * the closed button; the first use loads the menu, which starts in the state the visitor asked for.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuLink } from '@/components/layout/menu-link';
import { DropdownMenuOnFirstUse, MobileMenuOnFirstUse } from '@/components/layout/menus-on-first-use';

const links: MenuLink[] = [
  { path: '/convertir-longitud', label: 'Longitud', icon: '📏' },
  { path: '/convertir-peso', label: 'Peso', icon: '⚖️' },
];

describe('DropdownMenuOnFirstUse', () => {
  it('draws the closed button and no list before it is used', () => {
    render(<DropdownMenuOnFirstUse label="Convertir" links={links} />);
    const button = screen.getByRole('button', { name: 'Convertir' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveAttribute('hidden');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens on the first click, keeps focus on its button, and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<DropdownMenuOnFirstUse label="Convertir" links={links} />);
    await user.click(screen.getByRole('button', { name: 'Convertir' }));
    expect(await screen.findByRole('link', { name: /Longitud/ })).toBeVisible();
    const button = screen.getByRole('button', { name: 'Convertir' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens on the first hover and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<DropdownMenuOnFirstUse label="Convertir" links={links} />);
    await user.hover(screen.getByRole('button', { name: 'Convertir' }));
    expect(await screen.findByRole('link', { name: /Peso/ })).toBeVisible();
    // The pointer rests on the loaded menu's button (the shell's is gone), then leaves it.
    const button = screen.getByRole('button', { name: 'Convertir' });
    await user.hover(button);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryAllByRole('link')).toHaveLength(0));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a first focus loads it closed and keeps the focus; the down arrow then goes into the list', async () => {
    const user = userEvent.setup();
    render(<DropdownMenuOnFirstUse label="Convertir" links={links} />);
    await user.tab();
    // The loaded menu replaces the shell's button: focus must be on the new one, the menu still closed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Convertir' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Convertir' })).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: /Longitud/ })).toHaveFocus());
  });

  it('the down arrow as the very first use opens it with focus on the first link', async () => {
    render(<DropdownMenuOnFirstUse label="Convertir" links={links} />);
    const button = screen.getByRole('button', { name: 'Convertir' });
    button.focus();
    // Pressed before the focus has loaded the menu: the shell takes it.
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('link', { name: /Longitud/ })).toHaveFocus());
  });
});

describe('MobileMenuOnFirstUse', () => {
  it('opens on the first tap, named for closing, with its links and focus on its button', async () => {
    const user = userEvent.setup();
    render(<MobileMenuOnFirstUse groups={[{ title: 'Convertir', links }]} />);
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const close = await screen.findByRole('button', { name: 'Cerrar menú' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Peso/ })).toBeVisible();
    await waitFor(() => expect(close).toHaveFocus());
  });
});
