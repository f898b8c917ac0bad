/**
 * The decimal separator before the first paint (D31, docs/decisions.md).
 *
 * `bootDecimal` runs twice over: as the inline script at the top of every page's head (its source, through
 * DECIMAL_BOOT_SCRIPT), and as `window.convierteloDecimal(choice)` when the visitor switches. It is one
 * self-contained function because the inline copy is its own source text: it may use nothing from outside.
 *
 * - The choice: what the visitor chose on this device, else what Intl writes for its languages (es-ES '1,5' →
 *   comma, es-MX '1.5' → point), never a list of countries typed by hand: for the commonest languages the answer
 *   the build's Intl gave (decimal-by-language.ts), for the rest the browser's own.
 * - `data-decimal="coma|punto"` on <html>, for the styles of the switch.
 * - With the comma, the text of every element marked `data-n` (components/ui/numeric.ts) is rewritten, and a
 *   MutationObserver rewrites each such text as the parser or React writes it, in the same task, so the point
 *   never reaches the screen. With the point the observer stops: the server and the code already write '.'.
 * - The footer's switch (components/layout/decimal-switch.tsx) is server HTML: this script marks its pressed button
 *   and answers its clicks, so no chunk of every page carries a component for it (issue 25, D32).
 */
import { DECIMAL_STORAGE_KEY, DETECTED_DECIMAL_STORAGE_KEY } from './decimal';
import { decimalTable, type DecimalTable } from './decimal-by-language';

/**
 * The head's inline script: bootDecimal's own source, called with the keys and the separators the build's Intl gave
 * for the commonest languages (decimal-by-language.ts). Server code only (app/layout.tsx).
 */
export const DECIMAL_BOOT_SCRIPT = `(${bootDecimal.toString()})(${JSON.stringify(DECIMAL_STORAGE_KEY)},${JSON.stringify(DETECTED_DECIMAL_STORAGE_KEY)},${JSON.stringify(decimalTable())});`;

export function bootDecimal(storageKey: string, detectedKey: string, known: DecimalTable, chosen?: string): void {
  const root = document.documentElement;
  let choice = chosen;
  if (choice !== 'coma' && choice !== 'punto') {
    try {
      choice = localStorage.getItem(storageKey) ?? undefined;
    } catch {
      choice = undefined;
    }
  }
  if (choice !== 'coma' && choice !== 'punto') {
    const languages =
      navigator.languages && navigator.languages.length > 0 ? navigator.languages : [navigator.language];
    const asked = languages.join(',');
    // The first language decides, as it does for Intl. A plain language or language-region tag of a language the
    // build asked about is answered here: Intl's first use would hold the first paint back (issue 36).
    const tag = /^([a-z]{2,3})(?:-([a-z]{2}|[0-9]{3}))?$/i.exec(languages[0] ?? '');
    const rule = tag ? known[(tag[1] ?? '').toLowerCase()] : undefined;
    if (tag && rule) {
      const elsewhere = tag[2] !== undefined && (' ' + rule[1] + ' ').indexOf(' ' + tag[2].toUpperCase() + ' ') >= 0;
      choice = elsewhere === (rule[0] === 'coma') ? 'punto' : 'coma';
    }
    if (choice !== 'coma' && choice !== 'punto') {
      try {
        // What Intl said for these same languages on an earlier visit.
        const kept = JSON.parse(localStorage.getItem(detectedKey) ?? 'null') as {
          languages?: string;
          separator?: string;
        } | null;
        if (kept && kept.languages === asked) choice = kept.separator;
      } catch {
        choice = undefined;
      }
    }
    if (choice !== 'coma' && choice !== 'punto') {
      try {
        choice = new Intl.NumberFormat(languages as string[]).format(1.5).indexOf(',') >= 0 ? 'coma' : 'punto';
      } catch {
        choice = 'punto';
      }
      try {
        localStorage.setItem(detectedKey, JSON.stringify({ languages: asked, separator: choice }));
      } catch {
        // No storage: Intl is asked again on the next page.
      }
    }
  }
  root.setAttribute('data-decimal', choice);
  const comma = choice === 'coma';
  // A separator between two digits only: '2.54' and '1.000,5' never meet here (the site groups with a narrow
  // no-break space), and a list's '1, 2' keeps its space.
  const between = comma ? /(\d)\.(?=\d)/g : /(\d),(?=\d)/g;
  const written = comma ? '$1,' : '$1.';
  const rewriteText = (node: Node) => {
    const text = node.nodeValue;
    if (text === null) return;
    const rewritten = text.replace(between, written);
    if (rewritten !== text) node.nodeValue = rewritten;
  };
  const isMarked = (node: Node | null): node is Element =>
    node !== null && node.nodeType === 1 && (node as Element).hasAttribute('data-n');
  // Its own text, and the name it gives assistive technology (a chart's aria-label says its figures too).
  const rewriteOwnText = (element: Element) => {
    for (let child = element.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === 3) rewriteText(child);
    }
    const label = element.getAttribute('aria-label');
    if (label !== null) {
      const rewritten = label.replace(between, written);
      if (rewritten !== label) element.setAttribute('aria-label', rewritten);
    }
  };
  const rewriteTree = (node: Node) => {
    if (node.nodeType !== 1) return;
    if (isMarked(node)) rewriteOwnText(node);
    const marked = (node as Element).querySelectorAll('[data-n]');
    for (let index = 0; index < marked.length; index += 1) rewriteOwnText(marked[index] as Element);
  };
  const holder = window as unknown as {
    convierteloDecimal?: (choice: string) => void;
    convierteloObserver?: MutationObserver;
    convierteloSwitchHeard?: boolean;
  };
  // The footer switch's buttons (components/layout/decimal-switch.tsx).
  const switchButtons = '[data-decimal-switch] [data-separator]';
  // They say which one is on; the footer is parsed after this script, so also once it is there.
  const markSwitch = () => {
    const buttons = document.querySelectorAll(switchButtons);
    for (let index = 0; index < buttons.length; index += 1) {
      const button = buttons[index] as Element;
      button.setAttribute('aria-pressed', String(button.getAttribute('data-separator') === choice));
    }
  };
  markSwitch();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', markSwitch, { once: true });
  holder.convierteloObserver?.disconnect();
  holder.convierteloObserver = undefined;
  rewriteTree(root);
  if (comma) {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') {
          if (isMarked(record.target.parentNode)) rewriteText(record.target);
          continue;
        }
        if (record.type === 'attributes') {
          if (isMarked(record.target)) rewriteOwnText(record.target);
          continue;
        }
        const parentMarked = isMarked(record.target);
        record.addedNodes.forEach((added) => {
          if (added.nodeType === 3) {
            if (parentMarked) rewriteText(added);
          } else rewriteTree(added);
        });
      }
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    holder.convierteloObserver = observer;
  }
  if (!holder.convierteloSwitchHeard) {
    holder.convierteloSwitchHeard = true;
    document.addEventListener('click', (event) => {
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest(switchButtons) : null;
      const next = button && button.getAttribute('data-separator');
      if (next === 'coma' || next === 'punto') holder.convierteloDecimal?.(next);
    });
  }
  holder.convierteloDecimal = (next: string) => {
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Private modes may refuse storage: the choice still holds for this page.
    }
    bootDecimal(storageKey, detectedKey, known, next);
  };
}
