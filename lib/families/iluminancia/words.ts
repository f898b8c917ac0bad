import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { iluminancia } from './units';

export const iluminanciaContent: ConverterContent<UnitKey<typeof iluminancia>> = {
  heading: 'Convertidor de iluminancia',
  intro:
    'Convierte la iluminancia entre luxes, pies-candela, phots, nox, lúmenes por metro cuadrado y lúmenes por pie cuadrado, con las definiciones exactas. Sirve para comprobar si tu mesa de trabajo tiene luz suficiente, leer un proyecto de iluminación estadounidense o interpretar la lectura de un luxómetro.',
  cards: [
    { title: 'Luxes a pies-candela', from: 'luxes', to: 'pies_candela', example: 500 },
    { title: 'Pies-candela a luxes', from: 'pies_candela', to: 'luxes', example: 50 },
    { title: 'Lúmenes por pie cuadrado a luxes', from: 'lumenes_pie_cuadrado', to: 'luxes', example: 30 },
    { title: 'Phots a luxes', from: 'phots', to: 'luxes', example: 2 },
    { title: 'Nox a luxes', from: 'nox', to: 'luxes', example: 250 },
    { title: 'Luxes a nox', from: 'luxes', to: 'nox', example: 0.2 },
  ],
  sections: [
    {
      title: '¿Qué es la iluminancia?',
      paragraphs: [
        'La iluminancia mide cuánta luz llega a una superficie por cada unidad de área. Su unidad en el Sistema Internacional es el lux (lx), plural luxes, que equivale a un lumen repartido sobre un metro cuadrado. Es lo que mide un luxómetro, o la aplicación del móvil que usa el sensor de luz, y lo que fijan las normas de iluminación para cada puesto de trabajo. Como se trata de una magnitud fotométrica, pondera cada color según la sensibilidad del ojo humano: la luz ultravioleta o infrarroja, que no vemos, no suma luxes.',
      ],
    },
    {
      title: 'Cuántos luxes hay a tu alrededor',
      paragraphs: [
        'El ojo se adapta a un intervalo enorme. Una noche de luna llena con el cielo despejado da unas décimas de lux, y una noche sin luna, apenas milésimas. Una calle con alumbrado público suele tener entre 10 y 20 lx; un salón con luz cálida, entre 100 y 200. La norma europea EN 12464-1 pide 500 lx sobre la mesa para escribir, leer o trabajar con ordenador en una oficina, y más para el dibujo técnico o las tareas de precisión. Al aire libre, un día muy nublado ronda los 1000 lx, y la luz directa del sol al mediodía en verano supera los 100 000 lx: doscientas veces lo que tiene la oficina.',
      ],
    },
    {
      title: 'Lúmenes no son luxes',
      paragraphs: [
        'El lumen (lm) mide el flujo luminoso, la cantidad total de luz que emite una fuente: la bombilla LED que sustituye a una incandescente de 60 W da unos 800 lúmenes. El lux mide la luz que recibe una superficie, y depende de la distancia y de cómo se reparta. Esos mismos 800 lúmenes repartidos por igual sobre una habitación de 10 m² darían 80 lx; concentrados sobre una mesa de un metro cuadrado, 800. Además, la iluminancia que produce una fuente pequeña cae con el cuadrado de la distancia: al doble de distancia, una cuarta parte. Por eso no hay conversión directa de lúmenes a luxes sin saber el área iluminada, y tampoco de luxes a vatios, que dependen de la eficiencia de la lámpara.',
      ],
    },
    {
      title: 'El pie-candela y las unidades antiguas',
      paragraphs: [
        'En Estados Unidos los proyectos de iluminación se calculan en pies-candela (fc), un lumen por pie cuadrado: como el pie cuadrado mide 0.09290304 m², un pie-candela son unos 10.764 lx, y los 500 lx de la oficina, unos 46 fc. Muchos diseñadores lo redondean a 10. El phot (ph), del sistema cegesimal, es un lumen por centímetro cuadrado, diez mil luxes, y casi ha desaparecido. El nox, una milésima de lux, se usó para describir la visión nocturna y la luz muy tenue.',
        'Un error frecuente es medir la luz de las plantas en luxes. Las plantas aprovechan sobre todo el rojo y el azul, que el ojo pondera poco, y los cultivos de interior se miden en densidad de flujo de fotones, en micromoles por metro cuadrado y segundo, µmol/(m²·s), una magnitud que solo se puede estimar a partir de los luxes si se conoce el espectro de la lámpara. El convertidor usa las definiciones exactas y redondea al mostrar el resultado, a seis decimales.',
      ],
    },
  ],
};
