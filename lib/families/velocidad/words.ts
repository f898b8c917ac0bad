import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { velocidad } from './units';

export const velocidadContent: ConverterContent<UnitKey<typeof velocidad>> = {
  heading: 'Convertidor de velocidad',
  intro:
    'Convierte entre kilómetros por hora, millas por hora, metros por segundo y nudos. Escribe una velocidad, elige las unidades y el resultado aparece al instante, calculado con las definiciones exactas.',
  cards: [
    { title: 'Kilómetros por hora a millas por hora', from: 'kilometros_hora', to: 'millas_hora', example: 100 },
    { title: 'Millas por hora a kilómetros por hora', from: 'millas_hora', to: 'kilometros_hora', example: 65 },
    { title: 'Metros por segundo a kilómetros por hora', from: 'metros_segundo', to: 'kilometros_hora', example: 10 },
    { title: 'Kilómetros por hora a metros por segundo', from: 'kilometros_hora', to: 'metros_segundo', example: 120 },
    { title: 'Nudos a kilómetros por hora', from: 'nudos', to: 'kilometros_hora', example: 20 },
    { title: 'Nudos a millas por hora', from: 'nudos', to: 'millas_hora', example: 30 },
  ],
  sections: [
    {
      title: 'Cuatro unidades, cuatro usos',
      paragraphs: [
        'El kilómetro por hora es la unidad de las carreteras en España, en Latinoamérica y en la mayor parte del mundo: en ella se expresan los límites de velocidad y marcan los velocímetros. El metro por segundo es la unidad coherente del Sistema Internacional y la que se usa en física, en ingeniería y en muchos servicios meteorológicos para la velocidad del viento.',
        'La milla por hora sigue en las señales de tráfico de Estados Unidos y también en las del Reino Unido, aunque allí el resto de la vida cotidiana sea en buena parte métrica. El nudo es una milla náutica por hora y se usa en navegación marítima y aérea. La milla náutica nació como la longitud de un minuto de arco de latitud y desde 1929 mide exactamente 1852 metros. El nombre viene de la corredera: una cuerda con nudos a intervalos regulares que se soltaba por la popa mientras corría un reloj de arena, y los nudos que pasaban daban la velocidad del barco.',
      ],
    },
    {
      title: 'Pies por segundo, kilómetros por segundo y la luz',
      paragraphs: [
        'Los pies por segundo (ft/s) se usan en Estados Unidos para la velocidad de los proyectiles y del agua en las tuberías; como el pie mide 0.3048 m desde el acuerdo internacional de 1959, 1 ft/s son 1.09728 km/h. Los pies por minuto miden el aire en los conductos de ventilación y la marcha de los ascensores, igual que los metros por minuto, que también aparecen en cintas transportadoras y máquinas. Los kilómetros por segundo son la escala de la astronomía: la Tierra recorre su órbita alrededor del Sol a unos 30 km/s.',
        'La velocidad de la luz en el vacío, c, vale exactamente 299 792 458 m/s, porque desde 1983 el metro se define a partir de ella; en kilómetros por hora son 1 079 252 848.8. El convertidor no incluye el número de Mach, porque la velocidad del sonido depende de la temperatura del aire: Mach 1 son unos 1225 km/h a 15 °C y bastante menos a la altura de crucero de un avión.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'Un metro por segundo son 3600 metros en una hora, es decir, 3.6 km/h: para pasar de m/s a km/h se multiplica por 3.6 y para volver se divide. Desde el acuerdo internacional de 1959 la milla terrestre mide 1609.344 metros, así que 1 mph son exactamente 1.609344 km/h; y 1 nudo son 1.852 km/h. El convertidor parte de estas definiciones y solo redondea al mostrar el resultado, a cuatro decimales.',
        'Un ejemplo: 100 km/h entre 1.609344 dan 62.1371 mph, y 120 km/h entre 3.6 son 33.3333 m/s. El límite de 65 mph de muchas autopistas estadounidenses equivale a 104.6074 km/h, y un velero a 20 nudos navega a 37.04 km/h.',
      ],
    },
    {
      title: 'Referencias y errores frecuentes',
      paragraphs: [
        'Algunas cifras para orientarse: una persona camina a unos 5 km/h; el sonido viaja por el aire a 20 °C a unos 343 m/s, más de 1200 km/h; y Usain Bolt recorrió los 100 metros en 9.58 segundos, una media de 10.44 m/s, unos 37.6 km/h.',
        'El error más común es multiplicar por 3.6 cuando hay que dividir: al pasar de km/h a m/s el número siempre disminuye. Otro es confundir la milla náutica con la terrestre: un nudo equivale a unas 1.15 mph, no a una. Y decir «nudos por hora» es redundante, porque el nudo ya es una velocidad.',
      ],
    },
  ],
};
