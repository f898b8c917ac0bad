import { useId } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import type { SizeTable as SizeTableData } from '@/lib/content/types';
import styles from './size-table.module.css';

/**
 * Index of the row whose base value is nearest to `base`; -1 when there is no value or it lies beyond the table
 * by more than one row's step (a 1 mm ring has no size, and pretending otherwise would mislead).
 */
export function nearestRow(table: SizeTableData, base: number | undefined): number {
  const { rows } = table;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (base === undefined || !Number.isFinite(base) || !first || !last) return -1;
  const step = rows.length > 1 ? Math.abs(last.base - first.base) / (rows.length - 1) : 0;
  const low = Math.min(first.base, last.base) - step;
  const high = Math.max(first.base, last.base) + step;
  if (base < low || base > high) return -1;
  let best = -1;
  let bestDistance = Infinity;
  rows.forEach((row, index) => {
    const distance = Math.abs(row.base - base);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** D15: sizes by the measured value, with the row nearest to the converter's value highlighted. */
export function SizeTable({ table, base }: { table: SizeTableData; base: number | undefined }) {
  const highlighted = nearestRow(table, base);
  const id = useId();
  const titleId = `${id}-title`;
  const noteId = `${id}-note`;
  const match = table.rows[highlighted];
  return (
    // A section with no name is not a landmark: the one landmark here is the table's scroller, named by the
    // heading. Naming both the section and the scroller 'Tabla de tallas' made two landmarks alike, which a
    // screen-reader user cannot tell apart (axe landmark-unique, issue 10).
    <section className={styles.sizeTable}>
      <h2 id={titleId}>Tabla de tallas</h2>
      <p className={styles.caption} id={noteId} {...NUMERIC}>
        {table.caption}
      </p>
      <p className={styles.match} aria-live="polite" {...NUMERIC}>
        {match
          ? `Talla más cercana a tu medida: ${match.cells.map((cell, index) => `${table.columns[index]} ${cell}`).join(' · ')}`
          : base === undefined
            ? ''
            : 'Tu medida queda fuera de esta tabla de tallas.'}
      </p>
      {/* Focusable so that keyboard users can scroll the table (WCAG 2.1.1). */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <table aria-labelledby={titleId} aria-describedby={noteId}>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" {...NUMERIC}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={row.base} aria-current={index === highlighted ? 'true' : undefined}>
                {row.cells.map((cell, cellIndex) => (
                  <td key={table.columns[cellIndex] ?? cellIndex} {...NUMERIC}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
