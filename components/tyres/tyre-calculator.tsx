'use client';
/**
 * Issue 34, D37: the tyre calculator. One size gives its nominal dimensions in mm and in; a second size, when given,
 * is compared with the first: the difference of each dimension, the speedometer at a real 100 km/h and the ±3 % rule
 * of thumb (said as such), with both drawn to scale. Every figure is lib/tools/tyres.ts's; the sizes live in the
 * address (D9: ?medida=205/55 R16&nueva=225/45 R17).
 */
import { useId } from 'react';
import { ResultLine } from '@/components/converter/result-box';
import { NUMERIC } from '@/components/ui/numeric';
import { useAddressState } from '@/hooks/use-address-state';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import { compareTyres, readTyre, type Length, type TyreDimensions, type TyreOutcome } from '@/lib/tools/tyres';
import { formatNumber, formatPlain } from '@/lib/units/format';
import styles from './tyre-calculator.module.css';
import { TyreDrawing, type DrawnTyre } from './tyre-drawing';

export interface TyreForm {
  current: string;
  replacement: string;
}

/** A plus-one swap that keeps the diameter: the change people ask about most (a bigger rim, a lower profile). */
export const TYRE_DEFAULTS: TyreForm = { current: '205/55 R16', replacement: '225/45 R17' };

const QUERY_KEYS = { current: 'medida', replacement: 'nueva' } as const;

function formFromQuery(search: string, fallback: TyreForm): TyreForm {
  const values = readQuery(search, QUERY_KEYS);
  return {
    current: values.current?.slice(0, 60) ?? fallback.current,
    replacement: values.replacement?.slice(0, 60) ?? fallback.replacement,
  };
}

const queryFromForm = (form: TyreForm): string =>
  writeQuery(QUERY_KEYS, { current: form.current.trim(), replacement: form.replacement.trim() });

const carriesForm = (search: string) => carriesQuery(search, QUERY_KEYS);

/** The page's decimals (D8): millimetres to 0.1, inches to 0.01, turns to 0.1, percentages and speeds to 0.01. */
const DECIMALS = { mm: 1, in: 2, turns: 1, percent: 2, speed: 2 } as const;

const signed = (value: number, decimals: number): string =>
  value > 0 ? `+${formatNumber(value, decimals)}` : formatNumber(value, decimals);

const percentChange = (after: number, before: number) => ((after - before) / before) * 100;

interface Row {
  name: string;
  /** A length (shown in mm and in) or a count (turns). */
  read: (tyre: TyreDimensions) => Length | number;
}

const ROWS: readonly Row[] = [
  { name: 'Ancho', read: (tyre) => tyre.width },
  { name: 'Flanco (alto del perfil)', read: (tyre) => tyre.sidewall },
  { name: 'Diámetro del rin (llanta en España)', read: (tyre) => tyre.rim },
  { name: 'Diámetro total', read: (tyre) => tyre.diameter },
  { name: 'Circunferencia', read: (tyre) => tyre.circumference },
  { name: 'Vueltas por kilómetro', read: (tyre) => tyre.revolutionsPerKm },
  { name: 'Vueltas por milla', read: (tyre) => tyre.revolutionsPerMile },
];

function Cell({ value }: { value: Length | number }) {
  if (typeof value === 'number') return <td {...NUMERIC}>{formatNumber(value, DECIMALS.turns)}</td>;
  return (
    <td {...NUMERIC}>
      {formatNumber(value.mm, DECIMALS.mm)} mm
      <br />
      {formatNumber(value.in, DECIMALS.in)} in
    </td>
  );
}

function DifferenceCell({ after, before }: { after: Length | number; before: Length | number }) {
  if (typeof after === 'number' && typeof before === 'number') {
    return <td {...NUMERIC}>{signed(after - before, DECIMALS.turns)}</td>;
  }
  if (typeof after === 'number' || typeof before === 'number') return <td />;
  return (
    <td {...NUMERIC}>
      {signed(after.mm - before.mm, DECIMALS.mm)} mm
      <br />
      {signed(percentChange(after.mm, before.mm), DECIMALS.percent)} %
    </td>
  );
}

/** A field for a size as it is moulded on the sidewall, with the calculator's reason under it (D9, D10). */
function SizeField(props: {
  id: string;
  label: string;
  value: string;
  hint: string | undefined;
  placeholder: string;
  onChange: (text: string) => void;
}) {
  const { id, label, value, hint, placeholder, onChange } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        aria-invalid={hint ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint" aria-live="polite" {...NUMERIC}>
        {hint}
      </p>
    </div>
  );
}

const hintOf = (outcome: TyreOutcome | undefined) => (outcome && !outcome.ok ? outcome.reason : undefined);

/** `initial`: the sizes a question page opens on (issue 34: its own size, alone or against another); the address still wins. */
export function TyreCalculator({ drawingNote, initial }: { drawingNote: string; initial?: Partial<TyreForm> }) {
  const id = useId();
  const [form, update] = useAddressState({ ...TYRE_DEFAULTS, ...initial }, formFromQuery, queryFromForm, carriesForm);
  const current = readTyre(form.current);
  // The second size is optional: an empty field is a one-size calculation, not a mistake.
  const replacement = form.replacement.trim() === '' ? undefined : readTyre(form.replacement);
  const original = current.ok ? current.tyre : undefined;
  const other = replacement?.ok ? replacement.tyre : undefined;
  const comparison = original && other ? compareTyres(original, other) : undefined;

  const set = (key: keyof TyreForm) => (text: string) => update((previous) => ({ ...previous, [key]: text }));

  const line = !original
    ? ''
    : comparison && other
      ? `${other.size.label} frente a ${original.size.label} → ${signed(comparison.diameterDifferencePercent, DECIMALS.percent)} % de diámetro`
      : `${original.size.label} → ${formatNumber(original.diameter.mm, DECIMALS.mm)} mm (${formatNumber(original.diameter.in, DECIMALS.in)} in) de diámetro`;
  const copyText = !original
    ? ''
    : comparison && other
      ? `${other.size.label} frente a ${original.size.label}: ${comparison.diameterDifferencePercent > 0 ? '+' : ''}${formatPlain(comparison.diameterDifferencePercent, DECIMALS.percent)} % de diámetro`
      : `${original.size.label}: ${formatPlain(original.diameter.mm, DECIMALS.mm)} mm (${formatPlain(original.diameter.in, DECIMALS.in)} in) de diámetro`;

  const shown: readonly DrawnTyre[] = original
    ? [{ tyre: original, role: 'actual' }, ...(other ? [{ tyre: other, role: 'nueva' as const }] : [])]
    : [];

  return (
    <div className="converter">
      <div className={styles.fields}>
        <SizeField
          id={`${id}-current`}
          label="Medida actual"
          value={form.current}
          hint={hintOf(current)}
          placeholder="Por ejemplo, 205/55 R16"
          onChange={set('current')}
        />
        <SizeField
          id={`${id}-replacement`}
          label="Medida nueva (para comparar, opcional)"
          value={form.replacement}
          hint={hintOf(replacement)}
          placeholder="Por ejemplo, 225/45 R17"
          onChange={set('replacement')}
        />
      </div>

      <div className={styles.result} aria-live="polite" aria-atomic="true">
        {line && <ResultLine line={line} copyText={copyText} />}
        {comparison && (
          <>
            <dl className={styles.summary}>
              <div className={styles.figure}>
                <dt>A 100 km/h reales, el velocímetro marca</dt>
                <dd {...NUMERIC}>≈ {formatNumber(comparison.speedometerAtReal100, DECIMALS.speed)} km/h</dd>
              </div>
              <div className={styles.figure}>
                <dt>Con el velocímetro en 100 km/h, vas a</dt>
                <dd {...NUMERIC}>≈ {formatNumber(comparison.realSpeedAtShown100, DECIMALS.speed)} km/h</dd>
              </div>
            </dl>
            <p className={comparison.ruleOfThumb.within ? styles.within : 'result__note'} {...NUMERIC}>
              {comparison.ruleOfThumb.within
                ? `Dentro de la regla práctica del ±${comparison.ruleOfThumb.limitPercent} % de diámetro.`
                : `Fuera de la regla práctica del ±${comparison.ruleOfThumb.limitPercent} %: el diámetro cambia un ${signed(comparison.diameterDifferencePercent, DECIMALS.percent)} %.`}
            </p>
            <p className={styles.aside}>{comparison.ruleOfThumb.note}</p>
          </>
        )}
      </div>

      {original && (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption>Medidas nominales, en milímetros y en pulgadas</caption>
            <thead>
              <tr>
                <th scope="col">Dato</th>
                <th scope="col" {...NUMERIC}>
                  {other ? `Actual: ${original.size.label}` : original.size.label}
                </th>
                {other && (
                  <>
                    <th scope="col" {...NUMERIC}>
                      Nueva: {other.size.label}
                    </th>
                    <th scope="col">Diferencia</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <Cell value={row.read(original)} />
                  {other && (
                    <>
                      <Cell value={row.read(other)} />
                      <DifferenceCell after={row.read(other)} before={row.read(original)} />
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {shown.length > 0 && <TyreDrawing tyres={shown} note={drawingNote} />}
    </div>
  );
}
