import type { SiteRoute } from '@/lib/site-config';
import type { TextSection } from './types';

/**
 * The words of /tamanos-de-papel (issue 34, D37). The sizes themselves, with their sources, are lib/tools/paper-sizes.ts
 * (ISO 216:2007, ISO 269:1985, PWG 5101.1-2013); every figure the prose states is checked against it by
 * __tests__/components/paper-sizes.test.tsx (STYLE 11), since this floor may not import the tool.
 *
 * Other sources, read 2026-11-27: the inch of 1959, 25.4 mm exactly (lib/units/constants.ts); the CSS reference pixel,
 * 1/96 in (CSS Values and Units Level 4, §6.2), and the point, 1/72 in (lib/families/pixeles/units.ts); ISO/IEC 7810
 * ID-3, the passport booklet, 125 × 88 mm, the size of ISO B7; JIS P 0138, whose B series is not ISO's (B5 182 × 257 mm).
 * 'Oficio' differs by country and no country's size could be sourced (see lib/tools/paper-sizes.ts): the page gives
 * PWG's 'na_oficio' and names no country (D37).
 */

export const PAPER_SIZES_PATH = '/tamanos-de-papel';

/** The page's entry for menus, cards, the finder, the site map and metadata; lib/routes.ts lists it. */
export const route = {
  path: PAPER_SIZES_PATH,
  kind: 'calculator',
  label: 'Tamaños de papel',
  title: 'Tamaños de papel: A4, carta, oficio y series A, B y C en mm, in y px',
  description:
    'Medidas de A0 a A10, las series B y C (sobres), carta, oficio, legal y tabloide en mm, cm y pulgadas, y en píxeles a 72, 96, 150 o 300 ppp.',
  keywords: [
    'tamaños de papel',
    'medidas hoja A4',
    'tamaño carta en cm',
    'tamaño oficio',
    'A4 en pulgadas',
    'A4 en píxeles',
    'medidas A3',
  ],
  icon: '📄',
  tags: [
    'papel',
    'hoja',
    'folio',
    'A4',
    'A3',
    'A5',
    'carta',
    'oficio',
    'legal',
    'tabloide',
    'sobre',
    'ISO 216',
    'imprimir',
    'ppp',
    'dpi',
    'píxeles',
  ],
  group: 'Medidas especiales',
  summary: 'A4, carta, oficio y series A, B y C en mm, in y px',
} as const satisfies SiteRoute<typeof PAPER_SIZES_PATH>;

export interface PaperSizesContent {
  heading: string;
  intro: string;
  /** The tables' heading and the sentence under it. */
  tables: { title: string; caption: string };
  /** At least 300 words in all. */
  sections: readonly TextSection[];
}

export const paperSizesContent: PaperSizesContent = {
  heading: 'Tamaños de papel',
  intro:
    'Las medidas de los tamaños de papel de las series A, B y C de ISO y de los norteamericanos carta, legal y tabloide, en milímetros, centímetros y pulgadas. Elige un tamaño y una resolución para verlo en píxeles, y compáralo a escala con otro: por ejemplo, el A4 sobre la carta.',
  tables: {
    title: 'Tablas de tamaños',
    caption:
      'Ancho × alto, con el lado corto primero. Cada tamaño es exacto en la unidad en que lo define su norma; las medidas convertidas que no caben en dos decimales están redondeadas y llevan ≈ (aproximado).',
  },
  sections: [
    {
      title: 'La serie A: de A0 a A10',
      paragraphs: [
        'La norma internacional ISO 216 parte de una hoja de un metro cuadrado, el A0, de 841 × 1189 mm, cuyos lados guardan la proporción de 1 a √2. Al cortarla por la mitad del lado largo sale el A1, y así sucesivamente: cada tamaño es la mitad del anterior y conserva la misma forma, de modo que un documento se amplía de A4 a A3 o se reduce a A5 sin que sobren márgenes. Las medidas se redondean al milímetro hacia abajo: la mitad de 297 mm es 148.5 mm, y el A5 mide 148 × 210 mm.',
        'El A4, de 210 × 297 mm (21 × 29.7 cm), es la hoja de oficina más extendida del mundo. El A3, de 297 × 420 mm, es el doble de un A4, y el A5 la mitad.',
      ],
    },
    {
      title: 'Las series B y C',
      paragraphs: [
        'La serie B de la misma norma da tamaños intermedios: cada uno es la media geométrica de dos tamaños A consecutivos, y el B0 mide 1000 × 1414 mm. Se usa en carteles y libros, y la libreta del pasaporte (ISO/IEC 7810 ID-3, 88 × 125 mm) tiene el tamaño del B7. La serie B japonesa (JIS) es distinta y algo mayor: su B5 mide 182 × 257 mm, frente a los 176 × 250 mm del B5 de ISO, que es el de esta página.',
        'La serie C, de la norma ISO 269, es la de los sobres: cada tamaño C es la media geométrica del A y el B del mismo número, así que una hoja An cabe sin doblar en un sobre Cn. Un A4 entra plano en un sobre C4, de 229 × 324 mm; doblado por la mitad, en un C5, y doblado dos veces, en un C6.',
      ],
    },
    {
      title: 'Carta, legal, tabloide y oficio',
      paragraphs: [
        'Los tamaños norteamericanos se definen en pulgadas: la carta mide 8.5 × 11 in, que son exactamente 215.9 × 279.4 mm, porque la pulgada vale 25.4 mm justos desde 1959; el tamaño legal, 8.5 × 14 in (215.9 × 355.6 mm), y el tabloide, 11 × 17 in (279.4 × 431.8 mm). La carta es la hoja habitual en EE. UU. y Canadá. Frente al A4, es 5.9 mm más ancha y 17.6 mm más corta: por eso un documento pensado para un tamaño puede perder una línea o cambiar de margen al imprimirse en el otro.',
        'El oficio no es un tamaño único: cambia de un país a otro, y no hemos encontrado una norma oficial que fije el de cada país. En la tabla damos el oficio de la norma de nombres de papel del Printer Working Group (PWG), de 8.5 × 13.4 in (215.9 × 340.36 mm), que es el que ofrecen con ese nombre muchas impresoras. Antes de imprimir un documento oficial en oficio, comprueba la medida que piden en tu país.',
      ],
    },
    {
      title: 'De milímetros a píxeles',
      paragraphs: [
        'Una imagen digital no tiene tamaño físico hasta que se imprime o se muestra: lo que la une al papel es la resolución, en píxeles o puntos por pulgada (ppp; en inglés, dpi). Los píxeles se calculan multiplicando las pulgadas por la resolución. Un A4 mide 8.27 × 11.69 in, así que a 300 ppp necesita 2480 × 3508 px, y a 96 ppp, 794 × 1123 px. Como una imagen tiene un número entero de píxeles, el resultado se redondea al píxel más próximo.',
        'La resolución de 96 ppp es la de referencia de CSS, en la que un píxel de una página web mide 1/96 in; 72 ppp es la del punto tipográfico, que mide 1/72 in, y la de las primeras pantallas de Mac. Para convertir entre píxeles, puntos, picas, pulgadas y milímetros a cualquier resolución, usa el convertidor de píxeles.',
      ],
    },
  ],
};
