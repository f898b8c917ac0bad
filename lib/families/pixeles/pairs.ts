import type { PairsOf } from '@/lib/content/pairs/types';
import type { pixeles } from './units';

// D26: the pixel pairs people search, at the CSS reference of 96 ppp and a 16 px base font (the page's words say
// so), and the printing pairs people search at 300 ppp (`ppp`, D30), the resolution printers and photo labs ask for.
// Other resolutions are a setting of the converter, not pages of their own.

/** The resolution of the printing pairs: what print shops and photo labs ask for. */
const PRINT_PPP = 300;
export const pixelesPairs: PairsOf<typeof pixeles> = [
  {
    from: 'pixeles',
    to: 'puntos',
    answerValue: 16,
    rows: [
      1,
      8,
      10,
      12,
      { value: 14, label: 'texto de cuerpo pequeño' },
      { value: 16, label: 'texto por defecto del navegador' },
      24,
      32,
    ],
    tableTitle: 'Tamaños de letra de pantalla en puntos, a 96 ppp',
    definition:
      'CSS fija el píxel en la 96.ª parte de una pulgada y el punto en la 72.ª (CSS Values and Units 4, §6.2): 1 px = 0.75 pt exactos.',
    text: 'Es la conversión de quien pasa un diseño de Figma a un documento de Word, o una hoja de estilos a un PDF: la web mide la letra en píxeles y la imprenta, en puntos. Multiplica por 0.75 y tienes la equivalencia exacta a la resolución de CSS, así que el texto de 16 px de un navegador es el cuerpo 12 de un procesador de textos. Si trabajas con una maqueta para imprimir a 300 ppp, la relación cambia: cambia la resolución en el convertidor antes de copiar cifras.',
    questions: [
      {
        question: '¿Cuántos puntos son 16 px?',
        answer: 'A 96 ppp, la referencia de CSS, 12 pt: 16 × 72 ÷ 96 = 12.',
      },
    ],
  },
  {
    from: 'puntos',
    to: 'pixeles',
    rows: [6, 8, 9, 10, 11, { value: 12, label: 'cuerpo de un documento' }, 14, 18, 72],
    tableTitle: 'Cuerpos de letra en puntos, pasados a píxeles CSS',
    definition: 'Un punto tipográfico es 1/72 de pulgada y un píxel CSS, 1/96: cada punto son 4/3 de píxel.',
    text: 'Vas en esta dirección cuando una guía de estilo o un manual de marca fija los tamaños en puntos y tienes que escribirlos en CSS. El cuerpo 11 de Calibri, el de tantos documentos, queda en unos 14.67 px, y los navegadores redondean al dibujar. La unidad pt existe también en CSS, pero en pantalla conviene usar px o rem, que son los que el resto del diseño emplea; pt es útil sobre todo en las hojas de estilo para imprimir.',
  },
  {
    from: 'pixeles',
    to: 'centimetros',
    rows: [1, 10, 96, 100, 500, 1000, 1920],
    tableTitle: 'Píxeles CSS en centímetros, a 96 ppp',
    definition: 'A 96 ppp, un píxel mide 2.54/96 cm, unos 0.0265 cm: 1 in = 2.54 cm exactos desde 1959.',
    text: 'A la resolución de referencia, una pantalla de 1920 px de ancho «mediría» unos 50.8 cm, lo que se acerca al ancho real de un monitor de 23 pulgadas. Esta página da esa medida teórica; para imprimir, la cuenta depende de la resolución de la impresora, y a 300 ppp esa misma imagen se queda en algo más de 16 centímetros de ancho. Elige la resolución en el convertidor cuando quieras saber el tamaño en papel, porque con 96 ppp te saldría tres veces más grande de lo que de verdad queda nítido.',
  },
  {
    from: 'centimetros',
    to: 'pixeles',
    rows: [1, 2.54, 5, 10, 15, 21, 29.7],
    tableTitle: 'Centímetros en píxeles CSS, con el A4',
    definition: 'Cada centímetro son 96 ÷ 2.54 píxeles de referencia, unos 37.795 px.',
    text: 'Un folio A4 mide 21 × 29.7 cm, que a 96 ppp son unos 794 × 1123 px: la medida que usan muchos generadores de PDF desde HTML para la página. Es útil para diseñar facturas, etiquetas o tarjetas que se imprimirán desde el navegador. Las hojas de estilo de impresión admiten directamente cm y mm, pero si el resto de tu diseño está en píxeles, esta conversión te dice cuánto ocupará cada bloque en el papel.',
  },
  {
    from: 'pixeles',
    to: 'milimetros',
    rows: [1, 4, 16, 48, 100, 300],
    tableTitle: 'Píxeles CSS en milímetros, a 96 ppp',
    definition: 'Un píxel de referencia son 25.4/96 mm, unos 0.2646 mm, porque la pulgada mide 25.4 mm exactos.',
    text: 'Las guías de accesibilidad recomiendan que los botones táctiles midan al menos 44 o 48 px de lado, y en milímetros se entiende por qué: 48 px son unos 12.7 mm, más o menos la yema de un dedo. Los diseñadores de interfaces y de señalética usan esta conversión para llevar al papel un prototipo. Recuerda que en un móvil ese píxel no es uno físico: el sistema escala la imagen para que el tamaño aparente se mantenga.',
  },
  {
    from: 'pixeles',
    to: 'rem',
    rows: [8, 12, 14, 16, 18, 20, 24, 32, 48],
    tableTitle: 'Píxeles en rem con la fuente raíz de 16 px',
    definition: 'Un rem es el tamaño de la fuente del elemento raíz; con los 16 px de los navegadores, 1 rem = 16 px.',
    text: 'Pasar un diseño a rem es dividir cada medida entre 16 cuando la raíz conserva el tamaño por defecto: un título de 24 px queda en 1.5 rem y un margen de 8 px, en 0.5 rem. El motivo no es estético sino de accesibilidad: quien aumenta la letra en la configuración del navegador verá crecer todo lo que esté en rem y nada de lo fijado en px. Si tu hoja de estilos cambia el tamaño de html, por ejemplo al 62.5 %, pon 10 px como fuente base en el convertidor.',
  },
  {
    from: 'rem',
    to: 'pixeles',
    rows: [0.25, 0.5, 0.75, 0.875, 1, 1.25, 1.5, 2, 3],
    tableTitle: 'Valores en rem y los píxeles que ocupan con la fuente por defecto',
    definition: 'Con la fuente raíz de 16 px que traen los navegadores, cada rem son 16 px.',
    text: 'Los marcos de CSS como Tailwind o Bootstrap escriben sus espaciados y tamaños en rem: una clase de 0.875 rem es el texto de 14 px, y un espaciado de 0.25 rem, 4 px. Al inspeccionar una web o al pasar sus valores a una herramienta de diseño que solo entiende píxeles, necesitas esta conversión. Ten presente que el resultado cambia si el visitante tiene otro tamaño de letra por defecto, y eso es justo lo que se busca al usar rem.',
  },
  {
    from: 'pixeles',
    to: 'pulgadas',
    rows: [72, 96, 150, 300, 600, 1200, 3000],
    tableTitle: 'Píxeles en pulgadas a la resolución de referencia',
    definition: 'La resolución es el número de píxeles por pulgada: a 96 ppp, una pulgada son 96 px.',
    text: 'Esta es la cuenta de la propia definición de resolución: pulgadas = píxeles ÷ ppp. A 96 ppp salen tamaños de pantalla; para papel, cambia la resolución arriba y pon la de tu impresora o la que pide la imprenta. Así compruebas si un logotipo da para una tarjeta de visita (a 300 ppp, cada 300 píxeles de ancho dan una pulgada de papel) o si hace falta pedir al diseñador una versión vectorial que se pueda ampliar sin perder nitidez.',
  },
  {
    from: 'pixeles',
    to: 'centimetros',
    ppp: PRINT_PPP,
    rows: [
      300,
      { value: 1200, label: 'lado corto de una foto de 10 × 15' },
      { value: 1800, label: 'lado largo de una foto de 10 × 15' },
      { value: 2480, label: 'ancho de un folio A4' },
      3000,
      { value: 3508, label: 'alto de un folio A4' },
      4000,
      6000,
    ],
    tableTitle: 'Píxeles de una imagen y el tamaño al que se imprime a 300 ppp',
    definition:
      'A 300 ppp caben 300 píxeles en cada pulgada de papel, y la pulgada mide 2.54 cm exactos desde 1959: los centímetros son los píxeles × 2.54 ÷ 300.',
    text: 'Es la cuenta de quien va a imprimir una foto, una invitación o un cartel y quiere saber hasta qué tamaño la imagen se verá nítida. Las imprentas y los laboratorios fotográficos piden 300 ppp porque a esa densidad no se distinguen los píxeles a la distancia a la que se mira una foto en la mano. Por eso una copia de 10 × 15 necesita una imagen de al menos 1200 por 1800 píxeles, y un folio A4 a toda página, unos 2480 por 3508. Si imprimes más grande, cada píxel se estira y la imagen se ve blanda; para un póster que se mira de lejos basta con 150 ppp, que puedes elegir en el convertidor.',
    questions: [
      {
        question: '¿Qué tamaño tiene una foto de 4000 × 3000 píxeles impresa a 300 ppp?',
        answer:
          'Algo menos de 34 × 25.4 cm: divide cada lado entre 300 para tener pulgadas (13.33 × 10) y multiplica por 2.54.',
      },
    ],
  },
  {
    from: 'centimetros',
    to: 'pixeles',
    ppp: PRINT_PPP,
    rows: [1, 2.54, 5, 9, 10, 13, 15, 21, 29.7],
    tableTitle: 'Centímetros de papel y los píxeles que pide una impresión a 300 ppp',
    definition:
      'Cada centímetro son 300 ÷ 2.54 píxeles a 300 ppp, unos 118.11: la pulgada mide 2.54 cm exactos y en ella caben 300 píxeles.',
    text: 'Vas en esta dirección cuando sabes el tamaño del papel y tienes que preparar la imagen: el diseñador que crea una tarjeta de visita de 9 × 5 cm, la tienda que pide las fotos de un álbum o quien encarga una lona. Multiplica los centímetros por 118.11 y redondea hacia arriba, porque un píxel de menos deja un borde blanco. Si la imprenta pide además sangrado, suma los milímetros de margen a cada lado antes de convertir: la imagen debe cubrir el papel hasta más allá del corte.',
  },
  {
    from: 'pixeles',
    to: 'pulgadas',
    ppp: PRINT_PPP,
    rows: [150, 300, 600, 1200, 1800, 2400, 3000, 3600],
    tableTitle: 'Píxeles y pulgadas de papel a 300 ppp',
    definition: 'La resolución es el número de píxeles por pulgada: a 300 ppp, las pulgadas son los píxeles ÷ 300.',
    text: 'Los tamaños de las copias fotográficas y de los marcos se siguen dando en pulgadas en medio mundo, también en muchas tiendas de América Latina: 4 × 6, 5 × 7, 8 × 10. A 300 ppp la cuenta es una división: cada 300 píxeles de la imagen dan una pulgada de papel, así que una copia de 8 × 10 pulgadas pide 2400 por 3000 píxeles. Es también la forma más rápida de saber si el logotipo que te han enviado da para una tarjeta o si hace falta pedir una versión vectorial.',
  },
];
