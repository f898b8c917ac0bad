/**
 * Issue 35: the zones people name without a city, for the quick box's time questions ('hora peninsular', 'hora de
 * Canarias', 'hora del centro', 'tiempo del Pacífico'). Each leads to a city of the converter's list (ZONE_CITIES, by
 * its id) or to an IANA zone shown with its own label. The names are written as normalise() writes them and come
 * after a word for a zone ('hora', 'horario', 'tiempo', 'zona', 'huso'), which the reader drops; a name that is also a
 * place ('Canarias') needs none. Zones as the IANA database has them, checked through Intl on 2026-11-27
 * (__tests__/quick/spoken-and-bare.test.ts reads their offsets).
 */

export interface ZoneName {
  /** What people call it, after 'hora de', 'hora del', 'tiempo del'… */
  names: readonly string[];
  /** A city of ZONE_CITIES by its id, or an IANA zone id. */
  place: string;
  /** An IANA zone's label on the result line: a name the reader finds again ('Canarias', 'Mazatlán'). */
  label?: string;
  /** Said where a name could be read otherwise: 'hora del Pacífico de EE. UU.'. */
  said?: string;
  /** The other zone the name can mean, offered one click away: the first name of another entry. */
  orElse?: string;
  /** Read without a word for a zone before it: 'Canarias' is a place, 'centro' only in 'hora del centro'. */
  alone?: true;
}

export const ZONE_NAMES: readonly ZoneName[] = [
  // The peninsula and the Balearics keep Central European Time since 1940 (Europe/Madrid); the Canaries keep Western
  // European Time, one hour behind all year (Atlantic/Canary), as the world clock's text says.
  { names: ['peninsular', 'españa peninsular', 'la peninsula', 'peninsula'], place: 'madrid', alone: true },
  {
    names: ['canarias', 'islas canarias', 'canaria', 'gran canaria', 'tenerife', 'las palmas'],
    place: 'Atlantic/Canary',
    label: 'Canarias',
    alone: true,
  },
  // CDMX: the abbreviation Mexico City's own government uses for Ciudad de México since the 2016 political reform
  // that ended the Distrito Federal, and what people in Mexico type for it.
  { names: ['cdmx'], place: 'ciudad-de-mexico', alone: true },
  // 'Hora de España' is the peninsula's, as the state's own clocks give it; the Canaries are offered.
  { names: ['españa'], place: 'madrid', said: 'hora peninsular', orElse: 'canarias', alone: true },
  // Ley del Sistema de Horario en los Estados Unidos Mexicanos (2022): the Zona Centro (UTC−6, no summer time) is
  // Mexico City's, America/Mexico_City. In US Spanish 'hora del centro' is Central Time: offered.
  {
    names: ['centro', 'centro de mexico', 'zona centro', 'centro mexico'],
    place: 'ciudad-de-mexico',
    said: 'hora del centro de México',
    orElse: 'centro de estados unidos',
  },
  {
    names: ['centro de estados unidos', 'centro de ee. uu.', 'centro de ee uu', 'centro de eeuu', 'chicago'],
    place: 'America/Chicago',
    label: 'Chicago',
    alone: true,
  },
  // 'Tiempo del Pacífico' is how Spanish writes Pacific Time (the US and Canadian zone of Los Ángeles, UTC−8, summer
  // UTC−7), the one named so on the broadcasts and the tickets people read it on; the most populous zone of the
  // name, too. Mexico's own Zona Pacífico (the same law; Mazatlán's, America/Mazatlan, UTC−7 all year) is offered
  // beside it.
  {
    names: ['pacifico', 'pacifico de estados unidos', 'pacifico de ee. uu.', 'pacifico de ee uu', 'pacifico de eeuu'],
    place: 'los-angeles',
    said: 'hora del Pacífico de EE. UU.',
    orElse: 'pacifico de mexico',
  },
  {
    names: ['pacifico de mexico', 'zona pacifico', 'pacifico mexico', 'mazatlan'],
    place: 'America/Mazatlan',
    label: 'Mazatlán',
    alone: true,
  },
  // Eastern Time in US Spanish: New York's zone.
  { names: ['este', 'este de estados unidos', 'costa este'], place: 'nueva-york', said: 'hora del este de EE. UU.' },
];
