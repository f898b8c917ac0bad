/**
 * Issue 34, D37: watts, amperes, volts and volt-amperes (`/calculadora-de-vatios-amperios`). Pure; errors are values.
 *
 * The formulas are the definitions of power in each kind of circuit (IEC 60050-131, 'active power' and 'apparent
 * power'; any electrical engineering textbook):
 *
 * | circuit                | active power P (W)      | apparent power S (VA) |
 * | ---------------------- | ----------------------- | --------------------- |
 * | direct current         | P = V · I               | S = P (no reactive power in DC, the power factor is 1) |
 * | single-phase AC        | P = V · I · FP          | S = V · I             |
 * | three-phase AC         | P = √3 · V_L · I · FP   | S = √3 · V_L · I      |
 *
 * In three-phase, V_L is the LINE-TO-LINE voltage (between two phases, 'tensión entre fases' or 'de línea') and I
 * the line current, for a balanced load; with the line-to-neutral voltage the factor would be 3, not √3. The power
 * factor FP = P / S lies in (0, 1]: 1 for a resistive load, less for motors and power supplies. No grid voltage is
 * assumed: the visitor gives the volts.
 *
 * Horsepower is left out: its defined value lives in the power family (lib/families/potencia), which a tool does
 * not import, and lib/units/constants.ts has no horsepower; the page can link the power converter instead.
 */

export type CircuitKind = 'continua' | 'monofasica' | 'trifasica';

export const CIRCUIT_KINDS: readonly { key: CircuitKind; name: string; formula: string }[] = [
  { key: 'continua', name: 'Corriente continua', formula: 'P = V × I' },
  { key: 'monofasica', name: 'Alterna monofásica', formula: 'P = V × I × FP' },
  { key: 'trifasica', name: 'Alterna trifásica (V entre fases)', formula: 'P = √3 × V × I × FP' },
];

export interface Circuit {
  kind: CircuitKind;
  /** Volts; in three-phase, between two phases (line-to-line). */
  volts: number;
  /** Power factor, 0 < FP ≤ 1; ignored in direct current, where it is 1. */
  powerFactor: number;
}

/** Everything the page shows for one circuit, whatever was given. */
export interface ElectricResult {
  kind: CircuitKind;
  volts: number;
  amperes: number;
  /** Active power, W. */
  watts: number;
  kilowatts: number;
  /** Apparent power, VA (equal to the watts in direct current). */
  voltAmperes: number;
  kilovoltAmperes: number;
  /** The power factor used: 1 in direct current. */
  powerFactor: number;
}

export type ElectricOutcome = { ok: true; result: ElectricResult } | { ok: false; reason: string };

const VOLTS_NOT_POSITIVE = 'La tensión debe ser mayor que 0 V.';
const PF_OVER_1 =
  'El factor de potencia no puede ser mayor que 1: es la parte de la potencia aparente que se convierte en trabajo (P = S × FP).';
const PF_NOT_POSITIVE = 'El factor de potencia debe ser mayor que 0 y como mucho 1 (1 en cargas resistivas).';
const NEGATIVE_POWER = 'La potencia no puede ser negativa.';
const NEGATIVE_CURRENT = 'La corriente no puede ser negativa.';
const NOT_A_NUMBER = 'Introduce un número válido.';

/**
 * The multiplier k of each kind: S = k · V · I. √3 in three-phase because the line-to-line voltage is √3 times the
 * phase voltage of a balanced star, and the three phases add up to 3 · V_phase · I = √3 · V_L · I.
 */
function voltageFactor(kind: CircuitKind): number {
  return kind === 'trifasica' ? Math.sqrt(3) : 1;
}

/** The checked circuit, with the power factor of direct current set to 1; or the reason it cannot be used. */
function checkCircuit(circuit: Circuit): { ok: true; circuit: Circuit } | { ok: false; reason: string } {
  const { kind, volts, powerFactor } = circuit;
  if (!Number.isFinite(volts)) return { ok: false, reason: NOT_A_NUMBER };
  if (volts <= 0) return { ok: false, reason: VOLTS_NOT_POSITIVE };
  if (kind === 'continua') return { ok: true, circuit: { kind, volts, powerFactor: 1 } };
  if (!Number.isFinite(powerFactor)) return { ok: false, reason: NOT_A_NUMBER };
  if (powerFactor > 1) return { ok: false, reason: PF_OVER_1 };
  if (powerFactor <= 0) return { ok: false, reason: PF_NOT_POSITIVE };
  return { ok: true, circuit };
}

function resultFor(circuit: Circuit, amperes: number): ElectricResult {
  const voltAmperes = voltageFactor(circuit.kind) * circuit.volts * amperes;
  const watts = voltAmperes * circuit.powerFactor;
  return {
    kind: circuit.kind,
    volts: circuit.volts,
    amperes,
    watts,
    kilowatts: watts / 1000,
    voltAmperes,
    kilovoltAmperes: voltAmperes / 1000,
    powerFactor: circuit.powerFactor,
  };
}

/** '1000 W a 220 V' → amperes: I = P / (k · V · FP). */
export function amperesFromWatts(watts: number, circuit: Circuit): ElectricOutcome {
  if (!Number.isFinite(watts)) return { ok: false, reason: NOT_A_NUMBER };
  if (watts < 0) return { ok: false, reason: NEGATIVE_POWER };
  const checked = checkCircuit(circuit);
  if (!checked.ok) return checked;
  const { kind, volts, powerFactor } = checked.circuit;
  return { ok: true, result: resultFor(checked.circuit, watts / (voltageFactor(kind) * volts * powerFactor)) };
}

/** The reverse: amperes at a voltage → watts (and VA): P = k · V · I · FP. */
export function wattsFromAmperes(amperes: number, circuit: Circuit): ElectricOutcome {
  if (!Number.isFinite(amperes)) return { ok: false, reason: NOT_A_NUMBER };
  if (amperes < 0) return { ok: false, reason: NEGATIVE_CURRENT };
  const checked = checkCircuit(circuit);
  if (!checked.ok) return checked;
  return { ok: true, result: resultFor(checked.circuit, amperes) };
}

/** kVA (a generator's or transformer's rating) → amperes: I = S / (k · V); the watts follow with the power factor. */
export function amperesFromKilovoltAmperes(kilovoltAmperes: number, circuit: Circuit): ElectricOutcome {
  if (!Number.isFinite(kilovoltAmperes)) return { ok: false, reason: NOT_A_NUMBER };
  if (kilovoltAmperes < 0) return { ok: false, reason: NEGATIVE_POWER };
  const checked = checkCircuit(circuit);
  if (!checked.ok) return checked;
  const { kind, volts } = checked.circuit;
  return { ok: true, result: resultFor(checked.circuit, (kilovoltAmperes * 1000) / (voltageFactor(kind) * volts)) };
}
