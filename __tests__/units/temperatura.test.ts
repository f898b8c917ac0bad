import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { converterWording } from '@/lib/content/wording';
import { temperatura } from '@/lib/families/temperatura/units';
import { temperaturaContent } from '@/lib/families/temperatura/words';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';

// Expected values from the definitions: °F = °C × 9/5 + 32, K = °C + 273.15.
const cases: Case[] = [
  [0, 'celsius', 'fahrenheit', 32],
  [100, 'celsius', 'fahrenheit', 212], // 100 × 9/5 + 32 = 180 + 32
  [-40, 'celsius', 'fahrenheit', -40], // -40 × 9/5 + 32 = -72 + 32: the two scales cross here
  [37, 'celsius', 'fahrenheit', 98.6], // 37 × 9/5 = 66.6; + 32
  [98.6, 'fahrenheit', 'celsius', 37], // (98.6 − 32) × 5/9 = 66.6 × 5/9
  [212, 'fahrenheit', 'celsius', 100],
  [50, 'fahrenheit', 'celsius', 10], // 18 × 5/9
  [0, 'celsius', 'kelvin', 273.15],
  [100, 'celsius', 'kelvin', 373.15],
  [0, 'kelvin', 'celsius', -273.15],
  [0, 'kelvin', 'fahrenheit', -459.67], // -273.15 × 9/5 + 32 = -491.67 + 32
  [300, 'kelvin', 'celsius', 26.85], // 300 − 273.15
  [300, 'kelvin', 'fahrenheit', 80.33], // 26.85 × 9/5 = 48.33; + 32
  [32, 'fahrenheit', 'kelvin', 273.15],
  [-459.67, 'fahrenheit', 'kelvin', 0],
  [-300, 'celsius', 'fahrenheit', -508], // -300 × 9/5 + 32 = -540 + 32: still converts (D13)
];

// The scales added by D24: °R = K × 9/5 (absolute zero at 0 °R, ice at 273.15 × 1.8 = 491.67 °R, and °F = °R − 459.67);
// °Ré = °C × 4/5 (ice at 0 °Ré, boiling water at 80 °Ré).
const added: Case[] = [
  [0, 'rankine', 'kelvin', 0],
  [491.67, 'rankine', 'celsius', 0],
  [100, 'celsius', 'rankine', 671.67], // 100 × 1.8 + 491.67
  [671.67, 'rankine', 'fahrenheit', 212], // 671.67 − 459.67
  [300, 'kelvin', 'rankine', 540], // 300 × 1.8
  [0, 'fahrenheit', 'rankine', 459.67],
  [80, 'reaumur', 'celsius', 100], // 80 × 1.25
  [25, 'celsius', 'reaumur', 20], // 25 × 0.8
  [0, 'reaumur', 'fahrenheit', 32],
  [80, 'reaumur', 'kelvin', 373.15], // 100 °C + 273.15
  [0, 'kelvin', 'reaumur', -218.52], // -273.15 × 0.8
  [20, 'reaumur', 'rankine', 536.67], // 25 °C × 1.8 + 491.67 = 45 + 491.67
];

describe('temperatura', () => {
  it.each([...cases, ...added])('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, temperatura), expected);
  });

  it('shows the spec default 1 °C → 33.8 °F', () => {
    expect(formatValue(convertOrThrow(1, 'celsius', 'fahrenheit', temperatura), 'fahrenheit', temperatura)).toBe(
      '33.8',
    );
  });

  it('shows 0 K as -459.67 °F and 98.6 °F as 37 °C at 2 decimals', () => {
    expect(formatValue(convertOrThrow(0, 'kelvin', 'fahrenheit', temperatura), 'fahrenheit', temperatura)).toBe(
      '-459.67',
    );
    expect(formatValue(convertOrThrow(98.6, 'fahrenheit', 'celsius', temperatura), 'celsius', temperatura)).toBe('37');
  });

  describe('D13: below absolute zero', () => {
    const wording = converterWording(temperaturaContent);
    const message = wording.belowMinimum;

    it('says in Spanish that the temperature is impossible', () => {
      expect(temperatura.physicalMinimum).toBe(-273.15);
      expect(message).toMatch(/cero absoluto/);
      expect(message).toMatch(/imposible/);
    });

    it('notes -300 °C and still shows the result', () => {
      const shown = evaluate({ valueText: '-300', from: 'celsius', to: 'fahrenheit' }, temperatura, wording);
      expect(shown.note).toBe(message);
      expect(shown.line).toBe('-300 °C → -508 °F');
    });

    it('notes -1 K', () => {
      expect(evaluate({ valueText: '-1', from: 'kelvin', to: 'celsius' }, temperatura, wording).note).toBe(message);
    });

    it('notes a value below absolute zero on the added scales too', () => {
      expect(evaluate({ valueText: '-1', from: 'rankine', to: 'kelvin' }, temperatura, wording).note).toBe(message);
      // absolute zero is -273.15 × 0.8 = -218.52 °Ré
      expect(evaluate({ valueText: '-218.53', from: 'reaumur', to: 'celsius' }, temperatura, wording).note).toBe(
        message,
      );
      expect(evaluate({ valueText: '0', from: 'rankine', to: 'celsius' }, temperatura, wording).note).toBe('');
      expect(evaluate({ valueText: '-218.52', from: 'reaumur', to: 'kelvin' }, temperatura, wording).note).toBe('');
    });

    it('does not note absolute zero itself or anything above it', () => {
      expect(evaluate({ valueText: '-273.15', from: 'celsius', to: 'fahrenheit' }, temperatura, wording).note).toBe('');
      expect(evaluate({ valueText: '0', from: 'kelvin', to: 'celsius' }, temperatura, wording).note).toBe('');
      expect(evaluate({ valueText: '-459.67', from: 'fahrenheit', to: 'celsius' }, temperatura, wording).note).toBe('');
      expect(evaluate({ valueText: '-459.68', from: 'fahrenheit', to: 'celsius' }, temperatura, wording).note).not.toBe(
        '',
      );
      expect(evaluate({ valueText: '-40', from: 'fahrenheit', to: 'celsius' }, temperatura, wording).note).toBe('');
    });
  });

  it('writes the added scales on the result line (D23)', () => {
    // 100 × 1.8 + 491.67 = 671.67
    expect(evaluate({ valueText: '100', from: 'celsius', to: 'rankine' }, temperatura).line).toBe('100 °C → 671.67 °R');
    // 20 × 1.25 = 25
    expect(evaluate({ valueText: '20', from: 'reaumur', to: 'celsius' }, temperatura).line).toBe('20 °Ré → 25 °C');
    // 0 K is 0 °R, not float noise (D8)
    expect(evaluate({ valueText: '-459.67', from: 'fahrenheit', to: 'rankine' }, temperatura).line).toBe(
      '-459.67 °F → 0 °R',
    );
  });

  // Samples that mean something on every scale: freezing, boiling, body temperature, the -40 crossing, hot metal.
  describeRoundTrips(temperatura, [0, 100, 37.5, -40, -4.2, 1000]);
});
