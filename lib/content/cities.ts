/**
 * The world clock's cities and texts (D19, D20). The page passes CITIES to the client clock as a prop; the
 * texts stay on the server. Zones are IANA ids (Quito shares America/Guayaquil, Nueva Delhi uses Asia/Kolkata,
 * Pekín Asia/Shanghai: the database names one city per zone). Within a region, west to east.
 */
import type { TextSection } from './types';

/** The world clock's regions, in the order of its filter buttons (spec §4). */
export const REGIONS = ['América', 'Europa', 'Asia', 'Oceanía', 'África'] as const;
export type Region = (typeof REGIONS)[number];

/** Spec §3: City (name, country, timezone, region, flag); the country's code keeps the flag honest. */
export interface City {
  /** Unique slug, used as a React key. */
  id: string;
  name: string;
  country: string;
  /** ISO 3166-1 alpha-2; the flag emoji is its two regional-indicator letters. */
  countryCode: string;
  flag: string;
  /** IANA zone id. */
  timeZone: string;
  region: Region;
}

export const CITIES: readonly City[] = [
  // América
  {
    id: 'los-angeles',
    name: 'Los Ángeles',
    country: 'Estados Unidos',
    countryCode: 'US',
    flag: '🇺🇸',
    timeZone: 'America/Los_Angeles',
    region: 'América',
  },
  {
    id: 'ciudad-de-mexico',
    name: 'Ciudad de México',
    country: 'México',
    countryCode: 'MX',
    flag: '🇲🇽',
    timeZone: 'America/Mexico_City',
    region: 'América',
  },
  {
    id: 'ciudad-de-guatemala',
    name: 'Ciudad de Guatemala',
    country: 'Guatemala',
    countryCode: 'GT',
    flag: '🇬🇹',
    timeZone: 'America/Guatemala',
    region: 'América',
  },
  {
    id: 'san-jose',
    name: 'San José',
    country: 'Costa Rica',
    countryCode: 'CR',
    flag: '🇨🇷',
    timeZone: 'America/Costa_Rica',
    region: 'América',
  },
  {
    id: 'bogota',
    name: 'Bogotá',
    country: 'Colombia',
    countryCode: 'CO',
    flag: '🇨🇴',
    timeZone: 'America/Bogota',
    region: 'América',
  },
  {
    id: 'quito',
    name: 'Quito',
    country: 'Ecuador',
    countryCode: 'EC',
    flag: '🇪🇨',
    timeZone: 'America/Guayaquil',
    region: 'América',
  },
  {
    id: 'lima',
    name: 'Lima',
    country: 'Perú',
    countryCode: 'PE',
    flag: '🇵🇪',
    timeZone: 'America/Lima',
    region: 'América',
  },
  {
    id: 'ciudad-de-panama',
    name: 'Ciudad de Panamá',
    country: 'Panamá',
    countryCode: 'PA',
    flag: '🇵🇦',
    timeZone: 'America/Panama',
    region: 'América',
  },
  {
    id: 'la-habana',
    name: 'La Habana',
    country: 'Cuba',
    countryCode: 'CU',
    flag: '🇨🇺',
    timeZone: 'America/Havana',
    region: 'América',
  },
  {
    id: 'nueva-york',
    name: 'Nueva York',
    country: 'Estados Unidos',
    countryCode: 'US',
    flag: '🇺🇸',
    timeZone: 'America/New_York',
    region: 'América',
  },
  {
    id: 'caracas',
    name: 'Caracas',
    country: 'Venezuela',
    countryCode: 'VE',
    flag: '🇻🇪',
    timeZone: 'America/Caracas',
    region: 'América',
  },
  {
    id: 'santo-domingo',
    name: 'Santo Domingo',
    country: 'República Dominicana',
    countryCode: 'DO',
    flag: '🇩🇴',
    timeZone: 'America/Santo_Domingo',
    region: 'América',
  },
  {
    id: 'santiago',
    name: 'Santiago',
    country: 'Chile',
    countryCode: 'CL',
    flag: '🇨🇱',
    timeZone: 'America/Santiago',
    region: 'América',
  },
  {
    id: 'buenos-aires',
    name: 'Buenos Aires',
    country: 'Argentina',
    countryCode: 'AR',
    flag: '🇦🇷',
    timeZone: 'America/Argentina/Buenos_Aires',
    region: 'América',
  },
  {
    id: 'montevideo',
    name: 'Montevideo',
    country: 'Uruguay',
    countryCode: 'UY',
    flag: '🇺🇾',
    timeZone: 'America/Montevideo',
    region: 'América',
  },
  {
    id: 'sao-paulo',
    name: 'São Paulo',
    country: 'Brasil',
    countryCode: 'BR',
    flag: '🇧🇷',
    timeZone: 'America/Sao_Paulo',
    region: 'América',
  },
  // Europa
  {
    id: 'lisboa',
    name: 'Lisboa',
    country: 'Portugal',
    countryCode: 'PT',
    flag: '🇵🇹',
    timeZone: 'Europe/Lisbon',
    region: 'Europa',
  },
  {
    id: 'londres',
    name: 'Londres',
    country: 'Reino Unido',
    countryCode: 'GB',
    flag: '🇬🇧',
    timeZone: 'Europe/London',
    region: 'Europa',
  },
  {
    id: 'madrid',
    name: 'Madrid',
    country: 'España',
    countryCode: 'ES',
    flag: '🇪🇸',
    timeZone: 'Europe/Madrid',
    region: 'Europa',
  },
  {
    id: 'paris',
    name: 'París',
    country: 'Francia',
    countryCode: 'FR',
    flag: '🇫🇷',
    timeZone: 'Europe/Paris',
    region: 'Europa',
  },
  {
    id: 'berlin',
    name: 'Berlín',
    country: 'Alemania',
    countryCode: 'DE',
    flag: '🇩🇪',
    timeZone: 'Europe/Berlin',
    region: 'Europa',
  },
  {
    id: 'roma',
    name: 'Roma',
    country: 'Italia',
    countryCode: 'IT',
    flag: '🇮🇹',
    timeZone: 'Europe/Rome',
    region: 'Europa',
  },
  {
    id: 'atenas',
    name: 'Atenas',
    country: 'Grecia',
    countryCode: 'GR',
    flag: '🇬🇷',
    timeZone: 'Europe/Athens',
    region: 'Europa',
  },
  {
    id: 'moscu',
    name: 'Moscú',
    country: 'Rusia',
    countryCode: 'RU',
    flag: '🇷🇺',
    timeZone: 'Europe/Moscow',
    region: 'Europa',
  },
  // Asia
  {
    id: 'dubai',
    name: 'Dubái',
    country: 'Emiratos Árabes Unidos',
    countryCode: 'AE',
    flag: '🇦🇪',
    timeZone: 'Asia/Dubai',
    region: 'Asia',
  },
  {
    id: 'nueva-delhi',
    name: 'Nueva Delhi',
    country: 'India',
    countryCode: 'IN',
    flag: '🇮🇳',
    timeZone: 'Asia/Kolkata',
    region: 'Asia',
  },
  {
    id: 'katmandu',
    name: 'Katmandú',
    country: 'Nepal',
    countryCode: 'NP',
    flag: '🇳🇵',
    timeZone: 'Asia/Kathmandu',
    region: 'Asia',
  },
  {
    id: 'bangkok',
    name: 'Bangkok',
    country: 'Tailandia',
    countryCode: 'TH',
    flag: '🇹🇭',
    timeZone: 'Asia/Bangkok',
    region: 'Asia',
  },
  {
    id: 'singapur',
    name: 'Singapur',
    country: 'Singapur',
    countryCode: 'SG',
    flag: '🇸🇬',
    timeZone: 'Asia/Singapore',
    region: 'Asia',
  },
  {
    id: 'pekin',
    name: 'Pekín',
    country: 'China',
    countryCode: 'CN',
    flag: '🇨🇳',
    timeZone: 'Asia/Shanghai',
    region: 'Asia',
  },
  {
    id: 'manila',
    name: 'Manila',
    country: 'Filipinas',
    countryCode: 'PH',
    flag: '🇵🇭',
    timeZone: 'Asia/Manila',
    region: 'Asia',
  },
  {
    id: 'tokio',
    name: 'Tokio',
    country: 'Japón',
    countryCode: 'JP',
    flag: '🇯🇵',
    timeZone: 'Asia/Tokyo',
    region: 'Asia',
  },
  // Oceanía
  {
    id: 'perth',
    name: 'Perth',
    country: 'Australia',
    countryCode: 'AU',
    flag: '🇦🇺',
    timeZone: 'Australia/Perth',
    region: 'Oceanía',
  },
  {
    id: 'adelaida',
    name: 'Adelaida',
    country: 'Australia',
    countryCode: 'AU',
    flag: '🇦🇺',
    timeZone: 'Australia/Adelaide',
    region: 'Oceanía',
  },
  {
    id: 'sidney',
    name: 'Sídney',
    country: 'Australia',
    countryCode: 'AU',
    flag: '🇦🇺',
    timeZone: 'Australia/Sydney',
    region: 'Oceanía',
  },
  {
    id: 'auckland',
    name: 'Auckland',
    country: 'Nueva Zelanda',
    countryCode: 'NZ',
    flag: '🇳🇿',
    timeZone: 'Pacific/Auckland',
    region: 'Oceanía',
  },
  // África
  {
    id: 'casablanca',
    name: 'Casablanca',
    country: 'Marruecos',
    countryCode: 'MA',
    flag: '🇲🇦',
    timeZone: 'Africa/Casablanca',
    region: 'África',
  },
  {
    id: 'lagos',
    name: 'Lagos',
    country: 'Nigeria',
    countryCode: 'NG',
    flag: '🇳🇬',
    timeZone: 'Africa/Lagos',
    region: 'África',
  },
  {
    id: 'el-cairo',
    name: 'El Cairo',
    country: 'Egipto',
    countryCode: 'EG',
    flag: '🇪🇬',
    timeZone: 'Africa/Cairo',
    region: 'África',
  },
  {
    id: 'johannesburgo',
    name: 'Johannesburgo',
    country: 'Sudáfrica',
    countryCode: 'ZA',
    flag: '🇿🇦',
    timeZone: 'Africa/Johannesburg',
    region: 'África',
  },
  {
    id: 'nairobi',
    name: 'Nairobi',
    country: 'Kenia',
    countryCode: 'KE',
    flag: '🇰🇪',
    timeZone: 'Africa/Nairobi',
    region: 'África',
  },
];

/**
 * The Spanish-speaking capitals the world clock leaves out, for the time zone converter (D30), which lists these
 * after the clock's 41. Only cities not already above: the others are the clock's own entries (D28).
 */
export const MORE_CAPITALS: readonly City[] = [
  {
    id: 'tegucigalpa',
    name: 'Tegucigalpa',
    country: 'Honduras',
    countryCode: 'HN',
    flag: '🇭🇳',
    timeZone: 'America/Tegucigalpa',
    region: 'América',
  },
  {
    id: 'san-salvador',
    name: 'San Salvador',
    country: 'El Salvador',
    countryCode: 'SV',
    flag: '🇸🇻',
    timeZone: 'America/El_Salvador',
    region: 'América',
  },
  {
    id: 'managua',
    name: 'Managua',
    country: 'Nicaragua',
    countryCode: 'NI',
    flag: '🇳🇮',
    timeZone: 'America/Managua',
    region: 'América',
  },
  {
    id: 'la-paz',
    name: 'La Paz',
    country: 'Bolivia',
    countryCode: 'BO',
    flag: '🇧🇴',
    timeZone: 'America/La_Paz',
    region: 'América',
  },
  {
    id: 'san-juan',
    name: 'San Juan',
    country: 'Puerto Rico',
    countryCode: 'PR',
    flag: '🇵🇷',
    timeZone: 'America/Puerto_Rico',
    region: 'América',
  },
  {
    id: 'asuncion',
    name: 'Asunción',
    country: 'Paraguay',
    countryCode: 'PY',
    flag: '🇵🇾',
    timeZone: 'America/Asuncion',
    region: 'América',
  },
  {
    id: 'malabo',
    name: 'Malabo',
    country: 'Guinea Ecuatorial',
    countryCode: 'GQ',
    flag: '🇬🇶',
    timeZone: 'Africa/Malabo',
    region: 'África',
  },
];

/** The time zone converter's places: the world clock's cities, then the capitals above. */
export const ZONE_CITIES: readonly City[] = [...CITIES, ...MORE_CAPITALS];

/** The page's heading, intro and explanatory text (D20: written fresh; facts checked against the IANA data). */
export const WORLD_CLOCK_PAGE: { heading: string; intro: string; sections: readonly TextSection[] } = {
  heading: '¿Qué hora es en cualquier parte del mundo?',
  intro:
    'La hora actual en 41 ciudades de América, Europa, Asia, Oceanía y África, con su fecha y la diferencia con tu hora local. El horario de verano se aplica solo, según el día de hoy.',
  sections: [
    {
      title: 'Husos horarios y UTC',
      paragraphs: [
        'La Tierra da una vuelta completa, 360 grados, en 24 horas: 15 grados por hora. Por eso el planeta se reparte en husos horarios, y la hora de cada uno se expresa como una diferencia respecto al tiempo universal coordinado (UTC), la referencia que en la práctica sustituyó a la hora media de Greenwich (GMT). Madrid en invierno está en UTC+1 y Ciudad de México en UTC−6, así que entre ambas hay siete horas.',
        'Casi todas las zonas se separan por horas enteras, pero no todas: la India usa UTC+5:30, Irán UTC+3:30, Adelaida UTC+9:30 en su invierno y Nepal UTC+5:45. Las fronteras entre husos las deciden los gobiernos, no los meridianos: China entera, de la frontera con Kazajistán hasta el Pacífico, vive con una sola hora oficial, UTC+8.',
      ],
    },
    {
      title: 'El horario de verano',
      paragraphs: [
        'Muchos países adelantan el reloj una hora en los meses de más luz. En la Unión Europea el cambio se hace el último domingo de marzo y se deshace el último domingo de octubre; en la mayor parte de Estados Unidos y Canadá, el segundo domingo de marzo y el primer domingo de noviembre. Como las fechas no coinciden, durante unas semanas al año la diferencia entre Nueva York y Madrid es de cinco horas en lugar de seis.',
        'En el hemisferio sur ocurre al revés: la mayor parte de Chile, el sur y el sureste de Australia y Nueva Zelanda adelantan el reloj durante su primavera y su verano, aproximadamente entre septiembre u octubre y abril. Este reloj consulta la base de datos de zonas horarias de tu navegador, de modo que cada tarjeta ya tiene en cuenta el horario de verano que corresponde a la fecha de hoy.',
      ],
    },
    {
      title: 'La hora en los países hispanohablantes',
      paragraphs: [
        'La España peninsular y Baleares usan desde 1940 la hora de Europa central (CET, UTC+1, y CEST, UTC+2, en verano), aunque por su longitud les correspondería la de Greenwich: el meridiano cero cruza el este de la península, por ejemplo la provincia de Castellón. Por eso en Madrid el sol alcanza su punto más alto hacia las dos de la tarde en verano. Canarias va siempre una hora por detrás del resto del país.',
        'México suprimió el horario de verano en la mayor parte de su territorio en 2022, con la Ley de los Husos Horarios; solo los municipios de la frontera norte, como Tijuana o Ciudad Juárez, siguen cambiando la hora para coincidir con Estados Unidos, y Quintana Roo, donde está Cancún, se mantiene todo el año en UTC−5. Colombia, Ecuador, Perú, Panamá y Venezuela no cambian la hora, y Argentina tampoco lo hace desde 2009. Venezuela usó UTC−4:30 entre 2007 y 2016 antes de volver a UTC−4. Cuba, en cambio, sí adelanta el reloj entre marzo y noviembre.',
      ],
    },
    {
      title: 'Cómo leer este reloj',
      paragraphs: [
        'Las horas aparecen en formato de 12 horas, con a. m. (ante meridiem, antes del mediodía) y p. m. (post meridiem, después del mediodía), escritas con punto y espacio como recomienda la ortografía académica. La etiqueta de cada tarjeta dice cuántas horas va esa ciudad por delante (+) o por detrás (−) de tu hora local, y las zonas de media hora o de tres cuartos muestran también los minutos, por ejemplo +5 h 30 min.',
        'Todo se calcula en tu navegador con el reloj de tu dispositivo, sin consultar ningún servidor: si el reloj del dispositivo está mal ajustado, las horas de las tarjetas también lo estarán.',
      ],
    },
  ],
};
