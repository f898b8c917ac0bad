/**
 * The one list of the site's pages (STYLE rule 1): header menus, footer, home, finder, site map, metadata and the
 * registry test all read it. The converters' entries are their family modules' own (D28), each carrying its module;
 * this file adds the other pages. It sits above the families: nothing below lib/families imports it (STYLE 16).
 */
import { clothingSizesRoute } from './content/clothing-sizes';
import { electricPowerRoute } from './content/electric-power';
import { route as paceRoute } from './content/pace';
import { route as paperSizesRoute } from './content/paper-sizes';
import { route as recipeRoute } from './content/recipe';
import { romanNumeralsRoute } from './content/roman-numerals';
import { route as slopeRoute } from './content/slope';
import { tyresRoute } from './content/tyres';
import { CONVERTERS } from './families';
import type { ConverterModule } from './families/define';
import type { SiteRoute } from './site-config';
import { numbersInWordsRoute } from './tools/numbers-in-words/words';
import { TIME_ZONE_PATH } from './tools/time-zones';

/** D28: each converter's entry, as its family module declares it, with the module itself. */
const CONVERTER_ROUTES = CONVERTERS.map((module) => ({ ...module.route, kind: 'converter' as const, module }));

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
  ...CONVERTER_ROUTES,
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
  numbersInWordsRoute,
  romanNumeralsRoute,
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
    // The address keeps its old word (links and search results point at it); the title says what the page covers:
    // Latin America, Spain and the Spanish of the United States (issue 32).
    title: 'Expresiones comunes del español según el país',
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
  paceRoute,
  slopeRoute,
  tyresRoute,
  electricPowerRoute,
  paperSizesRoute,
  clothingSizesRoute,
  recipeRoute,
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
    path: TIME_ZONE_PATH,
    kind: 'calculator',
    label: 'Convertir zona horaria',
    title: 'Convertir zona horaria: una hora de una ciudad en otra, con horario de verano',
    description:
      'Convierte una hora de una ciudad a otra y mírala en todas las capitales hispanohablantes, con el horario de verano de cada país y el cambio de día.',
    keywords: [
      'convertir zona horaria',
      'convertidor de zona horaria',
      'diferencia horaria entre ciudades',
      'hora de españa en méxico',
      'conversor de husos horarios',
    ],
    icon: '🕒',
    tags: [
      'zona horaria',
      'huso horario',
      'hora',
      'UTC',
      'GMT',
      'horario de verano',
      'diferencia horaria',
      'cambio de hora',
      'reunión',
      'videollamada',
      'ciudades',
      'capitales',
    ],
    group: 'Tiempo y velocidad',
    summary: 'una hora en otra ciudad, con horario de verano y cambio de día',
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

/** A route of the list above: its path (and the path it repeats) are known addresses; a converter's, its module. */
export type KnownRoute = SiteRoute<RoutePath> & { module?: ConverterModule };

/** Every route, read as the interface says (`as const` above serves RoutePath; aliases included). */
const ALL_ROUTES: readonly KnownRoute[] = ROUTES;

/** The routes menus, footer, home, finder and site map list: every one but the alias addresses (D25). */
export const listedRoutes = (): readonly KnownRoute[] => ALL_ROUTES.filter((route) => !route.aliasOf);

export function routeFor(path: RoutePath): KnownRoute {
  const route = ALL_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Ruta no registrada en lib/routes.ts: ${path}`);
  return route;
}

/** Whether `path` is an address of the list: for links written as text in data below the route list. */
export const isRoutePath = (path: string): path is RoutePath => ALL_ROUTES.some((route) => route.path === path);

/** The route whose address search engines should index for `path`: itself, or the one an alias repeats (D25). */
export function canonicalRouteFor(path: RoutePath): KnownRoute {
  const route = routeFor(path);
  const repeated = route.aliasOf && ALL_ROUTES.find((candidate) => candidate.path === route.aliasOf);
  return repeated || route;
}

export const converterRoutes = (): KnownRoute[] => listedRoutes().filter((route) => route.kind === 'converter');

export const calculatorRoutes = (): KnownRoute[] => listedRoutes().filter((route) => route.kind === 'calculator');
