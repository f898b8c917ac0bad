'use client';
/**
 * /convertir-receta (issue 35): a recipe pasted line by line, converted to grams (or millilitres, or cups and
 * spoons) with the kitchen family's densities (D29), scaled by servings or a factor, and copied as text. The whole
 * form lives in the address (D9) while the recipe fits in it: ?receta=…&modo=gramos&de=4&a=6.
 */
import { useDeferredValue, useId, useMemo } from 'react';
import { TextField } from '@/components/pace/text-field';
import { CopyButton } from '@/components/ui/copy-button';
import { NumberField } from '@/components/ui/number-field';
import { AS_WRITTEN, NUMERIC } from '@/components/ui/numeric';
import { useAddressState } from '@/hooks/use-address-state';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import {
  ADDRESS_LIMIT,
  convertRecipe,
  isRecipeMode,
  readFactor,
  readServings,
  recipeText,
  RECIPE_MODES,
  servingsFactor,
  type Factor,
  type RecipeMode,
  type RecipeOutcome,
} from '@/lib/tools/recipe/convert';
import { formatSignificant } from '@/lib/units/format';
import type { Family, Ingredient } from '@/lib/units/types';
import { KITCHEN_UNITS } from './kitchen-units';
import styles from './recipe-converter.module.css';

type Scale = 'personas' | 'factor';

export interface RecipeForm {
  recipe: string;
  mode: RecipeMode;
  scale: Scale;
  from: string;
  to: string;
  factor: string;
}

const QUERY_KEYS = { recipe: 'receta', mode: 'modo', from: 'de', to: 'a', factor: 'por' } as const;

/** The longest recipe an address is read for; past ADDRESS_LIMIT the page writes none, but a hand-made one may. */
const MAX_RECIPE_FROM_ADDRESS = 20_000;

/** The example of issue 35, in grams, for as many people as it was written for. */
export const defaultRecipeForm = (example: string): RecipeForm => ({
  recipe: example,
  mode: 'gramos',
  scale: 'personas',
  from: '4',
  to: '4',
  factor: '2',
});

function formFromQuery(search: string, fallback: RecipeForm): RecipeForm {
  const values = readQuery(search, QUERY_KEYS);
  const short = (value: string | null, previous: string) => value?.slice(0, 20) ?? previous;
  const byFactor = values.factor !== null && values.from === null && values.to === null;
  return {
    recipe: values.recipe?.slice(0, MAX_RECIPE_FROM_ADDRESS) ?? fallback.recipe,
    mode: values.mode && isRecipeMode(values.mode) ? values.mode : fallback.mode,
    scale: byFactor ? 'factor' : values.from !== null || values.to !== null ? 'personas' : fallback.scale,
    from: short(values.from, fallback.from),
    to: short(values.to, fallback.to),
    factor: short(values.factor, fallback.factor),
  };
}

/** The recipe while it fits (issue 35: a link must fit where it is pasted), the mode and the scaling in use. */
const queryFromForm = (form: RecipeForm): string =>
  writeQuery(QUERY_KEYS, {
    recipe: form.recipe.length <= ADDRESS_LIMIT ? form.recipe : undefined,
    mode: form.mode,
    from: form.scale === 'personas' ? form.from.trim() : undefined,
    to: form.scale === 'personas' ? form.to.trim() : undefined,
    factor: form.scale === 'factor' ? form.factor.trim() : undefined,
  });

const carriesForm = (search: string) => carriesQuery(search, QUERY_KEYS);

/** What the live region says: how many lines were converted, after the message about the whole recipe. */
function summaryOf({ message, lines, converted, measured }: RecipeOutcome): string {
  if (lines.length === 0) return message;
  const count =
    measured === 0
      ? 'Ninguna línea tiene una cantidad que convertir.'
      : `Líneas convertidas: ${converted} de ${measured}.`;
  return message ? `${message} ${count}` : count;
}

/** The servings or the factor read: a hint under a field that is wrong, and no recipe until they are right. */
function scalingOf(form: RecipeForm): { from?: Factor; to?: Factor; factor: Factor } {
  if (form.scale === 'factor') return { factor: readFactor(form.factor) };
  const from = readServings(form.from);
  const to = readServings(form.to);
  return { from, to, factor: from.ok && to.ok ? servingsFactor(from.value, to.value) : { ok: false, reason: '' } };
}

/** The factor the recipe is multiplied by, or undefined while the servings or the factor are wrong. */
function scaleOf(form: RecipeForm): number | undefined {
  const { factor } = scalingOf(form);
  return factor.ok ? factor.value : undefined;
}

const problem = (outcome: Factor | undefined) => (outcome && !outcome.ok ? outcome.reason : undefined);

export function RecipeConverter({
  family,
  ingredients,
  example,
  privacy,
}: {
  family: Family;
  ingredients: readonly Ingredient[];
  example: string;
  privacy: string;
}) {
  const id = useId();
  const [form, update] = useAddressState(defaultRecipeForm(example), formFromQuery, queryFromForm, carriesForm);
  const set =
    <K extends keyof RecipeForm>(key: K) =>
    (value: RecipeForm[K]) =>
      update((previous) => ({ ...previous, [key]: value }));
  const kitchen = useMemo(() => ({ family, ingredients, units: KITCHEN_UNITS }), [family, ingredients]);

  const { from, to, factor } = scalingOf(form);
  const factorText = factor.ok ? formatSignificant(factor.value, 3)?.text : undefined;

  // A long recipe is converted at every key pressed: React may let the typing through first.
  const recipe = useDeferredValue(form.recipe);
  const scaleBy = scaleOf(form);
  const outcome = useMemo(
    () => (scaleBy === undefined ? undefined : convertRecipe(recipe, kitchen, { mode: form.mode, factor: scaleBy })),
    [recipe, kitchen, form.mode, scaleBy],
  );
  const rows = outcome?.lines.filter((line) => line.original.trim() !== '') ?? [];
  const text = outcome ? recipeText(outcome.lines) : '';
  const summary = outcome && summaryOf(outcome);

  return (
    <div className="converter">
      <div className="field">
        <label htmlFor={`${id}-recipe`}>Receta</label>
        <textarea
          id={`${id}-recipe`}
          className={styles.recipe}
          rows={8}
          spellCheck={false}
          placeholder={'2 tazas de harina\n3 huevos\n…'}
          value={form.recipe}
          aria-describedby={`${id}-recipe-help`}
          onChange={(event) => set('recipe')(event.target.value)}
        />
        <p id={`${id}-recipe-help`} className={styles.help} {...NUMERIC}>
          {privacy}
          {form.recipe.length > ADDRESS_LIMIT &&
            ` Esta pasa de ${ADDRESS_LIMIT} caracteres, así que el enlace guarda la conversión y las raciones, pero no la receta.`}
        </p>
      </div>

      <fieldset className={styles.choices}>
        <legend>Convertir a</legend>
        {RECIPE_MODES.map((mode) => (
          <label key={mode.key}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode.key}
              checked={form.mode === mode.key}
              onChange={() => set('mode')(mode.key)}
            />{' '}
            {mode.label} <span className={styles.muted}>({mode.help})</span>
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.choices}>
        <legend>Raciones</legend>
        <label>
          <input
            type="radio"
            name={`${id}-scale`}
            value="personas"
            checked={form.scale === 'personas'}
            onChange={() => set('scale')('personas')}
          />{' '}
          Por personas
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-scale`}
            value="factor"
            checked={form.scale === 'factor'}
            onChange={() => set('scale')('factor')}
          />{' '}
          Por un factor
        </label>
      </fieldset>
      <div className={styles.fields}>
        {form.scale === 'personas' ? (
          <>
            <NumberField
              id={`${id}-from`}
              label="Personas de la receta"
              value={form.from}
              hint={problem(from)}
              onChange={set('from')}
            />
            <NumberField
              id={`${id}-to`}
              label="Personas que quieres"
              value={form.to}
              hint={problem(to)}
              onChange={set('to')}
            />
          </>
        ) : (
          <TextField
            id={`${id}-factor`}
            label="Multiplicar por"
            value={form.factor}
            hint={problem(factor)}
            placeholder="Por ejemplo, 2 o ½"
            onChange={set('factor')}
          />
        )}
      </div>
      <p className={styles.factor} {...NUMERIC}>
        {factorText
          ? `Cantidades × ${factorText}`
          : form.scale === 'personas' && from?.ok && to?.ok
            ? problem(factor)
            : ''}
      </p>

      <p aria-live="polite" className={styles.summary} {...NUMERIC}>
        {summary}
      </p>

      {rows.length > 0 && (
        <>
          <table className={styles.table}>
            <caption>Receta convertida</caption>
            <thead>
              <tr>
                <th scope="col">Como la escribiste</th>
                <th scope="col">Convertida</th>
                <th scope="col">Nota</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((line, index) => (
                <tr key={`${index}-${line.original}`} className={line.status === 'kept' ? styles.kept : undefined}>
                  <th scope="row" {...AS_WRITTEN}>
                    {line.original}
                  </th>
                  <td {...NUMERIC}>{line.text}</td>
                  <td>
                    {line.note && <span {...NUMERIC}>{line.note}</span>}
                    {line.source && (
                      <small className={styles.source} {...NUMERIC}>
                        {line.source}
                      </small>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles.actions}>
            <CopyButton text={text} label="Copiar receta" numbers />
          </div>
        </>
      )}
    </div>
  );
}
