import type { Metadata } from 'next';
import styles from './not-found.module.css';

// D3: a Spanish page with status 404 inside the common header and footer.
export const metadata: Metadata = {
  title: 'Página no encontrada',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <section className={styles.notFound}>
      <h1>Página no encontrada</h1>
      <p>
        La dirección que buscas no existe o ha cambiado. Puedes volver al inicio o buscar el convertidor que necesitas.
      </p>
      <div className={styles.actions}>
        <a href="/" className="button">
          Ir al inicio
        </a>
        <a href="/buscar-convertidor" className="button">
          Buscar un convertidor
        </a>
      </div>
    </section>
  );
}
