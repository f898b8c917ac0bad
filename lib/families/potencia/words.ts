import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { potencia } from './units';

export const potenciaContent: ConverterContent<UnitKey<typeof potencia>> = {
  heading: 'Convertidor de potencia',
  intro:
    'Convierte entre vatios, kilovatios, megavatios, gigavatios, caballos de fuerza (HP), caballos de vapor (CV), BTU por hora, kilocalorías por hora y julios por segundo. El resultado aparece al instante, calculado con la definición exacta de cada unidad.',
  cards: [
    { title: 'Caballos de vapor a kilovatios', from: 'cv', to: 'kilowatts', example: 110 },
    { title: 'Kilovatios a caballos de vapor', from: 'kilowatts', to: 'cv', example: 100 },
    { title: 'Caballos de fuerza a caballos de vapor', from: 'caballos_fuerza', to: 'cv', example: 300 },
    { title: 'BTU por hora a vatios', from: 'btu_hora', to: 'watts', example: 12000 },
    { title: 'Kilovatios a BTU por hora', from: 'kilowatts', to: 'btu_hora', example: 3.5 },
    { title: 'Vatios a kilocalorías por hora', from: 'watts', to: 'kilocalorias_hora', example: 100 },
  ],
  sections: [
    {
      title: '¿Qué es la potencia?',
      paragraphs: [
        'La potencia mide cuánta energía se produce, se transfiere o se consume por unidad de tiempo. Su unidad en el Sistema Internacional es el vatio (W; watt en inglés), que equivale a un julio por segundo; por eso julios por segundo y vatios dan siempre la misma cifra. Debe su nombre a James Watt, el ingeniero escocés que perfeccionó la máquina de vapor. Una bombilla LED consume unos 9 W, un microondas alrededor de 1 kW, un aerogenerador terrestre moderno entre 3 y 6 MW, y un reactor nuclear grande en torno a 1 GW.',
        'No hay que confundir potencia con energía: el kilovatio (kW) es potencia y el kilovatio hora (kWh) es energía. Un horno de 2 kW encendido durante media hora consume 1 kWh.',
      ],
    },
    {
      title: 'Caballos de fuerza (HP) y caballos de vapor (CV)',
      paragraphs: [
        'Watt quiso comparar sus máquinas con los caballos que movían las bombas de las minas y fijó el caballo de fuerza en 33 000 pies-libra fuerza por minuto. Con las definiciones actuales del pie y de la libra, ese caballo mecánico (HP, horsepower) vale unos 745.7 W; el convertidor usa su valor exacto, 550 pies-libra fuerza por segundo. El caballo de vapor métrico (CV en español, PS en alemán, ch en francés) se definió como la potencia que eleva 75 kilogramos un metro en un segundo: 75 × 9.80665 = 735.49875 W. El HP es, por tanto, un 1.4 % mayor que el CV.',
        'En España y en buena parte de Latinoamérica la potencia de los coches se anuncia en CV, a menudo junto a los kW, que son la unidad oficial; en Estados Unidos, y también en México, es habitual el HP. Un motor de 300 HP equivale a unos 304 CV, y uno de 110 CV a 80.9 kW.',
      ],
    },
    {
      title: 'BTU por hora y kilocalorías por hora',
      paragraphs: [
        'La BTU (unidad térmica británica) de la tabla internacional vale 1055.05585262 julios, y la BTU por hora es la unidad con la que se anuncian muchos aires acondicionados: 12 000 BTU/h, la llamada tonelada de refrigeración, son unos 3.52 kW de capacidad de enfriamiento. Esa cifra es potencia térmica, no consumo eléctrico: un equipo con una eficiencia de 3 consume unos 1.2 kW. La kilocaloría por hora, con 1 kcal = 4184 J, aparece en calefacción y, como frigoría por hora, en los equipos de frío en España. Una persona en reposo disipa unos 100 W, algo más de 80 kcal/h.',
      ],
    },
    {
      title: 'Toneladas de refrigeración y caballos eléctricos',
      paragraphs: [
        'La tonelada de refrigeración (TR) viene de los tiempos del comercio del hielo: es el calor que absorbe una tonelada corta de hielo, 2000 libras, al fundirse en 24 horas. Hoy se define como 12 000 BTU por hora exactas, 3516.852842 W, y sigue en las fichas de los minisplits y de los equipos de aire acondicionado en toda América: un equipo de 1 TR es uno de 12 000 BTU/h.',
        'El pie-libra fuerza por segundo (ft·lbf/s) es la unidad de la que nació el caballo de fuerza: los 33 000 pies-libra fuerza por minuto de Watt son 550 por segundo, y por eso 550 ft·lbf/s dan exactamente 1 HP. El caballo de fuerza eléctrico, de 746 W exactos, es el que figura en las placas de los motores eléctricos de norma estadounidense, algo mayor que el mecánico. Las tres definiciones son las del apéndice B de la guía SP 811 del NIST.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'Cada unidad se pasa primero a vatios y después a la de destino. Para convertir 110 CV a kilovatios se multiplica por 735.49875 y se divide entre 1000: 80.904863 kW. El convertidor usa las definiciones exactas y solo redondea al mostrar el resultado, a seis decimales. Los errores habituales son tratar HP y CV como iguales y confundir BTU con BTU por hora.',
      ],
    },
  ],
};
