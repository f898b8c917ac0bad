import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { FamilyModule } from '@/lib/families/define';
import { ogPairWords, ogRouteWords, ogToolPairWords } from '@/lib/og-words';
import { familyPairAt, pairParamsOf, type Pair } from '@/lib/pairs';
import { routeFor, type RoutePath } from '@/lib/routes';
import { fullTitleOf } from '@/lib/seo';
import { SITE_NAME, SITE_ORIGIN, type PageEntry } from '@/lib/site-config';
import type { TimeZonePair } from '@/lib/tools/time-zone-pairs';
import type { ToolPair } from '@/lib/tools/tool-pairs';

export const OG_SIZE = { width: 1200, height: 630 };

/**
 * What a route's opengraph-image.tsx exports, from its path alone: the alt text (the page's full title, which the
 * image shows), the size and the type Next needs, and the image itself.
 */
export const ogImageRoute = (path: RoutePath) => ogImageOf(routeFor(path));

/** The same from a page's entry: a converter's route folder hands over its module's route (D28). */
export function ogImageOf(page: PageEntry) {
  return {
    alt: fullTitleOf(page),
    size: OG_SIZE,
    contentType: 'image/png',
    image: () => ogCard(ogRouteWords(page)),
  } as const;
}

// Inter Bold ships in the repo (SIL OFL, lib/og/LICENSE) so the image renders at build with no network.
const boldFont = () => readFile(join(process.cwd(), 'lib/og/inter-latin-700-normal.woff'));

/** D26: a pair page's image shows its answer in large type ('1 in = 2.54 cm') over the pair's name. */
export function ogPairImage(pair: Pair): Promise<ImageResponse> {
  return ogCard(ogPairWords(pair));
}

/** The words that stand for a pair's image, or a question page's, where it cannot be seen. */
export const PAIR_IMAGE_ALT = `La respuesta de la conversión en ${SITE_NAME}`;

/** Issue 36: the images of a family's own pair route (hasOwnPairRoute), as app/[familia]/[par]/ draws the others. */
export function familyPairOgRoute(module: FamilyModule) {
  return {
    alt: PAIR_IMAGE_ALT,
    generateStaticParams: () => pairParamsOf(module),
    async Image({ params }: { params: Promise<{ par: string }> }) {
      const slug = (await params).par;
      const pair = familyPairAt(module, slug);
      if (!pair) throw new Error(`No hay par en ${module.route.path}/${slug}`);
      return ogPairImage(pair);
    },
  };
}

/** Issue 34: a calculator's question page's image, and what its opengraph-image.tsx exports. */
export function toolPairOgRoute(pairs: readonly ToolPair[]) {
  return {
    alt: PAIR_IMAGE_ALT,
    generateStaticParams: () => pairs.map((pair) => ({ par: pair.spec.slug })),
    async Image({ params }: { params: Promise<{ par: string }> }) {
      const slug = (await params).par;
      const pair = pairs.find((candidate) => candidate.spec.slug === slug);
      if (!pair) throw new Error(`No hay página de pregunta en ${slug}`);
      return ogCard(ogToolPairWords(pair));
    },
  };
}

/**
 * D26, D30: a pair of places' image shows its name over the countries. Letters only: the shipped font has no minus
 * sign or arrow, and the difference changes through the year.
 */
export function ogTimeZonePairImage(pair: TimeZonePair): Promise<ImageResponse> {
  return ogCard({ title: pair.name, summary: `${pair.spec.countries}: diferencia horaria y horario de verano` });
}

/** The card itself: the site's mark and name, a title in large type, a line under it, the host. */
async function ogCard({ title, summary }: { title: string; summary: string }): Promise<ImageResponse> {
  const host = SITE_ORIGIN.replace(/^https?:\/\//, '');
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0f766e 0%, #134e4a 100%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 40, opacity: 0.9 }}>
        {/* Drawn, not typed: a glyph missing from the shipped font would make satori fetch one. */}
        <svg width="64" height="64" viewBox="0 0 64 64" style={{ marginRight: 20 }}>
          <rect width="64" height="64" rx="14" fill="#ffffff" />
          <path
            d="M16 24h28l-7-7M48 40H20l7 7"
            fill="none"
            stroke="#0f766e"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {SITE_NAME}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: title.length > 48 ? 60 : 72, lineHeight: 1.1, letterSpacing: -1 }}>{title}</div>
        <div style={{ fontSize: 30, marginTop: 28, opacity: 0.85 }}>{summary}</div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, opacity: 0.75 }}>{host}</div>
    </div>,
    {
      ...OG_SIZE,
      fonts: [{ name: 'Inter', data: await boldFont(), weight: 700, style: 'normal' }],
    },
  );
}
