import { bootDecimal } from './decimal-script';

/**
 * The visitor's decimal separator (D31): where it is kept, the inline script that applies it, and what client code
 * asks of it. The server always writes the point; see decimal-script.ts for how the comma reaches the screen.
 */

export type DecimalSeparator = 'coma' | 'punto';

/** The one localStorage key of the choice (the privacy page names it from here). */
export const DECIMAL_STORAGE_KEY = 'convertelo:separador-decimal';

/** The head's inline script: bootDecimal's own source, called with the key. */
export const DECIMAL_BOOT_SCRIPT = `(${bootDecimal.toString()})(${JSON.stringify(DECIMAL_STORAGE_KEY)});`;

/** The separator the page shows now: what the inline script chose; the point on the server. */
export function currentSeparator(): DecimalSeparator {
  if (typeof document === 'undefined') return 'punto';
  return document.documentElement.getAttribute('data-decimal') === 'coma' ? 'coma' : 'punto';
}

/** A text of numbers written with the point (as every formatter writes them), in the given separator. */
export function withSeparator(text: string, separator: DecimalSeparator): string {
  return separator === 'coma' ? text.replace(/(\d)\.(?=\d)/g, '$1,') : text;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Switches the whole page at once and remembers the choice on this device. */
export function chooseSeparator(separator: DecimalSeparator): void {
  const holder = window as unknown as { convierteloDecimal?: (choice: string) => void };
  // The inline script defines the switch; should it not have run, running it now defines it.
  if (!holder.convierteloDecimal) bootDecimal(DECIMAL_STORAGE_KEY, separator);
  holder.convierteloDecimal?.(separator);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the switch re-renders when the choice changes. */
export function subscribeToSeparator(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
