// The bare-framework reference of `npm run perf` and `npm run trace` (D32): scripts/perf-reference, a Next.js App
// Router page with one small client component, built with this project's own Next.js and served like the site
// (scripts/serve-built.mjs → `next start`, gzip on), so both are measured the same way in the same run.
//
// It is built on first use, and built again when its sources or the installed Next.js change: a stamp beside its
// build records both, so a reference built by an older Next is never compared with a site built by a newer one.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const REFERENCE_DIR = 'scripts/perf-reference';
const SITE_CONFIG = ['next.config.mjs', 'lib/public-origin.js'];
const STAMP = join(REFERENCE_DIR, '.next/perf-reference-stamp.json');

function currentStamp() {
  const hash = createHash('sha256');
  const appDir = join(REFERENCE_DIR, 'app');
  for (const name of readdirSync(appDir).sort()) hash.update(name).update(readFileSync(join(appDir, name)));
  // Next finds its config by walking up from the reference's folder: the site's own, with its response headers. A
  // change to those headers changes what the reference's chunks weigh on the wire, so it builds the reference again
  // (issue 36: a reference left with the old headers made the site look 4 KB lighter than it was).
  for (const file of SITE_CONFIG) hash.update(file).update(readFileSync(file));
  const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version;
  return { next: nextVersion, sources: hash.digest('hex') };
}

export function ensureReferenceBuilt() {
  const stamp = currentStamp();
  if (existsSync(join(REFERENCE_DIR, '.next/BUILD_ID')) && existsSync(STAMP)) {
    const built = JSON.parse(readFileSync(STAMP, 'utf8'));
    if (built.next === stamp.next && built.sources === stamp.sources) return;
  }
  console.log(`Compilando la página de referencia con Next.js ${stamp.next}…`);
  execFileSync('node_modules/.bin/next', ['build', REFERENCE_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(STAMP, JSON.stringify(stamp));
}
