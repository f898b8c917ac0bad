import { useId, type KeyboardEvent } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import type { MeterData } from '@/lib/content/meters';
import { clampToRange, levelFor, levelIndex } from '@/lib/tools/meters';
import styles from './meter.module.css';

export interface MeterFigure {
  label: string;
  /** '190 mg', '+6 lpm', '5.6 m/s'. */
  value: string;
  /** What the abbreviation means, or the joke behind the number. */
  detail: string;
}

interface MeterProps {
  meter: MeterData;
  value: number;
  onChange: (value: number) => void;
  /** What the slider shows and announces for a value: '3 tazas', '25 km/h'. Also labels the levels. */
  valueText: (value: number) => string;
  figures: readonly MeterFigure[];
  /** An extra line under the figures, when there is something worth saying. */
  remark?: string;
}

/**
 * The next value for a key, or undefined for a key the slider does not use. The steps are the browser's own for
 * a range input (arrows one step, Page keys a tenth of the range, Home and End the ends); handling them here
 * keeps every browser, and the tests, in agreement.
 */
function valueForKey(key: string, value: number, { min, max, step }: MeterData): number | undefined {
  const page = Math.max(step, Math.round((max - min) / 10 / step) * step);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return value + step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - step;
    case 'PageUp':
      return value + page;
    case 'PageDown':
      return value - page;
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return undefined;
  }
}

/**
 * One humour meter (spec 001 §4): a slider, its reading (emoji, description, figures) and the scale with the
 * reached levels highlighted. Presentational: the page's client leaf owns the value and computes the figures,
 * so this component takes functions and carries no 'use client' boundary of its own.
 */
export function Meter({ meter, value, onChange, valueText, figures, remark }: MeterProps) {
  const sliderId = useId();
  const levelsId = useId();
  const current = levelIndex(value, meter.levels);
  const level = meter.levels[current];
  const emoji = levelFor(value, meter.emojis)?.emoji ?? '';
  const text = valueText(value);

  const handleKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = valueForKey(event.key, value, meter);
    if (next === undefined) return;
    event.preventDefault();
    onChange(clampToRange(next, meter));
  };

  return (
    <div className="converter">
      <div>
        <label htmlFor={sliderId} className={styles.label}>
          {meter.label}
        </label>
        <div className={styles.row}>
          <input
            id={sliderId}
            className={styles.slider}
            type="range"
            min={meter.min}
            max={meter.max}
            step={meter.step}
            value={value}
            aria-valuetext={text}
            onChange={(event) => onChange(clampToRange(Number(event.target.value), meter))}
            onKeyDown={handleKey}
          />
          {/* The slider announces the same text through aria-valuetext; this copy is for the eyes. */}
          <span className={styles.value} aria-hidden="true" {...NUMERIC}>
            {text}
          </span>
        </div>
      </div>

      <div className={styles.reading} aria-live="polite">
        <div className={styles.verdict}>
          <span className={styles.emoji} aria-hidden="true">
            {emoji}
          </span>
          {level && (
            <p className={styles.description}>
              <strong>{level.title}.</strong> {level.description}
            </p>
          )}
        </div>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd>
                <span className={styles.figureValue} {...NUMERIC}>
                  {figure.value}
                </span>
                <span className={styles.figureDetail} {...NUMERIC}>
                  {figure.detail}
                </span>
              </dd>
            </div>
          ))}
        </dl>
        {remark && (
          <p className={styles.remark} {...NUMERIC}>
            {remark}
          </p>
        )}
      </div>

      <section className={styles.levels} aria-labelledby={levelsId}>
        <h2 id={levelsId}>{meter.levelsHeading}</h2>
        <ol className={styles.levelList}>
          {meter.levels.map((item, index) => {
            const reached = index <= current;
            return (
              <li
                key={item.at}
                className={reached ? `${styles.level} ${styles.reached}` : styles.level}
                aria-current={index === current ? 'true' : undefined}
              >
                <span className={styles.at} {...NUMERIC}>
                  {valueText(item.at)}
                </span>
                <span className={styles.text}>
                  <strong>{item.title}</strong>
                  <span>{item.description}</span>
                </span>
                <span className={styles.mark} aria-hidden="true">
                  {reached ? '✓' : ''}
                </span>
                {reached && (
                  <span className="visually-hidden">
                    {index === current ? '(alcanzado, nivel actual)' : '(alcanzado)'}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
