import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { energia } from '@/lib/families/energia/units';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions: 1 cal = 4.184 J, 1 kcal = 4184 J, 1 kWh = 3 600 000 J.
const cases: Case[] = [
  [1, 'calorias', 'joules', 4.184],
  [1, 'kilocalorias', 'joules', 4184],
  [1, 'kilocalorias', 'calorias', 1000],
  [1, 'kilowatt_hora', 'joules', 3600000],
  [1, 'joules', 'calorias', 1 / 4.184],
  [4184, 'joules', 'kilocalorias', 1],
  [3600000, 'joules', 'kilowatt_hora', 1],
  [1, 'kilowatt_hora', 'kilocalorias', 3600000 / 4184],
  [1, 'kilowatt_hora', 'calorias', 3600000 / 4.184],
  // 2000 × 4184 = 8 368 000 J; ÷ 3 600 000 = 2.324444… kWh
  [2000, 'kilocalorias', 'kilowatt_hora', 8368000 / 3600000],
  [250, 'calorias', 'kilocalorias', 0.25],
  [-10, 'calorias', 'joules', -41.84],
  // D24 additions, from their definitions (NIST SP 811 appendix B, SI Brochure, IEA):
  [1, 'kilojulios', 'joules', 1000],
  [4.184, 'kilojulios', 'kilocalorias', 1],
  // 3.6 MJ = 3 600 000 J = 1 kWh
  [3.6, 'megajulios', 'kilowatt_hora', 1],
  // 36 GJ = 36 000 000 000 J ÷ 3 600 000 = 10 000 kWh
  [36, 'gigajulios', 'kilowatt_hora', 10000],
  [1, 'gigajulios', 'megajulios', 1000],
  [1, 'vatios_hora', 'joules', 3600],
  [1000, 'vatios_hora', 'kilowatt_hora', 1],
  [1, 'megavatios_hora', 'kilowatt_hora', 1000],
  // 3 600 000 000 J = 3.6 GJ
  [1, 'megavatios_hora', 'gigajulios', 3.6],
  [1, 'calorias_it', 'joules', 4.1868],
  // 4.184 cal (IT) = 4.184 × 4.1868 J = 4.1868 × 4.184 J = 4.1868 cal
  [4.184, 'calorias_it', 'calorias', 4.1868],
  [1, 'electronvoltios', 'joules', 1.602176634e-19],
  // 1 erg = 10⁻⁷ J, so 10⁷ erg = 1 J
  [10000000, 'ergios', 'joules', 1],
  [1, 'ergios', 'electronvoltios', 1e-7 / 1.602176634e-19],
  [1, 'btu', 'joules', 1055.05585262],
  // 9 × 1055.05585262 = 9495.50267358 J; 2267.96185 × 4.1868 = 9071.8474 + 423.65527358 = 9495.50267358
  [9, 'btu', 'calorias_it', 2267.96185],
  // The termia (RAE, the French thermie) is 10⁶ cal = 10⁶ × 4.184 J (D7).
  [1, 'termias', 'joules', 4184000],
  [1, 'termias', 'kilocalorias', 1000],
  [1, 'termias', 'megajulios', 4.184],
  // 4 184 000 J ÷ 3 600 000 = 1.162222… kWh
  [1, 'termias', 'kilowatt_hora', 1.16222222222222222],
  // The US therm (NIST SP 811): 1.054804 × 10⁸ J, 100 000 BTU at 59 °F.
  [1, 'termias_eeuu', 'joules', 105480400],
  [1, 'termias_eeuu', 'megajulios', 105.4804],
  // 105 480 400 J ÷ 3 600 000 = 29.300111… kWh
  [1, 'termias_eeuu', 'kilowatt_hora', 29.3001111111111111],
  // 105 480 400 ÷ 4 184 000 = 1 054 804 ÷ 41 840 = 25.2104206500956022…
  [1, 'termias_eeuu', 'termias', 25.2104206500956022],
  // Not 100 000 International Table BTU: 105 480 400 ÷ 1055.05585262 = 99 976.1289774968…
  [1, 'termias_eeuu', 'btu', 99976.1289774968],
  // 0.3048 × 4.4482216152605 = 1.33446648457815 + 0.0213514637532504
  [1, 'pies_libra_fuerza', 'joules', 1.3558179483314004],
  [1, 'toneladas_equivalentes_petroleo', 'gigajulios', 41.868],
  // 41 868 000 000 J ÷ 3 600 000 000 = 11.63 MWh
  [1, 'toneladas_equivalentes_petroleo', 'megavatios_hora', 11.63],
  // 41 868 000 000 J ÷ 4.1868 = 10¹⁰ cal (IT), the IEA's 10 Gcal
  [1, 'toneladas_equivalentes_petroleo', 'calorias_it', 1e10],
];

describe('energia', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, energia), expected);
  });

  it('shows the spec default 1 J → 0.239006 cal', () => {
    expect(formatValue(convertOrThrow(1, 'joules', 'calorias', energia), 'calorias', energia)).toBe('0.239006');
  });

  it('shows 1 kWh as 860.42065 kcal (exact, not the rounded 860.421)', () => {
    expect(formatValue(convertOrThrow(1, 'kilowatt_hora', 'kilocalorias', energia), 'kilocalorias', energia)).toBe(
      '860.42065',
    );
  });

  it('shows 1 J in kWh in scientific form, since it rounds to zero at 6 decimals', () => {
    // 1 / 3 600 000 = 2.777…e-7
    expect(formatValue(convertOrThrow(1, 'joules', 'kilowatt_hora', energia), 'kilowatt_hora', energia)).toBe(
      '2.77778 × 10⁻⁷',
    );
  });

  it('shows 1 BTU as 1055.055853 J (1055.05585262 rounded to six decimals)', () => {
    expect(formatValue(convertOrThrow(1, 'btu', 'joules', energia), 'joules', energia)).toBe('1055.055853');
  });

  it('shows 1 J in electronvolts in scientific form: 1 / 1.602176634e-19 = 6.241509…e18', () => {
    expect(formatValue(convertOrThrow(1, 'joules', 'electronvoltios', energia), 'electronvoltios', energia)).toBe(
      '6.24151 × 10¹⁸',
    );
  });

  it('tells the termia (a million calories) from the US therm by their names (D7)', () => {
    for (const name of ['termia', 'termias', 'th', 'thermie', 'megacaloría'])
      expect({ name, units: unitsNamed(name, energia) }).toEqual({ name, units: ['termias'] });
    for (const name of ['therm', 'therms', 'thm', 'therm (EE. UU.)', 'termia estadounidense'])
      expect({ name, units: unitsNamed(name, energia) }).toEqual({ name, units: ['termias_eeuu'] });
    expect(energia.units.termias_eeuu.name).toBe('Therms (EE. UU.)');
    expect(formatValue(convertOrThrow(1, 'termias_eeuu', 'termias', energia), 'termias', energia)).toBe('25.210421');
  });

  it('shows 1 toe as 11.63 MWh, the IEA figure', () => {
    const shown = formatValue(
      convertOrThrow(1, 'toneladas_equivalentes_petroleo', 'megavatios_hora', energia),
      'megavatios_hora',
      energia,
    );
    expect(shown).toBe('11.63');
  });

  describeRoundTrips(energia);
});
