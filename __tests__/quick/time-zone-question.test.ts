/**
 * @jest-environment node
 */
/**
 * D27, D30: the quick box answers a time in one city asked for in another, for today. Expected lines worked out by
 * hand: on 25 November 2026 Madrid is UTC+1, Ciudad de México UTC−6, Bogotá and Lima UTC−5, Buenos Aires UTC−3,
 * Nueva York UTC−5 (EST), Tokio UTC+9; on 15 July 2026 Madrid is UTC+2 and Nueva York UTC−4 (both on summer time).
 */
import { parseQuery } from '@/lib/quick/answer-query';
import { timeZoneQuestion } from '@/lib/quick/time-zone-question';
import { buildUnitIndex } from '@/lib/quick/unit-index';
import { TIME_ZONE_KEY, TIME_ZONE_PATH } from '@/lib/tools/time-zones';

const NOVEMBER = Date.parse('2026-11-25T12:00:00Z');
const JULY = Date.parse('2026-07-15T12:00:00Z');
const MINUS = '\u2212';

const answer = (text: string, now = NOVEMBER) => {
  const result = timeZoneQuestion(text, now);
  if (result?.kind !== 'answer') throw new Error(`no answer for ${text}`);
  return result;
};

describe('timeZoneQuestion', () => {
  it.each([
    ['15:00 de Madrid a México', '15:00 Madrid → 08:00 Ciudad de México', '08:00'],
    ['3 pm hora de Bogotá en Buenos Aires', '15:00 Bogotá → 17:00 Buenos Aires', '17:00'],
    ['qué hora es en Lima si en Madrid son las 9', '09:00 Madrid → 03:00 Lima', '03:00'],
    ['¿Qué hora es en Lima si en Madrid son las 9?', '09:00 Madrid → 03:00 Lima', '03:00'],
    ['9:30 en Madrid a Nueva York', '09:30 Madrid → 03:30 Nueva York', '03:30'],
    ['las 8 de la tarde de Ciudad de México a Madrid', `20:00 Ciudad de México → 03:00 +1 día Madrid`, '03:00'],
    // A country of one zone is its capital's: 22:00 Lima = 03:00 UTC the next day = 12:00 Tokio (issue 35; Spain,
    // which has two zones, is read in __tests__/quick/spoken-and-bare.test.ts, with the Canaries offered).
    ['22:00 de Perú a Tokio', '22:00 Lima → 12:00 +1 día Tokio', '12:00'],
    ['18:30 Madrid a Santiago', '18:30 Madrid → 14:30 (horario de verano) Santiago', '14:30'],
    ['12 a. m. de Madrid a Lima', `00:00 Madrid → 18:00 ${MINUS}1 día Lima`, '18:00'],
  ])('reads «%s»', (text, line, copyText) => {
    const result = answer(text);
    expect(result.line).toBe(line);
    expect(result.copyText).toBe(copyText);
    expect(result.family).toBe(TIME_ZONE_KEY);
    expect(result.alternatives).toEqual([]);
  });

  it('links the converter opened on the question, for today', () => {
    const result = answer('15:00 de Madrid a México');
    expect(result.href).toBe(`${TIME_ZONE_PATH}?hora=15%3A00&fecha=2026-11-25&de=madrid&a=ciudad-de-mexico`);
    expect(result.understood).toBe('Para hoy, miércoles, 25 de noviembre de 2026, en Madrid.');
    expect(result.from).toBe('madrid');
    expect(result.to).toBe('ciudad-de-mexico');
  });

  it('marks summer time in July', () => {
    expect(answer('9:30 en Madrid a Nueva York', JULY).line).toBe(
      '09:30 (horario de verano) Madrid → 03:30 (horario de verano) Nueva York',
    );
  });

  it.each([
    '5 pies a metros',
    '15:00 de Marte a Lima',
    '10 de octubre',
    '25 h de Madrid a Lima',
    '13 pm de Madrid a Lima',
    'Madrid a Lima',
  ])('leaves «%s» to the others', (text) => {
    expect(timeZoneQuestion(text, NOVEMBER)).toBeUndefined();
  });
});

describe('parseQuery', () => {
  const index = buildUnitIndex();

  afterEach(() => jest.useRealTimers());

  it('answers a time zone question before reading units', () => {
    jest.useFakeTimers({ now: NOVEMBER });
    const result = parseQuery('¿15:00 de Madrid a México?', index);
    expect(result).toMatchObject({
      kind: 'answer',
      family: TIME_ZONE_KEY,
      line: '15:00 Madrid → 08:00 Ciudad de México',
    });
  });

  it('still converts units', () => {
    expect(parseQuery('5 pies a metros', index)).toMatchObject({ kind: 'answer', line: '5 ft → 1.524 m' });
  });
});

describe('a long text', () => {
  // How fast it is left is measured by `npm run bench:quick` (issue 35).
  it('is no time question', () => {
    const text = `15:00 de Madrid ${'a '.repeat(5000)}Lima`;
    expect(timeZoneQuestion(text, NOVEMBER)).toBeUndefined();
  });
});
