import { useId, useState, type ChangeEvent } from 'react';
import type { PersonalCalculationText } from '@/lib/content/duration';
import { parseDate, type CivilDate } from '@/lib/tools/duration';
import { personalCalculation } from '@/lib/tools/personal-dates';
import styles from './personal-calculations.module.css';

const INCOMPLETE = 'La fecha está incompleta o no es válida.';

/** One personal calculation: its own date field and a result sentence, relative to today (after mount). */
function PersonalCard({ spec, today }: { spec: PersonalCalculationText; today: CivilDate | null }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [badInput, setBadInput] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    setBadInput(event.target.validity?.badInput ?? false);
  };

  let hint = '';
  let sentence = '';
  if (badInput) hint = INCOMPLETE;
  else if (value.trim() !== '') {
    const parsed = parseDate(value);
    if (!parsed.ok) hint = parsed.reason;
    else if (today) {
      const outcome = personalCalculation(spec.type, parsed.value, today);
      if (outcome.ok) sentence = outcome.sentence;
      else hint = outcome.reason;
    }
  }

  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{spec.title}</h3>
      <p className={styles.text}>{spec.description}</p>
      <div className="field">
        <label htmlFor={`${id}-date`}>{spec.label}</label>
        <input
          id={`${id}-date`}
          type="date"
          min="0001-01-01"
          max="9999-12-31"
          value={value}
          onChange={onChange}
          aria-invalid={hint ? true : undefined}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint" aria-live="polite">
          {hint}
        </p>
      </div>
      <p className={styles.result} aria-live="polite">
        {sentence}
      </p>
    </section>
  );
}

export function PersonalCalculations({
  specs,
  today,
}: {
  specs: readonly PersonalCalculationText[];
  today: CivilDate | null;
}) {
  return (
    <div className={styles.grid}>
      {specs.map((spec) => (
        <PersonalCard key={spec.type} spec={spec} today={today} />
      ))}
    </div>
  );
}
