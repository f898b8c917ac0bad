import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPanel } from '@/components/layout/search-panel';

// jsdom has <dialog> without its methods: these do what a browser does to the attribute that shows it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

// The box in the panel asks for the units when focused; the answer is not what these tests look at.
beforeEach(() => {
  global.fetch = jest.fn(() => new Promise<Response>(() => {}));
});

/**
 * Whether the page left the click to the browser (to follow the link), seen after every handler has run; the
 * default is then prevented here, since jsdom cannot navigate.
 */
function watchClicks() {
  const followed: boolean[] = [];
  const watch = (event: MouseEvent) => {
    followed.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', watch);
  return { followed, stop: () => window.removeEventListener('click', watch) };
}

describe('SearchPanel (the header’s Buscar, issue 20)', () => {
  it('is a link to the finder, named Buscar', () => {
    render(<SearchPanel />);
    const buscar = screen.getByRole('link', { name: 'Buscar' });
    expect(buscar).toHaveAttribute('href', '/buscar-convertidor');
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
  });

  it('opens the dialog on a plain click, with the box focused, instead of following the link', async () => {
    const user = userEvent.setup();
    render(<SearchPanel />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const clicks = watchClicks();
    await user.click(screen.getByRole('link', { name: 'Buscar' }));
    clicks.stop();
    expect(clicks.followed).toEqual([false]);
    const dialog = screen.getByRole('dialog', { name: 'Buscar o convertir' });
    expect(dialog).toBeVisible();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Conversión rápida' })).toHaveFocus());
  });

  it('opens the dialog on Enter, as a link does a click', async () => {
    const user = userEvent.setup();
    render(<SearchPanel />);
    const clicks = watchClicks();
    screen.getByRole('link', { name: 'Buscar' }).focus();
    await user.keyboard('{Enter}');
    clicks.stop();
    expect(clicks.followed).toEqual([false]);
    expect(screen.getByRole('dialog', { name: 'Buscar o convertir' })).toBeVisible();
  });

  it.each(['Control', 'Meta', 'Shift'])('leaves a %s-click to the browser, which follows the link', async (key) => {
    const user = userEvent.setup();
    render(<SearchPanel />);
    const clicks = watchClicks();
    await user.keyboard(`{${key}>}`);
    await user.click(screen.getByRole('link', { name: 'Buscar' }));
    await user.keyboard(`{/${key}}`);
    clicks.stop();
    expect(clicks.followed).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a middle click to the browser', async () => {
    const user = userEvent.setup();
    render(<SearchPanel />);
    const clicks = watchClicks();
    await user.pointer({ keys: '[MouseMiddle]', target: screen.getByRole('link', { name: 'Buscar' }) });
    // Browsers send a middle click as auxclick; some older ones sent it as a click too.
    fireEvent.click(screen.getByRole('link', { name: 'Buscar' }), { button: 1 });
    clicks.stop();
    expect(clicks.followed).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
