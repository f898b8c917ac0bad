import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { volumen } from '@/lib/families/volumen/units';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue, optionLabel, withUnit } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';

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

// The units added by D24, from their definitions: 1 dL = 0.1 L, 1 cL = 0.01 L, 1 hL = 100 L; US cup = 8 fl oz,
// tablespoon = 1/2 fl oz, teaspoon = 1/6 fl oz, liquid pint = 16 fl oz, quart = 2 pints (NIST HB 44); US label
// cup 240 mL; metric cup 250 mL, tablespoon 15 mL, teaspoon 5 mL; UK pint = gal/8, quart = gal/4, fl oz = gal/160;
// oil barrel = 42 US gal; 1 yd³ = 0.9144³ m³ = 27 ft³.
const added: Case[] = [
  [1, 'litros', 'decilitros', 10],
  [1, 'litros', 'centilitros', 100],
  // a 33 cL can: 33 × 0.01 L
  [33, 'centilitros', 'mililitros', 330],
  [1, 'hectolitros', 'litros', 100],
  [1, 'tazas_us', 'onzas_liquidas', 8],
  // 8 × 29.5735295625 mL
  [1, 'tazas_us', 'mililitros', 236.5882365],
  [1, 'tazas_us', 'cucharadas_us', 16],
  [1, 'cucharadas_us', 'cucharaditas_us', 3],
  // 29.5735295625 / 2 and / 6
  [1, 'cucharadas_us', 'mililitros', 14.78676478125],
  [1, 'cucharaditas_us', 'mililitros', 4.92892159375],
  [1, 'tazas_legales_us', 'mililitros', 240],
  [1, 'tazas_metricas', 'mililitros', 250],
  [4, 'tazas_metricas', 'litros', 1],
  // 250 / 15 = 16.666…
  [1, 'tazas_metricas', 'cucharadas_metricas', 250 / 15],
  [1, 'cucharadas_metricas', 'cucharaditas_metricas', 3],
  // 240 / 236.5882365 = 1.0144207…
  [1, 'tazas_legales_us', 'tazas_us', 240 / 236.5882365],
  [1, 'pintas_us', 'onzas_liquidas', 16],
  // 3.785411784 / 8
  [1, 'pintas_us', 'mililitros', 473.176473],
  [1, 'pintas_uk', 'onzas_liquidas_uk', 20],
  // 4.54609 / 8
  [1, 'pintas_uk', 'mililitros', 568.26125],
  [1, 'cuartos_galon_us', 'pintas_us', 2],
  [4, 'cuartos_galon_us', 'galones_us', 1],
  // 3.785411784 / 4
  [1, 'cuartos_galon_us', 'litros', 0.946352946],
  // 4.54609 / 4
  [1, 'cuartos_galon_uk', 'litros', 1.1365225],
  [4, 'cuartos_galon_uk', 'galones_uk', 1],
  [160, 'onzas_liquidas_uk', 'galones_uk', 1],
  // 4.54609 / 160
  [1, 'onzas_liquidas_uk', 'mililitros', 28.4130625],
  [1, 'barriles_petroleo', 'galones_us', 42],
  // 42 × 3.785411784
  [1, 'barriles_petroleo', 'litros', 158.987294928],
  [1, 'yardas_cubicas', 'pies_cubicos', 27],
  // 0.9144³ = 0.83612736 × 0.9144
  [1, 'yardas_cubicas', 'metros_cubicos', 0.764554857984],
  // the dessert spoon: 10 mL = 2 metric teaspoons = 2/3 of a metric tablespoon
  [1, 'cucharadas_postre', 'mililitros', 10],
  [1, 'cucharadas_postre', 'cucharaditas_metricas', 2],
  [3, 'cucharadas_postre', 'cucharadas_metricas', 2],
  // 10 / 14.78676478125 = 0.676280454…
  [1, 'cucharadas_postre', 'cucharadas_us', 10 / 14.78676478125],
  // 240 mL = 24 dessert spoons
  [1, 'tazas_legales_us', 'cucharadas_postre', 24],
];

describe('volumen', () => {
  it.each([...cases, ...added])('%p %s → %s = %p', (value, from, to, expected) => {
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

  it('writes the added units on the result line and in the selects (D8, D23)', () => {
    // 8 × 29.5735295625 = 236.5882365 mL: the 7th decimal is a 5, rounded away from zero
    expect(evaluate({ valueText: '1', from: 'tazas_us', to: 'mililitros' }, volumen).line).toBe(
      '1 taza (EE. UU.) → 236.588237 mL',
    );
    // 2 × 250 mL = 0.5 L
    expect(evaluate({ valueText: '2', from: 'tazas_metricas', to: 'litros' }, volumen).line).toBe(
      '2 tazas métricas → 0.5 L',
    );
    // 1 L / 15 mL = 66.666666… at 6 decimals
    expect(evaluate({ valueText: '1', from: 'litros', to: 'cucharadas_metricas' }, volumen).line).toBe(
      '1 L → 66.666667 cucharadas métricas',
    );
    // 100 barrels × 158.987294928 L = 15 898.7294928 L, grouped with a narrow no-break space
    expect(evaluate({ valueText: '100', from: 'barriles_petroleo', to: 'litros' }, volumen).line).toBe(
      '100 bbl → 15\u202f898.729493 L',
    );
    expect(optionLabel('pintas_uk', volumen)).toBe('Pintas imperiales del R. U. (pt)');
    expect(optionLabel('tazas_metricas', volumen)).toBe('Tazas métricas (250 mL)');
  });

  it('names the nutrition-label cup and the dessert spoon apart from the plain cup and spoon', () => {
    // 2 × 240 mL = 480 mL = 0.48 L
    expect(evaluate({ valueText: '2', from: 'tazas_legales_us', to: 'litros' }, volumen).line).toBe(
      '2 tazas legales (EE. UU.) → 0.48 L',
    );
    // 1 × 10 mL = 0.01 L
    expect(evaluate({ valueText: '1', from: 'cucharadas_postre', to: 'litros' }, volumen).line).toBe(
      '1 cucharada de postre → 0.01 L',
    );
    expect(optionLabel('cucharadas_postre', volumen)).toBe('Cucharadas de postre (10 mL)');
    for (const name of ['taza de etiqueta nutricional', 'taza nutricional', 'taza de 240 ml']) {
      expect({ name, units: unitsNamed(name, volumen) }).toEqual({ name, units: ['tazas_legales_us'] });
    }
    for (const name of ['cucharada de postre', 'cucharadas de postre', 'cuchara de postre', 'dessertspoon', 'dsp']) {
      expect({ name, units: unitsNamed(name, volumen) }).toEqual({ name, units: ['cucharadas_postre'] });
    }
    // The plain names keep their units: 'taza' the metric cup here, 'cucharada' the metric tablespoon.
    expect(unitsNamed('taza', volumen)).toEqual(['tazas_metricas']);
    expect(unitsNamed('cucharada', volumen)).toEqual(['cucharadas_metricas']);
  });

  describeRoundTrips(volumen);
});
