/**
 * Issue 21: the ways people ask for a conversion, in one place. The generated table
 * (__tests__/quick/ways-of-asking.test.ts) crosses them with every family and every unit of the catalogue and works
 * out each expected value from the units' definitions; the hard cases below were worked out by hand, the arithmetic
 * in the comment above each row. The benchmark (npm run bench:quick) times them all.
 */

/**
 * A way of asking: {n} is the number as written, {de} the source unit's name, {a} the target's. Written the way people
 * type them into a search box: with or without accents, ¿ ?, capitals and spaces.
 */
export const WAYS_OF_ASKING: readonly string[] = [
  '{n} {de} a {a}',
  '{n} {de} en {a}',
  'cuánto es {n} {de} en {a}',
  'cuanto son {n} {de} en {a}',
  '¿Cuántos {a} son {n} {de}?',
  'cuantas {a} hay en {n} {de}',
  '¿a cuánto equivalen {n} {de} en {a}?',
  'cuál es la equivalencia de {n} {de} en {a}',
  'equivalencia de {n} {de} a {a}',
  '{n} {de} cuántos {a} son',
  '{n} {de} cuantas {a} hay',
  '{n} {de} cuántos {a} equivale',
  '{n} {de} son cuántos {a}',
  '{n} {de} equivale a cuántos {a}',
  '{a} en {n} {de}',
  'de {de} a {a} {n}',
  '{n} {de} = {a}',
  '{n} {de} → {a}',
  '{n} {de} -> {a}',
  '{n} {de} to {a}',
  '{n} {de} in {a}',
  'convertir {n} {de} a {a}',
  'pasar {n} {de} a {a}',
  'CUÁNTO ES {n} {DE} EN {A}',
  '  {n}   {de}   a    {a}  ',
  '¿{n} {de} en {a}?',
  'cuanto es {n} {de} en {a} por favor',
];

/** Numbers as people write them, and the value each one is. */
export const NUMBER_FORMS: readonly (readonly [text: string, value: number])[] = [
  ['3', 3],
  ['2,5', 2.5],
  ['2.5', 2.5],
  ['0,75', 0.75],
  ['dos y medio', 2.5],
  ['tres cuartos de', 0.75],
  ['un octavo de', 0.125],
  ['1 1/2', 1.5],
  ['1½', 1.5],
  ['doce', 12],
  ['mil', 1000],
  ['1.000,5', 1000.5],
  ['doscientos cincuenta', 250],
];

/** [question, family, source unit, target unit, the line expected (D8, D23)] */
export type HardCase = [query: string, family: string, from: string, to: string, line: string];

/** Every form the issue lists, worked out by hand. */
export const HARD_CASES: readonly HardCase[] = [
  // 3 × 0.9144 = 2.7432
  ['cuánto es 3 yardas en metros', 'longitud', 'yardas', 'metros', '3 yd → 2.7432 m'],
  // 3.785411784 L
  ['1 galón cuántos litros', 'volumen', 'galones_us', 'litros', '1 gal (EE. UU.) → 3.785412 L'],
  // 3 × 1000 / 1609.344 = 1.864113576712
  ['3km a millas', 'longitud', 'kilometros', 'millas', '3 km → 1.8641 mi'],
  // 12 × 28.349523125 = 340.1942775
  ['12oz a gramos', 'peso', 'onzas', 'gramos', '12 oz → 340.1943 g'],
  // 30.48 cm
  ['1pie a cm', 'longitud', 'pies', 'centimetros', '1 ft → 30.48 cm'],
  // 100 / 1.609344 = 62.137119223733
  ['100 km/hr a mph', 'velocidad', 'kilometros_hora', 'millas_hora', '100 km/h → 62.1371 mph'],
  ['100 kmh a mph', 'velocidad', 'kilometros_hora', 'millas_hora', '100 km/h → 62.1371 mph'],
  ['100 kph a mph', 'velocidad', 'kilometros_hora', 'millas_hora', '100 km/h → 62.1371 mph'],
  // 2.5 / 0.45359237 = 5.511556554
  ['dos y medio kilos a libras', 'peso', 'kilogramos', 'libras', '2.5 kg → 5.5116 lb'],
  // 1.5 / 0.45359237 = 3.306933932
  ['kilo y medio a libras', 'peso', 'kilogramos', 'libras', '1.5 kg → 3.3069 lb'],
  // 1.25 × 60 = 75
  ['una hora y cuarto a minutos', 'tiempo', 'horas', 'minutos', '1.25 h → 75 min'],
  // 0.125 × 25.4 = 3.175
  ['un octavo de pulgada a mm', 'longitud', 'pulgadas', 'milimetros', '0.125 in → 3.175 mm'],
  // 1000 / 0.3048 = 3280.839895013
  ['mil metros a pies', 'longitud', 'metros', 'pies', '1000 m → 3280.8399 ft'],
  // 1 000 000 / 86 400 = 11.574074
  ['un millón de segundos a días', 'tiempo', 'segundos', 'dias', '1\u202f000\u202f000 s → 11.5741 d'],
  // 1.5 × 1000 = 1500
  ['1 1/2 kg a gramos', 'peso', 'kilogramos', 'gramos', '1.5 kg → 1500 g'],
  ['1½ kg a gramos', 'peso', 'kilogramos', 'gramos', '1.5 kg → 1500 g'],
  // 0.75 L = 750 mL
  ['0,75 litros a ml', 'volumen', 'litros', 'mililitros', '0.75 L → 750 mL'],
  // 1000.5 / 0.3048 = 3282.480315
  ['1.000,5 metros a pies', 'longitud', 'metros', 'pies', '1000.5 m → 3282.4803 ft'],
  // 5 ft 9 in = 69 in × 2.54 = 175.26 cm
  ["5'9", 'longitud', 'pies', 'centimetros', '5 ft 9 in → 175.26 cm'],
  ["5'9 en cm", 'longitud', 'pies', 'centimetros', '5 ft 9 in → 175.26 cm'],
  ['5 ft 9 in a cm', 'longitud', 'pies', 'centimetros', '5 ft 9 in → 175.26 cm'],
  ['5\' 9" a metros', 'longitud', 'pies', 'metros', '5 ft 9 in → 1.7526 m'],
  ['5 pies 9 pulgadas en cm', 'longitud', 'pies', 'centimetros', '5 ft 9 in → 175.26 cm'],
  ['5 pies con 9 en cm', 'longitud', 'pies', 'centimetros', '5 ft 9 in → 175.26 cm'],
  // 1 h 30 min = 90 min
  ['1 h 30 min a minutos', 'tiempo', 'horas', 'minutos', '1 h 30 min → 90 min'],
  ['1:30 h a minutos', 'tiempo', 'horas', 'minutos', '1 h 30 min → 90 min'],
  // 2.3 kg / 0.45359237 = 5.070622
  ['2 kg 300 g a libras', 'peso', 'kilogramos', 'libras', '2 kg 300 g → 5.0706 lb'],
  // (3 + 4/16) × 0.45359237 = 1.474175
  ['3 lb 4 oz a kg', 'peso', 'libras', 'kilogramos', '3 lb 4 oz → 1.4742 kg'],
  // 1.75 m / 0.3048 = 5.741470 ft
  ['1 m 75 cm a pies', 'longitud', 'metros', 'pies', '1 m 75 cm → 5.7415 ft'],
  // 63 in × 2.54 = 160.02 cm
  ['5 pies + 3 pulgadas en cm', 'longitud', 'pies', 'centimetros', '5 ft + 3 in → 160.02 cm'],
  // 135 − 40 = 95 min
  ['2 h 15 min - 40 min en minutos', 'tiempo', 'horas', 'minutos', '2 h 15 min − 40 min → 95 min'],
  // 1.75 / 0.0254 = 68.8976 in = 5 ft 8.8976 in
  ['1,75 m en pies y pulgadas', 'longitud', 'metros', 'pies', '1.75 m → 5 ft 8.9 in'],
  // 100 min = 1 h 40 min
  ['100 minutos en horas y minutos', 'tiempo', 'minutos', 'horas', '100 min → 1 h 40 min'],
  // 1.3 / 0.45359237 = 2.866009 lb; 0.866009 × 16 = 13.856 oz
  ['1,3 kg en libras y onzas', 'peso', 'kilogramos', 'libras', '1.3 kg → 2 lb 13.9 oz'],
  // 5.5 / 0.3048 = 18.0446 ft
  ['de metros a pies 5.5', 'longitud', 'metros', 'pies', '5.5 m → 18.0446 ft'],
  // 5 ft = 1.524 m
  ['metros en 5 pies', 'longitud', 'pies', 'metros', '5 ft → 1.524 m'],
  ['5 pies = metros', 'longitud', 'pies', 'metros', '5 ft → 1.524 m'],
  ['5 pies → metros', 'longitud', 'pies', 'metros', '5 ft → 1.524 m'],
  ['5 feet to meters', 'longitud', 'pies', 'metros', '5 ft → 1.524 m'],
  ['5 feet in cm', 'longitud', 'pies', 'centimetros', '5 ft → 152.4 cm'],
  // 1.609344 km
  ['a cuánto equivale 1 milla en km', 'longitud', 'millas', 'kilometros', '1 mi → 1.6093 km'],
  ['cuál es la equivalencia de 1 milla en km', 'longitud', 'millas', 'kilometros', '1 mi → 1.6093 km'],
  ['1 milla cuántos km son', 'longitud', 'millas', 'kilometros', '1 mi → 1.6093 km'],
  ['5 pies son cuántos metros', 'longitud', 'pies', 'metros', '5 ft → 1.524 m'],
  // 3 × 28.349523125 = 85.048569
  ['3 onzas equivale a cuántos gramos', 'peso', 'onzas', 'gramos', '3 oz → 85.0486 g'],
  // Typos one edit away: 5 km / 1.609344 = 3.106856
  ['5 kilometos a millas', 'longitud', 'kilometros', 'millas', '5 km → 3.1069 mi'],
  // 10 / 2.54 = 3.937008
  ['10 centimentros a pulgadas', 'longitud', 'centimetros', 'pulgadas', '10 cm → 3.937 in'],
  // 3 × 0.45359237 = 1.36077711
  ['3 libars a kg', 'peso', 'libras', 'kilogramos', '3 lb → 1.3608 kg'],
  // (100 − 32) × 5/9 = 37.777…
  ['100 farenheit a celsius', 'temperatura', 'fahrenheit', 'celsius', '100 °F → 37.78 °C'],
  // 500 mL = 0.5 L
  ['500 mililtros a litros', 'volumen', 'mililitros', 'litros', '500 mL → 0.5 L'],
  // 'nm' beside a torque unit is the newton metre: 100 / (0.45359237 × 9.80665 × 0.3048) = 73.756215
  ['100 nm a lb ft', 'par-de-torsion', 'newtons_metro', 'libras_fuerza_pie', '100 N·m → 73.756215 lbf·ft'],
  // and beside a length the nanometre: 500 nm = 0.5 µm
  ['500 nm a µm', 'longitud', 'nanometros', 'micrometros', '500 nm → 0.5 µm'],
  // Issue 23's questions: 100 Mbit/s = 10⁸ / 8 B/s = 12.5 MB/s
  [
    '100 Mbps a MB/s',
    'transferencia-de-datos',
    'megabits_por_segundo',
    'megabytes_por_segundo',
    '100 Mbit/s → 12.5 MB/s',
  ],
  // typed all in lower case, 'mb/s' is the megabyte people mean (the megabit offered): the same 12.5
  [
    '100 mbps a mb/s',
    'transferencia-de-datos',
    'megabits_por_segundo',
    'megabytes_por_segundo',
    '100 Mbit/s → 12.5 MB/s',
  ],
  // 2.4 GHz = 2400 MHz
  ['2,4 GHz a MHz', 'frecuencia', 'gigahercios', 'megahercios', '2.4 GHz → 2400 MHz'],
  // 60 Hz × 60 = 3600 rpm
  ['60 Hz a rpm', 'frecuencia', 'hercios', 'revoluciones_por_minuto', '60 Hz → 3600 rpm'],
  // 9.8 / 9.80665 = 0.999322
  ['9,8 m/s² a g', 'aceleracion', 'metros_segundo_cuadrado', 'gravedades', '9.8 m/s² → 0.999322 g₀'],
  // 16 px × 72 / 96 = 12 pt
  ['16 px a pt', 'pixeles', 'pixeles', 'puntos', '16 px → 12 pt'],
  // no number: 1 ft = 0.3048 m
  ['pies a metros', 'longitud', 'pies', 'metros', '1 ft → 0.3048 m'],
  // 175 / 30.48 = 5.741470 ft = 5 ft 8.8976 in
  ['175 cm a pies', 'longitud', 'centimetros', 'pies', '175 cm → 5.7415 ft'],
];

/**
 * D29, issue 22: cooking questions, by ingredient. Figures from USDA SR Legacy portion weights per US cup
 * (236.5882365 mL): wheat flour 20081 = 125 g, sugar 19335 = 200 g, butter 01001 = 227 g, honey 19296 = 339 g;
 * a metric tablespoon is 15 mL. [question, source unit, target unit, line, ingredient key or '' for water]
 */
export const COOKING_CASES: readonly (readonly [
  query: string,
  from: string,
  to: string,
  line: string,
  ingredient: string,
])[] = [
  // 2 × 125 = 250
  ['2 tazas de harina a gramos', 'tazas_us', 'gramos', '2 tazas (EE. UU.) → 250 g', 'harina-de-trigo'],
  // 150 / 200 = 0.75 cup
  ['150 g de azúcar en tazas', 'gramos', 'tazas_us', '150 g → 0.75 tazas (EE. UU.)', 'azucar'],
  // 227 / 2 = 113.5, shown with the source's 3 significant digits (D33)
  ['media taza de mantequilla en gramos', 'tazas_us', 'gramos', '0.5 tazas (EE. UU.) → 114 g', 'mantequilla'],
  // 'manteca' read as butter (D35), 227 g a cup; lard offered beside it
  ['1 taza de manteca a gramos', 'tazas_us', 'gramos', '1 taza (EE. UU.) → 227 g', 'mantequilla'],
  // 205 g a cup of lard
  ['1 taza de manteca de cerdo a gramos', 'tazas_us', 'gramos', '1 taza (EE. UU.) → 205 g', 'manteca-de-cerdo'],
  // volume to volume, no density: 3 × 15 = 45 mL
  ['3 cucharadas de aceite en ml', 'cucharadas', 'mililitros', '3 cucharadas métricas → 45 mL', ''],
  // 15 × 339 / 236.5882365 = 21.4930, 3 significant digits
  ['cuántos gramos pesa una cucharada de miel', 'cucharadas', 'gramos', '1 cucharada métrica → 21.5 g', 'miel'],
  // without an ingredient, water at 1 g per mL: 236.5882365 g, 3 significant digits
  ['1 taza a gramos', 'tazas_us', 'gramos', '1 taza (EE. UU.) → 237 g', 'agua'],
  // 1 L of water = 1000 g (issue 32: not 1001.74 g, the cup figure's litre)
  ['1 litro de agua a gramos', 'litros', 'gramos', '1 L → 1000 g', 'agua'],
];

/** Number systems as people write them: [question, from, to, line]. */
export const NUMBER_SYSTEM_CASES: readonly (readonly [query: string, from: string, to: string, line: string])[] = [
  ['ff en decimal', 'hexadecimal', 'decimal', 'FF (base 16) → 255 (base 10)'],
  ['1010 de binario a decimal', 'binario', 'decimal', '1010 (base 2) → 10 (base 10)'],
  ['255 en hexa', 'decimal', 'hexadecimal', '255 (base 10) → FF (base 16)'],
  ['0xFF', 'hexadecimal', 'decimal', 'FF (base 16) → 255 (base 10)'],
  ['FFh', 'hexadecimal', 'decimal', 'FF (base 16) → 255 (base 10)'],
  ['octal 17', 'octal', 'decimal', '17 (base 8) → 15 (base 10)'],
];

/** What the site does not convert, said plainly: [question, message]. */
export const PLAIN_REFUSALS: readonly (readonly [query: string, message: string | RegExp])[] = [
  ['100 dólares a euros', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['cuántos pesos son 20 dólares', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['50 euros en pesos mexicanos', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['1 usd a mxn', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  // Currencies whose names are units too (issue 32): never a mass
  ['100 libras esterlinas a euros', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['100 libras a euros', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['100 euros a libras', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['1 libra esterlina a kilos', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['50 US$ a pesos', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['20 € a dólares', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['1 bitcoin a dólares', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  ['5 btc a usd', 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.'],
  // D24: units left out for having no fixed value, said so, never the nearest name (issue 32: no fanega figure)
  ['2 mach a km/h', /^El número de Mach no es una velocidad fija/],
  ['1000 km/h a mach', /^El número de Mach no es una velocidad fija/],
  ['1 fanega a kg', /^La fanega es una medida de capacidad para granos/],
  ['3 fanegas de trigo a kilos', /^La fanega es una medida de capacidad para granos/],
  ['5 kilos a metros', 'No se pueden convertir kilos a metros'],
  ['5 furlongs a metros', 'No conozco la unidad «furlongs».'],
  ['3 metros a brazas marinas', /^No conozco la unidad «brazas marinas»/],
  ['12 pulgadas a centrimetos', 'No conozco la unidad «centrimetos».'],
];
