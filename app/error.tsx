'use client';
import { useEffect } from 'react';
import styles from './not-found.module.css';

/** Whatever fails in a page, the visitor reads Spanish and can go on; never a stack trace. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('Error en la página:', error);
  }, [error]);
  return (
    <section className={styles.notFound}>
      <h1>Algo no ha salido bien</h1>
      <p>Esta página ha tenido un problema inesperado. Prueba de nuevo o vuelve al inicio.</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={reset}>
          Intentar de nuevo
        </button>
        <a href="/" className="button">
          Ir al inicio
        </a>
      </div>
    </section>
  );
}
