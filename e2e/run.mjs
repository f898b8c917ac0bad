// npm run test:e2e — browser tests against the built site. With BASE_URL set they use that server; without it,
// this starts `next start` on a free local port (after `npm run build`) and stops it afterwards.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 60_000) {
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

let server;
let baseUrl = process.env.BASE_URL;
if (!baseUrl) {
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No hay build: ejecuta `npm run build` antes de `npm run test:e2e` (o define BASE_URL).');
    process.exit(1);
  }
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn('node_modules/.bin/next', ['start', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  await waitFor(baseUrl);
}

const tests = spawn(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-reporter=spec', ...process.argv.slice(2).concat(process.argv.length > 2 ? [] : ['e2e/tests/'])],
  { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } },
);
const code = await new Promise((resolve) => tests.on('exit', (exitCode) => resolve(exitCode ?? 1)));
if (server) process.kill(-server.pid, 'SIGTERM');
process.exit(code);
