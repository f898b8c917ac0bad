/**
 * The words the quick box writes around a unit: its name as a count takes it, what was typed quoted back, and the
 * messages where it does not know a unit. Shared by the first answer's parser (lib/quick/parse-query.ts) and the
 * suggestions loaded later (lib/quick/unit-suggestions.ts), so it imports no parser.
 */
import { capitalise } from '@/lib/text';
import type { Quantity, Reading, UnitIndex, UnitRef } from './types';

/** What the visitor typed, quoted back in a message: short, and without markup characters. */
export const quoted = (text: string) => {
  const plain = text.replace(/[<>"'`&]/g, '').trim();
  return plain.length > 30 ? `${plain.slice(0, 30)}…` : plain;
};

/** A unit's singular after a count of 1, its plural after any other; its key where the index lacks its names. */
export function unitName(ref: UnitRef, index: UnitIndex, count: number): string {
  const unit = index.families[ref[0]]?.units[ref[1]];
  if (!unit) return ref[1];
  return count === 1 ? unit.singular : unit.plural;
}

/** 'media taza', '½ galón': a number written as a word or a glyph below one takes the singular, as it is said. */
export const countOf = ({ value, read }: Pick<Quantity, 'value' | 'read'>) =>
  value === 1 || (value > 0 && value < 1 && !/\d/.test(read?.typed ?? '')) ? 1 : 2;

export const unknownUnitMessage = (typed: string) =>
  ({ kind: 'error', message: `No conozco la unidad «${quoted(typed)}».` }) as const;

/** D38: what the box says where it asks instead of answering, '¿Querías decir…?' after what it does not know. */
export const askMessage = (typed: string, why = '') =>
  ({ kind: 'error', message: `No conozco la unidad «${quoted(typed)}»${why}. ¿Querías decir…?` }) as const;

/** A question asked again with other words: '5 pies a metros'; a side left empty is left out. */
export const restate = (number: string, source: string, target: string) =>
  `${number ? `${number} ` : ''}${source}${target ? ` a ${target}` : ''}`;

/** A reading the answer offers one click away, labelled with the name it reads: '¿Galones imperiales?'. */
export const reading = (name: string, query: string): Reading => ({ label: `¿${capitalise(name)}?`, query });
