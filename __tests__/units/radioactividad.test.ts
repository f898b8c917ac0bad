import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { radioactividad } from '@/lib/families/radioactividad/units';
import { radioactividadContent } from '@/lib/families/radioactividad/words';
import { selectGroups, unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: 1 Ci = 3.7×10¹⁰ Bq, 1 Rd = 10⁶ Bq.
const cases: Case[] = [
  [1, 'curies', 'becquerels', 3.7e10],
  [1, 'becquerels', 'curies', 1 / 3.7e10],
  [37000, 'becquerels', 'curies', 1e-6],
  [7.4e8, 'becquerels', 'curies', 0.02],
  [0.001, 'curies', 'becquerels', 3.7e7],
  [1, 'rutherfords', 'becquerels', 1e6],
  [1, 'becquerels', 'rutherfords', 1e-6],
  [1, 'curies', 'rutherfords', 37000],
  [2, 'curies', 'rutherfords', 74000],
  [185, 'rutherfords', 'curies', 0.005],
  [1, 'rutherfords', 'curies', 1 / 37000],
  // D24: SI multiples, each step 1000; 1 MBq = 10⁶ Bq = 1 Rd
  [1, 'kilobecquereles', 'becquerels', 1000],
  [1, 'megabecquereles', 'kilobecquereles', 1000],
  [1, 'gigabecquereles', 'megabecquereles', 1000],
  [1, 'terabecquereles', 'gigabecquereles', 1000],
  [1, 'megabecquereles', 'rutherfords', 1],
  // 1 Ci = 3.7 × 10¹⁰ Bq = 37 GBq; 1 mCi = 3.7 × 10⁷ Bq = 37 MBq; 1 µCi = 37 kBq; 1 nCi = 37 Bq; 1 pCi = 0.037 Bq
  [1, 'curies', 'gigabecquereles', 37],
  [1, 'milicuries', 'megabecquereles', 37],
  [1, 'microcuries', 'kilobecquereles', 37],
  [1, 'nanocuries', 'becquerels', 37],
  [1, 'picocuries', 'becquerels', 0.037],
  [1000, 'microcuries', 'milicuries', 1],
  // The bone scan of the page: 740 MBq = 7.4 × 10⁸ / 3.7 × 10⁷ mCi = 20 mCi
  [740, 'megabecquereles', 'milicuries', 20],
  // 1 TBq = 10¹² / 3.7 × 10¹⁰ Ci = 1000/37 Ci ≈ 27.027 Ci
  [1, 'terabecquereles', 'curies', 1000 / 37],
  // 1 dpm = 1/60 Bq: 1 Bq = 60 dpm; 1 µCi = 37 000 × 60 = 2 220 000 dpm; 1 pCi = 0.037 × 60 = 2.22 dpm
  [1, 'becquerels', 'desintegraciones_por_minuto', 60],
  [1, 'microcuries', 'desintegraciones_por_minuto', 2220000],
  [1, 'picocuries', 'desintegraciones_por_minuto', 2.22],
  [120, 'desintegraciones_por_minuto', 'becquerels', 2],
];

describe('radioactividad', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, radioactividad), expected);
  });

  it('shows the spec default 1 Bq in curies as 2.7027 × 10⁻¹¹ Ci (1 / 3.7e10 = 2.702702…e-11)', () => {
    expect(formatValue(convertOrThrow(1, 'becquerels', 'curies', radioactividad), 'curies', radioactividad)).toBe(
      '2.7027 × 10⁻¹¹',
    );
  });

  it('shows plain decimals from 10⁻⁶ up to 10¹⁵, grouped in thousands (D8, no longer always exponential)', () => {
    expect(formatValue(convertOrThrow(1, 'curies', 'becquerels', radioactividad), 'becquerels', radioactividad)).toBe(
      '37\u202f000\u202f000\u202f000',
    );
    // 740 Rd = 740 × 10⁶ Bq = 0.02 × 3.7 × 10¹⁰ Bq
    expect(formatValue(convertOrThrow(740, 'rutherfords', 'curies', radioactividad), 'curies', radioactividad)).toBe(
      '0.02',
    );
  });

  it('has six formula cards that all build', () => {
    expect(radioactividadContent.cards).toHaveLength(6);
    for (const card of radioactividadContent.cards) {
      expect(() => buildFormulaCard(card, radioactividad)).not.toThrow();
    }
  });

  it('shows 1 mCi as 37 MBq and 1 µCi as 2 220 000 dpm (grouped, D8)', () => {
    expect(evaluate({ valueText: '1', from: 'milicuries', to: 'megabecquereles' }, radioactividad).line).toBe(
      '1 mCi → 37 MBq',
    );
    expect(
      evaluate({ valueText: '1', from: 'microcuries', to: 'desintegraciones_por_minuto' }, radioactividad).line,
    ).toBe('1 µCi → 2\u202f220\u202f000 dpm');
  });

  it('shows 1 TBq as 27.027027 Ci (1000/37 = 27.027027027…)', () => {
    expect(formatValue(convertOrThrow(1, 'terabecquereles', 'curies', radioactividad), 'curies', radioactividad)).toBe(
      '27.027027',
    );
  });

  it('groups the twelve units in the select, SI units first', () => {
    expect(selectGroups(Object.keys(radioactividad.units), radioactividad)).toEqual([
      {
        group: 'metrico',
        keys: ['becquerels', 'kilobecquereles', 'megabecquereles', 'gigabecquereles', 'terabecquereles'],
      },
      {
        group: 'otras',
        keys: [
          'curies',
          'rutherfords',
          'milicuries',
          'microcuries',
          'nanocuries',
          'picocuries',
          'desintegraciones_por_minuto',
        ],
      },
    ]);
  });

  it.each([
    ['MBq', 'megabecquereles'],
    ['uCi', 'microcuries'],
    ['µCi', 'microcuries'],
    ['mCi', 'milicuries'],
    ['dpm', 'desintegraciones_por_minuto'],
    ['becquerel', 'becquerels'],
  ])('reads «%s» as %s', (typed, key) => {
    expect(unitsNamed(typed, radioactividad)).toEqual([key]);
  });

  describeRoundTrips(radioactividad);
});
