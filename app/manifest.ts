import type { MetadataRoute } from 'next';
import { SITE_NAME, SITE_TAGLINE } from '@/lib/site-config';

// Installable (issue 5): Spanish names, SVG and PNG icons, the brand's colours.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${SITE_NAME}: convertidores de unidades`,
    short_name: SITE_NAME,
    description: SITE_TAGLINE,
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f8f8',
    theme_color: '#0f766e',
    categories: ['utilities', 'education', 'productivity'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
