// One conversion per converter route, done through the UI. Expected lines are worked out by hand from the
// definitions (DECISIONS D7), rounded as D8 says; they are not taken from the code.
export const CONVERSIONS = [
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
  // 1 US gal = 3.785411784 L
  { path: '/convertir-volumen', value: '1', from: 'galones_us', to: 'litros', line: '1 Galones US -> 3.785412 Litros' },
  // 100 / 1.609344 = 62.137119 mph
  { path: '/convertir-velocidad', value: '100', from: 'kilometros_hora', to: 'millas_hora', line: '100 km/h → 62.1371 mph' },
  // 1 kcal = 4184 J
  { path: '/convertir-energia', value: '1', from: 'kilocalorias', to: 'joules', line: '1 kcal → 4184 J' },
  // 180° = π rad = 3.14159265…
  { path: '/convertir-medidas-circulares', value: '180', from: 'grado', to: 'radian', line: '180 Grados -> 3.141593 Radianes' },
  // 105 m / 0.2 m = 525 tacos
  { path: '/longitud-tacos', value: '105', from: 'metros', to: 'tacos', line: '105 Metros -> 525 Tacos (a lo largo)' },
];
