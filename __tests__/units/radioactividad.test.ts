import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { radioactividadContent } from '@/lib/content/converters/radioactividad';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';
import { radioactividad } from '@/lib/units/radioactividad';

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

  describeRoundTrips(radioactividad);
});
