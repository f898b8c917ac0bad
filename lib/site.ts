/**
 * The one list of the site's pages (STYLE rule 1): header menus, footer, home, finder, site map, metadata and
 * the registry test all read it. A page is listed here only once its route exists.
 */

import { publicOrigin } from './public-origin';

export const SITE_NAME = 'Conviértelo';

/** D1, D22: the public origin, without a trailing slash, from the one function that reads the environment. */
export const SITE_ORIGIN = publicOrigin();

export const SITE_TAGLINE = 'Convertidores de unidades y calculadoras gratis, exactos y al instante, en español.';

/** Site-map groups of spec 001, in their order. */
export const SITE_GROUPS = [
  'Medidas básicas',
  'Temperatura y energía',
  'Tiempo y velocidad',
  'Presión y fuerza',
  'Tecnología',
  'Fluidos y caudal',
  'Radiación',
  'Medidas especiales',
  'Herramientas divertidas',
  'Utilidades',
] as const;

export type SiteGroup = (typeof SITE_GROUPS)[number];

/** 'static': the site map, listed with the legal pages at the foot of every page. */
export type RouteKind = 'home' | 'converter' | 'calculator' | 'fun' | 'tool' | 'legal' | 'static';

/** A page of the site; `Path` narrows to RoutePath once the list below is known. */
export interface SiteRoute<Path extends string = string> {
  path: Path;
  kind: RouteKind;
  /** Registry key of the unit family (converters only): app/convertir-longitud ↔ lib/units/longitud.ts. */
  family?: string;
  /** Short name for menus and cards: 'Longitud'. */
  label: string;
  /** Page title; the root layout adds ' | Conviértelo' (D1). */
  title: string;
  description: string;
  keywords: readonly string[];
  /** An emoji, for cards and the finder. */
  icon: string;
  /** Extra words the finder matches (D16). */
  tags: readonly string[];
  group: SiteGroup;
  /** Units or contents in a few words, for the footer and cards: 'metros, pies, pulgadas, millas'. */
  summary: string;
  /** Shown in 'Conversiones populares' on the home page. */
  popular?: boolean;
  /**
   * D25: this address shows the same screen as another route. It keeps working, but its canonical is that
   * route, and it stays out of the sitemap, menus, site map and finder.
   */
  aliasOf?: Path;
}

export const ROUTES = [
  {
    path: '/',
    kind: 'home',
    label: 'Inicio',
    title: 'Convertidores de unidades y calculadoras en español',
    description:
      'Convierte longitud, peso, temperatura, volumen, tiempo y más de 25 medidas al instante y gratis, sin registro. Todo se calcula en tu navegador.',
    keywords: ['conversor de unidades', 'convertidor', 'calculadora', 'convertir medidas'],
    icon: '🏠',
    tags: ['inicio', 'portada'],
    group: 'Utilidades',
    summary: 'todas las herramientas',
  },
  {
    path: '/convertir-longitud',
    kind: 'converter',
    family: 'longitud',
    label: 'Longitud',
    title: 'Convertidor de longitud: metros, pies, pulgadas y millas',
    description:
      'Convierte metros, centímetros, kilómetros, pies, pulgadas y millas con los factores exactos. 1 m = 3.2808 ft, 1 in = 2.54 cm, 1 mi = 1.609344 km.',
    keywords: ['convertir metros a pies', 'pulgadas a centímetros', 'millas a kilómetros', 'conversor de longitud'],
    icon: '📏',
    tags: ['distancia', 'metro', 'pie', 'pulgada', 'milla', 'kilómetro', 'centímetro'],
    group: 'Medidas básicas',
    summary: 'metros, centímetros, kilómetros, pies, pulgadas, millas',
    popular: true,
  },
  {
    path: '/convertir-area',
    kind: 'converter',
    family: 'area',
    label: 'Área',
    title: 'Convertidor de área: metros cuadrados, pies cuadrados, hectáreas y acres',
    description:
      'Convierte metros cuadrados, pies cuadrados, hectáreas, acres, km² y cm² con factores exactos. 1 m² = 10.7639 ft², 1 ha = 2.4711 acres, 1 acre = 4046.86 m².',
    keywords: [
      'convertir metros cuadrados a pies cuadrados',
      'hectáreas a acres',
      'acres a hectáreas',
      'pies cuadrados a metros cuadrados',
      'conversor de área',
    ],
    icon: '📐',
    tags: [
      'superficie',
      'metro cuadrado',
      'pie cuadrado',
      'hectárea',
      'acre',
      'kilómetro cuadrado',
      'centímetro cuadrado',
      'terreno',
    ],
    group: 'Medidas básicas',
    summary: 'metros cuadrados, pies cuadrados, kilómetros cuadrados, hectáreas, acres, centímetros cuadrados',
    popular: true,
  },
  {
    path: '/convertir-peso',
    kind: 'converter',
    family: 'peso',
    label: 'Peso',
    title: 'Convertidor de peso: kilogramos, libras, onzas y gramos',
    description:
      'Convierte kilogramos, gramos, libras, onzas y toneladas con los factores exactos. 1 kg = 2.2046 lb, 1 lb = 0.45359237 kg, 1 oz = 28.3495 g, 1 lb = 16 oz.',
    keywords: [
      'convertir kilos a libras',
      'libras a kilogramos',
      'onzas a gramos',
      'gramos a onzas',
      'conversor de peso',
    ],
    icon: '⚖️',
    tags: ['masa', 'kilo', 'kilogramo', 'gramo', 'libra', 'onza', 'tonelada'],
    group: 'Medidas básicas',
    summary: 'kilogramos, gramos, libras, onzas, toneladas',
    popular: true,
  },
  {
    path: '/convertir-temperatura',
    kind: 'converter',
    family: 'temperatura',
    label: 'Temperatura',
    title: 'Convertidor de temperatura: Celsius, Fahrenheit y kelvin',
    description:
      'Convierte grados Celsius, Fahrenheit y kelvin con las fórmulas exactas: 1 °C = 33.8 °F, 0 °C = 273.15 K y −40 °C = −40 °F. Avisa bajo el cero absoluto.',
    keywords: [
      'convertir celsius a fahrenheit',
      'fahrenheit a celsius',
      'kelvin a celsius',
      'conversor de temperatura',
      'cuántos grados fahrenheit son',
    ],
    icon: '🌡️',
    tags: [
      'grados',
      'calor',
      'frío',
      'clima',
      'termómetro',
      'centígrados',
      'celsius',
      'fahrenheit',
      'kelvin',
      'cero absoluto',
    ],
    group: 'Temperatura y energía',
    summary: 'Celsius, Fahrenheit, kelvin',
    popular: true,
  },
  {
    path: '/convertir-tiempo',
    kind: 'converter',
    family: 'tiempo',
    label: 'Tiempo',
    title: 'Convertidor de tiempo: horas, minutos, segundos, días y años',
    description:
      'Convierte años, meses, semanas, días, horas, minutos, segundos, milisegundos y microsegundos. 1 h = 60 min, 1 día = 86 400 s y 1 año = 365.25 días.',
    keywords: ['convertir horas a minutos', 'minutos a segundos', 'días a horas', 'años a días', 'conversor de tiempo'],
    icon: '⏱️',
    tags: ['hora', 'minuto', 'segundo', 'día', 'semana', 'mes', 'año', 'milisegundo', 'microsegundo', 'duración'],
    group: 'Tiempo y velocidad',
    summary: 'años, meses, semanas, días, horas, minutos, segundos, milisegundos, microsegundos',
    popular: true,
  },
  {
    path: '/convertir-volumen',
    kind: 'converter',
    family: 'volumen',
    label: 'Volumen',
    title: 'Convertidor de volumen: litros, galones, mililitros y onzas líquidas',
    description:
      'Convierte litros, mililitros, m³, galones de EE. UU. e imperiales, pies y pulgadas cúbicas y onzas líquidas. 1 L = 0.264172 galones de EE. UU.; 1 galón de EE. UU. = 3.785411784 L.',
    keywords: [
      'convertir litros a galones',
      'galones a litros',
      'onzas líquidas a mililitros',
      'metros cúbicos a litros',
      'conversor de volumen',
    ],
    icon: '🧪',
    tags: [
      'capacidad',
      'litro',
      'mililitro',
      'galón',
      'metro cúbico',
      'centímetro cúbico',
      'pie cúbico',
      'pulgada cúbica',
      'onza líquida',
    ],
    group: 'Medidas básicas',
    summary:
      'litros, mililitros, metros cúbicos, galones de EE. UU. y del R. U., pies cúbicos, pulgadas cúbicas, onzas líquidas',
    popular: true,
  },
  {
    path: '/convertir-velocidad',
    kind: 'converter',
    family: 'velocidad',
    label: 'Velocidad',
    title: 'Convertidor de velocidad: km/h, mph, m/s y nudos',
    description:
      'Convierte kilómetros por hora, millas por hora, metros por segundo y nudos con factores exactos: 1 km/h = 0.6214 mph, 1 m/s = 3.6 km/h, 1 kn = 1.852 km/h.',
    keywords: [
      'convertir km/h a mph',
      'millas por hora a kilómetros por hora',
      'metros por segundo a km/h',
      'nudos a km/h',
      'conversor de velocidad',
    ],
    icon: '💨',
    tags: [
      'rapidez',
      'kilómetros por hora',
      'millas por hora',
      'metros por segundo',
      'nudos',
      'viento',
      'coche',
      'barco',
      'avión',
    ],
    group: 'Tiempo y velocidad',
    summary: 'km/h, mph, m/s, nudos',
    popular: false,
  },
  {
    path: '/convertir-energia',
    kind: 'converter',
    family: 'energia',
    label: 'Energía',
    title: 'Convertidor de energía: julios, calorías, kilocalorías y kWh',
    description:
      'Convierte julios, calorías, kilocalorías y kilovatios hora con factores exactos: 1 cal = 4.184 J, 1 kcal = 4184 J y 1 kWh = 3 600 000 J. Gratis y al instante.',
    keywords: [
      'convertir julios a calorías',
      'kilocalorías a julios',
      'kWh a kcal',
      'conversor de energía',
      'calorías a kilojulios',
    ],
    icon: '⚡',
    tags: [
      'energía',
      'julio',
      'joule',
      'caloría',
      'kilocaloría',
      'kcal',
      'kilovatio hora',
      'kWh',
      'calor',
      'nutrición',
      'electricidad',
    ],
    group: 'Temperatura y energía',
    summary: 'julios, calorías, kilocalorías, kilovatios hora',
    popular: false,
  },
  {
    path: '/convertir-medidas-circulares',
    kind: 'converter',
    family: 'medidas-circulares',
    label: 'Medidas circulares',
    title: 'Convertidor de medidas circulares: radianes, grados y gon',
    description:
      'Convierte radianes, grados decimales y en d°m′s″, grados centesimales, sextantes, circunferencias y minutos y segundos de arco. 1 vuelta = 2π rad = 360°.',
    keywords: [
      'convertir grados a radianes',
      'radianes a grados',
      'grados minutos y segundos',
      'grados centesimales',
      'conversor de ángulos',
    ],
    icon: '🧭',
    tags: [
      'ángulo',
      'radián',
      'grado',
      'sexagesimal',
      'centesimal',
      'gon',
      'gradián',
      'sextante',
      'circunferencia',
      'minuto de arco',
      'segundo de arco',
      'coordenadas',
    ],
    group: 'Medidas especiales',
    summary: 'radianes, grados, d°m′s″, grados centesimales, sextantes, minutos y segundos de arco',
    popular: false,
  },
  {
    path: '/longitud-tacos',
    kind: 'converter',
    family: 'tacos',
    label: 'Longitud en tacos',
    title: 'Convertidor de longitud a tacos: metros, tacos y tortillas',
    description:
      '¿Cuántos tacos mide una cancha de fútbol? Convierte metros a tacos acostados, tacos de pie y tortillas con aritmética exacta. Una forma sabrosa de medir.',
    keywords: [
      'metros a tacos',
      'cuántos tacos mide',
      'longitud en tacos',
      'medir en tortillas',
      'convertidor de tacos',
    ],
    icon: '🌮',
    tags: ['tacos', 'taco', 'tortilla', 'humor', 'divertido', 'metros', 'comida mexicana', 'broma'],
    group: 'Herramientas divertidas',
    summary: 'metros, tacos a lo largo, tacos de pie, tortillas',
    popular: false,
  },
  {
    path: '/convertir-presion',
    kind: 'converter',
    family: 'presion',
    label: 'Presión',
    title: 'Convertidor de presión: atmósferas, pascales, bares y psi',
    description:
      'Convierte atmósferas, pascales, bares, milibares, psi, mmHg, inHg y pulgadas de agua con factores exactos. 1 atm = 101 325 Pa = 1.01325 bar = 14.695949 psi.',
    keywords: ['convertir psi a bar', 'atmósferas a pascales', 'bar a psi', 'mmHg a pascales', 'conversor de presión'],
    icon: '🎈',
    tags: ['presión', 'atmósfera', 'pascal', 'bar', 'milibar', 'psi', 'mmHg', 'hectopascal', 'neumáticos', 'barómetro'],
    group: 'Presión y fuerza',
    summary: 'atmósferas, pascales, bares, milibares, psi, mmHg',
    popular: false,
  },
  {
    path: '/convertir-datos-digitales',
    kind: 'converter',
    family: 'datos-digitales',
    label: 'Datos digitales',
    title: 'Convertidor de datos digitales: bits, bytes, megabytes y gigabytes',
    description:
      'Convierte bits, bytes, kilobytes, megabytes, gigabytes y terabytes con múltiplos binarios (1 KB = 1024 B). Explica KB, kB y KiB y por qué 1 TB muestra 931 GB.',
    keywords: [
      'convertir megabytes a gigabytes',
      'gigabytes a megabytes',
      'megabits a megabytes',
      'bytes a bits',
      'conversor de datos',
    ],
    icon: '💾',
    tags: [
      'datos',
      'almacenamiento',
      'bit',
      'byte',
      'kilobyte',
      'megabyte',
      'gigabyte',
      'terabyte',
      'megabit',
      'Mbps',
      'informática',
    ],
    group: 'Tecnología',
    summary: 'bits, bytes, KB, MB, GB, TB, kbit, Mbit, Gbit, Tbit',
    popular: true,
  },
  {
    path: '/convertir-potencia',
    kind: 'converter',
    family: 'potencia',
    label: 'Potencia',
    title: 'Convertidor de potencia: vatios, kilovatios, caballos de fuerza y CV',
    description:
      'Convierte vatios, kilovatios, caballos de fuerza (HP), caballos de vapor (CV), BTU/h y kcal/h con definiciones exactas. 1 CV = 735.49875 W y 1 HP = 745.7 W.',
    keywords: ['convertir CV a kW', 'kW a caballos de fuerza', 'HP a CV', 'BTU a watts', 'conversor de potencia'],
    icon: '🔌',
    tags: [
      'potencia',
      'vatio',
      'watt',
      'kilowatt',
      'caballo de fuerza',
      'caballo de vapor',
      'HP',
      'CV',
      'BTU',
      'aire acondicionado',
      'motor',
    ],
    group: 'Temperatura y energía',
    summary: 'vatios, kilovatios, HP, CV, BTU/h, kcal/h',
    popular: false,
  },
  {
    path: '/convertir-angulos',
    kind: 'converter',
    family: 'angulos',
    label: 'Ángulos',
    title: 'Convertidor de ángulos: grados, radianes, minutos y segundos de arco',
    description:
      'Convierte grados, radianes, minutos y segundos de arco, revoluciones y vueltas al instante. 1° = 0.017453 rad, 1 rad = 57.29578° y una vuelta son 360°.',
    keywords: ['convertir grados a radianes', 'radianes a grados', 'minutos de arco a grados', 'conversor de ángulos'],
    icon: '📐',
    tags: ['ángulo', 'grado', 'radián', 'minuto de arco', 'segundo de arco', 'revolución', 'vuelta', 'trigonometría'],
    group: 'Medidas básicas',
    summary: 'grados, radianes, minutos y segundos de arco, vueltas',
    popular: false,
  },
  {
    path: '/convertir-carga-electrica',
    kind: 'converter',
    family: 'carga-electrica',
    label: 'Carga eléctrica',
    title: 'Convertidor de carga eléctrica: amperios hora, culombios y faradays',
    description:
      'Convierte amperios hora, miliamperios hora, culombios y faradays con valores exactos: 1 Ah = 3600 C, 1 mAh = 3.6 C y un faraday son 96 485.33 C de carga.',
    keywords: [
      'convertir amperios hora a coulombs',
      'mAh a Ah',
      'coulombs a amperios hora',
      'conversor de carga eléctrica',
    ],
    icon: '🔋',
    tags: [
      'carga',
      'electricidad',
      'batería',
      'amperio hora',
      'miliamperio hora',
      'mAh',
      'coulomb',
      'culombio',
      'faraday',
      'electroquímica',
    ],
    group: 'Tecnología',
    summary: 'amperios hora, mAh, culombios, faradays',
    popular: false,
  },
  {
    path: '/convertir-caudal',
    kind: 'converter',
    family: 'caudal',
    label: 'Caudal',
    title: 'Convertidor de caudal: CFM, litros por minuto, m³/h y galones por minuto',
    description:
      'Convierte caudales entre CFM, pies cúbicos por segundo, litros por minuto y por segundo, m³/h y galones por minuto. 1 CFM = 28.316847 L/min, factores exactos.',
    keywords: [
      'convertir cfm a litros por minuto',
      'cfm a m3/h',
      'galones por minuto a litros por minuto',
      'litros por segundo a m3/h',
      'conversor de caudal',
    ],
    icon: '🌀',
    tags: [
      'flujo',
      'caudal',
      'cfm',
      'cfs',
      'gpm',
      'litros por minuto',
      'metros cúbicos por hora',
      'ventilación',
      'bomba',
      'aire acondicionado',
    ],
    group: 'Fluidos y caudal',
    summary: 'CFM, CFS, litros por minuto, litros por segundo, m³/h, galones por minuto',
    popular: false,
  },
  {
    path: '/convertir-fuerza',
    kind: 'converter',
    family: 'fuerza',
    label: 'Fuerza',
    title: 'Convertidor de fuerza: newtons, kilogramos-fuerza, libras-fuerza y dinas',
    description:
      'Convierte newtons, kilogramos-fuerza, libras-fuerza y dinas con las definiciones exactas. 1 N = 0.101972 kgf = 0.224809 lbf; 1 kgf = 9.80665 N. Con ejemplos.',
    keywords: [
      'convertir newtons a kilogramos',
      'newtons a kgf',
      'libras fuerza a newtons',
      'kgf a newtons',
      'conversor de fuerza',
    ],
    icon: '💪',
    tags: ['newton', 'kilogramo-fuerza', 'kgf', 'kilopondio', 'libra-fuerza', 'lbf', 'dina', 'peso', 'empuje'],
    group: 'Presión y fuerza',
    summary: 'newtons, kilogramos-fuerza, libras-fuerza, dinas',
    popular: false,
  },
  {
    path: '/convertir-consumo',
    kind: 'converter',
    family: 'consumo',
    label: 'Consumo de combustible',
    title: 'Convertidor de consumo de combustible: km/L, L/100 km y mpg',
    description:
      'Convierte el consumo de combustible entre km/L, L/100 km, millas por galón (mpg) y km por galón de EE. UU.: 10 km/L = 10 L/100 km y 1 km/L = 2.352 mpg.',
    keywords: [
      'convertir km/l a l/100km',
      'litros cada 100 km a km por litro',
      'mpg a km/l',
      'kilómetros por galón',
      'rendimiento de combustible',
    ],
    icon: '⛽',
    tags: [
      'combustible',
      'gasolina',
      'rendimiento',
      'km/l',
      'l/100km',
      'mpg',
      'millas por galón',
      'kilómetros por galón',
      'auto',
      'coche',
    ],
    group: 'Fluidos y caudal',
    summary: 'km/L, L/100 km, millas por galón, km por galón',
    popular: true,
  },
  {
    path: '/convertir-radiacion',
    kind: 'converter',
    family: 'radiacion',
    label: 'Dosis de radiación',
    title: 'Convertidor de dosis de radiación: grays, sieverts, rads y rems',
    description:
      'Convierte dosis de radiación entre grays, sieverts, rads y rems. 1 Gy = 100 rad, 1 Sv = 100 rem, con factor de ponderación 1 (rayos X, gamma y beta) explicado.',
    keywords: [
      'convertir grays a sieverts',
      'sieverts a rem',
      'rad a gray',
      'milisieverts a rem',
      'dosis de radiación',
    ],
    icon: '☢️',
    tags: ['radiación', 'dosis', 'gray', 'sievert', 'rad', 'rem', 'milisievert', 'rayos x', 'radioterapia'],
    group: 'Radiación',
    summary: 'grays, sieverts, rads, rems',
    popular: false,
  },
  {
    path: '/convertir-radioactividad',
    kind: 'converter',
    family: 'radioactividad',
    label: 'Radiactividad',
    title: 'Convertidor de radiactividad: becquereles, curies y rutherfords',
    description:
      'Convierte la actividad radiactiva entre becquereles, curies y rutherfords con valores exactos: 1 Ci = 3.7 × 10¹⁰ Bq y 1 Rd = 10⁶ Bq, con historia y ejemplos.',
    keywords: [
      'convertir becquerels a curies',
      'curies a becquerels',
      'milicuries a megabecquerels',
      'rutherford a becquerel',
      'actividad radiactiva',
    ],
    icon: '⚛️',
    tags: [
      'radiactividad',
      'radioactividad',
      'actividad',
      'becquerel',
      'curie',
      'rutherford',
      'bq',
      'ci',
      'medicina nuclear',
    ],
    group: 'Radiación',
    summary: 'becquereles, curies, rutherfords',
    popular: false,
  },
  {
    path: '/convertir-numeros',
    kind: 'converter',
    family: 'numeros',
    label: 'Sistemas numéricos',
    title: 'Convertidor de sistemas numéricos: binario, octal, decimal y hexadecimal',
    description:
      'Convierte números enteros entre binario, octal, decimal, hexadecimal y cualquier base de 2 a 36, de forma exacta y sin límite de cifras: 255 = 11111111 = FF.',
    keywords: [
      'convertir decimal a binario',
      'binario a decimal',
      'hexadecimal a decimal',
      'convertidor de bases numéricas',
      'decimal a hexadecimal',
    ],
    icon: '🔢',
    tags: [
      'binario',
      'octal',
      'decimal',
      'hexadecimal',
      'base 36',
      'bases numéricas',
      'sistema numérico',
      'bits',
      'programación',
      'informática',
      'colores hex',
    ],
    group: 'Tecnología',
    summary: 'binario, octal, decimal, hexadecimal, bases de 2 a 36',
    popular: false,
  },
  {
    path: '/convertir-densidad',
    kind: 'converter',
    family: 'densidad',
    label: 'Densidad',
    title: 'Convertidor de densidad: kg/m³, g/L, kg/L y t/m³',
    description:
      'Convierte densidades entre kg/m³, g/L, kg/L, t/m³, kg/dm³ y mg/L con factores exactos. 1 kg/L = 1000 kg/m³ y 1 g/L = 1 kg/m³. Agua, aire, oro y más.',
    keywords: ['convertir kg/m3 a g/L', 'kg/L a kg/m3', 'convertidor de densidad', 'densidad del agua', 'mg/L a g/m3'],
    icon: '🧊',
    tags: [
      'densidad',
      'masa',
      'volumen',
      'kg/m³',
      'gramos por litro',
      'kilogramos por litro',
      'concentración',
      'peso específico',
    ],
    group: 'Fluidos y caudal',
    summary: 'kg/m³, g/L, kg/L, t/m³, mg/L',
    popular: false,
  },
  {
    path: '/convertir-precios-alimentos',
    kind: 'converter',
    family: 'precios-alimentos',
    label: 'Precio por peso',
    title: 'Convertidor de precios por peso: precio por kilo, 500 g y 100 g',
    description:
      'Calcula el precio por kilo, por medio kilo, por 100 g o por gramo y compara envases de distinto peso en el súper para saber cuál sale realmente más barato.',
    keywords: [
      'precio por kilo',
      'calcular precio por kilo',
      'precio unitario',
      'precio por 100 gramos',
      'comparar precios supermercado',
    ],
    icon: '🛒',
    tags: ['precio', 'kilo', 'supermercado', 'compra', 'comida', 'alimentos', 'precio unitario', 'gramos', 'ahorro'],
    group: 'Medidas especiales',
    summary: 'precio por kilo, 500 g, 250 g, 100 g, gramo',
    popular: true,
  },
  {
    path: '/convertir-pie-horma',
    kind: 'converter',
    family: 'pie-horma',
    label: 'Pie y horma',
    title: 'Convertidor de largo del pie a horma y tallas de calzado',
    description:
      'Convierte el largo del pie en largo de horma (pie + 2/3 de pulgada) en mm, cm o pulgadas y consulta la talla de calzado aproximada en EU, EE. UU. y R. U.',
    keywords: [
      'largo del pie a talla',
      'horma de zapato',
      'talla de zapato por centímetros',
      'convertir talla de calzado',
      'medir el pie',
    ],
    icon: '👟',
    tags: ['pie', 'horma', 'zapato', 'calzado', 'talla', 'número de zapato', 'EU', 'US', 'UK'],
    group: 'Medidas especiales',
    summary: 'pie y horma en mm, cm y pulgadas; tallas EU, EE. UU. y R. U.',
    popular: false,
  },
  {
    path: '/convertir-anillos',
    kind: 'converter',
    family: 'anillos',
    label: 'Anillos',
    title: 'Convertidor de medidas de anillos: diámetro, circunferencia y tallas',
    description:
      'Convierte diámetro y circunferencia de un anillo en mm o pulgadas y consulta la talla equivalente en España, EE. UU., Reino Unido y Francia en una tabla.',
    keywords: [
      'talla de anillo',
      'medir talla de anillo',
      'diámetro de anillo en mm',
      'tallas de anillos España Estados Unidos',
      'circunferencia del dedo',
    ],
    icon: '💍',
    tags: ['anillo', 'sortija', 'talla', 'joyería', 'diámetro', 'circunferencia', 'dedo', 'alianza'],
    group: 'Medidas especiales',
    summary: 'diámetro, circunferencia; tallas de España, EE. UU., R. U. y Francia',
    popular: false,
  },
  {
    path: '/convertir-pesos-antiguos',
    kind: 'converter',
    family: 'pesos-antiguos',
    label: 'Pesos antiguos',
    title: 'Convertidor de pesos antiguos españoles: arrobas, libras y quintales',
    description:
      'Convierte arrobas, quintales, libras, onzas, marcos, adarmes y fanegas castellanas entre sí y a kilogramos, con la libra de 460.0093 g. 1 arroba = 25 libras.',
    keywords: [
      'arroba a kilos',
      'cuánto pesa una arroba',
      'libra castellana en gramos',
      'quintal a kilos',
      'medidas antiguas de peso',
    ],
    icon: '📜',
    tags: [
      'arroba',
      'quintal',
      'libra',
      'onza',
      'marco',
      'adarme',
      'fanega',
      'Castilla',
      'historia',
      'medidas antiguas',
    ],
    group: 'Medidas especiales',
    summary: 'arrobas, quintales, libras, onzas, adarmes, fanegas',
    popular: false,
  },
  {
    path: '/convertir-de-mayusculas-a-minusculas',
    kind: 'tool',
    label: 'Mayúsculas a minúsculas',
    title: 'Convertir de mayúsculas a minúsculas',
    description:
      'Pasa cualquier texto de mayúsculas a minúsculas al instante, sin perder tildes, eñes ni diéresis. Pega el texto, pulsa el botón y copia el resultado. Gratis.',
    keywords: [
      'convertir mayúsculas a minúsculas',
      'pasar texto a minúsculas',
      'quitar mayúsculas',
      'convertidor de mayúsculas y minúsculas',
      'minúsculas online',
    ],
    icon: '🔡',
    tags: ['texto', 'minúsculas', 'mayúsculas', 'letras', 'bloq mayús', 'caps lock', 'tildes', 'convertir texto'],
    group: 'Utilidades',
    summary: 'texto en minúsculas con tildes y eñes',
  },
  {
    path: '/convertir-de-minusculas-a-mayusculas',
    kind: 'tool',
    label: 'Minúsculas a mayúsculas',
    title: 'Convertir de minúsculas a mayúsculas',
    description:
      'Convierte texto de minúsculas a mayúsculas con las tildes en su sitio, como pide la RAE: ÁRBOL, CAMIÓN, AÑO. Pega el texto, pulsa el botón y copia el resultado.',
    keywords: [
      'convertir minúsculas a mayúsculas',
      'pasar texto a mayúsculas',
      'mayúsculas con tilde',
      'convertidor de texto a mayúsculas',
      'mayúsculas online',
    ],
    icon: '🔠',
    tags: ['texto', 'mayúsculas', 'minúsculas', 'letras', 'tildes', 'RAE', 'convertir texto', 'caps'],
    group: 'Utilidades',
    summary: 'texto en mayúsculas con tildes, como pide la RAE',
  },
  {
    path: '/cafes-tomados',
    kind: 'fun',
    label: 'Cafés tomados',
    title: 'Medidor de cafés tomados: ¿cuántas tazas llevas hoy?',
    description:
      'Mueve el deslizador, di cuántas tazas de café llevas hoy y descubre tu nivel cafetero: cafeína aproximada, pulsaciones de broma y la siesta que te debes.',
    keywords: [
      'cuántos cafés tomé hoy',
      'cafeína por taza de café',
      'medidor de café',
      'calculadora de cafeína',
      'cuánta cafeína es mucho',
    ],
    icon: '☕',
    tags: ['café', 'cafeína', 'taza', 'tazas', 'humor', 'divertido', 'siesta', 'energía'],
    group: 'Herramientas divertidas',
    summary: 'tazas, cafeína, pulsaciones y siesta',
  },
  {
    path: '/velocidad-chanclas',
    kind: 'fun',
    label: 'Velocidad de la chancla',
    title: 'Velocidad de la chancla: el medidor de la chancla voladora de mamá',
    description:
      'Elige a qué velocidad vuela la chancla de mamá, de 0 a 60 km/h, y descubre su nivel en la escala, del aviso amistoso a la leyenda familiar. Puro humor.',
    keywords: ['chancla voladora', 'velocidad de la chancla', 'chancla de mamá', 'meme de la chancla', 'humor latino'],
    icon: '🩴',
    tags: ['chancla', 'chancleta', 'chinela', 'sandalia', 'mamá', 'humor', 'divertido', 'velocidad', 'km/h'],
    group: 'Herramientas divertidas',
    summary: 'de 0 a 60 km/h, del aviso a la leyenda',
  },
  {
    path: '/expresiones-comunes-en-los-paises-latinoamericanos',
    kind: 'fun',
    label: 'Expresiones por país',
    title: 'Expresiones comunes en los países latinoamericanos',
    description:
      'Cómo se dice dinero, amigo, trabajo, fiesta o autobús en México, España, Cuba, Argentina, Colombia, Perú, Venezuela y EE. UU.: 10 expresiones en 8 países.',
    keywords: [
      'expresiones latinoamericanas',
      'modismos por país',
      'jerga latinoamericana',
      'palabras coloquiales',
      'cómo se dice en cada país',
    ],
    icon: '🗣️',
    tags: [
      'modismos',
      'jerga',
      'argot',
      'slang',
      'coloquial',
      'regionalismos',
      'países',
      'spanglish',
      'México',
      'Argentina',
      'Colombia',
    ],
    group: 'Herramientas divertidas',
    summary: '10 expresiones en 8 países',
  },
  {
    path: '/calculadora-de-deuda-e-interes',
    kind: 'calculator',
    label: 'Deuda e interés',
    title: 'Calculadora de deuda e interés: pagos y tabla de amortización',
    description:
      'Calcula el pago de un préstamo, el total de intereses y la tabla de amortización completa, con pagos diarios, semanales, quincenales, mensuales o anuales.',
    keywords: [
      'calculadora de préstamos',
      'tabla de amortización',
      'calcular intereses de un préstamo',
      'pago mensual de un crédito',
      'calculadora de deuda',
    ],
    icon: '💰',
    tags: [
      'préstamo',
      'crédito',
      'deuda',
      'interés',
      'intereses',
      'amortización',
      'mensualidad',
      'hipoteca',
      'pago',
      'CSV',
      'pesos',
    ],
    group: 'Utilidades',
    summary: 'pago por periodo, intereses, tabla de amortización y CSV',
  },
  {
    path: '/calcular-cuanto-dura',
    kind: 'calculator',
    label: 'Calcular cuánto dura',
    title: 'Calcular cuánto dura: tiempo entre dos fechas en años, meses y días',
    description:
      'Calcula cuánto tiempo hay entre dos fechas y horas en años, meses, días, horas y minutos de calendario, desde acontecimientos históricos o tu nacimiento.',
    keywords: [
      'calcular tiempo entre fechas',
      'cuánto tiempo ha pasado',
      'días entre dos fechas',
      'calcular edad exacta',
      'cuántos días faltan',
    ],
    icon: '⏳',
    tags: [
      'duración',
      'fechas',
      'días entre fechas',
      'edad',
      'cumpleaños',
      'cuenta atrás',
      'aniversario',
      'jubilación',
      'calendario',
      'historia',
    ],
    group: 'Tiempo y velocidad',
    summary: 'años, meses, días, horas y minutos entre dos fechas',
  },
  {
    path: '/calculadora-de-tiempo-y-duracion',
    kind: 'calculator',
    aliasOf: '/calcular-cuanto-dura',
    label: 'Calcular cuánto dura',
    // The same screen as /calcular-cuanto-dura (D25): the same title as its H1.
    title: 'Calcular cuánto dura: tiempo entre dos fechas en años, meses y días',
    description:
      'Calculadora de duración: años, meses y días de calendario entre dos fechas, con horas y minutos, días vividos, próximo cumpleaños y cuenta atrás. Gratis.',
    keywords: [
      'calculadora de tiempo',
      'calculadora de duración',
      'duración entre fechas',
      'días vividos',
      'cuenta atrás',
    ],
    icon: '📅',
    tags: [
      'duración',
      'tiempo',
      'fechas',
      'horas',
      'minutos',
      'edad',
      'días vividos',
      'próximo cumpleaños',
      'cuenta regresiva',
    ],
    group: 'Tiempo y velocidad',
    summary: 'duración de calendario, edad, cumpleaños y cuenta atrás',
  },
  {
    path: '/que-hora-es-en-cualquier-parte-del-mundo',
    kind: 'calculator',
    label: 'Reloj mundial',
    title: '¿Qué hora es en cualquier parte del mundo? Reloj mundial',
    description:
      'Consulta la hora exacta en 41 ciudades de América, Europa, Asia, Oceanía y África, con su fecha y la diferencia con tu hora local, horario de verano incluido.',
    keywords: ['qué hora es en', 'reloj mundial', 'hora en otros países', 'diferencia horaria', 'zonas horarias'],
    icon: '🌍',
    tags: [
      'hora',
      'reloj',
      'zona horaria',
      'huso horario',
      'UTC',
      'GMT',
      'horario de verano',
      'diferencia horaria',
      'ciudades',
      'países',
      'hora mundial',
    ],
    group: 'Tiempo y velocidad',
    summary: 'la hora en 41 ciudades y su diferencia con la tuya',
  },
  {
    path: '/buscar-convertidor',
    kind: 'tool',
    label: 'Buscar convertidor',
    title: 'Buscar convertidor o calculadora',
    description:
      'Encuentra al instante el convertidor o la calculadora que necesitas: escribe una unidad o una medida, sin preocuparte por tildes ni mayúsculas.',
    keywords: ['buscar conversor', 'buscador de convertidores', 'lista de conversores de unidades'],
    icon: '🔍',
    tags: ['buscar', 'buscador', 'lista', 'todas'],
    group: 'Utilidades',
    summary: 'todos los convertidores y calculadoras',
  },
  {
    path: '/mapa-sitio',
    kind: 'static',
    label: 'Mapa del sitio',
    title: 'Mapa del sitio',
    description:
      'Todas las páginas de Conviértelo en un solo lugar: convertidores de unidades, calculadoras y herramientas divertidas, agrupados por tema para encontrarlos rápido.',
    keywords: ['mapa del sitio', 'lista de conversores', 'todas las calculadoras'],
    icon: '🗺️',
    tags: ['mapa', 'índice', 'todas las páginas'],
    group: 'Utilidades',
    summary: 'todas las páginas por tema',
  },
  {
    path: '/terminos',
    kind: 'legal',
    label: 'Términos de uso',
    title: 'Términos de uso',
    description:
      'Condiciones de uso de Conviértelo: herramientas gratuitas y sin registro, cálculos hechos en tu navegador y resultados ofrecidos tal cual, sin garantía.',
    keywords: ['términos de uso', 'condiciones', 'aviso legal'],
    icon: '📄',
    tags: ['términos', 'condiciones', 'legal'],
    group: 'Utilidades',
    summary: 'condiciones de uso',
  },
  {
    path: '/privacidad',
    kind: 'legal',
    label: 'Privacidad',
    title: 'Política de privacidad',
    description:
      'Conviértelo no tiene cuentas, no guarda lo que escribes, no usa cookies ni rastreadores de terceros: todos los cálculos se hacen en tu propio navegador.',
    keywords: ['política de privacidad', 'cookies', 'datos personales'],
    icon: '🔒',
    tags: ['privacidad', 'cookies', 'datos'],
    group: 'Utilidades',
    summary: 'qué datos se tratan: ninguno',
  },
] as const satisfies readonly SiteRoute[];

/** Every address the site serves: a typo in pageMetadata('/typo') fails to compile, not at build. */
export type RoutePath = (typeof ROUTES)[number]['path'];

/** A route of the list above: its path (and the path it repeats) are known addresses, fit for a typed link. */
export type KnownRoute = SiteRoute<RoutePath>;

/** Every route, read as the interface says (`as const` above serves RoutePath; aliases included). */
const ALL_ROUTES: readonly KnownRoute[] = ROUTES;

/** The routes menus, footer, home, finder and site map list: every one but the alias addresses (D25). */
export const listedRoutes = (): readonly KnownRoute[] => ALL_ROUTES.filter((route) => !route.aliasOf);

export function routeFor(path: RoutePath): KnownRoute {
  const route = ALL_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Ruta no registrada en lib/site.ts: ${path}`);
  return route;
}

/** The route whose address search engines should index for `path`: itself, or the one an alias repeats (D25). */
export function canonicalRouteFor(path: RoutePath): KnownRoute {
  const route = routeFor(path);
  const repeated = route.aliasOf && ALL_ROUTES.find((candidate) => candidate.path === route.aliasOf);
  return repeated || route;
}

export const converterRoutes = (): KnownRoute[] => listedRoutes().filter((route) => route.kind === 'converter');

export const calculatorRoutes = (): KnownRoute[] => listedRoutes().filter((route) => route.kind === 'calculator');

export const absoluteUrl = (path: string): string => `${SITE_ORIGIN}${path === '/' ? '' : path}`;
