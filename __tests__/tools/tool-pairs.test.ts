/**
 * Issue 34: the question pages of the calculators. Every page: its answer line says '=' or '≈' once, its table has
 * rows, its reverse page names it back, its Open Graph words use only the shipped font's glyphs, its words pass the
 * word checker, and its address is its own. Then each calculator's figures, worked by hand from the definitions.
 */
import { missingGlyphs } from '@/__tests__/support/og-glyphs';
import { checkPage } from '@/__tests__/support/word-checks';
import { CLOTHING_SIZE_TABLES, type ClothingCategory, type SizeSystem } from '@/lib/content/clothing-sizes';
import { ogToolPairWords } from '@/lib/og-words';
import { capitalise } from '@/lib/text';
import { CLOTHING_PAIRS, clothingOpening, orList, sizesBySource } from '@/lib/tools/clothing-pairs';
import { columnOf, convertMeasure, equivalents, sizeName, sizesOf } from '@/lib/tools/clothing-sizes';
import {
  amperesFromKilovoltAmperes,
  amperesFromWatts,
  wattsFromAmperes,
  type Circuit,
  type ElectricOutcome,
} from '@/lib/tools/electric-power';
import { ELECTRIC_POWER_PAIRS, powerOpening } from '@/lib/tools/electric-power-pairs';
import { PACE_PAIRS } from '@/lib/tools/pace-pairs';
import { PAPER_PAIRS, paperOpening } from '@/lib/tools/paper-pairs';
import { paperByKey, paperDimensions, paperPixels, type PaperSize } from '@/lib/tools/paper-sizes';
import { convertSlope, parseRatio, slopeToAngle, type SlopeUnit } from '@/lib/tools/slope';
import { writeSlope } from '@/lib/tools/slope-forms';
import { SLOPE_PAIRS, slopeOpening } from '@/lib/tools/slope-pairs';
import { TOOL_PAIR_LISTS, TOOL_PAIR_PAGES } from '@/lib/tools/tool-pair-pages';
import { reverseToolPair } from '@/lib/tools/tool-pairs';
import { TYRE_PAIRS, tyreOpening } from '@/lib/tools/tyre-pairs';
import { compareTyres, readTyre, type TyreDimensions } from '@/lib/tools/tyres';
import { INCH } from '@/lib/units/constants';
import { formatNumber } from '@/lib/units/format';

const byPath = <P extends { path: string }>(pairs: readonly P[], path: string) =>
  pairs.find((pair) => pair.path === path);

describe('every question page of a calculator (issue 34)', () => {
  it('has addresses of its own, 4 to 12 to a calculator', () => {
    const paths = TOOL_PAIR_PAGES.map((pair) => pair.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const pairs of TOOL_PAIR_LISTS) {
      expect(pairs.length).toBeGreaterThanOrEqual(4);
      expect(pairs.length).toBeLessThanOrEqual(12);
    }
  });

  it.each(TOOL_PAIR_PAGES.map((pair) => [pair.path, pair] as const))('%s', (_path, pair) => {
    const list = TOOL_PAIR_LISTS.find((pairs) => pairs.includes(pair)) ?? [];
    expect(pair.answer.match(/ [=≈] /g)?.length).toBe(1);
    expect(pair.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of pair.rows) for (const cell of row) expect(cell).not.toMatch(/NaN|Infinity|e[+-]\d|undefined/);
    if (pair.spec.reverse) expect(reverseToolPair(reverseToolPair(pair, list) ?? pair, list)).toBe(pair);
    const { title, summary } = ogToolPairWords(pair);
    expect({ title, missing: missingGlyphs(`${title}${summary}`) }).toEqual({ title, missing: [] });
    const texts = {
      labels: [pair.spec.title, pair.spec.heading, pair.spec.name, pair.spec.tableTitle, title, summary],
    };
    const statements = [pair.answer, pair.spec.intro, pair.spec.description, ...pair.spec.text];
    expect(checkPage({ ...texts, statements, prose: pair.spec.text })).toEqual([]);
  });
});

describe('the pace calculator’s questions, worked by hand', () => {
  const page = (slug: string) => byPath(PACE_PAIRS, `/convertir-ritmo/${slug}`);

  it('5:00 min/km = 12 km/h: 1 km in 300 s is 3600/300 = 12 km in an hour', () => {
    expect(page('min-km-a-km-h')?.answer).toBe('5:00 min/km = 12 km/h');
    // 5:30 = 330 s: 3600 / 330 = 10.9090… → 10.91
    expect(page('min-km-a-km-h')?.rows).toContainEqual(['5:30 min/km', '10.91 km/h']);
  });

  it('12 km/h = 5:00 min/km, and 11 km/h is 60/11 = 5.4545 min = 5:27', () => {
    expect(page('km-h-a-min-km')?.answer).toBe('12 km/h = 5:00 min/km');
    expect(page('km-h-a-min-km')?.rows).toContainEqual(['11 km/h', '5:27 min/km']);
  });

  it('5:00 min/km ≈ 8:03 min/mi: 300 s × 1.609344 = 482.8032 s', () => {
    expect(page('min-km-a-min-milla')?.answer).toBe('5:00 min/km ≈ 8:03 min/mi');
  });

  it('8:00 min/mi ≈ 4:58 min/km: 480 s ÷ 1.609344 = 298.26 s', () => {
    expect(page('min-milla-a-min-km')?.answer).toBe('8:00 min/mi ≈ 4:58 min/km');
    // 10:00 min/mi: 600 / 1.609344 = 372.82 s = 6:13
    expect(page('min-milla-a-min-km')?.rows).toContainEqual(['10:00 min/mi', '6:13 min/km']);
  });
});

describe('the clothing sizes’ questions, worked by hand from the source tables', () => {
  const page = (slug: string) => byPath(CLOTHING_PAIRS, `/convertir-tallas-de-ropa/${slug}`);
  const prose = (slug: string) => {
    const spec = page(slug)?.spec;
    return [spec?.intro, ...(spec?.text ?? []), ...(spec?.questions ?? []).map((item) => item.answer)].join('\n');
  };
  const tableOf = (id: string) => {
    const table = CLOTHING_SIZE_TABLES.find((candidate) => candidate.id === id);
    if (!table) throw new Error(id);
    return table;
  };
  /** A source's row whose cell in `system` is `size`. */
  const rowOf = (id: string, system: SizeSystem, size: string) => {
    const table = tableOf(id);
    return table.rows.find((row) => row.sizes[columnOf(table, system)] === size);
  };
  const cell = (id: string, from: SizeSystem, size: string, to: SizeSystem) =>
    rowOf(id, from, size)?.sizes[columnOf(tableOf(id), to)];
  const bySource = (category: ClothingCategory, from: SizeSystem, to: SizeSystem, size: string) =>
    Object.fromEntries(sizesBySource(category, from, to, size).map(({ source, sizes }) => [source, sizes]));

  it('every page says its sizes are approximate and that brands differ (D37), and opens on its answer’s size', () => {
    for (const pair of CLOTHING_PAIRS) {
      expect(pair.answer).toContain(' ≈ ');
      expect(pair.spec.intro).toMatch(/aproximad[ao]/);
      expect(pair.spec.intro).toMatch(/marca/);
      const opening = clothingOpening(pair);
      expect(pair.answer.startsWith(capitalise(sizeName(opening.category!, opening.system!, opening.size!)))).toBe(
        true,
      );
    }
  });

  it('joins sizes with «o», and with «u» before a figure read with an o (RAE: 7 u 8)', () => {
    expect(orList(['38', '40'])).toBe('38 o 40');
    expect(orList(['6', '8'])).toBe('6 u 8'); // ocho
    expect(orList(['10', '11'])).toBe('10 u 11'); // once
    expect(orList(['M', 'L'])).toBe('M o L');
    expect(orList(['34', '36', '38'])).toBe('34, 36 o 38');
  });

  it('US 8 ≈ EU 38: LazyTools’ row US 8 · EU/DE 38 and H&M’s row EUR 38 · US/CA 8 agree', () => {
    const pair = page('tallas-de-mujer-de-estados-unidos-a-europa');
    expect(pair?.answer).toBe('Talla 8 de EE. UU. ≈ talla 38 de Europa (EU)');
    expect(pair?.columns).toEqual(['EE. UU.', 'Europa (EU)']);
    // US 2 · EU 32 in both; US 18 · EUR 48 in H&M only (LazyTools stops at US 16); H&M's last row is 28 · 58.
    expect(pair?.rows).toContainEqual(['2', '32']);
    expect(pair?.rows).toContainEqual(['18', '48']);
    expect(pair?.rows.at(-1)).toEqual(['28', '58']);
    // 2, 4 … 28: 14 sizes; 00 and 0 (ASTM only, no European column) and the jeans' '2–4' are not rows.
    expect(pair?.rows.map(([us]) => us)).toEqual([
      '2',
      '4',
      '6',
      '8',
      '10',
      '12',
      '14',
      '16',
      '18',
      '20',
      '22',
      '24',
      '26',
      '28',
    ]);
    // «la talla europea es la estadounidense más 30»: 8 + 30 = 38 … 28 + 30 = 58, in every row.
    for (const [us, eu] of pair?.rows ?? []) expect(Number(eu)).toBe(Number(us) + 30);
    // «la francesa … va dos números por encima según LazyTools»: EU/DE 38 · FR 40.
    for (const row of tableOf('lazytools-mujer').rows) expect(Number(row.sizes[3])).toBe(Number(row.sizes[2]) + 2);
    // «en 1958 … 31 pulgadas, unos 79 cm»: 31 × 2.54 = 78.74; «ASTM D5585-11 … 36.25 pulgadas, unos 92 cm»: 92.075.
    expect(Math.round(convertMeasure(31, 'in'))).toBe(79);
    expect(rowOf('astm-d5585-mujer', 'us', '8')?.measures[0]).toBe(36.25);
    expect(Math.round(convertMeasure(36.25, 'in'))).toBe(92);
    // «Las tallas 00 y 0 … ninguna de nuestras fuentes les pone número europeo»
    expect(sizesBySource('mujer', 'us', 'eu', '00')).toEqual([]);
    expect(sizesBySource('mujer', 'us', 'eu', '0')).toEqual([]);
    expect(equivalents('mujer', 'us', '0').matches.map(({ table }) => table.id)).toEqual(['astm-d5585-mujer']);
    // «LazyTools llega hasta la 16 y solo la guía de H&M sigue, hasta la 28»
    expect(tableOf('lazytools-mujer').rows.at(-1)?.sizes[0]).toBe('16');
    expect(bySource('mujer', 'us', 'eu', '18')).toEqual({ 'H&M (Canadá)': ['48'] });
    // «su 38 europea, que es su 8, para 88 cm de busto, 72 de cintura y 96 de cadera»
    expect(rowOf('hm-mujer', 'eu', '38')).toEqual({ sizes: ['38', '8'], measures: [88, 72, 96] });
    // «¿Qué talla europea es una 10 de EE. UU.? Una 40, según LazyTools y según la guía de H&M.»
    expect(bySource('mujer', 'us', 'eu', '10')).toEqual({ LazyTools: ['40'], 'H&M (Canadá)': ['40'] });
    // «la columna … es la de EE. UU. y Canadá»
    expect(tableOf('hm-mujer').columns[1]?.label).toBe('EE. UU. y Canadá');
    expect(prose('tallas-de-mujer-de-estados-unidos-a-europa')).toMatch(/más 30.*[\s\S]*31 pulgadas, unos 79 cm/);
  });

  it('Spanish 38 ≈ US 6 or 8: enfemenino.com’s row FR/ES 38 · US 8, LazyTools’ row US 6 · FR/ES 38', () => {
    const pair = page('tallas-de-mujer-de-espana-a-estados-unidos');
    expect(pair?.answer).toBe('Talla 38 de Francia y España ≈ talla 6 u 8 de EE. UU.');
    expect(pair?.rows).toContainEqual(['38', '8 según enfemenino.com · 6 según LazyTools']);
    // FR 34 is US 4 for enfemenino.com and US 2 for LazyTools; FR 50 only in enfemenino.com (US 20).
    expect(pair?.rows[0]).toEqual(['34', '4 según enfemenino.com · 2 según LazyTools']);
    expect(pair?.rows.at(-1)).toEqual(['50', '20']);
    // «enfemenino.com da una talla más que LazyTools»: US + 2 wherever both give the French size.
    for (const size of ['34', '36', '38', '40', '42', '44', '46', '48']) {
      const given = bySource('mujer', 'fr', 'us', size);
      expect(Number(given['enfemenino.com']?.[0])).toBe(Number(given.LazyTools?.[0]) + 2);
    }
    // «¿Qué talla de EE. UU. es una 40 española? Una 10 según enfemenino.com y una 8 según LazyTools.»
    expect(bySource('mujer', 'fr', 'us', '40')).toEqual({ 'enfemenino.com': ['10'], LazyTools: ['8'] });
    // «Solo la da enfemenino.com: una 20 … La tabla de LazyTools termina en la 48.»
    expect(bySource('mujer', 'fr', 'us', '50')).toEqual({ 'enfemenino.com': ['20'] });
    expect(tableOf('lazytools-mujer').rows.at(-1)?.sizes[3]).toBe('48');
    // ASTM 6: 35.25 in × 2.54 = 89.535 ≈ 89.5 cm; ASTM 8: 36.25 × 2.54 = 92.075 ≈ 92.1 cm.
    expect(rowOf('astm-d5585-mujer', 'us', '6')?.measures[0]).toBe(35.25);
    expect(convertMeasure(35.25, 'in').toFixed(1)).toBe('89.5');
    expect(convertMeasure(36.25, 'in').toFixed(1)).toBe('92.1');
    expect(prose('tallas-de-mujer-de-espana-a-estados-unidos')).toMatch(/35\.25 pulgadas, unos 89\.5 cm/);
  });

  it('UK 10 ≈ FR/ES 38: enfemenino.com’s row FR 38 · UK 10 and LazyTools’ row UK 10 · FR 38 agree', () => {
    const pair = page('tallas-de-mujer-del-reino-unido-a-espana');
    expect(pair?.answer).toBe('Talla 10 del Reino Unido ≈ talla 38 de Francia y España');
    // 6 + 28 = 34 … 22 + 28 = 50 (22 is enfemenino.com's alone).
    expect(pair?.rows.map(([uk]) => uk)).toEqual(['6', '8', '10', '12', '14', '16', '18', '20', '22']);
    for (const [uk, fr] of pair?.rows ?? []) expect(Number(fr)).toBe(Number(uk) + 28);
    // «en la tabla de LazyTools, que la da también para Australia, va de la 6 a la 20»
    expect(tableOf('lazytools-mujer').columns[1]?.label).toBe('Reino Unido y Australia');
    expect([tableOf('lazytools-mujer').rows[0]?.sizes[1], tableOf('lazytools-mujer').rows.at(-1)?.sizes[1]]).toEqual([
      '6',
      '20',
    ]);
    expect(tableOf('enfemenino-mujer').rows.at(-1)?.sizes[1]).toBe('22');
    // BSI 2002: 88-72-96 cm is a UK 12 and a French 40; both sources give UK 12 · FR 40, and H&M EUR 38 is 88/72/96.
    expect(bySource('mujer', 'uk', 'fr', '12')).toEqual({ 'enfemenino.com': ['40'], LazyTools: ['40'] });
    expect(cell('lazytools-mujer', 'uk', '12', 'de')).toBe('38');
    expect(rowOf('hm-mujer', 'eu', '38')?.measures).toEqual([88, 72, 96]);
    // «para enfemenino.com, una 10 británica es una 8 de EE. UU.; para LazyTools, una 6»
    expect(bySource('mujer', 'uk', 'us', '10')).toEqual({ 'enfemenino.com': ['8'], LazyTools: ['6'] });
  });

  it('M ≈ EU 38 or 40: LazyTools’ rows US 8 · EU 38 · M and US 10 · EU 40 · M', () => {
    const pair = page('tallas-de-mujer-de-letra-a-numero');
    expect(pair?.answer).toBe('Talla M ≈ talla 38 o 40 de Europa (EU)');
    expect(pair?.rows).toEqual([
      ['XS', '32'],
      ['S', '34 o 36'],
      ['M', '38 o 40'],
      ['L', '42 o 44'],
      ['XL', '46'],
    ]);
    // «que en España y Francia son la 40 y la 42»: LazyTools FR = EU + 2.
    expect(bySource('mujer', 'letras', 'fr', 'M')).toEqual({ LazyTools: ['40', '42'] });
    expect(bySource('mujer', 'letras', 'fr', 'S')).toEqual({ LazyTools: ['36', '38'] });
    // «LazyTools no da XXS ni XXL de mujer»
    expect(sizesOf('mujer', 'letras')).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    // «una M es una 48 europea para Measkit y una 48 o una 50 para la guía de H&M»
    expect(bySource('hombre', 'letras', 'eu', 'M')).toEqual({ Measkit: ['48'], 'H&M (según paulie.jp)': ['48', '50'] });
    // «¿Y una L? Una 42 o una 44 europeas; en EE. UU., una 12 o una 14»
    expect(bySource('mujer', 'letras', 'us', 'L')).toEqual({ LazyTools: ['12', '14'] });
  });

  it('men’s EU 50 ≈ US 40: enfemenino.com’s row Europa 50 · Reino Unido y EE. UU. 40', () => {
    const pair = page('tallas-de-hombre-de-europa-a-estados-unidos');
    expect(pair?.answer).toBe('Talla 50 de Europa (EU) ≈ talla 40 de EE. UU.');
    // 44 − 10 = 34 … 58 − 10 = 48; H&M's EUR 42 has no US size in any source.
    expect(pair?.rows.map(([eu]) => eu)).toEqual(['44', '46', '48', '50', '52', '54', '56', '58']);
    for (const [eu, us] of pair?.rows ?? []) expect(Number(us)).toBe(Number(eu) - 10);
    // «40 pulgadas, 101.6 cm»: 40 × 2.54; BBC's «102» is the same, rounded.
    expect(convertMeasure(40, 'in')).toBeCloseTo(101.6, 10);
    expect(Math.round(convertMeasure(40, 'in'))).toBe(102);
    // «la 50 es para 100 cm de pecho, y en todas sus tallas el pecho es el doble del número»
    expect(rowOf('hm-hombre', 'eu', '50')?.measures[0]).toBe(100);
    for (const row of tableOf('hm-hombre').rows) expect(row.measures[0]).toBe(2 * Number(row.sizes[1]));
    // «solo enfemenino.com da la talla de EE. UU.»
    const withUs = CLOTHING_SIZE_TABLES.filter((table) => table.category === 'hombre' && columnOf(table, 'us') >= 0);
    expect(withUs.map((table) => table.short)).toEqual(['enfemenino.com']);
    // «una 52 europea … Una 42 …: un pecho de 42 pulgadas, unos 107 cm»: 42 × 2.54 = 106.68.
    expect(bySource('hombre', 'eu', 'us', '52')).toEqual({ 'enfemenino.com': ['42'] });
    expect(Math.round(convertMeasure(42, 'in'))).toBe(107);
    // «Una 50 europea es una L para Measkit y una M para la guía de H&M»
    expect(bySource('hombre', 'eu', 'letras', '50')).toEqual({ Measkit: ['L'], 'H&M (según paulie.jp)': ['M'] });
  });

  it('3 to 4 years ≈ EU 104: H&M’s row 104 · 3–4', () => {
    const pair = page('tallas-de-ninos-por-edad-y-altura');
    expect(pair?.answer).toBe('Talla para 3–4 años ≈ talla 104 de Europa (estatura en cm)');
    expect(pair?.rows).toEqual([
      ['1½–2', '92'],
      ['2–3', '98'],
      ['3–4', '104'],
      ['4–5', '110'],
      ['5–6', '116'],
      ['6–7', '122'],
      ['8', '128'],
    ]);
    // «de 6 en 6 cm»: 92, 98 … 128.
    const heights = tableOf('hm-ninos').rows.map((row) => Number(row.sizes[0]));
    heights.slice(1).forEach((height, index) => expect(height - (heights[index] ?? 0)).toBe(6));
    // «La Coqueta … da las mismas estaturas de los 2 a los 7 años: 104 cm … para los niños de 3 a 4»
    for (const age of ['2–3', '3–4', '4–5', '5–6', '6–7']) {
      expect(rowOf('la-coqueta-ninos', 'edad', age)?.measures[0]).toBe(Number(cell('hm-ninos', 'edad', age, 'eu')));
    }
    // OMS: 111.7 − 94.9 = 16.8 cm, «casi 17»; 16.8 / 6 = 2.8 sizes, «casi tres tallas europeas».
    expect(111.7 - 94.9).toBeCloseTo(16.8, 10);
    expect((111.7 - 94.9) / 6).toBeCloseTo(2.8, 10);
    // Miteigi: UK 3–4 · EU 98–104 · US 4T.
    expect(bySource('ninos', 'uk', 'eu', '3–4')).toEqual({ Miteigi: ['98–104'] });
    expect(bySource('ninos', 'uk', 'us', '3–4')).toEqual({ Miteigi: ['4T'] });
    // «la 92 hasta los 2 años y la 98 de los 2 a los 3»
    expect(cell('hm-ninos', 'edad', '1½–2', 'eu')).toBe('92');
    expect(prose('tallas-de-ninos-por-edad-y-altura')).toMatch(/entre 94\.9 y 111\.7 cm: casi 17 cm/);
  });
});

/** A question page's every word a reader sees besides its table: intro, description, paragraphs, questions. */
const wordsOf = (pair: { spec: (typeof PAPER_PAIRS)[number]['spec'] }) =>
  [
    pair.spec.intro,
    pair.spec.description,
    ...pair.spec.text,
    ...(pair.spec.questions ?? []).flatMap(({ question, answer }) => [question, answer]),
  ].join('\n');

describe('the paper sizes’ questions, worked by hand (1 in = 25.4 mm; px = in × ppp, to the whole pixel)', () => {
  const page = (slug: string) => {
    const found = PAPER_PAIRS.find((pair) => pair.path === `/tamanos-de-papel/${slug}`);
    if (!found) throw new Error(`no page ${slug}`);
    return found;
  };
  const paper = (key: string): PaperSize => {
    const found = paperByKey(key);
    if (!found) throw new Error(`no paper ${key}`);
    return found;
  };
  const cm = (key: string) => paperDimensions(paper(key), 'cm');
  const inches = (key: string) => paperDimensions(paper(key), 'in');
  const pixels = (key: string, ppp: number) => {
    const outcome = paperPixels(paper(key), ppp);
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.value;
  };
  /** A figure as the prose writes it: at most `decimals` decimals, the page's point. */
  const n = (value: number, decimals = 2) => formatNumber(value, decimals);
  /** A figure below 1 as prose rounds it, to fixed decimals (the tables keep D8's 4 significant digits). */
  const fixed = (value: number, decimals = 2) => String(Number(value.toFixed(decimals)));

  it('six pages, each opening the tool on its own size', () => {
    expect(PAPER_PAIRS.map((pair) => pair.spec.slug)).toEqual([
      'a4-en-centimetros',
      'a4-en-pulgadas',
      'a4-en-pixeles',
      'carta-en-centimetros',
      'a3-en-centimetros',
      'oficio-en-centimetros',
    ]);
    expect(paperOpening(page('a4-en-pixeles'))).toEqual({ paper: 'a4', other: 'carta', ppp: '300' });
    expect(paperOpening(page('oficio-en-centimetros'))).toEqual({ paper: 'oficio_pwg', other: 'carta' });
  });

  it('A4 = 21 × 29.7 cm: 210 / 10 and 297 / 10, exact; the A series from A0 (84.1 × 118.9) to A10 (2.6 × 3.7)', () => {
    const pair = page('a4-en-centimetros');
    expect(pair.answer).toBe('A4: 210 × 297 mm = 21 × 29.7 cm');
    expect(pair.rows).toHaveLength(11);
    expect(pair.rows[0]).toEqual(['A0', '84.1 × 118.9 cm']);
    expect(pair.rows[10]).toEqual(['A10', '2.6 × 3.7 cm']);
    expect(pair.formula).toBe('cm = mm ÷ 10');
    const words = wordsOf(pair);
    // A ruler reads carta's 21.59 × 27.94 cm as 21.6 × 27.9.
    expect(words).toContain(`te sale ${n(cm('carta').width, 1)} × ${n(cm('carta').height, 1)} cm`);
    // APA: 1 in = 2.54 cm each side. A4: 21 − 5.08 = 15.92, 29.7 − 5.08 = 24.62; carta: 16.51 × 22.86.
    const margins = 2 * INCH * 100;
    const box = (key: string) => `${n(cm(key).width - margins)} × ${n(cm(key).height - margins)} cm`;
    expect([box('a4'), box('carta')]).toEqual(['15.92 × 24.62 cm', '16.51 × 22.86 cm']);
    expect(words).toContain(
      `En un A4 queda para el texto una caja de ${box('a4')}, y en una carta, de ${box('carta')}`,
    );
    // 21 × 29.7 = 623.7 cm²; 1 m² / 16 = 625 cm²; 80 g/m² × 0.06237 m² = 4.9896 g; × 500 = 2494.8 g ≈ 2.5 kg.
    const area = cm('a4').width * cm('a4').height;
    expect(words).toContain(`21 × 29.7 = ${n(area)} cm²`);
    expect(words).toContain(`unos ${n((80 * area) / 10_000)} g por hoja`);
    expect(n((500 * 80 * area) / 10_000 / 1000, 1)).toBe('2.5');
    // A5 = 148 × 210 mm = 14.8 × 21 cm; half of 29.7 is 14.85.
    expect(words).toContain(`un A5, de ${n(cm('a5').width)} × ${n(cm('a5').height)} cm`);
    expect(words).toContain(`serían ${n(cm('a4').height / 2)} cm`);
  });

  it('A4 ≈ 8.27 × 11.69 in: 210 / 25.4 = 8.2677…, 297 / 25.4 = 11.6929…; A0 ≈ 33.11 × 46.81 in', () => {
    const pair = page('a4-en-pulgadas');
    expect(pair.answer).toBe('A4: 210 × 297 mm ≈ 8.27 × 11.69 in');
    // 841 / 25.4 = 33.1102, 1189 / 25.4 = 46.8110
    expect(pair.rows[0]).toEqual(['A0', '≈ 33.11 × 46.81 in']);
    expect(pair.rows.every(([, size]) => size.startsWith('≈ '))).toBe(true);
    expect(pair.formula).toBe('in = mm ÷ 25.4');
    const words = wordsOf(pair);
    expect(words).toContain(`8.2677… y 297 entre 25.4, 11.6929…`);
    expect([n(inches('a4').width, 4), n(inches('a4').height, 4)]).toEqual(['8.2677', '11.6929']);
    // 8.3 × 25.4 = 210.82, 11.7 × 25.4 = 297.18; 8.27 × 25.4 = 210.058, 11.69 × 25.4 = 296.926.
    const mm = (value: number) => n(value * INCH * 1000);
    expect(words).toContain(`8.3 × 11.7 in, la hoja sale de ${mm(8.3)} × ${mm(11.7)} mm`);
    expect(words).toContain(`con 8.27 × 11.69 in, de ${mm(8.27)} × ${mm(11.69)} mm`);
    expect(8.3 * INCH * 1000 - 210).toBeLessThan(1);
    // Carta 215.9 − 210 = 5.9 mm wider, 297 − 279.4 = 17.6 mm shorter.
    const carta = paperDimensions(paper('carta'), 'mm');
    expect(words).toContain(`${n(carta.width - 210)} mm más estrecho y ${n(297 - carta.height)} mm más largo`);
  });

  it('A4 at 300 ppp ≈ 2480 × 3508 px: 8.2677 × 300 = 2480.3, 11.6929 × 300 = 3507.9; 595 × 842 at 72', () => {
    const pair = page('a4-en-pixeles');
    expect(pair.answer).toBe('A4 a 300 ppp ≈ 2480 × 3508 px');
    expect(pair.rows).toEqual([
      ['72 ppp', '≈ 595 × 842 px'], // 595.28, 841.89
      ['96 ppp', '≈ 794 × 1123 px'], // 793.70, 1122.52
      ['150 ppp', '≈ 1240 × 1754 px'], // 1240.16, 1753.94
      ['200 ppp', '≈ 1654 × 2339 px'], // 1653.54, 2338.58
      ['300 ppp', '≈ 2480 × 3508 px'],
      ['600 ppp', '≈ 4961 × 7016 px'], // 4960.63, 7015.75
    ]);
    const words = wordsOf(pair);
    const at300 = pixels('a4', 300);
    expect(words).toContain(`necesita ${at300.width} × ${at300.height} px`);
    expect(words).toContain(`por 300 dan ${n(inches('a4').width * 300, 1)} × ${n(inches('a4').height * 300, 1)}`);
    // 2480 / 150 × 25.4 = 419.95 mm and 3508 / 150 × 25.4 = 594.03 mm: A2 is 420 × 594 mm.
    const a2 = paperDimensions(paper('a2'), 'mm');
    expect(Math.abs((at300.width / 150) * 25.4 - a2.width)).toBeLessThan(0.1);
    expect(Math.abs((at300.height / 150) * 25.4 - a2.height)).toBeLessThan(0.1);
    const at72 = pixels('a4', 72);
    expect(words).toContain(`una imagen de ${at72.width} × ${at72.height} px, el A4 a 72 ppp`);
    // 2480 × 3508 = 8 699 840 px ≈ 8.7 million; × 3 bytes = 26 099 520 B ≈ 26.1 MB.
    const total = at300.width * at300.height;
    expect(words).toContain(`casi ${n(total / 1e6, 1)} millones de píxeles`);
    expect(words).toContain(`unos ${n((3 * total) / 1e6, 1)} MB`);
    // 4961 × 7016 / 8 699 840 = 4.0008: about four times.
    const at600 = pixels('a4', 600);
    expect((at600.width * at600.height) / total).toBeCloseTo(4, 2);
    const at96 = pixels('a4', 96);
    expect(words).toContain(
      `a 96 ppp, la resolución de referencia de las páginas web, ${at96.width} × ${at96.height} px`,
    );
  });

  it('carta = 21.59 × 27.94 cm: 8.5 × 2.54 and 11 × 2.54, exact; A4 on carta at 27.94 / 29.7 = 94.07 %', () => {
    const pair = page('carta-en-centimetros');
    expect(pair.answer).toBe('Carta: 8.5 × 11 in = 21.59 × 27.94 cm');
    expect(pair.rows).toContainEqual(['Legal (EE. UU.)', '21.59 × 35.56 cm']); // 14 × 2.54
    expect(pair.rows).toContainEqual(['Oficio (8.5 × 13.4 in)', '≈ 21.59 × 34.04 cm']); // 13.4 × 2.54 = 34.036
    expect(pair.rows).toContainEqual(['A4', '21 × 29.7 cm']);
    expect(pair.formula).toBe('cm = in × 2.54');
    const words = wordsOf(pair);
    const [carta, a4] = [cm('carta'), cm('a4')];
    expect(words).toContain(`Mide ${n(carta.width)} × ${n(carta.height)} cm`);
    // 21.59 − 21 = 0.59; 29.7 − 27.94 = 1.76
    expect(words).toContain(`${n(carta.width - a4.width)} cm más ancha y ${n(a4.height - carta.height)} cm más corta`);
    // A4 fitted on carta: min(21.59 / 21, 27.94 / 29.7) = 0.940741; carta on A4: min(21 / 21.59, 29.7 / 27.94) = 0.972673.
    const fit = (from: typeof a4, to: typeof a4) => 100 * Math.min(to.width / from.width, to.height / from.height);
    expect(words).toContain(`lo reduce a un ${n(fit(a4, carta))} % como mucho`);
    expect(words).toContain(`se reduce al ${n(fit(carta, a4))} %`);
    expect([n(fit(a4, carta)), n(fit(carta, a4))]).toEqual(['94.07', '97.27']);
    // Tabloid 11 × 17 in: two letters side by side (17 = 2 × 8.5).
    const [tabloid, letter] = [inches('tabloide'), inches('carta')];
    expect([tabloid.width, tabloid.height]).toEqual([letter.height, 2 * letter.width]);
    const oficio = cm('oficio_pwg');
    expect(words).toContain(`unos ${n(oficio.width)} × ${n(oficio.height)} cm`);
  });

  it('A3 = 29.7 × 42 cm: two A4; 420 / 297 = 1.414 and 297 / 420 = 0.707 on the copier', () => {
    const pair = page('a3-en-centimetros');
    expect(pair.answer).toBe('A3: 297 × 420 mm = 29.7 × 42 cm');
    expect(pair.columns).toEqual(['Unidad', 'A3']);
    expect(pair.rows).toEqual([
      ['Milímetros (mm)', '297 × 420 mm'],
      ['Centímetros (cm)', '29.7 × 42 cm'],
      ['Pulgadas (in)', '≈ 11.69 × 16.54 in'], // 297 / 25.4 = 11.6929, 420 / 25.4 = 16.5354
      ['Píxeles a 150 ppp', '≈ 1754 × 2480 px'], // 1753.94, 2480.31
      ['Píxeles a 300 ppp', '≈ 3508 × 4961 px'], // 3507.87, 4960.63
    ]);
    const words = wordsOf(pair);
    const [a3, a4] = [cm('a3'), cm('a4')];
    expect([a3.width, a3.height]).toEqual([a4.height, 2 * a4.width]);
    expect(words).toContain(`420 entre 297 da unos ${n(420 / 297, 3)}, y 297 entre 420, unos ${fixed(297 / 420, 3)}`);
    expect([n(Math.SQRT2, 3), fixed(Math.SQRT1_2, 3)]).toEqual(['1.414', '0.707']);
    const [big, small] = [pixels('a3', 300), pixels('a4', 300)];
    expect(words).toContain(`${big.width} × ${big.height} px, casi exactamente el doble de píxeles`);
    expect((big.width * big.height) / (small.width * small.height)).toBeCloseTo(2, 2);
    // 29.7 × 42 = 1247.4 = 2 × 623.7
    expect(words).toContain(`29.7 × 42 = ${n(a3.width * a3.height)} cm²`);
    expect(a3.width * a3.height).toBeCloseTo(2 * a4.width * a4.height, 9);
    // Tabloid 27.94 × 43.18 cm: A3 (29.7 × 42) is wider and shorter.
    const tabloid = cm('tabloide');
    expect(words).toContain(
      `${n(tabloid.width)} × ${n(tabloid.height)} cm; el A3, unas ${n(inches('a3').width)} × ${n(inches('a3').height)} in`,
    );
    expect(a3.width > tabloid.width && a3.height < tabloid.height).toBe(true);
  });

  it('oficio PWG ≈ 21.59 × 34.04 cm: 13.4 × 2.54 = 34.036; 2550 × 4020 px at 300 ppp, whole', () => {
    const pair = page('oficio-en-centimetros');
    expect(pair.answer).toBe('Oficio PWG: 8.5 × 13.4 in ≈ 21.59 × 34.04 cm');
    expect(pair.rows).toContainEqual(['Milímetros (mm)', '215.9 × 340.36 mm']);
    expect(pair.rows).toContainEqual(['Píxeles a 150 ppp', '1275 × 2010 px']); // 8.5 × 150, 13.4 × 150
    expect(pair.rows).toContainEqual(['Píxeles a 300 ppp', '2550 × 4020 px']);
    const words = wordsOf(pair);
    const oficio = cm('oficio_pwg');
    const mm = paperDimensions(paper('oficio_pwg'), 'mm');
    expect(words).toContain(`exacta, ${n(mm.width)} × ${n(mm.height)} mm`);
    expect(words).toContain(`son ${n(oficio.width)} × ${n(oficio.height, 3)} cm`);
    // (13.4 − 11) × 2.54 = 6.096; (14 − 13.4) × 2.54 = 1.524
    expect(words).toContain(`es ${n(oficio.height - cm('carta').height, 3)} cm más largo`);
    expect(words).toContain(`es ${n(cm('legal').height - oficio.height, 3)} cm más corto`);
    const at300 = pixels('oficio_pwg', 300);
    expect(words).toContain(`a 300 ppp, ${at300.width} × ${at300.height} px, sin redondeo`);
    expect(words).toContain(`${n(cm('legal').width)} × ${n(cm('legal').height)} cm, y es más largo`);
    // D37: the oficio is no country's.
    expect(words).not.toMatch(/oficio (de|en) (México|Argentina|Chile|Colombia|Venezuela|Perú|España)/);
  });
});

describe('the tyre sizes’ questions, worked by hand (sidewall = width × profile; diameter = rim × 25.4 + 2 × sidewall)', () => {
  const page = (slug: string) => {
    const found = TYRE_PAIRS.find((pair) => pair.path === `/calculadora-de-llantas/${slug}`);
    if (!found) throw new Error(`no page ${slug}`);
    return found;
  };
  const tyre = (size: string): TyreDimensions => {
    const outcome = readTyre(size);
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.tyre;
  };
  const change = (from: string, to: string) => compareTyres(tyre(from), tyre(to));
  const n = (value: number, decimals = 2) => formatNumber(value, decimals);
  /** A figure below 1 as prose rounds it, to fixed decimals (the tables keep D8's 4 significant digits). */
  const fixed = (value: number, decimals = 2) => String(Number(value.toFixed(decimals)));

  it('five pages, each opening the calculator on its own size', () => {
    expect(TYRE_PAIRS.map((pair) => pair.spec.slug)).toEqual([
      '205-55-r16-en-pulgadas',
      '195-65-r15-en-pulgadas',
      '265-70-r17-en-pulgadas',
      '31x10-50r15-en-milimetros',
      '175-70-r13-en-pulgadas',
    ]);
    expect(tyreOpening(page('205-55-r16-en-pulgadas'))).toEqual({ current: '205/55 R16', replacement: '' });
    expect(tyreOpening(page('195-65-r15-en-pulgadas'))).toEqual({ current: '195/65 R15', replacement: '205/55 R16' });
  });

  it('205/55 R16: 406.4 + 2 × 112.75 = 631.9 mm ≈ 24.88 in; π × 631.9 = 1985.17 mm, 503.7 turns per km', () => {
    const pair = page('205-55-r16-en-pulgadas');
    expect(pair.answer).toBe('205/55 R16: diámetro de 631.9 mm ≈ 24.88 in');
    expect(pair.rows).toEqual([
      ['Ancho, 205 mm', '≈ 8.07 in'], // 205 / 25.4 = 8.0709
      ['Flanco (alto del perfil), 112.75 mm', '≈ 4.44 in'], // 112.75 / 25.4 = 4.4390
      ['Diámetro del rin, 406.4 mm', '16 in'],
      ['Diámetro total, 631.9 mm', '≈ 24.88 in'], // 631.9 / 25.4 = 24.8780
      ['Circunferencia, ≈ 1985.17 mm', '≈ 78.16 in'], // π × 631.9 = 1985.173; / 25.4 = 78.156
      ['Vueltas por kilómetro', '≈ 503.7'], // 1 000 000 / 1985.173 = 503.73
      ['Vueltas por milla', '≈ 810.7'], // 1 609 344 / 1985.173 = 810.68
    ]);
    const t = tyre('205/55 R16');
    const words = wordsOf(pair);
    expect(words).toContain(`ronda las ${n(t.diameter.in)} pulgadas`);
    // Reading the 55 as millimetres: 406.4 + 2 × 55 = 516.4 mm, 115.5 mm short.
    const wrong = t.rim.mm + 2 * 55;
    expect(words).toContain(
      `el 55 % del ancho, ${n(t.sidewall.mm)} mm; si se tomaran 55 mm, el diámetro saldría de ${n(wrong)} mm en lugar de ${n(t.diameter.mm)}`,
    );
    expect(t.diameter.mm - wrong).toBeGreaterThan(110);
    expect(words).toContain(
      `unos ${n(t.circumference.mm, 1)} mm de circunferencia nominal, da unas ${n(t.revolutionsPerKm, 1)} vueltas por kilómetro`,
    );
    // 503.73 turns per km × 100 km/h / 60 min = 839.55 ≈ 840 per minute.
    expect(Math.round((t.revolutionsPerKm * 100) / 60)).toBe(840);
    expect(words).toContain(
      `Unas ${n(t.diameter.in)} pulgadas de diámetro total, ${n(t.diameter.mm)} mm: los ${n(t.rim.mm)} mm del rin`,
    );
    expect(words).toContain(`Unas ${n(t.width.in)} pulgadas`);
  });

  it('195/65 R15: 381 + 2 × 126.75 = 634.5 mm ≈ 24.98 in; 205/55 R16 is −2.6 / 634.5 = −0.41 %', () => {
    const pair = page('195-65-r15-en-pulgadas');
    expect(pair.answer).toBe('195/65 R15: diámetro de 634.5 mm ≈ 24.98 in');
    expect(pair.columns).toEqual(['Medida y diámetro', 'Diferencia con la 195/65 R15']);
    expect(pair.rows[0]).toEqual(['195/65 R15, ≈ 24.98 in', 'la de referencia']);
    // 185/65 R15: 381 + 240.5 = 621.5 mm, −13 / 634.5 = −2.0489 %; 621.5 / 25.4 = 24.469
    expect(pair.rows).toContainEqual(['185/65 R15, ≈ 24.47 in', '≈ -2.05 %']);
    // 225/40 R18: 457.2 + 180 = 637.2 mm, +2.7 / 634.5 = +0.4255 % (D8: 4 significant digits below 1)
    expect(pair.rows).toContainEqual(['225/40 R18, ≈ 25.09 in', '≈ +0.4255 %']);
    const words = wordsOf(pair);
    const base = tyre('195/65 R15');
    expect(words).toContain(`dan ${n(base.diameter.mm)} mm de diámetro nominal: casi 25 pulgadas`);
    expect(n(base.diameter.in, 1)).toBe('25');
    const plus16 = change('195/65 R15', '205/55 R16');
    const plus17 = change('195/65 R15', '225/45 R17');
    expect(words).toContain(
      `La 205/55 R16 mide ${n(tyre('205/55 R16').diameter.mm)} mm, un ${fixed(-plus16.diameterDifferencePercent)} % menos`,
    );
    // 225/45 R17: 431.8 + 202.5 = 634.3 mm, −0.2 / 634.5 = −0.0315 %
    expect(words).toContain(
      `la 225/45 R17, ${n(tyre('225/45 R17').diameter.mm)} mm, apenas un ${fixed(-plus17.diameterDifferencePercent)} % menos`,
    );
    const flanks = ['195/65 R15', '205/55 R16', '225/45 R17'].map((size) => n(tyre(size).sidewall.mm));
    expect(words).toContain(`el flanco pasa de ${flanks[0]} mm a ${flanks[1]} mm y a ${flanks[2]} mm`);
    // 100 × 634.5 / 631.9 = 100.4115
    expect(words).toContain(`el velocímetro marcaría unos ${n(plus16.speedometerAtReal100)} km/h`);
    expect(words).toContain(`un ${fixed(-plus16.diameterDifferencePercent)} % de diferencia`);
    expect(words).toContain(
      `Unas ${n(base.diameter.in)} pulgadas de diámetro, ${n(base.diameter.mm)} mm: los ${n(base.rim.mm)} mm del rin de 15 pulgadas más dos flancos de ${n(base.sidewall.mm)} mm`,
    );
  });

  it('265/70 R17: 431.8 + 2 × 185.5 = 802.8 mm ≈ 31.61 in; 285/70 R17 is +28 / 802.8 = +3.49 %', () => {
    const pair = page('265-70-r17-en-pulgadas');
    expect(pair.answer).toBe('265/70 R17: diámetro de 802.8 mm ≈ 31.61 in');
    expect(pair.columns).toEqual(['Medida', 'Diámetro × ancho, en pulgadas']);
    // 265 / 25.4 = 10.4331
    expect(pair.rows).toContainEqual(['265/70 R17', '≈ 31.61 × 10.43 in']);
    // 285/70 R17: 431.8 + 399 = 830.8 mm = 32.7087 in; 285 / 25.4 = 11.2205
    expect(pair.rows).toContainEqual(['285/70 R17', '≈ 32.71 × 11.22 in']);
    expect(pair.rows).toContainEqual(['31x10.50R15', '31 × 10.5 in']);
    const words = wordsOf(pair);
    const t = tyre('265/70 R17');
    expect(words).toContain(
      `dos flancos de ${n(t.sidewall.mm)} mm sobre un rin de 17 pulgadas, la 265/70 R17 mide ${n(t.diameter.mm)} mm`,
    );
    expect(n(t.diameter.in, 1)).toBe('31.6');
    expect(t.diameter.in).toBeGreaterThan(31.6);
    expect(words).toContain(`mide ${n(t.diameter.in)} pulgadas de alto por ${n(t.width.in)} de ancho`);
    const bigger = change('265/70 R17', '285/70 R17');
    const big = tyre('285/70 R17');
    expect(words).toContain(
      `mide ${n(big.diameter.mm)} mm, ${n(big.diameter.in)} pulgadas: un ${n(bigger.diameterDifferencePercent)} % más`,
    );
    expect(bigger.ruleOfThumb.within).toBe(false);
    // 100 × 802.8 / 830.8 = 96.6298
    expect(words).toContain(`marcaría unos ${n(bigger.speedometerAtReal100)} km/h`);
    // 265/75 R16: 406.4 + 397.5 = 803.9 mm, 1.1 mm more.
    const r16 = tyre('265/75 R16');
    expect(words).toContain(
      `la 265/75 R16 mide ${n(r16.diameter.mm)} mm, solo ${n(r16.diameter.mm - t.diameter.mm)} mm más`,
    );
    const flotation = tyre('31x10.50R15');
    expect(words).toContain(
      `la 31x10.50R15 mide ${n(flotation.diameter.mm)} mm, ${n(t.diameter.mm - flotation.diameter.mm)} mm menos`,
    );
    expect(words).toContain(`los ${n(t.rim.mm)} mm del rin de 17 pulgadas`);
  });

  it('31x10.50R15 = 787.4 mm: 31 × 25.4, exact; 10.5 × 25.4 = 266.7; sidewall (31 − 15) / 2 = 8 in', () => {
    const pair = page('31x10-50r15-en-milimetros');
    expect(pair.answer).toBe('31x10.50R15: diámetro de 31 in = 787.4 mm');
    expect(pair.rows).toEqual([
      ['30x9.50R15', '762 × 241.3 mm'], // 30 × 25.4, 9.5 × 25.4
      ['31x10.50R15', '787.4 × 266.7 mm'],
      ['32x11.50R15', '812.8 × 292.1 mm'],
      ['33x12.50R15', '838.2 × 317.5 mm'],
      ['35x12.50R15', '889 × 317.5 mm'],
      ['33x12.50R17', '838.2 × 317.5 mm'],
      ['35x12.50R17', '889 × 317.5 mm'],
      ['35x12.50R20', '889 × 317.5 mm'],
    ]);
    expect(pair.formula).toBe('diámetro (mm) = primera cifra × 25.4');
    expect(tyreOpening(pair)).toEqual({ current: '31x10.50R15', replacement: '265/75 R15' });
    const words = wordsOf(pair);
    const t = tyre('31x10.50R15');
    expect(words).toContain(`31 pulgadas son exactamente ${n(t.diameter.mm)} mm`);
    expect(words).toContain(`${n(t.diameter.mm)} mm de alto y ${n(t.width.mm)} mm de ancho`);
    expect(words).toContain(
      `${n(t.sidewall.in)} pulgadas, o ${n(t.sidewall.mm)} mm, un perfil cercano al ${n(t.size.aspectRatio, 0)} %`,
    );
    // 8 / 10.5 = 76.19 %
    expect(t.size.aspectRatio).toBeCloseTo(76.19, 2);
    // 265/75 R15: 381 + 397.5 = 778.5 mm, −8.9 / 787.4 = −1.1303 %; 265/70 R17: +15.4 / 787.4 = +1.9558 %
    const metric = change('31x10.50R15', '265/75 R15');
    expect(words).toContain(
      `la 265/75 R15, de ${n(tyre('265/75 R15').diameter.mm)} mm: un ${n(-metric.diameterDifferencePercent)} % menos`,
    );
    expect(words).toContain(
      `la 265/75 R15, de ${n(tyre('265/75 R15').diameter.mm)} mm de diámetro, un ${n(-metric.diameterDifferencePercent)} % menos`,
    );
    const r17 = change('31x10.50R15', '265/70 R17');
    expect(words).toContain(
      `la 265/70 R17 mide ${n(tyre('265/70 R17').diameter.mm)} mm, un ${n(r17.diameterDifferencePercent)} % más`,
    );
    expect(words).toContain(`sobre un rin de ${n(t.rim.mm)} mm`);
  });

  it('175/70 R13: 330.2 + 2 × 122.5 = 575.2 mm ≈ 22.65 in; 553.4 turns per km, 631.9 / 575.2 − 1 = 9.86 % more', () => {
    const pair = page('175-70-r13-en-pulgadas');
    expect(pair.answer).toBe('175/70 R13: diámetro de 575.2 mm ≈ 22.65 in');
    // 122.5 / 25.4 = 4.8228; 1 000 000 / (π × 575.2) = 553.39
    expect(pair.rows).toContainEqual(['Flanco (alto del perfil), 122.5 mm', '≈ 4.82 in']);
    expect(pair.rows).toContainEqual(['Vueltas por kilómetro', '≈ 553.4']);
    const words = wordsOf(pair);
    const [small, usual] = [tyre('175/70 R13'), tyre('205/55 R16')];
    expect(words).toContain(
      `dos flancos de ${n(small.sidewall.mm)} mm dan ${n(small.diameter.mm)} mm de diámetro nominal: unas ${n(small.diameter.in)} pulgadas`,
    );
    expect(words).toContain(
      `con ${n(small.sidewall.mm)} mm, es más alto que el de una 205/55 R16, de ${n(usual.sidewall.mm)} mm`,
    );
    const more = (100 * small.revolutionsPerKm) / usual.revolutionsPerKm - 100;
    expect(words).toContain(
      `unas ${n(small.revolutionsPerKm, 1)} vueltas por kilómetro, un ${n(more)} % más que las ${n(usual.revolutionsPerKm, 1)}`,
    );
    // 185/60 R14: 355.6 + 222 = 577.6 mm, +2.4 / 575.2 = +0.4172 %
    const r14 = change('175/70 R13', '185/60 R14');
    expect(words).toContain(
      `la 185/60 R14: ${n(tyre('185/60 R14').diameter.mm)} mm, solo un ${fixed(r14.diameterDifferencePercent)} % más que la 175/70 R13, con un flanco de ${n(tyre('185/60 R14').sidewall.mm)} mm`,
    );
    expect(r14.ruleOfThumb.within).toBe(true);
    expect(words).toContain(`los ${n(small.rim.mm)} mm del rin de 13 pulgadas`);
  });
});

describe('the slope converter’s questions, worked by hand (percent = 100 × rise ÷ horizontal run = 100 × tan)', () => {
  const page = (slug: string) => {
    const pair = byPath(SLOPE_PAIRS, `/convertir-pendiente/${slug}`);
    if (!pair) throw new Error(`No hay página ${slug}`);
    return pair;
  };
  const slope = (value: number, from: SlopeUnit, to: SlopeUnit) => {
    const result = convertSlope(value, from, to);
    if (!result.ok) throw new Error(result.reason);
    return result.value;
  };
  /** As the question pages write a slope: two decimals, at least four significant digits below 1. */
  const say = (value: number, unit: SlopeUnit) => writeSlope(value, unit, 2);

  it('10 % ≈ 5.71°: atan(0.1) = 0.0996687 rad = 5.7106°; 20 % is atan(0.2) = 11.3099°, 100 % is atan(1) = 45°', () => {
    const pair = page('porcentaje-a-grados');
    expect(pair.answer).toBe('10 % ≈ 5.71°');
    expect(slope(10, 'porcentaje', 'grados')).toBeCloseTo(5.710593, 6);
    expect(pair.rows).toContainEqual(['20 %', '11.31°']);
    expect(pair.rows).toContainEqual(['100 %', '45°']);
    // atan(0.01) = 0.572939°: four significant digits below 1 (D8)
    expect(pair.rows).toContainEqual(['1 %', '0.5729°']);
    expect(pair.formula).toBe('grados = arctan(porcentaje ÷ 100) × 180 ÷ π');
  });

  it('says what the tool computes: the 0.573 shortcut, the run along the road, the radians', () => {
    const words = wordsOf(page('porcentaje-a-grados'));
    expect(words).toContain(
      `el 10 % son unos ${say(slope(10, 'porcentaje', 'grados'), 'grados')} y el 20 %, unos ${say(slope(20, 'porcentaje', 'grados'), 'grados')}`,
    );
    expect(words).toContain(`el 100 % son ${say(slope(100, 'porcentaje', 'grados'), 'grados')}, no 90°`);
    // 180 ÷ π ÷ 100 = 0.5729578; 5 × 0.573 = 2.865 against atan(0.05) = 2.8624°
    expect(formatNumber(180 / Math.PI / 100, 3)).toBe('0.573');
    expect(words).toContain(
      `5 % da ${formatNumber(5 * 0.573, 3)}°, y la calculadora da ${writeSlope(slope(5, 'porcentaje', 'grados'), 'grados', 4)}`,
    );
    // 20 × 0.573 = 11.46, over atan(0.2) = 11.3099° by 0.1501°
    expect(words).toContain(`se pasa en unos ${(20 * 0.573 - slope(20, 'porcentaje', 'grados')).toFixed(2)}°`);
    // 100 m along a 10 % road: 100 × cos(atan(0.1)) = 100 ÷ √1.01 = 99.504 m on the map
    const angle = slopeToAngle(10, 'porcentaje');
    expect(angle.ok && formatNumber(100 * Math.cos(angle.value), 1)).toBe('99.5');
    expect(words).toContain('ha avanzado unos 99.5 m sobre el mapa');
    // atan(0.1) = 0.0996687 rad
    expect(words).toContain(
      `el arcotangente de 0.1 son unos ${formatNumber(slope(10, 'porcentaje', 'radianes'), 4)} radianes`,
    );
  });

  it('45° = 100 %: tan 45° = 1; 30° is 100 ÷ √3 = 57.735 %; 90° has no percent and is 1:0', () => {
    const pair = page('grados-a-porcentaje');
    expect(pair.answer).toBe('45° = 100 %');
    expect(pair.rows).toContainEqual(['30°', '57.74 %']);
    expect(pair.rows).toContainEqual(['90°', 'No tiene: es vertical']);
    expect(convertSlope(90, 'grados', 'porcentaje').ok).toBe(false);
    expect(convertSlope(90, 'grados', 'razon')).toEqual({ ok: true, value: 0 });
    const words = wordsOf(pair);
    // tan 80° = 5.671282, tan 89° = 57.289962
    expect(words).toContain(
      `a 80° ya son unos ${formatNumber(slope(80, 'grados', 'porcentaje'), 0)} %, y a 89°, unos ${formatNumber(slope(89, 'grados', 'porcentaje'), 0)} %`,
    );
    expect(words).toContain(`va de unos ${say(slope(30, 'grados', 'porcentaje'), 'porcentaje')} a un 100 %`);
    expect(words).toContain(
      `la tangente de 30° es ${formatNumber(slope(30, 'grados', 'porcentaje') / 100, 4)} redondeada, y por 100 da ${say(slope(30, 'grados', 'porcentaje'), 'porcentaje')}`,
    );
  });

  it('1:12 ≈ 8.33 %: 100 ÷ 12 = 8.333…; 1:20 = 5 %, 1:48 = 100 ÷ 48 = 2.0833 %', () => {
    const pair = page('razon-a-porcentaje');
    expect(pair.answer).toBe('1:12 ≈ 8.33 %');
    expect(pair.rows).toContainEqual(['1:20', '5 %']);
    expect(pair.rows).toContainEqual(['1:48', '2.08 %']);
    expect(pair.rows).toContainEqual(['1:1.5', '66.67 %']);
    expect(pair.formula).toBe('porcentaje = 100 ÷ n');
    const words = wordsOf(pair);
    expect(words).toContain(`más empinadas que 1:12, unos ${say(slope(12, 'razon', 'porcentaje'), 'porcentaje')}`);
    // 15 cm × 12 = 1.8 m
    expect(words).toContain(`escalón de 15 cm hacen falta ${formatNumber(0.15 * 12, 2)} m de avance horizontal`);
    expect(words).toContain(`más empinado que 1:20, un ${say(slope(20, 'razon', 'porcentaje'), 'porcentaje')}`);
    expect(words).toContain(`a 1:48, unos ${say(slope(48, 'razon', 'porcentaje'), 'porcentaje')}`);
    // A talud 3:2 written horizontal first is a rise of 2 over 3: 1:1.5, 66.667 %, atan(2/3) = 33.69°
    const talud = parseRatio('2:3');
    expect(talud).toEqual({ ok: true, value: 1.5 });
    expect(words).toContain(
      `es ${say(1.5, 'razon')}, unos ${say(slope(1.5, 'razon', 'porcentaje'), 'porcentaje')} o ${say(slope(1.5, 'razon', 'grados'), 'grados')}`,
    );
    // Read as rise 3 over run 2: 100 × 3 ÷ 2 = 150 %
    const misread = parseRatio('3:2');
    expect(misread.ok && say(slope(misread.value, 'razon', 'porcentaje'), 'porcentaje')).toBe('150 %');
    expect(words).toContain('3:2 sería un 150 %');
    // 1 up over 12 along the surface: a horizontal run of √(12² − 1) = √143 = 11.958
    expect(words).toContain(`es, en horizontal, unos 1:${formatNumber(Math.sqrt(12 ** 2 - 1), 2)}`);
    // 2:25 = 1:12.5 = 100 ÷ 12.5 = 8 %
    const reduced = parseRatio('2:25');
    expect(reduced).toEqual({ ok: true, value: 12.5 });
    expect(words).toContain(
      `2:25 es ${say(12.5, 'razon')}, un ${say(slope(12.5, 'razon', 'porcentaje'), 'porcentaje')}`,
    );
    // atan(1/12) = 4.7636°; 1:10 = 10 %
    expect(words).toContain(`un ángulo de unos ${say(slope(12, 'razon', 'grados'), 'grados')}`);
    expect(words).toContain(`1:10, un ${say(slope(10, 'razon', 'porcentaje'), 'porcentaje')}`);
  });

  it('8 % = 1:12.5: 100 ÷ 8 = 12.5; 6 % = 1:16.67, and 0.5 m × 16.667 = 8.33 m; 200 % = 1:0.5', () => {
    const pair = page('porcentaje-a-razon');
    expect(pair.answer).toBe('8 % = 1:12.5');
    expect(pair.rows).toContainEqual(['6 %', '1:16.67']);
    expect(pair.rows).toContainEqual(['0.5 %', '1:200']);
    expect(pair.rows).toContainEqual(['200 %', '1:0.5']);
    const words = wordsOf(pair);
    expect(words).toContain(
      `el 6 % de los tramos largos de un itinerario accesible es de unos ${say(slope(6, 'porcentaje', 'razon'), 'razon')}`,
    );
    expect(words).toContain(`hacen falta unos ${formatNumber(0.5 * slope(6, 'porcentaje', 'razon'), 2)} m`);
    // 1:8 = 100 ÷ 8 = 12.5 %; 10 % = 1:10, the one slope where n and the percent agree (n = 100 ÷ n)
    expect(words).toContain(
      `no es 1:8, que sería un ${say(slope(8, 'razon', 'porcentaje'), 'porcentaje')}, sino ${say(slope(8, 'porcentaje', 'razon'), 'razon')}`,
    );
    expect(words).toContain(`el 10 %, que es ${say(slope(10, 'porcentaje', 'razon'), 'razon')}`);
    expect(words).toContain(`un 0.5 %, que ya es ${say(slope(0.5, 'porcentaje', 'razon'), 'razon')}`);
    expect(words).toContain(`un 200 % es ${say(slope(200, 'porcentaje', 'razon'), 'razon')}`);
    // 0.4 m × 12.5 = 5 m
    expect(words).toContain(`0.4 m de subida por 12.5 dan ${formatNumber(0.4 * slope(8, 'porcentaje', 'razon'), 2)} m`);
    expect(convertSlope(0, 'porcentaje', 'razon').ok).toBe(false);
  });

  it('20 ‰ = 2 %: 20 ÷ 10; Pajares, 729 m over 44 km, 729 ÷ 44 = 16.57 ‰ = 1.657 %', () => {
    const pair = page('por-mil-a-porcentaje');
    expect(pair.answer).toBe('20 ‰ = 2 %');
    expect(pair.rows).toContainEqual(['12.5 ‰', '1.25 %']);
    expect(pair.rows).toContainEqual(['1 ‰', '0.1 %']);
    const words = wordsOf(pair);
    expect(words).toContain(
      `20 m de altura en cada kilómetro, un ${say(slope(20, 'por_mil', 'porcentaje'), 'porcentaje')}`,
    );
    const pajares = (1000 * 729) / 44_000;
    expect(words).toContain(
      `una media de unas ${formatNumber(pajares, 1)} milésimas, un ${say(slope(pajares, 'por_mil', 'porcentaje'), 'porcentaje')}`,
    );
    expect(words).toContain(`un 1 % son ${formatNumber(slope(1, 'porcentaje', 'por_mil'), 2)} ‰`);
    // atan(0.02) = 1.1458°
    expect(words).toContain(`20 ‰ son apenas unos ${say(slope(20, 'por_mil', 'grados'), 'grados')}`);
    expect(words).toContain(`Un ${say(slope(25, 'por_mil', 'porcentaje'), 'porcentaje')}: 25 ÷ 10 = 2.5`);
    expect(words).toContain(`un 1 ‰ es un ${say(slope(1, 'por_mil', 'porcentaje'), 'porcentaje')}`);
  });

  it('opens the converter on each page’s question: 1:12 as a ratio, the others as numbers', () => {
    expect(slopeOpening(page('razon-a-porcentaje'))).toEqual({ value: '1:12', unit: 'razon' });
    expect(slopeOpening(page('grados-a-porcentaje'))).toEqual({ value: '45', unit: 'grados' });
    expect(slopeOpening(page('por-mil-a-porcentaje'))).toEqual({ value: '20', unit: 'por_mil' });
  });
});

describe('the watts-and-amperes calculator’s questions, worked by hand (P = k × V × I × FP, k = √3 in three-phase)', () => {
  const page = (slug: string) => {
    const pair = byPath(ELECTRIC_POWER_PAIRS, `/calculadora-de-vatios-amperios/${slug}`);
    if (!pair) throw new Error(`No hay página ${slug}`);
    return pair;
  };
  const single = (volts: number, powerFactor = 1): Circuit => ({ kind: 'monofasica', volts, powerFactor });
  const three = (volts: number, powerFactor = 1): Circuit => ({ kind: 'trifasica', volts, powerFactor });
  const direct = (volts: number): Circuit => ({ kind: 'continua', volts, powerFactor: 1 });
  const result = (outcome: ElectricOutcome) => {
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.result;
  };
  /** As the question pages write a figure: two decimals, at least four significant digits below 1. */
  const amps = (outcome: ElectricOutcome) => formatNumber(result(outcome).amperes, 2);
  const watts = (outcome: ElectricOutcome) => formatNumber(result(outcome).watts, 2);

  it('1000 W at 230 V ≈ 4.35 A: 1000 ÷ 230 = 4.3478; 2000 ÷ 230 = 8.6957; 3680 ÷ 230 = 16', () => {
    const pair = page('vatios-a-amperios');
    expect(pair.answer).toBe('1000 W a 230 V, FP 1 ≈ 4.35 A');
    expect(pair.rows).toContainEqual(['2000 W', '8.7 A']);
    expect(pair.rows).toContainEqual(['3680 W', '16 A']);
    // 100 ÷ 230 = 0.434783: four significant digits below 1 (D8)
    expect(pair.rows).toContainEqual(['100 W', '0.4348 A']);
    expect(pair.formula).toBe('I = P ÷ (V × FP) = 1000 W ÷ (230 V × 1) ≈ 4.35 A');
    const words = wordsOf(pair);
    expect(words).toContain(`1000 W son unos ${amps(amperesFromWatts(1000, single(230)))} A`);
    // 1000 ÷ 220 = 4.5455; 1000 ÷ 127 = 7.874; 1000 ÷ 120 = 8.3333
    expect(words).toContain(
      `son unos ${amps(amperesFromWatts(1000, single(220)))} A a 220 V, como en Argentina o Perú; unos ${amps(amperesFromWatts(1000, single(127)))} A a 127 V, como en México, y unos ${amps(amperesFromWatts(1000, single(120)))} A a los 120 V`,
    );
    // 1000 ÷ (230 × 0.8) = 5.4348
    expect(words).toContain(
      `con un factor de 0.8, los mismos 1000 W son unos ${amps(amperesFromWatts(1000, single(230, 0.8)))} A`,
    );
    expect(words).toContain(
      `Unos ${amps(amperesFromWatts(2000, single(230)))} A, porque 2000 ÷ 230 da ${formatNumber(result(amperesFromWatts(2000, single(230))).amperes, 3)}`,
    );
    // 4000 ÷ 230 = 17.391
    expect(words).toContain(`piden unos ${amps(amperesFromWatts(4000, single(230)))} A, más de los 16 A`);
    // 1000 ÷ 12 = 83.333
    expect(words).toContain(`A 12 V, 1000 W son unos ${amps(amperesFromWatts(1000, direct(12)))} A`);
  });

  it('16 A at 230 V = 3680 W: 16 × 230; the circuits of ITC-BT-25 and the contracted powers, 15 × 230 = 3450 W', () => {
    const pair = page('amperios-a-vatios');
    expect(pair.answer).toBe('16 A a 230 V, FP 1 = 3680 W');
    expect(pair.rows).toContainEqual(['10 A', '2300 W']);
    // 63 × 230 = 14 490, grouped with a narrow no-break space (D8)
    expect(pair.rows).toContainEqual(['63 A', '14\u202f490 W']);
    expect(pair.formula).toBe('P = V × I × FP = 230 V × 16 A × 1 = 3680 W');
    const words = wordsOf(pair);
    const at230 = (current: number) => watts(wattsFromAmperes(current, single(230)));
    expect(words).toContain(
      `10 A para la iluminación, ${at230(10)} W; 16 A para los enchufes de uso general, ${at230(16)} W; 20 A para la lavadora, el lavavajillas y el termo, ${at230(20)} W, y 25 A para la cocina y el horno, ${at230(25)} W`,
    );
    const kilowatts = (current: number) => formatNumber(result(wattsFromAmperes(current, single(230))).kilowatts, 2);
    expect(words).toContain(
      `${kilowatts(15)} kW son 15 A a 230 V, ${kilowatts(20)} kW son 20 A, y ${kilowatts(25)} kW, 25 A`,
    );
    // 16 × 230 × 0.9 = 3312; 16 × 220 = 3520; 15 × 120 = 1800; 20 × 120 = 2400
    expect(words).toContain(`16 A a 230 V con un factor de 0.9 son ${watts(wattsFromAmperes(16, single(230, 0.9)))} W`);
    expect(words).toContain(`A 220 V serían ${watts(wattsFromAmperes(16, single(220)))} W`);
    expect(words).toContain(
      `15 × 120 = ${watts(wattsFromAmperes(15, single(120)))} W, y uno de 20 A, ${watts(wattsFromAmperes(20, single(120)))} W`,
    );
  });

  it('1 kW at 400 V three-phase, FP 0.85 ≈ 1.7 A: 1000 ÷ (√3 × 400 × 0.85) = 1000 ÷ 588.90 = 1.6981', () => {
    const pair = page('kw-a-amperios-trifasico');
    expect(pair.answer).toBe('1 kW a 400 V trifásica, FP 0.85 ≈ 1.7 A');
    // 7500 ÷ 588.90 = 12.736; 750 ÷ 588.90 = 1.2736
    expect(pair.rows).toContainEqual(['7.5 kW', '12.74 A']);
    expect(pair.rows).toContainEqual(['0.75 kW', '1.27 A']);
    expect(pair.formula).toBe('I = P ÷ (√3 × V × FP) = 1000 W ÷ (√3 × 400 V × 0.85) ≈ 1.7 A');
    const words = wordsOf(pair);
    expect(words).toContain(`1 kW son unos ${amps(amperesFromWatts(1000, three(400, 0.85)))} A`);
    // With the 230 V of phase and neutral: 1000 ÷ (√3 × 230 × 0.85) = 1000 ÷ 338.62 = 2.9532
    expect(words).toContain(`1 kW saldría a unos ${amps(amperesFromWatts(1000, three(230, 0.85)))} A`);
    // 1 kW at the shaft with 85 % efficiency: 1000 ÷ 0.85 = 1176.5 W from the grid, ÷ 588.90 = 1.9977 A
    expect(formatNumber(result(amperesFromWatts(1000 / 0.85, three(400, 0.85))).amperes, 0)).toBe('2');
    expect(words).toContain('1 kW en el eje pide unos 2 A por fase');
    // 1000 ÷ (√3 × 220 × 0.85) = 1000 ÷ 323.89 = 3.0874
    expect(words).toContain(`1 kW con el mismo factor son unos ${amps(amperesFromWatts(1000, three(220, 0.85)))} A`);
    // 7500 ÷ 0.9 = 8333.3 W, ÷ 588.90 = 14.151 A
    expect(words).toContain(`7.5 kW tomados de la red son unos ${amps(amperesFromWatts(7500, three(400, 0.85)))} A`);
    expect(words).toContain(`con un 90 %, salen unos ${amps(amperesFromWatts(7500 / 0.9, three(400, 0.85)))} A`);
  });

  it('100 kVA at 400 V ≈ 144.34 A: 100 000 ÷ (√3 × 400) = 100 000 ÷ 692.82 = 144.338; 80 kW at FP 0.8', () => {
    const pair = page('kva-a-amperios');
    expect(pair.answer).toBe('100 kVA a 400 V trifásica ≈ 144.34 A');
    // 630 000 ÷ 692.82 = 909.33
    expect(pair.rows).toContainEqual(['630 kVA', '909.33 A']);
    expect(pair.formula).toBe('I = S ÷ (√3 × V) = 100\u202f000 VA ÷ (√3 × 400 V) ≈ 144.34 A');
    const words = wordsOf(pair);
    expect(words).toContain(`100 kVA son unos ${amps(amperesFromKilovoltAmperes(100, three(400)))} A`);
    // 1000 ÷ 692.82 = 1.4434, whatever the power factor
    expect(amps(amperesFromKilovoltAmperes(1, three(400, 0.5)))).toBe(amps(amperesFromKilovoltAmperes(1, three(400))));
    expect(words).toContain(
      `1 kVA a 400 V en trifásica son siempre unos ${amps(amperesFromKilovoltAmperes(1, three(400)))} A`,
    );
    // 100 kVA × 0.8 = 80 kW; 100 kW of heaters at FP 1 draw the same 144.34 A
    expect(words).toContain(
      `uno de 100 kVA entrega ${formatNumber(result(amperesFromKilovoltAmperes(100, three(400, 0.8))).kilowatts, 2)} kW`,
    );
    expect(words).toContain(`no pasara de los ${amps(amperesFromWatts(100_000, three(400)))} A de la tabla`);
    // 5000 ÷ 230 = 21.739
    expect(words).toContain(`5 kVA a 230 V da unos ${amps(amperesFromKilovoltAmperes(5, single(230)))} A`);
    // 20 000 ÷ 692.82 = 28.868; 20 000 ÷ 230 = 86.957
    expect(words).toContain(
      `unos ${amps(amperesFromKilovoltAmperes(20, three(400)))} A por fase; en monofásica a 230 V, unos ${amps(amperesFromKilovoltAmperes(20, single(230)))} A`,
    );
  });

  it('100 W at 12 V ≈ 8.33 A: 100 ÷ 12 = 8.333; 60 ÷ 12 = 5; 1000 W is 41.67 A at 24 V and 20.83 A at 48 V', () => {
    const pair = page('vatios-a-amperios-12-v');
    expect(pair.answer).toBe('100 W a 12 V en continua ≈ 8.33 A');
    expect(pair.rows).toContainEqual(['60 W', '5 A']);
    expect(pair.rows).toContainEqual(['1500 W', '125 A']);
    expect(pair.formula).toBe('I = P ÷ V = 100 W ÷ 12 V ≈ 8.33 A');
    const words = wordsOf(pair);
    expect(words).toContain(`100 W son unos ${amps(amperesFromWatts(100, direct(12)))} A`);
    expect(words).toContain(`nevera portátil de 60 W pide ${amps(amperesFromWatts(60, direct(12)))} A`);
    // 1000 ÷ 12 = 83.33, more than 83
    expect(result(amperesFromWatts(1000, direct(12))).amperes).toBeGreaterThan(83);
    expect(words).toContain('más de 83 A');
    expect(words).toContain(
      `son unos ${amps(amperesFromWatts(1000, direct(24)))} A a 24 V y unos ${amps(amperesFromWatts(1000, direct(48)))} A a 48 V`,
    );
    // 100 Ah ÷ 5 A = 20 h
    expect(formatNumber(100 / result(amperesFromWatts(60, direct(12))).amperes, 2)).toBe('20');
    expect(words).toContain('unas 20 horas en teoría, 100 Ah ÷ 5 A');
    // 10 × 12 = 120 W; 15 × 12 = 180 W
    expect(words).toContain(
      `con uno de 10 A son ${watts(wattsFromAmperes(10, direct(12)))} W a 12 V, y con uno de 15 A, ${watts(wattsFromAmperes(15, direct(12)))} W`,
    );
  });

  it('says on every page the voltage, the circuit and the power factor it assumes', () => {
    for (const pair of ELECTRIC_POWER_PAIRS) {
      const opening = powerOpening(pair);
      if (!opening) throw new Error(`sin circuito: ${pair.path}`);
      expect(pair.spec.intro).toContain(`${opening.volts} V`);
      expect(pair.answer).toContain(`a ${opening.volts} V`);
      const circuit = { continua: 'continua', monofasica: 'monofásica', trifasica: 'trifásica' }[opening.kind];
      expect(pair.spec.intro).toContain(circuit);
      if (opening.kind !== 'continua' && opening.known !== 'kva') {
        expect(pair.spec.intro).toContain(
          `factor de potencia ${opening.powerFactor === '1' ? '1' : `de ${opening.powerFactor}`}`,
        );
        expect(pair.answer).toContain(`FP ${opening.powerFactor}`);
      }
    }
    expect(powerOpening(page('kw-a-amperios-trifasico'))).toEqual({
      known: 'vatios',
      value: '1000',
      kind: 'trifasica',
      volts: '400',
      powerFactor: '0.85',
    });
  });
});
