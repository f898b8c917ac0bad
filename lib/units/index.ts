/**
 * The registry: key → family (the engine's data), derived from the one list of families (D28). For tests and
 * tools that walk every family; a page imports only its own family module, so this file never reaches a page's
 * bundle.
 */
import { FAMILIES } from '@/lib/families/registry';
import type { Family } from './types';

export const families: Readonly<Record<string, Family>> = Object.fromEntries(
  FAMILIES.map((module) => [module.key, module.units]),
);
