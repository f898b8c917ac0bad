// Issue 36: the part of a stylesheet a page needs for its first paint. A page's sheets hold the rules of every CSS
// module its route imports (56 modules on a family page, 482 rules), and its markup uses about a fifth of them; the
// rest style what the page shows only after a visitor acts (results, errors, open panels). The rules kept are those
// that can match the server's markup: a rule is dropped only when every one of its selectors names a class that no
// element of the page carries. Kept rules stay in their order, so the cascade among them is the sheet's own; the
// whole sheet follows later in the document and, being last, restores the full cascade when it arrives.
//
// CommonJS so that both the build step (an ES module) and jest (ts-jest compiles tests to CommonJS) can load it.
'use strict';

/** Splits CSS into its top-level blocks ("selector{…}" or "@media …{…}"), skipping strings and comments. */
function splitBlocks(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      if (end < 0) throw new Error(`unclosed string at ${i}`);
      i = end;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      if (end < 0) throw new Error(`unclosed comment at ${i}`);
      i = end + 1;
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth < 0) throw new Error(`unbalanced '}' at ${i}`);
      if (depth === 0) {
        blocks.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  if (depth !== 0) throw new Error('unbalanced braces');
  const rest = css.slice(start).trim();
  // A trailing statement without a block (an @import, an @charset) would need its own treatment: none exists today.
  if (rest) throw new Error(`text outside any block: ${rest.slice(0, 40)}`);
  return blocks.map((block) => block.trim()).filter(Boolean);
}

/** Splits a selector list at its top-level commas (not those inside :is(), :where(), :not() or attribute values). */
function splitSelectors(list) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim());
}

/**
 * The classes a selector needs on some element of the page. Classes inside a functional pseudo-class are not
 * required: :not(.x) matches where .x is absent, and :is(.a, .b) needs only one of them.
 */
function requiredClasses(selector) {
  let outside = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0) outside += c;
  }
  return [...outside.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
}

/** Whether a rule's selector list can match the page: one of its selectors needs only classes the page carries. */
function canMatch(selectorList, classes) {
  return splitSelectors(selectorList).some((selector) => requiredClasses(selector).every((name) => classes.has(name)));
}

/** The blocks of `css` that can match a page whose elements carry `classes`, in the sheet's order. */
function criticalCss(css, classes) {
  const kept = [];
  for (const block of splitBlocks(css)) {
    const open = block.indexOf('{');
    const prelude = block.slice(0, open).trim();
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = criticalCss(block.slice(open + 1, -1), classes);
      if (inner) kept.push(`${prelude}{${inner}}`);
    } else if (prelude.startsWith('@')) {
      // @font-face, @keyframes, @property, @layer…: kept whole, they match no element by themselves.
      kept.push(block);
    } else if (canMatch(prelude, classes)) {
      kept.push(block);
    }
  }
  return kept.join('');
}

/** The classes the elements of an HTML document carry (its class attributes; scripts and styles hold none). */
function classesInMarkup(html) {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<style\b[\s\S]*?<\/style>/g, '');
  const classes = new Set();
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

module.exports = { splitBlocks, criticalCss, classesInMarkup };
