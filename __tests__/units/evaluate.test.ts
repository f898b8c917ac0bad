/**
 * What the converter shows for the examples of issue 10 (D8, D14, D23, D25). Every expected text is worked out
 * by hand from the definitions (D7), then written as D8 says; none is taken from the code.
 */
import { converterWording } from '@/lib/content/wording';
import { anillos } from '@/lib/families/anillos/units';
import { cargaElectrica } from '@/lib/families/carga-electrica/units';
import { consumo } from '@/lib/families/consumo/units';
import { consumoContent } from '@/lib/families/consumo/words';
import { fuerza } from '@/lib/families/fuerza/units';
import { longitud } from '@/lib/families/longitud/units';
import { pieHorma } from '@/lib/families/pie-horma/units';
import { preciosAlimentos } from '@/lib/families/precios-alimentos/units';
import { presion } from '@/lib/families/presion/units';
import { radioactividad } from '@/lib/families/radioactividad/units';
import { temperatura } from '@/lib/families/temperatura/units';
import { initialState } from '@/lib/units/converter-state';
import { evaluate } from '@/lib/units/evaluate';
import type { Family } from '@/lib/units/types';

const G = '\u202f'; // D8: the narrow no-break space between groups of three digits

function show(family: Family, valueText: string, from: string, to: string) {
  return evaluate({ valueText, from, to }, family);
}

/** The result line's right-hand side, without the unit: what the converter says the value is. */
function result(family: Family, valueText: string, from: string, to: string): string {
  return show(family, valueText, from, to).line.split(' → ')[1] ?? '';
}

describe('numbers shown (D8)', () => {
  it('keeps 4 significant digits of a small result: 1 m = 1/1609.344 mi = 0.000621371… mi', () => {
    expect(show(longitud, '1', 'metros', 'millas').line).toBe('1 m → 0.0006214 mi');
    // 0.1 m / 1609.344 = 0.0000621371…
    expect(result(longitud, '10', 'centimetros', 'millas')).toBe('0.00006214 mi');
  });

  it('stops at 15 significant digits and groups thousands', () => {
    // 1e13 / 0.3048 = 32 808 398 950 131.233…
    expect(show(longitud, '1e13', 'metros', 'pies').line).toBe(
      `10${G}000${G}000${G}000${G}000 m → 32${G}808${G}398${G}950${G}131.2 ft`,
    );
    // 123 456 789 mi × 63 360 in = 7 822 222 151 040 in, a whole number
    expect(result(longitud, '123456789', 'millas', 'pulgadas')).toBe(`7${G}822${G}222${G}151${G}040 in`);
    // 1e10 N / 1e-5 N = 1e15 dyn: scientific from 10¹⁵
    expect(result(fuerza, '1e10', 'newtons', 'dynes')).toBe('1 × 10¹⁵ dyn');
  });

  it('copies the plain number, with no grouping and e-notation where the screen shows × 10ⁿ', () => {
    expect(show(longitud, '1e13', 'metros', 'pies').resultText).toBe('32808398950131.2');
    expect(show(fuerza, '1e10', 'newtons', 'dynes').resultText).toBe('1e15');
  });

  it('rounds half away from zero on the decimal value: 2.675 °C = 36.815 °F → 36.82 °F', () => {
    expect(show(temperatura, '2.675', 'celsius', 'fahrenheit').line).toBe('2.675 °C → 36.82 °F');
  });

  it('shows absolute zero as 0 K, with no note: -459.67 °F = (-459.67 - 32) × 5/9 °C = -273.15 °C', () => {
    const view = show(temperatura, '-459.67', 'fahrenheit', 'kelvin');
    expect(view.line).toBe('-459.67 °F → 0 K');
    expect(view.note).toBe('');
    // -273.15 °C is exactly 0 K too, and 0 K is exactly -459.67 °F
    expect(result(temperatura, '-273.15', 'celsius', 'kelvin')).toBe('0 K');
    expect(result(temperatura, '0', 'kelvin', 'fahrenheit')).toBe('-459.67 °F');
  });

  it('gives money two decimals: $1/kg is $0.10 per 100 g, $0.001 per g and $0.000001 per mg', () => {
    expect(show(preciosAlimentos, '1', 'kilogramo', 'cien_gramos').line).toBe('$1.00/kg → $0.10/100 g');
    expect(show(preciosAlimentos, '25', 'kilogramo', 'cien_gramos').line).toBe('$25.00/kg → $2.50/100 g');
    const rows = show(preciosAlimentos, '1', 'kilogramo', '').equivalences;
    expect(rows.find((row) => row.unit === 'gramo')?.text).toBe('$0.001/g');
    expect(rows.find((row) => row.unit === 'miligramo')?.text).toBe('$0.000001/mg');
  });

  it('shows radioactivity as plain decimals, scientific only below 10⁻⁶: 1 Bq = 1/3.7e10 Ci = 2.7027e-11 Ci', () => {
    expect(result(radioactividad, '1', 'becquerels', 'curies')).toBe('2.7027 × 10⁻¹¹ Ci');
    // 5 Rd = 5 × 10⁶ Bq
    expect(result(radioactividad, '5', 'rutherfords', 'becquerels')).toBe(`5${G}000${G}000 Bq`);
    expect(result(radioactividad, '5000000', 'becquerels', 'rutherfords')).toBe('5 Rd');
  });
});

describe('exact constants (D7)', () => {
  it('makes 1 inHg exactly 25.4 mmHg', () => {
    expect(result(presion, '1', 'pulgadas_mercurio', 'milimetros_mercurio')).toBe('25.4 mmHg');
  });

  it('makes the faraday N_A × e = 96 485.332 123 310 0184 C, shown to 6 decimals', () => {
    expect(result(cargaElectrica, '1', 'faradays', 'coulombs')).toBe(`96${G}485.332123 C`);
  });
});

describe('pages (D14, D25)', () => {
  it('refuses a negative consumption with a hint and no result', () => {
    const view = evaluate(
      { valueText: '-5', from: 'litros_100km', to: 'kilometros_litro' },
      consumo,
      converterWording(consumoContent),
    );
    expect(view.hint).toBe('El consumo no puede ser negativo');
    expect(view.line).toBe('');
    expect(view.equivalences).toEqual([]);
  });

  it('opens the ring page on a 17 mm ring and the foot page on a 260 mm foot', () => {
    expect(initialState(anillos).valueText).toBe('17');
    expect(initialState(pieHorma).valueText).toBe('260');
    expect(initialState(longitud).valueText).toBe('1');
  });
});
