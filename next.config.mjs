/**
 * Response headers for every route (issue 5, security). The pages are static (D2), so a per-request nonce is
 * not possible: Next's inline bootstrap scripts need script-src 'unsafe-inline', and React's style attributes
 * need style-src 'unsafe-inline'. Everything else is closed: no eval, no plugins, no framing, no other origins.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import origin from './lib/public-origin.js';

// `next dev` evaluates code for its overlay and fast refresh; only there may scripts use eval.
const development = process.env.NODE_ENV === 'development';

const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  `connect-src 'self'${development ? ' ws:' : ''}`,
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The header every response needs, scripts and styles included: no guessing of types. */
const everyResponseHeaders = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

/**
 * Headers that govern a document (or a worker): what it may load, frame, send and use, and HTTPS only for the whole
 * host. A built chunk under /_next/static/ is never a document, so they are left off it (issue 36): over HTTP/1.1
 * they were about 770 bytes on every script a page loads, the weight of a small chunk each. HSTS is a policy of the
 * host, which a browser learns from the first page it opens there, before any of that page's chunks.
 */
const documentHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
      'usb=()',
      'serial=()',
      'hid=()',
      'magnetometer=()',
      'gyroscope=()',
      'accelerometer=()',
      'display-capture=()',
      'browsing-topics=()',
      // The share panel and the copy buttons write to the clipboard of this page only.
      'clipboard-write=(self)',
    ].join(', '),
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Links are checked against the app's routes: `next typegen` (npm run typecheck) and the build generate the types.
  typedRoutes: true,
  async headers() {
    return [
      { source: '/:path*', headers: everyResponseHeaders },
      // Everything but the build's static chunks: pages, their data, the service worker, images, icons.
      { source: '/:path((?!_next/static/).*)', headers: documentHeaders },
    ];
  },
};

/** D1: a production build with no public origin says so once, before its pages carry localhost addresses. */
export default function config(phase) {
  const warning = phase === PHASE_PRODUCTION_BUILD ? origin.missingOriginWarning() : '';
  // The build loads this file again in its workers, which inherit the environment: one warning is enough.
  if (warning && !process.env.CONVERTELO_ORIGIN_WARNED) {
    process.env.CONVERTELO_ORIGIN_WARNED = '1';
    console.warn(warning);
  }
  return nextConfig;
}
