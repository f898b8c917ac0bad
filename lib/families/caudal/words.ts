import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { caudal } from './units';

export const caudalContent: ConverterContent<UnitKey<typeof caudal>> = {
  heading: 'Convertidor de caudal',
  intro:
    'Convierte caudales entre pies cúbicos por minuto (CFM), pies cúbicos por segundo, litros por minuto, litros por segundo, metros cúbicos por hora y galones por minuto. Útil para ventiladores, extractores, compresores, bombas y redes de agua.',
  cards: [
    { title: 'CFM a litros por minuto', from: 'cfm', to: 'lpm', example: 100 },
    { title: 'Litros por minuto a CFM', from: 'lpm', to: 'cfm', example: 500 },
    { title: 'CFM a metros cúbicos por hora', from: 'cfm', to: 'metros_cubicos_hora', example: 400 },
    { title: 'Metros cúbicos por hora a litros por segundo', from: 'metros_cubicos_hora', to: 'lps', example: 36 },
    { title: 'Galones por minuto a litros por minuto', from: 'galones_minuto', to: 'lpm', example: 50 },
    { title: 'Pies cúbicos por segundo a litros por segundo', from: 'cfs', to: 'lps', example: 1000 },
  ],
  sections: [
    {
      title: '¿Qué es el caudal?',
      paragraphs: [
        'El caudal es el volumen de fluido, agua, aire o gas, que atraviesa una sección en un tiempo dado. Por eso todas sus unidades combinan una unidad de volumen con una de tiempo: litros por minuto, metros cúbicos por hora, pies cúbicos por segundo. En una tubería, el caudal es igual al área de la sección multiplicada por la velocidad media del fluido.',
      ],
    },
    {
      title: 'Dónde se usa cada unidad',
      paragraphs: [
        'Los pies cúbicos por minuto (CFM) dominan en ventilación y aire acondicionado: campanas extractoras, ventiladores, compresores de aire y hasta los ventiladores de las computadoras se anuncian en CFM, porque muchos fabricantes siguen la norma estadounidense. Los pies cúbicos por segundo son la unidad con la que el Servicio Geológico de Estados Unidos publica el caudal de los ríos.',
        'Los litros por minuto aparecen en bombas pequeñas, grifos, regaderas y en la oxigenoterapia, donde el flujo de oxígeno se regula en L/min. Los litros por segundo son habituales en ingeniería hidráulica y abastecimiento de agua, y los metros cúbicos por hora en bombas industriales, contadores de agua y cálculos de renovación de aire. Los galones por minuto (GPM) se usan en bombas, pozos, riego y sistemas contra incendio de Estados Unidos; aquí se trata del galón estadounidense de 3.785411784 litros.',
      ],
    },
    {
      title: 'Metros cúbicos por segundo, barriles por día y otros caudales',
      paragraphs: [
        'El metro cúbico por segundo (m³/s) es la unidad del Sistema Internacional y la de los ríos y las presas: el Amazonas vierte al océano más de 200 000 m³/s. Los metros cúbicos por día se usan en plantas potabilizadoras y depuradoras; los litros por hora, en el riego por goteo, donde cada gotero suele dar entre 1 y 8 L/h; y los mililitros por minuto, en las bombas de laboratorio y en medicina, por ejemplo para la filtración de los riñones, de unos 100 mL/min en un adulto sano.',
        'El barril de petróleo mide 42 galones estadounidenses, 158.987294928 litros, una medida que fijaron los productores de Pensilvania en 1866; como la producción de crudo se cuenta en barriles por día, 1 bbl/d equivale a 1.75 galones por hora o 6.624471 L/h. Los galones por hora, también del galón estadounidense de 3.785411784 litros, indican el caudal de las boquillas de los quemadores de gasóleo. Las definiciones del barril y del galón son las del apéndice B de la guía SP 811 del NIST.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'Todo parte de la definición del pie: 0.3048 metros exactos. Un pie cúbico es 0.3048³ m³, es decir, 28.316846592 litros, de modo que 1 CFM equivale exactamente a 28.316846592 L/min y 1 CFS a 60 veces esa cantidad por minuto. Un metro cúbico por hora son 1000 litros repartidos en 60 minutos, unos 16.667 L/min. El convertidor usa estas definiciones exactas y solo redondea al mostrar el resultado, a seis decimales.',
        'Un ejemplo: una campana extractora de 400 CFM mueve 400 × 28.316846592 = 11 326.74 litros por minuto. Para pasarlo a metros cúbicos por hora se multiplica por 60 y se divide entre 1000: unos 679.6 m³/h, la cifra que suelen dar los catálogos europeos.',
      ],
    },
    {
      title: 'Errores frecuentes',
      paragraphs: [
        'El más común es confundir CFM con metros cúbicos por minuto: un metro cúbico contiene unos 35.3 pies cúbicos, así que el error es enorme. También se mezclan el galón estadounidense y el imperial británico (4.54609 litros), que difieren en un 20 %, o se olvida el factor 60 entre minutos y horas. En compresores, además, conviene distinguir los CFM «estándar» (SCFM), referidos a aire en condiciones normales de presión y temperatura, de los CFM reales a la entrada: este convertidor transforma volúmenes por unidad de tiempo y no corrige por presión ni temperatura.',
      ],
    },
  ],
};
