/**
 * Issue 34: every calculator's question pages, for what reads them all (the built-site check, the tests). Each
 * calculator adds its list here, once.
 */
import { CLOTHING_PAIRS } from './clothing-pairs';
import { ELECTRIC_POWER_PAIRS } from './electric-power-pairs';
import { PACE_PAIRS } from './pace-pairs';
import { PAPER_PAIRS } from './paper-pairs';
import { SLOPE_PAIRS } from './slope-pairs';
import type { ToolPair } from './tool-pairs';
import { TYRE_PAIRS } from './tyre-pairs';

export const TOOL_PAIR_LISTS: readonly (readonly ToolPair[])[] = [
  PACE_PAIRS,
  CLOTHING_PAIRS,
  PAPER_PAIRS,
  TYRE_PAIRS,
  SLOPE_PAIRS,
  ELECTRIC_POWER_PAIRS,
];

export const TOOL_PAIR_PAGES: readonly ToolPair[] = TOOL_PAIR_LISTS.flat();
