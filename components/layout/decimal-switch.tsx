import styles from './decimal-switch.module.css';

const CHOICES = [
  { separator: 'coma', sample: '1,5', name: 'Coma decimal' },
  { separator: 'punto', sample: '1.5', name: 'Punto decimal' },
] as const;

/**
 * "1,5 | 1.5" (D31): switches every number of the page at once and remembers it on the device. Server HTML only:
 * the head's inline script (lib/preferences/decimal-script.ts) sets aria-pressed on the chosen button and answers
 * the clicks, so every page is spared a client component for it (issue 25). Before that script's mark, the pressed
 * look comes from <html data-decimal>, which the same script set first.
 */
export function DecimalSwitch() {
  return (
    <div role="group" aria-label="Separador decimal" className={styles.switch} data-decimal-switch="">
      <span aria-hidden="true" className={styles.caption}>
        Decimales:
      </span>
      {CHOICES.map((choice) => (
        // aria-pressed is the script's, written before React hydrates the page: React must leave it.
        <button
          key={choice.separator}
          type="button"
          className={styles.choice}
          data-separator={choice.separator}
          suppressHydrationWarning
        >
          <span className="visually-hidden">{choice.name}: </span>
          {choice.sample}
        </button>
      ))}
    </div>
  );
}
