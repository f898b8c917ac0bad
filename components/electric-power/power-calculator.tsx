'use client';
/**
 * Issue 34, D37: watts, amperes and kVA at a voltage, in direct current, single-phase or three-phase AC. What the
 * visitor knows and the circuit are chosen; every figure is lib/tools/electric-power.ts's, and the state lives in the
 * address (D9: ?dato=vatios&valor=1000&circuito=monofasica&voltios=220&fp=1).
 *
 * The power factor starts at 1: the heaviest household loads (heaters, ovens, kettles, water heaters) are resistive,
 * and 1 gives the plain P ÷ V that "1000 W a 220 V" asks for. A guessed 0.9 would change every answer by 11 % without
 * the visitor knowing; the field is there to lower it, and the text says when.
 */
import { useId } from 'react';
import { ResultLine } from '@/components/converter/result-box';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { useAddressState } from '@/hooks/use-address-state';
import { DEFAULT_WORDING } from '@/lib/content/wording';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import {
  amperesFromKilovoltAmperes,
  amperesFromWatts,
  CIRCUIT_KINDS,
  wattsFromAmperes,
  type Circuit,
  type CircuitKind,
  type ElectricOutcome,
  type ElectricResult,
} from '@/lib/tools/electric-power';
import { amperes, DECIMALS, resultLine, watts, workedFormula, type KnownKey } from '@/lib/tools/electric-power-wording';
import { formatGiven, formatNumber } from '@/lib/units/format';
import { parseNumber } from '@/lib/units/parse';
import styles from './power-calculator.module.css';

/** What the visitor knows: the power in watts, the current, or a generator's or transformer's kVA. */
const KNOWN = [
  { key: 'vatios', option: 'Potencia en vatios (W)', field: 'Potencia (W)' },
  { key: 'amperios', option: 'Corriente en amperios (A)', field: 'Corriente (A)' },
  { key: 'kva', option: 'Potencia aparente en kVA', field: 'Potencia aparente (kVA)' },
] as const satisfies readonly { key: KnownKey; option: string; field: string }[];

export interface PowerForm {
  known: KnownKey;
  value: string;
  kind: CircuitKind;
  volts: string;
  powerFactor: string;
}

/** The "1000 W a 220 V" (D37). */
export const POWER_DEFAULTS: PowerForm = {
  known: 'vatios',
  value: '1000',
  kind: 'monofasica',
  volts: '220',
  powerFactor: '1',
};

const QUERY_KEYS = { known: 'dato', value: 'valor', kind: 'circuito', volts: 'voltios', powerFactor: 'fp' } as const;

const isKnown = (text: string): text is KnownKey => KNOWN.some((known) => known.key === text);
const isKind = (text: string): text is CircuitKind => CIRCUIT_KINDS.some((kind) => kind.key === text);

function formFromQuery(search: string, fallback: PowerForm): PowerForm {
  const values = readQuery(search, QUERY_KEYS);
  const text = (value: string | null, previous: string) => value?.slice(0, 40) ?? previous;
  return {
    known: isKnown(values.known ?? '') ? (values.known as KnownKey) : fallback.known,
    value: text(values.value, fallback.value),
    kind: isKind(values.kind ?? '') ? (values.kind as CircuitKind) : fallback.kind,
    volts: text(values.volts, fallback.volts),
    powerFactor: text(values.powerFactor, fallback.powerFactor),
  };
}

const queryFromForm = (form: PowerForm): string =>
  writeQuery(QUERY_KEYS, {
    known: form.known,
    value: form.value.trim(),
    kind: form.kind,
    volts: form.volts.trim(),
    // Direct current has no power factor: the address does not carry one.
    powerFactor: form.kind === 'continua' ? undefined : form.powerFactor.trim(),
  });

const carriesForm = (search: string) => carriesQuery(search, QUERY_KEYS);

/** A field's number, or the hint under it; an empty field gives neither (D9). */
function read(text: string): { value?: number; hint?: string } {
  const parsed = parseNumber(text);
  if (parsed.ok) return { value: parsed.value };
  return parsed.reason === 'empty' ? {} : { hint: DEFAULT_WORDING.hints.invalid };
}

type Field = 'value' | 'volts' | 'powerFactor';

/**
 * The field a refusal belongs to. The calculator checks the power or current first, then the volts, then the power
 * factor, and says why in its own words; this only puts the words under the right field.
 */
function fieldOf(value: number, volts: number): Field {
  if (!(value >= 0)) return 'value';
  if (!(volts > 0)) return 'volts';
  return 'powerFactor';
}

function calculate(known: KnownKey, value: number, circuit: Circuit): ElectricOutcome {
  if (known === 'amperios') return wattsFromAmperes(value, circuit);
  if (known === 'kva') return amperesFromKilovoltAmperes(value, circuit);
  return amperesFromWatts(value, circuit);
}

const finite = (result: ElectricResult) =>
  [result.amperes, result.watts, result.voltAmperes].every((figure) => Number.isFinite(figure));

/** `initial`: the state a question page opens on (issue 34: its question, voltage and circuit); the address still wins. */
export function PowerCalculator({
  powerFactorHelp,
  initial,
}: {
  powerFactorHelp: string;
  initial?: Partial<PowerForm>;
}) {
  const id = useId();
  const [form, update] = useAddressState({ ...POWER_DEFAULTS, ...initial }, formFromQuery, queryFromForm, carriesForm);
  const set = (key: 'value' | 'volts' | 'powerFactor') => (text: string) =>
    update((previous) => ({ ...previous, [key]: text }));

  const direct = form.kind === 'continua';
  const known = KNOWN.find((option) => option.key === form.known) ?? KNOWN[0];
  const fields: Record<Field, { value?: number; hint?: string }> = {
    value: read(form.value),
    volts: read(form.volts),
    powerFactor: direct ? { value: 1 } : read(form.powerFactor),
  };
  const given = fields.value.value;
  const volts = fields.volts.value;
  const powerFactor = fields.powerFactor.value;

  let result: ElectricResult | undefined;
  let tooLarge = false;
  if (given !== undefined && volts !== undefined && powerFactor !== undefined) {
    const outcome = calculate(form.known, given, { kind: form.kind, volts, powerFactor });
    if (!outcome.ok) fields[fieldOf(given, volts)] = { hint: outcome.reason };
    else if (finite(outcome.result)) result = outcome.result;
    else tooLarge = true;
  }

  const line = result && given !== undefined ? resultLine(form.known, result, given) : '';

  return (
    <div className="converter">
      <div className={styles.controls}>
        <div className="field">
          <label htmlFor={`${id}-known`}>Lo que sabes</label>
          <select
            id={`${id}-known`}
            value={form.known}
            onChange={(event) => {
              const next = event.target.value;
              if (isKnown(next)) update((previous) => ({ ...previous, known: next }));
            }}
          >
            {KNOWN.map((option) => (
              <option key={option.key} value={option.key}>
                {option.option}
              </option>
            ))}
          </select>
          <p className="field__hint" />
        </div>
        <NumberField
          id={`${id}-value`}
          label={known.field}
          value={form.value}
          hint={fields.value.hint}
          placeholder="Escribe un número"
          onChange={set('value')}
        />
        <div className="field">
          <label htmlFor={`${id}-kind`}>Tipo de circuito</label>
          <select
            id={`${id}-kind`}
            value={form.kind}
            onChange={(event) => {
              const next = event.target.value;
              if (isKind(next)) update((previous) => ({ ...previous, kind: next }));
            }}
          >
            {CIRCUIT_KINDS.map((kind) => (
              <option key={kind.key} value={kind.key}>
                {kind.name}
              </option>
            ))}
          </select>
          <p className="field__hint" />
        </div>
        <NumberField
          id={`${id}-volts`}
          label={form.kind === 'trifasica' ? 'Tensión entre fases (V)' : 'Tensión (V)'}
          value={form.volts}
          hint={fields.volts.hint}
          placeholder="Por ejemplo, 230"
          step={1}
          min={0}
          onChange={set('volts')}
        />
        {!direct && (
          <NumberField
            id={`${id}-fp`}
            label="Factor de potencia (FP)"
            value={form.powerFactor}
            hint={fields.powerFactor.hint}
            placeholder="Entre 0 y 1"
            step={0.01}
            min={0}
            onChange={set('powerFactor')}
          />
        )}
      </div>
      <p className={styles.help}>
        {direct ? 'En corriente continua no hay factor de potencia: la potencia es V × I.' : powerFactorHelp}
      </p>

      <div className={styles.result} aria-live="polite" aria-atomic="true">
        {line && <ResultLine line={line} copyText={line.replace(/\u202f/g, '')} />}
        {tooLarge && <p className="result__note">El resultado es demasiado grande para mostrarlo.</p>}
        {result && given !== undefined && (
          <>
            <p className={styles.formula} {...NUMERIC}>
              {workedFormula(form.known, result, given)}
            </p>
            <dl className={styles.summary}>
              <div className={styles.figure}>
                <dt>Corriente</dt>
                <dd {...NUMERIC}>{amperes(result.amperes)}</dd>
              </div>
              <div className={styles.figure}>
                <dt>Potencia activa</dt>
                <dd {...NUMERIC}>
                  {watts(result.watts)}{' '}
                  <span className={styles.unit} {...NUMERIC}>
                    ({formatNumber(result.kilowatts, DECIMALS.kilo)} kW)
                  </span>
                </dd>
              </div>
              <div className={styles.figure}>
                <dt>Potencia aparente</dt>
                <dd {...NUMERIC}>
                  {formatNumber(result.voltAmperes, DECIMALS.watts)} VA{' '}
                  <span className={styles.unit} {...NUMERIC}>
                    ({formatNumber(result.kilovoltAmperes, DECIMALS.kilo)} kVA)
                  </span>
                </dd>
              </div>
              <div className={styles.figure}>
                <dt>Factor de potencia</dt>
                <dd {...NUMERIC}>{formatGiven(result.powerFactor)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </div>
  );
}
