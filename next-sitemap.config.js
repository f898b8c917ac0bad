/**
 * /sitemap.xml and /robots.txt, written into public/ after `next build` from the build's own list of pages.
 * Image routes (Open Graph images, the icon) are not pages and stay out (D1).
 */
const { join } = require('node:path');
const { canonicalIsElsewhere } = require('./lib/canonical-elsewhere');
const { publicOrigin } = require('./lib/public-origin');

// D22: the same origin as the pages' canonicals.
const siteUrl = publicOrigin();
const appDir = join(__dirname, '.next', 'server', 'app');

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  exclude: [
    '/opengraph-image*',
    '/*/opengraph-image*',
    '/*/*/opengraph-image*',
    '/icon*',
    '/_not-found',
    '/404',
    '/manifest*',
    // D27: the quick conversion's data files, not pages.
    '/unidades.json',
    '/unidades-primeras.json',
    '/unidades/*',
    // Issue 36: the finder's searchable text, fetched on first use.
    '/buscar-convertidor/indice.json',
    '/opensearch.xml',
  ],
  changefreq: 'monthly',
  priority: 0.7,
  // D25: an alias address is canonical to another route and stays out; returning null leaves a path out.
  transform: async (config, path) =>
    canonicalIsElsewhere(path, { appDir, siteUrl })
      ? null
      : {
          loc: path,
          changefreq: config.changefreq,
          priority: path === '/' ? 1 : config.priority,
          lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
        },
};
