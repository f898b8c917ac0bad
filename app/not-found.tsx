import type { Metadata } from 'next';
import Link from 'next/link';
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
        <Link href="/" className="button" prefetch={false}>
          Ir al inicio
        </Link>
        <Link href="/buscar-convertidor" className="button" prefetch={false}>
          Buscar un convertidor
        </Link>
      </div>
    </section>
  );
}
