// npm run size — gzipped first-load JavaScript of every route, from the build's own bundle statistics
// (.next/diagnostics/route-bundle-stats.json), and how much of it is the route's own beyond the chunks that
// every route shares (the framework). Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATS = '.next/diagnostics/route-bundle-stats.json';
let stats;
try {
  stats = JSON.parse(readFileSync(STATS, 'utf8'));
} catch {
  console.error(`No se encontró ${STATS}: ejecuta \`npm run build\` antes.`);
  process.exit(1);
}

const gzipped = new Map();
const gzipSize = (path) => {
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipped.get(path);
};

const pages = stats.filter((entry) => !/opengraph-image|icon|_not-found|sitemap|robots|manifest/.test(entry.route));
const shared = pages
  .map((entry) => new Set(entry.firstLoadChunkPaths))
  .reduce((common, chunks) => new Set([...common].filter((path) => chunks.has(path))));
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

console.log(
  `Compartido por todas las rutas (framework y diseño): ${kb([...shared].reduce((sum, p) => sum + gzipSize(p), 0))} KB gzip\n`,
);
console.log('ruta'.padEnd(52), 'total KB', ' propio KB');
const rows = pages
  .map((entry) => {
    const total = entry.firstLoadChunkPaths.reduce((sum, path) => sum + gzipSize(path), 0);
    const own = entry.firstLoadChunkPaths
      .filter((path) => !shared.has(path))
      .reduce((sum, path) => sum + gzipSize(path), 0);
    return { route: entry.route, total, own };
  })
  .sort((a, b) => a.route.localeCompare(b.route));
for (const row of rows) console.log(row.route.padEnd(52), kb(row.total), ' ', kb(row.own));
const worst = rows.reduce((a, b) => (b.own > a.own ? b : a));
console.log(
  `\nMayor código propio: ${worst.route} con ${kb(worst.own).trim()} KB gzip (presupuesto de los conversores: 10 KB).`,
);
// D26: a pair page ships no more JavaScript than its family's page (the same converter, nothing more). Issue 36: the
// families whose converter has parts of its own serve their pairs from a route of their own, measured against theirs.
for (const [pairRoute, familyRoute] of [
  ['/[familia]/[par]', '/convertir-longitud'],
  ['/convertir-medidas-de-cocina/[par]', '/convertir-medidas-de-cocina'],
  ['/convertir-pixeles/[par]', '/convertir-pixeles'],
]) {
  const pair = rows.find((row) => row.route === pairRoute);
  const family = rows.find((row) => row.route === familyRoute);
  if (!pair || !family) continue;
  const verdict = pair.total <= family.total ? 'no más que' : 'MÁS que';
  console.log(
    `Páginas de par ${pairRoute}: ${kb(pair.total).trim()} KB gzip en total, ${verdict} ${familyRoute} (${kb(family.total).trim()} KB).`,
  );
}

// D27, issue 36: the quick conversion loads on first use its parser chunk and the first names
// (/unidades-primeras.json), then the engine of the one family a question names (/unidades/<familia>.json); every name
// (/unidades.json) only where the first ones may answer otherwise, the later readers only where the units settle
// nothing, and cooking's engine (its ingredients) only for a question about cooking, as the issue asks.
const chunkDir = '.next/static/chunks';
const chunksSaying = (text) =>
  readdirSync(chunkDir, { recursive: true })
    .map((name) => join(chunkDir, String(name)))
    .filter((path) => path.endsWith('.js') && readFileSync(path, 'utf8').includes(text));
// The bundler may copy the parser into one chunk per place that imports it (the home page's box, the header's
// panel); a visitor downloads one of them, so one copy is counted: the largest.
const largestOf = (paths) => paths.reduce((largest, path) => Math.max(largest, gzipSize(path)), 0);
const parserBytes = largestOf(chunksSaying('La pregunta es demasiado larga'));
// The later readers (lib/quick/later-readers.ts), found by a word of the time zones' reader among them.
const laterBytes = largestOf(chunksSaying('huso horario'));
// The cooking readers (lib/quick/cooking-readers.ts), found by a sentence of their own.
const cookingCodeBytes = largestOf(chunksSaying('elige el ingrediente'));
const bodyBytes = (file) => (existsSync(file) ? gzipSize(file) : 0);
const firstNamesBytes = bodyBytes('.next/server/app/unidades-primeras.json.body');
const namesBytes = bodyBytes('.next/server/app/unidades.json.body');
const familyDir = '.next/server/app/unidades';
const familyFiles = existsSync(familyDir)
  ? readdirSync(familyDir)
      .filter((name) => name.endsWith('.json.body'))
      .map((name) => ({ name: name.replace(/\.body$/, ''), bytes: gzipSize(join(familyDir, name)) }))
  : [];
const COOKING = 'medidas-de-cocina.json';
const largest = familyFiles
  .filter((file) => file.name !== COOKING)
  .reduce((a, b) => (b.bytes > a.bytes ? b : a), { name: '—', bytes: 0 });
const cooking = familyFiles.find((file) => file.name === COOKING)?.bytes ?? 0;
const allFamilies = familyFiles.reduce((sum, file) => sum + file.bytes, 0);
const home = rows.find((row) => row.route === '/');
if (home) {
  // Issue 36: the first answer to a question about units is the parser, the first names and one family (budget 20
  // KB); the home page's own code is shown beside it, as it is downloaded with the page, not with the question.
  const total = parserBytes + firstNamesBytes + largest.bytes;
  const verdict = total <= 20 * 1024 ? 'dentro' : 'FUERA';
  console.log(
    `\nConversión rápida, cargada al primer uso (gzip):\n` +
      `  código propio de la portada ${kb(home.own).trim()} KB\n` +
      `  analizador                  ${kb(parserBytes).trim()} KB\n` +
      `  primeros nombres            ${kb(firstNamesBytes).trim()} KB (/unidades-primeras.json)\n` +
      `  motor de una familia        ${kb(largest.bytes).trim()} KB como mucho (/unidades/${largest.name})\n` +
      `  primera respuesta (analizador, primeros nombres y una familia): ${kb(total).trim()} KB, ${verdict} del presupuesto de 20 KB\n` +
      `  solo cuando hacen falta:\n` +
      `    todos los nombres         ${kb(namesBytes).trim()} KB (/unidades.json), si los primeros pueden no bastar\n` +
      `    cocina (ingredientes)     ${kb(cooking + cookingCodeBytes).trim()} KB (/unidades/${COOKING} y su código), para una pregunta de cocina\n` +
      `    lectores posteriores      ${kb(laterBytes).trim()} KB (calculadoras, bases, zonas horarias, erratas), si las unidades no resuelven\n` +
      `  las ${familyFiles.length} familias juntas suman ${kb(allFamilies).trim()} KB; cada una llega cuando una pregunta la nombra.`,
  );
}
