/**
 * The slope drawn to scale: the horizontal run, the rise and the slope between them, with the angle marked. Plain
 * SVG and no state, so the server writes it at the page's default and the form redraws it as the visitor types.
 */
import { NUMERIC } from '@/components/ui/numeric';
import type { SlopeForms } from '@/lib/tools/slope';
import { formatNumber } from '@/lib/units/format';
import styles from './slope-drawing.module.css';

const WIDTH = 320;
const HEIGHT = 250;
/** The corner where the slope starts, and the length of the longer side (the shorter is in proportion). */
const ORIGIN = { x: 30, y: 220 };
const SIDE = 190;
const ARC = 42;

const at = (n: number) => Number(n.toFixed(2));

interface SlopeDrawingProps {
  forms: SlopeForms;
  /** What the sides are labelled with: the typed lengths, or a rise per 100 of run. */
  rise: string;
  run: string;
}

export function SlopeDrawing({ forms, rise, run }: SlopeDrawingProps) {
  const right = at(ORIGIN.x + forms.drawing.run * SIDE);
  const top = at(ORIGIN.y - forms.drawing.rise * SIDE);
  const angle = forms.radians;
  const arcEnd = { x: at(ORIGIN.x + ARC * Math.cos(angle)), y: at(ORIGIN.y - ARC * Math.sin(angle)) };
  const middle = angle / 2;
  const label = { x: at(ORIGIN.x + (ARC + 10) * Math.cos(middle)), y: at(ORIGIN.y - (ARC + 10) * Math.sin(middle)) };
  const degrees = `${formatNumber(forms.degrees, 2)}°`;
  // A vertical wall has no run to count the rise over (no percent): it is said in words instead.
  const vertical = forms.percent === undefined;
  const summary = vertical
    ? `Dibujo de una pared vertical (${degrees}): sube sin avanzar en horizontal.`
    : `Dibujo a escala de una pendiente de ${degrees}: sube ${rise} por cada ${run} de avance horizontal.`;

  return (
    <figure className={styles.figure}>
      {/* The caption says in words what the drawing shows, so the drawing itself is hidden from screen readers. */}
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        <polygon className={styles.area} points={`${ORIGIN.x},${ORIGIN.y} ${right},${ORIGIN.y} ${right},${top}`} />
        <line className={styles.run} x1={ORIGIN.x} y1={ORIGIN.y} x2={right} y2={ORIGIN.y} />
        <line className={styles.rise} x1={right} y1={ORIGIN.y} x2={right} y2={top} />
        <line className={styles.slope} x1={ORIGIN.x} y1={ORIGIN.y} x2={right} y2={top} />
        {angle > 0 && (
          <path
            className={styles.arc}
            d={`M ${ORIGIN.x + ARC} ${ORIGIN.y} A ${ARC} ${ARC} 0 0 0 ${arcEnd.x} ${arcEnd.y}`}
          />
        )}
        <text className={styles.label} x={label.x} y={label.y} dominantBaseline="middle" {...NUMERIC}>
          {degrees}
        </text>
        <text
          className={styles.label}
          x={at((ORIGIN.x + Math.max(right, ORIGIN.x + 60)) / 2)}
          y={ORIGIN.y + 20}
          textAnchor="middle"
          {...NUMERIC}
        >
          avance {vertical ? '0' : run}
        </text>
        <text
          className={styles.label}
          x={right + 6}
          y={at((ORIGIN.y + top) / 2)}
          dominantBaseline="middle"
          {...NUMERIC}
        >
          {vertical ? 'subida' : `subida ${rise}`}
        </text>
      </svg>
      <figcaption className={styles.caption} {...NUMERIC}>
        {summary}
      </figcaption>
    </figure>
  );
}
