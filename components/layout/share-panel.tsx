'use client';
import { useState } from 'react';
import { ShareIcon } from '@/components/ui/icons';
import { ModalPanel } from '@/components/ui/modal-panel';
import { shareLinks } from './share-links';
import styles from './share-panel.module.css';

const COPIED = '¡Enlace copiado al portapapeles!';

/** The Share button and its panel (D4): the networks, and a button that copies the page's address. */
export function SharePanel() {
  const [page, setPage] = useState({ url: '', title: '' });
  const [status, setStatus] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(COPIED);
    } catch (error) {
      console.error('Error al copiar:', error);
      setStatus('No se pudo copiar el enlace. Cópialo desde la barra de direcciones.');
    }
  };

  return (
    <ModalPanel
      icon={<ShareIcon />}
      label="Compartir"
      title="Compartir esta página"
      onOpen={() => {
        // Read when opening: the converters keep their state in the query string (D9), which is what is shared.
        setPage({ url: window.location.href, title: document.title });
        setStatus('');
      }}
    >
      <ul className={styles.list}>
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
      <p className={styles.toast} role="status">
        {status}
      </p>
    </ModalPanel>
  );
}
