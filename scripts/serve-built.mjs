// node scripts/serve-built.mjs [port] — serves this project's build on 127.0.0.1 (default port 3000). The one way the
// built site is started: Playwright's webServer runs this command, and scripts/lib/server.mjs spawns it for the
// measuring scripts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const port = process.argv[2] ?? process.env.PORT ?? '3000';
const dir = process.argv[3] ?? '.';

if (!existsSync(join(dir, '.next/BUILD_ID'))) {
  console.error(`No hay build en ${dir}: ejecuta \`npm run build\` antes (o define BASE_URL).`);
  process.exit(1);
}

const next = spawn(join(process.cwd(), 'node_modules/.bin/next'), ['start', dir, '-H', '127.0.0.1', '-p', port], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
// Stopping this process stops the server with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));
next.on('exit', (code) => process.exit(code ?? 0));
