/**
 * Issue 34: the figures of /convertir-ritmo's question pages (lib/content/pace-pairs.ts), from the page's own
 * functions (lib/tools/pace.ts): nothing here converts but convertRunning.
 */
import { PACE_PATH } from '@/lib/content/pace';
import { PACE_PAIR_SPECS } from '@/lib/content/pace-pairs';
import type { ToolPairSpec } from '@/lib/content/types';
import { formatNumber } from '@/lib/units/format';
import { convertRunning, formatClock, isPaceUnit, RUNNING_UNITS, type RunningUnit } from './pace';
import { toolPairs, type ToolPairFigures } from './tool-pairs';

/** Each page's units, the value of its answer line and its table's rows (paces in seconds, speeds as numbers). */
const QUESTIONS: Record<string, { from: RunningUnit; to: RunningUnit; answer: number; rows: readonly number[] }> = {
  'min-km-a-km-h': {
    from: 'min_km',
    to: 'km_h',
    answer: 300,
    rows: [180, 210, 240, 270, 300, 330, 360, 390, 420, 480],
  },
  'km-h-a-min-km': { from: 'km_h', to: 'min_km', answer: 12, rows: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20] },
  'min-km-a-min-milla': {
    from: 'min_km',
    to: 'min_mi',
    answer: 300,
    rows: [180, 210, 240, 270, 300, 330, 360, 420, 480],
  },
  'min-milla-a-min-km': { from: 'min_mi', to: 'min_km', answer: 480, rows: [360, 420, 480, 540, 600, 660, 720] },
};

const symbolOf = (unit: RunningUnit) => RUNNING_UNITS.find((candidate) => candidate.key === unit)?.symbol ?? unit;

/** A pace as a watch writes it ('5:30 min/km'), a speed with two decimals at most ('10.91 km/h'). */
export function writtenRunning(value: number, unit: RunningUnit): string {
  const figure = isPaceUnit(unit) ? formatClock(value) : formatNumber(value, 2);
  return `${figure} ${symbolOf(unit)}`;
}

function paceFigures(spec: ToolPairSpec): ToolPairFigures {
  const question = QUESTIONS[spec.slug];
  if (!question) throw new Error(`ritmo: falta la pregunta ${spec.slug}`);
  const { from, to } = question;
  const row = (value: number): readonly [string, string] => {
    const result = convertRunning(value, from, to);
    if (!result.ok) throw new Error(`ritmo: ${result.reason}`);
    return [writtenRunning(value, from), writtenRunning(result.value, to)];
  };
  const [given, result] = row(question.answer);
  // A pace is written to the second and a speed to two decimals: '=' only where nothing was dropped (D33).
  const converted = convertRunning(question.answer, from, to);
  const step = isPaceUnit(to) ? 1 : 100;
  const exact = converted.ok && Math.abs(converted.value * step - Math.round(converted.value * step)) < 1e-9;
  return {
    answer: `${given} ${exact ? '=' : '≈'} ${result}`,
    columns: [
      RUNNING_UNITS.find((u) => u.key === from)?.name ?? from,
      RUNNING_UNITS.find((u) => u.key === to)?.name ?? to,
    ],
    rows: question.rows.map(row),
  };
}

export const PACE_PAIRS = toolPairs(PACE_PATH, PACE_PAIR_SPECS, paceFigures);

/** The calculator's opening state on a question page: the question's unit, at its answer's value. */
export function paceOpening(pair: { spec: ToolPairSpec }): { value: string; unit: RunningUnit } {
  const question = QUESTIONS[pair.spec.slug];
  if (!question) return { value: '5:00', unit: 'min_km' };
  const value = isPaceUnit(question.from) ? formatClock(question.answer) : String(question.answer);
  return { value, unit: question.from };
}
