/** D33: every unit's name has a gender the generated phrases agree with; expected genders are the DLE's. */
import { FAMILIES } from '@/lib/families';
import { agreeing, genderOf, headNoun } from '@/lib/units/grammar';

describe('genders of the catalogue', () => {
  it('knows the gender of every unit of every family (a new head noun must be added to lib/units/grammar.ts)', () => {
    const unknown = FAMILIES.flatMap((module) =>
      Object.values(module.units.units)
        .filter((unit) => genderOf(unit) === undefined)
        .map((unit) => `${module.key}: ${unit.singular} (${headNoun(unit)})`),
    );
    expect(unknown).toEqual([]);
  });

  it.each([
    ['kilómetro por hora', 'metro', 'masculino'],
    ['milisegundo', 'segundo', 'masculino'],
    ['taza estadounidense', 'taza', 'femenino'],
    ['hectárea', 'hectarea', 'femenino'],
    ['área', 'area', 'femenino'],
    ['kibibyte', 'byte', 'masculino'],
    ['100 gramos', 'gramo', 'masculino'],
    ['década', 'decada', 'femenino'],
    ['libra-fuerza pie', 'libra', 'femenino'],
    ['día', 'dia', 'masculino'],
    ['año luz', 'año', 'masculino'],
    ['milirradián', 'milirradian', 'masculino'],
  ] as const)('%s: head %s, %s', (singular, head, gender) => {
    expect(headNoun({ singular })).toBe(head);
    expect(genderOf({ singular })).toBe(gender);
  });
});

describe('agreement (D33)', () => {
  it.each([
    ['taza', '0.5', 'exactas'],
    ['taza métrica', '1', 'exacta'],
    ['lux', '1', 'exacto'],
    ['lux', '2', 'exactos'],
    ['centipoise', '1', 'exacto'],
    ['hectárea', '0.40468564224', 'exactas'],
    ['hora', '24', 'exactas'],
    ['mililitro', '1', 'exacto'],
    ['desintegración por minuto', '60', 'exactas'],
  ])('%s, %s → %s', (singular, count, word) => {
    expect(agreeing('exacto', { singular }, count)).toBe(word);
  });

  it('lets a unit say its own gender where its head noun would mislead', () => {
    expect(agreeing('exacto', { singular: 'tesla', gender: 'masculino' }, '1')).toBe('exacto');
  });
});
