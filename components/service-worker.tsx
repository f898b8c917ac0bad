'use client';
import { useEffect } from 'react';

/**
 * Registers public/sw.js (written by the build) so the site works offline after the first visit.
 * Only once the page has loaded and the browser is idle: installing the worker downloads every page of the
 * site, and that must not compete with this page's own loading on a slow phone.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancel = () => {};
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        console.warn('No se pudo registrar el service worker:', error);
      });
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(register, { timeout: 5000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        // Safari has no requestIdleCallback: a short wait after load does the same.
        const handle = window.setTimeout(register, 1000);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return null;
}
