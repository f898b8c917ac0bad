/**
 * Issue 35: amounts as a recipe writes them. Grams and millilitres with at most the 3 significant digits of the
 * densities they come from (D33, DENSITY_DIGITS), whole numbers kept whole; cups and spoons as the measuring sets
 * have them, in quarters and thirds of a cup, halves of a spoon and quarters of a teaspoon ('¾ de taza más 1 ½
 * cucharadas'); counted things in whole numbers or the same fractions ('4 ½ huevos'), their noun agreeing.
 * Every unit's words are the kitchen family's own (its `one` and `symbol`, D28). Pure.
 */
import { normalise } from '@/lib/normalise';
import { convert } from '@/lib/units/engine';
import { formatSignificant } from '@/lib/units/format';
import { DENSITY_DIGITS } from '@/lib/units/ingredients';
import type { Family } from '@/lib/units/types';
import type { Kitchen } from './read';

/** The fractions a measuring set and a recipe write, with their glyphs. */
const GLYPHS: readonly (readonly [number, string])[] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** The steps of a cup in a measuring set: its quarters and thirds. */
const CUP_STEPS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

const EPSILON = 1e-9;

/**
 * A figure as the page writes it: through a density, the source's 3 significant digits (D33, as shownResult writes
 * it); otherwise as many, or the whole number where it has more digits (1850 g stays 1850 g).
 */
export function figure(value: number, throughDensity: boolean): string {
  const size = Math.abs(value);
  const integerDigits = size >= 1 ? Math.floor(Math.log10(size)) + 1 : 1;
  const digits = throughDensity ? DENSITY_DIGITS : Math.max(DENSITY_DIGITS, integerDigits);
  return formatSignificant(value, digits)?.text ?? '';
}

/** '1 ½', '¾', '2' for a value that is a whole number and one of the glyphs' fractions; undefined otherwise. */
export function fractionText(value: number): string | undefined {
  const whole = Math.floor(value + EPSILON);
  const part = value - whole;
  if (part < EPSILON) return figure(whole, false);
  const glyph = GLYPHS.find(([fraction]) => Math.abs(fraction - part) < EPSILON)?.[1];
  if (!glyph) return undefined;
  return whole > 0 ? `${figure(whole, false)} ${glyph}` : glyph;
}

/** 'de' after a fraction below one, but 'media taza': '¼ de taza', '½ taza', '1 ½ tazas'. */
export function measureText(value: number, unitKey: string, family: Family): string {
  const unit = family.units[unitKey];
  if (!unit) return '';
  const text = fractionText(value) ?? figure(value, false);
  const one = unit.one ?? unit.singular;
  if (Math.abs(value - 1) < EPSILON) return `${text} ${one}`;
  if (value < 1 && value > 0) return Math.abs(value - 1 / 2) < EPSILON ? `${text} ${one}` : `${text} de ${one}`;
  return `${text} ${unit.symbol}`;
}

const roundTo = (value: number, steps: number) => Math.round(value * steps) / steps;

/** Millilitres in a unit of the family. */
const mlIn = (unitKey: string, kitchen: Kitchen): number => {
  const result = convert(1, unitKey, kitchen.units.millilitre, kitchen.family);
  return result.ok ? result.value : NaN;
};

/** An amount in one unit of a measuring set: 1.5 of the tablespoon. */
export interface Part {
  value: number;
  unit: string;
}

/**
 * A volume in millilitres as cups and spoons: from a quarter cup, in quarters and thirds of a cup, with the
 * tablespoons that are left when the nearest step is more than half a spoon away; below, tablespoons to the half,
 * then teaspoons to the quarter (an eighth below that). `parts` is empty below an eighth of a teaspoon; `rounded`
 * where what is written is not the volume to 0.5 %.
 */
export function cupsAndSpoons(ml: number, kitchen: Kitchen): { parts: readonly Part[]; rounded: boolean } {
  const { units } = kitchen;
  const cup = mlIn(units.cup, kitchen);
  const spoon = mlIn(units.tablespoon, kitchen);
  const teaspoon = mlIn(units.teaspoon, kitchen);
  if (ml <= 0) return { parts: [{ value: 0, unit: units.cup }], rounded: false };
  let parts: Part[];
  if (ml >= cup / 4 - spoon / 2) {
    const cups = ml / cup;
    const whole = Math.floor(cups);
    const steps = CUP_STEPS.map((step) => whole + step);
    const lower = Math.max(...steps.filter((step) => step <= cups + EPSILON));
    const upper = Math.min(...steps.filter((step) => step >= cups - EPSILON));
    const nearest = upper - cups <= cups - lower ? upper : lower;
    parts =
      Math.abs(nearest - cups) * cup <= spoon / 2
        ? [{ value: nearest, unit: units.cup }]
        : [
            { value: lower, unit: units.cup },
            { value: roundTo(((cups - lower) * cup) / spoon, 2), unit: units.tablespoon },
          ];
  } else if (ml >= (spoon * 3) / 4) {
    parts = [{ value: roundTo(ml / spoon, 2), unit: units.tablespoon }];
  } else {
    // Quarters of a teaspoon, an eighth where that is nearer, nothing below half an eighth.
    const teaspoons = ml / teaspoon;
    const value = teaspoons >= 3 / 16 ? roundTo(teaspoons, 4) : teaspoons >= 1 / 16 ? 1 / 8 : 0;
    parts = value > 0 ? [{ value, unit: units.teaspoon }] : [];
  }
  const written = parts.reduce((sum, part) => sum + part.value * mlIn(part.unit, kitchen), 0);
  return { parts, rounded: Math.abs(written - ml) > 0.005 * ml };
}

/** What cupsAndSpoons found, in words: '¾ de taza (EE. UU.) más 1 ½ cucharadas métricas'. */
export function partsText(parts: readonly Part[], kitchen: Kitchen): string {
  if (parts.length === 0) return `menos de ${measureText(1 / 8, kitchen.units.teaspoon, kitchen.family)}`;
  return parts.map((part) => measureText(part.value, part.unit, kitchen.family)).join(' más ');
}

/** A range of two measures: '2 a 3 cucharadas métricas' where both are in one unit, else each in full. */
export function rangeText(low: readonly Part[], high: readonly Part[], kitchen: Kitchen): string {
  const [from] = low;
  const [to] = high;
  if (low.length === 1 && high.length === 1 && from && to && from.unit === to.unit) {
    return `${fractionText(from.value) ?? figure(from.value, false)} a ${measureText(to.value, to.unit, kitchen.family)}`;
  }
  return `${partsText(low, kitchen)} a ${partsText(high, kitchen)}`;
}

/** A count as a recipe writes it: whole, or a glyph's fraction within 1 % ('4 ½'), else 3 significant digits. */
export function countText(value: number): string {
  const whole = Math.floor(value + EPSILON);
  const near = GLYPHS.map(([fraction]) => whole + fraction)
    .concat([whole, whole + 1])
    .find((candidate) => Math.abs(candidate - value) <= 0.01 * value);
  return (near !== undefined && fractionText(near)) || figure(value, false);
}

/** 'limón' → 'limones', 'nuez' → 'nueces', 'huevo' → 'huevos', 'pan' → 'panes' (RAE, Ortografía: plural). */
function pluralOf(word: string): string {
  if (/[sx]$/i.test(word)) return word;
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  const stressed = /([áéíóú])([ns])$/i.exec(word);
  if (stressed) return `${word.slice(0, -2)}${normalise(stressed[1] ?? '')}${stressed[2]}es`;
  return `${word}es`;
}

const STRESSED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** 'limones' → 'limón', 'nueces' → 'nuez', 'huevos' → 'huevo', 'dientes' → 'diente'. */
function singularOf(word: string): string {
  if (/ces$/i.test(word)) return `${word.slice(0, -3)}z`;
  const stressed = /^(.{2,})([aeiou])nes$/i.exec(word);
  if (stressed) return `${stressed[1]}${STRESSED[stressed[2]?.toLowerCase() ?? ''] ?? stressed[2]}n`;
  return word.replace(/s$/i, '');
}

/** The counted noun phrase agreeing with its new number: '1 huevo grande' × 2 → 'huevos grandes'. */
export function agreeing(phrase: string, typedCount: number, count: number): string {
  const wasPlural = typedCount > 1;
  const isPlural = count > 1;
  if (wasPlural === isPlural) return phrase;
  return phrase.replace(/\p{L}+/gu, (word) => (isPlural ? pluralOf(word) : singularOf(word)));
}
