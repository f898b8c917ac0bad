/**
 * D7, D28: the defined values of lib/units/constants.ts and every unit built on them. Each exact value is worked out
 * here in integers (BigInt fractions) from the decimals the definitions give, apart from the floating-point arithmetic
 * of the units' files; every factor must be the double nearest that value. Where a unit writes its value out because
 * the expression would round to another double, the decimal it writes is checked to be the exact product itself.
 */
import { decimal, Fraction, nearestDouble } from '@/__tests__/support/exact';
import { families } from '@/__tests__/support/families';
import * as constants from '@/lib/units/constants';

// The definitions, as their sources write them.
const INCH = decimal('0.0254');
const FOOT = decimal('0.3048');
const YARD = decimal('0.9144');
const MILE = decimal('1609.344');
const NAUTICAL_MILE = decimal('1852');
const POUND = decimal('0.45359237');
const US_GALLON = decimal('3.785411784');
const IMPERIAL_GALLON = decimal('4.54609');
const G0 = decimal('9.80665');
const CAL_TH = decimal('4.184');
const CAL_IT = decimal('4.1868');
const BTU_IT = decimal('1055.05585262');
const SPEED_OF_LIGHT = decimal('299792458');
const ELEMENTARY_CHARGE = decimal('1.602176634e-19');
const AVOGADRO = decimal('6.02214076e23');
const JULIAN_YEAR = decimal('365.25').times(86400);
const VARA_CASTELLANA = decimal('0.835905');
const VARA_MEXICO = decimal('0.838');
const VARA_CHILE = decimal('0.836');
const MERCURY_DENSITY = decimal('13595.1');
// The libra castellana in grams: two marcos of Burgos of 230.0465 g (D7).
const LIBRA_CASTELLANA = decimal('230.0465').times(2);

describe('the defined values (lib/units/constants.ts)', () => {
  it.each([
    ['INCH', INCH],
    ['FOOT', FOOT],
    ['YARD', YARD],
    ['MILE', MILE],
    ['NAUTICAL_MILE', NAUTICAL_MILE],
    ['POUND', POUND],
    ['US_GALLON', US_GALLON],
    ['IMPERIAL_GALLON', IMPERIAL_GALLON],
    ['G0', G0],
    ['CAL_TH', CAL_TH],
    ['BTU_IT', BTU_IT],
    ['SPEED_OF_LIGHT', SPEED_OF_LIGHT],
    ['ELEMENTARY_CHARGE', ELEMENTARY_CHARGE],
    ['JULIAN_YEAR', JULIAN_YEAR],
    ['VARA_CASTELLANA', VARA_CASTELLANA],
    ['VARA_MEXICO', VARA_MEXICO],
    ['VARA_CHILE', VARA_CHILE],
  ] as const)('%s is its definition', (name, exact) => {
    expect(constants[name]).toBe(nearestDouble(exact));
  });

  it('holds the 1959 relations between them: 1 yd = 3 ft = 36 in, 1 mi = 1760 yd', () => {
    expect(FOOT.equals(INCH.times(12))).toBe(true);
    expect(YARD.equals(FOOT.times(3))).toBe(true);
    expect(MILE.equals(YARD.times(1760))).toBe(true);
    expect(US_GALLON.equals(INCH.times(10).pow(3).times(231))).toBe(true);
  });
});

/** [family, unit, exact value in the family's base unit] for every unit built on a defined value. */
const BUILT: readonly (readonly [family: string, unit: string, exact: Fraction])[] = [
  ['longitud', 'pies', FOOT],
  ['longitud', 'pulgadas', INCH],
  ['longitud', 'millas', MILE],
  ['longitud', 'yardas', YARD],
  ['longitud', 'anos_luz', SPEED_OF_LIGHT.times(JULIAN_YEAR)],
  ['longitud', 'varas_castellanas', VARA_CASTELLANA],
  ['longitud', 'leguas_castellanas', VARA_CASTELLANA.times(20000).over(3)],
  ['longitud', 'varas_mexico', VARA_MEXICO],
  ['longitud', 'leguas_mexico', VARA_MEXICO.times(5000)],
  ['longitud', 'varas_chile', VARA_CHILE],
  ['longitud', 'leguas_chile', VARA_CHILE.times(5400)],
  ['longitud', 'millas_nauticas', NAUTICAL_MILE],
  ['area', 'pies_cuadrados', FOOT.pow(2)],
  ['area', 'acres', FOOT.pow(2).times(43560)],
  ['area', 'yardas_cuadradas', YARD.pow(2)],
  ['area', 'pulgadas_cuadradas', INCH.pow(2)],
  ['area', 'millas_cuadradas', MILE.pow(2)],
  ['area', 'varas_cuadradas', VARA_CASTELLANA.pow(2)],
  ['area', 'manzanas', VARA_CASTELLANA.pow(2).times(10000)],
  ['area', 'caballerias_mexico', VARA_MEXICO.pow(2).times(1104 * 552)],
  ['area', 'cuadras_chile', VARA_CHILE.times(150).pow(2)],
  ['peso', 'libras', POUND],
  ['peso', 'onzas', POUND.over(16)],
  ['peso', 'granos', POUND.over(7000)],
  ['peso', 'onzas_troy', POUND.over(7000).times(480)],
  ['peso', 'stones', POUND.times(14)],
  ['peso', 'toneladas_cortas', POUND.times(2000)],
  ['peso', 'toneladas_largas', POUND.times(2240)],
  ['peso', 'quintales', POUND.times(100)],
  ['peso', 'arrobas', POUND.times(25)],
  // Volumes in litres: a length in decimetres, cubed.
  ['volumen', 'galones_us', US_GALLON],
  ['volumen', 'galones_uk', IMPERIAL_GALLON],
  ['volumen', 'pies_cubicos', FOOT.times(10).pow(3)],
  ['volumen', 'pulgadas_cubicas', INCH.times(10).pow(3)],
  ['volumen', 'onzas_liquidas', US_GALLON.over(128)],
  ['volumen', 'tazas_us', US_GALLON.over(16)],
  ['volumen', 'cucharadas_us', US_GALLON.over(256)],
  ['volumen', 'cucharaditas_us', US_GALLON.over(768)],
  ['volumen', 'pintas_us', US_GALLON.over(8)],
  ['volumen', 'pintas_uk', IMPERIAL_GALLON.over(8)],
  ['volumen', 'cuartos_galon_us', US_GALLON.over(4)],
  ['volumen', 'cuartos_galon_uk', IMPERIAL_GALLON.over(4)],
  ['volumen', 'onzas_liquidas_uk', IMPERIAL_GALLON.over(160)],
  ['volumen', 'barriles_petroleo', US_GALLON.times(42)],
  ['volumen', 'yardas_cubicas', YARD.times(10).pow(3)],
  // Speeds in km/h.
  ['velocidad', 'millas_hora', MILE.over(1000)],
  ['velocidad', 'nudos', NAUTICAL_MILE.over(1000)],
  ['velocidad', 'pies_segundo', FOOT.times(3600).over(1000)],
  ['velocidad', 'pies_minuto', FOOT.times(60).over(1000)],
  ['velocidad', 'velocidad_luz', SPEED_OF_LIGHT.times(3600).over(1000)],
  ['energia', 'calorias', CAL_TH],
  ['energia', 'kilocalorias', CAL_TH.times(1000)],
  ['energia', 'calorias_it', CAL_IT],
  ['energia', 'electronvoltios', ELEMENTARY_CHARGE],
  ['energia', 'btu', BTU_IT],
  ['energia', 'termias', CAL_TH.times(10 ** 6)],
  ['energia', 'pies_libra_fuerza', POUND.times(G0).times(FOOT)],
  ['energia', 'toneladas_equivalentes_petroleo', CAL_IT.times(10 ** 10)],
  ['presion', 'milimetros_mercurio', MERCURY_DENSITY.times(G0).over(1000)],
  ['presion', 'pulgadas_mercurio', MERCURY_DENSITY.times(G0).times(INCH)],
  ['presion', 'pulgadas_agua', G0.times(1000).times(INCH)],
  ['presion', 'kilogramos_fuerza_cm2', G0.times(10000)],
  ['presion', 'metros_columna_agua', G0.times(1000)],
  ['presion', 'centimetros_columna_agua', G0.times(10)],
  // psi = lbf/in², a repeating decimal: 6894.757293168361336722… Pa; the file writes the nearest double's digits.
  ['presion', 'psi', POUND.times(G0).over(INCH.pow(2))],
  ['presion', 'ksi', POUND.times(G0).times(1000).over(INCH.pow(2))],
  ['potencia', 'caballos_fuerza', POUND.times(G0).times(FOOT).times(550)],
  ['potencia', 'btu_hora', BTU_IT.over(3600)],
  ['potencia', 'kilocalorias_hora', CAL_TH.times(1000).over(3600)],
  ['potencia', 'cv', G0.times(75)],
  ['potencia', 'toneladas_refrigeracion', BTU_IT.times(12000).over(3600)],
  ['potencia', 'pies_libra_fuerza_segundo', POUND.times(G0).times(FOOT)],
  // Flows in L/min.
  ['caudal', 'cfm', FOOT.times(10).pow(3)],
  ['caudal', 'cfs', FOOT.times(10).pow(3).times(60)],
  ['caudal', 'galones_minuto', US_GALLON],
  ['caudal', 'galones_hora', US_GALLON.over(60)],
  ['caudal', 'barriles_dia', US_GALLON.times(42).over(1440)],
  ['fuerza', 'kilogramos_fuerza', G0],
  ['fuerza', 'libras_fuerza', POUND.times(G0)],
  ['fuerza', 'toneladas_fuerza', G0.times(1000)],
  ['fuerza', 'gramos_fuerza', G0.over(1000)],
  ['fuerza', 'onzas_fuerza', POUND.times(G0).over(16)],
  ['fuerza', 'kips', POUND.times(G0).times(1000)],
  ['fuerza', 'poundals', POUND.times(FOOT)],
  ['fuerza', 'toneladas_fuerza_cortas', POUND.times(G0).times(2000)],
  // Accelerations in m/s².
  ['aceleracion', 'pies_segundo_cuadrado', FOOT],
  ['aceleracion', 'pulgadas_segundo_cuadrado', INCH],
  ['aceleracion', 'gravedades', G0],
  ['aceleracion', 'kilometros_hora_segundo', new Fraction(1000n).over(3600)],
  // Dynamic viscosities in Pa·s.
  ['viscosidad', 'libras_pie_segundo', POUND.over(FOOT)],
  ['viscosidad', 'reyns', POUND.times(G0).over(INCH.pow(2))],
  // Illuminances in lux: a lumen over a square foot.
  ['iluminancia', 'pies_candela', new Fraction(1n).over(FOOT.pow(2))],
  ['iluminancia', 'lumenes_pie_cuadrado', new Fraction(1n).over(FOOT.pow(2))],
  // Torques in N·m: a force times a lever arm.
  ['par-de-torsion', 'kilogramos_fuerza_metro', G0],
  ['par-de-torsion', 'kilogramos_fuerza_centimetro', G0.over(100)],
  ['par-de-torsion', 'libras_fuerza_pie', POUND.times(G0).times(FOOT)],
  ['par-de-torsion', 'libras_fuerza_pulgada', POUND.times(G0).times(INCH)],
  ['par-de-torsion', 'onzas_fuerza_pulgada', POUND.times(G0).times(INCH).over(16)],
  // Fuel consumption in km/L.
  ['consumo', 'millas_galon', MILE.over(1000).over(US_GALLON)],
  ['consumo', 'kilometros_galon', new Fraction(1n).over(US_GALLON)],
  ['consumo', 'millas_galon_uk', MILE.over(1000).over(IMPERIAL_GALLON)],
  // Densities in kg/m³.
  ['densidad', 'libra_pie_cubico', POUND.over(FOOT.pow(3))],
  ['densidad', 'libra_galon_us', POUND.over(US_GALLON.over(1000))],
  // Prices per kilogram: a price per pound is divided by the pound's mass.
  ['precios-alimentos', 'libra', new Fraction(1n).over(POUND)],
  ['precios-alimentos', 'onza', new Fraction(16n).over(POUND)],
  // Lengths in millimetres.
  ['pie-horma', 'foot_in', INCH.times(1000)],
  ['pie-horma', 'last_in', INCH.times(1000)],
  ['anillos', 'diametro_pulgadas', INCH.times(1000)],
  ['tiempo', 'años', JULIAN_YEAR],
  ['tiempo', 'meses', JULIAN_YEAR.over(12)],
  ['tiempo', 'decadas', JULIAN_YEAR.times(10)],
  ['tiempo', 'siglos', JULIAN_YEAR.times(100)],
  ['tiempo', 'milenios', JULIAN_YEAR.times(1000)],
  ['carga-electrica', 'faradays', AVOGADRO.times(ELEMENTARY_CHARGE)],
  ['carga-electrica', 'cargas_elementales', ELEMENTARY_CHARGE],
  // The old Castilian weights count in libras: a kilogram is 1000 / 460.093 of them.
  ['pesos-antiguos', 'kilogramos', new Fraction(1000n).over(LIBRA_CASTELLANA)],
  ['pesos-antiguos', 'gramos', new Fraction(1n).over(LIBRA_CASTELLANA)],
];

function factorOf(familyKey: string, unitKey: string): number {
  const rule = families[familyKey]?.units[unitKey]?.rule;
  if (!rule || rule.kind === 'reciprocal') throw new Error(`no factor for ${familyKey} ${unitKey}`);
  return rule.factor;
}

describe('units built on the defined values', () => {
  it.each(BUILT)('%s %s is the double nearest its exact value', (familyKey, unitKey, exact) => {
    expect({ unit: unitKey, factor: factorOf(familyKey, unitKey) }).toEqual({
      unit: unitKey,
      factor: nearestDouble(exact),
    });
  });

  it('shifts the shoe last by 2/3 in, in millimetres and in centimetres', () => {
    const rules = families['pie-horma']?.units;
    const allowance = INCH.times(1000).times(2).over(3);
    expect(rules?.last_mm?.rule).toMatchObject({ offset: -nearestDouble(allowance) });
    expect(rules?.last_cm?.rule).toMatchObject({ offset: -nearestDouble(allowance.over(10)) });
  });
});

/**
 * Units whose file writes the value out, because the expression of the comment beside it rounds to another double:
 * [family, unit, the exact product, the decimal the file writes, worked out by hand].
 */
const WRITTEN_OUT: readonly (readonly [family: string, unit: string, exact: Fraction, written: string])[] = [
  // 0.835905² × 10⁴ = 0.698737169025 × 10⁴
  ['area', 'manzanas', VARA_CASTELLANA.pow(2).times(10000), '6987.37169025'],
  // 453.59237 g / 7000 = 0.06479891 g
  ['peso', 'granos', POUND.over(7000), '0.00006479891'],
  // 2240 × 0.45359237 = 907.18474 + 109.0621688
  ['peso', 'toneladas_largas', POUND.times(2240), '1016.0469088'],
  // 4.54609 / 160 = 0.56826125 / 20
  ['volumen', 'onzas_liquidas_uk', IMPERIAL_GALLON.over(160), '0.0284130625'],
  // 42 × 3.785411784 = 151.41647136 + 7.570823568
  ['volumen', 'barriles_petroleo', US_GALLON.times(42), '158.987294928'],
  // 1000 × 9.80665 × 0.0254 = 9806.65 × 0.0254
  ['presion', 'pulgadas_agua', G0.times(1000).times(INCH), '249.08891'],
  // 10 × 9.80665
  ['presion', 'centimetros_columna_agua', G0.times(10), '98.0665'],
  // 3.785411784 / 60
  ['caudal', 'galones_hora', US_GALLON.over(60), '0.0630901964'],
  // 0.45359237 × 0.3048
  ['fuerza', 'poundals', POUND.times(FOOT), '0.138254954376'],
  // 4.4482216152605 × 0.0254 = 0.088964432305210 + 0.0240203967224067
  ['par-de-torsion', 'libras_fuerza_pulgada', POUND.times(G0).times(INCH), '0.1129848290276167'],
  // 0.1129848290276167 / 16
  ['par-de-torsion', 'onzas_fuerza_pulgada', POUND.times(G0).times(INCH).over(16), '0.00706155181422604375'],
];

describe('values written out where the expression would round elsewhere', () => {
  it.each(WRITTEN_OUT)('%s %s: the decimal written is the exact product', (familyKey, unitKey, exact, written) => {
    expect({ unit: unitKey, exact: exact.toDecimal() }).toEqual({ unit: unitKey, exact: written });
    expect(decimal(written).equals(exact)).toBe(true);
    expect(factorOf(familyKey, unitKey)).toBe(Number(written));
  });
});
