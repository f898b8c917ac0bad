import { MarkedText } from '@/components/ui/marked-text';
import { NUMERIC } from '@/components/ui/numeric';
import styles from './pair-page.module.css';
import prose from './text-sections.module.css';

/**
 * The closing blocks of a pair page, of units (pair-page.tsx) or of places (time-zones/time-zone-pair-page.tsx):
 * its questions and answers, and the links to its other conversions. Server HTML; a decimal in either may switch
 * separator (D31), so each text carries the NUMERIC mark.
 */
export function PairQuestions({ questions }: { questions?: readonly { question: string; answer: string }[] }) {
  if (!questions || questions.length === 0) return null;
  return (
    <section className={`${prose.prose} later`} aria-labelledby="preguntas-titulo">
      <h2 id="preguntas-titulo">Preguntas y respuestas</h2>
      {questions.map(({ question, answer }) => (
        <div key={question}>
          <h3 {...NUMERIC}>{question}</h3>
          <p {...NUMERIC}>{answer}</p>
        </div>
      ))}
    </section>
  );
}

interface PageLink {
  path: string;
  name: string;
}

/** The reverse pair first, then the others, then the converter of all of them ('…: todas las unidades'). */
export function OtherConversions(props: {
  reverse?: PageLink;
  others: readonly PageLink[];
  all: { path: string; title: string; what: string };
}) {
  const { reverse, others, all } = props;
  return (
    <nav className={styles.links} aria-labelledby="otras-titulo">
      <h2 id="otras-titulo">Otras conversiones</h2>
      <ul>
        {reverse && (
          <li>
            <a href={reverse.path}>
              <MarkedText text={reverse.name} />
            </a>{' '}
            (al revés)
          </li>
        )}
        {others.map((other) => (
          <li key={other.path}>
            <a href={other.path}>
              <MarkedText text={other.name} />
            </a>
          </li>
        ))}
        <li>
          {/* D33: one colon to a label, so the page's title is cut at its own ('Convertidor de longitud: …'). */}
          <a href={all.path}>{all.title.split(':')[0]}</a>
          {`: ${all.what}`}
        </li>
      </ul>
    </nav>
  );
}

/** A pair page's table: its heading, two column heads, and a row per value, with a reference column where one has a label. */
export function PairTable(props: {
  title: string;
  columns: readonly [string, string];
  rows: readonly { source: string; result: string; label?: string }[];
}) {
  const { title, columns, rows } = props;
  const labelled = rows.some((row) => row.label);
  return (
    <section className={styles.table} aria-labelledby="tabla-titulo">
      <h2 id="tabla-titulo">{title}</h2>
      <div className={styles.tableScroll}>
        <table>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
              {labelled && <th scope="col">Referencia</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source}>
                <th scope="row">
                  <MarkedText text={row.source} />
                </th>
                <td>
                  <MarkedText text={row.result} />
                </td>
                {labelled && (
                  <td>
                    <MarkedText text={row.label ?? ''} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
