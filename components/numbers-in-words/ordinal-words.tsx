import { CopyButton } from '@/components/ui/copy-button';
import type { OrdinalForms } from '@/lib/tools/numbers-in-words/ordinals';
import type { Outcome } from '@/lib/tools/numbers-in-words/outcome';
import styles from './ordinal-words.module.css';

/**
 * The number as an ordinal (D36): masculine, feminine, the apocope before a masculine noun where there is one, the
 * abbreviations, and the other spellings the RAE accepts. Outside 1 … 999 it says so, as a note, not an error.
 */
export function OrdinalWords({ headingId, outcome }: { headingId: string; outcome: Outcome<OrdinalForms> }) {
  return (
    <section className={styles.ordinal} aria-labelledby={headingId}>
      <h2 id={headingId}>Como ordinal</h2>
      {outcome.ok ? <OrdinalList forms={outcome.value} /> : <p className={styles.note}>{outcome.message}</p>}
    </section>
  );
}

function OrdinalList({ forms }: { forms: OrdinalForms }) {
  const { abbreviations, alternatives } = forms;
  return (
    <>
      <dl className={styles.forms}>
        <dt>Masculino</dt>
        <dd>
          {forms.masculine} <span className={styles.abbreviation}>({abbreviations.masculine})</span>
        </dd>
        <dt>Femenino</dt>
        <dd>
          {forms.feminine} <span className={styles.abbreviation}>({abbreviations.feminine})</span>
        </dd>
        {abbreviations.apocopated !== null && (
          <>
            <dt>Delante de un sustantivo masculino</dt>
            <dd>
              {forms.apocopated} <span className={styles.abbreviation}>({abbreviations.apocopated})</span>
            </dd>
          </>
        )}
        {alternatives.length > 0 && (
          <>
            <dt>También es correcto</dt>
            <dd>
              {alternatives
                .map((spelling) =>
                  abbreviations.apocopated === null
                    ? `${spelling.masculine}, ${spelling.feminine}`
                    : `${spelling.masculine}, ${spelling.feminine}, ${spelling.apocopated}`,
                )
                .join('; ')}
            </dd>
          </>
        )}
      </dl>
      <CopyButton text={forms.masculine} label="Copiar ordinal" />
    </>
  );
}
