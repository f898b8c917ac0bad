'use client';
import { useId, useState } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import styles from './equivalences.module.css';

export interface EquivalenceRow<K extends string = string> {
  key: K;
  /** What the row's button says: 'Pies (ft)', 'Hexadecimal (base 16)'. */
  label: string;
  text: string;
  /** D24: a unit added to the brief's; shown only once the visitor asks for every unit. */
  extra?: boolean;
}

interface EquivalencesProps<K extends string> {
  rows: readonly EquivalenceRow<K>[];
  /** The first column's header: 'Unidad', or 'Sistema' for number bases. */
  kind?: string;
  target: string;
  onPick: (key: K) => void;
}

/**
 * The current value in every other unit; choosing a row makes that unit the target. The brief's units come first;
 * the rest wait behind 'Ver todas las unidades (N)', closed on load (D24), so a long catalogue does not bury them.
 */
export function Equivalences<K extends string>({ rows, kind = 'Unidad', target, onPick }: EquivalencesProps<K>) {
  const [showAll, setShowAll] = useState(false);
  const moreId = useId();
  if (rows.length === 0) return null;
  const first = rows.filter((row) => !row.extra);
  const more = rows.filter((row) => row.extra);
  const row = ({ key, label, text }: EquivalenceRow<K>) => (
    <tr key={key} aria-current={key === target ? 'true' : undefined}>
      <th scope="row">
        <button type="button" className="link-button" onClick={() => onPick(key)} {...NUMERIC}>
          {label}
        </button>
      </th>
      <td {...NUMERIC}>{text}</td>
    </tr>
  );
  return (
    <section className={styles.equivalences} aria-labelledby="equivalencias-titulo">
      <h2 id="equivalencias-titulo">Equivalencias</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{kind}</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>{first.map(row)}</tbody>
        {more.length > 0 && (
          <tbody id={moreId} hidden={!showAll}>
            {more.map(row)}
          </tbody>
        )}
      </table>
      {more.length > 0 && (
        <button
          type="button"
          className={styles.showAll}
          aria-expanded={showAll}
          aria-controls={moreId}
          onClick={() => setShowAll((shown) => !shown)}
        >
          {showAll ? 'Ver solo las unidades principales' : `Ver todas las unidades (${rows.length})`}
        </button>
      )}
    </section>
  );
}
