import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { pairAnswerOf, pairNames } from '@/lib/pair-view';
import type { Pair } from '@/lib/pairs';
import { routeFor, type RoutePath } from '@/lib/routes';
import { fullTitleOf } from '@/lib/seo';
import { SITE_NAME, SITE_ORIGIN, type PageEntry } from '@/lib/site-config';
import type { TimeZonePair } from '@/lib/tools/time-zone-pairs';

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
    image: () => ogCard({ title: page.title, summary: page.summary }),
  } as const;
}

// Inter Bold ships in the repo (SIL OFL, lib/og/LICENSE) so the image renders at build with no network.
const boldFont = () => readFile(join(process.cwd(), 'lib/og/inter-latin-700-normal.woff'));

/** D26: a pair page's image shows its answer in large type ('1 in = 2.54 cm') over the pair's name. */
export function ogPairImage(pair: Pair): Promise<ImageResponse> {
  const answer = pairAnswerOf(pair);
  // The shipped font (Inter, Latin subset) has no '≈', no narrow no-break space and no super- or subscript digits, and
  // satori would fetch a font for them from the network: the image writes them with the characters it has.
  const symbols = answer.exact ? answer.symbols : `${answer.symbols.replace(' ≈ ', ' = ')} aprox.`;
  return ogCard({ title: withShippedGlyphs(symbols), summary: withShippedGlyphs(pairNames(pair).name) });
}

/**
 * D26, D30: a pair of places' image shows its name over the countries. Letters only: the shipped font has no minus
 * sign or arrow, and the difference changes through the year.
 */
export function ogTimeZonePairImage(pair: TimeZonePair): Promise<ImageResponse> {
  return ogCard({ title: pair.name, summary: `${pair.spec.countries}: diferencia horaria y horario de verano` });
}

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};
const SUBSCRIPTS: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4' };

/** '6.24151 × 10¹⁸' → '6.24151 × 10^18', 'mH₂O' → 'mH2O', U+202F → a plain space ('²' and '³' are in the font). */
function withShippedGlyphs(text: string): string {
  return text
    .replace(/\u202f/g, ' ')
    .replace(
      /10([⁰¹⁴⁵⁶⁷⁸⁹⁻][⁰¹²³⁴⁵⁶⁷⁸⁹]*|[²³][⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g,
      (_, power: string) => `10^${[...power].map((glyph) => SUPERSCRIPTS[glyph] ?? glyph).join('')}`,
    )
    .replace(/[₀-₄]/g, (glyph) => SUBSCRIPTS[glyph] ?? glyph);
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
