import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { pixeles, pixelesAt } from '@/lib/families/pixeles/units';
import { search } from '@/lib/tools/finder';
import { finderEntries } from '@/lib/tools/finder-entries';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions (CSS Values and Units Level 4, §6): 1 in = 96 px at the reference
// resolution, 1 pt = 1/72 in, 1 pc = 12 pt = 1/6 in, 1 in = 2.54 cm = 25.4 mm; em and rem = the font size in px.
const cases: Case[] = [
  // 16 px = 16/96 in = 1/6 in = 72/6 pt = 12 pt
  [16, 'pixeles', 'puntos', 12],
  [1, 'pixeles', 'puntos', 0.75],
  [12, 'puntos', 'pixeles', 16],
  [96, 'pixeles', 'pulgadas', 1],
  [1, 'pulgadas', 'centimetros', 2.54],
  [1, 'picas', 'puntos', 12],
  [6, 'picas', 'pulgadas', 1],
  // 2.54 cm = 1 in = 96 px
  [2.54, 'centimetros', 'pixeles', 96],
  // 1 cm = 96 / 2.54 px = 37.79527559055118… px
  [1, 'centimetros', 'pixeles', 96 / 2.54],
  // 48 px = 0.5 in = 12.7 mm
  [48, 'pixeles', 'milimetros', 12.7],
  [24, 'pixeles', 'rem', 1.5],
  [1, 'rem', 'pixeles', 16],
  [1, 'em', 'puntos', 12],
  [1, 'em', 'rem', 1],
];

describe('pixeles at 96 ppp and a 16 px font (the page’s defaults)', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, pixeles), expected);
  });

  it('opens on 16 px → 12 pt (D30)', () => {
    expect(pixeles.defaults).toEqual(['pixeles', 'puntos']);
    const value = convertOrThrow(16, 'pixeles', 'puntos', pixeles);
    expect(formatValue(value, 'puntos', pixeles)).toBe('12');
  });

  it.each([
    ['px', 'pixeles'],
    ['píxeles', 'pixeles'],
    ['pt', 'puntos'],
    ['pc', 'picas'],
    ['rem', 'rem'],
    ['em', 'em'],
    ['cm', 'centimetros'],
  ])('reads %s as %s', (typed, key) => {
    expect(unitsNamed(typed, pixeles)).toEqual([key]);
  });

  describeRoundTrips(pixeles);
});

describe('pixeles at another resolution or font size (D30)', () => {
  it('prints 3000 px at 300 ppp 25.4 cm wide: 3000 ÷ 300 = 10 in = 25.4 cm', () => {
    expectClose(convertOrThrow(3000, 'pixeles', 'centimetros', pixelesAt(300, 16)), 25.4);
    expectClose(convertOrThrow(3000, 'pixeles', 'pulgadas', pixelesAt(300, 16)), 10);
  });

  it('makes a pixel a point at 72 ppp: 16 px = 16 pt', () => {
    expectClose(convertOrThrow(16, 'pixeles', 'puntos', pixelesAt(72, 16)), 16);
  });

  it('at 150 ppp, 1 cm = 150 / 2.54 px = 59.05511811023622 px', () => {
    expectClose(convertOrThrow(1, 'centimetros', 'pixeles', pixelesAt(150, 16)), 150 / 2.54);
  });

  it('takes em and rem from the base font size, not the resolution: 2 em at 20 px = 40 px = 30 pt at 96 ppp', () => {
    expectClose(convertOrThrow(2, 'em', 'pixeles', pixelesAt(96, 20)), 40);
    expectClose(convertOrThrow(2, 'em', 'puntos', pixelesAt(96, 20)), 30);
    // 2 em = 40 px; at 300 ppp 40 px = 40/300 in = 40 × 72/300 pt = 9.6 pt
    expectClose(convertOrThrow(2, 'em', 'puntos', pixelesAt(300, 20)), 9.6);
  });
});

describe('the finder finds the page by its units and tags (D16)', () => {
  it.each([
    ['px', '/convertir-pixeles'],
    ['rem', '/convertir-pixeles'],
    ['dpi', '/convertir-pixeles'],
  ])('«%s» finds %s', (query, path) => {
    expect(search(finderEntries(), query).map((entry) => entry.path)).toContain(path);
  });
});
