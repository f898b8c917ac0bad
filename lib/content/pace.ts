import type { SiteRoute } from '@/lib/site-config';
import type { TextSection } from './types';

/**
 * The words of /convertir-ritmo (issue 34, D37). Every figure the prose states (a pace, a speed, a finishing time)
 * is checked against lib/tools/pace.ts by __tests__/components/pace.test.tsx (STYLE 11): this floor may not import
 * the tool, so the test reads these texts back through it.
 *
 * Sources, read 2026-11-27:
 * - the marathon, 42.195 km, run at the London Olympic Games of 1908 and made the standard distance by the IAAF (now
 *   World Athletics) in May 1921; courses are measured along the shortest route a runner could take (World Athletics
 *   Competition and Technical Rules, road races);
 * - the international mile, 1609.344 m (1959), as in lib/units/constants.ts;
 * - walking speeds: the Compendium of Physical Activities (Ainsworth et al., 2011), its entries «walking, 2.5 mph,
 *   level, firm surface», «walking, 3.5 mph, level, brisk, firm surface» and «walking, 4.0 mph, level, firm surface,
 *   very brisk pace». The figures in mph are the Compendium's; km/h and min/km are their conversions.
 */

export const PACE_PATH = '/convertir-ritmo';

/** The page's entry for menus, cards, the finder, the site map and metadata; lib/routes.ts lists it. */
export const route = {
  path: PACE_PATH,
  kind: 'calculator',
  label: 'Ritmo de carrera',
  title: 'Convertir ritmo de carrera: min/km, min/mi, km/h y tiempo en maratón',
  description:
    'Convierte tu ritmo entre min/km, min/mi, s/100 m, km/h, mph y m/s, y calcula tu tiempo en 5 km, 10 km, media maratón o maratón, o el ritmo que necesitas.',
  keywords: [
    'convertir ritmo de carrera',
    'min/km a km/h',
    'calculadora de ritmo',
    'ritmo para maratón',
    'minutos por kilómetro a minutos por milla',
    'calculadora de tiempo de carrera',
  ],
  icon: '🏃',
  tags: [
    'ritmo',
    'correr',
    'running',
    'carrera',
    'maratón',
    'media maratón',
    '10k',
    '5k',
    'caminar',
    'pace',
    'tiempo de carrera',
    'cinta de correr',
    'natación',
  ],
  group: 'Tiempo y velocidad',
  summary: 'min/km, min/mi, km/h y tu tiempo en 5 km, 10 km y maratón',
} as const satisfies SiteRoute<typeof PACE_PATH>;

export interface PaceContent {
  heading: string;
  intro: string;
  /** At least 300 words in all. */
  sections: readonly TextSection[];
}

export const paceContent: PaceContent = {
  heading: 'Convertir ritmo de carrera',
  intro:
    'Escribe tu ritmo (5:30 min/km, 8:00 min/mi) o tu velocidad (12 km/h) y verás al momento su equivalencia en todas las demás unidades. Debajo, calcula cuánto tardarás en un 5 km, un 10 km, una media maratón, una maratón o la distancia que quieras, o qué ritmo necesitas para llegar en el tiempo que te has propuesto.',
  sections: [
    {
      title: '¿Qué es el ritmo?',
      paragraphs: [
        'El ritmo es el tiempo que tardas en recorrer una unidad de distancia: 5:30 min/km quiere decir cinco minutos y treinta segundos por cada kilómetro. Es lo inverso de la velocidad, que cuenta la distancia recorrida en una unidad de tiempo, así que cuanto menor es el ritmo, más rápido vas.',
        'Para pasar de uno a otro se divide: el ritmo en minutos por kilómetro es 60 entre la velocidad en km/h, y la velocidad es 60 entre el ritmo. Así, 12 km/h son 5:00 min/km, 10 km/h son 6:00 min/km y 15 km/h son 4:00 min/km. Con millas la cuenta es la misma, con la milla internacional de 1609.344 m: 5:00 min/km equivalen a 8:03 min/mi.',
        'Como son inversos, los ritmos y las velocidades no se promedian igual: un kilómetro a 4:00 y otro a 6:00 min/km dan una media de 5:00 min/km, que son 12 km/h, y no los 12.5 km/h que saldrían de promediar 15 y 10 km/h.',
      ],
    },
    {
      title: 'Cómo usan el ritmo los corredores',
      paragraphs: [
        'Los relojes con GPS, las aplicaciones de carrera y los planes de entrenamiento en español dan el ritmo en minutos por kilómetro; en EE. UU. y en el R. U., en minutos por milla. Las cintas de correr piden la velocidad en km/h o en mph, y en natación se habla de segundos por cada 100 m. Esta página pasa de unas a otras sin que tengas que hacer cuentas.',
        'Para preparar una carrera se parte del tiempo que quieres hacer y se calcula el ritmo necesario: bajar de 50 minutos en un 10 km exige correr a 5:00 min/km o más deprisa, y terminar una maratón en 4 horas, a 5:41 min/km. En la calculadora de tiempo de carrera, el ritmo y el tiempo se redondean al segundo.',
        'Escribe el ritmo como lo dirías: 5:30, 5\'30" o 5.5 (minutos con decimales) valen lo mismo, y un tiempo de más de una hora se escribe con horas, minutos y segundos: 3:30:00. En segundos por 100 m, un número solo se lee como segundos, como lo dicen los nadadores: 95 es 1:35 por cada 100 m.',
      ],
    },
    {
      title: 'La distancia de la maratón: 42.195 km',
      paragraphs: [
        'La maratón mide 42.195 km. Esa distancia se corrió en los Juegos Olímpicos de Londres de 1908, y la federación internacional de atletismo, hoy World Athletics, la fijó como oficial en 1921. La media maratón mide exactamente la mitad, 21.0975 km. A 5:00 min/km, la maratón se termina en 3:30:59 y la media maratón en 1:45:29.',
        'Los recorridos homologados se miden por el camino más corto que puede seguir un corredor, así que tu reloj casi siempre marcará algo más que la distancia oficial. Si quieres saber el tiempo con la distancia de tu reloj, elige «Otra distancia» y escríbela en km o en millas.',
      ],
    },
    {
      title: 'Ritmos al caminar',
      paragraphs: [
        'Caminar también tiene ritmo. El Compendio de Actividades Físicas (Ainsworth y colaboradores, 2011), la tabla que usan los investigadores para estimar el gasto de energía de cada actividad, describe caminar a 2.5 mph, a 3.5 mph a paso ligero y a 4.0 mph a paso muy ligero. En las unidades de aquí, 2.5 mph son 4.02 km/h, un ritmo de 14:55 min/km; 3.5 mph son 5.63 km/h, o 10:39 min/km, y 4.0 mph son 6.44 km/h, o 9:19 min/km.',
        'Un paso de 12:00 min/km son 5 km/h: a ese ritmo, caminar 10 km lleva 2:00:00. La calculadora acepta ritmos desde 1:20 min/km, que son 45 km/h y más de lo que corre ninguna persona, hasta 2 horas por kilómetro: fuera de ese margen, lo más probable es que el número o la unidad estén mal escritos, y te lo dice.',
      ],
    },
  ],
};
