/**
 * D36, issue 33: the quick box reads questions for the numbers-in-words and Roman-numeral pages, and answers them
 * with those pages' own functions. Expected words from the RAE's rules, worked by hand.
 */
import { parseQuery } from '@/lib/quick/answer-query';
import { answerToolQuestion } from '@/lib/quick/tool-answers';
import { toolQuestion } from '@/lib/quick/tool-questions';
import { buildUnitIndex } from '@/lib/quick/unit-index';

const index = buildUnitIndex();

/** What the box shows: the parser's reading, then the tools' answer (as hooks/use-quick-answer.ts does). */
function ask(query: string) {
  const parsed = parseQuery(query, index);
  return parsed.kind === 'needs-tool' ? answerToolQuestion(parsed.question) : parsed;
}

describe('which page a question asks', () => {
  it.each([
    ['1234 en letras', { tool: 'letras', subject: '1234' }],
    ['1234 EN LETRA', { tool: 'letras', subject: '1234' }],
    ['cómo se escribe 1001', { tool: 'letras', subject: '1001' }],
    ['1500.50 pesos con letra', { tool: 'letras', subject: '1500.50', currency: 'pesos' }],
    ['21,50 euros en letras', { tool: 'letras', subject: '21,50', currency: 'euros' }],
    ['mil doscientos en número', { tool: 'cifras', subject: 'mil doscientos' }],
    ['dos millones en cifras', { tool: 'cifras', subject: 'dos millones' }],
    ['XIV en números', { tool: 'romanos', subject: 'XIV' }],
    ['mcmxcix a numero', { tool: 'romanos', subject: 'mcmxcix' }],
    ['siglo xxi en números', { tool: 'romanos', subject: 'siglo xxi' }],
    ['2026 en romano', { tool: 'romanos', subject: '2026' }],
    ['2026 en números romanos', { tool: 'romanos', subject: '2026' }],
  ] as const)('%s', (query, expected) => {
    expect(toolQuestion(query)).toEqual(expected);
  });

  it.each(['5 pies a metros', '100 mg/dl a mmol/l', 'ff en decimal', '1234 en números', 'letras'])(
    'leaves %s to the other readings',
    (query) => {
      expect(toolQuestion(query)).toBeUndefined();
    },
  );
});

describe('the answers (RAE, Ortografía 2010)', () => {
  it.each([
    // 1000 + 200 + 30 + 4
    ['1234 en letras', '1234 → mil doscientos treinta y cuatro', 'mil doscientos treinta y cuatro'],
    // 'un' before 'mil', 21 in one word with its accent
    ['21000 en letras', '21000 → veintiún mil', 'veintiún mil'],
    ['100 en letras', '100 → cien', 'cien'],
    ['101 en letras', '101 → ciento uno', 'ciento uno'],
    // cheque: pesos in capitals, centavos over 100, M.N.
    ['1500.50 pesos con letra', '1500.50 pesos → MIL QUINIENTOS PESOS 50/100 M.N.', 'MIL QUINIENTOS PESOS 50/100 M.N.'],
    [
      '1500.50 euros en letras',
      '1500.50 euros → mil quinientos euros con cincuenta céntimos',
      'mil quinientos euros con cincuenta céntimos',
    ],
    ['mil doscientos en número', 'mil doscientos → 1200', '1200'],
    // grouped in threes with a narrow no-break space (D8); copied without it
    ['dos millones en cifras', 'dos millones → 2\u202f000\u202f000', '2000000'],
    // X + (V − I) = 14
    ['XIV en números', 'XIV → 14', '14'],
    // M + (M − C) + (C − X) + (X − I) = 1999
    ['MCMXCIX en números', 'MCMXCIX → 1999', '1999'],
    // MM + XX + V + I = 2026
    ['2026 en romano', '2026 → MMXXVI', 'MMXXVI'],
  ])('%s', (query, line, copy) => {
    const answer = ask(query);
    expect(answer).toMatchObject({
      kind: 'answer',
      line: line.replace('2 000 000', '2\u202f000\u202f000'),
      copyText: copy,
    });
  });

  it('reads a century and says which years it spans', () => {
    const answer = ask('siglo xxi en números');
    expect(answer).toMatchObject({ kind: 'answer', copyText: '21' });
  });

  it('answers a numeral not in the standard form with its sum and says the standard form (never silently)', () => {
    const answer = ask('IIII en números');
    expect(answer).toMatchObject({ kind: 'answer', copyText: '4' });
    expect(answer.kind === 'answer' && answer.note).toMatch(/IV/);
  });

  it('refuses plainly what has no answer', () => {
    expect(ask('0 en romano')).toMatchObject({ kind: 'error' });
    expect(ask('-5 en romano')).toMatchObject({ kind: 'error' });
    expect(ask('12x4 en letras')).toMatchObject({ kind: 'error' });
    expect(ask('mil patatas en número')).toMatchObject({ kind: 'error' });
    expect(ask('1500.505 pesos con letra')).toMatchObject({ kind: 'error' });
  });

  it('links each answer to its page, opened on the question', () => {
    expect(ask('1234 en letras')).toMatchObject({ href: '/convertir-numeros-a-letras?numero=1234' });
    expect(ask('XIV en números')).toMatchObject({ href: '/convertir-numeros-romanos?valor=XIV' });
  });
});
