import { useLayoutEffect, useRef, useState } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import { formatCount } from '@/lib/text';
import { TABLE_HEADERS, formatMXN, type DebtResult, type Pago } from '@/lib/tools/debt';
import styles from './amortization-table.module.css';

/** Rows rendered at first; long tables (daily payments over years) stay light until asked for. */
export const INITIAL_ROWS = 60;
/**
 * Past this many rows, 'show all' renders only the rows in view inside the scroll box (plus a margin), with
 * spacers for the rest: 36 500 rows of six cells would take seconds to render on a phone. The CSV has them all.
 */
export const WINDOW_FROM = 400;
const OVERSCAN = 30;
/** Until the first row is measured. Rows never wrap (white-space: nowrap), so every row has the same height. */
const ROW_HEIGHT_GUESS = 37;

/** D8: counts grouped with a narrow no-break space (36 500); only money is es-MX (D17). */

function Row({ row }: { row: Pago }) {
  return (
    // aria-rowindex: the header is row 1, so payment k is row k + 1 (the table announces its full size).
    <tr aria-rowindex={row.periodo + 1}>
      <th scope="row">{formatCount(row.periodo)}</th>
      <td {...NUMERIC}>{formatMXN(row.saldoInicial)}</td>
      <td {...NUMERIC}>{formatMXN(row.pago)}</td>
      <td {...NUMERIC}>{formatMXN(row.interes)}</td>
      <td {...NUMERIC}>{formatMXN(row.capital)}</td>
      <td {...NUMERIC}>{formatMXN(row.saldoFinal)}</td>
    </tr>
  );
}

function Spacer({ height }: { height: number }) {
  return (
    <tr aria-hidden="true">
      <td className={styles.spacer} colSpan={TABLE_HEADERS.length} style={{ height }} />
    </tr>
  );
}

export function AmortizationTable({ result }: { result: DebtResult }) {
  const [showAll, setShowAll] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ top: 0, height: 600 });
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT_GUESS);
  const { pagos, totalPagar, totalInteres } = result;
  const windowed = showAll && pagos.length > WINDOW_FROM;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!windowed || !box) return;
    const measured = box.querySelector('tbody tr[aria-rowindex]')?.getBoundingClientRect().height;
    if (measured && measured > 0) setRowHeight(measured);
    setViewport({ top: box.scrollTop, height: box.clientHeight });
  }, [windowed]);

  const follow = (box: HTMLElement) => setViewport({ top: box.scrollTop, height: box.clientHeight });
  let start = 0;
  let end = showAll ? pagos.length : Math.min(pagos.length, INITIAL_ROWS);
  if (windowed) {
    start = Math.max(0, Math.floor(viewport.top / rowHeight) - OVERSCAN);
    end = Math.min(pagos.length, Math.ceil((viewport.top + viewport.height) / rowHeight) + OVERSCAN);
  }
  const rows = pagos.slice(start, end);
  const truncated = !showAll && pagos.length > INITIAL_ROWS;

  return (
    <div className={styles.amortization}>
      <div
        ref={scroller}
        className={styles.scroll}
        role="region"
        aria-label="Tabla de amortización"
        tabIndex={0}
        onScroll={windowed ? (event) => follow(event.currentTarget) : undefined}
      >
        <table aria-rowcount={pagos.length + 1 + (truncated ? 0 : 1)}>
          <caption className="visually-hidden">
            Tabla de amortización: {formatCount(pagos.length)} {pagos.length === 1 ? 'pago' : 'pagos'}
            {truncated ? `, se muestran los primeros ${formatCount(INITIAL_ROWS)}` : ''}
          </caption>
          <thead>
            <tr aria-rowindex={1}>
              {TABLE_HEADERS.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {start > 0 && <Spacer height={start * rowHeight} />}
            {rows.map((row) => (
              <Row key={row.periodo} row={row} />
            ))}
            {windowed && end < pagos.length && <Spacer height={(pagos.length - end) * rowHeight} />}
          </tbody>
          {!truncated && (
            <tfoot>
              <tr aria-rowindex={pagos.length + 2}>
                <th scope="row">Total</th>
                <td />
                <td {...NUMERIC}>{formatMXN(totalPagar)}</td>
                <td {...NUMERIC}>{formatMXN(totalInteres)}</td>
                <td {...NUMERIC}>{formatMXN(totalPagar - totalInteres)}</td>
                <td />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {pagos.length > INITIAL_ROWS && (
        <button
          type="button"
          className={`button button--small ${styles.more}`}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll
            ? `Mostrar solo los primeros ${INITIAL_ROWS} pagos`
            : `Mostrar todos los pagos (${formatCount(pagos.length)})`}
        </button>
      )}
    </div>
  );
}
