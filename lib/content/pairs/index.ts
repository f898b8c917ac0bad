/** D26: every family's curated pairs, in the order the site lists them. Adding a pair is adding one entry. */
import { areaPairs } from './area';
import { longitudPairs } from './longitud';
import type { FamilyPairs } from './types';

export const PAIR_LISTS: readonly FamilyPairs[] = [longitudPairs, areaPairs];
