import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import styles from './reading.module.css';

/**
 * One reading of the number: what it is ('En letras'), the words, and a copy button named for what it copies (two
 * buttons both called 'Copiar' would be indistinguishable to a screen reader). Words hold no figures, so no NUMERIC
 * mark; the figures a reading does hold are the visitor's own (50/100), never a decimal the page rewrites.
 */
export function Reading({
  label,
  text,
  copies,
}: {
  label: string;
  text: string;
  /** One copy button per entry: its label and the text it copies. */
  copies: readonly { label: string; text: string }[];
}) {
  const id = useId();
  return (
    <div className={styles.reading} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={styles.label}>
        {label}
      </p>
      {/* An output: the result of the form's field, as the site's converters write theirs. */}
      <p className={styles.words}>
        <output>{text}</output>
      </p>
      <div className={styles.copies}>
        {copies.map((copy) => (
          <CopyButton key={copy.label} text={copy.text} label={copy.label} />
        ))}
      </div>
    </div>
  );
}
