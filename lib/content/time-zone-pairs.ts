/**
 * D26, D30: the pairs of places people search the time between ('hora de España a México'), each with its own page
 * under /convertir-zona-horaria. Words only: the offsets, the days the clocks change and the difference through the
 * year are read from the IANA database through Intl when the page is built (lib/tools/time-zones.ts), and the table
 * of hours by the browser for the day it is opened. The facts in the texts were checked against the laws and decrees
 * they name (EU directive 2000/84/EC; Mexico's Ley de los Husos Horarios, DOF 28-10-2022; Chile's Decreto Supremo
 * 224 of 2022, and the March 2025 decree that keeps Aysén on UTC−3 like Magallanes; Venezuela's Decreto 2301 of 2016;
 * Colombia's Decreto 717 of 1992; Argentina's Ley 26350) and against the IANA rules (tzdata 2025c, Node 20's ICU 78.2);
 * __tests__/tools/time-zone-pairs.test.ts checks the ones the texts put in words. D34: checked 2026-11-27; each
 * statement that can change carries its source beside it.
 */
import type { TimeZonePairSpec } from './types';

export const TIME_ZONE_PAIRS: readonly TimeZonePairSpec[] = [
  {
    from: 'madrid',
    to: 'ciudad-de-mexico',
    countries: 'España a México',
    intro:
      'Qué hora es en Ciudad de México a cada hora de Madrid, con el horario de verano de España y la hora fija que México tiene desde 2022.',
    text: [
      'Es la conversión de quien llama a la familia desde España, prepara una reunión con una empresa mexicana o quiere ver en directo un partido de la Liga MX sin perderse el comienzo. Desde el 30 de octubre de 2022, cuando entró en vigor la Ley de los Husos Horarios, Ciudad de México y la mayor parte del país están en el horario del centro, UTC−6, todo el año. España, en cambio, adelanta el reloj el último domingo de marzo y lo atrasa el último domingo de octubre, de modo que la diferencia crece una hora durante el verano europeo.',
      // D34: the four zones of the Ley de los Husos Horarios (DOF 28-10-2022, art. 3) and its seasonal time for the
      // northern border municipalities only (art. 4); IANA: America/Cancun UTC−5, America/Mazatlan and
      // America/Hermosillo UTC−7 all year, America/Tijuana with the US changes. Checked 2026-11-27.
      'Esta página usa la hora de la capital, pero México tiene cuatro zonas: la del Sureste, la de Quintana Roo (Cancún, Playa del Carmen), en UTC−5; la del Centro, la de la capital y la mayor parte del país, en UTC−6; la del Pacífico (Baja California Sur, Sinaloa, Sonora y casi todo Nayarit), en UTC−7, y la del Noroeste, Baja California, en UTC−8. Ninguna cambia la hora en todo su territorio: solo los municipios de la franja fronteriza del norte, entre ellos todos los de Baja California, adelantan y atrasan el reloj en las mismas fechas que Estados Unidos. En España, recuerda que Canarias va una hora por detrás de la Península durante todo el año.',
    ],
    questions: [
      {
        question: '¿Por qué la diferencia con México cambia en marzo y en octubre?',
        answer:
          'Porque España cambia la hora y México ya no. Desde 2022, solo los cambios de España mueven la diferencia: una hora más entre el último domingo de marzo y el último domingo de octubre.',
      },
    ],
  },
  {
    from: 'ciudad-de-mexico',
    to: 'madrid',
    countries: 'México a España',
    intro:
      'Qué hora es en Madrid a cada hora de Ciudad de México: útil para escribir a España sin despertar a nadie o para saber a qué hora llega un vuelo.',
    text: [
      'Vas en esta dirección cuando, desde México, quieres saber si en España ya es de noche antes de llamar, o a qué hora de Madrid aterriza un vuelo que sale por la tarde del aeropuerto de la capital. Casi siempre el resultado cae en el día siguiente, y la tabla lo marca con «+1 día».',
      // D34: IANA America/Mexico_City 2015–2022: summer time from the first Sunday of April, against Madrid's last
      // Sunday of March, always one week; both ended on the last Sunday of October. Checked 2026-11-27 with Intl.
      'Hasta 2022, México tenía su propio horario de verano, del primer domingo de abril al último domingo de octubre. Como España lo empieza el último domingo de marzo, durante una semana al año la diferencia era una hora mayor que el resto del año, y muchas agendas antiguas todavía arrastran ese desfase. Con la ley de 2022, Ciudad de México dejó de cambiar la hora y hoy solo el cambio de España mueve la diferencia, que en Ciudad de México llega la víspera: el sábado a las 19:00.',
    ],
    questions: [
      {
        question: '¿Ciudad de México cambia la hora?',
        // D34: Ley de los Husos Horarios, in force 30-10-2022, art. 4 (seasonal time of the northern border
        // municipalities, with the US dates). Checked 2026-11-27.
        answer:
          'No desde el 30 de octubre de 2022. Solo los municipios de la frontera norte siguen cambiándola, en las mismas fechas que Estados Unidos.',
      },
    ],
  },
  {
    from: 'madrid',
    to: 'buenos-aires',
    countries: 'España a Argentina',
    intro:
      'Qué hora es en Buenos Aires a cada hora de Madrid. Argentina no cambia la hora, así que la diferencia solo se mueve cuando cambia España.',
    text: [
      'Argentina no usa horario de verano desde 2009: la hora oficial de todo el país es UTC−3 durante todo el año, aunque por su longitud a la mayor parte del territorio le correspondería UTC−4. La última vez que adelantó los relojes fue en el verano de 2008 a 2009, y ni siquiera en todas las provincias.',
      'Como Argentina está en el hemisferio sur, su verano coincide con el invierno de España, pero eso no cambia nada en el reloj: la diferencia entre Madrid y Buenos Aires es una hora mayor entre el último domingo de marzo y el último domingo de octubre, cuando España está en su horario de verano. Es la cuenta de los argentinos que viven en España y llaman a casa, y de quien quiere ver un superclásico en directo.',
    ],
  },
  {
    from: 'bogota',
    to: 'madrid',
    countries: 'Colombia a España',
    intro:
      'Qué hora es en Madrid a cada hora de Bogotá. Colombia está en UTC−5 todo el año; solo España cambia el reloj.',
    text: [
      'Colombia no tiene horario de verano: junto al ecuador, los días duran casi lo mismo en enero que en julio, y adelantar el reloj no ahorra luz. Solo cambió la hora una vez, con la llamada «hora Gaviria»: a medianoche del 1 de mayo de 1992, durante los apagones que provocó la sequía de El Niño, el Decreto 717 adelantó los relojes una hora, y el país volvió a su hora de siempre a comienzos de 1993.',
      // D34: Madrid changes at 01:00 UTC (EU directive 2000/84/EC), 20:00 on the Saturday in Bogotá (UTC−5, IANA
      // America/Bogota). Checked 2026-11-27 with Intl.
      'Por eso, de Bogotá a Madrid la diferencia depende solo de España: es una hora mayor entre el último domingo de marzo y el último domingo de octubre, y como España cambia de madrugada, en Bogotá el cambio llega la víspera, el sábado a las 20:00. Es la conversión de los muchos colombianos que viven en España, de las citas en un consulado y de los vuelos directos entre las dos capitales, que salen de Bogotá por la tarde o la noche y llegan a Madrid al día siguiente.',
    ],
  },
  {
    from: 'ciudad-de-mexico',
    to: 'nueva-york',
    countries: 'México a Estados Unidos',
    intro:
      'Qué hora es en Nueva York a cada hora de Ciudad de México. Desde 2022 México no cambia la hora y Estados Unidos sí, así que la diferencia varía.',
    text: [
      'Nueva York adelanta el reloj el segundo domingo de marzo y lo atrasa el primer domingo de noviembre, como casi todo Estados Unidos desde 2007. Ciudad de México ya no lo cambia, así que la diferencia entre las dos ciudades no es la misma todo el año: en invierno Nueva York va una hora por delante de la capital mexicana, y en verano, dos.',
      'Quien trabaja desde México para una empresa de Estados Unidos debe recordar también que Estados Unidos tiene varios husos: Los Ángeles va tres horas por detrás de Nueva York durante todo el año. Y que la frontera norte de México sigue el horario de su vecino: Tijuana cambia la hora con California y Ciudad Juárez con El Paso, en Texas.',
    ],
    questions: [
      {
        question: '¿Cuántas horas hay de diferencia entre México y Nueva York?',
        answer:
          'Entre Ciudad de México y Nueva York, una hora en invierno y dos entre el segundo domingo de marzo y el primer domingo de noviembre, cuando Nueva York está en su horario de verano.',
      },
    ],
  },
  {
    from: 'santiago',
    to: 'madrid',
    countries: 'Chile a España',
    intro:
      'Qué hora es en Madrid a cada hora de Santiago de Chile. Los dos países cambian la hora, pero en hemisferios distintos y en fechas distintas.',
    text: [
      // D34: Chile's Decreto Supremo 224 (13-08-2022) sets the changes at 24:00 on the first Saturday of April and of
      // September (its dates run to April 2026; IANA America/Santiago keeps the rule); Magallanes has kept UTC−3 since
      // 2016 and Aysén since April 2025 (decree of March 2025; IANA America/Punta_Arenas and, from tzdata
      // 2025b, America/Coyhaique). Checked 2026-11-27 with Intl and the press of the changes of 2025 and 2026.
      'Chile es el caso más enredado, porque tiene horario de verano del hemisferio sur. Según el Decreto Supremo 224 de 2022, el Chile continental atrasa el reloj a la medianoche del primer sábado de abril y lo adelanta a la medianoche del primer sábado de septiembre: su verano va de septiembre a abril, justo cuando España está en su horario de invierno. Las regiones de Magallanes y, desde 2025, de Aysén no cambian la hora y se quedan todo el año en UTC−3.',
      'Como los cuatro cambios de hora de los dos países caen en fechas distintas, la diferencia entre Santiago y Madrid pasa por tres valores a lo largo del año, y la tabla de esta página dice desde qué día rige cada uno. Conviene mirarla antes de una videollamada en las semanas en que una oficina ya ha cambiado el reloj y la otra todavía no: del último domingo de marzo al primer sábado de abril, y del primer sábado de septiembre al último domingo de octubre. Los cambios de España, además, llegan a Santiago la víspera, el sábado a las 22:00.',
    ],
    questions: [
      {
        question: '¿Cuándo cambia la hora en Chile?',
        answer:
          'El Chile continental, salvo Aysén y Magallanes, pasa al horario de invierno a la medianoche del primer sábado de abril, cuando las 24:00 vuelven a ser las 23:00, y al de verano a la medianoche del primer sábado de septiembre, cuando las 24:00 pasan a ser la 1:00 del domingo.',
      },
    ],
  },
  {
    from: 'lima',
    to: 'madrid',
    countries: 'Perú a España',
    intro: 'Qué hora es en Madrid a cada hora de Lima. Perú está en UTC−5 todo el año; solo España cambia el reloj.',
    text: [
      'Perú no usa horario de verano desde 1994 y comparte hora con Bogotá y con el Ecuador continental; no con La Paz ni con Santiago, que van por delante. Si hablas con alguien de Lima y de La Paz a la vez, no des por hecho que tienen la misma hora por ser vecinos.',
      // D34: Madrid changes at 01:00 UTC (EU directive 2000/84/EC), 20:00 on the Saturday in Lima (UTC−5, IANA
      // America/Lima). Checked 2026-11-27 with Intl.
      'Como Lima no cambia el reloj, la diferencia con Madrid solo se mueve cuando lo hace España: una hora más entre el último domingo de marzo y el último domingo de octubre. En Lima, los dos cambios llegan la víspera, el sábado a las 20:00, porque en Madrid ya es domingo de madrugada. Es la conversión de la comunidad peruana en España, de las empresas que reparten turnos entre las dos capitales y de quien quiere ver en directo un partido de la selección.',
    ],
  },
  {
    from: 'caracas',
    to: 'madrid',
    countries: 'Venezuela a España',
    intro:
      'Qué hora es en Madrid a cada hora de Caracas. Venezuela está en UTC−4 todo el año desde 2016 y no tiene horario de verano.',
    text: [
      // D34: IANA America/Caracas: UTC−4:30 from 2007-12-09 (03:00 → 02:30) to 2016-05-01 (02:30 → 03:00), then UTC−4;
      // Madrid's changes at 01:00 UTC are 21:00 on Saturday in Caracas. Checked 2026-11-27 with Intl.
      'Venezuela cambió de huso dos veces en una década. En diciembre de 2007 retrasó el reloj media hora y pasó a UTC−4:30, uno de los pocos husos de media hora de América; el 1 de mayo de 2016, con el Decreto 2301 y en plena sequía de El Niño, lo adelantó media hora y volvió a UTC−4, para aprovechar la luz de la tarde y ahorrar electricidad. Si un aparato antiguo te da una diferencia con media hora, su base de datos de zonas horarias es anterior a 2016.',
      'Venezuela no tiene horario de verano, así que la distancia con Madrid crece una hora el último domingo de marzo y vuelve a reducirse el último domingo de octubre; como España cambia de madrugada, en Caracas los dos cambios llegan la víspera, el sábado a las 21:00. Es la cuenta diaria de las muchas familias venezolanas repartidas entre los dos países.',
    ],
  },
  {
    from: 'los-angeles',
    to: 'madrid',
    countries: 'Estados Unidos (Los Ángeles) a España',
    intro:
      'Qué hora es en Madrid a cada hora de Los Ángeles. Los dos cambian la hora, pero en fechas distintas: unas semanas al año la diferencia es menor.',
    text: [
      // D34: IANA America/Los_Angeles (Energy Policy Act of 2005): second Sunday of March to first Sunday of November;
      // 2026: 8 March and 1 November, against Madrid's 29 March and 25 October (01:00 UTC, 18:00 PDT on the Saturday).
      // Spring gap two or three weeks, autumn gap always one. Checked 2026-11-27 with Intl.
      'Los Ángeles sigue el horario del Pacífico de Estados Unidos: UTC−8 en invierno y UTC−7 desde el segundo domingo de marzo hasta el primer domingo de noviembre. Europa cambia el último domingo de marzo y el último de octubre, así que en primavera Los Ángeles adelanta el reloj dos o tres semanas antes que Madrid, y en otoño es Madrid la que lo atrasa una semana antes; en esas semanas la diferencia es una hora menor que el resto del año. Los cambios de Madrid llegan a Los Ángeles la víspera, el sábado a las 18:00.',
      'Es la conversión de quien sigue desde España una gala de los Óscar, un partido de la NBA o la presentación de una empresa de California: lo que allí empieza por la tarde se ve aquí de madrugada. También la de quien trabaja en remoto para una empresa de la costa oeste, donde la jornada empieza cuando en Madrid la tarde ya va avanzada.',
    ],
  },
];

/** The places whose offsets the converter's page shows as cards, computed for the year of the build. */
export const TIME_ZONE_CARD_CITIES: readonly string[] = [
  'madrid',
  'ciudad-de-mexico',
  'bogota',
  'buenos-aires',
  'santiago',
  'nueva-york',
];
