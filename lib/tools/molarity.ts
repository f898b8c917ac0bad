/**
 * Issue 34, D37: the molarity calculator under the concentration converter. A mass concentration γ and the solute's
 * molar mass M give the amount-of-substance concentration c = γ / M (IUPAC Green Book, 3rd ed., 2.10: γ in g/L, M in
 * g/mol, c in mol/L), and the reverse, γ = c × M. Pure, shared by the component and its tests; errors are values.
 */
import { parseNumber } from '@/lib/units/parse';
import { SI_PREFIXES, prefixedName, type Prefix } from '@/lib/units/prefixes';

export type Quantity = 'masa' | 'cantidad';

export interface MolarityUnit {
  key: string;
  /** 'gramos por litro', for the select. */
  name: string;
  symbol: string;
  quantity: Quantity;
  /** How many g/L (masa) or mol/L (cantidad) one of it is. */
  factor: number;
}

/** SI Brochure, 9th ed. (2019), table 7: the units of each quantity, the base and its milli and micro. */
const LADDER: readonly (Prefix | undefined)[] = [undefined, SI_PREFIXES.mili, SI_PREFIXES.micro];

function ladder(quantity: Quantity, plural: string, symbol: string): MolarityUnit[] {
  return LADDER.map((prefix) => {
    const name = prefix ? prefixedName(prefix, plural) : plural;
    return {
      key: name.replace(/ /g, '_'),
      name,
      symbol: `${prefix?.symbol ?? ''}${symbol}`,
      quantity,
      factor: prefix?.factor ?? 1,
    };
  });
}

export const MOLARITY_UNITS: readonly MolarityUnit[] = [
  ...ladder('masa', 'gramos por litro', 'g/L'),
  ...ladder('cantidad', 'moles por litro', 'mol/L'),
];

/** The units a result is written in: the other quantity's base and milli units (mol/L and mmol/L; g/L and mg/L). */
const RESULT_UNITS: Record<Quantity, readonly MolarityUnit[]> = {
  masa: MOLARITY_UNITS.filter((unit) => unit.quantity === 'cantidad').slice(0, 2),
  cantidad: MOLARITY_UNITS.filter((unit) => unit.quantity === 'masa').slice(0, 2),
};

export type MolarityReading =
  | { ok: true; given: number; results: readonly { value: number; unit: MolarityUnit }[] }
  | { ok: false; field: 'value' | 'molarMass' | 'both'; reason: 'empty' | 'invalid' | 'negative' | 'not-positive' };

/** The hint under a field for a reading that failed there ('' where the field is only empty). */
export const MOLARITY_HINTS = {
  invalid: 'Introduce un número válido',
  negative: 'La concentración no puede ser negativa',
  'not-positive': 'La masa molar tiene que ser un número mayor que cero',
} as const;

/**
 * The concentration `valueText` in `unitKey` with the molar mass `molarMassText` (g/mol), in the other quantity's
 * units; or which field is wrong and why. An empty field gives no result and no hint.
 */
export function readMolarity(valueText: string, unitKey: string, molarMassText: string): MolarityReading {
  const unit = MOLARITY_UNITS.find((candidate) => candidate.key === unitKey);
  if (!unit) return { ok: false, field: 'value', reason: 'invalid' };
  const value = parseNumber(valueText);
  const molarMass = parseNumber(molarMassText);
  if (!value.ok && value.reason !== 'empty') return { ok: false, field: 'value', reason: 'invalid' };
  if (value.ok && value.value < 0) return { ok: false, field: 'value', reason: 'negative' };
  if (!molarMass.ok && molarMass.reason !== 'empty') return { ok: false, field: 'molarMass', reason: 'invalid' };
  // A molar mass of zero or less has no meaning, and dividing by it would give Infinity or a negative amount.
  if (molarMass.ok && !(molarMass.value > 0)) return { ok: false, field: 'molarMass', reason: 'not-positive' };
  if (!value.ok || !molarMass.ok) {
    return {
      ok: false,
      field: !value.ok && !molarMass.ok ? 'both' : !value.ok ? 'value' : 'molarMass',
      reason: 'empty',
    };
  }
  const base = value.value * unit.factor;
  // c = γ / M (mol/L from g/L) or γ = c × M (g/L from mol/L).
  const converted = unit.quantity === 'masa' ? base / molarMass.value : base * molarMass.value;
  const results = RESULT_UNITS[unit.quantity].map((target) => ({ value: converted / target.factor, unit: target }));
  if (!results.every((result) => Number.isFinite(result.value)))
    return { ok: false, field: 'value', reason: 'invalid' };
  return { ok: true, given: value.value, results };
}
