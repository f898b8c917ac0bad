'use client';
/**
 * Issue 36: server HTML that is not in the page's RSC payload ('Server HTML the payload does not repeat',
 * docs/decisions.md).
 *
 * Every element a server component renders is written twice into the document: as HTML, and again in the RSC
 * payload React hydrates from, and React walks each of them when it hydrates. The footer, the JSON-LD, the inline
 * scripts and the clothing size tables are the same on every load and nothing of them is React's to update, so their
 * second copy is bytes a phone downloads before its first paint, and their hydration is work for nothing. Here they
 * are a leaf to the page's React, as a tool before its first use is (on-first-use.tsx): the server writes the
 * part's HTML inside the element, the payload carries only the part's name, and hydration neither checks nor
 * replaces what a leaf's HTML holds. The HTML is made on the server only, from the name (server-only-parts.tsx,
 * required in a branch Next removes from the browser's bundle). The pages are static and navigated with plain
 * anchors (no client-side navigation renders a page from its payload), so the leaf is never rendered empty in view.
 */
import { createElement } from 'react';
import type { ServerOnlyPart } from './server-only-parts';
// The styles of the parts that the component naming the part does not import itself: the parts are rendered only on
// the server, so nothing in the browser's graph imports them (__tests__/components/on-first-use-styles.test.ts).
import '@/components/layout/decimal-switch.module.css';

/* eslint-disable @typescript-eslint/no-require-imports */
const renderPart =
  typeof window === 'undefined'
    ? (require('./server-only-parts') as typeof import('./server-only-parts')).serverOnlyHtml
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */

interface ServerOnlyHtmlProps {
  part: ServerOnlyPart;
  /** The route a part is about (the JSON-LD's). */
  path?: string;
  /** The element that holds the part, as the server component would have written it. */
  as: 'footer' | 'script' | 'section';
  className?: string;
  type?: string;
}

export function ServerOnlyHtml({ part, path, as, className, type }: ServerOnlyHtmlProps) {
  return createElement(as, {
    className,
    type,
    // Hydration keeps the server's content: React neither checks nor replaces what a leaf's HTML holds.
    dangerouslySetInnerHTML: { __html: renderPart?.(part, path) ?? '' },
    suppressHydrationWarning: true,
  });
}
