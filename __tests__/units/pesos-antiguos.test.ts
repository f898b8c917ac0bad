import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { pesosAntiguos } from '@/lib/families/pesos-antiguos/units';
import { pesosAntiguosContent } from '@/lib/families/pesos-antiguos/words';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

// Expected values from the Castilian ratios (1 tonelada = 20 quintales = 80 arrobas = 2000 libras; 1 arroba =
// 25 libras; 1 libra = 2 marcos = 16 onzas; 1 onza = 16 adarmes; 18.4 fanegas per tonelada) and
// 1 libra = 460.0093 g (D7).
const cases: Case[] = [
  [1, 'arroba', 'libra', 25],
  [1, 'tonelada', 'quintal', 20],
  [1, 'tonelada', 'arroba', 80],
  [1, 'quintal', 'libra', 100],
  [1, 'libra', 'onza', 16],
  [1, 'libra', 'marco', 2],
  [1, 'onza', 'adarme', 16],
  [1, 'libra', 'adarme', 256],
  [1, 'tonelada', 'fanega', 18.4],
  [1, 'fanega', 'libra', 2000 / 18.4],
  [1, 'libra', 'gramos', 460.0093],
  // 25 × 460.0093 g
  [1, 'arroba', 'kilogramos', 11.5002325],
  // 460.0093 / 16
  [1, 'onza', 'gramos', 28.75058125],
  // 460.0093 / 256
  [1, 'adarme', 'gramos', 1.796911328125],
  [1, 'marco', 'gramos', 230.00465],
  [1000, 'kilogramos', 'libra', 1000 / 0.4600093],
  // 2000 × 0.4600093 kg / 18.4
  [1, 'fanega', 'kilogramos', 920.0186 / 18.4],
  [1, 'tonelada', 'kilogramos', 920.0186],
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

  it('rounds to 6 decimals: 1 quintal = 46.00093 kg, 1 fanega = 50.001011 kg', () => {
    expect(formatValue(convertOrThrow(1, 'quintal', 'kilogramos', pesosAntiguos), 'kilogramos', pesosAntiguos)).toBe(
      '46.00093',
    );
    // 920.0186 / 18.4 = 50.0010108…
    expect(formatValue(convertOrThrow(1, 'fanega', 'kilogramos', pesosAntiguos), 'kilogramos', pesosAntiguos)).toBe(
      '50.001011',
    );
  });

  it('builds the six formula cards from the factors', () => {
    // 4 × 25; 10 × 11.5002325; 0.4600093 → 6 decimals; 2 × 46.00093; 6 × 28.75058125 = 172.5034875 → 172.503488
    // (6 decimals, half rounded up); 920.0186 / 18.4.
    const cards = pesosAntiguosContent.cards.map((card) => buildFormulaCard(card, pesosAntiguos));
    expect(cards.map((card) => card.example)).toEqual([
      '4 @ = 100 libras',
      '10 @ = 115.002325 kg',
      '1 libra = 0.460009 kg',
      '2 qq = 92.00186 kg',
      '6 onzas = 172.503488 g',
      '1 fanega = 50.001011 kg',
    ]);
    expect(cards[2]?.formula).toBe('kg = libras × 0.4600093');
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
