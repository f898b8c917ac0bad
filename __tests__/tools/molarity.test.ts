/**
 * Issue 34, D37: the molarity calculator's logic. c = γ / M and γ = c × M, worked out by hand: 9 g/L of NaCl (M =
 * 22.990 + 35.45 = 58.44 g/mol) is 9 / 58.44 = 0.154004… mol/L; 0.5 mol/L of glucose (M = 180.156 g/mol) is
 * 0.5 × 180.156 = 90.078 g/L.
 */
import { expectClose } from '@/__tests__/support/family-checks';
import { MOLARITY_HINTS, MOLARITY_UNITS, readMolarity } from '@/lib/tools/molarity';

function results(valueText: string, unit: string, molarMass: string) {
  const reading = readMolarity(valueText, unit, molarMass);
  if (!reading.ok) throw new Error(`${valueText} ${unit} con ${molarMass} g/mol no da resultado: ${reading.reason}`);
  return Object.fromEntries(reading.results.map((entry) => [entry.unit.symbol, entry.value]));
}

describe('readMolarity', () => {
  it('offers the mass and amount units with the SI prefixes milli and micro', () => {
    expect(MOLARITY_UNITS.map((unit) => `${unit.name} (${unit.symbol})`)).toEqual([
      'gramos por litro (g/L)',
      'miligramos por litro (mg/L)',
      'microgramos por litro (µg/L)',
      'moles por litro (mol/L)',
      'milimoles por litro (mmol/L)',
      'micromoles por litro (µmol/L)',
    ]);
  });

  it('opens on NaCl, whose molar mass the page writes as 58.44 g/mol: Na 22.990 + Cl 35.45', () => {
    expectClose(22.99 + 35.45, 58.44, 1e-12);
  });

  it('turns a mass per litre into mol/L and mmol/L: 9 g/L of NaCl ÷ 58.44 g/mol', () => {
    const found = results('9', 'gramos_por_litro', '58.44');
    expectClose(found['mol/L'] ?? NaN, 9 / 58.44);
    // × 1000 mmol per mol
    expectClose(found['mmol/L'] ?? NaN, 9000 / 58.44);
  });

  it('reads mg/L and the decimal comma: 154,2 mg/L of Ca²⁺ (40.078 g/mol) = 0.1542 / 40.078 mol/L', () => {
    const found = results('154,2', 'miligramos_por_litro', '40,078');
    expectClose(found['mol/L'] ?? NaN, 0.1542 / 40.078);
    expectClose(found['mmol/L'] ?? NaN, 154.2 / 40.078);
  });

  it('turns mol/L into g/L and mg/L: 0.5 mol/L of glucose × 180.156 g/mol', () => {
    const found = results('0.5', 'moles_por_litro', '180.156');
    expectClose(found['g/L'] ?? NaN, 90.078);
    expectClose(found['mg/L'] ?? NaN, 90078);
  });

  it('turns µmol/L into g/L: 250 µmol/L × 58.44 g/mol = 0.01461 g/L', () => {
    const found = results('250', 'micromoles_por_litro', '58.44');
    expectClose(found['g/L'] ?? NaN, 0.01461);
  });

  it('gives no result and says why for a zero, negative or non-numeric molar mass', () => {
    for (const molarMass of ['0', '-58.44', '0,0'])
      expect(readMolarity('9', 'gramos_por_litro', molarMass)).toEqual({
        ok: false,
        field: 'molarMass',
        reason: 'not-positive',
      });
    expect(readMolarity('9', 'gramos_por_litro', 'sal')).toEqual({ ok: false, field: 'molarMass', reason: 'invalid' });
    expect(MOLARITY_HINTS['not-positive']).toBe('La masa molar tiene que ser un número mayor que cero');
  });

  it('refuses a negative or non-numeric concentration, and waits quietly for an empty field', () => {
    expect(readMolarity('-1', 'gramos_por_litro', '58.44')).toEqual({ ok: false, field: 'value', reason: 'negative' });
    expect(readMolarity('mucho', 'gramos_por_litro', '58.44')).toEqual({
      ok: false,
      field: 'value',
      reason: 'invalid',
    });
    expect(readMolarity('', 'gramos_por_litro', '58.44')).toEqual({ ok: false, field: 'value', reason: 'empty' });
    expect(readMolarity('9', 'gramos_por_litro', '')).toEqual({ ok: false, field: 'molarMass', reason: 'empty' });
    expect(readMolarity('', 'gramos_por_litro', '')).toEqual({ ok: false, field: 'both', reason: 'empty' });
  });

  it('never returns NaN or Infinity', () => {
    for (const value of ['0', '1e300', '1e-300', '5'])
      for (const molarMass of ['1e-300', '1e300', '58.44']) {
        const reading = readMolarity(value, 'moles_por_litro', molarMass);
        if (reading.ok) for (const entry of reading.results) expect(Number.isFinite(entry.value)).toBe(true);
      }
  });
});
