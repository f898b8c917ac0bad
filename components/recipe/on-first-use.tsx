'use client';
/**
 * Issue 36: the recipe converter, hydrating on first use (components/ui/on-first-use.tsx and, in
 * docs/decisions.md, 'A tool hydrates on first use').
 */
import { type ComponentProps } from 'react';
import { OnFirstUse, addressHoldsState } from '@/components/ui/on-first-use';
import type { RecipeConverter } from './recipe-converter';
// The styles of the tool's HTML, which the server writes on arrival: its code, and with it its own imports of
// them, comes only on first use (__tests__/components/on-first-use-styles.test.ts checks the list).
import './recipe-converter.module.css';

const loadRecipeConverter = () => import('./recipe-converter').then((module) => module.RecipeConverter);

// The tools themselves, for the server's render only (OnFirstUse's `server`): Next drops each branch, and its
// require, from the browser's bundle, where the tool loads on first use through the import above.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverRecipeConverter =
  typeof window === 'undefined'
    ? (require('./recipe-converter') as typeof import('./recipe-converter')).RecipeConverter
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */

export function RecipeConverterOnFirstUse(props: ComponentProps<typeof RecipeConverter>) {
  return (
    <OnFirstUse
      load={loadRecipeConverter}
      server={serverRecipeConverter}
      props={props}
      loadAtOnce={addressHoldsState}
    />
  );
}
