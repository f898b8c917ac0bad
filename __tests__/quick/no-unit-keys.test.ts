/**
 * @jest-environment node
 */
/**
 * Issue 20, STYLE rules 7 and 13: what a unit means is declared on the unit (lib/families/<key>/units.ts); the quick
 * conversion's code reads it from there and names no unit itself. A unit key typed in lib/quick/*.ts, as a string
 * or as a property name ('galones_us: [...]'), is a second list that goes stale when the catalogue changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { families } from '@/__tests__/support/families';

const UNIT_KEYS = new Set(Object.values(families).flatMap((family) => Object.keys(family.units)));

/**
 * The unit keys a source names: a string (or a template's text) that is a key, or that holds one joined by '_'
 * ('volumen galones_us'), and a property name that is a key. Words of a sentence stay words: the hint «5 pies a
 * metros» quotes a question, it does not pick a unit.
 */
function unitKeysIn(fileName: string, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const words = node.text.split(/[^\p{L}\p{N}_]+/u).filter((word) => word.includes('_'));
      for (const word of new Set([node.text, ...words])) if (UNIT_KEYS.has(word)) found.push(word);
    } else if (ts.isIdentifier(node) && UNIT_KEYS.has(node.text)) {
      const { parent } = node;
      const named =
        (ts.isPropertyAssignment(parent) || ts.isPropertyAccessExpression(parent) || ts.isBindingElement(parent)) &&
        parent.name === node;
      if (named || ts.isShorthandPropertyAssignment(parent)) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true));
  return found;
}

describe('the quick conversion names no unit (issue 20)', () => {
  const dir = join(process.cwd(), 'lib/quick');
  const sources = readdirSync(dir).filter((name) => /\.tsx?$/.test(name));

  it('reads its sources', () => {
    expect(sources).toEqual(expect.arrayContaining(['parse-query.ts', 'unit-index.ts', 'expand-index.ts']));
  });

  it.each(sources)('lib/quick/%s types no unit key', (name) => {
    expect(unitKeysIn(name, readFileSync(join(dir, name), 'utf8'))).toEqual([]);
  });

  it('would see one', () => {
    const typed = `
      const ALSO_MEANS = { volumen: { galones_us: ['galones_uk'] } };
      const GENERIC = new Set(['galon', 'tonelada']);
      const shortTon = index.families.peso?.units.toneladas_cortas;
      const ref = \`volumen onzas_liquidas\`;
    `;
    expect(unitKeysIn('typed.ts', typed).sort()).toEqual(
      ['galones_uk', 'galones_us', 'onzas_liquidas', 'tonelada', 'toneladas_cortas'].sort(),
    );
  });
});
