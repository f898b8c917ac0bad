/**
 * Issue 34, D37: water hardness. Expected values are worked out by hand from the definitions, in mg/L of CaCO₃:
 * °fH = 10 mg CaCO₃/L; °dH = 10 mg CaO/L = 10 / 56.077 mmol/L, i.e. 10 × 100.086 / 56.077 mg CaCO₃/L (CaO = 40.078 +
 * 15.999, CaCO₃ = 40.078 + 12.011 + 3 × 15.999, IUPAC conventional atomic weights); °e = 64.79891 mg / 4.54609 L;
 * gpg = 64.79891 mg / 3.785411784 L; mmol/L = 100.086 mg/L; meq/L = 1/2 mmol/L. The family is not yet in the one list:
 * its pair pages, prose and quick answers are checked with the list loaded with it.
 */
import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { converterWording } from '@/lib/content/wording';
import * as registry from '@/lib/families';
import { durezaDelAguaFamily } from '@/lib/families/dureza-del-agua';
import { CACO3_G_PER_MOL, CAO_G_PER_MOL, durezaDelAgua } from '@/lib/families/dureza-del-agua/units';
import { durezaDelAguaContent } from '@/lib/families/dureza-del-agua/words';
import { normalise } from '@/lib/normalise';
import * as pairView from '@/lib/pair-view';
import * as pairsModule from '@/lib/pairs';
import * as quick from '@/lib/quick/answer-query';
import * as unitIndex from '@/lib/quick/unit-index';
import { familyNames, unitsNamed } from '@/lib/units/catalogue';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

// 10 × 100.086 / 56.077 = 1000.86 / 56.077 = 17.84795905629759…
const DH = 1000.86 / 56.077;
// 64.79891 / 4.54609 = 14.25376752… ; 64.79891 / 3.785411784 = 17.11806104…
const CLARK = 64.79891 / 4.54609;
const GPG = 64.79891 / 3.785411784;

const cases: Case[] = [
  [1, 'grados_alemanes', 'miligramos_por_litro_caco3', DH],
  // 200 / 17.8479… = 11.2058…
  [200, 'miligramos_por_litro_caco3', 'grados_alemanes', 200 / DH],
  // 150 / 10 = 15
  [150, 'miligramos_por_litro_caco3', 'grados_franceses', 15],
  [1, 'grados_franceses', 'miligramos_por_litro_caco3', 10],
  // 20 °fH = 200 mg/L → 200 / 17.8479… °dH
  [20, 'grados_franceses', 'grados_alemanes', 200 / DH],
  // 1 mmol/L = 100.086 mg/L = 100.086 × 56.077 / 1000.86 °dH = 5.6077 °dH (the molar mass of CaCO₃ cancels)
  [1, 'milimoles_por_litro', 'grados_alemanes', 5.6077],
  // 1 °dH = 10 mg CaO/L = 10 / 56.077 mmol/L = 0.178326…
  [1, 'grados_alemanes', 'milimoles_por_litro', 10 / 56.077],
  [1, 'milimoles_por_litro', 'miligramos_por_litro_caco3', 100.086],
  // 2 meq/L = 1 mmol/L: Ca²⁺ and Mg²⁺ carry two charges
  [2, 'miliequivalentes_por_litro', 'milimoles_por_litro', 1],
  [10, 'granos_por_galon', 'miligramos_por_litro_caco3', 10 * GPG],
  [1, 'grados_ingleses', 'miligramos_por_litro_caco3', CLARK],
  // 1 °e ÷ 1 gpg = (grain / imperial gal) ÷ (grain / US gal) = 3.785411784 / 4.54609
  [1, 'grados_ingleses', 'granos_por_galon', 3.785411784 / 4.54609],
  // 300 / 17.1180… = 17.525…
  [300, 'miligramos_por_litro_caco3', 'granos_por_galon', 300 / GPG],
];

describe('dureza-del-agua', () => {
  it('builds the molar masses from the IUPAC conventional atomic weights (Ca 40.078, C 12.011, O 15.999)', () => {
    expectClose(CAO_G_PER_MOL, 40.078 + 15.999, 1e-12);
    expectClose(CACO3_G_PER_MOL, 40.078 + 12.011 + 3 * 15.999, 1e-12);
    expect(CAO_G_PER_MOL).toBe(56.077);
    expect(CACO3_G_PER_MOL).toBe(100.086);
  });

  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, durezaDelAgua), expected);
  });

  it('opens on 200 mg/L of CaCO₃ → °dH: 200 / 17.848 = 11.21 °dH', () => {
    expect(durezaDelAgua.defaults).toEqual(['miligramos_por_litro_caco3', 'grados_alemanes']);
    expect(
      evaluate(
        { valueText: durezaDelAgua.defaultValue, from: 'miligramos_por_litro_caco3', to: 'grados_alemanes' },
        durezaDelAgua,
      ).line,
    ).toBe('200 mg/L CaCO₃ → 11.21 °dH');
  });

  it('reads the spellings of water reports, test strips and appliances', () => {
    const spellings: [string, string][] = [
      ['ppm', 'miligramos_por_litro_caco3'],
      ['ppm de CaCO3', 'miligramos_por_litro_caco3'],
      ['mg/L CaCO₃', 'miligramos_por_litro_caco3'],
      ['°dH', 'grados_alemanes'],
      ['dGH', 'grados_alemanes'],
      ['grados alemanes', 'grados_alemanes'],
      ['°f', 'grados_franceses'],
      ['°fH', 'grados_franceses'],
      ['°e', 'grados_ingleses'],
      ['°Clark', 'grados_ingleses'],
      ['gpg', 'granos_por_galon'],
      ['mmol/l', 'milimoles_por_litro'],
      ['mval/l', 'miliequivalentes_por_litro'],
    ];
    for (const [name, unit] of spellings)
      expect({ name, units: unitsNamed(name, durezaDelAgua) }).toEqual({ name, units: [unit] });
  });

  it('refuses a negative hardness with its own hint', () => {
    const wording = converterWording(durezaDelAguaContent);
    const negative = evaluate(
      { valueText: '-1', from: 'grados_alemanes', to: 'grados_franceses' },
      durezaDelAgua,
      wording,
    );
    expect(negative.hint).toBe('La dureza no puede ser negativa');
    expect(JSON.stringify(negative)).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('has six formula cards that build', () => {
    expect(durezaDelAguaContent.cards).toHaveLength(6);
    for (const card of durezaDelAguaContent.cards) expect(() => buildFormulaCard(card, durezaDelAgua)).not.toThrow();
    // 1 °dH = 17.8479… mg/L, written with the family's 2 decimals
    expect(buildFormulaCard(durezaDelAguaContent.cards[1]!, durezaDelAgua).example).toBe('1 °dH = 17.85 mg/L CaCO₃');
  });

  it('keeps its route entry within the house rules', () => {
    const { route } = durezaDelAguaFamily;
    expect(route.description.length).toBeLessThanOrEqual(160);
    const names = new Set(familyNames(durezaDelAgua).map(normalise));
    expect(route.tags.filter((tag) => names.has(normalise(tag)))).toEqual([]);
    const words = durezaDelAguaContent.sections
      .flatMap((section) => section.paragraphs)
      .join(' ')
      .split(/\s+/);
    expect(words.length).toBeGreaterThanOrEqual(250);
  });

  describeRoundTrips(durezaDelAgua);
});

describe('dureza-del-agua on the site', () => {
  const site = { registry, pairs: pairsModule, pairView, quick, unitIndex };
  const familyModule = site.registry.familyByKey('dureza-del-agua');
  const pairs = site.pairs.pairsOf(familyModule);

  it('lists 4 to 12 pair pages, with the default pair and its reverse', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    expect(pairs.length).toBeLessThanOrEqual(12);
    const listed = pairs.map((pair) => pair.path);
    expect(listed).toContain('/convertir-dureza-del-agua/ppm-de-caco3-a-grados-alemanes');
    expect(listed).toContain('/convertir-dureza-del-agua/grados-alemanes-a-ppm-de-caco3');
  });

  it.each([
    // 1 °dH = 17.8479… mg/L: a ratio of tabulated molar masses, approximate (D33)
    ['grados-alemanes-a-ppm-de-caco3', '1 grado alemán ≈ 17.85 miligramos por litro de CaCO₃', false],
    // 1 gpg = 17.1180… mg/L: 64.79891 / 3.785411784 does not terminate
    ['granos-por-galon-a-ppm-de-caco3', '1 grano por galón ≈ 17.12 miligramos por litro de CaCO₃', false],
    // 1 mg/L = 1/10 °fH exactly, by the French degree's definition
    ['ppm-de-caco3-a-grados-franceses', '1 miligramo por litro de CaCO₃ = 0.1 grados franceses', true],
    // 1 °dH = 10 / 56.077 mmol/L = 0.178326… mmol/L
    ['grados-alemanes-a-milimoles-por-litro', '1 grado alemán ≈ 0.1783 milimoles por litro', false],
  ])('%s answers «%s», exact: %p', (slug, words, exact) => {
    const pair = pairs.find((candidate) => candidate.slug === slug);
    if (!pair) throw new Error(`no pair ${slug}`);
    const view = site.pairView.pairView(pair);
    expect(view.answer.words).toBe(words);
    expect(view.answer.exact).toBe(exact);
    expect(JSON.stringify(view)).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('calls «exacto» only the French degree, 10 mg/L of CaCO₃ by definition (D33)', () => {
    const exactByDefinition = new Set([
      'miligramos_por_litro_caco3>grados_franceses',
      'grados_franceses>miligramos_por_litro_caco3',
    ]);
    for (const pair of pairs) {
      const key = `${pair.spec.from}>${pair.spec.to}`;
      expect({ key, exact: site.pairView.pairView(pair).answer.exact }).toEqual({
        key,
        exact: exactByDefinition.has(key),
      });
    }
  });

  const index = site.unitIndex.buildUnitIndex();
  it.each([
    // 10 × 17.8479… = 178.479… → 2 decimals
    ['10 °dH a ppm', 'grados_alemanes', 'miligramos_por_litro_caco3', 10, '10 °dH → 178.48 mg/L CaCO₃'],
    // 5 × 17.1180… = 85.590… → 85.59
    ['5 gpg a ppm', 'granos_por_galon', 'miligramos_por_litro_caco3', 5, '5 gpg → 85.59 mg/L CaCO₃'],
    // 100 / 10 = 10; '°f' beside ppm is the French degree, not Fahrenheit
    ['100 ppm a °f', 'miligramos_por_litro_caco3', 'grados_franceses', 100, '100 mg/L CaCO₃ → 10 °fH'],
    // 2 × 5.6077 = 11.2154 → 11.22
    ['2 mmol/l a °dh', 'milimoles_por_litro', 'grados_alemanes', 2, '2 mmol/L → 11.22 °dH'],
  ])('the quick conversion answers «%s»', (query, from, to, value, line) => {
    const result = site.quick.parseQuery(query, index);
    expect(result).toMatchObject({ kind: 'answer', family: 'dureza-del-agua', from, to, value, line });
  });
});
