'use client';
import { useId } from 'react';
import { PRECISIONS, changeResultSettings, type ResultSettings } from '@/lib/preferences/result-settings';
import { FRACTION_STEPS } from '@/lib/units/inch-fraction';
import styles from './result-settings.module.css';

const PRECISION_LABELS: Record<(typeof PRECISIONS)[number], string> = {
  auto: 'Automática',
  3: '3 cifras',
  6: '6 cifras',
  10: '10 cifras',
};

/**
 * D31: the precision of results, and the finest inch fraction where the result is in inches. Remembered on the
 * device; every converter of the page follows (lib/preferences/result-settings.ts).
 */
export function ResultSettingsControls({ settings, inches }: { settings: ResultSettings; inches: boolean }) {
  const id = useId();
  return (
    <div className={styles.settings}>
      <div className={styles.setting}>
        <label htmlFor={`${id}-precision`}>Precisión</label>
        <select
          id={`${id}-precision`}
          value={String(settings.precision)}
          onChange={(event) => {
            const chosen = PRECISIONS.find((precision) => String(precision) === event.target.value);
            if (chosen !== undefined) changeResultSettings({ precision: chosen });
          }}
        >
          {PRECISIONS.map((precision) => (
            <option key={precision} value={String(precision)}>
              {PRECISION_LABELS[precision]}
            </option>
          ))}
        </select>
      </div>
      {inches && (
        <div className={styles.setting}>
          <label htmlFor={`${id}-fraction`}>Fracción de pulgada</label>
          <select
            id={`${id}-fraction`}
            value={String(settings.fractionStep)}
            onChange={(event) => {
              const chosen = FRACTION_STEPS.find((step) => String(step) === event.target.value);
              if (chosen !== undefined) changeResultSettings({ fractionStep: chosen });
            }}
          >
            {FRACTION_STEPS.map((step) => (
              <option key={step} value={String(step)}>
                1/{step}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
