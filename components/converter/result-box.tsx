import { CopyButton } from '@/components/ui/copy-button';
import styles from './result-box.module.css';

/** The result line and its copy button: the converter's, and the quick conversion's inside its own live region. */
export function ResultLine({ line, copyText, onCopy }: { line: string; copyText: string; onCopy?: () => void }) {
  return (
    <div className={styles.box}>
      <output className={styles.line}>{line}</output>
      <CopyButton text={copyText} label="Copiar resultado" onCopied={onCopy} />
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
  onCopy,
}: {
  line: string;
  copyText: string;
  note?: string;
  source?: string;
  /** After the result is copied (D31: a copied result is a conversion made, kept among the recent ones). */
  onCopy?: () => void;
}) {
  return (
    <div className={styles.result} aria-live="polite" aria-atomic="true">
      {line && <ResultLine line={line} copyText={copyText} onCopy={onCopy} />}
      {note && <p className="result__note">{note}</p>}
      {source && <p className={styles.source}>{source}</p>}
    </div>
  );
}
