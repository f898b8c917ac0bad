'use client';
/**
 * /convertir-tallas-de-ropa (issue 34, D37): a size in one system gives what every source says it is in the others,
 * and body measures give each source's nearest size. Nothing is computed that the sources do not give
 * (lib/tools/clothing-sizes.ts). The state lives in the address (D9):
 * ?categoria=mujer&sistema=fr&talla=38&unidad=cm&pecho=90&cintura=70&cadera=98.
 */
import { useId } from 'react';
import { NumberField } from '@/components/ui/number-field';
import { NUMERIC } from '@/components/ui/numeric';
import { useAddressState } from '@/hooks/use-address-state';
import {
  CLOTHING_CATEGORIES,
  FORM_MEASURES,
  MEASURE_LABELS,
  type BodyMeasure,
  type ClothingCategory,
  type MeasureUnit,
  type SizeSystem,
} from '@/lib/content/clothing-sizes';
import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import { capitalise } from '@/lib/text';
import {
  checkMeasure,
  columnOf,
  disagreements,
  equivalents,
  nearestSizes,
  sizeName,
  sizesOf,
  systemLabel,
  systemsOf,
  type BodyMeasures,
} from '@/lib/tools/clothing-sizes';
import { parseNumber } from '@/lib/units/parse';
import { writeAllSizes, writeMeasures, writeSizes } from './clothing-format';
import styles from './clothing-sizes-tool.module.css';

export interface ClothingForm {
  category: ClothingCategory;
  system: SizeSystem;
  size: string;
  unit: MeasureUnit;
  measures: Record<BodyMeasure, string>;
}

/** Where each category opens: a Spanish women's 38, a European men's 50, a child's 104 cm. */
const OPENING: Record<ClothingCategory, { system: SizeSystem; size: string }> = {
  mujer: { system: 'fr', size: '38' },
  hombre: { system: 'eu', size: '50' },
  ninos: { system: 'eu', size: '104' },
};

const NO_MEASURES: Record<BodyMeasure, string> = { estatura: '', pecho: '', cintura: '', cadera: '' };

export const DEFAULT_CLOTHING_FORM: ClothingForm = {
  category: 'mujer',
  ...OPENING.mujer,
  unit: 'cm',
  measures: NO_MEASURES,
};

const QUERY_KEYS = {
  category: 'categoria',
  system: 'sistema',
  size: 'talla',
  unit: 'unidad',
  estatura: 'estatura',
  pecho: 'pecho',
  cintura: 'cintura',
  cadera: 'cadera',
} as const;

const MEASURES: readonly BodyMeasure[] = ['estatura', 'pecho', 'cintura', 'cadera'];

const isCategory = (key: string | null): key is ClothingCategory =>
  CLOTHING_CATEGORIES.some((category) => category.key === key);

function formFromQuery(search: string, fallback: ClothingForm): ClothingForm {
  const values = readQuery(search, QUERY_KEYS);
  const category = isCategory(values.category) ? values.category : fallback.category;
  const opening = category === fallback.category ? fallback : { ...OPENING[category] };
  const system = systemsOf(category).find((key) => key === values.system) ?? opening.system;
  const known = sizesOf(category, system);
  const size =
    values.size !== null && known.includes(values.size)
      ? values.size
      : known.includes(opening.size)
        ? opening.size
        : (known[0] ?? '');
  const measures = { ...NO_MEASURES };
  for (const measure of MEASURES) measures[measure] = values[measure]?.slice(0, 40) ?? fallback.measures[measure];
  return { category, system, size, unit: values.unit === 'in' ? 'in' : fallback.unit, measures };
}

const queryFromForm = (form: ClothingForm): string =>
  writeQuery(QUERY_KEYS, {
    category: form.category,
    system: form.system,
    size: form.size,
    unit: form.unit,
    ...Object.fromEntries(
      MEASURES.flatMap((measure) => {
        const text = form.measures[measure].trim();
        return text === '' ? [] : [[measure, text]];
      }),
    ),
  });

const carriesForm = (search: string) => carriesQuery(search, QUERY_KEYS);

const INVALID = 'Introduce un número válido.';

/** A measure field's figure in cm, or its hint; nothing for an empty field. */
function readMeasure(text: string, unit: MeasureUnit): { cm?: number; hint?: string } {
  const parsed = parseNumber(text);
  if (!parsed.ok) return parsed.reason === 'empty' ? {} : { hint: INVALID };
  const checked = checkMeasure(parsed.value, unit);
  if (!checked) return {};
  return checked.ok ? { cm: checked.value } : { hint: checked.reason };
}

/**
 * The size to show when the system changes: the same garment in the new system, as the first source that gives both
 * says (a Spanish 38 becomes a US 8 for enfemenino.com); else the category's opening size, else the first.
 */
function sizeIn(form: ClothingForm, next: SizeSystem): string {
  const known = sizesOf(form.category, next);
  const translated = equivalents(form.category, form.system, form.size).matches.flatMap(({ table, rows }) => {
    const column = columnOf(table, next);
    return column < 0 ? [] : rows.map((row) => row.sizes[column] ?? '');
  });
  const opening = OPENING[form.category];
  return (
    translated.find((size) => known.includes(size)) ??
    (next === opening.system ? opening.size : undefined) ??
    known[0] ??
    ''
  );
}

/** 'a, b y c'. */
const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/**
 * `brandsDiffer`: the page's line that brands differ (D37), handed over by the server page. `initial`: the state a
 * question page opens on (issue 34: its category, system and size); the address still wins.
 */
export function ClothingSizesTool({
  brandsDiffer,
  initial,
}: {
  brandsDiffer: string;
  initial?: Partial<ClothingForm>;
}) {
  const id = useId();
  const [form, update] = useAddressState(
    { ...DEFAULT_CLOTHING_FORM, ...initial },
    formFromQuery,
    queryFromForm,
    carriesForm,
  );
  const { category, system, size, unit } = form;

  const systems = systemsOf(category);
  const sizes = sizesOf(category, system);
  const found = size === '' ? undefined : equivalents(category, system, size);
  const conflicts = found ? disagreements(found.matches, system) : [];

  const fields = FORM_MEASURES[category].map((measure) => ({
    measure,
    ...readMeasure(form.measures[measure], unit),
  }));
  const body: BodyMeasures = Object.fromEntries(
    fields.flatMap(({ measure, cm }) => (cm === undefined ? [] : [[measure, cm]])),
  );
  const nearest = Object.keys(body).length > 0 ? nearestSizes(category, body) : undefined;

  const setCategory = (next: ClothingCategory) =>
    update((previous) => ({ ...previous, category: next, ...OPENING[next] }));
  const setSystem = (next: SizeSystem) =>
    update((previous) => ({ ...previous, system: next, size: sizeIn(previous, next) }));
  const setMeasure = (measure: BodyMeasure) => (text: string) =>
    update((previous) => ({ ...previous, measures: { ...previous.measures, [measure]: text } }));

  const categoryName = CLOTHING_CATEGORIES.find((entry) => entry.key === category)?.label.toLowerCase() ?? '';

  return (
    <div className="converter">
      <section aria-labelledby={`${id}-size-title`}>
        <h2 id={`${id}-size-title`} className={styles.title}>
          Buscar una talla
        </h2>
        <div className={styles.controls}>
          <div className="field">
            <label htmlFor={`${id}-category`}>Ropa de</label>
            <select
              id={`${id}-category`}
              value={category}
              onChange={(event) => {
                if (isCategory(event.target.value)) setCategory(event.target.value);
              }}
            >
              {CLOTHING_CATEGORIES.map((entry) => (
                <option key={entry.key} value={entry.key}>
                  {entry.label}
                </option>
              ))}
            </select>
            <p className="field__hint" />
          </div>
          <div className="field">
            <label htmlFor={`${id}-system`}>Sistema</label>
            <select
              id={`${id}-system`}
              value={system}
              onChange={(event) => {
                const next = systems.find((key) => key === event.target.value);
                if (next) setSystem(next);
              }}
            >
              {systems.map((key) => (
                <option key={key} value={key}>
                  {systemLabel(category, key)}
                </option>
              ))}
            </select>
            <p className="field__hint" />
          </div>
          <div className="field">
            <label htmlFor={`${id}-size`}>Talla (talle)</label>
            <select
              id={`${id}-size`}
              value={size}
              onChange={(event) => {
                const next = event.target.value;
                update((previous) => ({ ...previous, size: next }));
              }}
            >
              {sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <p className="field__hint" />
          </div>
        </div>
        <div className={styles.result} aria-live="polite">
          {found && (
            <>
              <p className={styles.heading} {...NUMERIC}>
                {capitalise(sizeName(category, system, size))}, {categoryName}:
              </p>
              <ul className={styles.list}>
                {found.matches.map(({ table, rows }) => (
                  <li key={table.id}>
                    <strong {...NUMERIC}>{table.short}</strong>
                    {rows.map((row, index) => {
                      const others = writeSizes(table, row, system, size);
                      const measures = writeMeasures(table, row);
                      return (
                        <span key={index} className={styles.row}>
                          <span className={styles.line} {...NUMERIC}>
                            {index > 0 ? 'o ' : ''}
                            {others ? `≈ ${others} (aproximado)` : `≈ ${writeAllSizes(table, row)} (aproximado)`}
                          </span>
                          {measures && (
                            <span className={styles.measures} {...NUMERIC}>
                              Medidas del cuerpo: {measures}.
                            </span>
                          )}
                        </span>
                      );
                    })}
                  </li>
                ))}
              </ul>
              {conflicts.map((conflict) => (
                <p key={conflict.system} className={styles.note} {...NUMERIC}>
                  Las fuentes no coinciden en {systemLabel(category, conflict.system)}:{' '}
                  {listOf(conflict.answers.map((answer) => `${answer.sizes.join(' o ')} según ${answer.source}`))}.
                </p>
              ))}
              {found.silent.length > 0 && (
                <p className={styles.note} {...NUMERIC}>
                  No dan esta talla: {listOf(found.silent.map((table) => table.short))}.
                </p>
              )}
              <p className={styles.brands}>{brandsDiffer}</p>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby={`${id}-body-title`} className={styles.body}>
        <h2 id={`${id}-body-title`} className={styles.title}>
          Tu talla según tus medidas
        </h2>
        <p className={styles.help}>
          Escribe las medidas que tengas, sin holgura; basta con una. Solo responden las fuentes que dan medidas del
          cuerpo.
        </p>
        <div className={styles.controls}>
          <div className="field">
            <label htmlFor={`${id}-unit`}>Unidad</label>
            <select
              id={`${id}-unit`}
              value={unit}
              onChange={(event) => {
                const next: MeasureUnit = event.target.value === 'in' ? 'in' : 'cm';
                update((previous) => ({ ...previous, unit: next }));
              }}
            >
              <option value="cm">Centímetros (cm)</option>
              <option value="in">Pulgadas (in)</option>
            </select>
            <p className="field__hint" />
          </div>
          {fields.map(({ measure, hint }) => (
            <NumberField
              key={measure}
              id={`${id}-${measure}`}
              label={`${MEASURE_LABELS[category][measure]} (${unit})`}
              value={form.measures[measure]}
              hint={hint}
              onChange={setMeasure(measure)}
            />
          ))}
        </div>
        <div className={styles.result} aria-live="polite">
          {nearest && (
            <>
              <ul className={styles.list}>
                {nearest.results.map(({ table, rows, within, outside, used }) => (
                  <li key={table.id}>
                    <strong {...NUMERIC}>{table.short}</strong>
                    {outside ? (
                      <span className={styles.row}>
                        <span className={styles.line}>Tus medidas quedan fuera de esta tabla.</span>
                      </span>
                    ) : (
                      <>
                        <span className={styles.measures}>
                          {rows.length > 1
                            ? 'Quedas entre estas tallas'
                            : within
                              ? 'Tus medidas caben en esta talla'
                              : 'La talla más cercana'}{' '}
                          por {listOf(used.map((measure) => MEASURE_LABELS[category][measure].toLowerCase()))}:
                        </span>
                        {rows.map((row, index) => (
                          <span key={index} className={styles.row}>
                            <span className={styles.line} {...NUMERIC}>
                              {index > 0 ? 'o ' : ''}≈ {writeAllSizes(table, row)} (aproximado)
                            </span>
                            <span className={styles.measures} {...NUMERIC}>
                              Medidas del cuerpo: {writeMeasures(table, row)}.
                            </span>
                          </span>
                        ))}
                      </>
                    )}
                  </li>
                ))}
              </ul>
              {nearest.unmeasured.length > 0 && (
                <p className={styles.note} {...NUMERIC}>
                  No dan esas medidas: {listOf(nearest.unmeasured.map((table) => table.short))}.
                </p>
              )}
              <p className={styles.brands}>{brandsDiffer}</p>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
