/**
 * Issue 34: the figures of /convertir-tallas-de-ropa's question pages (lib/content/clothing-pairs.ts), read from the
 * page's own tables by its own lookups (lib/tools/clothing-sizes.ts): nothing here adds a size. Every answer is
 * approximate (D37), so every answer line says '≈'; where the sources disagree, the answer gives each of their sizes
 * and the table names who says which.
 */
import { CLOTHING_PAIR_SPECS } from '@/lib/content/clothing-pairs';
import { CLOTHING_SIZES_PATH, type ClothingCategory, type SizeSystem } from '@/lib/content/clothing-sizes';
import type { ToolPairSpec } from '@/lib/content/types';
import { capitalise } from '@/lib/text';
import { columnOf, equivalents, sizeName, sizesOf, systemLabel } from './clothing-sizes';
import { spellInteger } from './numbers-in-words/cardinal';
import { toolPairs, type ToolPairFigures } from './tool-pairs';

interface SizeQuestion {
  category: ClothingCategory;
  from: SizeSystem;
  to: SizeSystem;
  /** The size of the answer line, as the tables write it in `from`. */
  answer: string;
}

/** Each page's category, its two systems and the size of its answer line; the table is every size both give. */
const QUESTIONS: Record<string, SizeQuestion> = {
  'tallas-de-mujer-de-estados-unidos-a-europa': { category: 'mujer', from: 'us', to: 'eu', answer: '8' },
  'tallas-de-mujer-de-espana-a-estados-unidos': { category: 'mujer', from: 'fr', to: 'us', answer: '38' },
  'tallas-de-mujer-del-reino-unido-a-espana': { category: 'mujer', from: 'uk', to: 'fr', answer: '10' },
  'tallas-de-mujer-de-letra-a-numero': { category: 'mujer', from: 'letras', to: 'eu', answer: 'M' },
  'tallas-de-hombre-de-europa-a-estados-unidos': { category: 'hombre', from: 'eu', to: 'us', answer: '50' },
  'tallas-de-ninos-por-edad-y-altura': { category: 'ninos', from: 'edad', to: 'eu', answer: '3–4' },
};

export interface SourceSizes {
  /** The source, as the page names it: 'LazyTools'. */
  source: string;
  /** Its sizes in the system asked for, in the page's order. */
  sizes: readonly string[];
}

/**
 * What each source that gives both systems says a size is in the other: the rows of `equivalents` that hold the size
 * as it is written (not the rows a range merely overlaps: '2–4' is a jeans size, not a size 2 or 4), read in the
 * other system's column.
 */
export function sizesBySource(
  category: ClothingCategory,
  from: SizeSystem,
  to: SizeSystem,
  size: string,
): readonly SourceSizes[] {
  const order = sizesOf(category, to);
  return equivalents(category, from, size).matches.flatMap(({ table, rows }) => {
    const [given, wanted] = [columnOf(table, from), columnOf(table, to)];
    if (wanted < 0) return [];
    const cells = rows.filter((row) => row.sizes[given] === size).map((row) => row.sizes[wanted] ?? '');
    const sizes = order.filter((candidate) => cells.includes(candidate));
    return sizes.length > 0 ? [{ source: table.short, sizes }] : [];
  });
}

/**
 * 'o' before a word, 'u' before one that is read with an o: '6 u 8', '10 u 11' (RAE, Ortografía 2010 and DPD, «o²»:
 * «7 u 8»). A figure is read as the site spells it (lib/tools/numbers-in-words).
 */
function disjunction(next: string): 'o' | 'u' {
  const figure = /^\d+/.exec(next)?.[0];
  const read = figure === undefined ? next : spellInteger(BigInt(figure));
  return /^h?o/i.test(read) ? 'u' : 'o';
}

/** 'a, b o c', with 'u' where the last is read with an o. */
export function orList(items: readonly string[]): string {
  const last = items.at(-1);
  if (items.length < 2 || last === undefined) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${disjunction(last)} ${last}`;
}

/** A table's cell: the sizes, once, where the sources agree; else each source's after its sizes. */
function cellOf(answers: readonly SourceSizes[]): string {
  const agree = new Set(answers.map((answer) => answer.sizes.join('|'))).size === 1;
  if (agree) return orList(answers[0]?.sizes ?? []);
  return answers.map((answer) => `${orList(answer.sizes)} según ${answer.source}`).join(' · ');
}

function clothingFigures(spec: ToolPairSpec): ToolPairFigures {
  const question = QUESTIONS[spec.slug];
  if (!question) throw new Error(`tallas: falta la pregunta ${spec.slug}`);
  const { category, from, to, answer } = question;
  const answers = sizesBySource(category, from, to, answer);
  const all = sizesOf(category, to).filter((size) => answers.some((source) => source.sizes.includes(size)));
  if (all.length === 0) throw new Error(`tallas: ninguna fuente da ${answer} en ${to}`);
  const rows = sizesOf(category, from).flatMap((size) => {
    const given = sizesBySource(category, from, to, size);
    return given.length > 0 ? [[size, cellOf(given)] as const] : [];
  });
  return {
    // D37: sizes are conventions, and brands differ: never '='.
    answer: `${capitalise(sizeName(category, from, answer))} ≈ ${sizeName(category, to, orList(all))}`,
    columns: [systemLabel(category, from), systemLabel(category, to)],
    rows,
  };
}

export const CLOTHING_PAIRS = toolPairs(CLOTHING_SIZES_PATH, CLOTHING_PAIR_SPECS, clothingFigures);

/** The tool's opening state on a question page: the question's category and system, at its answer's size. */
export function clothingOpening(pair: { spec: ToolPairSpec }): {
  category?: ClothingCategory;
  system?: SizeSystem;
  size?: string;
} {
  const question = QUESTIONS[pair.spec.slug];
  if (!question) return {};
  return { category: question.category, system: question.from, size: question.answer };
}
