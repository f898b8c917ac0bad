/**
 * Issue 34: paper sizes, checked cell by cell against the standards' tables (typed here from ISO 216, ISO 269 and
 * PWG 5101.1) and against the rules the series are built on; inches and pixels worked out by hand (1 in = 25.4 mm,
 * px = in × ppp rounded to whole pixels).
 */
import { type PaperSize, PAPER_SIZES, paperByKey, paperDimensions, paperPixels } from '@/lib/tools/paper-sizes';

function paper(key: string): PaperSize {
  const found = paperByKey(key);
  if (!found) throw new Error(`no paper ${key}`);
  return found;
}

/** ISO 216 table (A and B) and ISO 269 table (C), mm, short × long, index 0 … 10. */
const ISO_TABLE: Record<'A' | 'B' | 'C', readonly (readonly [number, number])[]> = {
  A: [
    [841, 1189],
    [594, 841],
    [420, 594],
    [297, 420],
    [210, 297],
    [148, 210],
    [105, 148],
    [74, 105],
    [52, 74],
    [37, 52],
    [26, 37],
  ],
  B: [
    [1000, 1414],
    [707, 1000],
    [500, 707],
    [353, 500],
    [250, 353],
    [176, 250],
    [125, 176],
    [88, 125],
    [62, 88],
    [44, 62],
    [31, 44],
  ],
  C: [
    [917, 1297],
    [648, 917],
    [458, 648],
    [324, 458],
    [229, 324],
    [162, 229],
    [114, 162],
    [81, 114],
    [57, 81],
    [40, 57],
    [28, 40],
  ],
};

describe('the ISO tables, cell by cell', () => {
  for (const series of ['A', 'B', 'C'] as const) {
    it.each(ISO_TABLE[series].map(([width, height], n) => [`${series}${n}`, width, height] as const))(
      '%s is %p × %p mm',
      (name, width, height) => {
        const found = paper(name.toLowerCase());
        expect(found).toMatchObject({ name, definedIn: 'mm', width, height });
        expect(found.source).toMatch(series === 'C' ? /ISO 269/ : /ISO 216/);
      },
    );
  }

  it('holds exactly the 33 ISO sizes and the four North American ones', () => {
    expect(PAPER_SIZES.filter((p) => ['A', 'B', 'C'].includes(p.series))).toHaveLength(33);
    expect(PAPER_SIZES.map((p) => p.key).filter((key) => !/^[abc]\d+$/.test(key))).toEqual([
      'carta',
      'legal',
      'tabloide',
      'oficio_pwg',
    ]);
  });

  it('keys are unique and every row names its source', () => {
    expect(new Set(PAPER_SIZES.map((p) => p.key)).size).toBe(PAPER_SIZES.length);
    for (const p of PAPER_SIZES) expect(p.source.length).toBeGreaterThan(0);
  });
});

describe('the rules the series are built on', () => {
  it('A(n+1) halves the long side of An, rounded down to the mm', () => {
    for (let n = 0; n < 10; n += 1) {
      const [width, height] = ISO_TABLE.A[n] ?? [0, 0];
      expect(paper(`a${n + 1}`)).toMatchObject({ width: Math.floor(height / 2), height: width });
    }
  });

  it('A0 is about 1 m²; B0 is 1 m wide', () => {
    expect((841 * 1189) / 1e6).toBeCloseTo(1, 2);
    expect(paper('b0').width).toBe(1000);
  });

  it('Bn is the geometric mean of An and A(n−1), Cn of An and Bn (within the 1 mm of rounding)', () => {
    for (let n = 1; n <= 10; n += 1) {
      const a = paper(`a${n}`);
      const previous = paper(`a${n - 1}`);
      const b = paper(`b${n}`);
      expect(Math.abs(b.width - Math.sqrt(a.width * previous.width))).toBeLessThanOrEqual(1);
    }
    for (let n = 0; n <= 10; n += 1) {
      const a = paper(`a${n}`);
      const b = paper(`b${n}`);
      const c = paper(`c${n}`);
      expect(Math.abs(c.width - Math.sqrt(a.width * b.width))).toBeLessThanOrEqual(1);
      expect(Math.abs(c.height - Math.sqrt(a.height * b.height))).toBeLessThanOrEqual(1);
    }
  });
});

describe('North American sizes, defined in inches', () => {
  it('carta (Letter): 8.5 × 11 in exactly = 215.9 × 279.4 mm = 21.59 × 27.94 cm', () => {
    const carta = paper('carta');
    expect(paperDimensions(carta, 'in')).toEqual({ width: 8.5, height: 11 });
    const mm = paperDimensions(carta, 'mm');
    expect(mm.width).toBeCloseTo(215.9, 10);
    expect(mm.height).toBeCloseTo(279.4, 10);
    const cm = paperDimensions(carta, 'cm');
    expect(cm.width).toBeCloseTo(21.59, 10);
    expect(cm.height).toBeCloseTo(27.94, 10);
  });

  it('legal: 8.5 × 14 in = 215.9 × 355.6 mm; tabloide: 11 × 17 in = 279.4 × 431.8 mm', () => {
    expect(paperDimensions(paper('legal'), 'mm').height).toBeCloseTo(355.6, 10);
    const tabloid = paperDimensions(paper('tabloide'), 'mm');
    expect(tabloid.width).toBeCloseTo(279.4, 10);
    expect(tabloid.height).toBeCloseTo(431.8, 10);
  });

  it('the printing standard’s oficio: 8.5 × 13.4 in = 215.9 × 340.36 mm, with no country and a note saying so', () => {
    const oficio = paper('oficio_pwg');
    const mm = paperDimensions(oficio, 'mm');
    expect(mm.width).toBeCloseTo(215.9, 10);
    expect(mm.height).toBeCloseTo(340.36, 10);
    expect(oficio.country).toBeUndefined();
    expect(oficio.source).toMatch(/PWG 5101\.1/);
    expect(oficio.note).toMatch(/cambia de un país a otro/);
  });

  it('no row is given as a country’s without one', () => {
    expect(PAPER_SIZES.filter((p) => p.country !== undefined)).toEqual([]);
  });
});

describe('ISO sizes in other units', () => {
  it('A4: 210 × 297 mm = 21 × 29.7 cm = 8.26772 × 11.69291 in', () => {
    const a4 = paper('a4');
    expect(paperDimensions(a4, 'mm')).toEqual({ width: 210, height: 297 });
    const cm = paperDimensions(a4, 'cm');
    expect(cm.width).toBeCloseTo(21, 12);
    expect(cm.height).toBeCloseTo(29.7, 12);
    const inches = paperDimensions(a4, 'in');
    expect(inches.width).toBeCloseTo(8.267717, 6);
    expect(inches.height).toBeCloseTo(11.692913, 6);
  });
});

describe('pixels: in × ppp, rounded to whole pixels', () => {
  it.each([
    // 8.267717 × 300 = 2480.3; 11.692913 × 300 = 3507.9
    ['a4', 300, 2480, 3508],
    // × 96 (the CSS reference): 793.7 and 1122.5
    ['a4', 96, 794, 1123],
    // × 72: 595.3 and 841.9
    ['a4', 72, 595, 842],
    // 8.5 × 300 = 2550, 11 × 300 = 3300; × 96: 816 × 1056
    ['carta', 300, 2550, 3300],
    ['carta', 96, 816, 1056],
    // 13.4 × 300 = 4020
    ['oficio_pwg', 300, 2550, 4020],
    // A0 at 150: 841 / 25.4 × 150 = 4966.5 → 4967 (33.1102 in); 1189 / 25.4 × 150 = 7021.65 → 7022
    ['a0', 150, 4967, 7022],
  ])('%s at %p ppp → %p × %p px', (key, ppp, width, height) => {
    const outcome = paperPixels(paper(key), ppp);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.value).toEqual({ width, height });
  });

  it.each([
    [0, /mayor que 0/],
    [-96, /mayor que 0/],
    [Number.NaN, /número válido/],
    [1e6, /pasa de 100 000 ppp/],
  ])('%p ppp → %p', (ppp, message) => {
    const outcome = paperPixels(paper('a4'), ppp);
    if (outcome.ok) throw new Error('expected a reason');
    expect(outcome.reason).toMatch(message);
  });

  it('an unknown key finds nothing', () => {
    expect(paperByKey('a11')).toBeUndefined();
  });
});
