import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { longitud } from '@/lib/families/longitud/units';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';
import { evaluate } from '@/lib/units/evaluate';
import { GROUP_SEPARATOR as G } from '@/lib/units/format';

// Expected values from the definitions: 1 in = 0.0254 m, 1 ft = 12 in = 0.3048 m, 1 mi = 5280 ft = 1609.344 m.
const cases: Case[] = [
  [1, 'metros', 'centimetros', 100],
  [2500, 'metros', 'kilometros', 2.5],
  [1, 'pies', 'metros', 0.3048],
  [1, 'pies', 'pulgadas', 12],
  [1, 'millas', 'pies', 5280],
  [1, 'millas', 'pulgadas', 63360],
  [1, 'millas', 'kilometros', 1.609344],
  [1, 'pulgadas', 'centimetros', 2.54],
  [100, 'centimetros', 'pulgadas', 100 / 2.54],
  [1, 'metros', 'pies', 1 / 0.3048],
  [1, 'kilometros', 'millas', 1000 / 1609.344],
  [-3, 'pies', 'centimetros', -91.44],
];

// D24, the added units, from their definitions: 1 mm = 10⁻³ m, 1 µm = 10⁻⁶ m, 1 nm = 10⁻⁹ m, 1 dm = 10⁻¹ m,
// 1 yd = 3 ft = 0.9144 m, 1 nautical mile = 1852 m, 1 au = 149 597 870 700 m, 1 light year = 299 792 458 m/s ×
// 31 557 600 s = 9 460 730 472 580 800 m, 1 pc = (648 000 / π) au; the varas and leguas as their laws fix them.
const added: Case[] = [
  [1, 'metros', 'milimetros', 1000],
  // 1 in = 25.4 mm
  [25.4, 'milimetros', 'pulgadas', 1],
  [1, 'micrometros', 'milimetros', 0.001],
  // a 550 nm green light wave is 0.55 µm
  [550, 'nanometros', 'micrometros', 0.55],
  [1, 'decimetros', 'centimetros', 10],
  [1, 'yardas', 'metros', 0.9144],
  [1, 'yardas', 'pies', 3],
  // 1760 yd × 0.9144 m = 1609.344 m = 1 mi
  [1760, 'yardas', 'millas', 1],
  [1, 'millas_nauticas', 'kilometros', 1.852],
  // 1852 / 1609.344 = 1.150779448…
  [1, 'millas_nauticas', 'millas', 1852 / 1609.344],
  [1, 'unidades_astronomicas', 'kilometros', 149597870.7],
  [1, 'anos_luz', 'kilometros', 9460730472580.8],
  // 9 460 730 472 580 800 / 149 597 870 700 = 63 241.07708426628 (bc)
  [1, 'anos_luz', 'unidades_astronomicas', 63241.07708426628],
  // 648 000 / π = 206 264.80624709636 (bc, π = 4 atan 1)
  [1, 'parsecs', 'unidades_astronomicas', 206264.80624709636],
  // 206 264.806247… × 149 597 870 700 m = 30 856 775 814 913 672.79 m (bc)
  [1, 'parsecs', 'metros', 30856775814913672.79],
  [1, 'varas_castellanas', 'centimetros', 83.5905],
  // 20 000 pies of 0.278635 m = 5572.7 m, and a pie is a third of a vara: 20 000 / 3 varas
  [1, 'leguas_castellanas', 'kilometros', 5.5727],
  [1, 'leguas_castellanas', 'varas_castellanas', 20000 / 3],
  [1, 'varas_mexico', 'metros', 0.838],
  [1, 'leguas_mexico', 'varas_mexico', 5000],
  [1, 'leguas_mexico', 'kilometros', 4.19],
  // a Buenos Aires lot 10 varas wide: 8.66 m
  [10, 'varas_argentina', 'metros', 8.66],
  [1, 'varas_colombia', 'centimetros', 80],
  [100, 'varas_colombia', 'metros', 80],
  [1, 'varas_chile', 'metros', 0.836],
  [1, 'leguas_chile', 'varas_chile', 5400],
  [1, 'leguas_chile', 'kilometros', 4.5144],
  // 0.838 / 0.835905 = 1.002506265…
  [1, 'varas_mexico', 'varas_castellanas', 0.838 / 0.835905],
  // 1 Å = 10⁻¹⁰ m = 0.1 nm; a 1.54 Å copper X-ray line is 0.154 nm
  [1, 'angstroms', 'nanometros', 0.1],
  [1.54, 'angstroms', 'nanometros', 0.154],
  [1, 'angstroms', 'metros', 1e-10],
  // 1 µm = 10⁻⁶ m / 10⁻¹⁰ m = 10 000 Å
  [1, 'micrometros', 'angstroms', 10000],
  // 1 in = 0.0254 m / 10⁻¹⁰ m = 254 000 000 Å
  [1, 'pulgadas', 'angstroms', 254000000],
];

describe('longitud', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, longitud), expected);
  });

  it('shows the spec default 1 m → 3.2808 ft', () => {
    expect(formatValue(convertOrThrow(1, 'metros', 'pies', longitud), 'pies', longitud)).toBe('3.2808');
  });

  it('shows 1 m and 1 cm in miles with 4 significant digits, which 4 decimals would crush (D8)', () => {
    // 1 / 1609.344 = 0.000621371…
    expect(formatValue(convertOrThrow(1, 'metros', 'millas', longitud), 'millas', longitud)).toBe('0.0006214');
    // 0.01 / 1609.344 = 0.00000621371…, still above 10⁻⁶, so not yet scientific
    expect(formatValue(convertOrThrow(1, 'centimetros', 'millas', longitud), 'millas', longitud)).toBe('0.000006214');
  });

  it.each(added)('added unit: %p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, longitud), expected);
  });

  it('shows astronomical lengths grouped, and in scientific form from 10¹⁵ (D8)', () => {
    // 1 al = 9 460 730 472 580.8 km: 13 integer digits, grouped in threes
    expect(formatValue(convertOrThrow(1, 'anos_luz', 'kilometros', longitud), 'kilometros', longitud)).toBe(
      `9${G}460${G}730${G}472${G}580.8`,
    );
    // 1 pc = 3.0856775814913673 × 10¹⁶ m: six significant digits, 3.08567|758… rounds up
    expect(formatValue(convertOrThrow(1, 'parsecs', 'metros', longitud), 'metros', longitud)).toBe('3.08568 × 10¹⁶');
    // 63 241.077084… au, to 4 decimals
    expect(evaluate({ valueText: '1', from: 'anos_luz', to: 'unidades_astronomicas' }, longitud).line).toBe(
      `1 al → 63${G}241.0771 au`,
    );
  });

  it('writes the varas by name, singular after 1 (D23)', () => {
    expect(evaluate({ valueText: '1', from: 'varas_mexico', to: 'metros' }, longitud).line).toBe(
      '1 vara (México) → 0.838 m',
    );
    // 1 m / 0.835905 m = 1.1963081… varas
    expect(evaluate({ valueText: '1', from: 'metros', to: 'varas_castellanas' }, longitud).line).toBe(
      '1 m → 1.1963 varas castellanas',
    );
  });

  it('reads the ångström by its names, and its symbol only in its exact case', () => {
    for (const name of ['ángstrom', 'ángstroms', 'angstrom', 'angstroms', 'ångström', 'Å']) {
      expect({ name, units: unitsNamed(name, longitud) }).toEqual({ name, units: ['angstroms'] });
    }
    // 'A' and 'a' would be the are, the year and the 'a' of '5 m a pies': not the ångström's.
    expect(unitsNamed('A', longitud)).toEqual([]);
    expect(unitsNamed('a', longitud)).toEqual([]);
    // 5.5 Å = 0.55 nm, at 4 decimals
    expect(evaluate({ valueText: '5.5', from: 'angstroms', to: 'nanometros' }, longitud).line).toBe('5.5 Å → 0.55 nm');
  });

  describeRoundTrips(longitud);
});
