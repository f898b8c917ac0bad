/**
 * Registers public/sw.js (written by the build) so the site works offline after the first visit.
 *
 * Only once the page has loaded and the browser is idle: installing the worker downloads every page of the site,
 * and that must not compete with this page's own loading on a slow phone.
 *
 * It is an inline script at the end of every page's body (SERVICE_WORKER_SCRIPT, app/layout.tsx), not a client
 * component: it renders nothing and needs no React, and as a component its code sat in the chunk every page loads
 * (issue 25, D32). Like bootDecimal, the inline copy is this function's own source text: it may use nothing from
 * outside.
 */
export function registerServiceWorkerWhenIdle(scriptUrl: string): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(scriptUrl).catch((error: unknown) => {
      console.warn('No se pudo registrar el service worker:', error);
    });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 5000 });
    // Safari has no requestIdleCallback: a short wait after load does the same.
    else window.setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The worker the build writes (scripts/build-sw.mjs). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The body's inline script: the function's own source, called with the worker's address. Server code only. */
export const SERVICE_WORKER_SCRIPT = `(${registerServiceWorkerWhenIdle.toString()})(${JSON.stringify(SERVICE_WORKER_URL)});`;
