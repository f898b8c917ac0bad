'use client';
import { useEffect } from 'react';

/** Registers public/sw.js (written by the build) so the site works offline after the first visit. */
export function ServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('No se pudo registrar el service worker:', error);
    });
  }, []);
  return null;
}
