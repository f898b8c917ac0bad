'use client';
/**
 * /convertir-pendiente (issue 34, D37): one slope typed in one unit and shown in every other, a slope from a rise and
 * a horizontal run, and the drawing of whichever the visitor touched last. The state lives in the address (D9):
 * ?valor=10&unidad=porcentaje&subida=0.5&avance=6.
 */
import { useId } from 'react';
// The pace page's field for text with a colon: '1:12' is typed with the ordinary keyboard, not the decimal keypad.
import { TextField } from '@/components/pace/text-field';
import { CopyButton } from '@/components/ui/copy-button';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { useAddressState } from '@/hooks/use-address-state';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import {
  parseRatio,
  SLOPE_UNITS,
  slopeForms,
  slopeFromLengths,
  slopeToAngle,
  type Outcome,
  type SlopeForms,
  type SlopeUnit,
} from '@/lib/tools/slope';
import { writeAngle, writeSlope } from '@/lib/tools/slope-forms';
import { formatGiven, formatNumber } from '@/lib/units/format';
import { parseNumber } from '@/lib/units/parse';
import styles from './slope-converter.module.css';
import { SlopeDrawing } from './slope-drawing';

export interface SlopeForm {
  value: string;
  unit: SlopeUnit;
  rise: string;
  run: string;
  /** What the drawing shows: the slope typed, or the one from the two lengths (the last the visitor touched). */
  drawn: 'valor' | 'longitudes';
}

/** The issue's «10 % en grados», and the ADA's ramp of 0.5 m in 6 m (1:12). */
export const DEFAULT_SLOPE_FORM: SlopeForm = { value: '10', unit: 'porcentaje', rise: '0.5', run: '6', drawn: 'valor' };

const QUERY_KEYS = { value: 'valor', unit: 'unidad', rise: 'subida', run: 'avance' } as const;

const isSlopeUnit = (key: string): key is SlopeUnit => SLOPE_UNITS.some((unit) => unit.key === key);

function formFromQuery(search: string, fallback: SlopeForm): SlopeForm {
  const values = readQuery(search, QUERY_KEYS);
  const text = (value: string | null, previous: string) => value?.slice(0, 40) ?? previous;
  const lengthsOnly = values.value === null && (values.rise !== null || values.run !== null);
  return {
    value: text(values.value, fallback.value),
    unit: values.unit && isSlopeUnit(values.unit) ? values.unit : fallback.unit,
    rise: text(values.rise, fallback.rise),
    run: text(values.run, fallback.run),
    drawn: lengthsOnly ? 'longitudes' : fallback.drawn,
  };
}

const queryFromForm = (form: SlopeForm): string =>
  writeQuery(QUERY_KEYS, { value: form.value.trim(), unit: form.unit, rise: form.rise.trim(), run: form.run.trim() });

const carriesForm = (search: string) => carriesQuery(search, QUERY_KEYS);

const INVALID = 'Introduce un número válido.';

/** The typed slope as an angle, or the hint under the field; an empty field gives neither. */
function readSlope(text: string, unit: SlopeUnit): Outcome<number> | undefined {
  if (text.trim() === '') return undefined;
  if (unit === 'razon') {
    const ratio = parseRatio(text);
    return ratio.ok ? slopeToAngle(ratio.value, 'razon') : ratio;
  }
  const parsed = parseNumber(text);
  if (!parsed.ok) return parsed.reason === 'empty' ? undefined : { ok: false, reason: INVALID };
  return slopeToAngle(parsed.value, unit);
}

/** A length field's number, or its hint. */
function readLength(text: string): { value?: number; hint?: string } {
  const parsed = parseNumber(text);
  if (!parsed.ok) return parsed.reason === 'empty' ? {} : { hint: INVALID };
  return { value: parsed.value };
}

/** The other forms of a slope, said in a sentence: '4.7636°, 83.3333 ‰, 1:12 y 0.0831 rad'. */
function listForms(angle: number, units: readonly SlopeUnit[]): string {
  const written = units.flatMap((unit) => {
    const form = writeAngle(angle, unit);
    return 'text' in form ? [form.text] : [];
  });
  return written.length < 2 ? written.join('') : `${written.slice(0, -1).join(', ')} y ${written.at(-1)}`;
}

/** The drawing's labels: a slope per 100 of horizontal run, or the lengths typed. */
function drawingOf(forms: SlopeForms, lengths?: { rise: number; run: number }) {
  if (lengths) return { forms, rise: formatGiven(lengths.rise), run: formatGiven(lengths.run) };
  return { forms, rise: forms.percent === undefined ? '' : formatNumber(forms.percent, 2), run: '100' };
}

/** `initial`: the state a question page opens on (issue 34: its unit and value); the address still wins. */
export function SlopeConverter({ initial }: { initial?: Partial<SlopeForm> } = {}) {
  const id = useId();
  const [form, update] = useAddressState(
    { ...DEFAULT_SLOPE_FORM, ...initial },
    formFromQuery,
    queryFromForm,
    carriesForm,
  );

  const angle = readSlope(form.value, form.unit);
  const others = SLOPE_UNITS.filter((unit) => unit.key !== form.unit);
  const missing = angle?.ok
    ? [
        ...new Set(
          others.flatMap((unit) => {
            const written = writeAngle(angle.value, unit.key);
            return 'missing' in written ? [written.missing] : [];
          }),
        ),
      ]
    : [];
  const given = angle?.ok ? writeAngle(angle.value, form.unit) : undefined;

  const rise = readLength(form.rise);
  const run = readLength(form.run);
  const lengths =
    rise.value === undefined || run.value === undefined ? undefined : slopeFromLengths(rise.value, run.value);
  // A refusal of the two lengths goes under the field it is about: a negative rise under the rise, the rest under the run.
  const lengthsHint = lengths && !lengths.ok ? lengths.reason : undefined;
  const riseHint = rise.hint ?? (lengthsHint && (rise.value ?? 0) < 0 ? lengthsHint : undefined);
  const runHint = run.hint ?? (lengthsHint && !riseHint ? lengthsHint : undefined);
  const lengthsLine =
    lengths?.ok && rise.value !== undefined && run.value !== undefined && lengths.value.percent !== undefined
      ? `${formatGiven(rise.value)} de subida en ${formatGiven(run.value)} de avance → ${writeSlope(lengths.value.percent, 'porcentaje')}`
      : '';

  const fromValue = angle?.ok ? drawingOf(slopeForms(angle.value)) : undefined;
  const fromLengths =
    lengths?.ok && rise.value !== undefined && run.value !== undefined
      ? drawingOf(lengths.value, { rise: rise.value, run: run.value })
      : undefined;
  const drawing = form.drawn === 'longitudes' ? (fromLengths ?? fromValue) : (fromValue ?? fromLengths);

  const set = (key: 'value' | 'rise' | 'run') => (text: string) =>
    update((previous) => ({ ...previous, [key]: text, drawn: key === 'value' ? 'valor' : 'longitudes' }));

  return (
    <div className="converter">
      <div className={styles.layout}>
        <div>
          <section aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className={styles.title}>
              Convertir una pendiente
            </h2>
            <div className={styles.controls}>
              <TextField
                id={`${id}-value`}
                label="Valor"
                value={form.value}
                hint={angle && !angle.ok ? angle.reason : undefined}
                placeholder={form.unit === 'razon' ? 'Por ejemplo, 1:12' : 'Por ejemplo, 10'}
                onChange={set('value')}
              />
              <div className="field">
                <label htmlFor={`${id}-unit`}>Unidad</label>
                <select
                  id={`${id}-unit`}
                  value={form.unit}
                  onChange={(event) => {
                    const next = event.target.value;
                    if (isSlopeUnit(next)) update((previous) => ({ ...previous, unit: next, drawn: 'valor' }));
                  }}
                >
                  {SLOPE_UNITS.map((option) => (
                    <option key={option.key} value={option.key}>
                      {option.key === 'razon' ? option.name : `${option.name} (${option.symbol})`}
                    </option>
                  ))}
                </select>
                <p className="field__hint" />
              </div>
            </div>
            <div aria-live="polite">
              {angle?.ok && given && 'text' in given && (
                <>
                  <table className={styles.table}>
                    <caption {...NUMERIC}>Una pendiente de {given.text} equivale a:</caption>
                    <thead>
                      <tr>
                        <th scope="col">Unidad</th>
                        <th scope="col">Valor</th>
                      </tr>
                    </thead>
                    <tbody>
                      {others.map((other) => {
                        const written = writeAngle(angle.value, other.key);
                        return (
                          <tr key={other.key}>
                            <th scope="row">
                              {other.key === 'razon' ? 'Razón 1:n' : `${other.name} (${other.symbol})`}
                            </th>
                            <td {...NUMERIC}>{'text' in written ? written.text : 'No tiene'}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                  {missing.map((reason) => (
                    <p key={reason} className={styles.note} {...NUMERIC}>
                      {reason}
                    </p>
                  ))}
                </>
              )}
            </div>
          </section>

          <section aria-labelledby={`${id}-lengths-title`} className={styles.lengths}>
            <h2 id={`${id}-lengths-title`} className={styles.title}>
              Calcular la pendiente con la subida y el avance
            </h2>
            <p className={styles.help}>Escribe las dos medidas en la misma unidad (m, cm, in…).</p>
            <div className={styles.controls}>
              <NumberField
                id={`${id}-rise`}
                label="Subida (altura)"
                value={form.rise}
                hint={riseHint}
                placeholder="Por ejemplo, 0.5"
                onChange={set('rise')}
              />
              <NumberField
                id={`${id}-run`}
                label="Avance horizontal"
                value={form.run}
                hint={runHint}
                placeholder="Por ejemplo, 6"
                onChange={set('run')}
              />
            </div>
            <div className={styles.result} aria-live="polite" aria-atomic="true">
              {lengthsLine && lengths?.ok && (
                <>
                  <div className={styles.box}>
                    <p className={styles.line}>
                      <output {...NUMERIC}>{lengthsLine}</output>
                    </p>
                    <CopyButton text={lengthsLine} label="Copiar pendiente" numbers />
                  </div>
                  <p className={styles.extra} {...NUMERIC}>
                    Equivale a {listForms(lengths.value.radians, ['grados', 'por_mil', 'razon', 'radianes'])}.
                  </p>
                </>
              )}
            </div>
          </section>
        </div>
        <div className={styles.drawing}>
          {drawing && <SlopeDrawing forms={drawing.forms} rise={drawing.rise} run={drawing.run} />}
        </div>
      </div>
    </div>
  );
}
