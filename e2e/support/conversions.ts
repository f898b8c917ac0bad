// One conversion per converter route, done through the UI. Expected lines are worked out by hand from the
// definitions (DECISIONS D7), rounded as D8 says; they are not taken from the code.
/** A route, the value typed (in the field labelled `label`, 'Valor' unless said), the units chosen and the line expected. */
export type Conversion = { path: string; label?: string; value: string; from: string; to: string; line: string };

export const CONVERSIONS: Conversion[] = [
  // 5000 m / 1609.344 = 3.106856 mi
  { path: '/convertir-longitud', value: '5', from: 'kilometros', to: 'millas', line: '5 km → 3.1069 mi' },
  // 10000 m² / 4046.8564224 = 2.471054 ac
  { path: '/convertir-area', value: '1', from: 'hectareas', to: 'acres', line: '1 ha → 2.4711 ac' },
  // 2 × 0.45359237 = 0.90718474 kg
  { path: '/convertir-peso', value: '2', from: 'libras', to: 'kilogramos', line: '2 lb → 0.9072 kg' },
  // 100 × 9/5 + 32 = 212
  { path: '/convertir-temperatura', value: '100', from: 'celsius', to: 'fahrenheit', line: '100 °C → 212 °F' },
  // 2.5 h × 60 = 150 min, typed with a decimal comma
  { path: '/convertir-tiempo', value: '2,5', from: 'horas', to: 'minutos', line: '2.5 h → 150 min' },
  // 1 US gal = 3.785411784 L; value and symbol on both sides (D23)
  { path: '/convertir-volumen', value: '1', from: 'galones_us', to: 'litros', line: '1 gal (EE. UU.) → 3.785412 L' },
  // 100 / 1.609344 = 62.137119 mph
  {
    path: '/convertir-velocidad',
    value: '100',
    from: 'kilometros_hora',
    to: 'millas_hora',
    line: '100 km/h → 62.1371 mph',
  },
  // 1 kcal = 4184 J
  { path: '/convertir-energia', value: '1', from: 'kilocalorias', to: 'joules', line: '1 kcal → 4184 J' },
  // 180° = π rad = 3.14159265…
  { path: '/convertir-medidas-circulares', value: '180', from: 'grado', to: 'radian', line: '180° → 3.141593 rad' },
  // 105 m / 0.2 m = 525 tacos
  { path: '/longitud-tacos', value: '105', from: 'metros', to: 'tacos', line: '105 m → 525 tacos' },
];

// The specialised converters (spec 001), worked out the same way.
CONVERSIONS.push(
  // 100000 Pa / 101325 Pa = 0.98692327…
  { path: '/convertir-presion', value: '1', from: 'bares', to: 'atmosferas', line: '1 bar → 0.986923 atm' },
  // binary multiples: 1 GB = 1024 MB
  { path: '/convertir-datos-digitales', value: '1', from: 'gigabytes', to: 'megabytes', line: '1 GB → 1024 MB' },
  // D30: 100 × 10⁶ bit/s ÷ 8 = 12.5 × 10⁶ B/s
  {
    path: '/convertir-transferencia-de-datos',
    value: '100',
    from: 'megabits_por_segundo',
    to: 'megabytes_por_segundo',
    line: '100 Mbit/s → 12.5 MB/s',
  },
  // D30: 1000 rpm × 2π ÷ 60 = 104.7197551…
  {
    path: '/convertir-frecuencia',
    value: '1000',
    from: 'revoluciones_por_minuto',
    to: 'radianes_por_segundo',
    line: '1000 rpm → 104.719755 rad/s',
  },
  // D30: 16 px × 72/96 = 12 pt at the CSS reference of 96 ppp
  { path: '/convertir-pixeles', value: '16', from: 'pixeles', to: 'puntos', line: '16 px → 12 pt' },
  // metric horsepower: 735.49875 W
  { path: '/convertir-potencia', value: '1', from: 'cv', to: 'watts', line: '1 CV → 735.49875 W' },
  // 90° = π/2 rad = 1.5707963…
  { path: '/convertir-angulos', value: '90', from: 'grados', to: 'radianes', line: '90° → 1.570796 rad' },
  // 2 Ah × 3600 C
  { path: '/convertir-carga-electrica', value: '2', from: 'amperios_hora', to: 'coulombs', line: '2 Ah → 7200 C' },
  // 1 ft³/s = 60 ft³/min
  { path: '/convertir-caudal', value: '1', from: 'cfs', to: 'cfm', line: '1 CFS → 60 CFM' },
  // standard gravity: 9.80665 N
  { path: '/convertir-fuerza', value: '1', from: 'kilogramos_fuerza', to: 'newtons', line: '1 kgf → 9.80665 N' },
  // 100 / 20 km/L = 5 L/100 km
  {
    path: '/convertir-consumo',
    value: '20',
    from: 'kilometros_litro',
    to: 'litros_100km',
    line: '20 km/L → 5 L/100 km',
  },
  // 1 Sv = 100 rem
  { path: '/convertir-radiacion', value: '1', from: 'sieverts', to: 'rems', line: '1 Sv → 100 rem' },
  // 1 Ci = 3.7 × 10¹⁰ Bq = 37 000 000 000 Bq: plain below 10¹⁵, grouped by narrow no-break spaces (D8)
  {
    path: '/convertir-radioactividad',
    value: '1',
    from: 'curies',
    to: 'becquerels',
    line: '1 Ci → 37\u202f000\u202f000\u202f000 Bq',
  },
  // 1 kg/L = 1000 kg/m³
  {
    path: '/convertir-densidad',
    value: '1',
    from: 'kilogramo_litro',
    to: 'kilogramo_metro_cubico',
    line: '1 kg/L → 1000 kg/m³',
  },
  // D29, on the page's wheat flour (USDA SR Legacy NDB 20081: 1 US cup = 125 g): 2 × 125 g, approximate
  {
    path: '/convertir-medidas-de-cocina',
    value: '2',
    from: 'tazas_us',
    to: 'gramos',
    line: '2 tazas (EE. UU.) → 250 g aprox.',
  },
  // $50 per kg is $25 per 500 g; money with two decimals (D8)
  {
    path: '/convertir-precios-alimentos',
    label: 'Precio',
    value: '50',
    from: 'kilogramo',
    to: 'medio_kilo',
    line: '$50.00/kg → $25.00/500 g',
  },
  // last = foot + 2/3 in = 250 + 16.9333… mm
  {
    path: '/convertir-pie-horma',
    value: '250',
    from: 'foot_mm',
    to: 'last_mm',
    line: '250 mm de pie → 266.933 mm de horma',
  },
  // C = π × 17 mm = 53.4071…
  {
    path: '/convertir-anillos',
    value: '17',
    from: 'diametro_milimetros',
    to: 'circunferencia_milimetros',
    line: '17 mm de diámetro → 53.407 mm de circunferencia',
  },
  // 1 quintal = 4 arrobas
  { path: '/convertir-pesos-antiguos', value: '1', from: 'quintal', to: 'arroba', line: '1 qq → 4 @' },
  // 1 arroba = 25 libras castellanas, named, never 'lb' (D23)
  { path: '/convertir-pesos-antiguos', value: '1', from: 'arroba', to: 'libra', line: '1 @ → 25 libras' },
  // 80 × 4.4482216152605 N × 0.3048 m = 80 × 1.3558179483314004 = 108.465435866512 N·m
  {
    path: '/convertir-par-de-torsion',
    value: '80',
    from: 'libras_fuerza_pie',
    to: 'newtons_metro',
    line: '80 lbf·ft → 108.465436 N·m',
  },
  // 3 × 9.80665 m/s² = 29.41995 m/s²
  {
    path: '/convertir-aceleracion',
    value: '3',
    from: 'gravedades',
    to: 'metros_segundo_cuadrado',
    line: '3 g₀ → 29.41995 m/s²',
  },
  // 1 P = 0.1 Pa·s = 100 cP
  { path: '/convertir-viscosidad', value: '2', from: 'poises', to: 'centipoises', line: '2 P → 200 cP' },
  // 1 cSt = 10⁻⁶ m²/s: 46 cSt = 0.000046 m²/s
  {
    path: '/convertir-viscosidad-cinematica',
    value: '46',
    from: 'centistokes',
    to: 'metros_cuadrados_por_segundo',
    line: '46 cSt → 0.000046 m²/s',
  },
  // 500 × 10⁻⁶ = 0.05 %
  {
    path: '/convertir-concentracion',
    value: '500',
    from: 'partes_por_millon',
    to: 'porcentaje',
    line: '500 ppm → 0.05 %',
  },
  // 10 °dH = 100 mg CaO/L × 100.086 / 56.077 = 178.48 mg/L CaCO₃
  {
    path: '/convertir-dureza-del-agua',
    value: '10',
    from: 'grados_alemanes',
    to: 'miligramos_por_litro_caco3',
    line: '10 °dH → 178.48 mg/L CaCO₃',
  },
  // 100 mg/dL ÷ 18.0156 (glucose 180.156 g/mol) = 5.5507 mmol/L
  {
    path: '/convertir-glucosa',
    value: '100',
    from: 'miligramos_por_decilitro',
    to: 'milimoles_por_litro',
    line: '100 mg/dL → 5.55 mmol/L',
  },
  // 50 lm/ft² = 50 / 0.09290304 lx = 538.1955208… lx
  { path: '/convertir-iluminancia', value: '50', from: 'pies_candela', to: 'luxes', line: '50 fc → 538.195521 lx' },
);

/**
 * Issue 12 (D24): one added unit per family, converted on its page. Worked by hand from each definition:
 * 1 al = 9 460 730 472 580 800 m ÷ 149 597 870 700 m = 63 241.0771 au; 1 caballería (México) = 1104 × 552 varas of
 * 0.838 m = 427 953.11 m²; 1 oz t = 480 gr = 31.1034768 g; 1 US cup = 8 fl oz = 236.5882365 mL; 100 °C =
 * 373.15 K × 1.8 = 671.67 °R; 1 siglo = 100 × 365.25 d; 1 g/cm³ = 1000 kg/m³ ÷ 16.0184634 = 62.427961 lb/ft³;
 * $100/kg × 0.45359237 = $45.36/lb; 1 BTU (IT) = 1055.05585262 J; 1 kgf/cm² = 98 066.5 Pa = 0.980665 bar;
 * 1 TR = 12 000 BTU/h = 3516.852842 W; 1 kip = 4448.2216 N; 1 ft/s = 0.3048 × 3.6 km/h; 42 gal ÷ 24 h = 1.75 gal/h;
 * 30 mpg (R. U.) = 454.609 ÷ 48.28032 = 9.416 L/100 km; 10¹² B ÷ 1024³ = 931.322575 GB; 100 × 360/6400 = 5.625°;
 * 1 C ÷ 1.602176634 × 10⁻¹⁹ C = 6.24151 × 10¹⁸ e; 1 mSv = 0.1 rem; 1 mCi = 3.7 × 10⁷ Bq; 100 gon = 90°.
 */
const G = '\u202f';
export const CATALOGUE_CONVERSIONS: Conversion[] = [
  {
    path: '/convertir-longitud',
    value: '1',
    from: 'anos_luz',
    to: 'unidades_astronomicas',
    line: `1 al → 63${G}241.0771 au`,
  },
  {
    path: '/convertir-area',
    value: '1',
    from: 'caballerias_mexico',
    to: 'hectareas',
    line: '1 caballería (México) → 42.7953 ha',
  },
  { path: '/convertir-peso', value: '1', from: 'onzas_troy', to: 'gramos', line: '1 oz t → 31.1035 g' },
  {
    path: '/convertir-volumen',
    value: '1',
    from: 'tazas_us',
    to: 'mililitros',
    line: '1 taza (EE. UU.) → 236.588237 mL',
  },
  { path: '/convertir-temperatura', value: '100', from: 'celsius', to: 'rankine', line: '100 °C → 671.67 °R' },
  { path: '/convertir-tiempo', value: '1', from: 'siglos', to: 'dias', line: `1 siglo → 36${G}525 d` },
  {
    path: '/convertir-densidad',
    value: '1',
    from: 'gramo_centimetro_cubico',
    to: 'libra_pie_cubico',
    line: '1 g/cm³ → 62.427961 lb/ft³',
  },
  {
    path: '/convertir-precios-alimentos',
    label: 'Precio',
    value: '100',
    from: 'kilogramo',
    to: 'libra',
    line: '$100.00/kg → $45.36/lb',
  },
  { path: '/convertir-energia', value: '1', from: 'btu', to: 'joules', line: '1 BTU → 1055.055853 J' },
  {
    path: '/convertir-presion',
    value: '1',
    from: 'kilogramos_fuerza_cm2',
    to: 'bares',
    line: '1 kgf/cm² → 0.980665 bar',
  },
  {
    path: '/convertir-potencia',
    value: '1',
    from: 'toneladas_refrigeracion',
    to: 'watts',
    line: '1 TR → 3516.852842 W',
  },
  { path: '/convertir-fuerza', value: '1', from: 'kips', to: 'kilonewtons', line: '1 kip → 4.448222 kN' },
  {
    path: '/convertir-velocidad',
    value: '1',
    from: 'pies_segundo',
    to: 'kilometros_hora',
    line: '1 ft/s → 1.0973 km/h',
  },
  { path: '/convertir-caudal', value: '1', from: 'barriles_dia', to: 'galones_hora', line: '1 bbl/d → 1.75 gal/h' },
  {
    path: '/convertir-consumo',
    value: '30',
    from: 'millas_galon_uk',
    to: 'litros_100km',
    line: '30 mpg (R. U.) → 9.416 L/100 km',
  },
  {
    path: '/convertir-datos-digitales',
    value: '1',
    from: 'terabytes_decimales',
    to: 'gigabytes',
    line: '1 TB (decimal) → 931.322575 GB',
  },
  { path: '/convertir-angulos', value: '100', from: 'milesimas_otan', to: 'grados', line: '100 milésimas → 5.625°' },
  {
    path: '/convertir-carga-electrica',
    value: '1',
    from: 'coulombs',
    to: 'cargas_elementales',
    line: '1 C → 6.24151 × 10¹⁸ e',
  },
  { path: '/convertir-radiacion', value: '1', from: 'milisieverts', to: 'milirems', line: '1 mSv → 100 mrem' },
  { path: '/convertir-radioactividad', value: '1', from: 'milicuries', to: 'megabecquereles', line: '1 mCi → 37 MBq' },
  { path: '/convertir-medidas-circulares', value: '100', from: 'grado_centesimal', to: 'grado', line: '100 gon → 90°' },
];
