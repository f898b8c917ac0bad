import { NUMERIC } from '@/components/ui/numeric';
import type { TyreDimensions } from '@/lib/tools/tyres';
import { formatNumber } from '@/lib/units/format';
import styles from './tyre-drawing.module.css';

/** One wheel of the drawing: its size and which of the two it is. */
export interface DrawnTyre {
  tyre: TyreDimensions;
  role: 'actual' | 'nueva';
}

const ROLE_NAMES = { actual: 'Medida actual', nueva: 'Medida nueva' } as const;

/** Millimetres to one decimal, as the table beside the drawing writes them. */
const mm = (value: number) => `${formatNumber(value, 1)} mm`;

/**
 * Issue 34: the sizes' side views, to scale, standing on one ground line, in plain SVG. The drawing space is in
 * millimetres, so scale is exact whatever the screen; the names are HTML under it (they never shrink with the
 * drawing), and the accessible name says what the picture shows.
 */
export function TyreDrawing({ tyres, note }: { tyres: readonly DrawnTyre[]; note: string }) {
  const tallest = Math.max(...tyres.map(({ tyre }) => tyre.diameter.mm));
  const gap = tallest * 0.12;
  const margin = tallest * 0.04;
  const width = margin * 2 + tyres.reduce((sum, { tyre }) => sum + tyre.diameter.mm, 0) + gap * (tyres.length - 1);
  const height = margin * 2 + tallest;
  const ground = margin + tallest;
  const reference = tyres[0]?.tyre.diameter.mm ?? tallest;

  // Each wheel starts where the ones before it and their gaps end.
  const wheels = tyres.map(({ tyre, role }, index) => {
    const before = tyres.slice(0, index).reduce((sum, drawn) => sum + drawn.tyre.diameter.mm + gap, 0);
    const radius = tyre.diameter.mm / 2;
    return { role, tyre, cx: margin + before + radius, cy: ground - radius, radius };
  });

  const summary = `Dibujo a escala: ${tyres
    .map(
      ({ tyre, role }) =>
        `${ROLE_NAMES[role].toLocaleLowerCase('es')} ${tyre.size.label}, ${mm(tyre.diameter.mm)} de diámetro con un rin de ${mm(tyre.rim.mm)}`,
    )
    .join('; ')}.`;

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width.toFixed(1)} ${height.toFixed(1)}`}
        role="img"
        aria-label={summary}
        {...NUMERIC}
      >
        {wheels.map(({ role, tyre, cx, cy, radius }) => (
          <g key={role}>
            <circle className={role === 'actual' ? styles.tyre : styles.tyreNew} cx={cx} cy={cy} r={radius} />
            <circle className={styles.rim} cx={cx} cy={cy} r={tyre.rim.mm / 2} />
            <circle className={styles.hub} cx={cx} cy={cy} r={tyre.rim.mm * 0.12} />
          </g>
        ))}
        {tyres.length > 1 && (
          <line
            className={styles.reference}
            x1={margin / 2}
            x2={width - margin / 2}
            y1={ground - reference}
            y2={ground - reference}
            vectorEffect="non-scaling-stroke"
          />
        )}
        <line className={styles.ground} x1="0" x2={width} y1={ground} y2={ground} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className={styles.caption}>
        <ul className={styles.legend}>
          {wheels.map(({ role, tyre }) => (
            <li key={role} {...NUMERIC}>
              <span className={role === 'actual' ? styles.swatch : styles.swatchNew} aria-hidden="true" />
              {ROLE_NAMES[role]}: {tyre.size.label}, {mm(tyre.diameter.mm)} de diámetro
            </li>
          ))}
        </ul>
        {tyres.length > 1 && <p className={styles.note}>{note}</p>}
      </figcaption>
    </figure>
  );
}
