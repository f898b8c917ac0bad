/**
 * The public origin of the site (D1, D22), the one place that reads the environment for it. Plain CommonJS so
 * that next.config.mjs, next-sitemap.config.js and the TypeScript of the app all load the same function.
 *
 * 1. NEXT_PUBLIC_SITE_URL, when set (any host: production, a preview, a test build);
 * 2. on Vercel, https:// + VERCEL_PROJECT_PRODUCTION_URL, which Vercel sets to the production domain;
 * 3. only then the local server, http://localhost:3000 — right for `next dev`, wrong for a deployed build.
 */
const LOCAL_ORIGIN = 'http://localhost:3000';

/** 'https://convertelo.example/' → 'https://convertelo.example'; a bare host gets https://. */
function normalise(origin) {
  const trimmed = origin.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The origin the environment names (steps 1 and 2), or undefined when it names none.
 * @param {Record<string, string | undefined>} env
 */
function configuredOrigin(env) {
  const named = env.NEXT_PUBLIC_SITE_URL?.trim() || env.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  return named ? normalise(named) : undefined;
}

/** @param {Record<string, string | undefined>} env */
function publicOrigin(env = process.env) {
  return configuredOrigin(env) ?? LOCAL_ORIGIN;
}

/** The warning a production build prints when neither variable is set, or '' when one is. */
function missingOriginWarning(env = process.env) {
  if (configuredOrigin(env)) return '';
  return (
    `⚠ Conviértelo: no public origin is set, so canonicals, og:url, JSON-LD, sitemap.xml and robots.txt will ` +
    `point at ${LOCAL_ORIGIN}. Set NEXT_PUBLIC_SITE_URL=https://your-domain before \`npm run build\` ` +
    `(on Vercel, VERCEL_PROJECT_PRODUCTION_URL is used when it is not set).`
  );
}

module.exports = { LOCAL_ORIGIN, publicOrigin, missingOriginWarning };
