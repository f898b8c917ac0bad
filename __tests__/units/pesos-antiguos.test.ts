import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { pesosAntiguos } from '@/lib/families/pesos-antiguos/units';
import { pesosAntiguosContent } from '@/lib/families/pesos-antiguos/words';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the Castilian ratios (1 tonelada = 20 quintales = 80 arrobas = 2000 libras; 1 arroba =
// 25 libras; 1 libra = 2 marcos = 16 onzas; 1 onza = 16 adarmes) and
// 1 libra = 460.093 g, two marcos of 230.0465 g (D7, revised 2026-11-24).
const cases: Case[] = [
  [1, 'arroba', 'libra', 25],
  [1, 'tonelada', 'quintal', 20],
  [1, 'tonelada', 'arroba', 80],
  [1, 'quintal', 'libra', 100],
  [1, 'libra', 'onza', 16],
  [1, 'libra', 'marco', 2],
  [1, 'onza', 'adarme', 16],
  [1, 'libra', 'adarme', 256],
  [1, 'libra', 'gramos', 460.093],
  [1, 'libra', 'kilogramos', 0.460093],
  // 25 × 460.093 g = 11 502.325 g
  [1, 'arroba', 'gramos', 11502.325],
  [1, 'arroba', 'kilogramos', 11.502325],
  // 100 × 460.093 g = 46 009.3 g
  [1, 'quintal', 'gramos', 46009.3],
  [1, 'quintal', 'kilogramos', 46.0093],
  // 460.093 / 16
  [1, 'onza', 'gramos', 28.7558125],
  // 460.093 / 256
  [1, 'adarme', 'gramos', 1.79723828125],
  // 460.093 / 2
  [1, 'marco', 'gramos', 230.0465],
  // 1000 / 460.093 = 2.17347362381083824…
  [1000, 'kilogramos', 'libra', 2173.47362381083824],
  [1, 'tonelada', 'kilogramos', 920.186],
];

describe('pesos-antiguos', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, pesosAntiguos), expected);
  });

  it('shows the spec default 1 @ → 25 libras, never with the modern lb (D23)', () => {
    expect(formatValue(convertOrThrow(1, 'arroba', 'libra', pesosAntiguos), 'libra', pesosAntiguos)).toBe('25');
    const state = { valueText: '1', from: pesosAntiguos.defaults[0], to: pesosAntiguos.defaults[1] };
    expect(evaluate(state, pesosAntiguos).line).toBe('1 @ → 25 libras');
  });

  it('rounds to 6 decimals: 1 arroba = 11.502325 kg, 1 quintal = 46.0093 kg', () => {
    const kilograms = (from: string) =>
      formatValue(convertOrThrow(1, from, 'kilogramos', pesosAntiguos), 'kilogramos', pesosAntiguos);
    expect(kilograms('arroba')).toBe('11.502325');
    expect(kilograms('quintal')).toBe('46.0093');
    expect(formatValue(convertOrThrow(1, 'libra', 'gramos', pesosAntiguos), 'gramos', pesosAntiguos)).toBe('460.093');
  });

  it('builds the six formula cards from the factors', () => {
    // 4 × 25; 10 × 11.502325; 0.460093; 2 × 46.0093; 6 × 28.7558125 = 172.534875; 3 × 230.0465 = 690.1395
    const cards = pesosAntiguosContent.cards.map((card) => buildFormulaCard(card, pesosAntiguos));
    expect(cards.map((card) => card.example)).toEqual([
      '4 @ = 100 libras',
      '10 @ = 115.02325 kg',
      '1 libra = 0.460093 kg',
      '2 qq = 92.0186 kg',
      '6 onzas = 172.534875 g',
      '3 marcos = 690.1395 g',
    ]);
    expect(cards[2]?.formula).toBe('kg = libras × 0.460093');
  });

  it('answers to the Castilian names and old signs, never to t, lb or oz (D23, D24)', () => {
    const named = (typed: string) => unitsNamed(typed, pesosAntiguos);
    expect(named('arroba')).toEqual(['arroba']);
    expect(named('@')).toEqual(['arroba']);
    expect(named('arrobas castellanas')).toEqual(['arroba']);
    expect(named('qq')).toEqual(['quintal']);
    expect(named('libras de Castilla')).toEqual(['libra']);
    expect(named('onzas')).toEqual(['onza']);
    expect(named('kilos')).toEqual(['kilogramos']);
    for (const modern of ['t', 'lb', 'lbs', 'oz']) expect(named(modern)).toEqual([]);
  });

  describeRoundTrips(pesosAntiguos);
});
