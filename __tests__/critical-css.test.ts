/**
 * Issue 36: the rules a page keeps in its head for the first paint (scripts/lib/critical-css.js, used by
 * scripts/inline-css.mjs after `next build`). Each expectation is read off the CSS by hand.
 */
import { classesInMarkup, criticalCss, splitBlocks } from '@/scripts/lib/critical-css.js';

const page = new Set(['card', 'title', 'row']);

describe('criticalCss', () => {
  it('keeps rules for classes the page carries and drops the others, in the sheet order', () => {
    const css = '.card{padding:1rem}.result{color:red}.title{font-weight:700}';
    expect(criticalCss(css, page)).toBe('.card{padding:1rem}.title{font-weight:700}');
  });

  it('keeps rules that name no class: the root, elements, attributes', () => {
    const css = ':root{--brand:#0f766e}body{margin:0}[hidden]{display:none!important}.gone{top:0}';
    expect(criticalCss(css, page)).toBe(':root{--brand:#0f766e}body{margin:0}[hidden]{display:none!important}');
  });

  it('needs every class of a compound or descendant selector, but one selector of a list is enough', () => {
    expect(criticalCss('.card .result{color:red}', page)).toBe('');
    expect(criticalCss('.card.result{color:red}', page)).toBe('');
    expect(criticalCss('.card .title{color:red}', page)).toBe('.card .title{color:red}');
    expect(criticalCss('.result,.row>td{color:red}', page)).toBe('.result,.row>td{color:red}');
  });

  it('does not require classes inside :not(), :is() or an attribute value', () => {
    expect(criticalCss('.card:not(.result){color:red}', page)).toBe('.card:not(.result){color:red}');
    expect(criticalCss(':is(html .card[data-x=a],.result){color:red}', page)).toBe(
      ':is(html .card[data-x=a],.result){color:red}',
    );
    expect(criticalCss('[data-kind=".result"]{color:red}', page)).toBe('[data-kind=".result"]{color:red}');
  });

  it('filters inside @media and drops a query left empty; keeps other at-rules whole', () => {
    const css =
      '@media (min-width:48rem){.card{padding:2rem}.result{color:red}}@media (prefers-color-scheme:dark){.result{color:pink}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}';
    expect(criticalCss(css, page)).toBe(
      '@media (min-width:48rem){.card{padding:2rem}}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('reads braces inside strings and comments as text', () => {
    expect(splitBlocks('.a:before{content:"}{"}/* } */.b{top:0}')).toEqual([
      '.a:before{content:"}{"}',
      '/* } */.b{top:0}',
    ]);
    expect(criticalCss('.title:before{content:"{"}.result{top:0}', page)).toBe('.title:before{content:"{"}');
  });

  it('refuses CSS it cannot split rather than drop part of it', () => {
    expect(() => splitBlocks('.a{top:0')).toThrow('unbalanced braces');
    expect(() => splitBlocks('.a{top:0}}')).toThrow("unbalanced '}'");
    expect(() => splitBlocks('.a{top:0}@import url(x.css);')).toThrow('text outside any block');
  });
});

describe('classesInMarkup', () => {
  it('reads class attributes and ignores what scripts and styles contain', () => {
    const html =
      '<html><head><style>.x{top:0}</style></head><body><div class="card  row"><p class="title">a</p></div>' +
      '<script>self.push("class=\\"result\\"")</script></body></html>';
    expect([...classesInMarkup(html)].sort()).toEqual(['card', 'row', 'title']);
  });
});
