import type { Family, Unit } from './types';

/** What the converter in the browser reads of a unit: everything but the fields below. */
export type ConverterUnit = Omit<Unit, 'aliases' | 'exactAliases' | 'alsoMeans' | 'bareNames' | 'definition'>;

/**
 * Issue 36: a family as the converter in the browser reads it. The names people type (aliases, bare names, the
 * other readings the quick box offers) and the quotients that decide exactness on the server are read by neither the
 * engine nor the converter's fields, so they stay out of the page's RSC payload: about a third of a family's props.
 */
export function converterFamily(family: Family): Family {
  const units = Object.entries(family.units).map(([key, unit]) => {
    const { aliases: _a, exactAliases: _e, alsoMeans: _m, bareNames: _b, definition: _d, ...read }: Unit = unit;
    return [key, read satisfies ConverterUnit] as const;
  });
  return { ...family, units: Object.fromEntries(units) };
}
