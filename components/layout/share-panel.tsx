'use client';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, ShareIcon } from '@/components/ui/icons';
import { shareLinks } from './share-links';

const COPIED = '¡Enlace copiado al portapapeles!';

/**
 * The Share button and its panel (D4). A modal <dialog> gives the semantics, keeps focus inside while open and
 * returns it to the button on close; Escape closes it natively and a click on the backdrop closes it here.
 */
export function SharePanel() {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [page, setPage] = useState({ url: '', title: '' });
  const [status, setStatus] = useState('');

  const open = () => {
    // Read when opening: the converters keep their state in the query string (D9), which is what is shared.
    setPage({ url: window.location.href, title: document.title });
    setStatus('');
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(COPIED);
    } catch (error) {
      console.error('Error al copiar:', error);
      setStatus('No se pudo copiar el enlace. Cópialo desde la barra de direcciones.');
    }
  };

  // A modal dialog makes the page inert, but Tab can still leave for the browser's own controls: wrap around.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href], button'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <button type="button" className="nav-button" onClick={open} aria-haspopup="dialog">
        <ShareIcon />
        <span className="nav-button__text">Compartir</span>
      </button>
      <dialog
        ref={dialog}
        className="share"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click whose target is the dialog itself landed on the backdrop (the overlay).
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="share__body">
          <div className="share__head">
            <h2 id={titleId}>Compartir esta página</h2>
            <button type="button" className="icon-button" onClick={close} aria-label="Cerrar">
              <CloseIcon />
            </button>
          </div>
          <ul className="share__list">
            {shareLinks(page.url, page.title).map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.network}
                  <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={copy}>
            Copiar enlace
          </button>
          <p className="share__toast" role="status">
            {status}
          </p>
        </div>
      </dialog>
    </>
  );
}
