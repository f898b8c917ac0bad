import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { longitud } from './units';

export const longitudContent: ConverterContent<UnitKey<typeof longitud>> = {
  heading: 'Convertidor de longitud',
  intro:
    'Convierte entre metros, centímetros, kilómetros, pies, pulgadas y millas, y también entre yardas, millas náuticas, años luz o las varas y leguas de España y América. Escribe un valor, elige las unidades y el resultado aparece al instante, calculado con las definiciones exactas.',
  cards: [
    { title: 'Metros a pies', from: 'metros', to: 'pies', example: 10 },
    { title: 'Pies a metros', from: 'pies', to: 'metros', example: 6 },
    { title: 'Pulgadas a centímetros', from: 'pulgadas', to: 'centimetros', example: 15.6 },
    { title: 'Centímetros a pulgadas', from: 'centimetros', to: 'pulgadas', example: 30 },
    { title: 'Millas a kilómetros', from: 'millas', to: 'kilometros', example: 26.2 },
    { title: 'Kilómetros a millas', from: 'kilometros', to: 'millas', example: 42.195 },
  ],
  sections: [
    {
      title: '¿Qué es el metro?',
      paragraphs: [
        'El metro es la unidad de longitud del Sistema Internacional. Desde 1983 se define a partir de la velocidad de la luz: es la distancia que recorre la luz en el vacío durante 1/299 792 458 de segundo. Sus múltiplos y submúltiplos siguen la regla decimal: un kilómetro son 1000 metros y un metro son 100 centímetros, de modo que pasar de uno a otro solo exige desplazar el punto decimal.',
      ],
    },
    {
      title: 'Pies, pulgadas y millas',
      paragraphs: [
        'Las unidades anglosajonas siguen vivas en Estados Unidos y, en parte, en el Reino Unido. Desde el acuerdo internacional de 1959 están atadas al metro con valores exactos: una pulgada mide exactamente 2.54 centímetros, un pie son 12 pulgadas, es decir, 0.3048 metros, y una milla terrestre son 5280 pies, o sea 1609.344 metros. Por eso este convertidor no usa aproximaciones como 3.28 o 1.6: parte de esas definiciones y solo redondea al mostrar el resultado, a cuatro decimales y nunca a menos de cuatro cifras significativas: 1 m son 0.0006214 mi, no 0.0006.',
        'En la vida diaria estas unidades aparecen más de lo que parece: la diagonal de televisores, monitores y teléfonos se anuncia en pulgadas, la estatura se da en pies y pulgadas en Estados Unidos, y en aviación la altitud se expresa en pies en casi todo el mundo. Las millas siguen en las señales de tráfico británicas y estadounidenses.',
      ],
    },
    {
      title: 'De la vara castellana al pársec',
      paragraphs: [
        'Además de los submúltiplos del metro (decímetro, milímetro, micrómetro o micra y nanómetro) y de la yarda, que mide 0.9144 m exactos desde el acuerdo de 1959, aquí tienes la milla náutica: nació como un minuto de arco de meridiano y vale 1852 m exactos desde la Conferencia Hidrográfica Internacional de 1929. Para el cielo, la Unión Astronómica Internacional fijó en 2012 la unidad astronómica en 149 597 870 700 m; el año luz es lo que recorre la luz en un año juliano de 365.25 días, 9 460 730 472 580.8 km, y el pársec, la distancia desde la que una unidad astronómica se ve bajo un segundo de arco, vale exactamente 648 000/π unidades astronómicas desde 2015: unos 3.26 años luz.',
        'La vara castellana o de Burgos mide 0.835905 m según las tablas de correspondencia con que España aplicó la ley de pesas y medidas de 1849, y la legua de 20 000 pies castellanos que fijó una real orden de 1801, 5572.7 m. Varias repúblicas americanas dieron a su vara un valor legal al pasar al metro: 0.838 m en México, 0.836 m en Chile (ley de 1848), 0.866 m en Argentina y 0.8 m exactos en Colombia, donde la ley de 1836 la definió como el cuadrante del meridiano dividido entre 12 500 000. Por eso las leguas no coinciden: la legua legal mexicana, de 5000 varas, mide 4190 m, y la chilena, de 5400 varas, 4514.4 m.',
        'La vara argentina lleva «aprox.» porque las fuentes le dan 0.866 o 0.8666 m. La legua argentina no está en la lista porque no tuvo un solo valor: 6000 varas en Buenos Aires y 5000 en Tucumán.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'Cada unidad se pasa primero a metros y después a la unidad de destino. Para convertir 6 pies a metros se multiplica por 0.3048; para ir de metros a pies se divide entre 0.3048, lo que equivale a multiplicar por 3.28084 aproximadamente. La tabla de equivalencias bajo el resultado muestra tu valor en las unidades principales a la vez (el botón «Ver todas las unidades» añade las demás), y al pulsar cualquier fila esa unidad pasa a ser la de destino.',
        'Un ejemplo práctico: un maratón mide 42.195 kilómetros, que son unas 26.2 millas. Una pantalla de 15.6 pulgadas mide casi 40 centímetros de diagonal. Y si alguien mide 6 pies, su estatura ronda 1.83 metros.',
      ],
    },
  ],
};
