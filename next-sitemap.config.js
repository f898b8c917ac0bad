/**
 * /sitemap.xml and /robots.txt, written into public/ after `next build` from the build's own list of pages.
 * Image routes (Open Graph images, the icon) are not pages and stay out (D1).
 */
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  exclude: ['/opengraph-image*', '/*/opengraph-image*', '/icon*', '/_not-found', '/404', '/manifest*'],
  changefreq: 'monthly',
  priority: 0.7,
  transform: async (config, path) => ({
    loc: path,
    changefreq: config.changefreq,
    priority: path === '/' ? 1 : config.priority,
    lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
  }),
};
