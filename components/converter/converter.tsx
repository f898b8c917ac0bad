'use client';
import { useCallback, useId, useMemo, useState } from 'react';
import { SwapIcon } from '@/components/ui/icons';
import { NumberField } from '@/components/ui/number-field';
import swapButton from '@/components/ui/swap-button.module.css';
import { useAddressState } from '@/hooks/use-address-state';
import { useRecordRecent } from '@/hooks/use-record-recent';
import { useResultSettings } from '@/hooks/use-result-settings';
import type { ConverterWording, SizeTable as SizeTableData } from '@/lib/content/types';
import { recordRecent, type RecentConversion } from '@/lib/preferences/recents';
import { capitalise } from '@/lib/text';
import { isExtra } from '@/lib/units/catalogue';
import {
  hasQueryState,
  initialState,
  queryFromState,
  settingValue,
  stateFromQuery,
  type ConverterState,
  type ResolutionState,
} from '@/lib/units/converter-state';
import { crossesDensity, isMass } from '@/lib/units/density';
import { optionLabel, targetsFor } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import type { withIngredient } from '@/lib/units/ingredients';
import type { UnitMix } from '@/lib/units/mixed';
import type { Family, IngredientChoice } from '@/lib/units/types';
import styles from './converter.module.css';
import { Equivalences } from './equivalences';
import type { IngredientSelect } from './ingredient-select';
import type { IngredientTable } from './ingredient-table';
import type { ResolutionChoice, ResolutionFields } from './resolution-fields';
import { ResultBox } from './result-box';
import { ResultSettingsControls } from './result-settings';
import type { SizeTable } from './size-table';
import { UnitSelect } from './unit-select';

/**
 * Issue 36: the parts only some families show. The converter imports none of them, so a page's JavaScript holds
 * only its own family's: the wrappers that pass them (ingredient-converter.tsx, size-table-converter.tsx,
 * resolution-converter.tsx) are imported by the routes of the families that have them.
 */
export interface ConverterPieces {
  IngredientSelect?: typeof IngredientSelect;
  IngredientTable?: typeof IngredientTable;
  SizeTable?: typeof SizeTable;
  ResolutionFields?: typeof ResolutionFields;
  /** D29: the family at an ingredient's density (lib/units/ingredients.ts), only on the pages that weigh one. */
  withIngredient?: typeof withIngredient;
}

export interface ConverterProps {
  family: Family;
  /** The page's words for the field, selects and hints (lib/content/wording.ts). */
  wording: ConverterWording;
  sizeTable?: SizeTableData;
  /** D29: the ingredient select of the cooking page, whose density turns a volume into a mass. */
  ingredients?: IngredientChoice;
  /** D31: units a result is also written in two of (feet and inches …), from the family's pair pages. */
  mixes?: readonly UnitMix[];
  /**
   * D31: the family page's address ('/convertir-longitud'), under which the visitor's conversions are kept among the
   * recent ones (also from a pair page, whose converter writes the same query); without it nothing is kept.
   */
  pagePath?: string;
  /** D30: the pixel page's resolution and base font size, which rebuild the family and live in the address too. */
  resolution?: ResolutionChoice;
  /** The parts of the families that have them, from their wrapper (never from a server component). */
  pieces?: ConverterPieces;
}

/** The one converter of the site (spec 000 §2, D5–D11): every family page renders it with its own data. */
export function Converter({
  family: declared,
  wording,
  sizeTable,
  ingredients,
  mixes,
  pagePath,
  resolution,
  pieces = {},
}: ConverterProps) {
  const { IngredientSelect, IngredientTable, SizeTable, ResolutionFields, withIngredient } = pieces;
  // A family's data without the part that shows it would lose it without a word: fail the build instead.
  if (
    (ingredients && !(IngredientSelect && IngredientTable && withIngredient)) ||
    (sizeTable && !SizeTable) ||
    (resolution && !ResolutionFields)
  ) {
    throw new Error(
      `${pagePath ?? 'Conversor'}: faltan las piezas de su familia (ingredient-converter, size-table-converter o resolution-converter)`,
    );
  }
  const id = useId();
  const ingredientKeys = useMemo(() => ingredients?.items.map((item) => item.key) ?? [], [ingredients]);
  const read = useCallback(
    (search: string, fallback: ConverterState) => stateFromQuery(search, declared, fallback, ingredientKeys),
    [declared, ingredientKeys],
  );
  const pageSettings = resolution?.initial;
  const write = useCallback((state: ConverterState) => queryFromState(state, pageSettings), [pageSettings]);
  const [state, updateAddress] = useAddressState(
    initialState(declared, ingredients?.initial, pageSettings),
    read,
    write,
    hasQueryState,
  );
  // A conversion is the visitor's once they change something: the page's own default is not one they made.
  const [touched, setTouched] = useState(false);
  const update = (change: (previous: ConverterState) => ConverterState) => {
    setTouched(true);
    updateAddress(change);
  };
  const { valueText, from, to } = state;
  // D30: the settings rebuild the units; one that is not a number above zero leaves the page's own in place.
  const settings = state.resolution;
  const ppp = settings ? settingValue(settings.ppp) : null;
  const base = settings ? settingValue(settings.base) : null;
  const rebuilt = useMemo(() => {
    if (!resolution) return declared;
    const at = resolution.familyAt(
      ppp ?? (settingValue(resolution.initial.ppp) as number),
      base ?? (settingValue(resolution.initial.base) as number),
    );
    return { ...at, defaults: declared.defaults, defaultValue: declared.defaultValue };
  }, [resolution, declared, ppp, base]);
  // D29: the chosen ingredient's density converts a volume to a mass; volume to volume and mass to mass ignore it.
  const ingredient = ingredients?.items.find((item) => item.key === state.ingredient);
  const family = ingredient && withIngredient ? withIngredient(rebuilt, ingredient) : rebuilt;
  const resultSettings = useResultSettings();
  const view = evaluate(state, family, wording, { ...resultSettings, mixes });
  const approximate = ingredient !== undefined && view.line !== '' && crossesDensity(from, to, family);
  const line = approximate ? `${view.line} aprox.` : view.line;
  const source = approximate ? `${capitalise(ingredient.name)}. Fuente: ${ingredient.source}.` : undefined;
  const allUnits = Object.keys(family.units);
  // D31: what the recent conversions keep, and the address that opens it again with the converter's own query.
  const recent: RecentConversion | undefined =
    pagePath && line
      ? { href: `${pagePath}${write(state)}`, line, ...(approximate && { detail: ingredient.name }) }
      : undefined;
  useRecordRecent(touched ? recent : undefined);

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
  const setIngredient = (key: string) => update((previous) => ({ ...previous, ingredient: key }));
  const setSettings = (change: Partial<ResolutionState>) =>
    update((previous) =>
      previous.resolution ? { ...previous, resolution: { ...previous.resolution, ...change } } : previous,
    );
  const sameQuantity = from !== '' && to !== '' && isMass(from, family) === isMass(to, family);

  return (
    <div className="converter">
      {settings && resolution && ResolutionFields && (
        <ResolutionFields id={id} value={settings} presets={resolution.presets} onChange={setSettings} />
      )}
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
          className={swapButton.swap}
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
      {ingredients && ingredient && IngredientSelect && (
        <IngredientSelect
          id={`${id}-ingredient`}
          items={ingredients.items}
          value={ingredient.key}
          hint={
            sameQuantity
              ? isMass(from, family)
                ? 'No hace falta para pasar de peso a peso: la conversión es exacta.'
                : 'No hace falta para pasar de volumen a volumen: la conversión es exacta.'
              : ''
          }
          onChange={setIngredient}
        />
      )}
      <ResultBox
        line={line}
        copyText={view.resultText}
        note={view.note}
        source={source}
        extras={view.extras}
        onCopy={recent && (() => recordRecent(recent))}
      />
      <ResultSettingsControls settings={resultSettings} inches={family.units[to]?.fractions === true} />
      {ingredients && ingredient && IngredientTable && (
        <IngredientTable table={ingredients.table} ingredient={ingredient} family={family} />
      )}
      {sizeTable && SizeTable && <SizeTable table={sizeTable} base={view.base} />}
      <Equivalences
        rows={view.equivalences.map(({ unit, text }) => ({
          key: unit,
          label: optionLabel(unit, family, wording.optionPrefix),
          // D29: a volume weighed (or a mass measured) through the ingredient's density is approximate.
          text: ingredient && text !== '—' && crossesDensity(from, unit, family) ? `${text} aprox.` : text,
          extra: isExtra(unit, family),
        }))}
        target={to}
        onPick={setTo}
      />
    </div>
  );
}
