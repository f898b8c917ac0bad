/**
 * How the clothing page writes a size row and a body measure (D8 through lib/units/format.ts, D33): the source's own
 * figure as it gives it ('88 cm', '86–92 cm', '64/65 cm'), and its conversion to the other unit marked '≈', with no more
 * significant digits than the figure it comes from (at most 3). Shared by the client tool and the server tables.
 */
import {
  MEASURE_LABELS,
  type ClothingCategory,
  type ClothingSizeRow,
  type ClothingSizeTable,
  type MeasureCell,
  type MeasureColumn,
  type MeasureUnit,
  type SizeSystem,
} from '@/lib/content/clothing-sizes';
import { columnOf, convertMeasure } from '@/lib/tools/clothing-sizes';
import { formatNumber, formatSignificant } from '@/lib/units/format';

/** The decimals a source figure is written with: the tables give at most three (31.125 in). */
const SOURCE_DECIMALS = 3;

const OTHER: Record<MeasureUnit, MeasureUnit> = { cm: 'in', in: 'cm' };

/** The figures of a cell and how they are joined: a range with '–', two figures for one size with '/'. */
function figuresOf(cell: MeasureCell): { figures: readonly number[]; join: string } {
  if (typeof cell === 'number') return { figures: [cell], join: '' };
  if ('from' in cell) return { figures: [cell.from, cell.to], join: '–' };
  return { figures: cell.either, join: '/' };
}

/** Significant digits of a figure as written: '88' has 2, '52.5' 3, '31.125' 5. */
const significantOf = (written: string) => written.replace(/[^\d]/g, '').replace(/^0+/, '').length || 1;

export interface WrittenMeasure {
  /** As the source gives it: '88 cm'. */
  given: string;
  /** In the other unit: '≈ 35 in'. */
  converted: string;
}

export function writeMeasure(cell: MeasureCell, unit: MeasureUnit): WrittenMeasure {
  const { figures, join } = figuresOf(cell);
  const written = figures.map((value) => formatNumber(value, SOURCE_DECIMALS));
  const converted = figures.map((value, index) => {
    const digits = Math.min(significantOf(written[index] ?? ''), 3);
    return formatSignificant(convertMeasure(value, unit), digits)?.text ?? '';
  });
  return { given: `${written.join(join)} ${unit}`, converted: `≈ ${converted.join(join)} ${OTHER[unit]}` };
}

/** A measure column's header: 'Busto (cm)', or the source's own name for it. */
export const measureHeader = (category: ClothingCategory, column: MeasureColumn): string =>
  `${column.label ?? MEASURE_LABELS[category][column.measure]} (${column.unit})`;

/**
 * A matched row's sizes in the other columns: 'Reino Unido 10 · EE. UU. 8 · Italia 42'. The column looked up is left
 * out where the row writes the size as it was asked for.
 */
export function writeSizes(table: ClothingSizeTable, row: ClothingSizeRow, looked: SizeSystem, size: string): string {
  const lookedColumn = columnOf(table, looked);
  return table.columns
    .flatMap((column, index) => {
      const cell = row.sizes[index] ?? '';
      if (cell === '' || (index === lookedColumn && cell === size)) return [];
      return [`${column.label} ${cell}`];
    })
    .join(' · ');
}

/** Every size of a row: 'Europa (EUR) 38 · EE. UU. y Canadá 8'. */
export const writeAllSizes = (table: ClothingSizeTable, row: ClothingSizeRow): string =>
  table.columns
    .flatMap((column, index) => {
      const cell = row.sizes[index] ?? '';
      return cell === '' ? [] : [`${column.label} ${cell}`];
    })
    .join(' · ');

/** A row's body measures in a sentence: 'busto 88 cm (≈ 35 in), cintura 72 cm (≈ 28 in)'. */
export function writeMeasures(table: ClothingSizeTable, row: ClothingSizeRow): string {
  return table.measures
    .flatMap((column, index) => {
      const cell = row.measures[index];
      if (cell == null) return [];
      const { given, converted } = writeMeasure(cell, column.unit);
      const name = (column.label ?? MEASURE_LABELS[table.category][column.measure]).toLowerCase();
      return [`${name} ${given} (${converted})`];
    })
    .join(', ');
}
