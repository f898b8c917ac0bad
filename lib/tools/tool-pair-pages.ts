/**
 * Issue 34: every calculator's question pages, for what reads them all (the built-site check, the tests). Each
 * calculator adds its list here, once.
 */
import { PACE_PAIRS } from './pace-pairs';
import type { ToolPair } from './tool-pairs';

export const TOOL_PAIR_LISTS: readonly (readonly ToolPair[])[] = [PACE_PAIRS];

export const TOOL_PAIR_PAGES: readonly ToolPair[] = TOOL_PAIR_LISTS.flat();
