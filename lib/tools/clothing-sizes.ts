/**
 * Lookups in the clothing size tables of lib/content/clothing-sizes.ts (issue 34, D37): a size in one system gives the
 * rows of every source that has it, and body measures give each source's nearest rows. Nothing is added to the tables:
 * a source that does not give a system, or a size, says nothing about it, and two sources that disagree are both
 * answered. Pure functions, no state.
 */
import {
  CLOTHING_SIZE_TABLES,
  SIZE_PHRASE,
  SIZE_PHRASES,
  SYSTEM_LABELS,
  type BodyMeasure,
  type ClothingCategory,
  type ClothingSizeRow,
  type ClothingSizeTable,
  type MeasureCell,
  type MeasureUnit,
  type SizeSystem,
} from '@/lib/content/clothing-sizes';
import { INCH } from '@/lib/units/constants';

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** 1 in = 2.54 cm exactly (lib/units/constants.ts). */
const CM_PER_INCH = INCH * 100;

/** A measure in centimetres from the unit it was given in. */
export const toCm = (value: number, unit: MeasureUnit): number => (unit === 'in' ? value * CM_PER_INCH : value);

/** A measure in the other unit: centimetres to inches or inches to centimetres. */
export const convertMeasure = (value: number, from: MeasureUnit): number =>
  from === 'in' ? value * CM_PER_INCH : value / CM_PER_INCH;

export const tablesOf = (category: ClothingCategory): readonly ClothingSizeTable[] =>
  CLOTHING_SIZE_TABLES.filter((table) => table.category === category);

/** The column of a table that gives a system, or -1. */
export const columnOf = (table: ClothingSizeTable, system: SizeSystem): number =>
  table.columns.findIndex((column) => column.systems.includes(system));

/** The name of a system in a category's selects and results. */
export const systemLabel = (category: ClothingCategory, system: SizeSystem): string =>
  SYSTEM_LABELS[category][system] ?? system;

/** A size in a sentence, from the system's label: 'talla 8 de EE. UU.', 'talla 10 del Reino Unido', 'talla M'. */
export const sizeName = (category: ClothingCategory, system: SizeSystem, size: string): string =>
  (SIZE_PHRASES[system] ?? SIZE_PHRASE).replace('{talla}', size).replace('{sistema}', systemLabel(category, system));

/** The systems some table of the category gives, in the order of the category's labels. */
export function systemsOf(category: ClothingCategory): readonly SizeSystem[] {
  const given = new Set(tablesOf(category).flatMap((table) => table.columns.flatMap((column) => column.systems)));
  return (Object.keys(SYSTEM_LABELS[category]) as SizeSystem[]).filter((system) => given.has(system));
}

const LETTER_ORDER = ['XXS', 'XS', 'S', 'S+', 'M', 'M+', 'L', 'L+', 'XL', 'XL+', 'XXL', '3XL', '4XL'];

/** A size's figure, where it is one: '8' → 8, '1½' → 1.5; '00', '2T' and 'XS' are not figures. */
function figure(text: string): number | undefined {
  const match = /^(\d+)(½)?$/.exec(text.trim());
  if (!match || (match[1] !== '0' && match[1]?.startsWith('0'))) return undefined;
  return Number(match[1]) + (match[2] ? 0.5 : 0);
}

/**
 * The sizes a cell covers as an interval of figures: '38' → [38, 38], '2–4' → [2, 4], '1½–2' → [1.5, 2]; undefined
 * for a cell that is not figures ('XS', '2T', '6X–7', '00').
 */
export function sizeInterval(cell: string): readonly [number, number] | undefined {
  const parts = cell.split('–');
  if (parts.length > 2) return undefined;
  const [from, to] = parts.map(figure);
  if (from === undefined || (parts.length === 2 && to === undefined)) return undefined;
  return [from, to ?? from];
}

/** The order of a system's sizes in a select: figures by value (a single size before a range that starts on it). */
function sizeOrder(a: string, b: string): number {
  const [first, second] = [a, b].map((text) => {
    const letter = LETTER_ORDER.indexOf(text);
    if (letter >= 0) return [1000 + letter, 0] as const; // letters after figures, '3XL' among them
    if (/^0\d/.test(text)) return [-1, -1] as const; // '00' comes before '0'
    const interval = sizeInterval(text);
    if (interval) return interval;
    const lead = /^(\d+)(½)?/.exec(text);
    if (lead) return [Number(lead[1]) + (lead[2] ? 0.5 : 0), Infinity] as const; // '2T', '6X–7'
    return [1000 + LETTER_ORDER.length, 0] as const;
  }) as [readonly [number, number], readonly [number, number]];
  return first[0] - second[0] || first[1] - second[1] || a.localeCompare(b);
}

/** Every size the category's tables give in a system, once each, in order. */
export function sizesOf(category: ClothingCategory, system: SizeSystem): readonly string[] {
  const cells = tablesOf(category).flatMap((table) => {
    const column = columnOf(table, system);
    return column < 0 ? [] : table.rows.map((row) => row.sizes[column] ?? '').filter((cell) => cell !== '');
  });
  return [...new Set(cells)].sort(sizeOrder);
}

/**
 * The rows of a table whose cell in the column is the size. A table that has the size written as it is answers with
 * those rows alone; otherwise a row answers when its figures and the size's overlap ('4' is in '2–4', '98' in '92–98').
 */
function rowsWith(table: ClothingSizeTable, column: number, size: string): readonly ClothingSizeRow[] {
  const exact = table.rows.filter((row) => row.sizes[column] === size);
  if (exact.length > 0) return exact;
  const wanted = sizeInterval(size);
  if (!wanted) return [];
  return table.rows.filter((row) => {
    const interval = sizeInterval(row.sizes[column] ?? '');
    return interval !== undefined && interval[0] <= wanted[1] && wanted[0] <= interval[1];
  });
}

export interface SizeMatch {
  table: ClothingSizeTable;
  rows: readonly ClothingSizeRow[];
}

export interface Equivalents {
  /** The sources that give the size, each with its rows. */
  matches: readonly SizeMatch[];
  /** The category's sources that do not give this system or this size. */
  silent: readonly ClothingSizeTable[];
}

/** A size in one system → every source's rows with it, in the page's order of sources. */
export function equivalents(category: ClothingCategory, system: SizeSystem, size: string): Equivalents {
  const matches: SizeMatch[] = [];
  const silent: ClothingSizeTable[] = [];
  for (const table of tablesOf(category)) {
    const column = columnOf(table, system);
    const rows = column < 0 ? [] : rowsWith(table, column, size.trim());
    if (rows.length > 0) matches.push({ table, rows });
    else silent.push(table);
  }
  return { matches, silent };
}

export interface Disagreement {
  system: SizeSystem;
  /** What each source gives in that system, in the order of the sources. */
  answers: readonly { source: string; sizes: readonly string[] }[];
}

/**
 * D37: the systems in which the matched sources give different sizes (the system looked up is left out). A source
 * answers with the cells of its matched rows in that system.
 */
export function disagreements(matches: readonly SizeMatch[], looked: SizeSystem): readonly Disagreement[] {
  const systems = [...new Set(matches.flatMap((match) => match.table.columns.flatMap((column) => column.systems)))];
  return systems.flatMap((system) => {
    if (system === looked) return [];
    const answers = matches.flatMap(({ table, rows }) => {
      const column = columnOf(table, system);
      if (column < 0) return [];
      const cells = [...new Set(rows.map((row) => row.sizes[column] ?? '').filter((cell) => cell !== ''))];
      return cells.length > 0 ? [{ source: table.short, sizes: cells }] : [];
    });
    const distinct = new Set(answers.map((answer) => answer.sizes.join('|')));
    return answers.length > 1 && distinct.size > 1 ? [{ system, answers }] : [];
  });
}

/** The figures of a measure cell, lowest and highest, in centimetres. */
export function measureInterval(cell: MeasureCell, unit: MeasureUnit): readonly [number, number] {
  const [low, high] =
    typeof cell === 'number'
      ? [cell, cell]
      : 'from' in cell
        ? [cell.from, cell.to]
        : [Math.min(...cell.either), Math.max(...cell.either)];
  return [toCm(low, unit), toCm(high, unit)];
}

/** Body measures in centimetres; a measure left out is not asked about. */
export type BodyMeasures = Partial<Record<BodyMeasure, number>>;

export interface NearestSizes {
  table: ClothingSizeTable;
  /** The nearest rows: two or more when the measures fall as near one as another. */
  rows: readonly ClothingSizeRow[];
  /** The measures the source gives and the visitor typed, which decided. */
  used: readonly BodyMeasure[];
  /** Every used measure falls inside the nearest rows' figures. */
  within: boolean;
  /** Some used measure lies beyond the table by more than a row's step: the source has no size for it. */
  outside: boolean;
}

export interface Nearest {
  results: readonly NearestSizes[];
  /** The category's sources that give none of the measures typed (most conversion tables give none at all). */
  unmeasured: readonly ClothingSizeTable[];
}

/** How far a figure lies from an interval (0 inside it). */
const gap = (value: number, [low, high]: readonly [number, number]) =>
  value < low ? low - value : value > high ? value - high : 0;

/**
 * Whether a figure lies beyond a measure's column by more than the column's mean step between rows (as the shoe and
 * ring tables judge, components/converter/size-table.tsx): past that, the nearest row would be a guess.
 */
function beyond(value: number, intervals: readonly (readonly [number, number])[]): boolean {
  const low = Math.min(...intervals.map(([from]) => from));
  const high = Math.max(...intervals.map(([, to]) => to));
  const middles = intervals.map(([from, to]) => (from + to) / 2);
  const step =
    intervals.length > 1 ? Math.abs((middles.at(-1) as number) - (middles[0] as number)) / (intervals.length - 1) : 0;
  return value < low - step || value > high + step;
}

/** Body measures (cm) → each source's nearest rows, by the sum of the distances to its figures. */
export function nearestSizes(category: ClothingCategory, body: BodyMeasures): Nearest {
  const results: NearestSizes[] = [];
  const unmeasured: ClothingSizeTable[] = [];
  for (const table of tablesOf(category)) {
    const used = table.measures.flatMap((column, index) => {
      const value = body[column.measure];
      return value === undefined ? [] : [{ measure: column.measure, unit: column.unit, index, value }];
    });
    if (used.length === 0) {
      unmeasured.push(table);
      continue;
    }
    // Only the rows that give every measure used can be compared.
    const rows = table.rows.filter((candidate) => used.every(({ index }) => candidate.measures[index] != null));
    if (rows.length === 0) {
      unmeasured.push(table);
      continue;
    }
    const intervals = used.map(({ index, unit }) =>
      rows.map((candidate) => measureInterval(candidate.measures[index] as MeasureCell, unit)),
    );
    const distances = rows.map((_, rowIndex) =>
      used.reduce((sum, { value }, usedIndex) => sum + gap(value, intervals[usedIndex]?.[rowIndex] ?? [0, 0]), 0),
    );
    const best = Math.min(...distances);
    results.push({
      table,
      rows: rows.filter((_, rowIndex) => (distances[rowIndex] as number) - best < 1e-9),
      used: used.map(({ measure }) => measure),
      within: best < 1e-9,
      outside: used.some(({ value }, usedIndex) => beyond(value, intervals[usedIndex] ?? [])),
    });
  }
  return { results, unmeasured };
}

const INVALID = 'Introduce un número válido.';

/**
 * A measure as typed (already parsed by the page), checked: a body measure is longer than 0, and no person's girth or
 * height reaches 10 m. undefined for an empty field.
 */
export function checkMeasure(value: number | undefined, unit: MeasureUnit): Outcome<number> | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value)) return { ok: false, reason: INVALID };
  if (value <= 0) return { ok: false, reason: 'La medida debe ser mayor que 0.' };
  const cm = toCm(value, unit);
  if (cm >= 1000) return { ok: false, reason: 'Esa medida es demasiado grande para una persona.' };
  return { ok: true, value: cm };
}
