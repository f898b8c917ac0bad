import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { formatValue, optionLabel, withUnit } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { volumen } from '@/lib/units/volumen';

// Expected values from the definitions: 1 L = 1 dm³ = 1000 cm³, US gal = 231 in³ = 3.785411784 L,
// imperial gal = 4.54609 L, 1 in³ = 2.54³ cm³ = 16.387064 cm³, 1 ft³ = 12³ in³, US fl oz = US gal / 128.
const cases: Case[] = [
  [1, 'litros', 'mililitros', 1000],
  [1, 'metros_cubicos', 'litros', 1000],
  [1, 'centimetros_cubicos', 'mililitros', 1],
  [1, 'galones_us', 'litros', 3.785411784],
  [1, 'galones_uk', 'litros', 4.54609],
  [1, 'galones_us', 'pulgadas_cubicas', 231],
  [1, 'galones_us', 'onzas_liquidas', 128],
  [1, 'pies_cubicos', 'pulgadas_cubicas', 1728],
  [1, 'pulgadas_cubicas', 'centimetros_cubicos', 16.387064],
  // 3.785411784 L / 128 = 29.5735295625 mL
  [1, 'onzas_liquidas', 'mililitros', 29.5735295625],
  [1, 'pies_cubicos', 'galones_us', 1728 / 231],
  [1, 'galones_uk', 'galones_us', 4.54609 / 3.785411784],
  [1, 'litros', 'galones_us', 1 / 3.785411784],
  [1, 'metros_cubicos', 'pies_cubicos', 1000 / 28.316846592],
  // Chevrolet's '350' engine: 350 in³ × 16.387064 cm³ = 5735.4724 cm³
  [350, 'pulgadas_cubicas', 'litros', 5.7354724],
];

describe('volumen', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, volumen), expected);
  });

  it('shows the spec default 1 L → 0.264172 gal US', () => {
    expect(formatValue(convertOrThrow(1, 'litros', 'galones_us', volumen), 'galones_us', volumen)).toBe('0.264172');
  });

  it('shows the spec factors at 6 decimals: 1 gal UK = 1.20095 gal US, 1 L = 33.814023 fl oz', () => {
    expect(formatValue(convertOrThrow(1, 'galones_uk', 'galones_us', volumen), 'galones_us', volumen)).toBe('1.20095');
    expect(formatValue(convertOrThrow(1, 'litros', 'onzas_liquidas', volumen), 'onzas_liquidas', volumen)).toBe(
      '33.814023',
    );
  });

  it('reads with symbols on the result line, EE. UU. and R. U. in labels (D23)', () => {
    expect(withUnit('1', 'litros', volumen)).toBe('1 L');
    expect(withUnit('0.264172', 'galones_us', volumen)).toBe('0.264172 gal (EE. UU.)');
    expect(optionLabel('galones_uk', volumen)).toBe('Galones imperiales del R. U. (gal)');
    // 1 / 3.785411784 = 0.26417205… → 0.264172
    expect(evaluate({ valueText: '1', from: 'litros', to: 'galones_us' }, volumen).line).toBe(
      '1 L → 0.264172 gal (EE. UU.)',
    );
  });

  describeRoundTrips(volumen);
});
