import { AS_WRITTEN, NUMERIC } from '@/components/ui/numeric';
import type { PaperSizesContent } from '@/lib/content/paper-sizes';
import { writeSize } from '@/lib/tools/paper-format';
import { PAPER_SIZES, type PaperSeries, type PaperUnit } from '@/lib/tools/paper-sizes';
import styles from './paper-tables.module.css';

/** The tables, one per series, in the order and with the source the page gives them. */
const SERIES: readonly { series: readonly PaperSeries[]; title: string }[] = [
  { series: ['A'], title: 'Serie A (ISO 216)' },
  { series: ['B'], title: 'Serie B (ISO 216)' },
  { series: ['C'], title: 'Serie C, sobres (ISO 269)' },
  { series: ['norteamericano', 'oficio'], title: 'Carta, legal, tabloide y oficio (PWG 5101.1)' },
];

const UNITS: readonly { unit: PaperUnit; label: string }[] = [
  { unit: 'mm', label: 'Milímetros (mm)' },
  { unit: 'cm', label: 'Centímetros (cm)' },
  { unit: 'in', label: 'Pulgadas (in)' },
];

/** Every size of lib/tools/paper-sizes.ts in mm, cm and in, written into the static HTML at build time. */
export function PaperTables({ tables }: { tables: PaperSizesContent['tables'] }) {
  return (
    <section className={styles.tables}>
      <h2>{tables.title}</h2>
      <p className={styles.caption} {...NUMERIC}>
        {tables.caption}
      </p>
      {SERIES.map(({ series, title }, index) => {
        const papers = PAPER_SIZES.filter((paper) => series.includes(paper.series));
        const notes = papers.flatMap((paper) => (paper.note ? [paper.note] : []));
        const id = `tabla-papel-${index}`;
        return (
          <div key={title} className={styles.block}>
            {/* A standard's number ('PWG 5101.1') is written as it is named, never as a decimal. */}
            <h3 id={id} {...AS_WRITTEN}>
              {title}
            </h3>
            {/* Focusable so that keyboard users can scroll a wide table (WCAG 2.1.1). */}
            <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={id}>
              <table aria-labelledby={id}>
                <thead>
                  <tr>
                    <th scope="col">Tamaño</th>
                    {UNITS.map(({ unit, label }) => (
                      <th key={unit} scope="col">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {papers.map((paper) => (
                    <tr key={paper.key}>
                      <th scope="row" {...NUMERIC}>
                        {paper.name}
                      </th>
                      {UNITS.map(({ unit }) => {
                        const { text, exact } = writeSize(paper, unit);
                        const cell = exact ? text : `≈ ${text}`;
                        return (
                          <td key={unit} {...NUMERIC}>
                            {unit === paper.definedIn ? <strong {...NUMERIC}>{cell}</strong> : cell}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {notes.map((note) => (
              <p key={note} className={styles.note} {...AS_WRITTEN}>
                {note}
              </p>
            ))}
          </div>
        );
      })}
      <p className={styles.caption}>En negrita, la unidad en que define cada tamaño su norma.</p>
    </section>
  );
}
