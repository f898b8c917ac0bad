import type { Unit } from './types';

/**
 * D26: a unit's part of a pair address: its plural (or its own slug) in lower case, without accents, words joined by
 * '-'. Shared by the pair list (lib/pairs.ts) and the quick conversion, which links a question to its pair's page.
 */
export function unitSlug(unit: Pick<Unit, 'slug' | 'plural'>): string {
  const words = unit.slug ?? unit.plural;
  return words
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
