import type { SizeTable } from '@/lib/content/types';
import { anillosSizes, ukLetter } from '@/lib/families/anillos/sizes';
import { pieHormaSizes } from '@/lib/families/pie-horma/sizes';

function describeTableShape(name: string, table: SizeTable, rowCount: number): void {
  describe(`${name} shape`, () => {
    it(`has ${rowCount} rows, each with one cell per column`, () => {
      expect(table.rows).toHaveLength(rowCount);
      for (const row of table.rows) expect(row.cells).toHaveLength(table.columns.length);
    });

    it('lists rows in increasing base value, so the nearest row can be found (D15)', () => {
      const bases = table.rows.map((row) => row.base);
      expect([...bases].sort((a, b) => a - b)).toEqual(bases);
      expect(new Set(bases).size).toBe(bases.length);
    });
  });
}

const rowAt = (table: SizeTable, base: number) => table.rows.find((row) => Math.abs(row.base - base) < 1e-9);

const nearestRow = (table: SizeTable, value: number) =>
  table.rows.reduce((best, row) => (Math.abs(row.base - value) < Math.abs(best.base - value) ? row : best));

describeTableShape('pieHormaSizes', pieHormaSizes, 19);
describeTableShape('anillosSizes', anillosSizes, 21);

describe('pieHormaSizes', () => {
  // Worked by hand with last = foot + 16.9333 mm, EU = 1.5 × last (cm), UK = 3 × last (in) − 25,
  // US men = UK + 1, US women = UK + 2, each rounded to the nearest half size; México = the foot in cm (Mexinol:
  // «el número de zapato está basado en centímetros de longitud del pie»); Brasil = EU − 2 (Superinteressante: in
  // France «os sapatos … são sempre dois números menores que os nossos»).
  it.each([
    // last 236.933 mm: EU 1.5 × 23.6933 = 35.54; UK 3 × 9.3281 − 25 = 2.98; México 22; Brasil 35.5 − 2
    [220, ['220', '35.5', '4', '5', '3', '22', '33.5']],
    // last 266.933 mm: EU 40.04; UK 3 × 10.5092 − 25 = 6.53; México 25; Brasil 40 − 2
    [250, ['250', '40', '7.5', '8.5', '6.5', '25', '38']],
    // last 286.933 mm: EU 43.04; UK 3 × 11.2966 − 25 = 8.89; México 27; Brasil 43 − 2
    [270, ['270', '43', '10', '11', '9', '27', '41']],
    // last 326.933 mm: EU 49.04; UK 3 × 12.8714 − 25 = 13.61; México 31; Brasil 49 − 2
    [310, ['310', '49', '14.5', '15.5', '13.5', '31', '47']],
  ] as const)('foot %p mm → %p', (foot, cells) => {
    expect(rowAt(pieHormaSizes, foot)?.cells).toEqual(cells);
  });

  it('gives México (cm) and Brasil beside the earlier columns, which keep their places', () => {
    expect(pieHormaSizes.columns).toEqual([
      'Largo del pie (mm)',
      'Europa',
      'EE. UU. hombre',
      'EE. UU. mujer',
      'Reino Unido',
      'México (cm)',
      'Brasil',
    ]);
  });

  it('writes México as the foot in cm at every row, half centimetres included (225 mm → 22.5)', () => {
    for (const row of pieHormaSizes.rows) expect(row.cells[5]).toBe(String(row.base / 10));
    expect(rowAt(pieHormaSizes, 225)?.cells[5]).toBe('22.5');
  });

  it('writes Brasil two numbers below Europa at every row (Capricho: «35 no Brasil, seu número francês será 37»)', () => {
    for (const row of pieHormaSizes.rows) expect(Number(row.cells[6])).toBe(Number(row.cells[1]) - 2);
    // foot 230 mm: last 246.933 mm, EU 1.5 × 24.6933 = 37.04 → 37, Brasil 35
    const row230 = rowAt(pieHormaSizes, 230)?.cells;
    expect([row230?.[1], row230?.[6]]).toEqual(['37', '35']);
  });

  it('starts with the foot length column, in the family base unit (mm)', () => {
    expect(pieHormaSizes.columns[0]).toBe('Largo del pie (mm)');
    expect(pieHormaSizes.rows[0]?.base).toBe(220);
    expect(pieHormaSizes.rows.at(-1)?.base).toBe(310);
  });
});

describe('anillosSizes', () => {
  // Worked by hand with d = 11.63 + 0.8128 × US, C = π × d, ES = C − 40, FR = C, UK index = (C − 37.8) / 1.25.
  it.each([
    // d 14.0684, C 44.197: UK index 5.12 → F
    [14.0684, ['14.07', '4', '3', 'F', '44']],
    // d 17.3196, C 54.410: UK index 13.29 → N½
    [17.3196, ['17.32', '14', '7', 'N½', '54']],
    // d 19.758, C 62.072: UK index 19.42 → T½
    [19.758, ['19.76', '22', '10', 'T½', '62']],
    // d 22.1964, C 69.732: UK index 25.55 → Z½
    [22.1964, ['22.2', '30', '13', 'Z½', '70']],
  ] as const)('diameter %p mm → %p', (diameter, cells) => {
    expect(rowAt(anillosSizes, diameter)?.cells).toEqual(cells);
  });

  it('highlights US 6.5 for the default 17 mm (16.91 mm is nearer than 17.32 mm)', () => {
    expect(nearestRow(anillosSizes, 17).cells[2]).toBe('6.5');
  });

  it('names UK letters from the circumference', () => {
    expect(ukLetter(37.8)).toBe('A');
    // 37.8 + 13.5 × 1.25
    expect(ukLetter(54.675)).toBe('N½');
    // 37.8 + 26 × 1.25: one size past Z
    expect(ukLetter(70.3)).toBe('Z+1');
  });
});
