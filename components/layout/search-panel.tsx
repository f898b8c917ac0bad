'use client';
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { QuickBox } from '@/components/quick/quick-box';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';

/**
 * The header's Buscar button (D27): a modal <dialog> with the quick conversion box, on every page. The box's parser
 * and units load when it is first focused, so a page whose visitor never opens it pays nothing for them.
 */
export function SearchPanel() {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Mounted on first open, so the box's autofocus lands when the dialog shows.
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" className="nav-button" onClick={open} aria-haspopup="dialog">
        <SearchIcon />
        <span className="nav-button__text">Buscar</span>
      </button>
      <dialog
        ref={dialog}
        className="share search-panel"
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="share__body">
          <div className="share__head">
            <h2 id={titleId}>Buscar o convertir</h2>
            <button type="button" className="icon-button" onClick={close} aria-label="Cerrar">
              <CloseIcon />
            </button>
          </div>
          {opened && <QuickBox autoFocus />}
          <p>
            <Link href="/buscar-convertidor" prefetch={false} onClick={close}>
              Ver todos los convertidores y calculadoras
            </Link>
          </p>
        </div>
      </dialog>
    </>
  );
}
