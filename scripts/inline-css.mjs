// Issue 36: a page paints from its first response. `next build` writes each page's stylesheets as
// <link rel="stylesheet">, a request that blocks the first paint (about 560 ms of latency on a throttled phone). This
// step, run right after it (npm run build), writes each stylesheet's CSS into every prerendered page once, in a <style>
// where its link was, and keeps the link with `disabled`: a disabled stylesheet link is never fetched, and React,
// which looks stylesheets up by their address when it hydrates and when the client-side router opens another page,
// finds it there and does not load it again. The CSS appears once in the document: the RSC payload names the file and
// never holds its text (Next's own `inlineCss` writes it into the payload as well: two copies under webpack, three
// under Turbopack, measured on 2026-11-27). Pages rendered at request time, if any, keep their links.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const APP = '.next/server/app';
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return full.endsWith('.html') ? [full] : [];
  });
}

const cssText = new Map();
function cssOf(href) {
  if (!cssText.has(href)) {
    const text = readFileSync(join('.next', href.replace(/^\/_next\//, '')), 'utf8');
    // A stylesheet that points elsewhere by a relative address would point elsewhere from the page: none does today.
    if (/url\(\s*['"]?(?![a-z]+:|\/|#)/i.test(text)) throw new Error(`${href} uses a relative url(): cannot inline it`);
    // The text of a <style> ends at the first '</style': CSS never needs one, and is refused if it has it.
    if (/<\/style/i.test(text)) throw new Error(`${href} contains '</style'`);
    cssText.set(href, text.trim());
  }
  return cssText.get(href);
}

let pages = 0;
let before = 0;
let after = 0;
for (const file of htmlFiles(APP)) {
  const html = readFileSync(file, 'utf8');
  const inlined = html.replace(
    STYLESHEET,
    (_, href, precedence) =>
      `<style data-inlined="${href}">${cssOf(href)}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`,
  );
  if (inlined === html) continue;
  writeFileSync(file, inlined);
  pages += 1;
  before += gzipSync(html).length;
  after += gzipSync(inlined).length;
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
// Run twice on one build, the second run finds every link disabled already and has nothing to write.
console.log(
  pages === 0
    ? 'CSS: ninguna página enlaza ya una hoja de estilos (¿ya estaba escrito?).'
    : `CSS escrito en ${pages} páginas (${cssText.size} hojas de estilo): HTML ${kb(before / pages)} → ${kb(after / pages)} KB gzip de media.`,
);
