import { AS_WRITTEN, NUMERIC } from '@/components/ui/numeric';
import type { SlopeContent, SlopeLimit } from '@/lib/content/slope';
import { angleToSlope, slopeToAngle } from '@/lib/tools/slope';
import { writeSlope } from '@/lib/tools/slope-forms';
import styles from './slope-limits.module.css';

/** The table's decimals: its figures are a rule's round number or a measurement given to a tenth. */
const DECIMALS = 2;

/** A limit's forms, computed at build time from the one figure its source gives (D6); a figure that is not a slope fails the build. */
function formsOf(limit: SlopeLimit): { percent: number; degrees: number; ratio: number } {
  const angle =
    'percent' in limit.given
      ? slopeToAngle(limit.given.percent, 'porcentaje')
      : slopeToAngle(limit.given.ratio, 'razon');
  if (!angle.ok) throw new Error(`Pendiente no válida en «${limit.what}»: ${angle.reason}`);
  const [percent, degrees, ratio] = (['porcentaje', 'grados', 'razon'] as const).map((unit) => {
    const form = angleToSlope(angle.value, unit);
    if (!form.ok) throw new Error(`«${limit.what}» no tiene forma en ${unit}: ${form.reason}`);
    return form.value;
  }) as [number, number, number];
  return { percent, degrees, ratio };
}

/** D33: a measured figure is '≈ … (aproximado)'; a rule's maximum is written as the rule gives it. */
const approximate = (text: string, measured: boolean) => (measured ? `≈ ${text} (aproximado)` : text);

/** The everyday slopes of the page, each with its source, in %, degrees and 1:n (server-rendered). */
export function SlopeLimits({ limits }: { limits: SlopeContent['limits'] }) {
  return (
    // A section with no name is no landmark: the one landmark is the table's scroller, named by the heading (as the
    // size tables do, issue 10: two landmarks of one name cannot be told apart).
    <section className={styles.limits}>
      <h2 id="pendientes-de-referencia">{limits.title}</h2>
      <p className={styles.caption} id="pendientes-de-referencia-nota" {...NUMERIC}>
        {limits.caption}
      </p>
      {/* Focusable so that keyboard users can scroll the table (WCAG 2.1.1). */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="pendientes-de-referencia">
        <table aria-describedby="pendientes-de-referencia-nota">
          <thead>
            <tr>
              <th scope="col">Caso</th>
              <th scope="col">Porcentaje</th>
              <th scope="col">Grados</th>
              <th scope="col">Razón 1:n</th>
              <th scope="col">Fuente</th>
            </tr>
          </thead>
          <tbody>
            {limits.rows.map((limit) => {
              const forms = formsOf(limit);
              return (
                <tr key={limit.what}>
                  <th scope="row">{limit.what}</th>
                  <td {...NUMERIC}>{approximate(writeSlope(forms.percent, 'porcentaje', DECIMALS), limit.measured)}</td>
                  <td {...NUMERIC}>{approximate(writeSlope(forms.degrees, 'grados', DECIMALS), limit.measured)}</td>
                  <td {...NUMERIC}>{approximate(writeSlope(forms.ratio, 'razon', DECIMALS), limit.measured)}</td>
                  {/* Not marked as numbers: '4.3.1' and '405.2' are section numbers, not decimals (D31). */}
                  {/* A source names its sections ('4.3.1', '405.2'), never a decimal the separator rewrites. */}
                  <td {...AS_WRITTEN}>{limit.source}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
