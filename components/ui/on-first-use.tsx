'use client';
/**
 * Issue 36: a page's tool hydrates on first use ('A tool hydrates on first use', docs/decisions.md).
 *
 * The server writes the whole tool into the document, so the page paints and reads exactly as before. To the page's
 * React the tool's element is a leaf (its content is `dangerouslySetInnerHTML`): hydration neither checks nor
 * replaces what is inside, so the tool's code is not requested on arrival. Its fields work as plain HTML meanwhile:
 * the visitor can focus, type and choose. The first focus, press, key, input or change inside it loads the code,
 * and a React root of the tool's own hydrates that same HTML, so the focus, the caret and a phone's keyboard stay
 * where they were. The server wrote the tool as that root renders it (`renderToString` with the same id prefix), so
 * the two match, ids included. What the visitor changed meanwhile, React's state does not know yet:
 * replay-first-use.ts tells it, and presses again the button pressed while the code loaded. A tool whose first
 * render is the visitor's own (a query in the address, settings kept on this device) says so through `loadAtOnce`,
 * and loads as soon as the page has hydrated.
 */
import { createElement, useEffect, useId, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { caretOf, pressedButton, replayFirstUse, visitorValueOf, type Caret, type Visitor } from './replay-first-use';

type Load<P> = () => Promise<ComponentType<P>>;

/** The events that mean the visitor has started to use the tool. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'click'] as const;

/** Around the tool, on the server and in the browser alike (so the trees match): reports the hydration's commit. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useLayoutEffect(() => onHydrated(), [onHydrated]);
  return children;
}

const NOTHING = () => {};

// The server's render of the tool, only there: Next drops this branch, and its require, from the browser's bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
const renderToString =
  typeof window === 'undefined'
    ? (require('react-dom/server') as typeof import('react-dom/server')).renderToString
    : undefined;
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The tool's HTML as its own root renders it. A component of its own, with no hooks: React's render of the page is
 * paused in it while the tool's render runs, and no state of the page's render is in use meanwhile.
 */
function ServerTool<P>({ id, tool, props }: { id: string; tool: ComponentType<P>; props: P }) {
  const html =
    renderToString?.(
      createElement(Hydrated, { onHydrated: NOTHING }, createElement(tool as ComponentType<object>, props as object)),
      {
        identifierPrefix: id,
      },
    ) ?? '';
  return <div id={id} className="first-use" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A tool that keeps its state in the address (D9) renders the visitor's own at once when the address holds one. */
export function addressHoldsState(): boolean {
  return window.location.search !== '';
}

export interface OnFirstUseProps<P> {
  /** The tool's module, loaded by a dynamic import so that it is a chunk of its own. */
  load: Load<P>;
  /**
   * The tool itself, on the server only, for its HTML. The caller gets it with `require` inside
   * `typeof window === 'undefined'`, a branch Next removes from the browser's bundle.
   */
  server: ComponentType<P> | undefined;
  props: P;
  /** Whether the tool must render for this visitor at once (their address or kept settings change its first render). */
  loadAtOnce?: () => boolean;
}

export function OnFirstUse<P extends object>({ load, server, props, loadAtOnce }: OnFirstUseProps<P>) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  // The first render's props and callbacks: the tool is rendered once, by its own root.
  const first = useRef({ load, props, loadAtOnce });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const { load: loadTool, props: toolProps, loadAtOnce: atOnce } = first.current;
    // Under the element is the server's HTML while the page is the one the server wrote; a mount with none renders.
    const overServerHtml = element.firstChild !== null;
    let root: Root | undefined;
    let started = false;
    let unmounted = false;
    let pressed: HTMLButtonElement | null = null;
    const set = new Map<EventTarget, Visitor>();

    const onEvent = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      if (event.type === 'click') pressed = pressedButton(event.target, element);
      // What the visitor set a field to, even the value it had: the tool hears of it as it would have (a unit chosen
      // again), and a textarea, whose text hydration puts back to the server's, gets the visitor's again.
      const value = event.type === 'input' || event.type === 'change' ? visitorValueOf(event.target) : undefined;
      if (value !== undefined) set.set(event.target, value);
      start();
    };
    const stopListening = () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onEvent, true);
    };
    // Hydration writes a textarea's server text back into it, in the middle of a render that may be cut into
    // several tasks: an edit between them would land in the server's text. So each textarea is read-only from the
    // moment the code has arrived until React has hydrated it (a few milliseconds), and gets back the visitor's
    // text and caret then.
    let frozen: { textarea: HTMLTextAreaElement; text: string; caret: Caret | null }[] = [];
    const freezeTextareas = () => {
      frozen = [...element.querySelectorAll('textarea')]
        .filter((textarea) => !textarea.readOnly)
        .map((textarea) => ({
          textarea,
          text: textarea.value,
          caret: caretOf(textarea),
        }));
      for (const { textarea, text } of frozen) {
        textarea.readOnly = true;
        if (!set.has(textarea) && text !== textarea.defaultValue) set.set(textarea, text);
      }
    };
    const thawTextareas = () => {
      for (const { textarea, caret } of frozen) {
        textarea.readOnly = false;
        if (caret && textarea === document.activeElement) textarea.setSelectionRange(caret[0], caret[1]);
      }
    };
    const onHydrated = () => {
      stopListening();
      const button = pressed;
      // Right after the commit that hydrated the tool, before any other event can reach it: a render of the tool
      // would write its state's values over what the visitor typed. Not inside the commit, where React would put
      // the fields' old values back until it renders the new ones.
      if (overServerHtml)
        queueMicrotask(() => {
          replayFirstUse(element, button, set);
          thawTextareas();
        });
    };
    const start = () => {
      if (started) return;
      started = true;
      // React's root API is imported here, not statically: the page's own chunk then shares the framework's chunks as
      // a page without it does (a static import split them into one more request, about 0.9 KB more).
      Promise.all([loadTool(), import('react-dom/client')]).then(
        ([Tool, { createRoot, hydrateRoot }]) => {
          if (unmounted) return;
          const tool = createElement(Hydrated, { onHydrated }, createElement(Tool as ComponentType<object>, toolProps));
          if (overServerHtml) {
            freezeTextareas();
            root = hydrateRoot(element, tool, { identifierPrefix: id });
          } else (root = createRoot(element, { identifierPrefix: id })).render(tool);
        },
        // Offline with the chunk not kept: the plain fields stay, and the next use tries again.
        () => (started = false),
      );
    };

    if (overServerHtml && !atOnce?.()) {
      for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onEvent, true);
    } else start();
    return () => {
      unmounted = true;
      stopListening();
      // Not during the page's own commit: React unmounts a root only outside a render.
      if (root) queueMicrotask(() => root?.unmount());
    };
  }, [id]);

  if (typeof window === 'undefined' && server) return <ServerTool id={id} tool={server} props={props} />;
  return (
    <div
      ref={host}
      id={id}
      className="first-use"
      // Hydration keeps the server's content: React neither checks nor replaces what a leaf's HTML holds.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
