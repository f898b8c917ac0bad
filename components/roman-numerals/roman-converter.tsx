'use client';
import { useId, useRef } from 'react';
import { ResultLine } from '@/components/converter/result-box';
import { useAddressState } from '@/hooks/use-address-state';
import { romanAnswer } from '@/lib/tools/roman-numerals/answer';
import { OVERLINE } from '@/lib/tools/roman-numerals/numerals';
import {
  hasRomanQuery,
  queryFromRomanState,
  ROMAN_DEFAULTS,
  romanStateFromQuery,
} from '@/lib/tools/roman-numerals/query';
import { describeRomanAnswer, romanHint } from '@/lib/tools/roman-numerals/wording';
import styles from './roman-converter.module.css';

/** A letter that takes the bar: a bar typed after anything else would be read as a stray mark. */
const BARRABLE = /[IVXLCDM]$/iu;

/**
 * D36: one field that takes a number, a Roman numeral or a century and answers the other way as the visitor types.
 * The text is kept in the address (D9: ?valor=MCMXCIX); every answer, hint and explanation comes from
 * lib/tools/roman-numerals, so the quick conversion says the same.
 */
export function RomanConverter() {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, update] = useAddressState(ROMAN_DEFAULTS, romanStateFromQuery, queryFromRomanState, hasRomanQuery);
  const answer = romanAnswer(state.text);
  const view = answer.ok ? describeRomanAnswer(answer) : undefined;
  const hint = answer.ok ? '' : romanHint(answer);
  const hintId = `${id}-hint`;
  const helpId = `${id}-help`;

  const setText = (text: string) => update(() => ({ text }));

  // Phones have no key for the combining overline: the button puts it over the letter before the caret.
  const addBar = () => {
    const input = field.current;
    if (!input) return;
    const caret = input.selectionStart ?? input.value.length;
    const before = input.value.slice(0, caret);
    if (!BARRABLE.test(before)) {
      input.focus();
      return;
    }
    const text = before + OVERLINE + input.value.slice(caret);
    setText(text);
    // After React writes the new text, the caret goes back to just after the new bar.
    requestAnimationFrame(() => {
      input.focus();
      input.setSelectionRange(caret + 1, caret + 1);
    });
  };

  return (
    <div className="converter">
      <div className="field">
        <label htmlFor={`${id}-value`}>Número o número romano</label>
        <div className={styles.entry}>
          <input
            id={`${id}-value`}
            ref={field}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="Por ejemplo, 2026, MCMXCIX o siglo XXI"
            value={state.text}
            aria-invalid={hint ? true : undefined}
            aria-describedby={`${helpId} ${hintId}`}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="button"
            className={`button--small ${styles.bar}`}
            onClick={addBar}
            aria-describedby={`${id}-bar-help`}
          >
            Añadir raya
          </button>
        </div>
        <p id={helpId} className={styles.help}>
          Del 1 al 3{'\u202f'}999{'\u202f'}999, en cifras o en números romanos, en mayúsculas o en minúsculas.
        </p>
        <span id={`${id}-bar-help`} className="visually-hidden">
          Pone una raya, que multiplica por 1000, sobre la letra que está justo antes del cursor.
        </span>
        <p id={hintId} className="field__hint" aria-live="polite">
          {hint}
        </p>
      </div>
      <div className={styles.result} aria-live="polite" aria-atomic="true">
        {view?.line && <ResultLine line={view.line} copyText={view.copy} />}
        {view?.problem && (
          <div className={styles.problem}>
            <p className={styles.summary}>{view.problem.summary}</p>
            <ul className={styles.reasons}>
              {view.problem.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
        {view?.notes.map((note) => (
          <p key={note} className={styles.note}>
            {note}
          </p>
        ))}
      </div>
    </div>
  );
}
