/**
 * The public origin (D1, D22) and the alias address (D25): one function reads the environment, and metadata,
 * JSON-LD and the sitemap all follow it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalIsElsewhere } from '@/lib/canonical-elsewhere';
import { LOCAL_ORIGIN, missingOriginWarning, publicOrigin } from '@/lib/public-origin';
import { ROUTES, type RoutePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { type SiteRoute } from '@/lib/site-config';
import { structuredData } from '@/lib/structured-data';

/** The part of next-sitemap.config.js these tests read (a plain CommonJS file, with no types of its own). */
interface SitemapConfig {
  siteUrl: string;
}

describe('publicOrigin (D1, D22)', () => {
  it('takes NEXT_PUBLIC_SITE_URL first, without its trailing slash', () => {
    expect(
      publicOrigin({
        NEXT_PUBLIC_SITE_URL: 'https://convertelo.example/',
        VERCEL_PROJECT_PRODUCTION_URL: 'x.vercel.app',
      }),
    ).toBe('https://convertelo.example');
  });

  it('falls back on https:// + VERCEL_PROJECT_PRODUCTION_URL, which Vercel sets without a scheme', () => {
    expect(publicOrigin({ VERCEL_PROJECT_PRODUCTION_URL: 'convertelo.vercel.app' })).toBe(
      'https://convertelo.vercel.app',
    );
    expect(publicOrigin({ NEXT_PUBLIC_SITE_URL: '  ', VERCEL_PROJECT_PRODUCTION_URL: 'www.convertelo.es' })).toBe(
      'https://www.convertelo.es',
    );
  });

  it('uses the local server only when neither is set, and then warns', () => {
    expect(publicOrigin({})).toBe('http://localhost:3000');
    expect(LOCAL_ORIGIN).toBe('http://localhost:3000');
    expect(missingOriginWarning({})).toMatch(/NEXT_PUBLIC_SITE_URL/);
    expect(missingOriginWarning({ VERCEL_PROJECT_PRODUCTION_URL: 'convertelo.vercel.app' })).toBe('');
    expect(missingOriginWarning({ NEXT_PUBLIC_SITE_URL: 'https://convertelo.example' })).toBe('');
  });
});

describe('metadata, JSON-LD and sitemap follow the origin', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  /** The modules read the origin once, when loaded: load fresh copies under the environment given. */
  async function loadWith(env: Record<string, string>) {
    process.env = { ...saved, NEXT_PUBLIC_SITE_URL: '', VERCEL_PROJECT_PRODUCTION_URL: '', ...env };
    let loaded:
      | {
          seo: typeof import('@/lib/seo');
          data: typeof import('@/lib/structured-data');
          sitemap: SitemapConfig;
        }
      | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = {
        seo: await import('@/lib/seo'),
        data: await import('@/lib/structured-data'),
        sitemap: jest.requireActual<SitemapConfig>('../next-sitemap.config.js'),
      };
    });
    return loaded!;
  }

  it.each([
    [{ NEXT_PUBLIC_SITE_URL: 'https://convertelo.example' }, 'https://convertelo.example'],
    [{ VERCEL_PROJECT_PRODUCTION_URL: 'convertelo.vercel.app' }, 'https://convertelo.vercel.app'],
  ])('with %p every address starts with %s', async (env, origin) => {
    const { seo, data, sitemap } = await loadWith(env);
    const metadata = seo.pageMetadata('/convertir-longitud');
    expect(metadata.alternates?.canonical).toBe(`${origin}/convertir-longitud`);
    expect((metadata.openGraph as { url?: string }).url).toBe(`${origin}/convertir-longitud`);
    expect(JSON.stringify(data.structuredData('/convertir-longitud'))).not.toMatch(/localhost/);
    expect(JSON.stringify(data.structuredData('/convertir-longitud'))).toContain(`${origin}/convertir-longitud`);
    expect(sitemap.siteUrl).toBe(origin);
  });
});

describe('alias addresses (D25)', () => {
  const aliases = (ROUTES as readonly SiteRoute[]).filter((route) => route.aliasOf);

  it('has /calculadora-de-tiempo-y-duracion as the one alias, of /calcular-cuanto-dura', () => {
    expect(aliases.map((route) => [route.path, route.aliasOf])).toEqual([
      ['/calculadora-de-tiempo-y-duracion', '/calcular-cuanto-dura'],
    ]);
  });

  it('gives an alias the canonical and JSON-LD of the route it repeats', () => {
    for (const alias of aliases) {
      const path = alias.path as RoutePath;
      const metadata = pageMetadata(path);
      expect(String(metadata.alternates?.canonical)).toMatch(new RegExp(`${alias.aliasOf}$`));
      expect((metadata.openGraph as { url?: string }).url).toMatch(new RegExp(`${alias.aliasOf}$`));
      expect(JSON.stringify(structuredData(path))).not.toContain(alias.path);
    }
  });

  it('keeps a page out of the sitemap when its built HTML names another canonical', () => {
    const appDir = mkdtempSync(join(tmpdir(), 'convertelo-app-'));
    const siteUrl = 'https://convertelo.example';
    const page = (path: string, canonical: string) =>
      writeFileSync(join(appDir, `${path}.html`), `<head><link rel="canonical" href="${siteUrl}${canonical}"/></head>`);
    page('index', '');
    page('calcular-cuanto-dura', '/calcular-cuanto-dura');
    page('calculadora-de-tiempo-y-duracion', '/calcular-cuanto-dura');
    const where = { appDir, siteUrl };
    expect(canonicalIsElsewhere('/', where)).toBe(false);
    expect(canonicalIsElsewhere('/calcular-cuanto-dura', where)).toBe(false);
    expect(canonicalIsElsewhere('/calculadora-de-tiempo-y-duracion', where)).toBe(true);
    expect(canonicalIsElsewhere('/no-construida', where)).toBe(false);
  });
});
