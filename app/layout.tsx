import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { ServerOnlyHtml } from '@/components/ui/server-only-html';
import { SITE_NAME, SITE_ORIGIN } from '@/lib/site-config';
import './globals.css';
import styles from './layout.module.css';

// D1: metadataBase and the title template live here; the canonical is set per route by pageMetadata().
export const metadata: Metadata = {
  metadataBase: new URL(SITE_ORIGIN),
  title: { template: `%s | ${SITE_NAME}`, default: SITE_NAME },
  applicationName: SITE_NAME,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#0f766e' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1f1d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head's script sets data-decimal on <html> before React runs (D31): React must keep it.
    <html lang="es" suppressHydrationWarning>
      <head>
        {/* D31: the visitor's decimal separator, applied before the first paint (lib/preferences/decimal-script.ts). */}
        <ServerOnlyHtml as="script" part="decimal-script" />
        {/* D27: the browser can add the site as a search engine ('5 pies a metros' from the address bar). */}
        <link rel="search" type="application/opensearchdescription+xml" title={SITE_NAME} href="/opensearch.xml" />
      </head>
      <body>
        <a className={styles.skipLink} href="#contenido">
          Saltar al contenido
        </a>
        <Header />
        <main id="contenido" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        {/* Offline after the first visit, registered once the page is idle; `next dev` has no worker to register. */}
        {process.env.NODE_ENV === 'production' && <ServerOnlyHtml as="script" part="service-worker-script" />}
      </body>
    </html>
  );
}
