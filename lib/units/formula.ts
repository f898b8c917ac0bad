/**
 * Formula cards (D6): the formula of a linear pair is derived from the two factors and the worked example is
 * computed by the engine, both at build time, so a card can never disagree with the converter.
 */
import { convert, formatInput, unitLabel, valueWithUnit, withUnit } from './engine';
import { formatFactor, formatFactorScientific } from './format-factor';
import { displayName } from './names';
import type { Family } from './types';

/** A card as a page's words declare it: two units of the family and a worked example (STYLE 18: typed keys). */
export interface FormulaCardSpec<K extends string = string> {
  /** e.g. 'Metros a pies' */
  title: string;
  from: K;
  to: K;
  /** The worked example's input; its result is computed by the engine at build time (D6). */
  example: number;
  /** Required where the rule is not linear (affine, reciprocal); linear formulas are derived from the factors. */
  formula?: string;
}

export interface FormulaCard {
  title: string;
  formula: string;
  example: string;
}

/** 'ft = m ÷ 0.3048' rather than 'ft = m × 3.280839895': whichever of the factor and its inverse is shorter. */
export function linearFormula(from: string, to: string, family: Family): string | undefined {
  const source = family.units[from];
  const target = family.units[to];
  if (source?.rule.kind !== 'linear' || target?.rule.kind !== 'linear') return undefined;
  const ratio = source.rule.factor / target.rule.factor;
  const times = formatFactor(ratio);
  const divide = formatFactor(1 / ratio);
  const lhs = unitLabel(to, family) || displayName(target);
  const rhs = unitLabel(from, family) || displayName(source);
  // Neither plain decimal reads as one number (more than 15 significant digits or 16 characters, D8): the scientific
  // form of the factor, 'J = eV × 1.602176634 × 10⁻¹⁹'.
  const tooLong = (written: string) => written.length > 16 || written.replace(/^[0.]+|\./g, '').length > 15;
  if (tooLong(times) && tooLong(divide)) return `${lhs} = ${rhs} × ${formatFactorScientific(ratio)}`;
  return divide.length < times.length ? `${lhs} = ${rhs} ÷ ${divide}` : `${lhs} = ${rhs} × ${times}`;
}

export function buildFormulaCard(spec: FormulaCardSpec, family: Family): FormulaCard {
  const formula = spec.formula ?? linearFormula(spec.from, spec.to, family);
  if (!formula) throw new Error(`La tarjeta «${spec.title}» necesita una fórmula escrita (regla no lineal).`);
  const result = convert(spec.example, spec.from, spec.to, family);
  if (!result.ok) throw new Error(`El ejemplo de «${spec.title}» no convierte (${result.reason}).`);
  return {
    title: spec.title,
    formula,
    example: `${withUnit(formatInput(spec.example, spec.from, family), spec.from, family)} = ${valueWithUnit(result.value, spec.to, family)}`,
  };
}
