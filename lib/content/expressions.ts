import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';
import type { TextSection } from './types';

/**
 * Everyday colloquial words of eight Spanish-speaking countries (spec 001 'Expressions': 10 phrases × 8
 * countries; D20: written fresh, real and widely recognised forms). Where two forms are common both are given,
 * separated by ' / '. A note says where a form comes from when that matters (always for the United States,
 * whose Spanish is that of several communities).
 */

export const COUNTRY_CODES = ['mx', 'es', 'cu', 'ar', 'us', 'co', 'pe', 've'] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface Country {
  code: CountryCode;
  name: string;
  flag: string;
  /** Shown under the name where the column is a variety rather than a national standard. */
  variety?: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'mx', name: 'México', flag: '🇲🇽' },
  { code: 'es', name: 'España', flag: '🇪🇸' },
  { code: 'cu', name: 'Cuba', flag: '🇨🇺' },
  { code: 'ar', name: 'Argentina', flag: '🇦🇷' },
  { code: 'us', name: 'Estados Unidos', flag: '🇺🇸', variety: 'español de Estados Unidos' },
  { code: 'co', name: 'Colombia', flag: '🇨🇴' },
  { code: 'pe', name: 'Perú', flag: '🇵🇪' },
  { code: 've', name: 'Venezuela', flag: '🇻🇪' },
];

export interface Expression {
  key: string;
  /** The everyday meaning, in neutral Spanish. */
  meaning: string;
  /** The expression per country code (spec 001 §3: 'Expression: text per country code'). */
  texts: Readonly<Record<CountryCode, string>>;
  notes?: Readonly<Partial<Record<CountryCode, string>>>;
}

export const EXPRESSIONS: readonly Expression[] = [
  {
    key: 'dinero',
    meaning: 'Dinero',
    texts: {
      mx: 'lana',
      es: 'pasta',
      cu: 'baro',
      ar: 'guita',
      us: 'chavos / feria',
      co: 'plata / lucas',
      pe: 'billete / lucas',
      ve: 'real / churupos',
    },
    notes: {
      us: 'chavos, entre puertorriqueños; feria, entre mexicoamericanos',
      co: 'una luca son mil pesos',
      pe: 'una luca es un sol',
      ve: '«no tengo real»: no tengo dinero',
    },
  },
  {
    key: 'amigo',
    meaning: 'Amigo',
    texts: {
      mx: 'cuate / compa',
      es: 'colega',
      cu: 'asere / consorte',
      ar: 'gomía',
      us: 'carnal / bro',
      co: 'parce / parcero',
      pe: 'pata / causa',
      ve: 'pana',
    },
    notes: {
      ar: '«amigo» con las sílabas al revés (vesre)',
      us: 'carnal, en el habla chicana; bro, del inglés',
    },
  },
  {
    key: 'genial',
    meaning: '¡Genial! (muy bueno)',
    texts: {
      mx: 'chido / padre',
      es: 'guay',
      cu: 'chévere / está en talla',
      ar: 'copado / bárbaro',
      us: 'cool / suave',
      co: 'bacano / chévere',
      pe: 'bacán / mostro',
      ve: 'chévere / fino',
    },
    notes: {
      us: 'cool, del inglés; suave, en el habla chicana',
    },
  },
  {
    key: 'trabajo',
    meaning: 'Trabajo',
    texts: {
      mx: 'chamba',
      es: 'curro',
      cu: 'pincha',
      ar: 'laburo',
      us: 'jale',
      co: 'camello',
      pe: 'chamba',
      ve: 'chamba',
    },
    notes: {
      ar: 'del italiano lavoro, a través del lunfardo',
      us: 'entre mexicoamericanos; también en el norte de México',
    },
  },
  {
    key: 'fiesta',
    meaning: 'Fiesta',
    texts: {
      mx: 'pachanga / reventón',
      es: 'juerga / fiestón',
      cu: 'guateque / rumba',
      ar: 'farra / joda',
      us: 'pari',
      co: 'rumba',
      pe: 'tono / juerga',
      ve: 'rumba / bonche',
    },
    notes: {
      ar: '«ir de joda»: salir de fiesta',
      us: 'del inglés party',
    },
  },
  {
    key: 'autobus',
    meaning: 'Autobús',
    texts: {
      mx: 'camión / pesero',
      es: 'bus / guagua',
      cu: 'guagua',
      ar: 'colectivo / bondi',
      us: 'bus / guagua',
      co: 'bus / buseta',
      pe: 'micro / combi',
      ve: 'camionetica / buseta',
    },
    notes: {
      mx: 'pesero: microbús de la Ciudad de México',
      es: 'guagua, en Canarias',
      us: 'guagua, entre cubanos, puertorriqueños y dominicanos',
      co: 'buseta: autobús pequeño',
      pe: 'combi: furgoneta de transporte público',
    },
  },
  {
    key: 'nino',
    meaning: 'Niño',
    texts: {
      mx: 'chamaco / escuincle',
      es: 'crío / chaval',
      cu: 'fiñe / chama',
      ar: 'pibe / nene',
      us: 'chamaco / nene',
      co: 'pelado / chino',
      pe: 'chibolo',
      ve: 'chamito / carajito',
    },
    notes: {
      us: 'chamaco, entre mexicoamericanos; nene, entre puertorriqueños',
      co: 'chino, sobre todo en Bogotá',
    },
  },
  {
    key: 'cerveza',
    meaning: 'Cerveza',
    texts: {
      mx: 'chela / cheve',
      es: 'birra / caña',
      cu: 'una fría',
      ar: 'birra',
      us: 'chela / una fría',
      co: 'pola',
      pe: 'chela',
      ve: 'birra / una fría',
    },
    notes: {
      es: 'caña: cerveza de barril en vaso pequeño',
      us: 'chela, entre mexicoamericanos; una fría, entre caribeños',
      co: 'por la antigua marca La Pola',
    },
  },
  {
    key: 'saludo',
    meaning: 'Saludo informal (¿qué tal?)',
    texts: {
      mx: '¿Qué onda?',
      es: '¿Qué pasa? / ¿Qué tal?',
      cu: '¿Qué bola?',
      ar: '¿Qué hacés? / ¿Cómo andás?',
      us: '¿Qué onda? / ¿Qué es la que hay?',
      co: '¿Quiubo? / ¿Qué más?',
      pe: '¿Qué fue?',
      ve: '¿Qué más? / ¡Épale!',
    },
    notes: {
      us: '¿Qué onda?, entre mexicoamericanos; ¿Qué es la que hay?, entre puertorriqueños',
    },
  },
  {
    key: 'de-acuerdo',
    meaning: 'De acuerdo (vale)',
    texts: {
      mx: 'sale / órale',
      es: 'vale',
      cu: 'dale',
      ar: 'dale',
      us: 'OK / dale',
      co: 'listo / de una',
      pe: 'ya / ya pues',
      ve: 'dale',
    },
    notes: {
      us: 'dale, muy oído en Miami',
    },
  },
];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** 'todos' or one country: the filter of the expressions table. */
export type CountryFilter = 'todos' | CountryCode;

/**
 * The filter carried by the address (?pais=mx). Anything that is not one of the eight codes (a typo, an
 * injection attempt) is ignored and the table shows every country; the value is never rendered.
 */
const COUNTRY_KEYS = { country: 'pais' } as const;

export function countryFilterFromQuery(search: string): CountryFilter {
  const value = readQuery(search, COUNTRY_KEYS).country?.trim().toLowerCase() ?? '';
  return isCountryCode(value) ? value : 'todos';
}

export function queryFromCountryFilter(filter: CountryFilter): string {
  return writeQuery(COUNTRY_KEYS, { country: filter === 'todos' ? undefined : filter });
}

export const hasCountryQuery = (search: string) => carriesQuery(search, COUNTRY_KEYS);

export const expressionsContent: { heading: string; intro: string; sections: readonly TextSection[] } = {
  heading: 'Expresiones comunes del español según el país',
  intro:
    'Una misma idea se dice de formas muy distintas según el país. Compara cómo se nombran el dinero, los amigos, el trabajo o una fiesta en México, Cuba, Argentina, Colombia, Perú y Venezuela, y también en España y en el español de Estados Unidos.',
  sections: [
    {
      title: 'Un idioma, muchas formas de decirlo',
      paragraphs: [
        'Cualquier hispanohablante entiende palabras como dinero, amigo o autobús, pero en la conversación diaria cada país ha desarrollado su propio vocabulario coloquial. Muchas de esas palabras tienen una historia curiosa: el lunfardo de Buenos Aires tomó «laburo» del italiano lavoro e inventó «gomía», que es «amigo» con las sílabas al revés; en Colombia, «pola» viene de una antigua marca de cerveza, La Pola; y «guagua» llama al autobús tanto en Cuba como en Puerto Rico, la República Dominicana y las islas Canarias.',
        'Otras palabras viajan de un país a otro: «chévere» se oye en Cuba, Colombia, Venezuela y Perú, y «chamba» en México, Perú y Venezuela, entre otros lugares.',
      ],
    },
    {
      title: 'Cómo leer la tabla',
      paragraphs: [
        'Cada fila es un significado y cada columna, un país. Cuando aparecen dos palabras separadas por una barra, las dos son frecuentes. Las notas pequeñas aclaran matices: en qué región se usa más una palabra, de dónde procede o qué quiere decir exactamente. Con los botones de filtro puedes ver todos los países a la vez o solo uno; la dirección de la página guarda el país elegido, así que puedes compartir el enlace. En el teléfono, la tabla se desplaza hacia los lados y la primera columna queda fija para no perder de vista el significado.',
      ],
    },
    {
      title: 'El español de Estados Unidos',
      paragraphs: [
        'La columna de Estados Unidos no corresponde a una sola variedad: allí conviven hablantes de origen mexicano, puertorriqueño, cubano, dominicano, centroamericano y de muchos otros lugares. Por eso recogemos formas muy oídas en esas comunidades, indicando de cuál proceden, y algunos préstamos del inglés propios del llamado espanglish, como «pari» (de party) o «cool».',
      ],
    },
    {
      title: 'Antes de usarlas',
      paragraphs: [
        'Son expresiones coloquiales: sirven entre amigos y en situaciones informales, pero no en un documento oficial ni en una entrevista de trabajo. Además, una misma palabra puede significar cosas distintas según dónde se diga: «guagua» es el autobús en Cuba o en Canarias, pero en Chile, Bolivia o Ecuador es un bebé. Y el habla coloquial cambia deprisa, de modo que algunas formas suenan más actuales que otras según la edad de quien las usa.',
      ],
    },
  ],
};
