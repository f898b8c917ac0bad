'use client';
import { useId, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { NUMERIC } from '@/components/ui/numeric';
import { spellInteger } from '@/lib/tools/numbers-in-words/cardinal';
import type { WordsNumber } from '@/lib/tools/numbers-in-words/words-to-number';
import styles from './words-to-number.module.css';

type Reader = typeof import('@/lib/tools/numbers-in-words/words-to-number');

// Issue 36: the reader of numbers in words (2.5 KB gzip) is not in the page's code: the field starts empty, so the
// reader is needed only once a visitor comes to it. It loads when the field is first focused or typed in, and is kept
// for the rest of the visit; what was typed meanwhile is read as soon as it arrives.
let loadedReader: Reader | undefined;
let loadingReader: Promise<Reader> | undefined;
function loadReader(): Promise<Reader> {
  loadingReader ??= import('@/lib/tools/numbers-in-words/words-to-number').then(
    (reader) => (loadedReader = reader),
    (error: unknown) => {
      loadingReader = undefined; // the next keystroke tries again
      throw error;
    },
  );
  return loadingReader;
}

/**
 * The reverse (D36): a number written in words gives its figures, shown and copied in the visitor's separator (D31).
 * Where the words typed are not the RAE's spelling of a whole number ('un mil', 'veintiun'), the spelling is shown.
 */
export function WordsToNumber() {
  const id = useId();
  const [text, setText] = useState('');
  const [reader, setReader] = useState(loadedReader);
  const [unreachable, setUnreachable] = useState(false);
  const load = () => {
    if (reader) return;
    loadReader().then(
      (loaded) => {
        setUnreachable(false);
        setReader(() => loaded);
      },
      () => setUnreachable(true),
    );
  };
  const typed = text.trim() !== '';
  const outcome = typed && reader ? reader.wordsToNumber(text) : undefined;
  const hint =
    outcome && !outcome.ok
      ? outcome.message
      : typed && unreachable
        ? 'No se pudo cargar el lector de números: comprueba la conexión y vuelve a escribir.'
        : '';
  const number = outcome?.ok ? outcome.value : undefined;
  const spellings = number !== undefined && number.decimals === '' ? validSpellings(number) : [];
  const written = text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
  const spelled = spellings.length > 0 && !spellings.includes(written) ? spellings[0] : undefined;

  return (
    <section className={`converter ${styles.reverse}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>De letras a número</h2>
      <div className="field">
        <label htmlFor={`${id}-words`}>Número en letras</label>
        <input
          id={`${id}-words`}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          placeholder="mil doscientos treinta y cuatro"
          value={text}
          aria-invalid={hint ? true : undefined}
          aria-describedby={`${id}-hint`}
          onFocus={load}
          onChange={(event) => {
            load();
            setText(event.target.value);
          }}
        />
        <p id={`${id}-hint`} className="field__hint" aria-live="polite">
          {hint}
        </p>
      </div>
      <div aria-live="polite" aria-atomic="true">
        {reader && number !== undefined && typed && (
          <div className={styles.result}>
            <p className={styles.figures} {...NUMERIC}>
              {reader.writeFigures(number)}
            </p>
            <CopyButton text={reader.writeFigures(number, { grouped: false })} label="Copiar número" numbers />
          </div>
        )}
        {spelled !== undefined && typed && <p className={styles.spelling}>Se escribe «{spelled}».</p>}
      </div>
    </section>
  );
}

/**
 * Every spelling the RAE accepts for a whole number, the one of the number alone first: alone, before a masculine
 * noun, before a feminine one (with 'veintiuna mil' and 'veintiún mil'). Anything else typed gets the first shown.
 */
function validSpellings(number: WordsNumber): string[] {
  const n = number.negative ? -number.integer : number.integer;
  return [
    spellInteger(n),
    spellInteger(n, { beforeNoun: true }),
    spellInteger(n, { gender: 'femenino' }),
    spellInteger(n, { gender: 'femenino', feminineBeforeMil: 'un' }),
  ];
}
