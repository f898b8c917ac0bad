import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Converter } from '@/components/converter/converter';
import { nearestRow } from '@/components/converter/size-table';
import { SizeTableConverter } from '@/components/converter/size-table-converter';
import type { SizeTable } from '@/lib/content/types';
import { DEFAULT_WORDING } from '@/lib/content/wording';
import { anillosSizes } from '@/lib/families/anillos/sizes';
import { anillos } from '@/lib/families/anillos/units';
import { medidasDeCocinaFamily } from '@/lib/families/medidas-de-cocina';

const table: SizeTable = {
  caption: 'prueba',
  columns: ['mm', 'talla'],
  rows: [
    { base: 10, cells: ['10', 'A'] },
    { base: 12, cells: ['12', 'B'] },
    { base: 14, cells: ['14', 'C'] },
  ],
};

describe('nearestRow (D15)', () => {
  it.each([
    [10, 0],
    [10.9, 0],
    [11.1, 1],
    [13.5, 2],
    [15.9, 2], // within one step past the last row
    [8.1, 0], // within one step before the first row
  ])('%p mm is nearest row %p', (base, expected) => {
    expect(nearestRow(table, base)).toBe(expected);
  });

  it('highlights nothing for no value or one far outside the table', () => {
    expect(nearestRow(table, undefined)).toBe(-1);
    expect(nearestRow(table, 1)).toBe(-1);
    expect(nearestRow(table, 16.5)).toBe(-1);
  });
});

describe('the parts only some families show (issue 36)', () => {
  // The converter imports none of them: a size table or an ingredient list given to it bare would vanish unseen.
  it('refuses a size table or ingredients without the part that shows them, rather than drop them', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Converter family={anillos} wording={DEFAULT_WORDING} sizeTable={anillosSizes} />)).toThrow(
      /faltan las piezas/,
    );
    const { units, ingredients } = medidasDeCocinaFamily;
    expect(() => render(<Converter family={units} wording={DEFAULT_WORDING} ingredients={ingredients} />)).toThrow(
      /faltan las piezas/,
    );
    error.mockRestore();
  });
});

describe('the ring page size table', () => {
  beforeEach(() => window.history.replaceState(null, '', '/convertir-anillos'));

  it('follows the typed diameter: 17.3 mm is US 7 (11.63 + 0.8128 × 7 = 17.32 mm)', async () => {
    const user = userEvent.setup();
    render(<SizeTableConverter family={anillos} wording={DEFAULT_WORDING} sizeTable={anillosSizes} />);
    // D25: the page opens on a 17 mm ring, nearest US 6½ (11.63 + 0.8128 × 6.5 = 16.9132 mm), never 'fuera'
    expect(screen.queryByText('Tu medida queda fuera de esta tabla de tallas.')).not.toBeInTheDocument();
    expect(document.querySelector('tr[aria-current="true"]')?.textContent).toContain('16.91');
    const value = screen.getByLabelText('Valor');
    await user.clear(value);
    await user.type(value, '17,3');
    const current = document.querySelector('tr[aria-current="true"]');
    expect(current?.textContent).toContain('17.32');
    expect(screen.getByText(/Talla más cercana a tu medida/).textContent).toContain('17.32');
  });
});
