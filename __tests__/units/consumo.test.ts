import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { converterWording } from '@/lib/content/wording';
import { consumo } from '@/lib/families/consumo/units';
import { consumoContent } from '@/lib/families/consumo/words';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the definitions: L/100km = 100 / (km/L); 1 mi = 1.609344 km; 1 US gal = 3.785411784 L,
// so 1 mpg = 1.609344 / 3.785411784 km/L and 1 km/gal = 1 / 3.785411784 km/L.
const cases: Case[] = [
  [10, 'kilometros_litro', 'litros_100km', 10],
  [1, 'kilometros_litro', 'litros_100km', 100],
  [12.5, 'kilometros_litro', 'litros_100km', 8],
  [8, 'litros_100km', 'kilometros_litro', 12.5],
  [25, 'litros_100km', 'kilometros_litro', 4],
  [1, 'millas_galon', 'kilometros_litro', 1.609344 / 3.785411784],
  [10, 'kilometros_litro', 'millas_galon', (10 * 3.785411784) / 1.609344],
  [30, 'millas_galon', 'litros_100km', (100 * 3.785411784) / (30 * 1.609344)],
  [1, 'millas_galon', 'litros_100km', 235.21458333333333],
  [1, 'kilometros_galon', 'kilometros_litro', 1 / 3.785411784],
  [1, 'kilometros_litro', 'kilometros_galon', 3.785411784],
  [40, 'kilometros_galon', 'millas_galon', 40 / 1.609344],
  [5, 'litros_100km', 'kilometros_galon', 20 * 3.785411784],
  [1, 'millas_galon', 'kilometros_galon', 1.609344],
  // D24: miles per imperial gallon, 1 UK gal = 4.54609 L, so 1 mpg (UK) = 1.609344 / 4.54609 km/L
  [1, 'millas_galon_uk', 'kilometros_litro', 1.609344 / 4.54609],
  // 100 × 4.54609 / (30 × 1.609344) = 454.609 / 48.28032 = 9.41603…
  [30, 'millas_galon_uk', 'litros_100km', 454.609 / 48.28032],
  // the same miles on a gallon 4.54609 / 3.785411784 times larger
  [1, 'millas_galon', 'millas_galon_uk', 4.54609 / 3.785411784],
  [4.54609, 'millas_galon_uk', 'millas_galon', 3.785411784],
];

describe('consumo', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, consumo), expected);
  });

  it("shows the spec default 10 km/L → '10' L/100km and 1 km/L → '100'", () => {
    expect(formatValue(convertOrThrow(10, 'kilometros_litro', 'litros_100km', consumo), 'litros_100km', consumo)).toBe(
      '10',
    );
    expect(formatValue(convertOrThrow(1, 'kilometros_litro', 'litros_100km', consumo), 'litros_100km', consumo)).toBe(
      '100',
    );
  });

  it("shows 1 mpg as '235.215' L/100km (100 × 3.785411784 / 1.609344 = 235.2145833…)", () => {
    expect(formatValue(convertOrThrow(1, 'millas_galon', 'litros_100km', consumo), 'litros_100km', consumo)).toBe(
      '235.215',
    );
  });

  it("shows 30 mpg (R. U.) as '9.416' L/100 km (454.609 ÷ 48.28032 = 9.41603…)", () => {
    expect(formatValue(convertOrThrow(30, 'millas_galon_uk', 'litros_100km', consumo), 'litros_100km', consumo)).toBe(
      '9.416',
    );
  });

  it('gives a higher L/100km a lower km/L', () => {
    const perDistance = [2, 4.5, 8, 12, 30];
    const kmPerLitre = perDistance.map((v) => convertOrThrow(v, 'litros_100km', 'kilometros_litro', consumo));
    for (let i = 1; i < kmPerLitre.length; i += 1) expect(kmPerLitre[i]).toBeLessThan(kmPerLitre[i - 1] as number);
  });

  describe('D14: zero has no equivalent', () => {
    const wording = converterWording(consumoContent);
    const zeroHint = 'El 0 no tiene equivalente: el consumo sería infinito.';

    const units = Object.keys(consumo.units);
    const pairs = units.flatMap((from) => units.filter((to) => to !== from).map((to) => [from, to] as const));
    it.each(pairs)("value '0' in %s → %s shows the hint and no result", (from, to) => {
      for (const valueText of ['0', '0,0', ' -0 ']) {
        const view = evaluate({ valueText, from, to }, consumo, wording);
        expect(view.hint).toBe(zeroHint);
        expect(view.line).toBe('');
        expect(view.resultText).toBe('');
        expect(view.equivalences).toEqual([]);
      }
    });

    it('still converts a value near zero', () => {
      const view = evaluate({ valueText: '0.5', from: 'kilometros_litro', to: 'litros_100km' }, consumo);
      expect(view.hint).toBe('');
      expect(view.resultText).toBe('200');
    });
  });

  it('has six formula cards that all build (hand-written formulas for L/100km)', () => {
    expect(consumoContent.cards).toHaveLength(6);
    for (const card of consumoContent.cards) {
      if (card.from === 'litros_100km' || card.to === 'litros_100km') expect(card.formula).toBeDefined();
      expect(() => buildFormulaCard(card, consumo)).not.toThrow();
    }
  });

  describeRoundTrips(consumo, [1, 7.5, 23.4]);
});
