/**
 * @jest-environment node
 */
/**
 * D27, issue 14: the quick conversion's table of questions. Every family of lib/units/index.ts and the number systems,
 * every number form, every connector, spellings from the alias lists, ambiguous units and numbers, questions that must
 * fail and hostile input.
 *
 * Each expected result line was worked out from the definitions in lib/units/*.ts, apart from the engine and the
 * formatter: the arithmetic is in the comment above its row (a factor is the unit's factor to its family's base unit,
 * the result exact to 15 digits), and the line is written as D8 says: the family's decimals, half away from zero on
 * the decimal value, trailing zeros dropped, at least 4 significant digits below 1 and at most 15, integers of five or
 * more digits grouped with U+202F, scientific form below 10⁻⁶ and from 10¹⁵; the given value as typed (formatGiven),
 * symbols as D23 writes them ('1 taco', '45°').
 * None of them is the parser's output pasted back.
 */
import { families } from '@/__tests__/support/families';
import {
  ALONE_ROWS,
  CONNECTOR_ROWS,
  DECIDED_ROWS,
  FAMILY_ROWS,
  HOSTILE_ROWS,
  NONE_ROWS,
  NO_NUMBER_ROWS,
  NUMBER_FORM_ROWS,
  NUMBER_SYSTEM_ROWS,
  ONE_WAY_ROWS,
  Row,
  SPELLING_ROWS,
  TWO_FAMILIES_ROWS,
  TWO_WAYS_ROWS,
  UNDECIDED_ROWS,
} from '@/__tests__/support/quick-queries';
import { familyByKey } from '@/lib/families';
import { pairsOf } from '@/lib/pairs';
import { parseQuery, type QuickResult } from '@/lib/quick/answer-query';
import { buildUnitIndex } from '@/lib/quick/unit-index';
import { converterRoutes } from '@/lib/routes';

const index = buildUnitIndex();

type Answer = Extract<QuickResult, { kind: 'answer' }>;

function near(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= 1e-12 * Math.max(1, Math.abs(expected));
}

/** The pair's page where the site has one (D26), else the family page opened on the pair and value (D9). */
function expectHref(result: Answer): void {
  const { family, from, to, value, href } = result;
  const url = new URL(href, 'https://example.org');
  // A page of one ingredient (D29) is not the page of a question that does not name it.
  const pair = pairsOf(familyByKey(family)).find((p) => p.spec.from === from && p.spec.to === to);
  const valor = url.searchParams.get('valor');
  if (pair) {
    expect(url.pathname).toBe(pair.path);
  } else {
    const route = converterRoutes().find((candidate) => candidate.module?.key === family);
    expect({ href, path: url.pathname }).toEqual({ href, path: route?.path });
    expect({ href, de: url.searchParams.get('de'), a: url.searchParams.get('a') }).toEqual({ href, de: from, a: to });
    expect({ href, valor: valor !== null }).toEqual({ href, valor: true });
  }
  if (valor !== null && family !== 'numeros')
    expect({ href, valor: near(Number(valor), value) }).toEqual({ href, valor: true });
}

function answerTo(query: string): Answer {
  const result = parseQuery(query, index);
  if (result.kind !== 'answer') throw new Error(`«${query}» no se contesta: ${JSON.stringify(result)}`);
  return result;
}

function expectAnswer([query, family, from, to, value, line]: Row): Answer {
  const result = parseQuery(query, index);
  expect(result).toMatchObject({ kind: 'answer', family, from, to, line });
  const answer = answerTo(query);
  expect({ query, value: answer.value, near: near(answer.value, value) }).toEqual({
    query,
    value: answer.value,
    near: true,
  });
  expectHref(answer);
  return answer;
}

const someAlternative = (answer: Answer, pattern: RegExp) =>
  answer.alternatives.some((alternative) => pattern.test(alternative.label) || pattern.test(alternative.query));

describe('quick conversion, every family (D27)', () => {
  describe.each(Object.entries(FAMILY_ROWS))('%s', (_family, rows) => {
    it.each(rows)('%s', (...row) => {
      expectAnswer(row);
    });
  });

  it('covers every family of the registry and the number systems', () => {
    const covered = new Set([
      ...Object.values(FAMILY_ROWS)
        .flat()
        .map((row) => row[1]),
      'numeros',
    ]);
    expect([...Object.keys(families), 'numeros'].filter((key) => !covered.has(key))).toEqual([]);
    for (const [family, rows] of Object.entries(FAMILY_ROWS)) {
      expect({ family, rows: rows.every((row) => row[1] === family) }).toEqual({ family, rows: true });
    }
    expect(NUMBER_SYSTEM_ROWS.length).toBeGreaterThan(0);
  });
});

describe('quick conversion, number forms', () => {
  it.each(NUMBER_FORM_ROWS)('%s', (...row) => {
    expectAnswer(row);
  });
});

describe('quick conversion, connectors', () => {
  it.each(CONNECTOR_ROWS)('%s', (...row) => {
    expectAnswer(row);
  });
});

describe('quick conversion, spellings', () => {
  it.each(SPELLING_ROWS)('%s', (...row) => {
    expectAnswer(row);
  });
});

describe('quick conversion, data symbols by their case (D7)', () => {
  // A lower-case b is a bit and an upper-case B a byte, for every prefix (binary, 1024-based); the SI's kB is the
  // decimal kilobyte. Factors in bits: Tbit 1024⁴, GB 8 × 1024³, MB 8 × 1024², Gbit 1024³, kbit 1024, KB 8 × 1024,
  // kB 8 × 1000, B 8.
  it.each<Row>([
    // 1 × 1024⁴ ÷ (8 × 1024³) = 128
    ['1 Tb a GB', 'datos-digitales', 'terabits', 'gigabytes', 1, '1 Tbit → 128 GB'],
    // 1 × 8 × 1024⁴ ÷ 1024⁴ = 8
    ['1 TB a Tb', 'datos-digitales', 'terabytes', 'terabits', 1, '1 TB → 8 Tbit'],
    // 1 × 8000 ÷ 8 = 1000
    ['1 kB a B', 'datos-digitales', 'kilobytes_decimales', 'bytes', 1, '1 kB (decimal) → 1000 B'],
    // 1 × 8192 ÷ 8 = 1024
    ['1 KB a B', 'datos-digitales', 'kilobytes', 'bytes', 1, '1 KB → 1024 B'],
    // 1 × 8192 ÷ 8000 = 1.024
    ['1 KB a kB', 'datos-digitales', 'kilobytes', 'kilobytes_decimales', 1, '1 KB → 1.024 kB (decimal)'],
    // 8 × 1024 ÷ 8 = 1024
    ['8 Kb a B', 'datos-digitales', 'kilobits', 'bytes', 8, '8 kbit → 1024 B'],
    // 2 × 1024³ ÷ (8 × 1024²) = 256
    ['2 Gb a MB', 'datos-digitales', 'gigabits', 'megabytes', 2, '2 Gbit → 256 MB'],
  ])('%s', (...row) => {
    expectAnswer(row);
  });
});

describe('quick conversion, number systems', () => {
  it.each(NUMBER_SYSTEM_ROWS)('%s', (query, from, to, value, line) => {
    expect(parseQuery(query, index)).toMatchObject({ kind: 'answer', family: 'numeros', from, to, value, line });
    const answer = answerTo(query);
    const url = new URL(answer.href, 'https://example.org');
    expect(url.pathname).toBe('/convertir-numeros');
    expect({ de: url.searchParams.get('de'), a: url.searchParams.get('a') }).toEqual({ de: from, a: to });
    expect(url.searchParams.get('valor')?.toUpperCase()).toBe(line.split(' ')[0]);
  });
});

describe('quick conversion, ambiguity', () => {
  it.each(DECIDED_ROWS)('%s: the other unit decides', (...row) => {
    expectAnswer(row);
  });

  it.each(UNDECIDED_ROWS)('%s: the common reading, and the other one offered', (...row) => {
    const [query, family, from, to, value, line, alternative] = row;
    const answer = expectAnswer([query, family, from, to, value, line]);
    expect({ query, alternatives: answer.alternatives, offered: someAlternative(answer, alternative) }).toEqual({
      query,
      alternatives: answer.alternatives,
      offered: true,
    });
  });

  it('reads a lone "oz" as mass and offers the fluid ounce', () => {
    // Nothing to decide between the ounce of mass and the fluid ounce: the common reading (peso) answers, if the
    // parser answers a unit with no target at all; whatever it does, it never picks the fluid ounce silently.
    const result = parseQuery('3 oz', index);
    expect(result.kind).not.toBe('error');
    if (result.kind === 'answer') {
      expect(result).toMatchObject({ family: 'peso', from: 'onzas', value: 3 });
      expect(someAlternative(result, /l[ií]quid/i)).toBe(true);
    }
  });

  it.each(TWO_WAYS_ROWS)('%s: read as D9 reads it, and the other reading offered', (...row) => {
    const [query, family, from, to, value, line, understood, alternativeQuery] = row;
    const answer = expectAnswer([query, family, from, to, value, line]);
    expect(answer.understood).toEqual(typeof understood === 'string' ? understood : expect.stringMatching(understood));
    expect(answer.alternatives).toEqual(expect.arrayContaining([expect.objectContaining({ query: alternativeQuery })]));
  });

  it('offers no neighbour for a symbol written with its capitals, nor the other side’s own unit', () => {
    // 'MB/s' with its capitals is the megabyte per second only (D7 revised); 'mb/s' may be the megabit, but beside
    // 'mbps' (megabits) that reading would convert megabits to megabits.
    expect(answerTo('100 Mbps a MB/s').alternatives).toEqual([]);
    expect(answerTo('100 mbps a mb/s').alternatives).toEqual([]);
    // Alone on its side, lower-case 'mb/s' still offers the megabit: 5 Mbit/s = 0.625 MB/s… read the other way.
    expect(answerTo('5 mb/s a kb/s').alternatives).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: '¿Megabits por segundo?' })]),
    );
  });

  it.each(ONE_WAY_ROWS)('%s: one reading only', (...row) => {
    const answer = expectAnswer(row);
    expect(answer.understood).toBeUndefined();
  });
});

describe('a quantity alone, answered in the unit of its first pair page (as the best converters do)', () => {
  it.each(ALONE_ROWS)('%s', (...row) => {
    const answer = expectAnswer(row);
    // The pair's own page, opened on the value typed.
    expect(answer.href).toBe(`${index.pairs[`${row[1]} ${row[2]} ${row[3]}`]}?valor=${row[4]}`);
  });

  it('offers the other family’s unit of the same name, and its other number, each as a question alone', () => {
    expect(answerTo('3 oz').alternatives).toEqual([{ label: '¿Onzas líquidas?', query: '3 onzas líquidas' }]);
    expect(answerTo('1.500 pies').alternatives).toEqual([{ label: '¿1500 pies?', query: '1500 pies' }]);
  });

  it('without a number, or with an ingredient and no unit to weigh it in, is still no answer', () => {
    expect(parseQuery('metros', index)).toEqual({ kind: 'none' });
    expect(parseQuery('2 tazas de harina', index).kind).not.toBe('answer');
    expect(parseQuery('5 pies a', index).kind).not.toBe('answer');
  });
});

describe('quick conversion, failures', () => {
  it.each(TWO_FAMILIES_ROWS)('%s: two families, a message and no number', (query, message) => {
    const result = parseQuery(query, index);
    expect(result).toMatchObject({
      kind: 'error',
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
    if (result.kind === 'error') expect(result.message).not.toMatch(/\d/);
  });

  it.each(NONE_ROWS)('«%s» is no conversion', (query) => {
    expect(parseQuery(query, index)).toEqual({ kind: 'none' });
  });

  it.each(NO_NUMBER_ROWS)('«%s» gives no number', (query) => {
    const result = parseQuery(query, index);
    expect(['none', 'error']).toContain(result.kind);
  });
});

describe('quick conversion, hostile input', () => {
  beforeAll(() => {
    // The first call compiles the parser's code; the limit is for answering, not for the JIT.
    parseQuery('5 pies a metros', index);
  });

  // How long they take is measured by `npm run bench:quick` (a timed assertion fails under load, issue 35).
  it.each(HOSTILE_ROWS)('%s: answered as text, never thrown', (_what, input) => {
    let result: QuickResult | undefined;
    let thrown: unknown;
    try {
      result = parseQuery(input, index);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeUndefined();
    expect(['none', 'error']).toContain(result?.kind);
    if (result?.kind === 'error') {
      expect(result.message).not.toMatch(/<\s*(script|img|svg)/i);
      expect(result.message.length).toBeLessThan(500);
    }
  });

  it('leaves the prototype of plain objects alone', () => {
    parseQuery('5 __proto__ a constructor', index);
    parseQuery('${constructor} a __proto__.polluted', index);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the table', () => {
  it('holds at least 300 queries', () => {
    const rows =
      Object.values(FAMILY_ROWS).flat().length +
      NUMBER_FORM_ROWS.length +
      CONNECTOR_ROWS.length +
      SPELLING_ROWS.length +
      NUMBER_SYSTEM_ROWS.length +
      DECIDED_ROWS.length +
      UNDECIDED_ROWS.length +
      TWO_WAYS_ROWS.length +
      ONE_WAY_ROWS.length +
      TWO_FAMILIES_ROWS.length +
      NONE_ROWS.length +
      NO_NUMBER_ROWS.length +
      HOSTILE_ROWS.length;
    expect(rows).toBeGreaterThanOrEqual(300);
  });
});
