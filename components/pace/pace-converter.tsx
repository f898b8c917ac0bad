'use client';
/**
 * /convertir-ritmo (issue 34, D37): a pace or a speed in one unit, shown at once in every other unit, and the
 * race-time box: a distance and either the pace above (→ the finishing time) or a target time (→ the pace needed).
 * The whole form lives in the address (D9), so a plan can be shared: ?valor=5:30&unidad=min_km&distancia=maraton.
 */
import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { useAddressState } from '@/hooks/use-address-state';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import {
  convertRunning,
  finishingTime,
  formatClock,
  isPaceUnit,
  paceForTime,
  parseDuration,
  parseRunningValue,
  RACE_DISTANCES,
  RUNNING_UNITS,
  type Outcome,
  type RunningUnit,
} from '@/lib/tools/pace';
import { formatGiven, formatNumber } from '@/lib/units/format';
import { parseNumber } from '@/lib/units/parse';
import styles from './pace-converter.module.css';
import { TextField } from './text-field';

type RaceChoice = string;
type DistanceUnit = 'km' | 'mi';
type Mode = 'llegada' | 'ritmo';

export interface PaceForm {
  value: string;
  unit: RunningUnit;
  /** A key of RACE_DISTANCES, or OTHER for a distance typed in `distance`. */
  race: RaceChoice;
  distance: string;
  distanceUnit: DistanceUnit;
  mode: Mode;
  target: string;
}

const OTHER = 'otra';

/** 5:00 min/km and a marathon: the example every runner checks first (3:30:59). */
export const DEFAULT_PACE_FORM: PaceForm = {
  value: '5:00',
  unit: 'min_km',
  race: 'maraton',
  distance: '10',
  distanceUnit: 'km',
  mode: 'llegada',
  target: '3:30:00',
};

const QUERY_KEYS = {
  value: 'valor',
  unit: 'unidad',
  race: 'distancia',
  distance: 'otra',
  distanceUnit: 'udist',
  mode: 'calcular',
  target: 'objetivo',
} as const;

const isRunningUnit = (key: string): key is RunningUnit => RUNNING_UNITS.some((unit) => unit.key === key);
const isRace = (key: string): boolean => key === OTHER || RACE_DISTANCES.some((race) => race.key === key);

function formFromQuery(search: string, fallback: PaceForm): PaceForm {
  const values = readQuery(search, QUERY_KEYS);
  const text = (value: string | null, previous: string) => value?.slice(0, 40) ?? previous;
  return {
    value: text(values.value, fallback.value),
    unit: values.unit && isRunningUnit(values.unit) ? values.unit : fallback.unit,
    race: values.race && isRace(values.race) ? values.race : fallback.race,
    distance: text(values.distance, fallback.distance),
    distanceUnit:
      values.distanceUnit === 'km' || values.distanceUnit === 'mi' ? values.distanceUnit : fallback.distanceUnit,
    mode: values.mode === 'llegada' || values.mode === 'ritmo' ? values.mode : fallback.mode,
    target: text(values.target, fallback.target),
  };
}

/** Only what the form uses: the typed distance when 'Otra distancia' is chosen, the target time in 'ritmo' mode. */
const queryFromForm = (form: PaceForm): string =>
  writeQuery(QUERY_KEYS, {
    value: form.value.trim(),
    unit: form.unit,
    race: form.race,
    distance: form.race === OTHER ? form.distance.trim() : undefined,
    distanceUnit: form.race === OTHER ? form.distanceUnit : undefined,
    mode: form.mode,
    target: form.mode === 'ritmo' ? form.target.trim() : undefined,
  });

const carriesForm = (search: string) => carriesQuery(search, QUERY_KEYS);

const unitOf = (key: RunningUnit) => RUNNING_UNITS.find((unit) => unit.key === key) ?? RUNNING_UNITS[0];

/** Paces as m:ss or h:mm:ss with their unit; speeds to two decimals (D8): '8:03 min/mi', '0:30 /100 m', '12 km/h'. */
export function writeRunning(value: number, unit: RunningUnit): string {
  if (isPaceUnit(unit)) {
    const clock = formatClock(value);
    return unit === 's_100m' ? `${clock} /100 m` : `${clock} ${unitOf(unit)?.symbol}`;
  }
  return `${formatNumber(value, 2)} ${unitOf(unit)?.symbol}`;
}

/** The value as the visitor gave it: a pace as its clock (5.5 → 5:30), a speed as typed (12.5 km/h). */
function writeGiven(value: number, unit: RunningUnit): string {
  return isPaceUnit(unit) ? writeRunning(value, unit) : `${formatGiven(value)} ${unitOf(unit)?.symbol}`;
}

const hintOf = <T,>(outcome: Outcome<T>): string | undefined => (outcome.ok ? undefined : outcome.reason);

/** The race chosen, in km or mi and as the page names it: 'Maratón (42.195 km)', '5 km', '12.5 km'. */
function raceDistance(form: PaceForm): { distance: number; unit: DistanceUnit; name: string } | { hint?: string } {
  const race = RACE_DISTANCES.find((candidate) => candidate.key === form.race);
  if (race) {
    const km = race.metres / 1000;
    const written = `${formatNumber(km, 4)} km`;
    return { distance: km, unit: 'km', name: race.name === written ? written : `${race.name} (${written})` };
  }
  const parsed = parseNumber(form.distance);
  if (!parsed.ok) return parsed.reason === 'empty' ? {} : { hint: 'Introduce un número válido.' };
  if (parsed.value <= 0) return { hint: 'La distancia debe ser mayor que 0.' };
  return { distance: parsed.value, unit: form.distanceUnit, name: `${formatGiven(parsed.value)} ${form.distanceUnit}` };
}

/** The units the pace needed is written in: the four that runners read, min/km first. */
const TARGET_UNITS: readonly RunningUnit[] = ['min_km', 'min_mi', 'km_h', 'mph'];

/** `initial`: the state a question page opens on (issue 34: its unit and value); the address still wins. */
export function PaceConverter({ initial }: { initial?: Partial<PaceForm> } = {}) {
  const id = useId();
  const [form, update] = useAddressState(
    { ...DEFAULT_PACE_FORM, ...initial },
    formFromQuery,
    queryFromForm,
    carriesForm,
  );
  const set =
    <K extends keyof PaceForm>(key: K) =>
    (value: PaceForm[K]) =>
      update((previous) => ({ ...previous, [key]: value }));

  // The value as typed; an empty field shows neither a result nor a hint.
  const typed = form.value.trim() === '' ? undefined : parseRunningValue(form.value, form.unit);
  // Converted to its own unit only to check it against the bounds of a pace on foot.
  const checked = typed?.ok ? convertRunning(typed.value, form.unit, form.unit) : typed;
  const given = typed?.ok && checked?.ok ? typed.value : undefined;
  const others = RUNNING_UNITS.filter((unit) => unit.key !== form.unit);

  const race = raceDistance(form);
  const hasDistance = 'distance' in race;
  const unit = unitOf(form.unit);

  // The race box: the finishing time at the pace above, or the pace needed for a target time.
  let raceLine = '';
  let raceExtra = '';
  let raceProblem: string | undefined;
  let targetHint: string | undefined;
  if (hasDistance && form.mode === 'llegada') {
    if (given === undefined) raceProblem = 'Escribe arriba un ritmo o una velocidad válidos para calcular tu tiempo.';
    else {
      const time = finishingTime(given, form.unit, race.distance, race.unit);
      if (time.ok) raceLine = `${race.name} a ${writeGiven(given, form.unit)} → ${formatClock(time.value)}`;
      else raceProblem = time.reason;
    }
  }
  if (form.mode === 'ritmo' && form.target.trim() !== '') {
    const target = parseDuration(form.target);
    if (!target.ok) targetHint = target.reason;
    else if (hasDistance) {
      const [first, ...rest] = TARGET_UNITS.map((key) => ({
        key,
        pace: paceForTime(target.value, race.distance, race.unit, key),
      }));
      if (first && first.pace.ok) {
        raceLine = `${race.name} en ${formatClock(target.value)} → ${writeRunning(first.pace.value, first.key)}`;
        raceExtra = `Equivale a ${rest
          .flatMap(({ key, pace }) => (pace.ok ? [writeRunning(pace.value, key)] : []))
          .join(', ')
          .replace(/, ([^,]*)$/, ' o $1')}.`;
      } else if (first && /distancia/i.test(hintOf(first.pace) ?? '')) {
        raceProblem = hintOf(first.pace);
      } else if (first) {
        // '3:30' is read as minutes and seconds: for a marathon that is a typo for 3 h 30 min, and the hint says so.
        const hoursMinutes = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(form.target);
        const suggestion = hoursMinutes
          ? ` Si querías decir ${hoursMinutes[1]} h ${hoursMinutes[2]} min, escribe ${form.target.trim()}:00.`
          : '';
        targetHint = `${hintOf(first.pace) ?? ''}${suggestion}`;
      }
    }
  }

  return (
    <div className="converter">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.title}>
          Ritmo o velocidad
        </h2>
        <div className={styles.controls}>
          <TextField
            id={`${id}-value`}
            label="Valor"
            value={form.value}
            hint={checked && hintOf(checked)}
            placeholder={isPaceUnit(form.unit) ? 'Por ejemplo, 5:30' : 'Por ejemplo, 12'}
            onChange={set('value')}
          />
          <div className="field">
            <label htmlFor={`${id}-unit`}>Unidad</label>
            <select
              id={`${id}-unit`}
              value={form.unit}
              onChange={(event) => {
                const next = event.target.value;
                if (isRunningUnit(next)) set('unit')(next);
              }}
            >
              {RUNNING_UNITS.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.name} ({option.symbol})
                </option>
              ))}
            </select>
            <p className="field__hint" />
          </div>
        </div>
        <p className={styles.help} {...NUMERIC}>
          {isPaceUnit(form.unit)
            ? form.unit === 's_100m'
              ? 'Escribe segundos (95) o minutos y segundos (1:35).'
              : 'Escribe minutos y segundos (5:30 o 5\'30") o minutos con decimales (5.5).'
            : 'Escribe la velocidad; los decimales, con punto o con coma.'}
        </p>
        <div aria-live="polite">
          {given !== undefined && (
            <table className={styles.table}>
              <caption {...NUMERIC}>
                {writeGiven(given, form.unit)} ({unit?.kind === 'ritmo' ? 'ritmo' : 'velocidad'}) equivale a:
              </caption>
              <thead>
                <tr>
                  <th scope="col">Unidad</th>
                  <th scope="col">Valor</th>
                </tr>
              </thead>
              <tbody>
                {others.map((other) => {
                  const converted = convertRunning(given, form.unit, other.key);
                  return (
                    <tr key={other.key}>
                      <th scope="row">
                        {other.name} ({other.symbol})
                      </th>
                      <td {...NUMERIC}>{converted.ok ? writeRunning(converted.value, other.key) : ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </div>
      </section>

      <section aria-labelledby={`${id}-race-title`} className={styles.race}>
        <h2 id={`${id}-race-title`} className={styles.title}>
          Tiempo de carrera
        </h2>
        <div className={styles.controls}>
          <div className="field">
            <label htmlFor={`${id}-race`}>Distancia</label>
            <select id={`${id}-race`} value={form.race} onChange={(event) => set('race')(event.target.value)}>
              {RACE_DISTANCES.map((option) => {
                const written = `${formatNumber(option.metres / 1000, 4)} km`;
                return (
                  <option key={option.key} value={option.key} {...NUMERIC}>
                    {option.name === written ? written : `${option.name} (${written})`}
                  </option>
                );
              })}
              <option value={OTHER}>Otra distancia</option>
            </select>
            <p className="field__hint" />
          </div>
          {form.race === OTHER && (
            <>
              <NumberField
                id={`${id}-distance`}
                label="Otra distancia"
                value={form.distance}
                hint={'hint' in race ? race.hint : undefined}
                placeholder="Por ejemplo, 15"
                onChange={set('distance')}
              />
              <div className="field">
                <label htmlFor={`${id}-distance-unit`}>Unidad de la distancia</label>
                <select
                  id={`${id}-distance-unit`}
                  value={form.distanceUnit}
                  onChange={(event) => set('distanceUnit')(event.target.value === 'mi' ? 'mi' : 'km')}
                >
                  <option value="km">Kilómetros (km)</option>
                  <option value="mi">Millas (mi)</option>
                </select>
                <p className="field__hint" />
              </div>
            </>
          )}
        </div>
        <fieldset className={styles.modes}>
          <legend>¿Qué quieres calcular?</legend>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              value="tiempo"
              checked={form.mode === 'llegada'}
              onChange={() => set('mode')('llegada')}
            />{' '}
            Mi tiempo al ritmo de arriba
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-mode`}
              value="ritmo"
              checked={form.mode === 'ritmo'}
              onChange={() => set('mode')('ritmo')}
            />{' '}
            El ritmo para un tiempo objetivo
          </label>
        </fieldset>
        {form.mode === 'ritmo' && (
          <TextField
            id={`${id}-target`}
            label="Tiempo objetivo (h:mm:ss o mm:ss)"
            value={form.target}
            hint={targetHint}
            placeholder="Por ejemplo, 3:30:00"
            onChange={set('target')}
          />
        )}
        <div className={styles.result} aria-live="polite" aria-atomic="true">
          {raceLine && (
            <div className={styles.box}>
              <p className={styles.line}>
                <output {...NUMERIC}>{raceLine}</output>
              </p>
              <CopyButton text={raceLine} label="Copiar tiempo de carrera" numbers />
            </div>
          )}
          {raceLine && raceExtra && (
            <p className={styles.extra} {...NUMERIC}>
              {raceExtra}
            </p>
          )}
          {!raceLine && raceProblem && (
            <p className="result__note" {...NUMERIC}>
              {raceProblem}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
