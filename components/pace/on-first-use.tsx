'use client';
/**
 * Issue 36: the running pace converter, hydrating on first use (components/ui/on-first-use.tsx and, in
 * docs/decisions.md, 'A tool hydrates on first use').
 */
import { type ComponentProps } from 'react';
import { OnFirstUse, addressHoldsState } from '@/components/ui/on-first-use';
import type { PaceConverter } from './pace-converter';
// The styles of the tool's HTML, which the server writes on arrival: its code, and with it its own imports of
// them, comes only on first use (__tests__/components/on-first-use-styles.test.ts checks the list).
import './pace-converter.module.css';

const loadPaceConverter = () => import('./pace-converter').then((module) => module.PaceConverter);

// The tools themselves, for the server's render only (OnFirstUse's `server`): Next drops each branch, and its
// require, from the browser's bundle, where the tool loads on first use through the import above.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverPaceConverter =
  typeof window === 'undefined'
    ? (require('./pace-converter') as typeof import('./pace-converter')).PaceConverter
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */

export function PaceConverterOnFirstUse(props: NonNullable<ComponentProps<typeof PaceConverter>>) {
  return (
    <OnFirstUse load={loadPaceConverter} server={serverPaceConverter} props={props} loadAtOnce={addressHoldsState} />
  );
}
