import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SharePanel } from '@/components/layout/share-panel';

// jsdom has <dialog> without its methods: these do what a browser does to the attribute that shows it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('SharePanel (D4; its content loads on first opening, issue 25)', () => {
  it('has no networks in the page until opened, then shares the address of that moment', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/convertir-peso?valor=3&de=libras&a=kilogramos');
    document.title = 'Peso';
    render(<SharePanel />);
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Compartir esta página' });
    const facebook = await within(dialog).findByRole('link', { name: /Facebook/ });
    // encodeURIComponent of the whole address: '?' → %3F, '=' → %3D, '&' → %26.
    expect(facebook.getAttribute('href')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2Fconvertir-peso%3Fvalor%3D3%26de%3Dlibras%26a%3Dkilogramos',
    );
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Facebook (se abre en una pestaña nueva)',
      'X (se abre en una pestaña nueva)',
      'WhatsApp (se abre en una pestaña nueva)',
      'LinkedIn (se abre en una pestaña nueva)',
    ]);

    // Closed (jsdom's Escape closes no dialog: closed as the browser would), the converter changes the address;
    // opened again, the panel shares the new one.
    dialog.close();
    window.history.replaceState(null, '', '/convertir-peso?valor=7');
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(await within(dialog).findByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/sharing/share-offsite/?url=http%3A%2F%2Flocalhost%2Fconvertir-peso%3Fvalor%3D7',
    );
  });

  it('copies the address and says so; says what to do when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<SharePanel />);
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    const copy = await screen.findByRole('button', { name: 'Copiar enlace' });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('http://localhost/');
    expect(screen.getByRole('status')).toHaveTextContent('¡Enlace copiado al portapapeles!');

    writeText.mockRejectedValueOnce(new Error('denegado'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(copy);
    expect(screen.getByRole('status')).toHaveTextContent(
      'No se pudo copiar el enlace. Cópialo desde la barra de direcciones.',
    );
    error.mockRestore();
  });
});
