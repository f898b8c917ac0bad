import type { ClothingSizesContent } from '@/lib/content/clothing-sizes';
import styles from './measure-figure.module.css';

/**
 * Where to measure the chest or bust, the waist and the hips (issue 34): a front silhouette with the three tapes, drawn
 * once on the server. The drawing names itself with <title> and <desc>; beside it, the steps say how to take each
 * measure and whose words they are (EN 13402-1, H&M, Nike).
 */
const WIDTH = 290;
const HEIGHT = 320;
const CENTRE = 90;
const LABEL_X = 178;

/** Each tape: its height on the figure and its half-width there (the silhouette's width at that height). */
const TAPES = [
  { key: 'pecho', y: 124, half: 34 },
  { key: 'cintura', y: 150, half: 25 },
  { key: 'cadera', y: 190, half: 40 },
] as const;

// The silhouette, from the neck round the right side and back up the left: shoulders, arms, bust, waist, hips, legs.
const BODY = [
  'M 80 62 L 100 62 L 100 74',
  'Q 122 76 130 86 L 142 182 L 131 184 L 122 118',
  'Q 128 134 115 150 Q 128 168 130 192 L 124 300 L 101 300 L 92 214 L 88 214 L 79 300 L 56 300',
  'L 50 192 Q 52 168 65 150 Q 52 134 58 118 L 49 184 L 38 182 L 50 86 Q 58 76 80 74 Z',
].join(' ');

export function MeasureFigure({ figure }: { figure: ClothingSizesContent['figure'] }) {
  return (
    <section className={styles.section}>
      <h2 id="donde-medir">{figure.title}</h2>
      <div className={styles.layout}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="donde-medir-titulo"
          aria-describedby="donde-medir-descripcion"
        >
          <title id="donde-medir-titulo">{figure.title}</title>
          <desc id="donde-medir-descripcion">{figure.description}</desc>
          <circle className={styles.body} cx={CENTRE} cy={38} r={22} />
          <path className={styles.body} d={BODY} />
          {TAPES.map((tape) => (
            <g key={tape.key}>
              <ellipse className={styles.tape} cx={CENTRE} cy={tape.y} rx={tape.half + 4} ry={6} />
              <line className={styles.leader} x1={CENTRE + tape.half + 4} y1={tape.y} x2={LABEL_X - 6} y2={tape.y} />
              <text className={styles.label} x={LABEL_X} y={tape.y} dominantBaseline="middle">
                {figure.labels[tape.key]}
              </text>
            </g>
          ))}
        </svg>
        <dl className={styles.steps}>
          {figure.steps.map((step) => (
            <div key={step.measure}>
              <dt>{step.measure}</dt>
              <dd>{step.how}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
