import { ResultLine } from '@/components/converter/result-box';
import type { QuickResult } from '@/lib/quick/types';
import styles from './quick-answer.module.css';

/**
 * What a question answers (D27): the converter's result line with its copy button and a link to the pair's page, how
 * an ambiguous number was read, the other readings one click away; or why there is no answer. Always text: nothing
 * typed is ever rendered as HTML.
 */
export function QuickAnswer({ result, onPick }: { result: QuickResult | undefined; onPick: (query: string) => void }) {
  return (
    <div className={styles.answer} aria-live="polite" aria-atomic="true">
      {result?.kind === 'error' && <p className={styles.error}>{result.message}</p>}
      {result?.kind === 'answer' && (
        <>
          <ResultLine line={result.line} copyText={result.copyText} />
          {result.understood && <p className={styles.understood}>{result.understood}</p>}
          <p className={styles.links}>
            <a href={result.href}>Ver la conversión completa</a>
            {result.alternatives.map((alternative) => (
              <button
                key={alternative.query}
                type="button"
                className="link-button"
                onClick={() => onPick(alternative.query)}
              >
                {alternative.label}
              </button>
            ))}
          </p>
        </>
      )}
    </div>
  );
}
