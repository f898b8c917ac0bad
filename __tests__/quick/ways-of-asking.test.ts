/**
 * @jest-environment node
 */
/**
 * Issue 21: every way of asking (__tests__/support/ways-of-asking.ts) crossed with every family and every unit of the
 * catalogue: a consistency check of the parser and the engine against the catalogue's own rules (see
 * generated-questions.ts; the rules are checked against the definitions by __tests__/units). Then the hand-written
 * cases, whose expected lines are worked out by hand from the definitions.
 */
import { families } from '@/__tests__/support/families';
import { expected, generatedRows } from '@/__tests__/support/generated-questions';
import { COOKING_CASES, HARD_CASES, NUMBER_SYSTEM_CASES, PLAIN_REFUSALS } from '@/__tests__/support/ways-of-asking';
import { parseQuery, type QuickResult } from '@/lib/quick/answer-query';
import { buildUnitIndex, QUICK_FAMILIES } from '@/lib/quick/unit-index';
import { crossesDensity } from '@/lib/units/ingredients';
import type { Family } from '@/lib/units/types';

const index = buildUnitIndex();
const ROWS = generatedRows();

/**
 * D8: the family's decimals, at least 4 significant digits, at most 15; through an ingredient's density, the source's
 * 3 significant digits (D33).
 */
function closeEnough(actual: number, wanted: number, decimals: number, weighed: boolean): boolean {
  const relative = weighed ? 5e-3 : 5e-4;
  const tolerance = Math.max(0.5 * 10 ** -decimals, Math.abs(wanted) * relative) * (1 + 1e-9) + 1e-12;
  return Math.abs(actual - wanted) <= tolerance;
}

type Answer = Extract<QuickResult, { kind: 'answer' }>;

describe('every way of asking, for every family and unit (generated)', () => {
  it('has at least 2000 questions and reaches every family', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(ROWS.map((row) => row.family))).toEqual(
      new Set(QUICK_FAMILIES.filter((module) => !module.units.money).map((module) => module.key)),
    );
  });

  it.each(ROWS.map((row) => [row.query, row] as const))('«%s»', (_query, row) => {
    const result = parseQuery(row.query, index);
    expect({ query: row.query, kind: result.kind }).toEqual({ query: row.query, kind: 'answer' });
    const answer = result as Answer;
    expect({ family: answer.family, from: answer.from, to: answer.to }).toEqual({
      family: row.family,
      from: row.from,
      to: row.to,
    });
    expect(answer.value).toBeCloseTo(row.value, 12);
    const family = families[row.family] as Family;
    const wanted = expected(row);
    const weighed = crossesDensity(row.from, row.to, family);
    const close = closeEnough(Number(answer.copyText), wanted, family.decimals, weighed);
    expect({ copied: answer.copyText, wanted, close }).toEqual({
      copied: answer.copyText,
      wanted,
      close: true,
    });
  });
});

describe('the hard cases, worked by hand', () => {
  it.each(HARD_CASES)('«%s»', (query, family, from, to, line) => {
    expect(parseQuery(query, index)).toMatchObject({ kind: 'answer', family, from, to, line });
  });

  it('says how it read a misspelt name', () => {
    expect(parseQuery('5 kilometos a millas', index)).toMatchObject({ understood: 'Entendí: kilómetros' });
    expect(parseQuery('3 libars a kg', index)).toMatchObject({ understood: 'Entendí: libras' });
    expect(parseQuery('10 centimentros a pulgadas', index)).toMatchObject({ understood: 'Entendí: centímetros' });
  });

  it('says it answers 1 where no number was typed', () => {
    expect(parseQuery('pies a metros', index)).toMatchObject({ value: 1, understood: 'Sin cantidad: para 1 pie' });
  });

  it('answers a height in centimetres in feet and inches too, as its pair page does', () => {
    // 175 / 2.54 = 68.8976 in = 5 ft 8.8976 in
    expect(parseQuery('175 cm a pies', index)).toMatchObject({ also: '5 ft 8.9 in' });
    // 180 / 2.54 = 70.8661 in = 5 ft 10.8661 in
    expect(parseQuery('¿cuántos pies son 180 cm?', index)).toMatchObject({ also: '5 ft 10.9 in' });
    expect(parseQuery('5 pies a metros', index)).not.toHaveProperty('also');
  });

  it('carries a part that rounds to a whole unit', () => {
    // 1.8288 m = 6 ft exactly; 1.8287 m = 71.9961 in = 5 ft 11.996 in → 6 ft
    expect(parseQuery('1,8287 m en pies y pulgadas', index)).toMatchObject({ line: '1.8287 m → 6 ft' });
  });

  it('does not add temperatures', () => {
    expect(parseQuery('5 °C + 3 °F a kelvin', index)).toMatchObject({ kind: 'error' });
  });

  it.each(COOKING_CASES)('«%s» in the kitchen (D29)', (query, from, to, line, ingredient) => {
    const result = parseQuery(query, index);
    expect(result).toMatchObject({ kind: 'answer', family: 'medidas-de-cocina', from, to, line });
    const answer = result as Answer;
    if (!ingredient) {
      expect(answer.note).toBeUndefined();
      return;
    }
    expect(new URL(answer.href, 'https://example.org').searchParams.get('ingrediente')).toBe(ingredient);
    // Water where no ingredient is named: said so; an ingredient named, water too, with its source.
    const unnamedWater = ingredient === 'agua' && !query.includes('agua');
    expect(answer.note).toMatch(unnamedWater ? /^Para agua; elige el ingrediente\.$/ : /^Aproximado, para .*USDA/);
  });

  it('offers lard beside «manteca» read as butter, and nothing beside «manteca de cerdo» (D35)', () => {
    expect(parseQuery('1 taza de manteca a gramos', index)).toMatchObject({
      alternatives: [{ label: '¿Manteca de cerdo?', query: '1 taza de manteca de cerdo a gramos' }],
    });
    expect(parseQuery('200 g de manteca a tazas', index)).toMatchObject({
      alternatives: expect.arrayContaining([
        { label: '¿Manteca de cerdo?', query: '200 g de manteca de cerdo a tazas' },
      ]),
    });
    expect(parseQuery('1 taza de manteca de cerdo a gramos', index)).toMatchObject({ alternatives: [] });
  });

  it('says which ingredient it does not know', () => {
    expect(parseQuery('1 taza de cemento a gramos', index)).toMatchObject({
      kind: 'error',
      message: 'No conozco el ingrediente «cemento».',
    });
  });

  it.each(NUMBER_SYSTEM_CASES)('«%s» in another base', (query, from, to, line) => {
    expect(parseQuery(query, index)).toMatchObject({ kind: 'answer', family: 'numeros', from, to, line });
  });

  it('asks which base a number is in where it cannot tell', () => {
    expect(parseQuery('17 a decimal', index)).toMatchObject({ kind: 'error', message: expect.stringMatching(/base/) });
  });

  it.each(PLAIN_REFUSALS)('«%s» says plainly why not', (query, message) => {
    expect(parseQuery(query, index)).toMatchObject({
      kind: 'error',
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
  });

  it('offers the nearest names it knows for a unit it does not', () => {
    // Two edits from 'centímetros': not read as it, but offered.
    const result = parseQuery('12 pulgadas a centrimetos', index);
    expect(result).toMatchObject({ kind: 'error' });
    const suggestions = result.kind === 'error' ? (result.suggestions ?? []) : [];
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      expect(parseQuery(suggestion.query, index).kind).not.toBe('none');
    }
  });

  // Its time is measured by `npm run bench:quick`, not asserted here (issue 35).
  it('answers a 10 000-character question with a message', () => {
    const result = parseQuery(`5 pies a metros ${'x'.repeat(10_000)}`, index);
    expect(result.kind).toBe('error');
  });
});
