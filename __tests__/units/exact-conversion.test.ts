/** D33: exactness from exact arithmetic on the definitions; every expected decimal worked by hand. */
import { familyByKey } from '@/lib/families';
import { decimalSignificantDigits, exactConversion, exactInFull } from '@/lib/units/exact-conversion';
import { withIngredient } from '@/lib/units/ingredients';
import type { Family, Unit } from '@/lib/units/types';

const units = (key: string) => familyByKey(key).units;
const unit = (family: Family, key: string) => family.units[key] as Unit;

describe('exact results', () => {
  it.each([
    // 1 in = 0.0254 m = 2.54 cm
    ['longitud', 1, 'pulgadas', 'centimetros', '2.54'],
    // 1 lb = 0.45359237 kg
    ['peso', 1, 'libras', 'kilogramos', '0.45359237'],
    // 1 oz = 0.45359237 / 16 kg = 28.349523125 g
    ['peso', 1, 'onzas', 'gramos', '28.349523125'],
    // 37 °C × 9/5 + 32 = 98.6 °F
    ['temperatura', 37, 'celsius', 'fahrenheit', '98.6'],
    // 0 K = −273.15 °C = −459.67 °F
    ['temperatura', 0, 'kelvin', 'fahrenheit', '-459.67'],
    // 1 Hz = 60 rpm (rpm = 1/60 Hz)
    ['frecuencia', 1, 'hercios', 'revoluciones_por_minuto', '60'],
    // 1 ft³/min = 0.028316846592 m³ × 60 /h = 1.69901079552 m³/h
    ['caudal', 1, 'cfm', 'metros_cubicos_hora', '1.69901079552'],
    // 36 km/(h·s) = 36 × 1000 m / 3600 s / s = 10 m/s²
    ['aceleracion', 36, 'kilometros_hora_segundo', 'metros_segundo_cuadrado', '10'],
    // 1 mph/s = 1609.344 m / 3600 s / s = 0.44704 m/s²
    ['aceleracion', 1, 'millas_hora_segundo', 'metros_segundo_cuadrado', '0.44704'],
    // 1 fc = 1 lm / 0.09290304 m²; 0.09290304 fc = 1 lx
    ['iluminancia', 0.09290304, 'pies_candela', 'luxes', '1'],
    // 16 px = 16/96 in = 12 pt at 96 ppp (CSS Values 4, §6.2)
    ['pixeles', 16, 'pixeles', 'puntos', '12'],
    // 1 rem = 16 CSS px = 12 pt
    ['pixeles', 1, 'rem', 'puntos', '12'],
  ])('%s: %s %s → %s = %s', (family, value, from, to, decimal) => {
    const f = units(family);
    expect(exactConversion(value, unit(f, from), unit(f, to))).toBe(decimal);
  });

  it('says a repeating result is not exact: 1 cm = 1/2.54 in', () => {
    const f = units('longitud');
    expect(exactConversion(1, unit(f, 'centimetros'), unit(f, 'pulgadas'))).toBeUndefined();
  });

  it('says a conversion that rests on a density is not exact, however short its digits (200 g of sugar a cup)', () => {
    const kitchen = familyByKey('medidas-de-cocina');
    const sugar = kitchen.ingredients?.items.find((item) => item.key === 'azucar');
    expect(sugar).toBeDefined();
    if (!sugar) return;
    const f = withIngredient(kitchen.units, sugar);
    expect(exactConversion(1, unit(f, 'tazas_us'), unit(f, 'gramos'))).toBeUndefined();
    // masses among themselves stay exact: 1 lb = 453.59237 g
    expect(exactConversion(1, unit(f, 'libras'), unit(f, 'gramos'))).toBe('453.59237');
    // and volumes: 1 US cup = 236.5882365 mL
    expect(exactConversion(1, unit(f, 'tazas_us'), unit(f, 'mililitros'))).toBe('236.5882365');
  });

  it('calls exact in full only what fits the digits shown: 1 ft·lbf = 1.3558179483314004 N·m has 17', () => {
    const f = units('par-de-torsion');
    expect(exactInFull(1, 'libras_fuerza_pie', 'newtons_metro', f, 14)).toBeUndefined();
    // 1 kgf·m = 9.80665 N·m, g₀ by definition
    expect(exactInFull(1, 'kilogramos_fuerza_metro', 'newtons_metro', f, 14)).toBe('9.80665');
  });

  it.each([
    ['2.54', 3],
    ['0.0001', 1],
    ['1000', 1],
    ['98.6', 3],
    ['-459.67', 5],
  ])('counts the significant digits of %s: %i', (decimal, digits) => {
    expect(decimalSignificantDigits(decimal)).toBe(digits);
  });
});
