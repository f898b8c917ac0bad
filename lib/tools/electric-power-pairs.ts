/**
 * Issue 34: the figures of /calculadora-de-vatios-amperios's question pages (lib/content/electric-power-pairs.ts),
 * from the page's own functions (lib/tools/electric-power.ts): nothing here computes a current or a power but
 * amperesFromWatts, wattsFromAmperes and amperesFromKilovoltAmperes. Each page's circuit is its stated assumption
 * (voltage, kind, power factor), named in its intro and in its answer line.
 */
import { ELECTRIC_POWER_PATH } from '@/lib/content/electric-power';
import { ELECTRIC_POWER_PAIR_SPECS } from '@/lib/content/electric-power-pairs';
import type { ToolPairSpec } from '@/lib/content/types';
import { formatGiven, formatNumber } from '@/lib/units/format';
import {
  amperesFromKilovoltAmperes,
  amperesFromWatts,
  wattsFromAmperes,
  type Circuit,
  type CircuitKind,
  type ElectricOutcome,
  type ElectricResult,
} from './electric-power';
import { workedFormula, type KnownKey } from './electric-power-wording';
import { toolPairs, type ToolPairFigures } from './tool-pairs';

/** A question page's figures read at two decimals: 4.35 A, 3680 W. */
const DECIMALS = 2;

/** What the page is given: watts, kilowatts (the calculator's watts × 1000), amperes or kVA. */
type Given = 'W' | 'kW' | 'A' | 'kVA';

interface Question {
  given: Given;
  circuit: Circuit;
  answer: number;
  rows: readonly number[];
}

/**
 * Each page's circuit, the value of its answer line and its table's rows, in the page's own unit. 230 V single-phase
 * and 400 V between phases are Spain's and the EU's (the page's table of voltages); 0.85 is an induction motor's
 * power factor at full load (the sources of lib/content/electric-power-pairs.ts).
 */
const QUESTIONS: Record<string, Question> = {
  'vatios-a-amperios': {
    given: 'W',
    circuit: { kind: 'monofasica', volts: 230, powerFactor: 1 },
    answer: 1000,
    rows: [100, 200, 500, 750, 1000, 1200, 1500, 2000, 2200, 2500, 3000, 3450, 3680, 4600, 5750],
  },
  'amperios-a-vatios': {
    given: 'A',
    circuit: { kind: 'monofasica', volts: 230, powerFactor: 1 },
    answer: 16,
    rows: [1, 2, 5, 6, 10, 13, 15, 16, 20, 25, 32, 40, 50, 63],
  },
  'kw-a-amperios-trifasico': {
    given: 'kW',
    circuit: { kind: 'trifasica', volts: 400, powerFactor: 0.85 },
    answer: 1,
    rows: [0.75, 1, 1.5, 2.2, 3, 4, 5.5, 7.5, 11, 15, 18.5, 22, 30, 37, 45, 55, 75],
  },
  'kva-a-amperios': {
    given: 'kVA',
    // kVA to amperes needs no power factor; 0.8 is the generating sets' rating, which the calculator opens on.
    circuit: { kind: 'trifasica', volts: 400, powerFactor: 0.8 },
    answer: 100,
    rows: [5, 10, 15, 20, 30, 50, 100, 160, 250, 400, 630, 1000],
  },
  'vatios-a-amperios-12-v': {
    given: 'W',
    circuit: { kind: 'continua', volts: 12, powerFactor: 1 },
    answer: 100,
    rows: [5, 10, 20, 50, 60, 100, 120, 150, 200, 300, 500, 1000, 1500, 2000],
  },
};

/** The calculator's field for what the page is given: kilowatts are its watts. */
const knownOf = (given: Given): KnownKey => (given === 'A' ? 'amperios' : given === 'kVA' ? 'kva' : 'vatios');

/** The calculator's input for a figure in the page's unit: 1 kW is 1000 W. */
const inputOf = (given: Given, value: number) => (given === 'kW' ? value * 1000 : value);

function calculate(given: Given, value: number, circuit: Circuit): ElectricResult {
  const input = inputOf(given, value);
  const outcome: ElectricOutcome =
    given === 'A'
      ? wattsFromAmperes(input, circuit)
      : given === 'kVA'
        ? amperesFromKilovoltAmperes(input, circuit)
        : amperesFromWatts(input, circuit);
  if (!outcome.ok) throw new Error(`vatios y amperios: ${outcome.reason}`);
  return outcome.result;
}

/** The figure the page asks for: the watts from amperes, the amperes otherwise. */
const wanted = (given: Given, result: ElectricResult) => (given === 'A' ? result.watts : result.amperes);
const wantedUnit = (given: Given) => (given === 'A' ? 'W' : 'A');

/** D33: '=' only where the written figure is the whole value (to 15 significant digits, past the binary noise). */
const isWhole = (value: number) => formatGiven(value) === formatNumber(value, DECIMALS);

/** A circuit as the answer line says it: ' trifásica', ' en continua', and the power factor wherever it counts. */
function circuitWords(given: Given, circuit: Circuit): string {
  const kind: Record<CircuitKind, string> = { continua: ' en continua', monofasica: '', trifasica: ' trifásica' };
  // From kVA to amperes the power factor changes nothing; in direct current there is none.
  const factor = given === 'kVA' || circuit.kind === 'continua' ? '' : `, FP ${formatGiven(circuit.powerFactor)}`;
  return `${formatGiven(circuit.volts)} V${kind[circuit.kind]}${factor}`;
}

function powerFigures(spec: ToolPairSpec): ToolPairFigures {
  const question = QUESTIONS[spec.slug];
  if (!question) throw new Error(`vatios y amperios: falta la pregunta ${spec.slug}`);
  const { given, circuit } = question;
  const unit = wantedUnit(given);
  const written = (value: number) => `${formatNumber(value, DECIMALS)} ${unit}`;
  const answer = calculate(given, question.answer, circuit);
  const figure = wanted(given, answer);
  return {
    // '1000 W a 230 V, FP 1 ≈ 4.35 A', '1 kW a 400 V trifásica, FP 0.85 ≈ 1.7 A', '100 W a 12 V en continua ≈ 8.33 A'.
    answer: `${formatGiven(question.answer)} ${given} a ${circuitWords(given, circuit)} ${isWhole(figure) ? '=' : '≈'} ${written(figure)}`,
    columns: [
      { W: 'Potencia (W)', kW: 'Potencia (kW)', A: 'Corriente (A)', kVA: 'Potencia aparente (kVA)' }[given],
      given === 'A' ? 'Potencia (W)' : circuit.kind === 'trifasica' ? 'Corriente por fase (A)' : 'Corriente (A)',
    ],
    rows: question.rows.map((value) => [
      `${formatGiven(value)} ${given}`,
      written(wanted(given, calculate(given, value, circuit))),
    ]),
    formula: workedFormula(knownOf(given), answer, inputOf(given, question.answer), DECIMALS),
  };
}

export const ELECTRIC_POWER_PAIRS = toolPairs(ELECTRIC_POWER_PATH, ELECTRIC_POWER_PAIR_SPECS, powerFigures);

/** The calculator's form on a question page, as the calculator keeps it: every field as text. */
export interface PowerOpening {
  known: KnownKey;
  value: string;
  kind: CircuitKind;
  volts: string;
  powerFactor: string;
}

/** The calculator's opening state on a question page: what the page is given, its value, voltage and circuit. */
export function powerOpening(pair: { spec: ToolPairSpec }): PowerOpening | undefined {
  const question = QUESTIONS[pair.spec.slug];
  if (!question) return undefined;
  const { given, circuit } = question;
  return {
    known: knownOf(given),
    value: String(inputOf(given, question.answer)),
    kind: circuit.kind,
    volts: String(circuit.volts),
    powerFactor: String(circuit.powerFactor),
  };
}
