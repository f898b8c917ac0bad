// npm run test:e2e — browser tests against the built site. With BASE_URL set they use that server; without it,
// this starts `next start` on a free local port (after `npm run build`) and stops it afterwards.
import { spawn } from 'node:child_process';
import { siteFromEnvOrBuild } from '../scripts/lib/server.mjs';

let site;
try {
  site = await siteFromEnvOrBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const files = process.argv.length > 2 ? process.argv.slice(2) : ['e2e/tests/'];
const tests = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, BASE_URL: site.baseUrl },
});
const code = await new Promise((resolve) => tests.on('exit', (exitCode) => resolve(exitCode ?? 1)));
site.stop();
process.exit(code);
