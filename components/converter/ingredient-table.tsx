import { useId } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import { capitalise } from '@/lib/text';
import { convert } from '@/lib/units/engine';
import { shownResult } from '@/lib/units/evaluate';
import { displayName } from '@/lib/units/names';
import type { Family, Ingredient, IngredientChoice } from '@/lib/units/types';
import styles from './size-table.module.css';

interface IngredientTableProps {
  table: IngredientChoice['table'];
  ingredient: Ingredient;
  /** The family at the ingredient's density. */
  family: Family;
}

/** D29: the chosen ingredient in cups and spoons, in grams and ounces, computed by the engine; all approximate. */
export function IngredientTable({ table, ingredient, family }: IngredientTableProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const name = capitalise(ingredient.name);
  // D33: through the density, the source's 3 significant digits, as the converter's own result.
  const cell = (value: number, from: string, to: string) => {
    const result = convert(value, from, to, family);
    return result.ok ? shownResult(result.value, from, to, family).text : '—';
  };
  return (
    <section className={styles.sizeTable}>
      <h2 id={titleId}>{name} en tazas y cucharas</h2>
      <p className={styles.caption} {...NUMERIC}>
        Pesos aproximados. Fuente: {ingredient.source}.
      </p>
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Medida</th>
              {table.columns.map((unit) => (
                <th key={unit} scope="col">
                  {family.units[unit] ? displayName(family.units[unit]) : unit}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" {...NUMERIC}>
                  {row.label}
                </th>
                {table.columns.map((unit) => (
                  <td key={unit} {...NUMERIC}>
                    {cell(row.value, row.unit, unit)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
