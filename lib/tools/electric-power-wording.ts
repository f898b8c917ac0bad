/**
 * The words the watts-and-amperes page writes around the calculator's figures (issue 34), once, for the form (a
 * client leaf), the formula cards (server) and the question pages (lib/tools/electric-power-pairs.ts): the result
 * line and the worked formula. Kept beside the tool, not in its component folder, so the quick conversion (lib/quick)
 * can import it too instead of writing a second copy.
 */
import { formatGiven, formatNumber } from '@/lib/units/format';
import type { ElectricResult } from './electric-power';

/** What the visitor knows: the power in watts, the current, or a generator's or transformer's kVA. */
export type KnownKey = 'vatios' | 'amperios' | 'kva';

/** The page's decimals (D8): amperes, kilowatts and kVA to 0.0001, watts and VA to 0.01. */
export const DECIMALS = { amperes: 4, watts: 2, kilo: 4 } as const;

export const amperes = (value: number) => `${formatNumber(value, DECIMALS.amperes)} A`;
export const watts = (value: number) => `${formatNumber(value, DECIMALS.watts)} W`;

/**
 * A formula's last step: '= 4.5455 A' at the page's decimals, as the calculator shows it; with `decimals` (a question
 * page's table reads at 2), '≈' where the figure written drops digits of the value (D33): '≈ 4.35 A', '= 3680 W'.
 */
function lastStep(value: number, unit: 'A' | 'W', decimals?: number): string {
  if (decimals === undefined) return `= ${unit === 'A' ? amperes(value) : watts(value)}`;
  const written = formatNumber(value, decimals);
  return `${formatGiven(value) === written ? '=' : '≈'} ${written} ${unit}`;
}

/** 'I = P ÷ (V × FP) = 1000 W ÷ (220 V × 1) = 4.5455 A': the circuit's formula with the figures in it. */
export function workedFormula(known: KnownKey, result: ElectricResult, given: number, decimals?: number): string {
  const volts = `${formatGiven(result.volts)} V`;
  const fp = formatGiven(result.powerFactor);
  const three = result.kind === 'trifasica';
  const direct = result.kind === 'continua';
  if (known === 'amperios') {
    const current = `${formatGiven(given)} A`;
    if (direct) return `P = V × I = ${volts} × ${current} ${lastStep(result.watts, 'W', decimals)}`;
    if (three)
      return `P = √3 × V × I × FP = √3 × ${volts} × ${current} × ${fp} ${lastStep(result.watts, 'W', decimals)}`;
    return `P = V × I × FP = ${volts} × ${current} × ${fp} ${lastStep(result.watts, 'W', decimals)}`;
  }
  if (known === 'kva') {
    const apparent = `${formatGiven(given * 1000)} VA`;
    if (three) return `I = S ÷ (√3 × V) = ${apparent} ÷ (√3 × ${volts}) ${lastStep(result.amperes, 'A', decimals)}`;
    return `I = S ÷ V = ${apparent} ÷ ${volts} ${lastStep(result.amperes, 'A', decimals)}`;
  }
  const power = `${formatGiven(given)} W`;
  if (direct) return `I = P ÷ V = ${power} ÷ ${volts} ${lastStep(result.amperes, 'A', decimals)}`;
  if (three)
    return `I = P ÷ (√3 × V × FP) = ${power} ÷ (√3 × ${volts} × ${fp}) ${lastStep(result.amperes, 'A', decimals)}`;
  return `I = P ÷ (V × FP) = ${power} ÷ (${volts} × ${fp}) ${lastStep(result.amperes, 'A', decimals)}`;
}

/** '1000 W a 220 V → 4.5455 A', '10 A a 230 V, FP 0.8 → 1840 W', '10 kVA a 400 V trifásica → 14.4338 A' (D23). */
export function resultLine(known: KnownKey, result: ElectricResult, given: number): string {
  const circuit = result.kind === 'continua' ? ' en continua' : result.kind === 'trifasica' ? ' trifásica' : '';
  // The power factor changes nothing from kVA to amperes, and 1 is the plain case: said only where it counts.
  const fp = known !== 'kva' && result.powerFactor !== 1 ? `, FP ${formatGiven(result.powerFactor)}` : '';
  const unit = known === 'amperios' ? 'A' : known === 'kva' ? 'kVA' : 'W';
  const answer = known === 'amperios' ? watts(result.watts) : amperes(result.amperes);
  return `${formatGiven(given)} ${unit} a ${formatGiven(result.volts)} V${circuit}${fp} → ${answer}`;
}
