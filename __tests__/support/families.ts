/** The engine's data of every family by key, derived from the registry (lib/families), for tests that walk them. */
import { FAMILIES } from '@/lib/families';
import type { Family } from '@/lib/units/types';

export const families: Readonly<Record<string, Family>> = Object.fromEntries(
  FAMILIES.map((module) => [module.key, module.units]),
);
