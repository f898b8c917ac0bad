/** D26: every family's curated pairs, in the order the site lists them. Adding a pair is adding one entry. */
import type { FamilyPairs } from './types';
import { longitudPairs } from './longitud';

export const PAIR_LISTS: readonly FamilyPairs[] = [longitudPairs];
