// Issue 36: a page paints from its first response. `next build` writes each page's stylesheets as
// <link rel="stylesheet"> in its head, a request that blocks the first paint (about 560 ms of latency on a throttled
// phone). This step, run right after it (npm run build), rewrites every prerendered page:
// - in the head, where each link was, a <style> with the rules of that sheet that can match the page's own markup
//   (scripts/lib/critical-css.js): a family page carries about 11 KB of its 43 KB of CSS, so its head is parsed and
//   painted sooner;
// - the links themselves move to the end of the body, in their order. A stylesheet after all the content blocks no
//   paint of it; it brings the rules for what the page shows only once a visitor acts, and, coming last, the whole
//   cascade in its own order. React, which looks stylesheets up by their address anywhere in the document when it
//   hydrates and when the client-side router opens another page, finds them there and does not load them again.
// No CSS text is written twice into the document (Next's own `inlineCss` writes each sheet whole into the RSC payload
// as well: two copies under webpack, three under Turbopack, measured on 2026-11-27). Pages rendered at request time,
// if any, keep their links in the head.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const { classesInMarkup, criticalCss } = createRequire(import.meta.url)('./lib/critical-css.js');

const APP = '.next/server/app';
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="[^"]+"\/>/g;

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
let cssBefore = 0;
let cssAfter = 0;
for (const file of htmlFiles(APP)) {
  const html = readFileSync(file, 'utf8');
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < 0) continue;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET)];
  // Run twice on one build, the second run finds no link in any head and has nothing to write.
  if (links.length === 0) continue;
  const classes = classesInMarkup(html);
  const newHead = head.replace(STYLESHEET, (_, href) => {
    const css = cssOf(href);
    const critical = criticalCss(css, classes);
    cssBefore += css.length;
    cssAfter += critical.length;
    return `<style data-critical="${href}">${critical}</style>`;
  });
  const rewritten = newHead + html.slice(headEnd, bodyEnd) + links.map(([link]) => link).join('') + html.slice(bodyEnd);
  writeFileSync(file, rewritten);
  pages += 1;
  before += gzipSync(html).length;
  after += gzipSync(rewritten).length;
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  pages === 0
    ? 'CSS: ninguna página enlaza ya una hoja de estilos en su cabecera (¿ya estaba escrito?).'
    : `CSS de la primera pintura escrito en ${pages} páginas (${cssText.size} hojas de estilo): ` +
        `${kb(cssAfter / pages)} de ${kb(cssBefore / pages)} KB por página; HTML ${kb(before / pages)} → ${kb(after / pages)} KB gzip de media.`,
);
