import { NUMERIC } from '@/components/ui/numeric';
import { formatCount } from '@/lib/text';
import { balancePoints, formatMXN, type Pago } from '@/lib/tools/debt';
import styles from './balance-chart.module.css';

// The drawing space; the SVG stretches to its box (preserveAspectRatio="none") and its strokes keep their width
// (vector-effect), so the same path serves a phone and a desktop. Labels are HTML, so they never shrink.
const WIDTH = 1000;
const HEIGHT = 400;

interface BalanceChartProps {
  amountCents: number;
  pagos: readonly Pago[];
  /** 'mensuales', 'semanales'… */
  plural: string;
}

/** D8: counts grouped with a narrow no-break space (36 500); only money is es-MX (D17). */

/** D17: the remaining balance over time, in plain SVG; the amortization table is its text alternative. */
export function BalanceChart({ amountCents, pagos, plural }: BalanceChartProps) {
  const count = pagos.length;
  const points = balancePoints(amountCents, pagos);
  const x = (periodo: number) => ((periodo / Math.max(count, 1)) * WIDTH).toFixed(1);
  const y = (cents: number) => (HEIGHT - (cents / Math.max(amountCents, 1)) * HEIGHT).toFixed(1);
  const line = points.map((point, i) => `${i === 0 ? 'M' : 'L'}${x(point.x)} ${y(point.y)}`).join(' ');
  const area = `${line} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z`;
  const half = pagos[Math.floor(count / 2) - 1];
  const payments = count === 1 ? '1 pago' : `${formatCount(count)} pagos ${plural}`;
  const halfway = half
    ? ` A la mitad del plazo, tras el pago ${formatCount(half.periodo)}, quedan ${formatMXN(half.saldoFinal)}.`
    : '';
  const summary = `Saldo pendiente: empieza en ${formatMXN(amountCents)} y llega a ${formatMXN(0)} después de ${payments}.${halfway}`;

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>Saldo pendiente después de cada pago</figcaption>
      <div className={styles.plot}>
        <div className={styles.y} aria-hidden="true">
          <span {...NUMERIC}>{formatMXN(amountCents)}</span>
          <span {...NUMERIC}>{formatMXN(0)}</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          {...NUMERIC}
        >
          {[0.25, 0.5, 0.75].map((fraction) => (
            <line
              key={fraction}
              className={styles.grid}
              x1="0"
              x2={WIDTH}
              y1={HEIGHT * fraction}
              y2={HEIGHT * fraction}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path className={styles.area} d={area} />
          <path className={styles.line} d={line} vectorEffect="non-scaling-stroke" />
        </svg>
      </div>
      <div className={styles.x} aria-hidden="true">
        <span>0</span>
        <span>Número de pago</span>
        <span>{formatCount(count)}</span>
      </div>
    </figure>
  );
}
