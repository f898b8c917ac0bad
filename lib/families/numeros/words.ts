import type { ConverterContent } from '@/lib/content/types';
import type { FixedBaseKey } from '@/lib/units/bases';

/**
 * A formula card of the number-systems page. The example is text in the source base (it may carry letters, so
 * FormulaCardSpec's numeric example does not fit); its result is computed at build time by the same parse and
 * format as the converter (D6). The formula is a short rule, written by hand: bases have no factors to derive from.
 */
export interface NumberCardSpec {
  title: string;
  from: FixedBaseKey;
  to: FixedBaseKey;
  example: string;
  formula: string;
}

export type NumerosContent = Omit<ConverterContent, 'cards'> & { cards: readonly NumberCardSpec[] };

export const numerosCards: readonly NumberCardSpec[] = [
  {
    title: 'Decimal a binario',
    from: 'decimal',
    to: 'binario',
    example: '156',
    formula: 'Divide entre 2 y lee los restos de abajo arriba',
  },
  {
    title: 'Binario a decimal',
    from: 'binario',
    to: 'decimal',
    example: '101101',
    formula: 'valor = Σ bit × 2ⁿ (n = posición desde la derecha, desde 0)',
  },
  {
    title: 'Decimal a hexadecimal',
    from: 'decimal',
    to: 'hexadecimal',
    example: '48879',
    formula: 'Divide entre 16; los restos de 10 a 15 se escriben de A a F',
  },
  {
    title: 'Hexadecimal a decimal',
    from: 'hexadecimal',
    to: 'decimal',
    example: 'FF8800',
    formula: 'valor = Σ cifra × 16ⁿ (A = 10, B = 11 … F = 15)',
  },
  {
    title: 'Octal a decimal',
    from: 'octal',
    to: 'decimal',
    example: '755',
    formula: 'valor = Σ cifra × 8ⁿ',
  },
  {
    title: 'Binario a hexadecimal',
    from: 'binario',
    to: 'hexadecimal',
    example: '11010110',
    formula: 'Agrupa los bits de 4 en 4 desde la derecha: cada grupo es una cifra',
  },
];

export const numerosContent: NumerosContent = {
  heading: 'Convertidor de sistemas numéricos',
  intro:
    'Convierte números enteros entre binario, octal, decimal, hexadecimal y cualquier base de 2 a 36. Escribe el valor, elige la base de origen y la de destino, y el resultado aparece al instante.',
  cards: numerosCards,
  sections: [
    {
      title: 'La notación posicional',
      paragraphs: [
        'En un sistema posicional, el valor de cada cifra depende del lugar que ocupa. En base 10, el número 345 significa 3 × 10² + 4 × 10¹ + 5 × 10⁰, es decir, 300 + 40 + 5. Cualquier otra base funciona igual: basta con cambiar el 10 por la base. En base b se usan b símbolos, del 0 al b − 1; a partir de la base 11 se recurre a las letras, de modo que A vale 10, B vale 11 y así hasta la Z, que vale 35. Por eso la base más alta que se puede escribir con cifras y letras latinas es la 36.',
      ],
    },
    {
      title: 'Binario, el lenguaje de la informática',
      paragraphs: [
        'El sistema binario solo tiene dos cifras, 0 y 1, que corresponden a los dos estados de un circuito electrónico: apagado y encendido. Cada cifra es un bit, y ocho bits forman un byte, que admite 256 valores, de 00000000 a 11111111, es decir, de 0 a 255 en decimal. El número binario 101101 vale 1 × 32 + 0 × 16 + 1 × 8 + 1 × 4 + 0 × 2 + 1 × 1 = 45.',
      ],
    },
    {
      title: 'Octal y los permisos de Unix',
      paragraphs: [
        'El octal usa las cifras del 0 al 7, y cada una equivale exactamente a tres bits. Por eso sigue presente en los permisos de archivos de Linux, macOS y otros sistemas Unix: cada cifra de chmod 755 resume los permisos de lectura (4), escritura (2) y ejecución (1) del propietario, del grupo y del resto de usuarios. 7 = 4 + 2 + 1 da rwx y 5 = 4 + 1 da r-x, así que 755 equivale a rwxr-xr-x, y 644 a rw-r--r--. Como número, 755 en octal vale 493 en decimal.',
      ],
    },
    {
      title: 'Hexadecimal: colores y direcciones de memoria',
      paragraphs: [
        'El hexadecimal usa dieciséis cifras: del 0 al 9 y de la A a la F. Cada cifra equivale a cuatro bits, así que dos cifras describen un byte completo. En diseño web, el color #FF8800 se lee como tres bytes: rojo FF (255), verde 88 (136) y azul 00 (0), un naranja intenso. Los programadores escriben las direcciones de memoria y los volcados de datos en hexadecimal, a menudo con el prefijo 0x, como en 0x7FFF, porque es mucho más corto que el binario y se traduce a él cifra por cifra.',
      ],
    },
    {
      title: 'Base 36 para identificadores cortos',
      paragraphs: [
        'Con diez cifras y veintiséis letras, la base 36 es la más compacta de las que usan solo caracteres alfanuméricos sin distinguir mayúsculas de minúsculas. Se emplea en acortadores de enlaces y en identificadores de publicaciones o de pedidos: el número 1 000 000 se escribe LFLS, con solo cuatro caracteres. Elige «Base personalizada» en el convertidor para trabajar en base 36 o en cualquier otra entre 2 y 36.',
      ],
    },
    {
      title: 'Cómo convertir a mano: divisiones sucesivas',
      paragraphs: [
        'Para pasar un número decimal a otra base se divide entre la base una y otra vez, anotando los restos, hasta que el cociente sea 0. El resultado son los restos leídos de abajo arriba. Por ejemplo, 156 a binario: 156 ÷ 2 = 78, resto 0; 78 ÷ 2 = 39, resto 0; 39 ÷ 2 = 19, resto 1; 19 ÷ 2 = 9, resto 1; 9 ÷ 2 = 4, resto 1; 4 ÷ 2 = 2, resto 0; 2 ÷ 2 = 1, resto 0; 1 ÷ 2 = 0, resto 1. Leídos al revés dan 10011100.',
        'Para volver a decimal se multiplica cada cifra por la potencia de la base que le corresponde y se suman los productos. Entre binario, octal y hexadecimal ni siquiera hace falta pasar por el decimal: basta con agrupar los bits de tres en tres o de cuatro en cuatro, empezando por la derecha. Así, 1101 0110 es D6 en hexadecimal.',
      ],
    },
    {
      title: 'Errores comunes',
      paragraphs: [
        'El más habitual es leer los restos en el orden en que salen, en lugar de al revés. También es frecuente usar una cifra que no existe en la base: el 2 no es válido en binario, el 8 no lo es en octal y la G no lo es en hexadecimal; en esos casos el convertidor muestra un aviso en lugar de un resultado. Al copiar identificadores en base 36, cuidado con la letra O y el cero, o con la I y el uno: todas son cifras válidas, con valores distintos. Por último, un número negativo se muestra aquí con su signo (-5 es -101 en binario), no en complemento a dos, la representación que usan los procesadores. El convertidor trabaja con números enteros de cualquier longitud y calcula de forma exacta, sin redondeos.',
      ],
    },
  ],
};
