'use client';
import { useId } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { useAddressState } from '@/hooks/use-address-state';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import { readNumber, type NumberReadings } from '@/lib/tools/numbers-in-words';
import { MoneyWords } from './money-words';
import styles from './number-to-words.module.css';
import { OrdinalWords } from './ordinal-words';
import { Reading } from './reading';

interface State {
  /** The number as typed: a string, so that 10¹⁸ − 1 and the decimals' zeros stay exact (D36). */
  text: string;
}

/** D9: the number is mirrored in the address, '?numero=1500.50', and a page opened with it starts there. */
const QUERY = { text: 'numero' } as const;
const INITIAL: State = { text: '1234' };
const stateFromQuery = (search: string, fallback: State): State => {
  const { text } = readQuery(search, QUERY);
  return text === null ? fallback : { text: text.slice(0, 60) };
};
const queryFromState = (state: State): string => writeQuery(QUERY, { text: state.text });
const hasQuery = (search: string): boolean => carriesQuery(search, QUERY);

/**
 * The number-to-words form of /convertir-numeros-a-letras (D36): the number in words as written, its school form,
 * its forms before a noun, the ordinal and the amount of money. Everything is computed on each render from the text
 * typed: the functions are pure and cheap, so nothing is kept in state but the text and the options.
 */
export function NumberToWords() {
  const id = useId();
  const [state, update] = useAddressState(INITIAL, stateFromQuery, queryFromState, hasQuery);
  const readings = readNumber(state.text);
  // An empty field is not a mistake yet: no red message, just no result.
  const hint = !readings.ok && readings.reason !== 'empty' ? readings.message : undefined;

  return (
    <div className={`converter ${styles.form}`}>
      <NumberField
        id={`${id}-number`}
        label="Número"
        value={state.text}
        hint={hint}
        placeholder="Escribe un número, por ejemplo 1234"
        onChange={(text) => update(() => ({ text }))}
      />
      {readings.ok && <Readings id={id} readings={readings.value} />}
      <MoneyWords amountText={state.text} />
    </div>
  );
}

function Readings({ id, readings }: { id: string; readings: NumberReadings }) {
  const { words, school, beforeNouns, thousandsReading } = readings;
  return (
    <>
      {/* The words are what the visitor waits for: announced as they change (D10's polite result). */}
      <div className={styles.results} aria-live="polite" aria-atomic="true">
        <Reading label="En letras" text={words} copies={[{ label: 'Copiar en letras', text: words }]} />
        {school !== null && (
          <Reading label="Forma escolar" text={school} copies={[{ label: 'Copiar forma escolar', text: school }]} />
        )}
      </div>
      {thousandsReading !== null && (
        <p className={styles.note}>
          ¿Querías decir «{thousandsReading}»? Los miles no se separan con punto ni con coma: escribe el número sin
          separador o con espacios.
        </p>
      )}
      {beforeNouns !== null && (
        <ul className={styles.nouns} aria-label="Delante de un sustantivo">
          <li>
            Delante de un sustantivo masculino: <strong>{beforeNouns.masculine}</strong>
          </li>
          <li>
            Delante de un sustantivo femenino: <strong>{beforeNouns.feminine}</strong>
            {beforeNouns.feminineAlternative !== null && (
              <> (también es correcto «{beforeNouns.feminineAlternative}»)</>
            )}
          </li>
        </ul>
      )}
      <OrdinalWords headingId={`${id}-ordinal`} outcome={readings.ordinal} />
    </>
  );
}
