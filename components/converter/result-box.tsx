import { CopyButton } from '@/components/ui/copy-button';
import { NUMERIC } from '@/components/ui/numeric';
import styles from './result-box.module.css';

/** The result line and its copy button: the converter's, and the quick conversion's inside its own live region. */
export function ResultLine({ line, copyText }: { line: string; copyText: string }) {
  return (
    <div className={styles.box}>
      <output className={styles.line} {...NUMERIC}>
        {line}
      </output>
      <CopyButton text={copyText} label="Copiar resultado" numbers />
    </div>
  );
}

/**
 * The result line with its copy button, inside a polite live region that stays mounted (D10); under it a warning
 * (`note`, D13) or where an approximate figure comes from (`source`, D29).
 */
export function ResultBox({
  line,
  copyText,
  note,
  source,
  extras = [],
}: {
  line: string;
  copyText: string;
  note?: string;
  source?: string;
  /** D31: the result again, as an inch fraction or in two units ('= 5 ft 8.9 in'). */
  extras?: readonly string[];
}) {
  return (
    <div className={styles.result} aria-live="polite" aria-atomic="true">
      {line && <ResultLine line={line} copyText={copyText} />}
      {line &&
        extras.map((extra) => (
          <p key={extra} className={styles.extra} {...NUMERIC}>
            {extra}
          </p>
        ))}
      {note && (
        <p className="result__note" {...NUMERIC}>
          {note}
        </p>
      )}
      {source && (
        <p className={styles.source} {...NUMERIC}>
          {source}
        </p>
      )}
    </div>
  );
}
