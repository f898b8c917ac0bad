'use client';
import { useId, useRef, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { CASE_HINTS, caseStatus, convertCase, type CaseDirection } from '@/lib/tools/text-case';
import styles from './case-converter.module.css';

/**
 * The case converter (spec 001 'Case converter', §4): the result is set only when a button is pressed.
 * The text box is uncontrolled, so typing or pasting 100 000 characters re-renders nothing; React only
 * renders on a button press, once, with the converted text.
 */
export function CaseConverter() {
  const id = useId();
  const source = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState('');
  const [status, setStatus] = useState('');
  const [hint, setHint] = useState('');
  const hintId = `${id}-hint`;

  const convert = (direction: CaseDirection) => {
    const outcome = convertCase(source.current?.value ?? '', direction);
    if (!outcome.ok) {
      setResult('');
      setStatus('');
      setHint(CASE_HINTS[outcome.reason]);
      source.current?.focus();
      return;
    }
    setHint('');
    setResult(outcome.text);
    setStatus(caseStatus(direction));
  };

  return (
    <div className={`converter ${styles.textCase}`}>
      <div className="field">
        <label htmlFor={`${id}-text`}>Texto</label>
        <textarea
          id={`${id}-text`}
          ref={source}
          rows={5}
          placeholder="Escribe o pega aquí tu texto…"
          defaultValue=""
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? hintId : undefined}
          onInput={() => {
            if (hint) setHint('');
          }}
        />
        <p id={hintId} className="field__hint" aria-live="polite">
          {hint}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => convert('upper')}>
          Convertir a mayúsculas
        </button>
        <button type="button" className="button" onClick={() => convert('lower')}>
          Convertir a minúsculas
        </button>
      </div>
      <div className="field">
        <div className={styles.resultHead}>
          <label htmlFor={`${id}-result`}>Resultado</label>
          {result && <CopyButton text={result} className={`button--small ${styles.copy}`} />}
        </div>
        <textarea
          id={`${id}-result`}
          rows={5}
          readOnly
          value={result}
          placeholder="Pulsa un botón para ver aquí el texto convertido."
        />
        {/* Announces that the conversion happened, not the (possibly very long) text itself. */}
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
