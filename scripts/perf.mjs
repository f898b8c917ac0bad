// npm run perf [-- /ruta …] — Lighthouse (mobile default config, simulated throttling) with Debian's
// Chromium against the built site: every page of the sitemap (or the routes given), N runs each (PERF_RUNS,
// default 3), medians. Beside them, the same measurement of a bare Next.js page with one small client
// component (scripts/perf-reference, built here on first use), so the site is compared with the framework's
// floor in the same run; the reference is sampled all through the run, not only at its start. Prints a table
// and writes perf-results/latest.json, comparing it with the previous.
//
// BASE_URL=http://127.0.0.1:3000 uses a running site; without it the script starts the build on a free port.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { siteFromEnvOrBuild, startBuiltSite } from './lib/server.mjs';
import { fetchSitemapPaths } from './lib/sitemap.mjs';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const REFERENCE_EVERY = 5;
const REFERENCE_DIR = 'scripts/perf-reference';
const OUT_DIR = 'perf-results';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run: the four category scores and the figures the budgets speak of. */
async function lighthouseRun(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  // A page that did not load (server down, 500) still gives a report, with null scores: stop with its reason.
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse no pudo medir ${url}: ${runtimeError.code} (${runtimeError.message})`);
  const { categories, audits } = result.lhr;
  const scriptBytes = (audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script');
  return {
    performance: categories.performance.score * 100,
    accessibility: categories.accessibility.score * 100,
    bestPractices: categories['best-practices'].score * 100,
    seo: categories.seo.score * 100,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsKb: (scriptBytes?.transferSize ?? 0) / 1024,
  };
}

async function lighthouseRuns(url, port, count) {
  const runs = [];
  for (let run = 0; run < count; run += 1) runs.push(await lighthouseRun(url, port));
  return runs;
}

const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));

function ensureReferenceBuilt() {
  if (existsSync(`${REFERENCE_DIR}/.next/BUILD_ID`)) return;
  console.log('Compilando la página de referencia (una sola vez)…');
  execFileSync('node_modules/.bin/next', ['build', REFERENCE_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

const cell = (value, digits = 0) => value.toFixed(digits).padStart(6);

function printTable(rows, previous) {
  console.log(
    `\n${'ruta'.padEnd(48)} ${['perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB'].map((h) => h.padStart(6)).join(' ')}  Δperf`,
  );
  for (const row of rows) {
    const before = previous?.routes?.[row.route]?.performance;
    const delta =
      before === undefined ? '' : `${row.performance - before >= 0 ? '+' : ''}${(row.performance - before).toFixed(0)}`;
    console.log(
      `${row.route.padEnd(48)} ${cell(row.performance)} ${cell(row.accessibility)} ${cell(row.bestPractices)} ${cell(row.seo)} ${cell(row.lcpMs)} ${cell(row.tbtMs)} ${cell(row.cls, 3)} ${cell(row.jsKb, 1)}  ${delta}`,
    );
  }
}

const site = await siteFromEnvOrBuild();
ensureReferenceBuilt();
const reference = await startBuiltSite(REFERENCE_DIR);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  const routes = process.argv.length > 2 ? process.argv.slice(2) : await fetchSitemapPaths(site.baseUrl);
  console.log(`Lighthouse móvil, ${RUNS} ejecuciones por ruta (medianas), ${routes.length} rutas más la referencia.`);
  // The machine drifts over a long run (other load, heat), so the reference is measured throughout it: N runs
  // first, one more after every REFERENCE_EVERY routes and one at the end, and its median is taken over all.
  const referenceUrl = `${reference.baseUrl}/`;
  const referenceRuns = await lighthouseRuns(referenceUrl, chrome.port, RUNS);
  const siteRows = [];
  for (const [index, route] of routes.entries()) {
    siteRows.push({ route, ...medians(await lighthouseRuns(`${site.baseUrl}${route}`, chrome.port, RUNS)) });
    if ((index + 1) % REFERENCE_EVERY === 0) referenceRuns.push(await lighthouseRun(referenceUrl, chrome.port));
    process.stdout.write('.');
  }
  if (routes.length % REFERENCE_EVERY !== 0) referenceRuns.push(await lighthouseRun(referenceUrl, chrome.port));
  const rows = [{ route: '(referencia: Next.js mínimo)', ...medians(referenceRuns) }, ...siteRows];
  mkdirSync(OUT_DIR, { recursive: true });
  const latest = `${OUT_DIR}/latest.json`;
  const previous = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : undefined;
  printTable(rows, previous);
  console.log(`\nLa referencia, con ${referenceRuns.length} ejecuciones repartidas a lo largo de la medición.`);
  const [referenceRow] = rows;
  const budgets = [
    ...siteRows
      .filter((row) => row.accessibility < 100)
      .map((row) => `${row.route}: accesibilidad ${row.accessibility}`),
    ...siteRows
      .filter((row) => row.bestPractices < 100)
      .map((row) => `${row.route}: buenas prácticas ${row.bestPractices}`),
    ...siteRows.filter((row) => row.seo < 100).map((row) => `${row.route}: SEO ${row.seo}`),
    ...siteRows.filter((row) => row.cls > 0).map((row) => `${row.route}: CLS ${row.cls.toPrecision(2)}`),
    ...siteRows
      .filter((row) => row.performance < referenceRow.performance)
      .map((row) => `${row.route}: rendimiento ${row.performance} < referencia ${referenceRow.performance}`),
  ];
  console.log(
    budgets.length ? `\nFuera de presupuesto:\n- ${budgets.join('\n- ')}` : '\nTodas las rutas dentro de presupuesto.',
  );
  if (existsSync(latest)) renameSync(latest, `${OUT_DIR}/previous.json`);
  const summary = {
    date: new Date().toISOString(),
    runs: RUNS,
    routes: Object.fromEntries(rows.map(({ route, ...rest }) => [route, rest])),
  };
  writeFileSync(latest, JSON.stringify(summary, null, 2));
  console.log(`\nResumen en ${latest}${previous ? ' (Δperf frente a la ejecución anterior)' : ''}.`);
} finally {
  await chrome.kill();
  reference.stop();
  site.stop();
}
