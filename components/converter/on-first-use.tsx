'use client';
/**
 * Issue 36: the converters as pages use them, each hydrating on first use (components/ui/on-first-use.tsx and, in
 * docs/decisions.md, 'A tool hydrates on first use').
 * Each loader is a chunk of its own, so a page loads only its own family's converter, and only when the visitor
 * starts to use it.
 */
import { OnFirstUse, addressHoldsState } from '@/components/ui/on-first-use';
import { RESULT_SETTINGS_KEY } from '@/lib/preferences/result-settings-key';
import type { ConverterProps } from './converter';
import type { ResolutionConverter } from './resolution-converter';
// The styles of the tool's HTML, which the server writes on arrival: its code, and with it its own imports of
// them, comes only on first use (__tests__/components/on-first-use-styles.test.ts checks the list).
import '@/components/ui/icons.module.css';
import '@/components/ui/swap-button.module.css';
import './converter.module.css';
import './equivalences.module.css';
import './result-box.module.css';
import './result-settings.module.css';
import './size-table.module.css';
import './resolution-converter.module.css';

type PageConverterProps = Omit<ConverterProps, 'pieces' | 'resolution'>;
type ResolutionConverterProps = Parameters<typeof ResolutionConverter>[0];

/**
 * The converter's first render is the visitor's own when the address holds a conversion (D9) or they keep result
 * settings on this device (D31): then it loads at once, so that what they see is theirs.
 */
function visitorsOwnFirstRender(): boolean {
  if (addressHoldsState()) return true;
  try {
    return localStorage.getItem(RESULT_SETTINGS_KEY) !== null;
  } catch {
    return false;
  }
}

const loadConverter = () => import('./converter').then((module) => module.Converter);
const loadIngredientConverter = () => import('./ingredient-converter').then((module) => module.IngredientConverter);
const loadSizeTableConverter = () => import('./size-table-converter').then((module) => module.SizeTableConverter);
const loadResolutionConverter = () => import('./resolution-converter').then((module) => module.ResolutionConverter);

// The tools themselves, for the server's render only (OnFirstUse's `server`): Next drops each branch, and its
// require, from the browser's bundle, where the tool loads on first use through the import above.
/* eslint-disable @typescript-eslint/no-require-imports */
const serverConverter =
  typeof window === 'undefined' ? (require('./converter') as typeof import('./converter')).Converter : undefined;
const serverIngredientConverter =
  typeof window === 'undefined'
    ? (require('./ingredient-converter') as typeof import('./ingredient-converter')).IngredientConverter
    : undefined;
const serverSizeTableConverter =
  typeof window === 'undefined'
    ? (require('./size-table-converter') as typeof import('./size-table-converter')).SizeTableConverter
    : undefined;
const serverResolutionConverter =
  typeof window === 'undefined'
    ? (require('./resolution-converter') as typeof import('./resolution-converter')).ResolutionConverter
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */

/** The site's one converter (components/converter/converter.tsx). */
export function ConverterOnFirstUse(props: PageConverterProps) {
  return <OnFirstUse load={loadConverter} server={serverConverter} props={props} loadAtOnce={visitorsOwnFirstRender} />;
}

/** D29: the cooking pages' converter (ingredient-converter.tsx). */
export function IngredientConverterOnFirstUse(props: PageConverterProps) {
  return (
    <OnFirstUse
      load={loadIngredientConverter}
      server={serverIngredientConverter}
      props={props}
      loadAtOnce={visitorsOwnFirstRender}
    />
  );
}

/** The converter with a table of sizes (size-table-converter.tsx). */
export function SizeTableConverterOnFirstUse(props: PageConverterProps) {
  return (
    <OnFirstUse
      load={loadSizeTableConverter}
      server={serverSizeTableConverter}
      props={props}
      loadAtOnce={visitorsOwnFirstRender}
    />
  );
}

/** D30: the pixel page's converter (resolution-converter.tsx). */
export function ResolutionConverterOnFirstUse(props: ResolutionConverterProps) {
  return (
    <OnFirstUse
      load={loadResolutionConverter}
      server={serverResolutionConverter}
      props={props}
      loadAtOnce={visitorsOwnFirstRender}
    />
  );
}
