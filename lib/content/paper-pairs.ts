import type { ToolPairSpec } from './types';

/**
 * Issue 34: the question pages of /tamanos-de-papel, words only; every figure on them (answer, table, formula) is
 * computed by lib/tools/paper-sizes.ts through lib/tools/paper-pairs.ts. Every figure the words state is worked out
 * with the same functions by __tests__/tools/tool-pairs.test.ts (STYLE 11), since this floor may not import the tool.
 *
 * Sources, read 2026-11-28, besides those of lib/tools/paper-sizes.ts (ISO 216:2007, PWG 5101.1-2013):
 * - DIN 476, published on 18 August 1922, prepared by Walter Porstmann, the origin of ISO 216 (WDR ZeitZeichen,
 *   '18.08.1922 - DIN 476 "Papierformate" werden veröffentlicht', wdr.de);
 * - letter as the usual office sheet of the US, Canada, Mexico and Chile (convertworld.com, 'Letter (North American
 *   paper sizes)'); its 8.5 × 11 in 'lost in tradition and not well documented' (Wikipedia, 'Letter (paper size)');
 *   ANSI/ASME Y14.1 sizes A (8.5 × 11 in) and B (11 × 17 in) (paper-size.com, 'US paper sizes');
 * - APA Style, 7th edition: margins of 1 in (2.54 cm) on every side (Publication Manual of the APA, 2020, §2.22,
 *   p. 45);
 * - a PDF page of A4 is the MediaBox [0 0 595 842], in points of 1/72 in (IDRsolutions, 'What is PDF pagesize?');
 * - the typographic (PostScript) point, 1/72 in, and the CSS reference pixel, 1/96 in (lib/families/pixeles/units.ts).
 * 'Oficio' (D37): no country's size could be sourced (lib/tools/paper-sizes.ts), so its page gives PWG's
 * 'na_oficio' and names no country.
 */
export const PAPER_PAIR_SPECS: readonly ToolPairSpec[] = [
  {
    slug: 'a4-en-centimetros',
    name: 'A4 en centímetros',
    heading: 'Medidas del A4 en centímetros',
    title: 'A4 en centímetros: medidas de la hoja A4 y de toda la serie A',
    description:
      'Cuánto mide una hoja A4 en centímetros, con la tabla de A0 a A10 en cm, los márgenes de las normas APA y lo que pesa una hoja.',
    intro:
      'Un A4 mide 210 × 297 mm, y como un centímetro son diez milímetros, en centímetros mide exactamente 21 × 29.7: no hay nada que redondear.',
    tableTitle: 'La serie A en centímetros',
    text: [
      'Es la medida que piden los trabajos escolares, las plantillas de manualidades y las tiendas de marcos: 21 cm de ancho por 29.7 cm de alto. Si mides una hoja con la regla y te sale 21.6 × 27.9 cm, no es un A4 sino una carta, la hoja de oficina de Estados Unidos, Canadá y varios países de América Latina, como México y Chile.',
      'Las normas APA, muy usadas en los trabajos universitarios, piden márgenes de una pulgada, 2.54 cm, en los cuatro lados. En un A4 queda para el texto una caja de 15.92 × 24.62 cm, y en una carta, de 16.51 × 22.86 cm: el A4 deja menos ancho y más alto, y el mismo trabajo puede ocupar un número distinto de páginas en cada hoja.',
      'Su superficie es de 21 × 29.7 = 623.7 cm², algo menos de la dieciseisava parte de un metro cuadrado, 625 cm², porque la norma ISO 216 redondea cada lado al milímetro. Con ella se calcula lo que pesa una hoja: el papel de oficina de 80 g/m² da unos 4.99 g por hoja, así que un paquete de 500 hojas pesa cerca de 2.5 kg.',
    ],
    questions: [
      {
        question: '¿Cuántos centímetros mide una hoja A4?',
        answer: '21 cm de ancho por 29.7 cm de alto: sus 210 × 297 mm divididos entre 10.',
      },
      {
        question: '¿Cuánto mide la mitad de un A4?',
        answer:
          'La mitad de un A4 es un A5, de 14.8 × 21 cm. La mitad justa del lado largo serían 14.85 cm, pero la norma redondea cada tamaño al milímetro hacia abajo.',
      },
    ],
  },
  {
    slug: 'a4-en-pulgadas',
    name: 'A4 en pulgadas',
    heading: 'Medidas del A4 en pulgadas',
    title: 'A4 en pulgadas: medidas de la hoja A4 en in, con la serie A',
    description:
      'Cuánto mide una hoja A4 en pulgadas, por qué la cifra no es redonda y las medidas de toda la serie A, de A0 a A10, en pulgadas.',
    intro:
      'El A4 se define en milímetros y la pulgada mide 25.4 mm: al dividir, ninguno de sus dos lados da una cifra redonda en pulgadas.',
    tableTitle: 'La serie A en pulgadas',
    text: [
      'Se pregunta por el A4 en pulgadas cuando un programa, una impresora o un cliente de Estados Unidos trabajan en pulgadas: el tamaño a medida de una imprenta en línea, el lienzo de un programa de diseño configurado en inglés o un formulario que pide el ancho y el alto en «in». La respuesta, 8.27 × 11.69 in, está redondeada a la centésima: 210 entre 25.4 da 8.2677… y 297 entre 25.4, 11.6929…, con decimales que no se acaban nunca.',
      'El redondeo apenas importa en pantalla, pero sí al pedir un tamaño a medida. Si escribes 8.3 × 11.7 in, la hoja sale de 210.82 × 297.18 mm, casi un milímetro más ancha que un A4; con 8.27 × 11.69 in, de 210.06 × 296.93 mm. Cuando el programa lo permita, elige «A4» por su nombre o escribe la medida en milímetros, que es la exacta.',
      'La serie A nació en Alemania: la norma DIN 476, publicada el 18 de agosto de 1922 y preparada por el ingeniero Walter Porstmann, partía de una hoja de un metro cuadrado con los lados en la proporción de 1 a √2. De ella procede la norma internacional ISO 216, y por eso en muchos países se sigue diciendo «DIN A4». Ninguno de sus tamaños se pensó en pulgadas, y en la tabla todos llevan el signo ≈.',
    ],
    questions: [
      {
        question: '¿Cuántas pulgadas mide una hoja A4?',
        answer:
          'Unas 8.27 pulgadas de ancho por 11.69 de alto: 210 mm y 297 mm divididos entre 25.4, redondeados a la centésima.',
      },
      {
        question: '¿Es el A4 lo mismo que 8.5 × 11 pulgadas?',
        answer:
          'No: 8.5 × 11 in es el tamaño carta, de 215.9 × 279.4 mm. El A4 es 5.9 mm más estrecho y 17.6 mm más largo, así que un documento pensado para uno no cae igual en el otro.',
      },
    ],
  },
  {
    slug: 'a4-en-pixeles',
    name: 'A4 en píxeles',
    heading: 'Medidas del A4 en píxeles',
    title: 'A4 en píxeles: a 300, 150, 96 y 72 ppp, con tabla',
    description:
      'Cuántos píxeles tiene una hoja A4 según la resolución, de 72 a 600 ppp, cómo se calculan y por qué se redondean.',
    intro:
      'Los píxeles de una hoja dependen de la resolución a la que se imprime: se multiplican sus pulgadas por los puntos por pulgada (ppp) y se redondea al píxel entero.',
    tableTitle: 'El A4 en píxeles según la resolución',
    text: [
      'Lo pregunta quien prepara un cartel, una invitación o un currículum en un programa de imagen para imprimirlo después: el lienzo se crea en píxeles y la imprenta pide el archivo a 300 ppp. A esa resolución, el A4 necesita 2480 × 3508 px: sus 8.2677… × 11.6929… in por 300 dan 2480.3 × 3507.9, que se redondean al píxel entero porque una imagen no tiene fracciones de píxel.',
      'La resolución no cambia la imagen, solo el tamaño al que se imprime. Los mismos 2480 × 3508 px impresos a 150 ppp llenan una hoja del doble de ancho y de alto, prácticamente un A2; y una imagen de 595 × 842 px, el A4 a 72 ppp, se ve bien en pantalla, pero impresa en A4 sale pixelada o borrosa. Esos 595 × 842 son también los puntos de una página A4 en un PDF, porque el punto de PostScript y PDF mide 1/72 de pulgada.',
      'Un A4 a 300 ppp tiene casi 8.7 millones de píxeles. Sin comprimir, en color RGB de 8 bits por canal, son 3 bytes por píxel: unos 26.1 MB. A 600 ppp, una resolución habitual de escáner, hay el doble de píxeles por lado y unas cuatro veces más en total.',
    ],
    questions: [
      {
        question: '¿Cuántos píxeles tiene un A4 a 300 ppp?',
        answer: '2480 × 3508 píxeles: las pulgadas del A4 por 300, redondeadas al píxel entero.',
      },
      {
        question: '¿Y a 72 o a 96 ppp?',
        answer:
          'A 72 ppp, 595 × 842 px; a 96 ppp, la resolución de referencia de las páginas web, 794 × 1123 px. Son tamaños para ver en pantalla, no para imprimir.',
      },
    ],
  },
  {
    slug: 'carta-en-centimetros',
    name: 'Carta en centímetros',
    heading: 'Medidas de la hoja carta en centímetros',
    title: 'Tamaño carta en centímetros: medidas de la hoja carta (Letter)',
    description:
      'Cuánto mide una hoja tamaño carta en centímetros, por qué la medida es exacta y cómo se compara con el A4, el oficio, el legal y el tabloide.',
    intro:
      'La hoja carta se define en pulgadas, 8.5 × 11, y como una pulgada son exactamente 2.54 cm, su medida en centímetros es exacta: basta multiplicar.',
    tableTitle: 'Carta, legal, tabloide, oficio y A4 en centímetros',
    text: [
      'La carta, «Letter» en inglés, es la hoja de oficina de Estados Unidos y Canadá y la más usada en varios países de América Latina, como México y Chile. Quien pregunta su medida en centímetros suele estar ajustando una plantilla, recortando una hoja o comprobando si un formulario es carta o A4. Mide 21.59 × 27.94 cm, que son 8.5 × 2.54 y 11 × 2.54 sin ningún decimal perdido.',
      'La carta es 0.59 cm más ancha y 1.76 cm más corta que un A4. Si imprimes en carta un PDF hecho en A4 con la opción «ajustar a la página», la impresora lo reduce a un 94.07 % como mucho, lo justo para que los 29.7 cm de alto quepan en 27.94: el texto sale algo más pequeño y queda un margen blanco a los lados. Al revés, una carta impresa en A4 se reduce al 97.27 % para que quepa su ancho.',
      'Nadie sabe con certeza por qué la carta mide 8.5 × 11 pulgadas: el origen de esas cifras no está documentado. La medida sí está fijada hoy en las normas: la de nombres de papel de las impresoras (PWG) la llama na_letter, y la de planos técnicos de Estados Unidos (ANSI/ASME) la usa como tamaño A de una serie en la que el tabloide, de 11 × 17 in, es el tamaño B: dos cartas juntas.',
    ],
    questions: [
      {
        question: '¿Cuánto mide una hoja carta en centímetros?',
        answer:
          '21.59 × 27.94 cm, que son 215.9 × 279.4 mm. Redondeada al milímetro, como la lee una regla, 21.6 × 27.9 cm.',
      },
      {
        question: '¿Es lo mismo carta que oficio?',
        answer:
          'No. El oficio es más largo, y su medida cambia de un país a otro. El de la norma de las impresoras (PWG) tiene el mismo ancho que la carta y mide 8.5 × 13.4 in, unos 21.59 × 34.04 cm.',
      },
    ],
  },
  {
    slug: 'a3-en-centimetros',
    name: 'A3 en centímetros',
    heading: 'Medidas del A3 en centímetros',
    title: 'A3 en centímetros: la hoja A3 en cm, mm, pulgadas y píxeles',
    description:
      'Cuánto mide una hoja A3 en centímetros, y en milímetros, pulgadas y píxeles para imprimir, con su relación con el A4.',
    intro: 'El A3 mide 297 × 420 mm, exactamente 29.7 × 42 cm: dos hojas A4 puestas una al lado de la otra.',
    tableTitle: 'El A3 en cada unidad',
    text: [
      'El A3 es la hoja de las láminas de dibujo, los carteles pequeños, los planos y las hojas de cálculo que no caben en un A4. Su lado corto, 29.7 cm, es el lado largo del A4, y su lado largo, 42 cm, el doble del ancho del A4: por eso dos A4 juntos forman un A3, y un A3 cortado por la mitad da dos A4.',
      'En la fotocopiadora, los botones de 141 % y de 71 % pasan de A4 a A3 y de A3 a A4: 420 entre 297 da unos 1.414, y 297 entre 420, unos 0.707, que son √2 y su inverso redondeados. Como todos los tamaños A tienen la misma forma, ampliar al 141 % convierte cualquiera de ellos en el siguiente mayor sin recortar nada.',
      'Para imprimir un cartel A3 a 300 ppp, la imagen debe tener 3508 × 4961 px, casi exactamente el doble de píxeles que un A4 a la misma resolución. Su superficie, 29.7 × 42 = 1247.4 cm², es también el doble de la del A4.',
    ],
    questions: [
      {
        question: '¿Cuánto mide una hoja A3 en centímetros?',
        answer: '29.7 cm de ancho por 42 cm de alto, el doble de un A4.',
      },
      {
        question: '¿Es el A3 lo mismo que el tabloide?',
        answer:
          'No. El tabloide de Estados Unidos mide 11 × 17 in, 27.94 × 43.18 cm; el A3, unas 11.69 × 16.54 in, es algo más ancho y más corto.',
      },
    ],
  },
  {
    slug: 'oficio-en-centimetros',
    name: 'Oficio en centímetros',
    heading: 'Medidas de la hoja oficio en centímetros',
    title: 'Tamaño oficio en centímetros: la medida de la norma de impresoras',
    description:
      'Cuánto mide el tamaño oficio en centímetros según la norma de nombres de papel de las impresoras (PWG), y por qué el oficio cambia de un país a otro.',
    intro:
      'No hay un único oficio: su largo cambia de un país a otro. El que ofrecen con ese nombre muchas impresoras es el de la norma PWG, de 8.5 × 13.4 pulgadas, unos 21.59 × 34.04 cm.',
    tableTitle: 'El oficio de la norma PWG en cada unidad',
    text: [
      'La hoja oficio se usa en trámites, contratos y expedientes de muchos países de habla hispana, pero su largo no es el mismo en todos. Buscamos una norma o un documento oficial que fije la medida de cada país y no lo encontramos: solo páginas que se contradicen. Por eso esta página da la única medida con una fuente clara, la de la norma de nombres de papel del Printer Working Group (PWG), que usan los controladores de muchas impresoras.',
      'Ese oficio mide 8.5 × 13.4 in. En milímetros la medida es exacta, 215.9 × 340.36 mm, porque la pulgada vale 25.4 mm justos; en centímetros son 21.59 × 34.036 cm, que con dos decimales se escriben ≈ 21.59 × 34.04. Tiene el ancho de la carta y es 6.096 cm más largo; frente al legal de Estados Unidos, de 8.5 × 14 in, es 1.524 cm más corto.',
      'Antes de imprimir un documento oficial en oficio, mide una hoja del paquete que vas a usar o pregunta la medida a quien lo pide, y configúrala como tamaño personalizado si no coincide con la de la impresora. En píxeles, su medida en pulgadas da cifras enteras: a 300 ppp, 2550 × 4020 px, sin redondeo.',
    ],
    questions: [
      {
        question: '¿Cuánto mide el tamaño oficio?',
        answer:
          'Depende del país. El oficio de la norma PWG, el que ofrecen muchas impresoras, mide 8.5 × 13.4 pulgadas: 215.9 × 340.36 mm, unos 21.59 × 34.04 cm.',
      },
      {
        question: '¿Oficio y legal son lo mismo?',
        answer:
          'No: el legal de Estados Unidos mide 8.5 × 14 in, 21.59 × 35.56 cm, y es más largo que el oficio de la norma PWG.',
      },
    ],
  },
];
