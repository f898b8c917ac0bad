/**
 * Issue 34, D37: /convertir-tallas-de-ropa. Each source's table is typed again here in the shape the source gives it
 * (by country, by column or by row) and compared cell by cell with lib/content/clothing-sizes.ts; the lookups are
 * checked against values worked out by hand from those tables (1 in = 2.54 cm exactly).
 */
import {
  CLOTHING_SIZE_TABLES,
  type ClothingSizeTable,
  type MeasureCell,
  type SizeSystem,
} from '@/lib/content/clothing-sizes';
import {
  checkMeasure,
  columnOf,
  convertMeasure,
  disagreements,
  equivalents,
  measureInterval,
  nearestSizes,
  sizeInterval,
  sizesOf,
  systemsOf,
  toCm,
} from '@/lib/tools/clothing-sizes';

const tableOf = (id: string): ClothingSizeTable => {
  const table = CLOTHING_SIZE_TABLES.find((candidate) => candidate.id === id);
  if (!table) throw new Error(`No table ${id}`);
  return table;
};

/** A table's column of sizes, top to bottom. */
const sizeColumn = (table: ClothingSizeTable, index: number) => table.rows.map((row) => row.sizes[index]);
/** A table's column of measures, top to bottom. */
const measureColumn = (table: ClothingSizeTable, index: number) => table.rows.map((row) => row.measures[index]);

describe('the tables, cell by cell against their sources', () => {
  it('enfemenino.com, women («faldas, largos, chaquetas, camisetas…»), one line per country as the page lists them', () => {
    const table = tableOf('enfemenino-mujer');
    // Francia/España, Reino Unido, EUA, Italia, Alemania, as the page lists them (Japón is left out).
    expect(table.columns.map((column) => column.systems)).toEqual([['fr'], ['uk'], ['us'], ['it'], ['de']]);
    expect(sizeColumn(table, 0)).toEqual(['34', '36', '38', '40', '42', '44', '46', '48', '50']);
    expect(sizeColumn(table, 1)).toEqual(['6', '8', '10', '12', '14', '16', '18', '20', '22']);
    expect(sizeColumn(table, 2)).toEqual(['4', '6', '8', '10', '12', '14', '16', '18', '20']);
    expect(sizeColumn(table, 3)).toEqual(['38', '40', '42', '44', '46', '48', '50', '52', '54']);
    expect(sizeColumn(table, 4)).toEqual(['32', '34', '36', '38', '40', '42', '44', '46', '48']);
  });

  it('LazyTools, women, row by row as its chart runs (US, UK/AU, EU/DE, FR/ES, IT, letter; JP left out)', () => {
    const table = tableOf('lazytools-mujer');
    expect(table.columns.map((column) => column.systems)).toEqual([
      ['us'],
      ['uk'],
      ['eu', 'de'],
      ['fr'],
      ['it'],
      ['letras'],
    ]);
    // The chart's rows: '2 6 32 34 38 7 XS', '4 8 34 36 40 9 S', '6 10 36 38 42 11 S', '8 12 38 40 44 13 M',
    // '10 14 40 42 46 15 M', '12 16 42 44 48 17 L', '14 18 44 46 50 19 L', '16 20 46 48 52 21 XL'.
    expect(table.rows.map((row) => row.sizes)).toEqual([
      ['2', '6', '32', '34', '38', 'XS'],
      ['4', '8', '34', '36', '40', 'S'],
      ['6', '10', '36', '38', '42', 'S'],
      ['8', '12', '38', '40', '44', 'M'],
      ['10', '14', '40', '42', '46', 'M'],
      ['12', '16', '42', '44', '48', 'L'],
      ['14', '18', '44', '46', '50', 'L'],
      ['16', '20', '46', '48', '52', 'XL'],
    ]);
    // Its prose: «A US 8 dress is a UK 12, an EU 38, a French 40, an Italian 44».
    expect(table.rows[3]?.sizes.slice(0, 5)).toEqual(['8', '12', '38', '40', '44']);
  });

  it('H&M Canada, ladies: EUR, US/CA, bust, waist and seat in cm, one line each as the guide gives them', () => {
    const table = tableOf('hm-mujer');
    const eur = ['32', '34', '36', '38', '40', '42', '44', '46', '48', '50', '52', '54', '56', '58'];
    const us = ['2', '4', '6', '8', '10', '12', '14', '16', '18', '20', '22', '24', '26', '28'];
    const bust = [76, 80, 84, 88, 92, 96, 100, 104, 110, 116, 122, 128, 134, 140];
    const waist = [60, 64, 68, 72, 76, 80, 84, 88, 94, 100, 106, 112, 118, 124];
    const seat = [84, 88, 92, 96, 100, 104, 108, 112, 117, 122, 127, 132, 137, 142];
    expect(sizeColumn(table, 0)).toEqual(eur);
    expect(sizeColumn(table, 1)).toEqual(us);
    expect(table.measures.map((column) => [column.measure, column.unit])).toEqual([
      ['pecho', 'cm'],
      ['cintura', 'cm'],
      ['cadera', 'cm'],
    ]);
    expect(measureColumn(table, 0)).toEqual(bust);
    expect(measureColumn(table, 1)).toEqual(waist);
    expect(measureColumn(table, 2)).toEqual(seat);
  });

  it('H&M Canada, jeans: 24", 25" → US 2-4; 26", 27", 28" → 6-8; 29", 30", 31" → 10-12; 32", 33", 34" → 14-16', () => {
    const table = tableOf('hm-jeans-mujer');
    expect(table.rows.map((row) => row.sizes)).toEqual([
      ['24–25', '2–4'],
      ['26–28', '6–8'],
      ['29–31', '10–12'],
      ['32–34', '14–16'],
    ]);
  });

  it('ASTM D5585-11e1, table 1: sizes 00–20, chest/bust girth and the curvy and straight waist girths, in inches', () => {
    const table = tableOf('astm-d5585-mujer');
    expect(sizeColumn(table, 0)).toEqual(['00', '0', '2', '4', '6', '8', '10', '12', '14', '16', '18', '20']);
    // Chest/Bust Girth: 31⅛ 31¾ 33 34⅛ 35¼ 36¼ 37¼ 38¾ 40⅜ 42⅛ 44 46
    const bust = [31.125, 31.75, 33, 34.125, 35.25, 36.25, 37.25, 38.75, 40.375, 42.125, 44, 46];
    // Waist Girth Curvy: 23⅞ 24⅝ 25⅜ 26⅛ 27 28 29 30¾ 32½ 34½ 36¾ 39
    const curvy = [23.875, 24.625, 25.375, 26.125, 27, 28, 29, 30.75, 32.5, 34.5, 36.75, 39];
    // Waist Girth Straight: 25⅜ 26⅛ 26⅞ 27⅝ 28½ 29½ 30½ 32¼ 34 36 38¼ 40½
    const straight = [25.375, 26.125, 26.875, 27.625, 28.5, 29.5, 30.5, 32.25, 34, 36, 38.25, 40.5];
    expect(table.measures.map((column) => [column.measure, column.unit])).toEqual([
      ['pecho', 'in'],
      ['cintura', 'in'],
    ]);
    expect(measureColumn(table, 0)).toEqual(bust);
    expect(measureColumn(table, 1)).toEqual(curvy.map((value, index) => ({ either: [value, straight[index]] })));
  });

  it('enfemenino.com, men («jerseys y chaquetas»): Europa 44–58 against Reino Unido/EUA 34–48', () => {
    const table = tableOf('enfemenino-hombre');
    expect(table.columns.map((column) => column.systems)).toEqual([['eu'], ['uk', 'us']]);
    expect(sizeColumn(table, 0)).toEqual(['44', '46', '48', '50', '52', '54', '56', '58']);
    expect(sizeColumn(table, 1)).toEqual(['34', '36', '38', '40', '42', '44', '46', '48']);
  });

  it('Measkit, men’s tops: EU 44 XS, 46 S, 48 M, 50 L, 52 XL, 54 XXL, 56 3XL, 58 4XL', () => {
    const table = tableOf('measkit-hombre');
    expect(table.rows.map((row) => row.sizes)).toEqual([
      ['44', 'XS'],
      ['46', 'S'],
      ['48', 'M'],
      ['50', 'L'],
      ['52', 'XL'],
      ['54', 'XXL'],
      ['56', '3XL'],
      ['58', '4XL'],
    ]);
  });

  it('H&M men’s tops as paulie.jp reproduces them: XS|42|84|72, S|44 46|88 92|76 80, M|48 50|96 100|84 88, L|52 54|104 108|92 96', () => {
    const table = tableOf('hm-hombre');
    expect(table.rows.map((row) => [...row.sizes, ...row.measures])).toEqual([
      ['XS', '42', 84, 72],
      ['S', '44', 88, 76],
      ['S', '46', 92, 80],
      ['M', '48', 96, 84],
      ['M', '50', 100, 88],
      ['L', '52', 104, 92],
      ['L', '54', 108, 96],
    ]);
  });

  it('H&M children’s sizes as hibaby123.com reproduces them: 90(92) 1半-2 52.5 50.5 53 … 130(128) 8 64/65 58/59 70/68', () => {
    const table = tableOf('hm-ninos');
    expect(table.rows.map((row) => [...row.sizes, ...row.measures])).toEqual([
      ['92', '1½–2', 52.5, 50.5, 53],
      ['98', '2–3', 54.25, 52.5, 56],
      ['104', '3–4', 56, 54.5, 60],
      ['110', '4–5', 58, 55, 62],
      ['116', '5–6', 60.5, 56, 64],
      ['122', '6–7', 63, 57, 66],
      ['128', '8', { either: [64, 65] }, { either: [58, 59] }, { either: [70, 68] }],
    ]);
  });

  it('La Coqueta, unisex: 2Y 1-2Y 86-92 cm 52 50 … 10Y 9-10Y 140 cm 78 66', () => {
    const table = tableOf('la-coqueta-ninos');
    expect(table.rows.map((row) => [...row.sizes, ...row.measures])).toEqual([
      ['2', '1–2', { from: 86, to: 92 }, 52, 50],
      ['3', '2–3', 98, 54, 52],
      ['4', '3–4', 104, 56, 54],
      ['5', '4–5', 110, 58, 56],
      ['6', '5–6', 116, 60, 58],
      ['7', '6–7', 122, 62, 60],
      ['8', '7–8', 128, 64, 62],
      ['9', '8–9', 134, 69, 64],
      ['10', '9–10', 140, 78, 66],
    ]);
  });

  it('Nike Kids Fit: height, chest, waist and hips in inches, one line each as the chart gives them', () => {
    const table = tableOf('nike-ninos');
    const pairs = (text: string): MeasureCell[] =>
      text.split(', ').map((part) => {
        const [from, to] = part.split(' - ').map(Number);
        return { from: from as number, to: to as number };
      });
    expect(sizeColumn(table, 0)).toEqual(['XS', 'S', 'S+', 'M', 'M+', 'L', 'L+', 'XL', 'XL+']);
    expect(measureColumn(table, 0)).toEqual(
      pairs('48 - 50, 50 - 54, 51 - 55, 54 - 58, 55 - 59, 58 - 62, 59 - 63, 62 - 67, 63 - 67'),
    );
    expect(measureColumn(table, 1)).toEqual(
      pairs('24 - 25.5, 25.5 - 27.5, 28 - 31, 27.5 - 30, 31 - 34, 30 - 33, 34 - 37, 33 - 36, 37 - 40'),
    );
    expect(measureColumn(table, 2)).toEqual(
      pairs('19.5 - 22, 22 - 24.5, 24 - 26, 24.5 - 26.5, 26 - 28.5, 26.5 - 29, 28.5 - 31, 29 - 31.5, 31 - 34'),
    );
    expect(measureColumn(table, 3)).toEqual(
      pairs('25 - 26.5, 26.5 - 29, 31 - 33, 29 - 31.5, 33 - 35, 31.5 - 34.5, 35 - 37, 34.5 - 38, 37 - 40'),
    );
  });

  it('Miteigi, from 2T: US, UK (age) and Europe (height in cm), its Australian column left out', () => {
    const table = tableOf('miteigi-ninos');
    // 2T 2-3 92-98cm · 4T 3-4 98-104cm · 5 4-5 104-110cm · 6 5-6 110-116cm · 6X-7 6-7 116-122cm · 7 to 8 7-8 122-128cm ·
    // 9 to 10 8-9 128-134cm · 10 9-10 134-140cm · 11 10-11 140-146cm · 14 11-12 146-152cm
    expect(table.rows.map((row) => row.sizes)).toEqual([
      ['2T', '2–3', '92–98'],
      ['4T', '3–4', '98–104'],
      ['5', '4–5', '104–110'],
      ['6', '5–6', '110–116'],
      ['6X–7', '6–7', '116–122'],
      ['7–8', '7–8', '122–128'],
      ['9–10', '8–9', '128–134'],
      ['10', '9–10', '134–140'],
      ['11', '10–11', '140–146'],
      ['14', '11–12', '146–152'],
    ]);
  });

  it('every table names its source and the date it was checked (D34), and has one cell per column', () => {
    for (const table of CLOTHING_SIZE_TABLES) {
      expect(table.source.url).toMatch(/^https?:\/\//);
      expect(table.source.checked).toBe('2026-11-27');
      for (const row of table.rows) {
        expect(row.sizes).toHaveLength(table.columns.length);
        expect(row.measures).toHaveLength(table.measures.length);
      }
    }
  });
});

describe('systems and sizes offered', () => {
  it('offers only the systems some source gives', () => {
    expect(systemsOf('mujer')).toEqual(['us', 'uk', 'eu', 'fr', 'it', 'de', 'letras', 'jeans']);
    expect(systemsOf('hombre')).toEqual(['us', 'uk', 'eu', 'letras']);
    expect(systemsOf('ninos')).toEqual(['us', 'uk', 'eu', 'letras', 'edad', 'anios']);
  });

  it('lists each size once, figures by value, a single size before a range that starts on it', () => {
    expect(sizesOf('mujer', 'us')).toEqual([
      '00',
      '0',
      '2',
      '2–4',
      '4',
      '6',
      '6–8',
      '8',
      '10',
      '10–12',
      '12',
      '14',
      '14–16',
      '16',
      '18',
      '20',
      '22',
      '24',
      '26',
      '28',
    ]);
    expect(sizesOf('ninos', 'us')).toEqual(['2T', '4T', '5', '6', '6X–7', '7–8', '9–10', '10', '11', '14']);
    expect(sizesOf('hombre', 'letras')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL']);
  });

  it('reads a size as figures only where it is figures', () => {
    expect(sizeInterval('38')).toEqual([38, 38]);
    expect(sizeInterval('2–4')).toEqual([2, 4]);
    expect(sizeInterval('1½–2')).toEqual([1.5, 2]);
    expect(sizeInterval('0')).toEqual([0, 0]);
    expect(sizeInterval('00')).toBeUndefined();
    expect(sizeInterval('2T')).toBeUndefined();
    expect(sizeInterval('6X–7')).toBeUndefined();
    expect(sizeInterval('XS')).toBeUndefined();
  });
});

/** The cells of the matched rows of one source in one system. */
function answerOf(result: ReturnType<typeof equivalents>, id: string, system: SizeSystem): string[] {
  const match = result.matches.find((candidate) => candidate.table.id === id);
  if (!match) return [];
  const column = columnOf(match.table, system);
  return match.rows.map((row) => row.sizes[column] ?? '');
}

describe('a size in one system → every source’s rows', () => {
  it('Spanish (French) women’s 38: UK 10 and Italy 42 for both sources, US 8 for enfemenino.com and 6 for LazyTools', () => {
    const result = equivalents('mujer', 'fr', '38');
    expect(result.matches.map((match) => match.table.id)).toEqual(['enfemenino-mujer', 'lazytools-mujer']);
    expect(answerOf(result, 'enfemenino-mujer', 'uk')).toEqual(['10']);
    expect(answerOf(result, 'lazytools-mujer', 'uk')).toEqual(['10']);
    expect(answerOf(result, 'enfemenino-mujer', 'us')).toEqual(['8']);
    expect(answerOf(result, 'lazytools-mujer', 'us')).toEqual(['6']);
    expect(answerOf(result, 'enfemenino-mujer', 'de')).toEqual(['36']);
    expect(answerOf(result, 'lazytools-mujer', 'de')).toEqual(['36']);
    expect(answerOf(result, 'lazytools-mujer', 'letras')).toEqual(['S']);
    // H&M, ASTM and the jeans table give no French sizes.
    expect(result.silent.map((table) => table.id)).toEqual(['hm-mujer', 'astm-d5585-mujer', 'hm-jeans-mujer']);
    // D37: where they disagree, both are named; where they agree (UK 10, Italy 42, Germany 36), nothing is said.
    expect(disagreements(result.matches, 'fr')).toEqual([
      {
        system: 'us',
        answers: [
          { source: 'enfemenino.com', sizes: ['8'] },
          { source: 'LazyTools', sizes: ['6'] },
        ],
      },
    ]);
  });

  it('US women’s 4: every source with a US column answers, the jeans table through its 2–4', () => {
    const result = equivalents('mujer', 'us', '4');
    expect(result.matches.map((match) => match.table.id)).toEqual([
      'enfemenino-mujer',
      'lazytools-mujer',
      'hm-mujer',
      'astm-d5585-mujer',
      'hm-jeans-mujer',
    ]);
    expect(answerOf(result, 'enfemenino-mujer', 'uk')).toEqual(['6']);
    expect(answerOf(result, 'lazytools-mujer', 'uk')).toEqual(['8']);
    expect(answerOf(result, 'hm-mujer', 'eu')).toEqual(['34']);
    expect(answerOf(result, 'hm-jeans-mujer', 'jeans')).toEqual(['24–25']);
    const disagreeing = disagreements(result.matches, 'us').map((entry) => entry.system);
    // UK 6 or 8, France 34 or 36, Italy 38 or 40, Germany 32 or 34; Europe (EU) 34 for both LazyTools and H&M.
    expect(disagreeing).toEqual(['fr', 'uk', 'it', 'de']);
  });

  it('a child’s 98 cm: H&M’s 98, and Miteigi’s 92–98 and 98–104, whose ranges both hold it', () => {
    const result = equivalents('ninos', 'eu', '98');
    expect(answerOf(result, 'hm-ninos', 'edad')).toEqual(['2–3']);
    expect(answerOf(result, 'miteigi-ninos', 'us')).toEqual(['2T', '4T']);
    expect(result.silent.map((table) => table.id)).toEqual(['la-coqueta-ninos', 'nike-ninos']);
  });

  it('a size a source writes as it was asked answers with that row alone (Miteigi’s 92–98 is 2T)', () => {
    expect(answerOf(equivalents('ninos', 'eu', '92–98'), 'miteigi-ninos', 'us')).toEqual(['2T']);
    expect(answerOf(equivalents('ninos', 'us', '2T'), 'miteigi-ninos', 'eu')).toEqual(['92–98']);
  });

  it('men’s European 44: 34 in the UK and the US, XS for Measkit and S for H&M', () => {
    const result = equivalents('hombre', 'eu', '44');
    expect(answerOf(result, 'enfemenino-hombre', 'us')).toEqual(['34']);
    expect(disagreements(result.matches, 'eu')).toEqual([
      {
        system: 'letras',
        answers: [
          { source: 'Measkit', sizes: ['XS'] },
          { source: 'H&M (según paulie.jp)', sizes: ['S'] },
        ],
      },
    ]);
  });

  it('men’s S: EU 46 for Measkit, EUR 44 or 46 for H&M (two rows)', () => {
    const result = equivalents('hombre', 'letras', 'S');
    expect(answerOf(result, 'measkit-hombre', 'eu')).toEqual(['46']);
    expect(answerOf(result, 'hm-hombre', 'eu')).toEqual(['44', '46']);
  });

  it('a size no source gives has no rows, and nothing is invented', () => {
    expect(equivalents('mujer', 'us', '30').matches).toEqual([]);
    expect(equivalents('mujer', 'it', '37').matches).toEqual([]);
  });
});

describe('body measures → each source’s nearest size', () => {
  it('bust 88, waist 72, hips 96 cm: H&M’s EUR 38 exactly; ASTM’s 6 is nearest by bust and waist', () => {
    const { results, unmeasured } = nearestSizes('mujer', { pecho: 88, cintura: 72, cadera: 96 });
    const hm = results.find((result) => result.table.id === 'hm-mujer');
    expect(hm?.rows.map((row) => row.sizes)).toEqual([['38', '8']]);
    expect([hm?.within, hm?.outside]).toEqual([true, false]);
    // ASTM in cm: size 4 bust 34.125 in = 86.6775, waist 26.125–27.625 in = 66.3575–70.1675 → 1.3225 + 1.8325 = 3.155;
    // size 6 bust 35.25 in = 89.535, waist 27–28.5 in = 68.58–72.39 → 1.535 + 0 = 1.535; size 8 bust 92.075 → 4.075.
    const astm = results.find((result) => result.table.id === 'astm-d5585-mujer');
    expect(astm?.rows.map((row) => row.sizes)).toEqual([['6']]);
    expect(astm?.used).toEqual(['pecho', 'cintura']);
    expect([astm?.within, astm?.outside]).toEqual([false, false]);
    expect(unmeasured.map((table) => table.id)).toEqual(['enfemenino-mujer', 'lazytools-mujer', 'hm-jeans-mujer']);
  });

  it('a bust of 90 cm falls as near H&M’s 88 as its 92: both sizes answer', () => {
    const hm = nearestSizes('mujer', { pecho: 90 }).results.find((result) => result.table.id === 'hm-mujer');
    expect(hm?.rows.map((row) => row.sizes[0])).toEqual(['38', '40']);
  });

  it('a measure far past a table is outside it (H&M’s busts end at 140 cm, one step 64 ÷ 13 ≈ 4.92 cm)', () => {
    // 140 + 4.923 = 144.92: 144 cm is still EUR 58, 145 cm is past the table.
    const results = nearestSizes('mujer', { pecho: 144 }).results;
    expect(results.find((result) => result.table.id === 'hm-mujer')?.outside).toBe(false);
    expect(results.find((result) => result.table.id === 'hm-mujer')?.rows.map((row) => row.sizes[0])).toEqual(['58']);
    const far = nearestSizes('mujer', { pecho: 145 }).results;
    expect(far.find((result) => result.table.id === 'hm-mujer')?.outside).toBe(true);
  });

  it('a child of 110 cm: La Coqueta’s 5 years; below Nike’s smallest height (48 in = 121.92 cm) by more than a step', () => {
    const { results, unmeasured } = nearestSizes('ninos', { estatura: 110 });
    const coqueta = results.find((result) => result.table.id === 'la-coqueta-ninos');
    expect(coqueta?.rows.map((row) => row.sizes)).toEqual([['5', '4–5']]);
    expect(coqueta?.within).toBe(true);
    // Nike's steps: middles 49 and 65 in over 8 steps = 2 in = 5.08 cm; 121.92 − 5.08 = 116.84 > 110.
    expect(results.find((result) => result.table.id === 'nike-ninos')?.outside).toBe(true);
    expect(unmeasured.map((table) => table.id)).toEqual(['hm-ninos', 'miteigi-ninos']);
  });

  it('inches count as 2.54 cm: Nike’s chest of 28–31 in is 71.12–78.74 cm', () => {
    expect(toCm(10, 'in')).toBeCloseTo(25.4, 12);
    expect(convertMeasure(25.4, 'cm')).toBeCloseTo(10, 12);
    const [low, high] = measureInterval({ from: 28, to: 31 }, 'in');
    expect(low).toBeCloseTo(71.12, 10);
    expect(high).toBeCloseTo(78.74, 10);
    expect(measureInterval({ either: [70, 68] }, 'cm')).toEqual([68, 70]);
    // A chest of 29 in sits inside Nike's S+ (28–31) and M (27.5–30), not L (30–33): both answer.
    const nike = nearestSizes('ninos', { pecho: toCm(29, 'in') }).results.find(
      (result) => result.table.id === 'nike-ninos',
    );
    expect(nike?.rows.map((row) => row.sizes[0])).toEqual(['S+', 'M']);
  });
});

describe('typed measures', () => {
  it('refuses what no body measures, with a message and no NaN', () => {
    expect(checkMeasure(undefined, 'cm')).toBeUndefined();
    expect(checkMeasure(0, 'cm')).toEqual({ ok: false, reason: 'La medida debe ser mayor que 0.' });
    expect(checkMeasure(-90, 'cm')).toEqual({ ok: false, reason: 'La medida debe ser mayor que 0.' });
    expect(checkMeasure(Number.NaN, 'cm')).toEqual({ ok: false, reason: 'Introduce un número válido.' });
    expect(checkMeasure(1000, 'cm')).toEqual({ ok: false, reason: 'Esa medida es demasiado grande para una persona.' });
    const inches = checkMeasure(36, 'in');
    expect(inches?.ok && inches.value).toBeCloseTo(91.44, 10);
  });
});
