/**
 * Issue 35: quantities as people say them rather than write them, read into the parts the result line then shows,
 * so the answer says how it read them ('un metro sesenta' → '1 m 60 cm → 5.2493 ft'):
 * - a whole unit, then its part as a bare number: 'un metro sesenta', 'un metro ochenta y dos', 'metro ochenta',
 *   'un kilo doscientos', 'una hora veinte';
 * - a height said without its unit, as it is only said of metres: 'uno setenta y cinco' (1 m 75 cm);
 * - 'cuarto y mitad' at a Spanish counter: a quarter kilo and half of it, 250 + 125 = 375 g.
 * The words are data below; terms.ts turns the parts into terms.
 */
import { normalise } from '@/lib/normalise';
import { readNumber } from './read-number';

/** A part of a quantity: its number and its unit as the index knows it. */
export interface SpokenPart {
  value: number;
  unitText: string;
}

/**
 * Wholes people follow with a bare number of their part, and the part: the metre with centimetres ('un metro
 * sesenta'), the kilogram with grams ('un kilo doscientos'), the hour with minutes ('una hora veinte'). `most` is
 * the largest part that is still a part.
 */
const WHOLES: readonly { whole: RegExp; part: string; most: number }[] = [
  { whole: /^(?:metros?|m)$/, part: 'cm', most: 99 },
  { whole: /^(?:kilos?|kilogramos?|kg)$/, part: 'g', most: 999 },
  { whole: /^(?:horas?|h)$/, part: 'min', most: 59 },
];

/** 'uno setenta y cinco': a height, metres and centimetres, said with no unit. */
const HEIGHT = /^(?:un|uno)\s+(.+)$/;

/**
 * 'cuarto y mitad (de jamón)': 375 g, 'un cuarto (de kilo) y mitad (del cuarto)'. Of a unit ('cuarto y mitad de
 * litro'), 0.375 of it.
 */
const QUARTER_AND_HALF = /^(?:un\s+)?cuarto\s+y\s+mitad(?:\s+(?:de|del)\s+(.+))?$/;
const QUARTER_AND_HALF_GRAMS = 375;

/** A whole number from 1 to `most`, in digits or words, and nothing after it but maybe a unit's name. */
function partOf(text: string, most: number): { value: number; rest: string } | undefined {
  const read = readNumber(text);
  if (!read || !Number.isInteger(read.value) || read.value < 1 || read.value > most) return undefined;
  // Digits followed by more digits ('80.5') are not a bare part; neither is 'y medio'.
  return /^\s*[\d.,/]/.test(read.rest) ? undefined : { value: read.value, rest: read.rest.trim() };
}

/** The parts of a quantity said aloud, or undefined where `text` is not one. */
export function spokenParts(text: string, isUnit: (text: string) => boolean): SpokenPart[] | undefined {
  const said = normalise(text.trim()).replace(/\s+/g, ' ');
  const quarter = QUARTER_AND_HALF.exec(said);
  if (quarter) {
    const unit = quarter[1];
    return unit && isUnit(unit)
      ? [{ value: 0.375, unitText: unit }]
      : [{ value: QUARTER_AND_HALF_GRAMS, unitText: 'g' }];
  }
  const height = HEIGHT.exec(said);
  const centimetres = height && partOf(height[1] ?? '', 99);
  // Only two-digit centimetres make a height ('uno setenta'); 'uno cinco' is no way to say 1.05 m.
  if (centimetres && centimetres.value >= 10 && !centimetres.rest) {
    return [
      { value: 1, unitText: 'm' },
      { value: centimetres.value, unitText: 'cm' },
    ];
  }
  // 'metro ochenta' says its one with the noun alone.
  const read = readNumber(said);
  if (read && (!Number.isInteger(read.value) || read.value < 0)) return undefined;
  const [name = '', ...after] = (read ? read.rest : said).trim().split(' ');
  const spoken = WHOLES.find(({ whole }) => whole.test(name));
  const part = spoken && after.length > 0 ? partOf(after.join(' '), spoken.most) : undefined;
  if (!spoken || !part || (part.rest && !isUnit(part.rest))) return undefined;
  return [
    { value: read?.value ?? 1, unitText: name },
    { value: part.value, unitText: part.rest || spoken.part },
  ];
}
