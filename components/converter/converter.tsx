'use client';
import { useCallback, useId } from 'react';
import { SwapIcon } from '@/components/ui/icons';
import { NumberField } from '@/components/ui/number-field';
import { useAddressState } from '@/hooks/use-address-state';
import type { ConverterWording, SizeTable as SizeTableData } from '@/lib/content/types';
import { isExtra } from '@/lib/units/catalogue';
import {
  hasQueryState,
  initialState,
  queryFromState,
  stateFromQuery,
  type ConverterState,
} from '@/lib/units/converter-state';
import { optionLabel, targetsFor } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import type { Family } from '@/lib/units/types';
import styles from './converter.module.css';
import { Equivalences } from './equivalences';
import { ResultBox } from './result-box';
import { SizeTable } from './size-table';
import { UnitSelect } from './unit-select';

interface ConverterProps {
  family: Family;
  /** The page's words for the field, selects and hints (lib/content/wording.ts). */
  wording: ConverterWording;
  sizeTable?: SizeTableData;
}

/** The one converter of the site (spec 000 §2, D5–D11): every family page renders it with its own data. */
export function Converter({ family, wording, sizeTable }: ConverterProps) {
  const id = useId();
  const read = useCallback(
    (search: string, fallback: ConverterState) => stateFromQuery(search, family, fallback),
    [family],
  );
  const [state, update] = useAddressState(initialState(family), read, queryFromState, hasQueryState);
  const { valueText, from, to } = state;
  const view = evaluate(state, family, wording);
  const allUnits = Object.keys(family.units);

  const setValue = (text: string) => update((previous) => ({ ...previous, valueText: text }));
  const setFrom = (unit: string) =>
    update((previous) => ({
      ...previous,
      from: unit,
      // D11: a new source clears the target, except where the family says otherwise.
      to: family.keepTargetOnSourceChange && previous.to !== unit ? previous.to : '',
    }));
  const setTo = (unit: string) => update((previous) => ({ ...previous, to: unit }));
  const swap = () => update((previous) => ({ ...previous, from: previous.to, to: previous.from }));

  return (
    <div className="converter">
      <div className={styles.controls}>
        <NumberField
          id={`${id}-value`}
          label={wording.valueLabel}
          placeholder={wording.placeholder}
          value={valueText}
          hint={view.hint}
          onChange={setValue}
        />
        <UnitSelect
          id={`${id}-from`}
          label="De"
          value={from}
          units={allUnits}
          family={family}
          wording={wording}
          onChange={setFrom}
        />
        <button
          type="button"
          className={styles.swap}
          title="Invertir unidades"
          aria-label="Invertir unidades"
          disabled={!from || !to}
          onClick={swap}
        >
          <SwapIcon />
        </button>
        <UnitSelect
          id={`${id}-to`}
          label="A"
          value={to}
          units={from ? targetsFor(from, family) : allUnits}
          family={family}
          wording={wording}
          onChange={setTo}
        />
      </div>
      <ResultBox line={view.line} copyText={view.resultText} note={view.note} />
      {sizeTable && <SizeTable table={sizeTable} base={view.base} />}
      <Equivalences
        rows={view.equivalences.map(({ unit, text }) => ({
          key: unit,
          label: optionLabel(unit, family, wording.optionPrefix),
          text,
          extra: isExtra(unit, family),
        }))}
        target={to}
        onPick={setTo}
      />
    </div>
  );
}
