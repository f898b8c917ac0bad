import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { peso } from '@/lib/families/peso/units';
import { formatValue, optionLabel } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';

// Expected values from the definitions: 1 lb = 0.45359237 kg, 1 oz = 1/16 lb = 28.349523125 g, 1 t = 1000 kg.
const cases: Case[] = [
  [1, 'kilogramos', 'gramos', 1000],
  [1, 'toneladas', 'kilogramos', 1000],
  [1, 'libras', 'kilogramos', 0.45359237],
  [1, 'libras', 'onzas', 16],
  [1, 'onzas', 'gramos', 28.349523125],
  // one stone: 14 × 0.45359237
  [14, 'libras', 'kilogramos', 6.35029318],
  // a short ton: 2000 × 0.45359237 kg = 907.18474 kg
  [2000, 'libras', 'toneladas', 0.90718474],
  [1, 'kilogramos', 'libras', 1 / 0.45359237],
  [1, 'kilogramos', 'onzas', 16 / 0.45359237],
  [1, 'toneladas', 'libras', 1000 / 0.45359237],
  [500, 'gramos', 'libras', 0.5 / 0.45359237],
  [8, 'onzas', 'libras', 0.5],
  [250, 'gramos', 'onzas', 250 / 28.349523125],
];

// The units added by D24, from their definitions: 1 mg = 10⁻⁶ kg, 1 µg = 10⁻⁹ kg, 1 q = 100 kg, 1 ct = 200 mg,
// 1 grain = 64.79891 mg (1 lb = 7000 grains), 1 troy ounce = 480 grains, 1 stone = 14 lb, short ton 2000 lb,
// long ton 2240 lb, quintal 100 lb, arroba 25 lb.
const added: Case[] = [
  [1, 'miligramos', 'gramos', 0.001],
  [1, 'gramos', 'microgramos', 1000000],
  // a 500 µg tablet: 500 × 10⁻⁹ kg = 0.5 mg
  [500, 'microgramos', 'miligramos', 0.5],
  [1, 'quintales_metricos', 'kilogramos', 100],
  [10, 'quintales_metricos', 'toneladas', 1],
  [1, 'quilates', 'miligramos', 200],
  // 5 × 0.2 g
  [5, 'quilates', 'gramos', 1],
  [1, 'granos', 'miligramos', 64.79891],
  // 7000 × 64.79891 mg = 453 592.37 mg = 1 lb
  [7000, 'granos', 'libras', 1],
  // 480 × 64.79891 mg = 31 103.4768 mg
  [1, 'onzas_troy', 'gramos', 31.1034768],
  [1, 'onzas_troy', 'granos', 480],
  // an avoirdupois ounce is 7000 / 16 = 437.5 grains, so 1 oz t = 480 / 437.5 oz = 1.0971428…
  [1, 'onzas_troy', 'onzas', 480 / 437.5],
  [1, 'stones', 'libras', 14],
  // 14 × 0.45359237
  [1, 'stones', 'kilogramos', 6.35029318],
  [1, 'toneladas_cortas', 'libras', 2000],
  // 2000 × 0.45359237
  [1, 'toneladas_cortas', 'kilogramos', 907.18474],
  // 2240 × 0.45359237
  [1, 'toneladas_largas', 'kilogramos', 1016.0469088],
  // 2240 / 2000
  [1, 'toneladas_largas', 'toneladas_cortas', 1.12],
  [1, 'quintales', 'libras', 100],
  [1, 'quintales', 'kilogramos', 45.359237],
  [4, 'arrobas', 'quintales', 1],
  // 25 × 0.45359237
  [1, 'arrobas', 'kilogramos', 11.33980925],
  // 20 short tons = 40 000 lb = 400 quintales
  [20, 'toneladas_cortas', 'quintales', 400],
];

describe('peso', () => {
  it.each([...cases, ...added])('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, peso), expected);
  });

  it('shows the spec default 1 kg → 2.2046 lb', () => {
    expect(formatValue(convertOrThrow(1, 'kilogramos', 'libras', peso), 'libras', peso)).toBe('2.2046');
  });

  it('shows 1 kg as 35.274 oz and 1 g in tonnes as 0.000001 (10⁻⁶ is not below 10⁻⁶)', () => {
    // 16 / 0.45359237 = 35.27396…, 35.2740 at 4 decimals, trailing zero dropped (D8).
    expect(formatValue(convertOrThrow(1, 'kilogramos', 'onzas', peso), 'onzas', peso)).toBe('35.274');
    expect(formatValue(convertOrThrow(1, 'gramos', 'toneladas', peso), 'toneladas', peso)).toBe('0.000001');
  });

  it('shows the added units at 4 decimals (D8)', () => {
    // 1 / 0.0311034768 = 32.150746568…; 1 / 0.00006479891 = 15 432.358352…, grouped with a narrow space
    expect(formatValue(convertOrThrow(1, 'kilogramos', 'onzas_troy', peso), 'onzas_troy', peso)).toBe('32.1507');
    expect(formatValue(convertOrThrow(1, 'kilogramos', 'granos', peso), 'granos', peso)).toBe('15\u202f432.3584');
    // 1 / 6.35029318 = 0.1574730…: 4 significant digits
    expect(formatValue(convertOrThrow(1, 'kilogramos', 'stones', peso), 'stones', peso)).toBe('0.1575');
    // 1 µg in tonnes is 10⁻¹², below 10⁻⁶: scientific form
    expect(formatValue(convertOrThrow(1, 'microgramos', 'toneladas', peso), 'toneladas', peso)).toBe('1 × 10⁻¹²');
  });

  it('writes the result lines and labels of the added units (D23)', () => {
    // 31.1034768 g → 31.1035 at 4 decimals
    expect(evaluate({ valueText: '1', from: 'onzas_troy', to: 'gramos' }, peso).line).toBe('1 oz t → 31.1035 g');
    // 150 lb / 14 = 10.714285… st
    expect(evaluate({ valueText: '150', from: 'libras', to: 'stones' }, peso).line).toBe('150 lb → 10.7143 st');
    // 64.79891 mg → 0.0648 g; the grain's name stands for its symbol, singular after 1
    expect(evaluate({ valueText: '1', from: 'granos', to: 'gramos' }, peso).line).toBe('1 grano → 0.0648 g');
    expect(evaluate({ valueText: '2', from: 'arrobas', to: 'kilogramos' }, peso).line).toBe('2 @ → 22.6796 kg');
    expect(optionLabel('toneladas_cortas', peso)).toBe('Toneladas cortas de EE. UU. (2000 lb)');
    expect(optionLabel('quilates', peso)).toBe('Quilates (ct)');
  });

  describeRoundTrips(peso);
});
