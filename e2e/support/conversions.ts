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
);
