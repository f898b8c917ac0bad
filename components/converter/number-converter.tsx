'use client';
import { useId, type ChangeEvent } from 'react';
import { SwapIcon } from '@/components/ui/icons';
import swapButton from '@/components/ui/swap-button.module.css';
import { useAddressState } from '@/hooks/use-address-state';
import {
  BASE_KEYS,
  baseOptionLabel,
  changeSource,
  evaluateNumbers,
  initialNumbersState,
  isBaseKey,
  swapNumbers,
  type BaseKey,
} from '@/lib/units/numeros';
import { hasNumbersQuery, numbersStateFromQuery, queryFromNumbersState } from '@/lib/units/numeros-query';
import converter from './converter.module.css';
import { Equivalences } from './equivalences';
import styles from './number-converter.module.css';
import { ResultBox } from './result-box';

interface BaseSelectProps {
  id: string;
  label: string;
  value: BaseKey;
  keys: readonly BaseKey[];
  onChange: (key: BaseKey) => void;
}

/** unit-select.tsx takes a Family; bases are not one, so this is its small twin with the same markup. */
function BaseSelect({ id, label, value, keys, onChange }: BaseSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isBaseKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {keys.map((key) => (
          <option key={key} value={key}>
            {baseOptionLabel(key)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The number-systems converter (spec 001 §4–§5): a value in one base shown in another, exact for integers of
 * any length. Same furniture as converter.tsx; its state is mirrored in the address (D9):
 * ?valor=FF&de=hexadecimal&a=binario&base=36.
 */
export function NumberConverter() {
  const id = useId();
  const [state, update] = useAddressState(
    initialNumbersState(),
    numbersStateFromQuery,
    queryFromNumbersState,
    hasNumbersQuery,
  );
  const { valueText, from, to, baseText } = state;
  const view = evaluateNumbers(state);
  const errorId = `${id}-error`;
  const showBase = from === 'base' || to === 'base';

  // Spec 001 §5: the value is upper case as typed. Writing the upper-cased text into the field before React
  // renders keeps the caret where it was when a letter is typed in the middle.
  const onValue = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    }
    update((previous) => ({ ...previous, valueText: upper }));
  };
  const setFrom = (key: BaseKey) => update((previous) => changeSource(previous, key));
  const setTo = (key: BaseKey) => update((previous) => ({ ...previous, to: key }));
  const setBase = (text: string) => update((previous) => ({ ...previous, baseText: text }));
  const swap = () => update(swapNumbers);

  return (
    <div className="converter">
      <div className={converter.controls}>
        <div className="field">
          <label htmlFor={`${id}-value`}>Valor</label>
          <input
            id={`${id}-value`}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="Escribe un valor"
            value={valueText}
            aria-invalid={view.errorField === 'value' || undefined}
            aria-describedby={view.errorField === 'value' ? errorId : undefined}
            onChange={onValue}
          />
        </div>
        <BaseSelect id={`${id}-from`} label="De" value={from} keys={BASE_KEYS} onChange={setFrom} />
        <button
          type="button"
          className={swapButton.swap}
          title="Invertir unidades"
          aria-label="Invertir unidades"
          onClick={swap}
        >
          <SwapIcon />
        </button>
        {/* D5: the target list offers every base but the source. */}
        <BaseSelect
          id={`${id}-to`}
          label="A"
          value={to}
          keys={BASE_KEYS.filter((key) => key !== from)}
          onChange={setTo}
        />
        {showBase && (
          <div className="field">
            <label htmlFor={`${id}-base`}>Base</label>
            <input
              id={`${id}-base`}
              type="number"
              inputMode="numeric"
              min={2}
              max={36}
              step={1}
              placeholder="Base (2-36)"
              value={baseText}
              aria-invalid={view.errorField === 'base' || undefined}
              aria-describedby={view.errorField === 'base' ? errorId : undefined}
              onChange={(event) => setBase(event.target.value)}
            />
          </div>
        )}
      </div>
      {/* The container stays mounted so screen readers announce the message when it appears. */}
      <div id={errorId} role="alert">
        {view.error && <p className={styles.errorBox}>{view.error}</p>}
      </div>
      <ResultBox line={view.line} copyText={view.resultText} />
      <Equivalences kind="Sistema" rows={view.equivalences} target={to} onPick={setTo} />
    </div>
  );
}
