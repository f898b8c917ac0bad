'use client';
import { useState } from 'react';
import { shareLinks } from './share-links';
import styles from './share-panel.module.css';

const COPIED = '¡Enlace copiado al portapapeles!';

/**
 * The share panel's content (D4): the networks, and a button that copies the page's address. Mounted anew at each
 * opening (SharePanel), it reads the address then: the converters keep their state in the query string (D9), which
 * is what is shared.
 */
export function ShareChoices() {
  const [page] = useState(() => ({ url: window.location.href, title: document.title }));
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
    <>
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
    </>
  );
}
