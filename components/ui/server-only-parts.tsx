/**
 * Issue 36: the HTML of the parts ServerOnlyHtml writes (server-only-html.tsx), by name. Rendered on the server only:
 * that component requires this module in a branch Next removes from the browser's bundle.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ClothingSizeTablesContent } from '@/components/clothing-sizes/clothing-size-tables-content';
import { FooterContent } from '@/components/layout/footer-content';
import { clothingSizesContent } from '@/lib/content/clothing-sizes';
import { DECIMAL_BOOT_SCRIPT } from '@/lib/preferences/decimal-script';
import type { RoutePath } from '@/lib/routes';
import { SERVICE_WORKER_SCRIPT } from '@/lib/service-worker-script';
import { serialiseJsonLd, structuredData } from '@/lib/structured-data';

const PARTS = {
  /** D31: the head's inline script that picks the decimal separator before the first paint. */
  'decimal-script': () => DECIMAL_BOOT_SCRIPT,
  /** The end of the body's inline script that registers the service worker once the page is idle. */
  'service-worker-script': () => SERVICE_WORKER_SCRIPT,
  /** A route's JSON-LD, serialised with '<' escaped (lib/structured-data.ts). */
  'structured-data': (path?: string) => serialiseJsonLd(structuredData(path as RoutePath)),
  /** What the footer holds (components/layout/footer.tsx). */
  footer: () => renderToStaticMarkup(<FooterContent />),
  /** Every source's clothing size table (components/clothing-sizes/clothing-size-tables.tsx). */
  'clothing-size-tables': () =>
    renderToStaticMarkup(<ClothingSizeTablesContent tables={clothingSizesContent.tables} />),
} satisfies Record<string, (path?: string) => string>;

export type ServerOnlyPart = keyof typeof PARTS;

export function serverOnlyHtml(part: ServerOnlyPart, path?: string): string {
  return PARTS[part](path);
}
