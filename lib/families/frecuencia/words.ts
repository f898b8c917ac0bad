import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { frecuencia } from './units';

export const frecuenciaContent: ConverterContent<UnitKey<typeof frecuencia>> = {
  heading: 'Convertidor de frecuencia',
  intro:
    'Convierte hercios, kilohercios, megahercios, gigahercios y terahercios, y también revoluciones por minuto y por segundo, radianes por segundo, ciclos por minuto y latidos por minuto. Todas miden cuántas veces se repite algo en un tiempo; solo cambian la unidad de tiempo y lo que se cuenta en cada repetición.',
  cards: [
    { title: 'Gigahercios a megahercios', from: 'gigahercios', to: 'megahercios', example: 2.4 },
    { title: 'Megahercios a kilohercios', from: 'megahercios', to: 'kilohercios', example: 100.5 },
    { title: 'RPM a hercios', from: 'revoluciones_por_minuto', to: 'hercios', example: 3000 },
    { title: 'RPM a radianes por segundo', from: 'revoluciones_por_minuto', to: 'radianes_por_segundo', example: 1000 },
    { title: 'Radianes por segundo a hercios', from: 'radianes_por_segundo', to: 'hercios', example: 314.159265 },
    { title: 'Latidos por minuto a hercios', from: 'latidos_por_minuto', to: 'hercios', example: 72 },
  ],
  note: {
    title: 'Radianes por segundo: frecuencia angular',
    text: 'Los radianes por segundo no miden vueltas, sino ángulo: son la frecuencia angular, ω = 2πf. Una vuelta completa son 2π radianes, así que para pasar de rad/s a hercios o a revoluciones por segundo se divide entre 2π (unos 6.2832), y para pasar de rpm a rad/s se multiplica por 2π y se divide entre 60. Los hercios, en cambio, cuentan ciclos completos por segundo. Si una fórmula de física pide ω y tú tienes una frecuencia en Hz, no la copies tal cual: multiplícala por 2π.',
  },
  sections: [
    {
      title: 'Qué es la frecuencia',
      paragraphs: [
        'La frecuencia dice cuántas veces ocurre un fenómeno periódico en cada unidad de tiempo: las oscilaciones de una onda, las vueltas de un motor, los latidos de un corazón. Su unidad en el Sistema Internacional es el hercio (Hz), un ciclo por segundo, que lleva el nombre del físico alemán Heinrich Hertz, el primero en producir y detectar ondas de radio a finales del siglo XIX. La RAE recoge la forma castellanizada «hercio», con su plural «hercios», y el símbolo es siempre Hz, con hache mayúscula.',
      ],
    },
    {
      title: 'Dónde te la encuentras',
      paragraphs: [
        // D34, grid frequencies: IEC World Plugs (iec.ch/world-plugs) lists Spain, Argentina and Chile at 50 Hz and
        // Mexico, Colombia and Venezuela at 60 Hz. Checked 2026-11-27.
        'En la radio, que emite en kilohercios (la onda media) y en megahercios (la FM, entre 87.5 y 108 MHz); en el wifi, que usa las bandas de 2.4 y 5 GHz; en el procesador de tu ordenador, cuyo reloj ronda los 3 o 4 GHz; en la corriente alterna, que en España, Argentina o Chile oscila a 50 Hz y en México, Colombia o Venezuela, a 60 Hz. También en el cuentarrevoluciones del coche, que marca rpm, en el tempo de una canción, en pulsaciones por minuto, y en la pulsera de actividad que cuenta tu ritmo cardiaco.',
        'Los terahercios quedan lejos de la vida diaria, pero no tanto: la luz visible vibra entre unos 400 y 790 THz, y los escáneres de algunos aeropuertos trabajan por debajo de 1 THz.',
      ],
    },
    {
      title: 'Revoluciones, ciclos y latidos',
      paragraphs: [
        'Una revolución por minuto es una vuelta cada minuto, la sesentava parte de un hercio: un motor a 3000 rpm gira 50 veces por segundo. Los ciclos por minuto se usan en bombas, compresores y máquinas de ensayo, y los latidos por minuto en medicina y en música; las tres unidades valen lo mismo, 1/60 Hz, pero cuentan cosas distintas, y por eso el convertidor las mantiene separadas.',
      ],
    },
    {
      title: 'Errores frecuentes',
      paragraphs: [
        'El más común es confundir la frecuencia con la frecuencia angular y olvidar el factor 2π. Otro es escribir el símbolo con minúscula, «hz» o «mhz»: mHz serían milihercios, mil millones de veces menos que MHz. Y un tercero es comparar procesadores solo por sus gigahercios: dos chips a la misma frecuencia pueden rendir muy distinto según cuántas instrucciones completan en cada ciclo.',
      ],
    },
  ],
};
