'use client';
import { useSyncExternalStore } from 'react';
import {
  type DecimalSeparator,
  chooseSeparator,
  currentSeparator,
  subscribeToSeparator,
} from '@/lib/preferences/decimal';
import styles from './decimal-switch.module.css';

const CHOICES: readonly { separator: DecimalSeparator; sample: string; name: string }[] = [
  { separator: 'coma', sample: '1,5', name: 'Coma decimal' },
  { separator: 'punto', sample: '1.5', name: 'Punto decimal' },
];

/**
 * "1,5 | 1.5" (D31): switches every number of the page at once and remembers it on the device. Before hydration
 * the pressed look comes from <html data-decimal>, which the head's script set; aria-pressed follows once the
 * choice is known on the client (the server cannot know it).
 */
export function DecimalSwitch() {
  const separator = useSyncExternalStore(subscribeToSeparator, currentSeparator, () => undefined);
  return (
    <div role="group" aria-label="Separador decimal" className={styles.switch}>
      <span aria-hidden="true" className={styles.caption}>
        Decimales:
      </span>
      {CHOICES.map((choice) => (
        <button
          key={choice.separator}
          type="button"
          className={styles.choice}
          data-separator={choice.separator}
          aria-pressed={separator === undefined ? undefined : separator === choice.separator}
          onClick={() => chooseSeparator(choice.separator)}
        >
          <span className="visually-hidden">{choice.name}: </span>
          {choice.sample}
        </button>
      ))}
    </div>
  );
}
