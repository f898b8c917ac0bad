/**
 * Issue 34, D37: the concentration page. Expected values are worked out by hand from the definitions: a fraction is
 * its power of ten (% = 10⁻², ‰ = 10⁻³, ppm = 10⁻⁶, ppb = 10⁻⁹, ppt = 10⁻¹²); a mass per litre becomes a fraction
 * at the density of water taken as 1 kg/L (1 mg/L = 1 mg / 1 kg = 10⁻⁶). The family is not yet in the one list
 * (lib/families/list.ts): its pair pages, prose and quick answers are checked with the list loaded with it.
 */
import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { converterWording } from '@/lib/content/wording';
import * as registry from '@/lib/families';
import { concentracionFamily } from '@/lib/families/concentracion';
import { concentracion } from '@/lib/families/concentracion/units';
import { concentracionContent } from '@/lib/families/concentracion/words';
import { normalise } from '@/lib/normalise';
import * as pairView from '@/lib/pair-view';
import * as pairsModule from '@/lib/pairs';
import * as quick from '@/lib/quick/answer-query';
import * as unitIndex from '@/lib/quick/unit-index';
import { unitsNamed, familyNames } from '@/lib/units/catalogue';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';
import { namesOf } from '@/lib/units/names';

const cases: Case[] = [
  // 1 ppm = 10⁻⁶ = 10⁻⁴ × 10⁻² = 0.0001 %
  [1, 'partes_por_millon', 'porcentaje', 0.0001],
  // 1 % = 10⁻² = 10 000 × 10⁻⁶
  [1, 'porcentaje', 'partes_por_millon', 10000],
  // 500 ppm = 500 × 10⁻⁶ = 5 × 10⁻⁴ = 0.05 %
  [500, 'partes_por_millon', 'porcentaje', 0.05],
  // 35 ‰ = 35 × 10⁻³ = 3.5 × 10⁻² = 3.5 %
  [35, 'por_mil', 'porcentaje', 3.5],
  // 250 ppb = 250 × 10⁻⁹ = 0.25 × 10⁻⁶
  [250, 'partes_por_mil_millones', 'partes_por_millon', 0.25],
  // 1 ppm = 10⁻⁶ = 1000 × 10⁻⁹
  [1, 'partes_por_millon', 'partes_por_mil_millones', 1000],
  // 70 ppt = 70 × 10⁻¹² = 0.07 × 10⁻⁹
  [70, 'partes_por_billon', 'partes_por_mil_millones', 0.07],
  // 1 ppt = 10⁻¹² = 10⁻¹⁰ %
  [1, 'partes_por_billon', 'porcentaje', 1e-10],
  // 1500 mg/L = 1500 × 10⁻³ g/L = 1.5 g/L (exact in any liquid)
  [1500, 'miligramos_por_litro', 'gramos_por_litro', 1.5],
  // 10 µg/L = 10 × 10⁻³ mg/L
  [10, 'microgramos_por_litro', 'miligramos_por_litro', 0.01],
  // 100 ng/L = 100 × 10⁻³ µg/L
  [100, 'nanogramos_por_litro', 'microgramos_por_litro', 0.1],
  // At 1 kg/L: 1 mg/L = 1 mg/kg = 10⁻⁶ = 1 ppm
  [1, 'miligramos_por_litro', 'partes_por_millon', 1],
  // At 1 kg/L: 10 µg/L = 10 µg/kg = 10 × 10⁻⁹ = 10 ppb (the EU arsenic limit)
  [10, 'microgramos_por_litro', 'partes_por_mil_millones', 10],
  // At 1 kg/L: 1 ng/L = 10⁻¹² = 1 ppt
  [1, 'nanogramos_por_litro', 'partes_por_billon', 1],
  // At 1 kg/L: 9 g/L = 9 g/kg = 9 × 10⁻³ = 0.9 % (physiological saline)
  [9, 'gramos_por_litro', 'porcentaje', 0.9],
  // At 1 kg/L: 1 ‰ = 1 g/kg = 1 g/L
  [1, 'por_mil', 'gramos_por_litro', 1],
];

describe('concentracion', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, concentracion), expected);
  });

  it('opens on ppm → %, a conversion exact in any mixture', () => {
    expect(concentracion.defaults).toEqual(['partes_por_millon', 'porcentaje']);
    expect(evaluate({ valueText: '1', from: 'partes_por_millon', to: 'porcentaje' }, concentracion).line).toBe(
      '1 ppm → 0.0001 %',
    );
  });

  it('says where a mass per litre is read as a fraction: every such label says «en agua»', () => {
    const masses = [
      'gramos_por_litro',
      'miligramos_por_litro',
      'microgramos_por_litro',
      'nanogramos_por_litro',
    ] as const;
    for (const key of masses) expect(concentracion.units[key].label).toMatch(/ en agua \(/);
    expect(concentracion.units.miligramos_por_litro.label).toBe('Miligramos por litro en agua (mg/L)');
    expect(concentracion.units.microgramos_por_litro.symbol).toBe('µg/L');
  });

  it('reads ppt as 10⁻¹² and says so in its label; the other two readings are offered (D27)', () => {
    expect(unitsNamed('ppt', concentracion)).toEqual(['partes_por_billon']);
    expect(concentracion.units.partes_por_billon.label).toBe('Partes por billón (ppt, 10⁻¹²)');
    expect(concentracion.units.partes_por_billon.alsoMeans.units).toEqual(['partes_por_mil_millones', 'por_mil']);
    // Each name the unit says can mean another is one of its own names.
    const own = namesOf(concentracion.units.partes_por_billon);
    for (const name of concentracion.units.partes_por_billon.alsoMeans.names) expect(own).toContain(normalise(name));
  });

  it('reads the spellings people type', () => {
    const spellings: [string, string][] = [
      ['ppm', 'partes_por_millon'],
      ['PPM', 'partes_por_millon'],
      ['partes por millón', 'partes_por_millon'],
      ['mg/kg', 'partes_por_millon'],
      ['ppb', 'partes_por_mil_millones'],
      ['µg/kg', 'partes_por_mil_millones'],
      ['%', 'porcentaje'],
      ['porcentaje', 'porcentaje'],
      ['tanto por ciento', 'porcentaje'],
      ['‰', 'por_mil'],
      ['tanto por mil', 'por_mil'],
      ['g/L', 'gramos_por_litro'],
      ['mg/l', 'miligramos_por_litro'],
      ['miligramos por litro', 'miligramos_por_litro'],
      ['ug/l', 'microgramos_por_litro'],
      // The micro sign (U+00B5) and the Greek mu (U+03BC) both.
      ['µg/L', 'microgramos_por_litro'],
      ['μg/l', 'microgramos_por_litro'],
      ['ng/L', 'nanogramos_por_litro'],
    ];
    for (const [name, unit] of spellings)
      expect({ name, units: unitsNamed(name, concentracion) }).toEqual({ name, units: [unit] });
  });

  it('refuses a negative concentration with its own hint, and nonsense with no NaN', () => {
    const wording = converterWording(concentracionContent);
    const negative = evaluate({ valueText: '-5', from: 'partes_por_millon', to: 'porcentaje' }, concentracion, wording);
    expect(negative.hint).toBe('La concentración no puede ser negativa');
    expect(negative.line).toBe('');
    const word = evaluate({ valueText: 'mucho', from: 'partes_por_millon', to: 'porcentaje' }, concentracion, wording);
    expect(word.hint).toBe('Introduce un número válido');
    expect(JSON.stringify([negative, word])).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('has six formula cards that build, none across the density of water', () => {
    expect(concentracionContent.cards).toHaveLength(6);
    const water = (key: string) => key.endsWith('gramos_por_litro');
    for (const card of concentracionContent.cards) {
      expect(() => buildFormulaCard(card, concentracion)).not.toThrow();
      expect({ card: card.title, across: water(card.from) !== water(card.to) }).toEqual({
        card: card.title,
        across: false,
      });
    }
    // 500 ppm ÷ 10 000 = 0.05 %
    expect(buildFormulaCard(concentracionContent.cards[0]!, concentracion)).toEqual({
      title: 'Partes por millón a porcentaje',
      formula: '% = ppm ÷ 10000',
      example: '500 ppm = 0.05 %',
    });
  });

  it('keeps its route entry within the house rules', () => {
    const { route } = concentracionFamily;
    expect(route.description.length).toBeLessThanOrEqual(160);
    const names = new Set(familyNames(concentracion).map(normalise));
    expect(route.tags.filter((tag) => names.has(normalise(tag)))).toEqual([]);
    const words = concentracionContent.sections
      .flatMap((section) => section.paragraphs)
      .join(' ')
      .split(/\s+/);
    expect(words.length).toBeGreaterThanOrEqual(250);
  });

  describeRoundTrips(concentracion);
});

describe('concentracion on the site', () => {
  const site = { registry, pairs: pairsModule, pairView, quick, unitIndex };
  const familyModule = site.registry.familyByKey('concentracion');
  const pairs = site.pairs.pairsOf(familyModule);

  it('lists 4 to 12 pair pages, with the default pair and its reverse', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    expect(pairs.length).toBeLessThanOrEqual(12);
    const listed = pairs.map((pair) => pair.path);
    expect(listed).toContain('/convertir-concentracion/partes-por-millon-a-porcentaje');
    expect(listed).toContain('/convertir-concentracion/porcentaje-a-partes-por-millon');
  });

  it('states no pair across the density of water, where a pair page would say «exacto» (D33)', () => {
    const water = (key: string) => key.endsWith('gramos_por_litro');
    for (const pair of pairs)
      expect({ pair: pair.path, across: water(pair.spec.from) !== water(pair.spec.to) }).toEqual({
        pair: pair.path,
        across: false,
      });
  });

  it.each([
    // 1 ppm = 10⁻⁶ = 0.0001 × 10⁻², a terminating ratio of powers of ten
    ['partes-por-millon-a-porcentaje', '1 parte por millón = 0.0001 por ciento', true],
    // 1 % = 10⁻² = 10 000 × 10⁻⁶
    ['porcentaje-a-partes-por-millon', '1 por ciento = 10\u202f000 partes por millón', true],
    // 1 ppt = 10⁻¹² = 0.001 × 10⁻⁹
    ['partes-por-billon-a-partes-por-mil-millones', '1 parte por billón = 0.001 partes por mil millones', true],
    // 1 µg/L = 0.001 mg/L
    ['microgramos-por-litro-a-miligramos-por-litro', '1 microgramo por litro = 0.001 miligramos por litro', true],
  ])('%s answers «%s», exact: %p', (slug, words, exact) => {
    const pair = pairs.find((candidate) => candidate.slug === slug);
    if (!pair) throw new Error(`no pair ${slug}`);
    const view = site.pairView.pairView(pair);
    expect(view.answer.words).toBe(words);
    expect(view.answer.exact).toBe(exact);
    expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity|undefined/);
  });

  const index = site.unitIndex.buildUnitIndex();
  it.each([
    // 500 × 10⁻⁶ = 0.05 × 10⁻²
    ['500 ppm a porcentaje', 'partes_por_millon', 'porcentaje', 500, '500 ppm → 0.05 %'],
    // at 1 kg/L, 100 ppm = 100 mg/kg = 100 mg/L; the concentration page answers, not the hardness one
    ['100 ppm a mg/l', 'partes_por_millon', 'miligramos_por_litro', 100, '100 ppm → 100 mg/L'],
    // at 1 kg/L, 10 µg/L = 10 µg/kg = 10 ppb
    ['10 µg/l a ppb', 'microgramos_por_litro', 'partes_por_mil_millones', 10, '10 µg/L → 10 ppb'],
    // 2 × 10⁻¹² = 0.002 × 10⁻⁹
    ['2 ppt a ppb', 'partes_por_billon', 'partes_por_mil_millones', 2, '2 ppt → 0.002 ppb'],
  ])('the quick conversion answers «%s»', (query, from, to, value, line) => {
    const result = site.quick.parseQuery(query, index);
    expect(result).toMatchObject({ kind: 'answer', family: 'concentracion', from, to, value, line });
  });
});
