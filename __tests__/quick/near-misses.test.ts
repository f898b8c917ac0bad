/**
 * @jest-environment node
 */
/**
 * Issue 35, D38: a spelling close to a unit that is not that unit (another prefix, another case, a letter doubled or
 * off in a short symbol) is never answered with a number: the box refuses or asks which unit was meant. The list is
 * generated from the catalogue (__tests__/support/near-misses.ts), plus the issue's own, by hand.
 */
import { nearMisses } from '@/__tests__/support/near-misses';
import { parseQuery } from '@/lib/quick/answer-query';
import { buildUnitIndex } from '@/lib/quick/unit-index';

const index = buildUnitIndex();
const ROWS = nearMisses();

describe('near misses (issue 35)', () => {
  it('has at least 200 of them, of every kind', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ROWS.map((row) => row.kind))).toEqual(
      new Set(['prefijo', 'mayúsculas', 'minúsculas', 'letra doble', 'una letra', 'a mano']),
    );
  });

  it.each(ROWS.map((row) => [row.query, row] as const))('«%s» gives no number', (_query, row) => {
    const result = parseQuery(row.query, index);
    expect({ query: row.query, kind: result.kind }).toEqual({ query: row.query, kind: 'error' });
  });
});

describe('what the box says instead (issue 35, D38)', () => {
  const ask = (query: string) => {
    const result = parseQuery(query, index);
    if (result.kind !== 'error') throw new Error(`«${query}»: ${JSON.stringify(result)}`);
    return result;
  };
  const labels = (query: string) => (ask(query).suggestions ?? []).map((suggestion) => suggestion.label);

  it('asks which scale was meant, never converting a unit into itself', () => {
    expect(ask('4 µm/s2 a m/s2').message).toBe('No conozco la unidad «µm/s2». ¿Querías decir…?');
    expect(labels('4 µm/s2 a m/s2')).toEqual(
      expect.arrayContaining(['¿Metros por segundo al cuadrado?', '¿Milímetros por segundo al cuadrado?']),
    );
    expect(labels('3 kgf·mm a N·m')).toContain('¿Kilogramos-fuerza metro?');
    expect(labels('3 kN·cm a N·m')).toContain('¿Kilonewtons metro?');
  });

  it('asks where two units of the family are one edit away', () => {
    expect(ask('3 graos a onzas').message).toBe('No conozco la unidad «graos». ¿Querías decir…?');
    expect(labels('3 graos a onzas')).toEqual(expect.arrayContaining(['¿Gramos?', '¿Granos?']));
  });

  it('still corrects a name one letter wrong, and says so', () => {
    // 5 km = 5000 / 1609.344 mi = 3.10686 mi, 4 decimals
    expect(parseQuery('5 kilometos a millas', index)).toMatchObject({
      kind: 'answer',
      line: '5 km → 3.1069 mi',
      understood: 'Entendí: kilómetros',
    });
  });

  it('reads a name with capitals in its exact case', () => {
    expect(ask('2 mHz a Hz').message).toBe(
      'No conozco la unidad «mHz» escrita así (las mayúsculas cambian la unidad). ¿Querías decir…?',
    );
    expect(ask('2 mHz a Hz').suggestions).toEqual([{ label: '¿Megahercios?', query: '2 megahercios a Hz' }]);
    expect(labels('2 MPa·s a Pa·s')).toEqual(['¿Milipascales segundo?']);
    expect(labels('1 Pb a GB')).toEqual(['¿Pebibytes?']);
    // 3 MHz = 3 × 10⁶ Hz, grouped with U+202F (D8)
    expect(parseQuery('3 Mhz a Hz', index)).toMatchObject({ kind: 'answer', line: '3 MHz → 3\u202f000\u202f000 Hz' });
  });

  it('reads a name in small letters the common way, with the other units of those letters offered', () => {
    // 3 MHz = 3 000 000 Hz; no millihertz to offer
    expect(parseQuery('3 mhz a hz', index)).toMatchObject({ kind: 'answer', line: '3 MHz → 3\u202f000\u202f000 Hz' });
    // 5 KB = 5 × 1024 B = 5120 B; the kilobit (Kb) and the decimal kilobyte (kB) one click away
    const kb = parseQuery('5 kb a b', index);
    expect(kb).toMatchObject({ kind: 'answer', line: '5 KB → 5120 B' });
    expect(kb.kind === 'answer' && kb.alternatives.map((alternative) => alternative.label)).toEqual(
      expect.arrayContaining(['¿Kilobits?', '¿Kilobytes decimales?']),
    );
    // Neither the megawatt nor the milliwatt is the common 'mw': asked.
    expect(labels('1 mw a w')).toEqual(expect.arrayContaining(['¿Megavatios?', '¿Milivatios?']));
  });

  it('reads a name all in capitals the common way, and says how', () => {
    // 3 mm = 3 / 25.4 in = 0.11811 in, 4 decimals
    expect(parseQuery('CUÁNTO ES 3 MM EN PULGADAS', index)).toMatchObject({
      kind: 'answer',
      line: '3 mm → 0.1181 in',
      understood: 'Entendí: milímetros',
    });
  });
});
