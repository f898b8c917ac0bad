// Starting and stopping a built Next.js site on a free loopback port, for the measuring scripts (npm run perf,
// load). The browser tests start it through Playwright's webServer, with the same command. Only 127.0.0.1 is used.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`El servidor no respondió en ${url}`);
}

/**
 * MEASURE_PORT=3951 makes the measuring scripts use that port and the next two (the site, the reference page, the
 * browser's debugging port) instead of free ones chosen by the system; without it, undefined.
 */
export function measurePorts() {
  const first = Number(process.env.MEASURE_PORT);
  if (!process.env.MEASURE_PORT || !Number.isInteger(first)) return undefined;
  return { site: first, reference: first + 1, browser: first + 2 };
}

/**
 * The build in `dir` (default: this project) served by scripts/serve-built.mjs on `port` (default: a free one);
 * returns its address and a stop function.
 */
export async function startBuiltSite(dir = '.', port = undefined) {
  if (!existsSync(join(dir, '.next/BUILD_ID'))) {
    throw new Error(`No hay build en ${dir}: ejecuta \`npm run build\` antes (o define BASE_URL).`);
  }
  port ??= await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/serve-built.mjs', String(port), dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitFor(baseUrl);
  return { baseUrl, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/** The site at BASE_URL when it is set (left running), else this project's build started here. */
export async function siteFromEnvOrBuild(port = undefined) {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL.replace(/\/+$/, ''), stop() {} };
  return startBuiltSite('.', port);
}
