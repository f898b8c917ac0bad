/**
 * Issue 36: the browser reads a question in two steps — the units first (the parser chunk), the other questions
 * (calculators, number bases, time zones) only when the units settle nothing. These check the two promises of that
 * split: a question about units is answered without the other readers (the first answer downloads none of them),
 * and a question of another kind is not answered wrongly by the units while those readers are missing.
 */
import { FAMILY_ROWS, NUMBER_SYSTEM_ROWS } from '@/__tests__/support/quick-queries';
import { parseQuery } from '@/lib/quick/answer-query';
import { readQuery } from '@/lib/quick/parse-query';
import { buildUnitIndex } from '@/lib/quick/unit-index';

const index = buildUnitIndex();

describe('a question about units needs none of the other readers', () => {
  const rows = Object.values(FAMILY_ROWS).flat();
  it('covers the table of every family', () => expect(rows.length).toBeGreaterThan(300));
  it.each(rows.map((row) => [row[0], row[1]] as const))('%s', (query, family) => {
    const first = readQuery(query, index);
    expect(first).toEqual(parseQuery(query, index));
    expect(first).toMatchObject({ kind: 'answer', family });
  });
});

// Worked by hand: each of these is answered by another reader, so without it the units must only ask for it.
const OTHER_KINDS = [
  '15:00 de Madrid a México',
  'qué hora es en Lima si en Madrid son las 9',
  'las tres y media de Bogotá en Buenos Aires',
  // 'pm' is also the picometre's symbol; 'cdmx' is no unit, so the units settle nothing and the time reader answers
  '3 pm cdmx a madrid',
  '125 en letras',
  '1990 en números romanos',
  'MCMXC en números',
  '5:30 min/km a km/h',
  '0x1F',
  ...NUMBER_SYSTEM_ROWS.map((row) => row[0]),
];

describe('a question of another kind waits for its reader', () => {
  it.each(OTHER_KINDS)('%s', (query) => {
    expect(readQuery(query, index)).toEqual({ kind: 'needs-other' });
    expect(parseQuery(query, index).kind).not.toBe('needs-other');
  });
});
