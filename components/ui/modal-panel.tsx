'use client';
import type { Route } from 'next';
import { useId, useRef, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import header from '@/components/layout/header.module.css';
import { CloseIcon } from './icons';
import styles from './modal-panel.module.css';

interface ModalPanelProps {
  /** The header button's icon and text: 'Compartir', 'Buscar'. */
  icon: ReactNode;
  label: string;
  /** The panel's heading, which names the dialog. */
  title: string;
  /**
   * A page that does what the panel does ('Buscar': the finder). The header control is then a link to it: without
   * JavaScript, with a middle or modified click, or from 'open in a new tab' it goes there; a plain click opens the
   * panel.
   */
  href?: Route;
  /** Called as the panel opens, before it shows (to read the page's address, to mount a field). */
  onOpen?: () => void;
  /** The panel's content; choosing a link in it closes the panel. */
  children: ReactNode;
}

const noSubscription = () => () => {};

/**
 * A header button and its modal panel (the share panel, D4; the quick conversion, D27). A modal <dialog> gives the
 * semantics, keeps focus inside while open and returns it to the button on close; Escape closes it natively and a
 * click on the backdrop closes it here. With `href` the button is a link to that page instead (issue 20).
 */
export function ModalPanel({ icon, label, title, href, onOpen, children }: ModalPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // False in the static HTML and while hydrating, true once the page's script runs: only then does the link open a
  // dialog, so only then does it say it has one.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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

  // Anything but a plain primary click (a new tab, a new window, a download) is left to the browser, which follows
  // the link; Enter on a focused link arrives here as a plain click.
  const openUnlessModified = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };

  const content = (
    <>
      {icon}
      <span className={header.navButtonText}>{label}</span>
    </>
  );
  return (
    <>
      {href ? (
        <a
          href={href}
          className={header.navButton}
          onClick={openUnlessModified}
          aria-haspopup={scripted ? 'dialog' : undefined}
        >
          {content}
        </a>
      ) : (
        <button type="button" className={header.navButton} onClick={open} aria-haspopup="dialog">
          {content}
        </button>
      )}
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
