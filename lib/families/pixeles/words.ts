import type { ConverterContent } from '@/lib/content/types';
import { formatNumber } from '@/lib/units/format';
import type { UnitKey } from '@/lib/units/types';
import { pixelesAt } from './units';
import type { pixeles } from './units';

/** A printed width, computed by the engine's own units at that resolution: pixels ÷ ppp × 2.54 cm. */
const printedCm = (pixels: number, ppp: number) => {
  const units = pixelesAt(ppp, 16).units;
  return formatNumber(pixels / units.centimetros.rule.factor, 2);
};

export const pixelesContent: ConverterContent<UnitKey<typeof pixeles>> = {
  heading: 'Convertidor de píxeles',
  intro:
    'Convierte píxeles a puntos, picas, pulgadas, milímetros y centímetros, y a em y rem de CSS. Elige la resolución en ppp (píxeles por pulgada): 96, la referencia de CSS y de las pantallas de escritorio, viene por defecto, y 72, 150 y 300 están a un clic. Para em y rem, indica el tamaño de la fuente base, 16 px si no lo cambias.',
  cards: [
    { title: 'Píxeles a puntos', from: 'pixeles', to: 'puntos', example: 16 },
    { title: 'Puntos a píxeles', from: 'puntos', to: 'pixeles', example: 12 },
    { title: 'Píxeles a rem', from: 'pixeles', to: 'rem', example: 24 },
    { title: 'Píxeles a milímetros', from: 'pixeles', to: 'milimetros', example: 100 },
    { title: 'Centímetros a píxeles', from: 'centimetros', to: 'pixeles', example: 10 },
    { title: 'Picas a puntos', from: 'picas', to: 'puntos', example: 3 },
  ],
  note: {
    title: 'Las tarjetas y las páginas de parejas, a 96 ppp salvo las de imprenta',
    text: 'Las fórmulas de abajo y las páginas de cada pareja usan la referencia de CSS: 96 píxeles por pulgada y una fuente base de 16 px, salvo las de imprenta, que dicen en su nombre la resolución a la que están hechas (300 ppp). Si cambias la resolución o la fuente arriba, el resultado y la tabla de equivalencias se recalculan; las fórmulas escritas, no. A 72 ppp, un píxel y un punto miden lo mismo.',
  },
  sections: [
    {
      title: 'Píxeles CSS y píxeles del dispositivo',
      paragraphs: [
        'El píxel de una hoja de estilos no es un punto físico de tu pantalla. CSS define un píxel de referencia de 1/96 de pulgada, el tamaño que tenía un píxel en los monitores de escritorio de los años noventa vistos a un brazo de distancia, y fija con él todas sus unidades absolutas: una pulgada son 96 px, un punto tipográfico, 1/72 de pulgada, y un centímetro, unos 37.8 px. Un móvil moderno tiene dos, tres o cuatro píxeles físicos por cada píxel CSS (la relación que el navegador llama devicePixelRatio), de modo que un botón de 48 px mide casi lo mismo en un teléfono que en un portátil, aunque lo dibujen muchos más puntos de luz.',
      ],
    },
    {
      title: 'Qué quiere decir «300 ppp» al imprimir',
      paragraphs: [
        `La resolución de impresión dice cuántos píxeles de la imagen caben en cada pulgada de papel. Las imprentas y los laboratorios fotográficos piden 300 ppp para que no se distingan los píxeles a la distancia de lectura: con esa densidad, una foto de 3000 píxeles de ancho sale con ${printedCm(3000, 300)} cm de ancho (3000 ÷ 300 = 10 pulgadas). La misma foto a 150 ppp, suficiente para un póster que se mira de lejos, ocuparía el doble, ${printedCm(3000, 150)} cm. Elige arriba la resolución y convierte píxeles a centímetros para saber a qué tamaño puedes imprimir tus fotos.`,
        'El número de ppp guardado dentro de un JPEG no cambia la imagen, solo la medida con que se imprime por defecto. Una foto de 72 ppp y otra de 300 ppp con los mismos píxeles son idénticas en pantalla.',
      ],
    },
    {
      title: 'Puntos, picas, em y rem',
      paragraphs: [
        'El punto tipográfico es la unidad de los procesadores de texto: el cuerpo 12 de un documento son 12 puntos, 16 px en pantalla. La pica, de 12 puntos, se usa en maquetación para medir columnas y márgenes. En CSS, em y rem son relativos: 1 em es el tamaño de la fuente del elemento, y 1 rem, el de la raíz del documento, que en todos los navegadores es 16 px mientras no lo cambies tú o tu hoja de estilos. Por eso conviene dar los tamaños de letra en rem: si alguien con poca vista aumenta la fuente del navegador, tu diseño crece con ella.',
      ],
    },
    {
      title: 'Trampas habituales',
      paragraphs: [
        'Suponer que 72 ppp es la resolución de las pantallas: lo fue en los primeros Mac, pero hoy no lo es de ninguna. Convertir em como si fuera siempre 16 px, cuando depende del elemento padre y se multiplica al anidar. Y medir una maqueta con una regla sobre la pantalla esperando que 96 px sean una pulgada real: el sistema y el zoom escalan la imagen, y casi nunca coincide.',
      ],
    },
  ],
};
