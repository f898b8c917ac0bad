import { radioactividadContent } from '@/lib/content/converters/radioactividad';
import { formatValue } from '@/lib/units/engine';
import { buildFormulaCard } from '@/lib/units/formula';
import { radioactividad } from '@/lib/units/radioactividad';
import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '../support/family-checks';

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

  it("shows the spec default 1 Bq → '2.702703e-11' Ci", () => {
    expect(formatValue(convertOrThrow(1, 'becquerels', 'curies', radioactividad), 'curies', radioactividad)).toBe(
      '2.702703e-11',
    );
  });

  it('shows every result in exponential notation with 6 decimals', () => {
    expect(formatValue(convertOrThrow(1, 'curies', 'becquerels', radioactividad), 'becquerels', radioactividad)).toBe(
      '3.700000e10',
    );
    expect(formatValue(convertOrThrow(740, 'rutherfords', 'curies', radioactividad), 'curies', radioactividad)).toBe(
      '2.000000e-2',
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
