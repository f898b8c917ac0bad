'use client';
/**
 * Issue 36: the clothing sizes tool, hydrating on first use (components/ui/on-first-use.tsx and, in
 * docs/decisions.md, 'A tool hydrates on first use').
 */
import { type ComponentProps } from 'react';
import { OnFirstUse, addressHoldsState } from '@/components/ui/on-first-use';
import type { ClothingSizesTool } from './clothing-sizes-tool';
// The styles of the tool's HTML, which the server writes on arrival: its code, and with it its own imports of
// them, comes only on first use (__tests__/components/on-first-use-styles.test.ts checks the list).
import './clothing-sizes-tool.module.css';

const loadClothingSizesTool = () => import('./clothing-sizes-tool').then((module) => module.ClothingSizesTool);

// The tools themselves, for the server's render only (OnFirstUse's `server`): Next drops each branch, and its
// require, from the browser's bundle, where the tool loads on first use through the import above.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverClothingSizesTool =
  typeof window === 'undefined'
    ? (require('./clothing-sizes-tool') as typeof import('./clothing-sizes-tool')).ClothingSizesTool
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */

export function ClothingSizesToolOnFirstUse(props: ComponentProps<typeof ClothingSizesTool>) {
  return (
    <OnFirstUse
      load={loadClothingSizesTool}
      server={serverClothingSizesTool}
      props={props}
      loadAtOnce={addressHoldsState}
    />
  );
}
