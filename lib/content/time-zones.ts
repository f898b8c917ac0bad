/**
 * The time zone converter's heading, intro and text (D30, D20: written fresh; dates checked against the IANA rules).
 * The numbers in the examples are checked against the converter by __tests__/tools/time-zones.test.ts.
 */
import type { TextSection } from './types';

export const TIME_ZONE_PAGE: { heading: string; intro: string; sections: readonly TextSection[] } = {
  heading: 'Convertir zona horaria',
  intro:
    'Elige una fecha, una hora y una ciudad, y mira qué hora es en ese momento en otra ciudad y en todas las capitales hispanohablantes y las ciudades del reloj mundial, con el horario de verano de cada una.',
  sections: [
    {
      title: 'Qué es una zona horaria',
      paragraphs: [
        'Una zona horaria es el territorio que comparte una misma hora oficial. Cada una se define por su diferencia con el tiempo universal coordinado (UTC): Bogotá y Lima están en UTC−5 todo el año, y Madrid en UTC+1 en invierno y UTC+2 en verano. Esa diferencia no es una propiedad fija de la ciudad, sino de la ciudad en una fecha concreta: la decide cada gobierno y puede cambiar dos veces al año, o para siempre por una ley.',
        'Por eso este convertidor no usa una tabla de diferencias. Consulta la base de datos de zonas horarias de la IANA que incluye tu navegador, la misma que usan los sistemas operativos y los teléfonos, y que recoge cada cambio de hora y cada ley desde hace décadas.',
      ],
    },
    {
      title: 'El horario de verano en España, México, Chile y Estados Unidos',
      paragraphs: [
        // D34: EU directive 2000/84/EC (last Sundays of March and October, 01:00 UTC); US Energy Policy Act of 2005
        // (second Sunday of March, first Sunday of November). Checked 2026-11-27 with Intl (tzdata 2025c).
        'España adelanta el reloj el último domingo de marzo, a las 2:00, que pasan a ser las 3:00, y lo atrasa el último domingo de octubre, cuando a las 3:00 vuelven a ser las 2:00. Estados Unidos lo hace en otras fechas: el segundo domingo de marzo y el primer domingo de noviembre. Durante esas semanas de desfase, Nueva York va cinco horas por detrás de Madrid en lugar de seis.',
        // D34: Mexico's Ley de los Husos Horarios (DOF 28-10-2022, in force 30-10-2022; art. 4, the northern border's
        // seasonal time); Chile's Decreto Supremo 224 of 2022 (first Saturdays of April and September), with Magallanes
        // on UTC−3 since 2016 and Aysén since April 2025. Checked 2026-11-27 with Intl (America/Santiago,
        // America/Punta_Arenas, America/Coyhaique) and the press of the changes of 2025 and 2026.
        'México suprimió el horario de verano en la mayor parte del país con la Ley de los Husos Horarios, que entró en vigor en octubre de 2022: Ciudad de México está en UTC−6 todo el año, y solo la franja fronteriza del norte sigue cambiando la hora con Estados Unidos. Chile, en cambio, conserva su horario de verano en el hemisferio sur: Santiago adelanta el reloj a comienzos de septiembre y lo atrasa a comienzos de abril, así que en enero está en UTC−3 y en julio en UTC−4; las regiones de Aysén y Magallanes, en el sur, se quedan en UTC−3 todo el año. Entre Madrid y Santiago hay cuatro, cinco o seis horas según la época del año.',
      ],
    },
    {
      title: 'La trampa del «+1 día»',
      paragraphs: [
        'Al cambiar de zona no solo cambia la hora: también puede cambiar el día. Las 22:00 de un miércoles en Madrid son las 6:00 del jueves en Tokio, y las 2:00 del miércoles en Madrid son todavía las 19:00 del martes en Ciudad de México. Para no llegar un día tarde a una videollamada o a un vuelo, la lista marca con «+1 día» o «−1 día» cada ciudad en la que la fecha ya no es la misma que la que has escrito.',
      ],
    },
    {
      title: 'Horas que no existen y horas que se repiten',
      paragraphs: [
        'El día en que se adelanta el reloj falta una hora: en Madrid, el último domingo de marzo, las 2:30 no llegan a existir. Si escribes esa hora, el convertidor te avisa y la toma como las 3:30, que es lo que marcaría un reloj que no se hubiera cambiado. El día en que se atrasa, en cambio, una hora ocurre dos veces; el convertidor muestra la primera y te dice cuál sería la segunda.',
        // D34: IANA America/Mexico_City (no change since 30-10-2022) and America/Asuncion (UTC−3 since 6 October
        // 2024, with no change after it). Checked 2026-11-27 with Intl.
        'Una tabla fija de diferencias falla precisamente en estos casos: no sabe en qué semana cambia cada país, ignora que México dejó de cambiar la hora en 2022 o que Paraguay se quedó en UTC−3 de forma permanente en 2024, y da una respuesta equivocada durante varias semanas al año sin que nadie lo note.',
      ],
    },
  ],
};
