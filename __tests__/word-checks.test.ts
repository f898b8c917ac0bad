/**
 * Issue 32: the checker that reads the built pages as an editor would, shown failing on a page made to contain each
 * class of defect, and passing the same page mended.
 */
import { checkPage, nestedParentheses, pageTexts } from '@/__tests__/support/word-checks';

const page = (body: string) =>
  `<html><head><title>Tazas a gramos | Conviértelo</title><meta name="description" content="Convierte."/></head><body>${body}</body></html>`;

const rules = (html: string) => checkPage(pageTexts(html)).map((finding) => finding.rule);

describe('the word checker', () => {
  it('passes a page written right', () => {
    const html = page(
      '<h1>Convertir tazas a gramos</h1><p><strong>1 taza = 236.5882365 mililitros</strong> exactos</p>' +
        '<p>0.5 tazas exactas; 1 lux exacto; 24 horas exactas.</p>' +
        '<section class="x_prose"><p>La taza mide 236.5882365 mL.</p></section>' +
        '<a href="/convertir-longitud">Convertidor de longitud</a>: todas las unidades',
    );
    expect(checkPage(pageTexts(html))).toEqual([]);
  });

  it.each([
    ['nested-parentheses', '<h1>Tazas a gramos (tazas (EE. UU.) a g)</h1>'],
    ['two-colons', '<a href="/x">Convertidor de cocina: tazas: todas las unidades</a>'],
    ['exact-and-approximate', '<p>1 taza de azúcar ≈ 200 gramos (exacto).</p>'],
    ['agreement', '<p>0.5 tazas estadounidenses exactos.</p>'],
    ['agreement', '<p>1 lux exactos.</p>'],
    ['prose-digits', '<section class="a_prose"><p>Un pie-libra son 1.3558179483314 julios.</p></section>'],
  ])('finds %s', (rule, body) => {
    expect(rules(page(body))).toContain(rule);
  });

  it('reads nesting, not two parentheses side by side', () => {
    expect(nestedParentheses('(a) y (b)')).toBe(false);
    expect(nestedParentheses('(a (b) c)')).toBe(true);
    // a formula's and a function's parentheses are notation
    expect(nestedParentheses('P × r / (1 − (1 + r)^−n)')).toBe(false);
    expect(nestedParentheses('SENO(RADIANES(30))')).toBe(false);
  });
});
