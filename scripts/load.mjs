// npm run load — a short, bounded load test with autocannon against the built site on 127.0.0.1: a converter
// page, the home page and an Open Graph image. Prints requests per second, p99 latency and errors.
// BASE_URL=http://127.0.0.1:3000 uses a running site; without it the script starts the build on a free port.
import autocannon from 'autocannon';
import { siteFromEnvOrBuild } from './lib/server.mjs';

const DURATION_S = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const TARGETS = ['/convertir-longitud', '/', '/convertir-longitud/opengraph-image'];

const site = await siteFromEnvOrBuild();
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(site.baseUrl)) {
  console.error('La prueba de carga solo se dirige a este equipo (127.0.0.1).');
  process.exit(1);
}
try {
  console.log(`autocannon: ${CONNECTIONS} conexiones, ${DURATION_S} s por ruta, contra ${site.baseUrl}\n`);
  console.log(
    `${'ruta'.padEnd(40)} ${'pet/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errores'.padStart(8)} ${'no 2xx'.padStart(7)}`,
  );
  let failures = 0;
  for (const path of TARGETS) {
    const result = await autocannon({ url: `${site.baseUrl}${path}`, connections: CONNECTIONS, duration: DURATION_S });
    const errors = result.errors + result.timeouts;
    failures += errors + result.non2xx;
    console.log(
      `${path.padEnd(40)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(errors).padStart(8)} ${String(result.non2xx).padStart(7)}`,
    );
  }
  console.log(failures === 0 ? '\n0 errores.' : `\n${failures} respuestas con error.`);
  process.exitCode = failures === 0 ? 0 : 1;
} finally {
  site.stop();
}
