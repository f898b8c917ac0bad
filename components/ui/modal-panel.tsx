'use client';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import header from '@/components/layout/header.module.css';
import { CloseIcon } from './icons';
import styles from './modal-panel.module.css';

interface ModalPanelProps {
  /** The header button's icon and text: 'Compartir', 'Buscar'. */
  icon: ReactNode;
  label: string;
  /** The panel's heading, which names the dialog. */
  title: string;
  /** Called as the panel opens, before it shows (to read the page's address, to mount a field). */
  onOpen?: () => void;
  /** The panel's content; choosing a link in it closes the panel. */
  children: ReactNode;
}

/**
 * A header button and its modal panel (the share panel, D4; the quick conversion, D27). A modal <dialog> gives the
 * semantics, keeps focus inside while open and returns it to the button on close; Escape closes it natively and a
 * click on the backdrop closes it here.
 */
export function ModalPanel({ icon, label, title, onOpen, children }: ModalPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = () => {
    onOpen?.();
    dialog.current?.showModal();
    // A field marked data-autofocus takes the focus once the panel's content has rendered (the next frame).
    requestAnimationFrame(() => dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus());
  };
  const close = () => dialog.current?.close();

  // A modal dialog makes the page inert, but Tab can still leave for the browser's own controls: wrap around.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, input'));
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
      <button type="button" className={header.navButton} onClick={open} aria-haspopup="dialog">
        {icon}
        <span className={header.navButtonText}>{label}</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
        onClick={(event) => {
          // A click whose target is the dialog itself landed on the backdrop (the overlay); a link chosen inside leaves
          // the panel behind (the header stays mounted across client-side navigations).
          const target = event.target as HTMLElement;
          if (target === event.currentTarget || target.closest('a[href]')) close();
        }}
      >
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className={header.iconButton} onClick={close} aria-label="Cerrar">
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
