'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useQuickAnswer } from '@/hooks/use-quick-answer';
import { QuickAnswer } from './quick-answer';
import styles from './quick-box.module.css';

/**
 * D27: 'Conversión rápida' — a question in plain Spanish ('5 pies a metros') answered as it is typed. The parser and
 * its units load on first focus. Enter opens the answer's page, or the finder with the question when there is none.
 */
export function QuickBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const { result, load } = useQuickAnswer(query);
  const field = useRef<HTMLInputElement>(null);
  // The header's panel loads this box when it first opens (issue 25), after the panel has looked for a field to
  // focus: the box takes the focus itself when it arrives. On later openings the panel focuses it.
  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);
  return (
    <form
      role="search"
      aria-label="Conversión rápida"
      className={styles.quickBox}
      action="/buscar-convertidor"
      onSubmit={(event) => {
        if (result?.kind !== 'answer') return; // the finder answers the question (?q=) or lists what matches
        event.preventDefault();
        window.location.assign(result.href);
      }}
    >
      <label htmlFor={id}>Conversión rápida</label>
      <input
        id={id}
        ref={field}
        name="q"
        type="search"
        placeholder="Por ejemplo: 5 pies a metros"
        autoComplete="off"
        enterKeyHint="go"
        maxLength={500}
        // The header's panel focuses this field each time it opens (components/ui/modal-panel.tsx).
        data-autofocus={autoFocus || undefined}
        value={query}
        onFocus={load}
        onChange={(event) => setQuery(event.target.value)}
      />
      <QuickAnswer result={result} onPick={setQuery} />
    </form>
  );
}
