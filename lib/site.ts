/**
 * The one list of the site's pages (STYLE rule 1): header menus, footer, home, finder, site map, metadata and
 * the registry test all read it. A page is listed here only once its route exists.
 */

export const SITE_NAME = 'Conviértelo';

/** D1: the public origin, without a trailing slash. */
export const SITE_ORIGIN = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export const SITE_TAGLINE = 'Conversores de unidades y calculadoras gratis, exactos y al instante, en español.';

/** Site-map groups of spec 001, in their order. */
export const SITE_GROUPS = [
  'Medidas Básicas',
  'Temperatura y Energía',
  'Tiempo y Velocidad',
  'Presión y Fuerza',
  'Tecnología',
  'Fluidos y Caudal',
  'Radiación',
  'Medidas Especiales',
  'Herramientas Divertidas',
  'Utilidades',
] as const;

export type SiteGroup = (typeof SITE_GROUPS)[number];

export type RouteKind = 'home' | 'converter' | 'calculator' | 'fun' | 'tool' | 'legal';

export interface SiteRoute {
  path: string;
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
  /** Shown in 'Conversiones Populares' on the home page. */
  popular?: boolean;
}

export const ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    kind: 'home',
    label: 'Inicio',
    title: 'Conversores de unidades y calculadoras en español',
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
    group: 'Medidas Básicas',
    summary: 'metros, centímetros, kilómetros, pies, pulgadas, millas',
    popular: true,
  },
  {
    path: '/convertir-area',
    kind: 'converter',
    family: 'area',
    label: 'Área',
    title: 'Convertidor de área: metros cuadrados, pies cuadrados, hectáreas y acres',
    description: 'Convierte metros cuadrados, pies cuadrados, hectáreas, acres, km² y cm² con factores exactos. 1 m² = 10.7639 ft², 1 ha = 2.4711 acres, 1 acre = 4046.86 m².',
    keywords: ['convertir metros cuadrados a pies cuadrados', 'hectáreas a acres', 'acres a hectáreas', 'pies cuadrados a metros cuadrados', 'conversor de área'],
    icon: '📐',
    tags: ['superficie', 'metro cuadrado', 'pie cuadrado', 'hectárea', 'acre', 'kilómetro cuadrado', 'centímetro cuadrado', 'terreno'],
    group: 'Medidas Básicas',
    summary: 'metros cuadrados, pies cuadrados, kilómetros cuadrados, hectáreas, acres, centímetros cuadrados',
    popular: true,
  },
  {
    path: '/convertir-peso',
    kind: 'converter',
    family: 'peso',
    label: 'Peso',
    title: 'Convertidor de peso: kilogramos, libras, onzas y gramos',
    description: 'Convierte kilogramos, gramos, libras, onzas y toneladas con los factores exactos. 1 kg = 2.2046 lb, 1 lb = 0.45359237 kg, 1 oz = 28.3495 g, 1 lb = 16 oz.',
    keywords: ['convertir kilos a libras', 'libras a kilogramos', 'onzas a gramos', 'gramos a onzas', 'conversor de peso'],
    icon: '⚖️',
    tags: ['masa', 'kilo', 'kilogramo', 'gramo', 'libra', 'onza', 'tonelada'],
    group: 'Medidas Básicas',
    summary: 'kilogramos, gramos, libras, onzas, toneladas',
    popular: true,
  },
  {
    path: '/convertir-temperatura',
    kind: 'converter',
    family: 'temperatura',
    label: 'Temperatura',
    title: 'Convertidor de temperatura: Celsius, Fahrenheit y kelvin',
    description: 'Convierte grados Celsius, Fahrenheit y kelvin con las fórmulas exactas: 1 °C = 33.8 °F, 0 °C = 273.15 K y −40 °C = −40 °F. Avisa bajo el cero absoluto.',
    keywords: ['convertir celsius a fahrenheit', 'fahrenheit a celsius', 'kelvin a celsius', 'conversor de temperatura', 'cuántos grados fahrenheit son'],
    icon: '🌡️',
    tags: ['grados', 'calor', 'frío', 'clima', 'termómetro', 'centígrados', 'celsius', 'fahrenheit', 'kelvin', 'cero absoluto'],
    group: 'Temperatura y Energía',
    summary: 'Celsius, Fahrenheit, kelvin',
    popular: true,
  },
  {
    path: '/convertir-tiempo',
    kind: 'converter',
    family: 'tiempo',
    label: 'Tiempo',
    title: 'Convertidor de tiempo: horas, minutos, segundos, días y años',
    description: 'Convierte años, meses, semanas, días, horas, minutos, segundos, milisegundos y microsegundos. 1 h = 60 min, 1 día = 86400 s y 1 año = 365.25 días.',
    keywords: ['convertir horas a minutos', 'minutos a segundos', 'días a horas', 'años a días', 'conversor de tiempo'],
    icon: '⏱️',
    tags: ['hora', 'minuto', 'segundo', 'día', 'semana', 'mes', 'año', 'milisegundo', 'microsegundo', 'duración'],
    group: 'Tiempo y Velocidad',
    summary: 'años, meses, semanas, días, horas, minutos, segundos, milisegundos, microsegundos',
    popular: true,
  },
  {
    path: '/convertir-volumen',
    kind: 'converter',
    family: 'volumen',
    label: 'Volumen',
    title: 'Convertidor de volumen: litros, galones, mililitros y onzas líquidas',
    description: 'Convierte litros, mililitros, m³, galones US e imperiales, pies y pulgadas cúbicas y onzas líquidas. 1 L = 0.264172 galones US, 1 galón US = 3.785411784 L.',
    keywords: ['convertir litros a galones', 'galones a litros', 'onzas líquidas a mililitros', 'metros cúbicos a litros', 'conversor de volumen'],
    icon: '🧪',
    tags: ['capacidad', 'litro', 'mililitro', 'galón', 'metro cúbico', 'centímetro cúbico', 'pie cúbico', 'pulgada cúbica', 'onza líquida'],
    group: 'Medidas Básicas',
    summary: 'litros, mililitros, metros cúbicos, galones US y UK, pies cúbicos, pulgadas cúbicas, onzas líquidas',
    popular: true,
  },
  {
    path: '/convertir-velocidad',
    kind: 'converter',
    family: 'velocidad',
    label: 'Velocidad',
    title: 'Convertidor de velocidad: km/h, mph, m/s y nudos',
    description: 'Convierte kilómetros por hora, millas por hora, metros por segundo y nudos con factores exactos: 1 km/h = 0.6214 mph, 1 m/s = 3.6 km/h, 1 kn = 1.852 km/h.',
    keywords: ['convertir km/h a mph', 'millas por hora a kilómetros por hora', 'metros por segundo a km/h', 'nudos a km/h', 'conversor de velocidad'],
    icon: '💨',
    tags: ['rapidez', 'kilómetros por hora', 'millas por hora', 'metros por segundo', 'nudos', 'viento', 'coche', 'barco', 'avión'],
    group: 'Tiempo y Velocidad',
    summary: 'km/h, mph, m/s, nudos',
    popular: false,
  },
  {
    path: '/convertir-energia',
    kind: 'converter',
    family: 'energia',
    label: 'Energía',
    title: 'Convertidor de energía: julios, calorías, kilocalorías y kWh',
    description: 'Convierte julios, calorías, kilocalorías y kilovatios hora con factores exactos: 1 cal = 4.184 J, 1 kcal = 4184 J y 1 kWh = 3 600 000 J. Gratis y al instante.',
    keywords: ['convertir julios a calorías', 'kilocalorías a julios', 'kWh a kcal', 'conversor de energía', 'calorías a kilojulios'],
    icon: '⚡',
    tags: ['energía', 'julio', 'joule', 'caloría', 'kilocaloría', 'kcal', 'kilovatio hora', 'kWh', 'calor', 'nutrición', 'electricidad'],
    group: 'Temperatura y Energía',
    summary: 'julios, calorías, kilocalorías, kilovatios hora',
    popular: false,
  },
  {
    path: '/convertir-medidas-circulares',
    kind: 'converter',
    family: 'medidas-circulares',
    label: 'Medidas circulares',
    title: 'Convertidor de medidas circulares: radianes, grados y gon',
    description: 'Convierte radianes, grados decimales y en d°m′s″, grados centesimales, sextantes, circunferencias y minutos y segundos de arco. 1 vuelta = 2π rad = 360°.',
    keywords: ['convertir grados a radianes', 'radianes a grados', 'grados minutos y segundos', 'grados centesimales', 'conversor de ángulos'],
    icon: '🧭',
    tags: ['ángulo', 'radián', 'grado', 'sexagesimal', 'centesimal', 'gon', 'gradián', 'sextante', 'circunferencia', 'minuto de arco', 'segundo de arco', 'coordenadas'],
    group: 'Medidas Especiales',
    summary: 'radianes, grados, d°m′s″, grados centesimales, sextantes, minutos y segundos de arco',
    popular: false,
  },
  {
    path: '/longitud-tacos',
    kind: 'converter',
    family: 'tacos',
    label: 'Longitud en tacos',
    title: 'Convertidor de longitud a tacos: metros, tacos y tortillas',
    description: '¿Cuántos tacos mide una cancha de fútbol? Convierte metros a tacos acostados, tacos de pie y tortillas con aritmética exacta. Una forma sabrosa de medir.',
    keywords: ['metros a tacos', 'cuántos tacos mide', 'longitud en tacos', 'medir en tortillas', 'convertidor de tacos'],
    icon: '🌮',
    tags: ['tacos', 'taco', 'tortilla', 'humor', 'divertido', 'metros', 'comida mexicana', 'broma'],
    group: 'Herramientas Divertidas',
    summary: 'metros, tacos a lo largo, tacos de pie, tortillas',
    popular: false,
  },
  {
    path: '/buscar-convertidor',
    kind: 'tool',
    label: 'Buscar convertidor',
    title: 'Buscar convertidor o calculadora',
    description:
      'Encuentra al instante el conversor o la calculadora que necesitas: escribe una unidad o una medida, sin preocuparte por tildes ni mayúsculas.',
    keywords: ['buscar conversor', 'buscador de convertidores', 'lista de conversores de unidades'],
    icon: '🔍',
    tags: ['buscar', 'buscador', 'lista', 'todas'],
    group: 'Utilidades',
    summary: 'todos los conversores y calculadoras',
  },
] as const;

export function routeFor(path: string): SiteRoute {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Ruta no registrada en lib/site.ts: ${path}`);
  return route;
}

export const converterRoutes = (): SiteRoute[] => ROUTES.filter((route) => route.kind === 'converter');

export const calculatorRoutes = (): SiteRoute[] => ROUTES.filter((route) => route.kind === 'calculator');

export const funRoutes = (): SiteRoute[] => ROUTES.filter((route) => route.group === 'Herramientas Divertidas');

export const absoluteUrl = (path: string): string => `${SITE_ORIGIN}${path === '/' ? '' : path}`;
