// npm run trace [-- /ruta …] — where the main thread goes (issue 25): each page is opened once in Debian's
// Chromium (playwright-core, a phone-sized viewport, a fresh profile per load) under a 4× CPU slowdown
// (TRACE_CPU), a Chromium performance trace is recorded from the navigation until TRACE_SETTLE_MS after the load,
// and a summary is printed per page:
//
// - the main thread's work by kind (script, style, layout, paint, HTML, garbage collection), as Lighthouse's
//   "main-thread work breakdown" counts it, from the trace's events;
// - long tasks (> 50 ms) and their blocking time, from the page's own PerformanceObserver;
// - per JavaScript file: its gzip size (from .next/static), whether the bare reference loads the same file,
//   its evaluation and compile time, and the script time spent in its code (V8's sampling profiler, self time),
//   all of it and during hydration;
// - hydration: from the moment react-dom is loaded to React's first commit, seen through a stand-in for React
//   DevTools' global hook (react-dom reports its commits to it in production too);
// - which source modules each of the site's chunks holds: exactly for client components and Next's own client
//   modules (their ids in the build's client reference manifests), approximately for the rest (a module is
//   named when a string only it contains is found in the chunk; marked ≈).
//
// The reference (scripts/perf-reference, built on first use) is traced the same way first. One load per page
// (TRACE_RUNS for more: the figures are then medians); it is a diagnostic, and a busy machine shows in it.
// TRACE_OUT=dir keeps each raw trace there (open it in Chrome DevTools' Performance panel).
//
// BASE_URL=http://127.0.0.1:3000 uses a running site; without it the script starts the build on a free port
// (MEASURE_PORT=3951: that port and the next two, see scripts/lib/server.mjs).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { ensureReferenceBuilt, REFERENCE_DIR } from './lib/reference.mjs';
import { measurePorts, siteFromEnvOrBuild, startBuiltSite } from './lib/server.mjs';

const CPU_SLOWDOWN = Number(process.env.TRACE_CPU ?? 4);
const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const SETTLE_MS = Number(process.env.TRACE_SETTLE_MS ?? 5000);
const TRACE_OUT = process.env.TRACE_OUT;

/** A pair page, a family page, the home page and a tool (issue 25). */
const DEFAULT_ROUTES = [
  '/convertir-longitud/pulgadas-a-centimetros',
  '/convertir-longitud',
  '/',
  '/calculadora-de-deuda-e-interes',
];

const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
  '__metadata',
];

// ---------------------------------------------------------------------------------------------------------------
// In the page: long tasks, paint timings, and React's commits through a stand-in for DevTools' hook.

function pageProbe() {
  const state = { longtasks: [], lcp: null, inject: null, commits: [], root: null };
  window.__traceProbe = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longtasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // no LCP timing
  }
  // react-dom looks for this object when it loads (injectInternals) and calls onCommitFiberRoot after every commit.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(internals) {
      state.inject = performance.now();
      this.renderers.set(1, internals);
      return 1;
    },
    onCommitFiberRoot(_id, root) {
      state.commits.push(performance.now());
      state.root ??= root;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
}

function pageReport() {
  const state = window.__traceProbe;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const navigation = performance.getEntriesByType('navigation')[0];
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
    .map((entry) => ({ url: entry.name, start: entry.startTime, transfer: entry.transferSize }));
  // The React tree after the load: how many components and elements hydrated, and Suspense boundaries still
  // dehydrated (waiting for selective hydration).
  let fibers = null;
  if (state.root?.current) {
    fibers = { components: 0, hostElements: 0, suspense: 0, dehydrated: 0 };
    const stack = [state.root.current];
    while (stack.length) {
      const fiber = stack.pop();
      if ([0, 1, 11, 14, 15].includes(fiber.tag)) fibers.components += 1;
      if (fiber.tag === 5) fibers.hostElements += 1;
      if (fiber.tag === 13) {
        fibers.suspense += 1;
        if (fiber.memoizedState?.dehydrated) fibers.dehydrated += 1;
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  }
  return {
    fcp,
    lcp: state.lcp,
    load: navigation?.loadEventEnd ?? null,
    longtasks: state.longtasks,
    inject: state.inject,
    commits: state.commits,
    scripts,
    fibers,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Recording.

async function record(browser, url, label) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
  });
  try {
    await context.addInitScript(pageProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const buffer = await browser.stopTracing();
    const report = await page.evaluate(pageReport);
    if (TRACE_OUT) {
      mkdirSync(TRACE_OUT, { recursive: true });
      writeFileSync(join(TRACE_OUT, `${label.replace(/[^a-z0-9]+/gi, '_') || 'inicio'}.json`), buffer);
    }
    return { trace: JSON.parse(buffer.toString('utf8')), report };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the trace.

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'CompileScript',
  'CompileCode',
  'CacheScript',
  'V8.Execute',
  'v8.run',
  'v8.callFunction',
  'v8.produceCache',
  'v8.deserializeOnBackground',
  'XHRReadyStateChange',
  'XHRLoad',
]);
const KIND_OF = (name) => {
  if (SCRIPT_EVENTS.has(name) || name.startsWith('v8.') || name.startsWith('V8.')) {
    return /GC|gc/.test(name) ? 'gc' : 'script';
  }
  if (/GC|Gc/.test(name)) return 'gc';
  if (['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet', 'ScheduleStyleRecalculation'].includes(name)) {
    return 'style';
  }
  if (name === 'Layout' || name === 'InvalidateLayout') return 'layout';
  if (
    ['Paint', 'PaintImage', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit', 'RasterTask'].includes(
      name,
    )
  ) {
    return 'paint';
  }
  if (name === 'ParseHTML') return 'html';
  return 'other';
};
const COMPILE_EVENTS = new Set(['v8.compile', 'v8.compileModule', 'CompileScript', 'CompileCode']);

const urlOf = (event) => event.args?.data?.url || event.args?.fileName || event.args?.data?.fileName || '';

function analyze(trace, origin, report) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const key = (event) => `${event.pid}:${event.tid}`;
  // The renderer's main thread is the one that evaluates the page's own scripts.
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(key),
  );
  const evaluations = new Map();
  for (const event of events) {
    if (event.name === 'EvaluateScript' && mainThreads.has(key(event)) && urlOf(event).startsWith(origin)) {
      evaluations.set(key(event), (evaluations.get(key(event)) ?? 0) + 1);
    }
  }
  const main = [...evaluations].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error(`No se encontró el hilo principal de ${origin} en la traza.`);
  const onMain = events.filter((event) => key(event) === main);
  const navigationStart =
    onMain
      .filter(
        (event) => event.name === 'navigationStart' && (event.args?.data?.documentLoaderURL ?? '').startsWith(origin),
      )
      .at(-1)?.ts ?? Math.min(...onMain.filter((event) => event.ts > 0).map((event) => event.ts));
  const toTs = (ms) => navigationStart + ms * 1000;

  // Self time of every complete event on the main thread, by kind (nested events are subtracted from their parent).
  const complete = onMain
    .filter((event) => event.ph === 'X' && event.dur > 0 && event.ts >= navigationStart)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byKind = { script: 0, style: 0, layout: 0, paint: 0, html: 0, gc: 0, other: 0 };
  const stack = [];
  const evalIntervals = [];
  const perUrl = new Map();
  const chunkStats = (url) => {
    if (!perUrl.has(url)) perUrl.set(url, { evalMs: 0, compileMs: 0, selfMs: 0, hydrationMs: 0 });
    return perUrl.get(url);
  };
  const closeUntil = (ts) => {
    while (stack.length && stack.at(-1).end <= ts) {
      const done = stack.pop();
      byKind[KIND_OF(done.event.name)] += done.self / 1000;
    }
  };
  for (const event of complete) {
    closeUntil(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= event.dur;
    stack.push({ event, end: event.ts + event.dur, self: event.dur });
    const url = urlOf(event);
    if (event.name === 'EvaluateScript' && url) {
      chunkStats(url).evalMs += event.dur / 1000;
      if (!stack.slice(0, -1).some((open) => open.event.name === 'EvaluateScript')) {
        evalIntervals.push([event.ts, event.ts + event.dur]);
      }
    }
    if (COMPILE_EVENTS.has(event.name) && url) chunkStats(url).compileMs += event.dur / 1000;
  }
  closeUntil(Infinity);

  // V8's sampling profiler: self time per script URL (a native function counts for the script that called it).
  const hydrationStart = report.inject === null ? null : toTs(report.inject);
  const hydrationEnd = report.commits.length ? toTs(report.commits[0]) : null;
  const inEvaluation = (ts) => evalIntervals.some(([start, end]) => ts >= start && ts < end);
  const profiles = new Map();
  for (const event of events) {
    if (event.name === 'Profile') {
      profiles.set(event.id, {
        thread: key(event),
        pid: event.pid,
        start: event.args.data.startTime,
        nodes: new Map(),
        samples: [],
        deltas: [],
      });
    }
  }
  for (const event of events) {
    const profile = event.name === 'ProfileChunk' && profiles.get(event.id);
    if (!profile) continue;
    const data = event.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  const mainPid = Number(main.split(':')[0]);
  const profile =
    [...profiles.values()].find((candidate) => candidate.thread === main) ??
    [...profiles.values()]
      .filter((candidate) => candidate.pid === mainPid)
      .sort((a, b) => b.samples.length - a.samples.length)[0];
  let profiledScriptMs = 0;
  let hydrationScriptMs = 0;
  const perFunction = new Map();
  if (profile) {
    const urlCache = new Map();
    const effectiveUrl = (id) => {
      if (urlCache.has(id)) return urlCache.get(id);
      const node = profile.nodes.get(id);
      let url = node?.callFrame?.url || '';
      if (!url) {
        const name = node?.callFrame?.functionName ?? '';
        url = name.startsWith('(') ? name : node?.parent ? effectiveUrl(node.parent) : '(nativo)';
      }
      urlCache.set(id, url);
      return url;
    };
    const times = [];
    let ts = profile.start;
    for (const delta of profile.deltas) times.push((ts += delta));
    for (let index = 0; index < profile.samples.length - 1; index += 1) {
      const at = times[index];
      if (at < navigationStart) continue;
      const weight = (times[index + 1] - at) / 1000;
      const url = effectiveUrl(profile.samples[index]);
      if (url.startsWith('(')) continue; // (program), (idle), (garbage collector), (root)
      chunkStats(url).selfMs += weight;
      profiledScriptMs += weight;
      const frame = profile.nodes.get(profile.samples[index])?.callFrame ?? {};
      const where = `${frame.functionName || '(anónima)'} ${(frame.url || url).split('/').pop() || url}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}`;
      perFunction.set(where, (perFunction.get(where) ?? 0) + weight);
      if (
        hydrationStart !== null &&
        hydrationEnd !== null &&
        at >= hydrationStart &&
        at < hydrationEnd &&
        !inEvaluation(at)
      ) {
        chunkStats(url).hydrationMs += weight;
        hydrationScriptMs += weight;
      }
    }
  }

  // What the first contentful frame cost (2026-11-28): Chromium parses a document in slices of about 10 ms and paints
  // what the slices have read; everything read before the first paint is styled and laid out in that frame. Its
  // Layout events before FCP say how much of the page that was (objects laid out) and what it took.
  const beforeFcp =
    report.fcp === null
      ? []
      : onMain.filter((event) => event.name === 'Layout' && event.ts >= navigationStart && event.ts < toTs(report.fcp));
  const firstFrame = {
    layouts: beforeFcp.length,
    layoutMs: beforeFcp.reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0),
    objects: Math.max(0, ...beforeFcp.map((event) => event.args?.beginData?.totalObjects ?? 0)),
  };

  const blocking = (tasks) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const afterFcp = report.fcp === null ? report.longtasks : report.longtasks.filter((task) => task.start >= report.fcp);
  return {
    fcp: report.fcp,
    lcp: report.lcp,
    load: report.load,
    mainThreadMs: Object.values(byKind).reduce((a, b) => a + b, 0),
    byKind,
    longTasks: report.longtasks.length,
    longestTaskMs: Math.max(0, ...report.longtasks.map((task) => task.duration)),
    blockingMs: blocking(report.longtasks),
    blockingAfterFcpMs: blocking(afterFcp),
    profiledScriptMs,
    firstFrame,
    hydration:
      hydrationStart !== null && hydrationEnd !== null
        ? { firstCommit: report.commits[0], wallMs: report.commits[0] - report.inject, scriptMs: hydrationScriptMs }
        : null,
    commits: report.commits.length,
    fibers: report.fibers,
    scripts: report.scripts,
    perUrl: Object.fromEntries(perUrl),
    topFunctions: [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, 8),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What the chunks hold: the build's client reference manifests and distinctive strings of the sources.

const walk = (dir, keep) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map((name) => join(dir, String(name)))
        .filter((path) => keep(path) && statSync(path).isFile())
    : [];

/** Module id → module path, from every client reference manifest of a build. */
function clientModuleIds(buildDir) {
  const ids = new Map();
  const pageModules = new Map();
  for (const file of walk(join(buildDir, '.next/server/app'), (path) =>
    path.endsWith('_client-reference-manifest.js'),
  )) {
    const sandbox = { globalThis: {} };
    sandbox.self = sandbox.globalThis;
    try {
      vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
    } catch {
      continue;
    }
    for (const [page, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST ?? {})) {
      const modules = [];
      for (const [path, entry] of Object.entries(manifest.clientModules ?? {})) {
        const clean = path.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '');
        ids.set(String(entry.id), clean);
        modules.push(clean);
      }
      pageModules.set(page, [...new Set(modules)]);
    }
  }
  return { ids, pageModules };
}

/** For each project source file, the string literals and JSX texts no other source file contains. */
function distinctiveStrings() {
  const sources = ['app', 'components', 'lib', 'hooks'].flatMap((dir) =>
    walk(dir, (path) => /\.(tsx?|jsx?)$/.test(path) && !/\.(test|spec)\.|__tests__|\.d\.ts$|\/og\//.test(path)),
  );
  const owners = new Map();
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    const found = new Set();
    for (const match of text.matchAll(/'([^'\\\n]{12,})'|"([^"\\\n]{12,})"|>\s*([^<>{}\n]{16,}?)\s*</g)) {
      const value = (match[1] ?? match[2] ?? match[3]).trim();
      if (value.length < 12 || /^(\.{0,2}\/|@\/|next\/|react|use (client|server)|node:)/.test(value)) continue;
      found.add(value);
    }
    for (const value of found) owners.set(value, owners.has(value) ? null : file);
  }
  const byFile = new Map();
  for (const [value, file] of owners) {
    if (file) byFile.set(file, [...(byFile.get(file) ?? []), value]);
  }
  return byFile;
}

/** Framework code that no client manifest names, recognised by strings it keeps in production. */
const FRAMEWORK_MARKERS = [
  ['runtime de Turbopack', (_text, name) => name.startsWith('turbopack-')],
  ['react-dom', (text) => text.includes('__reactFiber')],
  ['next: router de la app', (text) => text.includes('next-router-state-tree')],
  ['react-server-dom (cliente RSC)', (text) => text.includes('createFromReadableStream')],
  ['next/navigation', (text) => text.includes('ReadonlyURLSearchParams')],
];

/**
 * A chunk's content with its numbers blanked: two builds give the same framework code different module ids and
 * file names, so this is how a site chunk is recognised as the very one the reference loads.
 */
const fingerprint = (text) => createHash('sha256').update(text.replace(/\d+/g, '0')).digest('hex');

function chunkCatalogue(buildDir, strings) {
  const { ids, pageModules } = clientModuleIds(buildDir);
  const cache = new Map();
  return {
    pageModules,
    describe(urlPath) {
      if (cache.has(urlPath)) return cache.get(urlPath);
      const file = join(buildDir, '.next', urlPath.replace(/^\/_next\//, ''));
      let info = { gzipKb: null, modules: [] };
      if (existsSync(file)) {
        const content = readFileSync(file);
        const text = content.toString('utf8');
        const modules = [];
        for (const match of text.matchAll(/(?<=[[,])(\d+),(?:\([\w$,]*\)|[\w$]+)=>/g)) {
          const path = ids.get(match[1]);
          if (path && !modules.includes(path)) modules.push(path);
        }
        for (const [source, values] of strings ?? []) {
          if (modules.includes(source)) continue;
          if (values.some((value) => text.includes(JSON.stringify(value).slice(1, -1)))) modules.push(`≈${source}`);
        }
        const name = urlPath.split('/').pop();
        const markers = FRAMEWORK_MARKERS.filter(([, test]) => test(text, name)).map(([label]) => label);
        info = {
          gzipKb: gzipSync(content).length / 1024,
          modules: [...markers, ...modules],
          fingerprint: fingerprint(text),
        };
      }
      cache.set(urlPath, info);
      return info;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Printing.

const median = (values) => {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)}`);
const kb = (value) => (value === null || value === undefined ? '—' : value.toFixed(1));

/** The medians of several analyses of one page (one analysis when TRACE_RUNS is 1). */
function combine(analyses) {
  const pick = (get) => median(analyses.map(get));
  const urls = [...new Set(analyses.flatMap((analysis) => Object.keys(analysis.perUrl)))];
  return {
    ...analyses[0],
    fcp: pick((a) => a.fcp),
    lcp: pick((a) => a.lcp),
    load: pick((a) => a.load),
    mainThreadMs: pick((a) => a.mainThreadMs),
    byKind: Object.fromEntries(Object.keys(analyses[0].byKind).map((kind) => [kind, pick((a) => a.byKind[kind])])),
    longTasks: pick((a) => a.longTasks),
    longestTaskMs: pick((a) => a.longestTaskMs),
    blockingMs: pick((a) => a.blockingMs),
    blockingAfterFcpMs: pick((a) => a.blockingAfterFcpMs),
    profiledScriptMs: pick((a) => a.profiledScriptMs),
    firstFrame: {
      layouts: pick((a) => a.firstFrame.layouts),
      layoutMs: pick((a) => a.firstFrame.layoutMs),
      objects: pick((a) => a.firstFrame.objects),
    },
    hydration: analyses[0].hydration && {
      firstCommit: pick((a) => a.hydration?.firstCommit),
      wallMs: pick((a) => a.hydration?.wallMs),
      scriptMs: pick((a) => a.hydration?.scriptMs),
    },
    perUrl: Object.fromEntries(
      urls.map((url) => [
        url,
        Object.fromEntries(
          ['evalMs', 'compileMs', 'selfMs', 'hydrationMs'].map((field) => [
            field,
            median(analyses.map((a) => a.perUrl[url]?.[field] ?? 0)),
          ]),
        ),
      ]),
    ),
  };
}

function printPage(label, origin, result, catalogue, referencePrints, clientModules) {
  console.log(`\n── ${label} ${'─'.repeat(Math.max(0, 100 - label.length))}`);
  const hydration = result.hydration
    ? `primer commit de React ${ms(result.hydration.firstCommit)} ms; hidratación (react-dom cargado → primer commit) ` +
      `${ms(result.hydration.wallMs)} ms de reloj, ${ms(result.hydration.scriptMs)} ms de script fuera de la evaluación`
    : 'sin commit de React visto';
  console.log(`FCP ${ms(result.fcp)} ms · LCP ${ms(result.lcp)} ms · load ${ms(result.load)} ms · ${hydration}`);
  console.log(
    `Antes del FCP: ${result.firstFrame.layouts} maquetaciones, ${ms(result.firstFrame.layoutMs)} ms, ` +
      `${result.firstFrame.objects} objetos en la mayor (lo que el analizador ya había leído al pintar)`,
  );
  const kinds = {
    script: 'script',
    style: 'estilo',
    layout: 'maquetación',
    paint: 'pintura',
    html: 'HTML',
    gc: 'GC',
    other: 'otros',
  };
  console.log(
    `Hilo principal ${ms(result.mainThreadMs)} ms: ${Object.entries(kinds)
      .map(([kind, name]) => `${name} ${ms(result.byKind[kind])}`)
      .join(' · ')}`,
  );
  console.log(
    `Tareas largas: ${result.longTasks} (la mayor ${ms(result.longestTaskMs)} ms), bloqueo total ${ms(result.blockingMs)} ms ` +
      `(desde FCP ${ms(result.blockingAfterFcpMs)} ms) · script perfilado ${ms(result.profiledScriptMs)} ms`,
  );
  if (result.fibers) {
    console.log(
      `Árbol de React tras la carga: ${result.fibers.components} componentes, ${result.fibers.hostElements} elementos, ` +
        `${result.fibers.suspense} Suspense (${result.fibers.dehydrated} sin hidratar)`,
    );
  }
  if (clientModules?.length) {
    const own = clientModules.filter((path) => !path.startsWith('node_modules/'));
    console.log(`Componentes de cliente de la página (${own.length} propios): ${own.join(', ')}`);
  }
  const header = ['archivo', 'gzip KB', 'ref', 'pedido', 'eval ms', 'compil.', 'script', 'hidrat.'];
  const widths = [30, 8, 4, 7, 8, 8, 8, 8];
  console.log(header.map((h, i) => (i ? h.padStart(widths[i]) : h.padEnd(widths[i]))).join(' '));
  const startOf = new Map(result.scripts.map((script) => [script.url, script.start]));
  const urls = [...new Set([...startOf.keys(), ...Object.keys(result.perUrl)])].filter((url) => url.startsWith(origin));
  const rows = urls.map((url) => {
    const path = new URL(url).pathname;
    const stats = result.perUrl[url] ?? { evalMs: 0, compileMs: 0, selfMs: 0, hydrationMs: 0 };
    const isChunk = path.startsWith('/_next/static/');
    const name = isChunk ? path.split('/').pop() : '(HTML: scripts en línea)';
    return { name, path, isChunk, stats, start: startOf.get(url) ?? null };
  });
  rows.sort((a, b) => b.stats.selfMs + b.stats.evalMs - (a.stats.selfMs + a.stats.evalMs));
  let total = 0;
  for (const row of rows) {
    const info = row.isChunk ? catalogue.describe(row.path) : { gzipKb: null };
    if (info.gzipKb) total += info.gzipKb;
    const shared = row.isChunk && referencePrints ? (referencePrints.has(info.fingerprint) ? 'sí' : 'no') : '';
    const cells = [
      row.name.slice(0, widths[0]).padEnd(widths[0]),
      kb(info.gzipKb).padStart(widths[1]),
      shared.padStart(widths[2]),
      ms(row.start).padStart(widths[3]),
      ms(row.stats.evalMs).padStart(widths[4]),
      ms(row.stats.compileMs).padStart(widths[5]),
      ms(row.stats.selfMs).padStart(widths[6]),
      ms(row.stats.hydrationMs).padStart(widths[7]),
    ];
    console.log(cells.join(' '));
  }
  console.log(`${'total de los archivos (gzip)'.padEnd(widths[0])} ${kb(total).padStart(widths[1])}`);
  if (result.topFunctions?.length) {
    console.log(
      `Funciones con más tiempo propio: ${result.topFunctions.map(([where, time]) => `${where} ${ms(time)} ms`).join(' · ')}`,
    );
  }
  return { totalGzipKb: total, urls: rows.filter((row) => row.isChunk).map((row) => row.path) };
}

// ---------------------------------------------------------------------------------------------------------------

const requested = process.argv.slice(2);
const routes = requested.length ? requested : DEFAULT_ROUTES;
const ports = measurePorts();
const site = await siteFromEnvOrBuild(ports?.site);
ensureReferenceBuilt();
const reference = await startBuiltSite(REFERENCE_DIR, ports?.reference);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
});
try {
  const pages = [
    {
      label: '(referencia: Next.js mínimo) /',
      origin: reference.baseUrl,
      url: `${reference.baseUrl}/`,
      dir: REFERENCE_DIR,
    },
    ...routes.map((route) => ({ label: route, origin: site.baseUrl, url: `${site.baseUrl}${route}`, dir: '.', route })),
  ];
  for (const page of pages) await fetch(page.url); // the server's first answer for a route is not measured
  console.log(
    `Trazas de Chromium con la CPU ${CPU_SLOWDOWN}× más lenta, pantalla de móvil, perfil nuevo en cada carga; ` +
      `${RUNS === 1 ? 'una carga' : `${RUNS} cargas (medianas)`} por página, ${SETTLE_MS} ms tras el load.`,
  );
  console.log(
    'Columnas: gzip KB del archivo en .next/static; ref: la referencia carga el mismo código (igual salvo los números de módulo); eval: evaluación del ' +
      'archivo con lo que ejecuta dentro (el último archivo arranca los módulos de los demás); compil.: compilación en ' +
      'el hilo principal; pedido: ms desde la navegación; script: tiempo propio de su código (perfilador de V8, desde ' +
      'la navegación); hidrat.: de ese tiempo, el que cae entre la carga de react-dom y el primer commit, fuera de la evaluación.',
  );
  const siteCatalogue = chunkCatalogue('.', distinctiveStrings());
  const referenceCatalogue = chunkCatalogue(REFERENCE_DIR, null);
  const referencePrints = new Set(
    walk(join(REFERENCE_DIR, '.next/static/chunks'), (path) => path.endsWith('.js')).map(
      (path) => referenceCatalogue.describe(`/_next/${relative(join(REFERENCE_DIR, '.next'), path)}`).fingerprint,
    ),
  );
  const summaries = [];
  const seenChunks = new Set();
  for (const page of pages) {
    const analyses = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { trace, report } = await record(browser, page.url, page.label);
      analyses.push(analyze(trace, page.origin, report));
    }
    const result = combine(analyses);
    const isReference = page.dir === REFERENCE_DIR;
    const catalogue = isReference ? referenceCatalogue : siteCatalogue;
    const manifestKey = [...catalogue.pageModules.keys()].find(
      (key) => key === `${page.route === '/' ? '' : page.route}/page`,
    );
    const pairKey = page.route?.split('/').length === 3 ? '/[familia]/[par]/page' : undefined;
    const clientModules = catalogue.pageModules.get(manifestKey ?? pairKey ?? '/page');
    const printed = printPage(
      page.label,
      page.origin,
      result,
      catalogue,
      isReference ? null : referencePrints,
      clientModules,
    );
    if (!isReference) for (const url of printed.urls) seenChunks.add(url);
    summaries.push({ label: page.label, result, totalGzipKb: printed.totalGzipKb });
  }

  console.log(
    '\n── Qué contiene cada archivo del sitio (módulos exactos por el manifiesto de cliente; ≈ por cadenas propias)',
  );
  for (const path of [...seenChunks].sort()) {
    const name = path.split('/').pop();
    const info = siteCatalogue.describe(path);
    if (referencePrints.has(info.fingerprint)) {
      console.log(
        `${name} (${kb(info.gzipKb)} KB): igual que un archivo de la referencia (${info.modules.join(', ') || 'marco'})`,
      );
      continue;
    }
    const framework = info.modules.filter(
      (module) => FRAMEWORK_MARKERS.some(([label]) => label === module) || module.startsWith('node_modules/'),
    );
    const own = info.modules.filter((module) => !framework.includes(module));
    console.log(`${name} (${kb(info.gzipKb)} KB):`);
    if (framework.length)
      console.log(`    marco: ${framework.map((module) => module.replace(/^node_modules\//, '')).join(', ')}`);
    if (own.length) console.log(`    propio: ${own.join(', ')}`);
    if (!info.modules.length) console.log('    (ningún módulo reconocido)');
  }

  console.log('\n── Resumen');
  const header = ['página', 'JS KB', 'hilo ms', 'script', 'tareas', 'bloqueo', 'hidrat.', 'FCP', 'LCP'];
  const widths = [46, 7, 8, 7, 7, 8, 8, 6, 6];
  console.log(header.map((h, i) => (i ? h.padStart(widths[i]) : h.padEnd(widths[i]))).join(' '));
  for (const { label, result, totalGzipKb } of summaries) {
    const cells = [
      label.slice(0, widths[0]).padEnd(widths[0]),
      kb(totalGzipKb),
      ms(result.mainThreadMs),
      ms(result.profiledScriptMs),
      String(result.longTasks),
      ms(result.blockingMs),
      ms(result.hydration?.scriptMs),
      ms(result.fcp),
      ms(result.lcp),
    ];
    console.log(cells.map((cell, i) => (i ? cell.padStart(widths[i]) : cell)).join(' '));
  }
  console.log(
    '\nJS KB: suma gzip de los archivos .js cargados; hilo: trabajo del hilo principal desde la navegación; script: perfilador de V8; ' +
      'tareas: tareas largas (> 50 ms); bloqueo: su exceso sobre 50 ms; hidrat.: script entre la carga de react-dom y el primer commit.',
  );
  if (TRACE_OUT)
    console.log(`Trazas en ${relative('.', TRACE_OUT) || TRACE_OUT}/ (Chrome DevTools › Performance › cargar).`);
} finally {
  await browser.close();
  reference.stop();
  site.stop();
}
