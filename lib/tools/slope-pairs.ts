/**
 * Issue 34: the figures of /convertir-pendiente's question pages (lib/content/slope-pairs.ts), from the page's own
 * functions (lib/tools/slope.ts) and its one writer of slopes (lib/tools/slope-forms.ts): nothing here converts but
 * convertSlope.
 */
import { SLOPE_PATH } from '@/lib/content/slope';
import { SLOPE_PAIR_SPECS } from '@/lib/content/slope-pairs';
import type { ToolPairSpec } from '@/lib/content/types';
import { formatGiven, formatNumber } from '@/lib/units/format';
import { convertSlope, SLOPE_UNITS, slopeToAngle, type SlopeUnit } from './slope';
import { writeSlope } from './slope-forms';
import { toolPairs, type ToolPairFigures } from './tool-pairs';

/** A question page's table reads at two decimals, as the page's table of everyday slopes does (5.71°, 8.33 %). */
const DECIMALS = 2;

/** Each page's units, the value of its answer line and its table's rows (a ratio 1:n by its n). */
const QUESTIONS: Record<string, { from: SlopeUnit; to: SlopeUnit; answer: number; rows: readonly number[] }> = {
  'porcentaje-a-grados': {
    from: 'porcentaje',
    to: 'grados',
    answer: 10,
    rows: [1, 2, 3, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200],
  },
  'grados-a-porcentaje': {
    from: 'grados',
    to: 'porcentaje',
    answer: 45,
    rows: [1, 2, 3, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 85, 89, 90],
  },
  'razon-a-porcentaje': {
    from: 'razon',
    to: 'porcentaje',
    answer: 12,
    rows: [1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 15, 16, 20, 25, 48, 50, 100],
  },
  'porcentaje-a-razon': {
    from: 'porcentaje',
    to: 'razon',
    answer: 8,
    rows: [0.5, 1, 2, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100, 200],
  },
  'por-mil-a-porcentaje': {
    from: 'por_mil',
    to: 'porcentaje',
    answer: 20,
    rows: [1, 2, 3, 5, 8, 10, 12.5, 15, 20, 25, 30, 35, 40, 50, 60, 100],
  },
};

/** The formula each page prints, in the words of the page's own explanation (lib/content/slope.ts). */
const FORMULAS: Record<string, string> = {
  'porcentaje-a-grados': 'grados = arctan(porcentaje ÷ 100) × 180 ÷ π',
  'grados-a-porcentaje': 'porcentaje = 100 × tan(grados)',
  'razon-a-porcentaje': 'porcentaje = 100 ÷ n',
  'porcentaje-a-razon': 'n = 100 ÷ porcentaje',
  'por-mil-a-porcentaje': 'porcentaje = por mil ÷ 10',
};

/** A column's head as the calculator's table names the unit: 'Porcentaje (%)', 'Razón 1:n'. */
function nameOf(unit: SlopeUnit): string {
  const found = SLOPE_UNITS.find((candidate) => candidate.key === unit);
  if (!found) return unit;
  return unit === 'razon' ? 'Razón 1:n' : `${found.name} (${found.symbol})`;
}

/**
 * D33: '=' only where the written figure is the whole value. The value to 15 significant digits (formatGiven, which
 * drops the binary noise of 100 × tan(π/4) = 99.99999999999999) must read the same as at the page's decimals.
 */
const isWhole = (value: number) => formatGiven(value) === formatNumber(value, DECIMALS);

function slopeFigures(spec: ToolPairSpec): ToolPairFigures {
  const question = QUESTIONS[spec.slug];
  if (!question) throw new Error(`pendiente: falta la pregunta ${spec.slug}`);
  const { from, to } = question;
  const row = (value: number): readonly [string, string] => {
    const given = writeSlope(value, from, DECIMALS);
    if (!slopeToAngle(value, from).ok) throw new Error(`pendiente: ${value} no es una pendiente en ${from}`);
    const result = convertSlope(value, from, to);
    // A slope the tool takes but cannot write in the target is a vertical wall (no percent or per mille) or flat
    // ground (no 1:n): said in words, as the calculator says it, never as a huge number.
    if (!result.ok) return [given, to === 'razon' ? 'No tiene: es llano' : 'No tiene: es vertical'];
    return [given, writeSlope(result.value, to, DECIMALS)];
  };
  const converted = convertSlope(question.answer, from, to);
  if (!converted.ok) throw new Error(`pendiente: ${converted.reason}`);
  const [given, result] = row(question.answer);
  return {
    answer: `${given} ${isWhole(converted.value) ? '=' : '≈'} ${result}`,
    columns: [nameOf(from), nameOf(to)],
    rows: question.rows.map(row),
    formula: FORMULAS[spec.slug],
  };
}

export const SLOPE_PAIRS = toolPairs(SLOPE_PATH, SLOPE_PAIR_SPECS, slopeFigures);

/** The calculator's opening state on a question page: the question's unit, at its answer's value ('1:12' for 1:n). */
export function slopeOpening(pair: { spec: ToolPairSpec }): { value: string; unit: SlopeUnit } {
  const question = QUESTIONS[pair.spec.slug];
  if (!question) return { value: '10', unit: 'porcentaje' };
  const value = formatGiven(question.answer);
  return { value: question.from === 'razon' ? `1:${value}` : value, unit: question.from };
}
