import { ResultLine } from '@/components/converter/result-box';
import { NUMERIC } from '@/components/ui/numeric';
import type { QuickResult } from '@/lib/quick/types';
import styles from './quick-answer.module.css';

type Choice = { label: string; query: string };

/** Questions one click away: the other readings of an answer, the names nearest to one the site does not know. */
function Choices({ choices, onPick }: { choices: readonly Choice[]; onPick: (query: string) => void }) {
  return choices.map((choice) => (
    <button key={choice.query} type="button" className="link-button" onClick={() => onPick(choice.query)}>
      {choice.label}
    </button>
  ));
}

/**
 * What a question answers (D27): the converter's result line with its copy button and a link to the pair's page, the
 * result again in two units where people think so, how an ambiguous number or a misspelt name was read, the other
 * readings one click away; or why there is no answer, with the nearest names where a unit is unknown. Always text:
 * nothing typed is ever rendered as HTML.
 */
export function QuickAnswer({ result, onPick }: { result: QuickResult | undefined; onPick: (query: string) => void }) {
  return (
    <div className={styles.answer} aria-live="polite" aria-atomic="true">
      {result?.kind === 'error' && (
        <>
          <p className={styles.error} {...NUMERIC}>
            {result.message}
          </p>
          {result.suggestions && (
            <p className={styles.links}>
              <Choices choices={result.suggestions} onPick={onPick} />
            </p>
          )}
        </>
      )}
      {result?.kind === 'answer' && (
        <>
          <ResultLine line={result.line} copyText={result.copyText} />
          {result.also && (
            <p className={styles.also} {...NUMERIC}>
              = {result.also}
            </p>
          )}
          {result.understood && (
            <p className={styles.understood} {...NUMERIC}>
              {result.understood}
            </p>
          )}
          {result.note && (
            <p className={styles.understood} {...NUMERIC}>
              {result.note}
            </p>
          )}
          <p className={styles.links}>
            <a href={result.href}>Ver la conversión completa</a>
            <Choices choices={result.alternatives} onPick={onPick} />
          </p>
        </>
      )}
    </div>
  );
}
