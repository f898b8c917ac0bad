import type { VoltageRow } from '@/lib/content/electric-power';
import styles from './voltage-table.module.css';

/** D34: the usual voltages of some countries, each with its source and the date it was read. */
export function VoltageTable({
  title,
  caption,
  rows,
}: {
  title: string;
  caption: string;
  rows: readonly VoltageRow[];
}) {
  return (
    <section className={styles.section} aria-labelledby="tensiones-titulo">
      <h2 id="tensiones-titulo">{title}</h2>
      <p className={styles.caption} id="tensiones-nota">
        {caption}
      </p>
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby="tensiones-titulo" aria-describedby="tensiones-nota">
          <thead>
            <tr>
              <th scope="col">País</th>
              <th scope="col">Fase y neutro</th>
              <th scope="col">Entre fases</th>
              <th scope="col">Fuente</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.place}>
                <th scope="row">{row.place}</th>
                <td>{row.singlePhase}</td>
                <td>{row.betweenPhases}</td>
                <td className={styles.source}>
                  <a href={row.url} rel="noopener noreferrer">
                    {row.source}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
