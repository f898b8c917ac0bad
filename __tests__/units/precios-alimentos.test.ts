import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { converterWording } from '@/lib/content/wording';
import { preciosAlimentos } from '@/lib/families/precios-alimentos/units';
import { preciosAlimentosContent } from '@/lib/families/precios-alimentos/words';
import { formatValue, optionLabel } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { buildFormulaCard } from '@/lib/units/formula';

// The value is the PRICE of one unit's weight; the price scales with the weight (spec 001 §9): a pack of w kg at
// price p costs p / w per kilogram, and a pack of w' kg costs p × w' / w.
const cases: Case[] = [
  // 100 g is a tenth of a kilo
  [100, 'kilogramo', 'cien_gramos', 10],
  [2.5, 'cien_gramos', 'kilogramo', 25],
  // 250 g × 4 = 1 kg
  [3.6, 'doscientos_cincuenta_gramos', 'kilogramo', 14.4],
  [12, 'kilogramo', 'medio_kilo', 6],
  [245, 'setecientos_cincuenta_gramos', 'kilogramo', 245 / 0.75],
  [289, 'novecientos_gramos', 'kilogramo', 289 / 0.9],
  [95, 'trescientos_gramos', 'kilogramo', 95 / 0.3],
  [8, 'gramo', 'kilogramo', 8000],
  [350, 'kilogramo', 'gramo', 0.35],
  // 300 g is a third of 900 g
  [90, 'novecientos_gramos', 'trescientos_gramos', 30],
  // 750 g is 2.5 × 300 g
  [30, 'trescientos_gramos', 'setecientos_cincuenta_gramos', 75],
  [1, 'miligramo', 'gramo', 1000],
  [2, 'medio_kilo', 'doscientos_cincuenta_gramos', 1],
];

// The units added by D24: 1 lb = 0.45359237 kg and 1 oz = lb/16 = 0.028349523125 kg, so a price per kilogram p is
// p × 0.45359237 per pound and p × 0.028349523125 per ounce.
const added: Case[] = [
  [100, 'kilogramo', 'libra', 45.359237],
  [100, 'kilogramo', 'onza', 2.8349523125],
  // 16 ounces to the pound
  [1, 'onza', 'libra', 16],
  [32, 'libra', 'onza', 2],
  // $4.99/lb ÷ 0.45359237 = $11.0010669…/kg, worked by long division
  [4.99, 'libra', 'kilogramo', 11.00106688302539],
  // a pound is 453.59237 g, so $1000 per gram is 1000 × 453.59237 = $453 592.37 per pound
  [1000, 'gramo', 'libra', 453592.37],
];

describe('precios-alimentos', () => {
  it.each([...cases, ...added])('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, preciosAlimentos), expected);
  });

  it('shows the spec default $100/kg → $10.00/100 g (money: two decimals, D8)', () => {
    const result = convertOrThrow(100, 'kilogramo', 'cien_gramos', preciosAlimentos);
    expect(formatValue(result, 'cien_gramos', preciosAlimentos)).toBe('10.00');
    const state = { valueText: '100', from: preciosAlimentos.defaults[0], to: preciosAlimentos.defaults[1] };
    expect(evaluate(state, preciosAlimentos).line).toBe('$100.00/kg → $10.00/100 g');
  });

  it('rounds to 2 decimals: $245 per 750 g is $326.67/kg', () => {
    const state = { valueText: '245', from: 'setecientos_cincuenta_gramos', to: 'kilogramo' };
    expect(evaluate(state, preciosAlimentos).line).toBe('$245.00/750 g → $326.67/kg');
  });

  it('labels the options and the field as a price (spec 001 §2, D10)', () => {
    const wording = converterWording(preciosAlimentosContent);
    expect(optionLabel('kilogramo', preciosAlimentos, wording.optionPrefix)).toBe('Precio por kilogramo (/kg)');
    expect(optionLabel('medio_kilo', preciosAlimentos, wording.optionPrefix)).toBe('Precio por medio kilo (/500 g)');
    expect(wording.valueLabel).toBe('Precio');
    expect(wording.placeholder).toBe('Escribe el precio');
  });

  it('has hand-written formulas that agree with the converter', () => {
    // Worked by hand: 25 ÷ 10; 1.89 × 10; 3.6 × 4; 245 ÷ 0.75 = 326.666…; 289 ÷ 0.9 = 321.111…; 12.5 ÷ 2.
    const examples = preciosAlimentosContent.cards.map((card) => buildFormulaCard(card, preciosAlimentos).example);
    expect(examples).toEqual([
      '$25.00/kg = $2.50/100 g',
      '$1.89/100 g = $18.90/kg',
      '$3.60/250 g = $14.40/kg',
      '$245.00/750 g = $326.67/kg',
      '$289.00/900 g = $321.11/kg',
      '$12.50/kg = $6.25/500 g',
    ]);
  });

  it('prices by the pound and the ounce, two decimals (D8)', () => {
    // 100 × 0.45359237 = 45.359237 → $45.36
    expect(evaluate({ valueText: '100', from: 'kilogramo', to: 'libra' }, preciosAlimentos).line).toBe(
      '$100.00/kg → $45.36/lb',
    );
    // 4.99 / 0.45359237 = 11.00106… → $11.00
    expect(evaluate({ valueText: '4.99', from: 'libra', to: 'kilogramo' }, preciosAlimentos).line).toBe(
      '$4.99/lb → $11.00/kg',
    );
    // 100 × 0.028349523125 = 2.8349523125 → $2.83
    expect(evaluate({ valueText: '100', from: 'kilogramo', to: 'onza' }, preciosAlimentos).line).toBe(
      '$100.00/kg → $2.83/oz',
    );
    const wording = converterWording(preciosAlimentosContent);
    expect(optionLabel('libra', preciosAlimentos, wording.optionPrefix)).toBe('Precio por libra (/lb)');
  });

  describeRoundTrips(preciosAlimentos);
});
