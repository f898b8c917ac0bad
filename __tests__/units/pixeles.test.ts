import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { familyByKey } from '@/lib/families';
import { pixeles, pixelesAt, RESOLUTIONS } from '@/lib/families/pixeles/units';
import { finderEntries } from '@/lib/finder-entries';
import { pairAnswerOf, pairNames } from '@/lib/pair-view';
import { PAIRS, pairsOf, reverseOf } from '@/lib/pairs';
import { search } from '@/lib/tools/finder';
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
  // Android: 1 dp = 1/160 in, so 160 dp = 1 in = 96 px and 1 dp = 96/160 px = 0.6 px; 1 dp = 25.4/160 mm = 0.15875 mm
  [160, 'dp', 'pulgadas', 1],
  [1, 'dp', 'pixeles', 0.6],
  [1, 'dp', 'milimetros', 0.15875],
  // 48 dp (a touch target) = 48 × 0.6 px = 28.8 px = 28.8 × 0.75 pt = 21.6 pt
  [48, 'dp', 'puntos', 21.6],
  // The Didot point = 1/864 pied du roi, the pied = 144/443.296 m (loi du 19 frimaire an VIII), so 1 point =
  // 1 000 000 / 2 659 776 mm = 15 625 / 41 559 mm = 0.375971510382829…
  [1, 'puntos_didot', 'milimetros', 15625 / 41559],
  // 1 cícero = 12 points = 187 500 / 41 559 mm = 4.511658124593950…
  [1, 'ciceros', 'milimetros', 187500 / 41559],
  [1, 'ciceros', 'puntos_didot', 12],
  // in inches: 15 625 / 41 559 / 25.4 = 156 250 / 1 055 598.6; at 96 ppp × 96 = 1.420994684911…
  [1, 'puntos_didot', 'pixeles', (96 * 15625) / (41559 * 25.4)],
  // 1 cm = 10 × 41 559 / 15 625 points = 415 590 / 15 625 = 26.59776 points (2659.776 a metre, the law's figure)
  [1, 'centimetros', 'puntos_didot', 26.59776],
  // a 10-point Didot body against the 1/72 in DTP point: 10 × (15 625 / 41 559) mm ÷ (25.4 / 72) mm
  [10, 'puntos_didot', 'puntos', (10 * 15625 * 72) / (41559 * 25.4)],
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
    ['dp', 'dp'],
    ['dip', 'dp'],
    ['punto Didot', 'puntos_didot'],
    ['puntos didot', 'puntos_didot'],
    ['didot', 'puntos_didot'],
    ['cícero', 'ciceros'],
    ['ciceros', 'ciceros'],
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

  it('takes dp, Didot points and cíceros at the page’s resolution', () => {
    // 1 dp = 1/160 in: 300/160 px = 1.875 px at 300 ppp; 160 dp = 1 in whatever the resolution
    expectClose(convertOrThrow(1, 'dp', 'pixeles', pixelesAt(300, 16)), 1.875);
    expectClose(convertOrThrow(160, 'dp', 'centimetros', pixelesAt(300, 16)), 2.54);
    // at 72 ppp a pixel is the DTP point: 1 cícero = 12 × 15 625 / 41 559 mm ÷ 25.4 × 72 px
    expectClose(convertOrThrow(1, 'ciceros', 'pixeles', pixelesAt(72, 16)), (12 * 15625 * 72) / (41559 * 25.4));
    expectClose(convertOrThrow(1, 'ciceros', 'milimetros', pixelesAt(300, 16)), 187500 / 41559);
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
  });

  it.each([...RESOLUTIONS])(
    'keeps 1 rem of 16 CSS px at 12 pt at %i ppp (a CSS pixel is 1/96 in on any device)',
    (ppp) => {
      // 16 CSS px = 16/96 in = 1/6 in = 12 pt, and 16 × ppp/96 of the resolution's pixels
      expectClose(convertOrThrow(1, 'rem', 'puntos', pixelesAt(ppp, 16)), 12);
      expectClose(convertOrThrow(1, 'em', 'puntos', pixelesAt(ppp, 16)), 12);
      expectClose(convertOrThrow(1, 'rem', 'pixeles', pixelesAt(ppp, 16)), (16 * ppp) / 96);
    },
  );

  it('at 300 ppp, 2 em at a 20 px font are 40 CSS px = 40/96 in = 125 px of the print', () => {
    expectClose(convertOrThrow(2, 'em', 'pixeles', pixelesAt(300, 20)), 125);
    expectClose(convertOrThrow(2, 'em', 'puntos', pixelesAt(300, 20)), 30);
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

describe('the printing pairs at 300 ppp (D26, D30)', () => {
  // At 300 ppp an inch of paper holds 300 px: px → in is ÷ 300, and in → cm is × 2.54.
  const at300 = pixelesAt(300, 16);
  const printing = (path: string) => {
    const pair = PAIRS.find((candidate) => candidate.path === path);
    if (!pair) throw new Error(`no pair ${path}`);
    return pair;
  };

  it('have their own addresses and names, which say the resolution', () => {
    const pair = printing('/convertir-pixeles/pixeles-a-centimetros-a-300-ppp');
    expect(pair.ppp).toBe(300);
    expect(pairNames(pair).name).toBe('Píxeles a centímetros a 300 ppp');
    expect(printing('/convertir-pixeles/centimetros-a-pixeles-a-300-ppp').ppp).toBe(300);
    expect(printing('/convertir-pixeles/pixeles-a-pulgadas-a-300-ppp').ppp).toBe(300);
  });

  it('convert with the units at 300 ppp, not at 96', () => {
    const pair = printing('/convertir-pixeles/pixeles-a-centimetros-a-300-ppp');
    // 3000 px ÷ 300 = 10 in = 25.4 cm (at 96 ppp it would be 79.375 cm).
    expectClose(convertOrThrow(3000, 'pixeles', 'centimetros', pair.family), 25.4);
    // 1 px = 2.54/300 cm = 0.0084666… cm, a repeating decimal: the answer says ≈.
    expect(pairAnswerOf(pair)).toEqual({
      words: '1 píxel ≈ 0.008467 centímetros',
      symbols: '1 px ≈ 0.008467 cm',
      exact: false,
    });
  });

  it('state the figures their texts give', () => {
    const cm = (px: number) => convertOrThrow(px, 'pixeles', 'centimetros', at300);
    // A 10 × 15 print is 4 × 6 in: 1200 × 1800 px, 10.16 × 15.24 cm.
    expectClose(cm(1200), 10.16);
    expectClose(cm(1800), 15.24);
    // An A4 sheet, 21 × 29.7 cm: 21 / 2.54 × 300 = 2480.31… px, 29.7 / 2.54 × 300 = 3507.87… px.
    expectClose(convertOrThrow(21, 'centimetros', 'pixeles', at300), 2480.314960629921);
    expectClose(convertOrThrow(29.7, 'centimetros', 'pixeles', at300), 3507.874015748031);
    // 4000 × 3000 px: 13.33… × 10 in, 33.866… × 25.4 cm, 'algo menos de 34 × 25.4 cm'.
    expectClose(convertOrThrow(4000, 'pixeles', 'pulgadas', at300), 40 / 3);
    expect(cm(4000)).toBeLessThan(34);
    expectClose(cm(3000), 25.4);
    // 1 cm = 300 / 2.54 px = 118.11… px.
    expectClose(convertOrThrow(1, 'centimetros', 'pixeles', at300), 118.11023622047244);
    // An 8 × 10 in print: 2400 × 3000 px.
    expectClose(convertOrThrow(8, 'pulgadas', 'pixeles', at300), 2400);
    expectClose(convertOrThrow(10, 'pulgadas', 'pixeles', at300), 3000);
  });

  it('reverse each other, and are not the quick answers’ pages, which are at 96 ppp', () => {
    const there = printing('/convertir-pixeles/pixeles-a-centimetros-a-300-ppp');
    expect(reverseOf(there)?.path).toBe('/convertir-pixeles/centimetros-a-pixeles-a-300-ppp');
    expect(reverseOf(printing('/convertir-pixeles/pixeles-a-centimetros'))?.path).toBe(
      '/convertir-pixeles/centimetros-a-pixeles',
    );
    expect(pairsOf(familyByKey('pixeles')).every((pair) => pair.ppp === undefined)).toBe(true);
    expect(pairsOf(familyByKey('pixeles')).map((pair) => pair.path)).toContain(
      '/convertir-pixeles/pixeles-a-centimetros',
    );
  });
});
