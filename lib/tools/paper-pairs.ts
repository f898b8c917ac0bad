/**
 * Issue 34: the figures of /tamanos-de-papel's question pages (lib/content/paper-pairs.ts), from the page's own data
 * and functions (lib/tools/paper-sizes.ts through lib/tools/paper-format.ts): every size here is paperDimensions' or
 * paperPixels', written as the page's tables write it; nothing is typed twice.
 */
import { PAPER_PAIR_SPECS } from '@/lib/content/paper-pairs';
import { PAPER_SIZES_PATH } from '@/lib/content/paper-sizes';
import type { ToolPairSpec } from '@/lib/content/types';
import { capitalise } from '@/lib/text';
import { INCH } from '@/lib/units/constants';
import { formatGiven } from '@/lib/units/format';
import { formatFactor } from '@/lib/units/format-factor';
import { shortName, sizeWithUnit, writePixels, writeSize } from './paper-format';
import { paperByKey, type PaperSize, type PaperUnit } from './paper-sizes';
import { toolPairs, type ToolPairFigures } from './tool-pairs';

/**
 * What each page asks, and what its table lists:
 * - 'unit': the size in another unit; the table, the sizes of its family in that unit;
 * - 'pixels': the size in pixels at a resolution; the table, the same size at the usual resolutions;
 * - 'every-unit': the size in another unit; the table, the same size in every unit and in pixels.
 */
type PaperQuestion = { paper: string; opening: PaperOpening } & (
  | { kind: 'unit'; to: PaperUnit; rows: readonly string[] }
  | { kind: 'pixels'; ppp: number; rows: readonly number[] }
  | { kind: 'every-unit'; to: PaperUnit; ppp: readonly number[] }
);

/** The paper tool's form (components/paper-sizes/paper-tool.tsx), as far as a question page sets it. */
export interface PaperOpening {
  paper?: string;
  other?: string;
  ppp?: string;
}

const A_SERIES = ['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'];

const QUESTIONS: Record<string, PaperQuestion> = {
  'a4-en-pulgadas': { paper: 'a4', kind: 'unit', to: 'in', rows: A_SERIES, opening: { paper: 'a4', other: 'carta' } },
  'a4-en-centimetros': { paper: 'a4', kind: 'unit', to: 'cm', rows: A_SERIES, opening: { paper: 'a4', other: 'a5' } },
  // The resolutions of the pixel page (lib/families/pixeles/units.ts: 72, 96, 150, 300), 200 of many photo labs and
  // 600 of office scanners.
  'a4-en-pixeles': {
    paper: 'a4',
    kind: 'pixels',
    ppp: 300,
    rows: [72, 96, 150, 200, 300, 600],
    opening: { paper: 'a4', other: 'carta', ppp: '300' },
  },
  'carta-en-centimetros': {
    paper: 'carta',
    kind: 'unit',
    to: 'cm',
    rows: ['carta', 'legal', 'tabloide', 'oficio_pwg', 'a4'],
    opening: { paper: 'carta', other: 'a4' },
  },
  'a3-en-centimetros': {
    paper: 'a3',
    kind: 'every-unit',
    to: 'cm',
    ppp: [150, 300],
    opening: { paper: 'a3', other: 'a4' },
  },
  'oficio-en-centimetros': {
    paper: 'oficio_pwg',
    kind: 'every-unit',
    to: 'cm',
    ppp: [150, 300],
    opening: { paper: 'oficio_pwg', other: 'carta' },
  },
};

const UNIT_NAMES: Record<PaperUnit, string> = { mm: 'Milímetros', cm: 'Centímetros', in: 'Pulgadas' };

function paperOf(key: string): PaperSize {
  const paper = paperByKey(key);
  if (!paper) throw new Error(`papel: no hay tamaño ${key}`);
  return paper;
}

/** The size as its answer line names it: 'A4', 'Carta'; the oficio with its standard, since it is no country's. */
const answerName = (paper: PaperSize) => (paper.series === 'oficio' ? 'Oficio PWG' : capitalise(shortName(paper)));

/** '2480 × 3508 px', '≈ 2480 × 3508 px' where a side was rounded to the whole pixel (D33). */
function pixelsWithUnit(paper: PaperSize, ppp: number): string {
  const pixels = writePixels(paper, ppp);
  if (!pixels) throw new Error(`papel: ${ppp} ppp no es una resolución`);
  return `${pixels.exact ? '' : '≈ '}${pixels.text} px`;
}

/** Millimetres and centimetres in an inch, from its definition of 1959 (lib/units/constants.ts). */
const MM_PER_INCH = formatFactor(INCH * 1000);
const CM_PER_INCH = formatFactor(INCH * 100);

/** 'in = mm ÷ 25.4', 'cm = mm ÷ 10'; 'cm = in × 2.54' for a size defined in inches. */
function formulaOf(paper: PaperSize, to: PaperUnit): string | undefined {
  if (to === paper.definedIn) return undefined;
  if (paper.definedIn === 'in') return to === 'cm' ? `cm = in × ${CM_PER_INCH}` : `mm = in × ${MM_PER_INCH}`;
  return to === 'in' ? `in = mm ÷ ${MM_PER_INCH}` : 'cm = mm ÷ 10';
}

function paperFigures(spec: ToolPairSpec): ToolPairFigures {
  const question = QUESTIONS[spec.slug];
  if (!question) throw new Error(`papel: falta la pregunta ${spec.slug}`);
  const paper = paperOf(question.paper);
  const name = answerName(paper);
  const defined = `${writeSize(paper, paper.definedIn).text} ${paper.definedIn}`;

  if (question.kind === 'pixels') {
    const pixels = writePixels(paper, question.ppp);
    if (!pixels) throw new Error(`papel: ${question.ppp} ppp no es una resolución`);
    return {
      answer: `${name} a ${formatGiven(question.ppp)} ppp ${pixels.exact ? '=' : '≈'} ${pixels.text} px`,
      columns: ['Resolución', `${name} en píxeles`],
      rows: question.rows.map((ppp) => [`${formatGiven(ppp)} ppp`, pixelsWithUnit(paper, ppp)] as const),
      formula: `px = ${paper.definedIn === 'mm' ? `mm ÷ ${MM_PER_INCH}` : 'in'} × ppp, redondeado al píxel entero`,
    };
  }

  const converted = writeSize(paper, question.to);
  const answer = `${name}: ${defined} ${converted.exact ? '=' : '≈'} ${converted.text} ${question.to}`;
  const unitName = `${UNIT_NAMES[question.to]} (${question.to})`;
  if (question.kind === 'unit') {
    return {
      answer,
      columns: ['Tamaño', unitName],
      rows: question.rows.map((key) => {
        const row = paperOf(key);
        return [row.name, sizeWithUnit(row, question.to)] as const;
      }),
      formula: formulaOf(paper, question.to),
    };
  }
  const units: readonly PaperUnit[] = ['mm', 'cm', 'in'];
  return {
    answer,
    columns: ['Unidad', name],
    rows: [
      ...units.map((unit) => [`${UNIT_NAMES[unit]} (${unit})`, sizeWithUnit(paper, unit)] as const),
      ...question.ppp.map((ppp) => [`Píxeles a ${formatGiven(ppp)} ppp`, pixelsWithUnit(paper, ppp)] as const),
    ],
    formula: formulaOf(paper, question.to),
  };
}

export const PAPER_PAIRS = toolPairs(PAPER_SIZES_PATH, PAPER_PAIR_SPECS, paperFigures);

/** The tool's opening state on a question page: its size, over the one it is compared with, at its resolution. */
export function paperOpening(pair: { spec: ToolPairSpec }): PaperOpening {
  return QUESTIONS[pair.spec.slug]?.opening ?? {};
}
