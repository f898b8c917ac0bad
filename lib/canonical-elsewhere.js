/**
 * D25: whether a built page's canonical is another address (an alias, `aliasOf` in lib/routes.ts), read from the
 * prerendered HTML itself, so the route list stays the one place that says which addresses are aliases. Plain
 * CommonJS for next-sitemap.config.js.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

/**
 * @param {string} path the page's address, '/' or '/calcular-cuanto-dura'
 * @param {{ appDir: string, siteUrl: string }} where the build's prerendered pages (.next/server/app) and the origin
 * @returns {boolean} true when the page names another canonical; false when it names its own, or has no HTML
 */
function canonicalIsElsewhere(path, { appDir, siteUrl }) {
  let html;
  try {
    html = readFileSync(join(appDir, `${path === '/' ? 'index' : path}.html`), 'utf8');
  } catch {
    return false;
  }
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return canonical !== undefined && canonical !== `${siteUrl}${path === '/' ? '' : path}`;
}

module.exports = { canonicalIsElsewhere };
