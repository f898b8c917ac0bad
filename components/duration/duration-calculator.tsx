'use client';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { NUMERIC } from '@/components/ui/numeric';
import type { DateEvent, MomentGroup, PersonalCalculationText } from '@/lib/content/duration';
import { formatCount } from '@/lib/text';
import {
  describeDuration,
  duration,
  parseDate,
  parseTime,
  toIsoDate,
  todayFrom,
  type CivilDate,
} from '@/lib/tools/duration';
import styles from './duration-calculator.module.css';
import { EventList } from './event-list';
import { PersonalCalculations } from './personal-calculations';

interface DurationCalculatorProps {
  historical: readonly DateEvent[];
  moments: readonly MomentGroup[];
  personal: readonly PersonalCalculationText[];
  /** 'YYYY-MM-DD': a fixed 'today' for tests. Without it, today is read from the device after mount (D2). */
  today?: string;
}

interface Point {
  date: string;
  time: string;
}

type Side = 'start' | 'end';
type FieldKey = `${Side}-${keyof Point}`;

const EMPTY: Point = { date: '', time: '' };
const INCOMPLETE = 'La fecha está incompleta o no es válida.';
const INCOMPLETE_TIME = 'La hora está incompleta o no es válida.';
const MISSING: Record<Side, string> = { start: 'Elige la fecha de inicio.', end: 'Elige la fecha final.' };

const fixedToday = (text: string | undefined): CivilDate | null => {
  const parsed = text ? parseDate(text) : null;
  return parsed?.ok ? parsed.value : null;
};

/** The duration screen (spec 001 §2, D18): two date-times, the result, events and personal calculations. */
export function DurationCalculator({ historical, moments, personal, today: todayProp }: DurationCalculatorProps) {
  const id = useId();
  const [today, setToday] = useState<CivilDate | null>(() => fixedToday(todayProp));
  const [points, setPoints] = useState<Record<Side, Point>>({ start: EMPTY, end: EMPTY });
  // What the browser reports for a half-typed field, whose value it gives as '' (validity.badInput).
  const [badInput, setBadInput] = useState<Partial<Record<FieldKey, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const scrollPending = useRef(false);

  // 'Today' depends on the visitor's clock: read it only in the browser, after the static HTML (D2).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is read after hydration, on purpose (D2)
    if (!todayProp) setToday(todayFrom(new Date()));
  }, [todayProp]);

  useEffect(() => {
    if (!scrollPending.current) return;
    scrollPending.current = false;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  });

  const currentToday = () => today ?? todayFrom(new Date());

  const parsed = (side: Side) => {
    const { date, time } = points[side];
    const dateResult = date.trim() === '' ? null : parseDate(date);
    const timeResult = parseTime(time);
    const dateBad = badInput[`${side}-date`] ?? false;
    const timeBad = badInput[`${side}-time`] ?? false;
    let dateHint = '';
    if (dateBad) dateHint = INCOMPLETE;
    else if (!dateResult) dateHint = attempted ? MISSING[side] : '';
    else if (!dateResult.ok) dateHint = dateResult.reason;
    const timeHint = timeBad ? INCOMPLETE_TIME : timeResult.ok ? '' : timeResult.reason;
    const value =
      dateResult?.ok && timeResult.ok && !dateBad && !timeBad
        ? { date: dateResult.value, minutes: timeResult.value }
        : null;
    return { value, dateHint, timeHint };
  };
  const start = parsed('start');
  const end = parsed('end');

  // Spec 001 §4: computed as soon as both dates are set; the button only reveals what is missing.
  const result = start.value && end.value ? duration(start.value, end.value) : null;
  const withTimes = points.start.time.trim() !== '' || points.end.time.trim() !== '';
  const sentence =
    result && start.value && end.value ? describeDuration(start.value, end.value, result, withTimes) : '';
  const allEvents = [...historical, ...moments.flatMap((group) => group.events)];
  const selected = allEvents.find((event) => event.id === selectedId) ?? null;

  const update = (side: Side, key: keyof Point) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    const bad = event.target.validity?.badInput ?? false;
    setPoints((previous) => ({ ...previous, [side]: { ...previous[side], [key]: value } }));
    setBadInput((previous) => ({ ...previous, [`${side}-${key}`]: bad }));
    if (key !== 'date') return;
    // The event stays selected only while the dates are its own.
    setSelectedId(null);
  };

  const setEndToToday = () => {
    setPoints((previous) => ({ ...previous, end: { date: toIsoDate(currentToday()), time: '' } }));
    setBadInput((previous) => ({ ...previous, 'end-date': false, 'end-time': false }));
    setSelectedId(null);
  };

  const choose = (event: DateEvent) => {
    setPoints({ start: { date: event.date, time: '' }, end: { date: toIsoDate(currentToday()), time: '' } });
    setBadInput({});
    setSelectedId(event.id);
    scrollPending.current = true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
  };

  const figures: [string, number][] = result
    ? [
        ['Años', result.years],
        ['Meses', result.months],
        ['Días', result.days],
        ['Horas', result.hours],
        ['Minutos', result.minutes],
        ['Días en total', result.totalDays],
      ]
    : [];

  const field = (side: Side, key: keyof Point, label: string, hint: string) => {
    const inputId = `${id}-${side}-${key}`;
    return (
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          type={key}
          {...(key === 'date' ? { min: '0001-01-01', max: '9999-12-31' } : {})}
          value={points[side][key]}
          onChange={update(side, key)}
          aria-invalid={hint ? true : undefined}
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="field__hint" aria-live="polite">
          {hint}
        </p>
      </div>
    );
  };

  return (
    // data-ready marks that 'today' is known (after mount in the browser): browser tests wait for it.
    <div data-ready={today ? 'true' : undefined}>
      <form className="converter" onSubmit={submit} noValidate aria-label="Duración entre dos fechas">
        <div className={styles.inputs}>
          <fieldset className={styles.fieldset}>
            <legend>Inicio</legend>
            {field('start', 'date', 'Fecha de inicio', start.dateHint)}
            {field('start', 'time', 'Hora de inicio (opcional)', start.timeHint)}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>Fin</legend>
            {field('end', 'date', 'Fecha final', end.dateHint)}
            {field('end', 'time', 'Hora final (opcional)', end.timeHint)}
            <button type="button" className={`link-button ${styles.today}`} onClick={setEndToToday}>
              Usar la fecha de hoy
            </button>
          </fieldset>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button">
            Calcular duración
          </button>
        </div>
        <div className={styles.result} ref={resultRef} aria-live="polite">
          {result ? (
            <>
              {selected && (
                <p className={styles.chosen}>
                  Desde: <strong>{selected.title}</strong>
                </p>
              )}
              <dl className={styles.figures}>
                {figures.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{formatCount(value)}</dd>
                  </div>
                ))}
              </dl>
              <div className={styles.sentence}>
                <p className={styles.line} {...NUMERIC}>
                  {sentence}
                </p>
                <CopyButton text={sentence} label="Copiar resultado" numbers />
              </div>
              {result.reversed && (
                <p className="result__note">
                  La fecha final es anterior a la inicial: se muestra la duración en valor absoluto.
                </p>
              )}
            </>
          ) : (
            <p className={styles.placeholder}>Elige las dos fechas para ver la duración.</p>
          )}
        </div>
      </form>

      <section className={styles.section} aria-labelledby={`${id}-historical`}>
        <h2 id={`${id}-historical`}>Acontecimientos históricos</h2>
        <p className={styles.sectionIntro}>
          Pulsa un acontecimiento para calcular cuánto tiempo ha pasado desde entonces hasta hoy.
        </p>
        <EventList events={historical} selectedId={selectedId} onChoose={choose} />
      </section>

      <section className={styles.section} aria-labelledby={`${id}-moments`}>
        <h2 id={`${id}-moments`}>Momentos memorables</h2>
        {moments.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`${id}-${group.id}`}>
            <h3 id={`${id}-${group.id}`}>{group.title}</h3>
            <EventList events={group.events} selectedId={selectedId} onChoose={choose} />
          </section>
        ))}
      </section>

      <section className={styles.section} aria-labelledby={`${id}-personal`}>
        <h2 id={`${id}-personal`}>Cálculos personales</h2>
        <p className={styles.sectionIntro}>Cada cálculo usa su propia fecha y la fecha de hoy de tu dispositivo.</p>
        <PersonalCalculations specs={personal} today={today} />
      </section>
    </div>
  );
}
