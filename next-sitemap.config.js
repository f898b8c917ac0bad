/**
 * /sitemap.xml and /robots.txt, written into public/ after `next build` from the build's own list of pages.
 * Image routes (Open Graph images, the icon) are not pages and stay out (D1).
 */
const { publicOrigin } = require('./lib/public-origin');

// D22: the same origin as the pages' canonicals.
const siteUrl = publicOrigin();

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  // D25: an alias address (aliasOf in lib/site.ts) is canonical to another route and stays out of the sitemap;
  // __tests__/seo.test.ts checks that this list names every alias.
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
    '/unidades/*',
    '/opensearch.xml',
    '/calculadora-de-tiempo-y-duracion',
  ],
  changefreq: 'monthly',
  priority: 0.7,
  transform: async (config, path) => ({
    loc: path,
    changefreq: config.changefreq,
    priority: path === '/' ? 1 : config.priority,
    lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
  }),
};
