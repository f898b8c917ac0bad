import { CopyButton } from '@/components/ui/copy-button';
import { NUMERIC } from '@/components/ui/numeric';
import styles from './result-box.module.css';

/** The result line and its copy button: the converter's, and the quick conversion's inside its own live region. */
export function ResultLine({ line, copyText, onCopy }: { line: string; copyText: string; onCopy?: () => void }) {
  return (
    <div className={styles.box}>
      <output className={styles.line} {...NUMERIC}>
        {line}
      </output>
      <CopyButton text={copyText} label="Copiar resultado" numbers onCopied={onCopy} />
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
  onCopy,
}: {
  line: string;
  copyText: string;
  note?: string;
  source?: string;
  /** D31: the result again, as an inch fraction or in two units ('= 5 ft 8.9 in'). */
  extras?: readonly string[];
  /** After the result is copied (D31: a copied result is a conversion made, kept among the recent ones). */
  onCopy?: () => void;
}) {
  return (
    <div className={styles.result} aria-live="polite" aria-atomic="true">
      {line && <ResultLine line={line} copyText={copyText} onCopy={onCopy} />}
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
