import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { potencia } from '@/lib/families/potencia/units';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions (D7): HP 745.69987158227022 W, CV 735.49875 W,
// BTU (IT) 1055.05585262 J and kcal 4184 J, each per 3600 s; 1 J/s = 1 W.
const cases: Case[] = [
  [1, 'kilowatts', 'watts', 1000],
  // 1 mW = 10⁻³ W: 250 mW = 0.25 W; 1 W = 1000 mW.
  [250, 'milivatios', 'watts', 0.25],
  [1, 'watts', 'milivatios', 1000],
  [1, 'megawatts', 'kilowatts', 1000],
  [1, 'gigawatts', 'megawatts', 1000],
  [1, 'julios_segundo', 'watts', 1],
  [1, 'caballos_fuerza', 'watts', 745.69987158227022],
  [1, 'cv', 'watts', 735.49875],
  [3600, 'btu_hora', 'watts', 1055.05585262],
  [3600, 'kilocalorias_hora', 'watts', 4184],
  // 12000 × 1055.05585262 / 3600 / 1000 = 12660670.23144 / 3600000
  [12000, 'btu_hora', 'kilowatts', 3.516852842066667],
  [1, 'kilowatts', 'btu_hora', 3600000 / 1055.05585262],
  [1, 'caballos_fuerza', 'cv', 745.69987158227022 / 735.49875],
  [100, 'kilowatts', 'cv', 100000 / 735.49875],
  // 110 × 735.49875 = 80904.8625 W
  [110, 'cv', 'kilowatts', 80.9048625],
  [1, 'watts', 'kilocalorias_hora', 3600 / 4184],
  [-5, 'watts', 'julios_segundo', -5],
  // D24 additions, from their definitions (NIST SP 811 appendix B):
  [1, 'toneladas_refrigeracion', 'btu_hora', 12000],
  // 12000 × 1055.05585262 = 12 660 670.23144 J per 3600 s = 3516.8528420666… W
  [1, 'toneladas_refrigeracion', 'watts', 12660670.23144 / 3600],
  [1, 'pies_libra_fuerza_segundo', 'watts', 1.3558179483314004],
  // 550 × 1.3558179483314004 = 745.69987158227022 W, the mechanical horsepower (D7)
  [550, 'pies_libra_fuerza_segundo', 'caballos_fuerza', 1],
  [1, 'caballos_fuerza_electricos', 'watts', 746],
  [1, 'caballos_fuerza_electricos', 'kilowatts', 0.746],
];

describe('potencia', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, potencia), expected);
  });

  it('shows the spec default 1 W → 0.001 kW', () => {
    expect(formatValue(convertOrThrow(1, 'watts', 'kilowatts', potencia), 'kilowatts', potencia)).toBe('0.001');
  });

  it('shows 1 kW as 3412.141633 BTU/h, which is 3412.142 (the documents) to three decimals', () => {
    const shown = formatValue(convertOrThrow(1, 'kilowatts', 'btu_hora', potencia), 'btu_hora', potencia);
    expect(shown).toBe('3412.141633');
    expect(Number(shown).toFixed(3)).toBe('3412.142');
  });

  it('shows 1 TR as 3516.852842 W, a ton of refrigeration being 12 000 BTU/h', () => {
    expect(formatValue(convertOrThrow(1, 'toneladas_refrigeracion', 'watts', potencia), 'watts', potencia)).toBe(
      '3516.852842',
    );
  });

  describeRoundTrips(potencia);
});
