'use client';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { LinkCard } from '@/components/link-card';
import { QuickAnswer } from '@/components/quick/quick-answer';
import { useAddressState } from '@/hooks/use-address-state';
import { useQuickAnswer } from '@/hooks/use-quick-answer';
import { fetchJson, once } from '@/lib/download-once';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import { FINDER_INDEX_PATH, search, withHaystacks, type FinderCard, type FinderIndex } from '@/lib/tools/finder';
import styles from './finder.module.css';

const FINDER_KEYS = { query: 'q' } as const;
const queryFromAddress = (search: string) => readQuery(search, FINDER_KEYS).query ?? '';
const addressFromQuery = (query: string) => writeQuery(FINDER_KEYS, { query: query.trim() || undefined });
const carriesSearch = (search: string) => carriesQuery(search, FINDER_KEYS);

const downloadIndex = () => once(FINDER_INDEX_PATH, () => fetchJson<FinderIndex>(FINDER_INDEX_PATH));

/**
 * The finder (D16): filters as you type; the query lives in the address (?q=) so a search can be shared. Issue 36: the
 * page holds the cards only; every page's searchable text (its units' names and spellings too) is fetched on first
 * use, and until it is here, or if it cannot come, a card is found by its own title and description.
 */
export function Finder({ cards }: { cards: readonly FinderCard[] }) {
  const id = useId();
  const [query, update] = useAddressState('', queryFromAddress, addressFromQuery, carriesSearch);
  const [index, setIndex] = useState<FinderIndex | undefined>(undefined);
  const [indexFailed, setIndexFailed] = useState(false);
  const entries = useMemo(() => withHaystacks(cards, index ?? {}), [cards, index]);
  const results = search(entries, query);
  // D27: a query that is a conversion ('5 pies a metros', also from ?q= on load) is answered above the list.
  const { result: answer, load: loadAnswer } = useQuickAnswer(query);
  const load = useCallback(() => {
    loadAnswer();
    downloadIndex().then(setIndex, () => setIndexFailed(true));
  }, [loadAnswer]);
  const asking = query.trim() !== '';
  // A query from the address (?q=, the browser's search engine) loads the parser and the text at once.
  useEffect(() => {
    if (asking) load();
  }, [asking, load]);
  // Issue 20: a question the quick conversion answers ('¿cuántos gramos son 3 onzas?', whose words name no page) found
  // what it was after, so an empty list under the answer is no failure to report; nor while the answer is still on its
  // way (undefined), or the message would flash before it. Pages that do match still follow the answer.
  const answered = answer?.kind === 'answer';
  const answerPending = asking && answer === undefined;
  // Nor while the searchable text is on its way: the cards found so far by their titles are not all there are.
  const indexPending = asking && index === undefined && !indexFailed;
  // Issue 35: a refusal ('Conviértelo no convierte monedas…', '¿Querías decir…?') already says why there is no
  // answer; a second message under it would say it twice. The pages that match still follow it.
  const refused = answer?.kind === 'error';
  const reportEmpty = results.length === 0 && !answered && !answerPending && !indexPending && !refused;
  return (
    <div>
      <div className={`field ${styles.searchBox}`}>
        <label htmlFor={id}>Buscar</label>
        <input
          id={id}
          type="search"
          placeholder="Buscar convertidor o calculadora..."
          autoComplete="off"
          value={query}
          onFocus={load}
          onChange={(event) => {
            const next = event.target.value;
            update(() => next);
          }}
        />
      </div>
      {answer?.kind !== 'none' && <QuickAnswer result={answer} onPick={(next) => update(() => next)} />}
      <p className="visually-hidden" aria-live="polite">
        {results.length > 0 && (results.length === 1 ? '1 resultado' : `${results.length} resultados`)}
        {reportEmpty && '0 resultados'}
      </p>
      {reportEmpty && <p className={styles.empty}>No se encontraron resultados para &quot;{query.trim()}&quot;</p>}
      {results.length > 0 && (
        <ul className="card-grid">
          {results.map((entry) => (
            <li key={entry.path}>
              <LinkCard href={entry.path} icon={entry.icon} title={entry.label} text={entry.description} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
