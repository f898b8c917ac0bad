/**
 * Issue 34, D37: kinematic viscosity. Expected values from the definitions (NIST SP 811 appendix B.8): 1 St = 1 cm²/s
 * = 10⁻⁴ m²/s; 1 cSt = 10⁻² St = 1 mm²/s = 10⁻⁶ m²/s; ft² = 0.3048² m² = 0.09290304 m²; in² = 0.0254² m² =
 * 0.00064516 m² (1959). The family is not yet in the one list: its pair pages, prose and quick answers are checked with
 * the list loaded with it, and the dynamic page's note links here.
 */
import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { converterWording } from '@/lib/content/wording';
import * as registry from '@/lib/families';
import { viscosidadContent } from '@/lib/families/viscosidad/words';
import { viscosidadCinematicaFamily } from '@/lib/families/viscosidad-cinematica';
import { viscosidadCinematica } from '@/lib/families/viscosidad-cinematica/units';
import { viscosidadCinematicaContent } from '@/lib/families/viscosidad-cinematica/words';
import { normalise } from '@/lib/normalise';
import * as pairView from '@/lib/pair-view';
import * as pairsModule from '@/lib/pairs';
import * as quick from '@/lib/quick/answer-query';
import * as unitIndex from '@/lib/quick/unit-index';
import { familyNames, unitsNamed } from '@/lib/units/catalogue';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

const cases: Case[] = [
  [1, 'centistokes', 'metros_cuadrados_por_segundo', 0.000001],
  // 46 × 10⁻⁶ = 4.6 × 10⁻⁵ (ISO VG 46 at 40 °C)
  [46, 'centistokes', 'metros_cuadrados_por_segundo', 0.000046],
  [1, 'metros_cuadrados_por_segundo', 'centistokes', 1000000],
  [1, 'stokes', 'centistokes', 100],
  [1, 'stokes', 'metros_cuadrados_por_segundo', 0.0001],
  [1, 'centimetros_cuadrados_por_segundo', 'stokes', 1],
  [10, 'centistokes', 'milimetros_cuadrados_por_segundo', 10],
  [1, 'pies_cuadrados_por_segundo', 'metros_cuadrados_por_segundo', 0.09290304],
  // 0.09290304 / 10⁻⁶ = 92 903.04
  [1, 'pies_cuadrados_por_segundo', 'centistokes', 92903.04],
  // 100 × 10⁻⁶ / 0.09290304 = 0.00107639104…
  [100, 'centistokes', 'pies_cuadrados_por_segundo', 0.0001 / 0.09290304],
  // 0.00064516 / 10⁻⁶ = 645.16
  [1, 'pulgadas_cuadradas_por_segundo', 'centistokes', 645.16],
  // 12² = 144 in² in a ft²
  [1, 'pies_cuadrados_por_segundo', 'pulgadas_cuadradas_por_segundo', 144],
];

describe('viscosidad-cinematica', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, viscosidadCinematica), expected);
  });

  it('answers the page’s own question, 10 cSt a mm2/s', () => {
    expect(
      evaluate({ valueText: '10', from: 'centistokes', to: 'milimetros_cuadrados_por_segundo' }, viscosidadCinematica)
        .line,
    ).toBe('10 cSt → 10 mm²/s');
  });

  it('reads St only with its capital: a lower-case st is the stone of the weight page', () => {
    expect(unitsNamed('St', viscosidadCinematica)).toEqual(['stokes']);
    expect(unitsNamed('st', viscosidadCinematica)).toEqual([]);
    expect(unitsNamed('stokes', viscosidadCinematica)).toEqual(['stokes']);
    for (const name of ['cSt', 'cst', 'centistokes', 'centistoke'])
      expect({ name, units: unitsNamed(name, viscosidadCinematica) }).toEqual({ name, units: ['centistokes'] });
    for (const name of ['mm2/s', 'mm²/s'])
      expect({ name, units: unitsNamed(name, viscosidadCinematica) }).toEqual({
        name,
        units: ['milimetros_cuadrados_por_segundo'],
      });
  });

  it('refuses a negative viscosity with its own hint', () => {
    const wording = converterWording(viscosidadCinematicaContent);
    const negative = evaluate({ valueText: '-1', from: 'centistokes', to: 'stokes' }, viscosidadCinematica, wording);
    expect(negative.hint).toBe('La viscosidad no puede ser negativa');
    expect(JSON.stringify(negative)).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('has six formula cards that build', () => {
    expect(viscosidadCinematicaContent.cards).toHaveLength(6);
    for (const card of viscosidadCinematicaContent.cards)
      expect(() => buildFormulaCard(card, viscosidadCinematica)).not.toThrow();
    // 1 in²/s = 0.00064516 m²/s = 645.16 cSt
    expect(buildFormulaCard(viscosidadCinematicaContent.cards[5]!, viscosidadCinematica)).toEqual({
      title: 'Pulgadas cuadradas por segundo a centistokes',
      formula: 'cSt = in²/s × 645.16',
      example: '1 in²/s = 645.16 cSt',
    });
  });

  it('keeps its route entry within the house rules', () => {
    const { route } = viscosidadCinematicaFamily;
    expect(route.description.length).toBeLessThanOrEqual(160);
    const names = new Set(familyNames(viscosidadCinematica).map(normalise));
    expect(route.tags.filter((tag) => names.has(normalise(tag)))).toEqual([]);
    const words = viscosidadCinematicaContent.sections
      .flatMap((section) => section.paragraphs)
      .join(' ')
      .split(/\s+/);
    expect(words.length).toBeGreaterThanOrEqual(250);
  });

  describeRoundTrips(viscosidadCinematica);
});

describe('viscosidad-cinematica on the site', () => {
  const site = { registry, pairs: pairsModule, pairView, quick, unitIndex };
  const familyModule = site.registry.familyByKey('viscosidad-cinematica');
  const pairs = site.pairs.pairsOf(familyModule);

  it('lists 4 to 8 pair pages, with the default pair and its reverse', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    expect(pairs.length).toBeLessThanOrEqual(8);
    const listed = pairs.map((pair) => pair.path);
    expect(listed).toContain('/convertir-viscosidad-cinematica/centistokes-a-metros-cuadrados-por-segundo');
    expect(listed).toContain('/convertir-viscosidad-cinematica/metros-cuadrados-por-segundo-a-centistokes');
  });

  it.each([
    ['centistokes-a-milimetros-cuadrados-por-segundo', '1 centistokes = 1 milímetro cuadrado por segundo', true],
    ['stokes-a-centistokes', '1 stokes = 100 centistokes', true],
    // 0.09290304 m² exactly
    [
      'pies-cuadrados-por-segundo-a-metros-cuadrados-por-segundo',
      '1 pie cuadrado por segundo = 0.09290304 metros cuadrados por segundo',
      true,
    ],
    // 10⁻⁶ / 0.09290304 = 0.0000107639… does not terminate (3048² has the factors 3 and 127)
    ['centistokes-a-pies-cuadrados-por-segundo', '1 centistokes ≈ 0.00001076 pies cuadrados por segundo', false],
  ])('%s answers «%s», exact: %p', (slug, words, exact) => {
    const pair = pairs.find((candidate) => candidate.slug === slug);
    if (!pair) throw new Error(`no pair ${slug}`);
    const view = site.pairView.pairView(pair);
    expect(view.answer.words).toBe(words);
    expect(view.answer.exact).toBe(exact);
  });

  it('and the dynamic viscosity page link each other, by key (D28)', () => {
    const back = viscosidadCinematicaContent.note?.link;
    const there = viscosidadContent.note?.link;
    if (!back || !there) throw new Error('a note link is missing');
    expect(site.pairs.otherReadingPath(back.other, familyModule)).toBe('/convertir-viscosidad');
    expect(site.pairs.otherReadingPath(there.other, site.registry.familyByKey('viscosidad'))).toBe(
      '/convertir-viscosidad-cinematica',
    );
  });

  const index = site.unitIndex.buildUnitIndex();
  it.each([
    ['10 cSt a mm2/s', 'centistokes', 'milimetros_cuadrados_por_segundo', 10, '10 cSt → 10 mm²/s'],
    // 1 × 10⁻⁴ m²/s
    ['1 St a m2/s', 'stokes', 'metros_cuadrados_por_segundo', 1, '1 St → 0.0001 m²/s'],
    ['1 stokes a cst', 'stokes', 'centistokes', 1, '1 St → 100 cSt'],
  ])('the quick conversion answers «%s»', (query, from, to, value, line) => {
    const result = site.quick.parseQuery(query, index);
    expect(result).toMatchObject({ kind: 'answer', family: 'viscosidad-cinematica', from, to, value, line });
  });
});
