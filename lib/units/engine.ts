/**
 * The one conversion engine (D5, D6): every unit reaches the family's base unit through its rule, so any pair
 * converts as source → base → target. No table of pairs, no branch per pair.
 */
import { bracketed } from '@/lib/text';
import { formatDms, formatGiven, formatNumber, formatPlain } from './format';
import { displayName } from './names';
import type { Family, Rule } from './types';

export type Conversion =
  { ok: true; value: number } | { ok: false; reason: 'unavailable' | 'no-equivalent' | 'out-of-range' };

/**
 * D8: a sum whose result is smaller than 1e-12 of its terms is cancellation noise, not a measurement:
 * -459.67 °F reaches the base as -273.15000000000003 °C, and -273.15000000000003 + 273.15 is 0, not -5.7e-14.
 */
function sum(a: number, b: number): number {
  const total = a + b;
  return Math.abs(total) < 1e-12 * Math.max(Math.abs(a), Math.abs(b)) ? 0 : total;
}

function toBase(value: number, rule: Rule): number {
  switch (rule.kind) {
    case 'linear':
      return value * rule.factor;
    case 'affine':
      return sum(value, rule.offset) * rule.factor;
    case 'reciprocal':
      return rule.k / value;
  }
}

function fromBase(base: number, rule: Rule): number {
  switch (rule.kind) {
    case 'linear':
      return base / rule.factor;
    case 'affine':
      return sum(base / rule.factor, -rule.offset);
    case 'reciprocal':
      return rule.k / base;
  }
}

/** A value of 0 in a reciprocal unit, or a 0 base reaching one, would be infinite (D14). */
function hasNoEquivalent(value: number, fromRule: Rule, toRule: Rule, base: number): boolean {
  return (fromRule.kind === 'reciprocal' && value === 0) || (toRule.kind === 'reciprocal' && base === 0);
}

export function toBaseValue(value: number, unitKey: string, family: Family): number | undefined {
  const unit = family.units[unitKey];
  return unit ? toBase(value, unit.rule) : undefined;
}

export function convert(value: number, from: string, to: string, family: Family): Conversion {
  const source = family.units[from];
  const target = family.units[to];
  if (!source || !target || !Number.isFinite(value)) return { ok: false, reason: 'unavailable' };
  if (from === to) return { ok: true, value };
  const base = toBase(value, source.rule);
  if (hasNoEquivalent(value, source.rule, target.rule, base)) return { ok: false, reason: 'no-equivalent' };
  const result = fromBase(base, target.rule);
  if (!Number.isFinite(result)) return { ok: false, reason: 'out-of-range' };
  // -0 is a rounding artefact, never a measurement (D8).
  return { ok: true, value: result === 0 ? 0 : result };
}

/** The text a user reads for a value in a unit, following the family's rounding (D8) and the unit's display. */
export function formatValue(value: number, unitKey: string, family: Family): string {
  if (family.units[unitKey]?.display === 'dms') return formatDms(value);
  return formatNumber(value, family.decimals, { money: family.money });
}

/** The same value as the copy button copies it: no grouping, e-notation for the scientific form (D8). */
export function copyValue(value: number, unitKey: string, family: Family): string {
  if (family.units[unitKey]?.display === 'dms') return formatDms(value);
  return formatPlain(value, family.decimals, { money: family.money });
}

/** A value as the visitor gave it, not rounded to the family's decimals: '1,5' reads back as '1.5'. */
export function formatInput(value: number, unitKey: string, family: Family): string {
  if (family.units[unitKey]?.display === 'dms') return formatDms(value);
  // Money typed as '2.5' reads back as '$2.50', like every other amount on the page.
  return family.money ? formatNumber(value, family.decimals, { money: true }) : formatGiven(value);
}

/** Every unit but the source, in the family's order (D5). */
export function targetsFor(from: string, family: Family): string[] {
  return Object.keys(family.units).filter((key) => key !== from);
}

/** 'Metros (m)'; with the price page's `optionPrefix` 'Precio por ', 'Precio por kilogramo (/kg)'. */
export function optionLabel(unitKey: string, family: Family, optionPrefix = ''): string {
  const unit = family.units[unitKey];
  if (!unit) return unitKey;
  if (unit.label) return unit.label;
  // D33: no parenthesis inside a parenthesis: a symbol's own become brackets ('lb/[ft·s]').
  const symbol = bracketed(`${family.symbolPrefix ?? ''}${unit.symbol}`);
  return `${optionPrefix}${displayName(unit)} (${symbol})`;
}

/**
 * The symbol after a value: 'm', '/kg'; the singular where the symbol is a word and the value exactly 1
 * ('1 taco', '2 tacos'); nothing for d°m′s″, whose text already says degrees.
 */
export function unitLabel(unitKey: string, family: Family, valueText?: string): string {
  const unit = family.units[unitKey];
  if (!unit || unit.display === 'dms') return '';
  const symbol = valueText === '1' && unit.one ? unit.one : unit.symbol;
  return `${family.symbolPrefix ?? ''}${symbol}`;
}

/** D23: every value with its symbol, '3.2808 ft', '$25/kg', '45°', '1 taco'. */
export function withUnit(text: string, unitKey: string, family: Family): string {
  const label = unitLabel(unitKey, family, text);
  // '$25/kg' on the price page (spec 001 §4) and '45°' for angles: those symbols join the value without a space.
  const attached = family.symbolPrefix !== undefined || family.units[unitKey]?.attached === true;
  const gap = label && !attached ? ' ' : '';
  return `${family.valuePrefix ?? ''}${text}${gap}${label}`;
}

/** A converted value as shown, rounded for the family, with its unit: '3.2808 ft'. */
export function valueWithUnit(value: number, unitKey: string, family: Family): string {
  return withUnit(formatValue(value, unitKey, family), unitKey, family);
}
