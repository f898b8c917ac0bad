/**
 * Two paper sizes drawn to scale, one over the other from the same corner (A4 over carta by default): plain SVG with no
 * state, prerendered at the page's default and redrawn by the form. The caption says in words what it shows.
 */
import { NUMERIC } from '@/components/ui/numeric';
import { shortName, sizeWithUnit } from '@/lib/tools/paper-format';
import { paperDimensions, type PaperSize } from '@/lib/tools/paper-sizes';
import { formatNumber } from '@/lib/units/format';
import styles from './paper-drawing.module.css';

const at = (n: number) => Number(n.toFixed(2));

/** How the second size differs from the first along one side: '5.9 mm más de ancho', 'el mismo alto'. */
function difference(first: number, second: number, side: 'ancho' | 'alto'): string {
  const gap = Math.abs(second - first);
  // Below half a hundredth of a millimetre the two sides are written alike (D8, two decimals).
  if (gap < 0.005) return `el mismo ${side}`;
  return `${formatNumber(gap, 2)} mm ${second > first ? 'más' : 'menos'} de ${side}`;
}

export function PaperDrawing({ paper, other }: { paper: PaperSize; other?: PaperSize }) {
  const first = paperDimensions(paper, 'mm');
  const second = other ? paperDimensions(other, 'mm') : undefined;
  const width = Math.max(first.width, second?.width ?? 0);
  const height = Math.max(first.height, second?.height ?? 0);
  // The margin and the type grow with the drawing, so an A0 and an A10 read alike.
  const pad = Math.max(width, height) * 0.04;
  const font = Math.max(width, height) * 0.045;
  const box = (size: { width: number; height: number }) => ({
    x: pad,
    y: pad,
    width: at(size.width),
    height: at(size.height),
  });

  const name = shortName(paper);
  const otherName = other ? shortName(other) : '';
  const summary =
    other && second
      ? `Tamaño ${name} (${sizeWithUnit(paper, 'mm')}) sobre tamaño ${otherName} (${sizeWithUnit(other, 'mm')}), a escala${
          other.key === paper.key
            ? '.'
            : `: el tamaño ${otherName} tiene ${difference(first.width, second.width, 'ancho')} y ${difference(first.height, second.height, 'alto')}.`
        }`
      : `Tamaño ${name} (${sizeWithUnit(paper, 'mm')}), a escala.`;

  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={`0 0 ${at(width + 2 * pad)} ${at(height + 2 * pad)}`} aria-hidden="true">
        {second && other && (
          <>
            <rect className={styles.other} {...box(second)} />
            <text
              className={styles.label}
              x={at(pad + font * 0.4)}
              y={at(pad + second.height - font * 0.5)}
              fontSize={at(font)}
            >
              {other.name.replace(/ \(.*\)$/, '')}
            </text>
          </>
        )}
        <rect className={styles.paper} {...box(first)} />
        <text className={styles.label} x={at(pad + font * 0.4)} y={at(pad + font * 1.2)} fontSize={at(font)}>
          {paper.name.replace(/ \(.*\)$/, '')}
        </text>
      </svg>
      <figcaption className={styles.caption} {...NUMERIC}>
        {summary}
      </figcaption>
    </figure>
  );
}
