/**
 * Issue 21, D38: the units a side of a question may have meant, each a question one click away. Only a question the
 * units do not settle shows them, so they travel with the later readers (lib/quick/later-readers.ts, issue 36).
 */
import { normalise } from '@/lib/normalise';
import { capitalise } from '@/lib/text';
import { exactNamesSpelt } from './letter-case';
import { nearestNames } from './near-names';
import { oneEditApart } from './one-edit';
import type { Quantity, QuickResult, UnitIndex, UnitRef } from './types';
import { askMessage, countOf, unitName, unknownUnitMessage } from './unit-words';

/** The units a side may have meant, each a question one click away, the typed side asked with its name instead. */
export function suggestionsFor(refs: readonly UnitRef[], quantity: Quantity, isTarget: boolean, index: UnitIndex) {
  const number = quantity.read?.typed ?? '';
  const seen = new Set<string>();
  return refs.flatMap((ref) => {
    // The source side's name as the number says it ('1 megavatio'); the label and the target, plural.
    const shown = unitName(ref, index, 2);
    const asked = isTarget ? shown : unitName(ref, index, countOf(quantity));
    if (seen.has(shown)) return [];
    seen.add(shown);
    const query = isTarget
      ? `${quantity.sourceText.trim()} a ${asked}`
      : `${number ? `${number} ` : ''}${asked} a ${quantity.targetUnitText}`;
    return [{ label: `¿${capitalise(shown)}?`, query }];
  });
}

/**
 * 'No conozco la unidad «furlongs».', with the nearest names it knows, each a question one click away. Where a name
 * one edit away was not read as it (D38: 'µm/s2' is not 'm/s2'), or its letters are a unit only in another case
 * ('mw': 'mW' or 'MW'), it asks which one was meant, those first.
 */
export function unknownUnit(typed: string, quantity: Quantity, isTarget: boolean, index: UnitIndex): QuickResult {
  const text = normalise(typed.trim());
  const sameLetters = exactNamesSpelt(text, index);
  const nearest = nearestNames(text, index.names, 3);
  const refs = [
    ...sameLetters.flatMap((name) => index.exact[name] ?? []),
    ...nearest.flatMap((name) => (index.names[name] ?? []).slice(0, 1)),
  ];
  const suggestions = suggestionsFor(refs, quantity, isTarget, index);
  if (suggestions.length === 0) return unknownUnitMessage(typed);
  // Short names are never corrected ('mm/s' is one edit from 'm/s'), but one edit away they are still asked about.
  const asks = sameLetters.length > 0 || nearest.some((name) => oneEditApart(text, name));
  return { ...(asks ? askMessage(typed) : unknownUnitMessage(typed)), suggestions };
}
