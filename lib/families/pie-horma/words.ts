import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { pieHorma } from './units';

// Between a foot and a last the rule is affine, so those cards carry their formula (D6, lib/units/formula.ts).
export const pieHormaContent: ConverterContent<UnitKey<typeof pieHorma>> = {
  heading: 'Convertidor de largo del pie a horma',
  intro:
    'Calcula el largo de la horma que corresponde a tu pie, o el pie que cabe en una horma, en milímetros, centímetros o pulgadas, y consulta la talla aproximada, o el número, en los sistemas europeo, estadounidense, británico, mexicano y brasileño.',
  cards: [
    {
      title: 'Pie a horma en milímetros',
      from: 'foot_mm',
      to: 'last_mm',
      example: 250,
      formula: 'horma (mm) = pie (mm) + 16.933',
    },
    {
      title: 'Horma a pie en milímetros',
      from: 'last_mm',
      to: 'foot_mm',
      example: 280,
      formula: 'pie (mm) = horma (mm) − 16.933',
    },
    {
      title: 'Pie a horma en centímetros',
      from: 'foot_cm',
      to: 'last_cm',
      example: 26,
      formula: 'horma (cm) = pie (cm) + 1.693',
    },
    {
      title: 'Pie a horma en pulgadas',
      from: 'foot_in',
      to: 'last_in',
      example: 10,
      formula: 'horma (in) = pie (in) + 2/3',
    },
    {
      title: 'Horma en pulgadas a pie en centímetros',
      from: 'last_in',
      to: 'foot_cm',
      example: 11,
      formula: 'pie (cm) = (horma (in) − 2/3) × 2.54',
    },
    { title: 'Pie en milímetros a pulgadas', from: 'foot_mm', to: 'foot_in', example: 270 },
  ],
  sections: [
    {
      title: '¿Qué es la horma?',
      paragraphs: [
        'La horma es el molde con forma de pie sobre el que se monta y se cose el zapato; antes se tallaba en madera y hoy casi siempre es de plástico. Es más larga que el pie porque el calzado necesita holgura delante de los dedos: al caminar, el pie se alarga y se desliza un poco hacia la puntera. Este convertidor usa la holgura clásica de 2/3 de pulgada, es decir, 16.933 mm: la horma mide lo que el pie más esa holgura. Así, un pie de 250 mm pide una horma de unos 267 mm.',
      ],
    },
    {
      title: 'De la horma a la talla',
      paragraphs: [
        'Los sistemas de tallas numeran el largo de la horma, no el del pie. En el sistema europeo, o punto de París, cada talla añade 2/3 de centímetro (6.67 mm), de modo que la talla es 1.5 veces el largo de la horma en centímetros. En el sistema inglés cada talla añade 1/3 de pulgada (8.47 mm), el tradicional grano de cebada, y la talla de adulto británica es 3 veces el largo de la horma en pulgadas menos 25. Estados Unidos usa la misma escala desplazada: en hombre suele ser la británica más 1 y en mujer más 2, aunque algunas marcas aplican otras diferencias.',
        'La tabla bajo el convertidor aplica esas reglas al largo del pie, redondea a la media talla y resalta la fila más cercana a tu medida; la página se abre con un pie adulto típico, de 260 mm. El sistema Mondopoint (ISO 9407), usado en botas de esquí y calzado militar, da directamente el largo del pie en milímetros.',
        'En México el número del zapato es el largo del pie en centímetros, como explica, por ejemplo, el blog Mexinol: quien calza un 26 tiene un pie de unos 26 cm. Algunas tablas de conversión antiguas, como la de i18nGuy, ponen a México en otra escala, en la que un 38 europeo sería un 4.5 mexicano; la tabla de esta página usa la de centímetros. Brasil cuenta en puntos de París, como Europa, pero empieza dos números más abajo: un 40 europeo es un 38 brasileño, según la revista Superinteressante y el Centro Tecnológico do Calçado del SENAI de Rio Grande do Sul. Argentina no tiene columna porque no hemos podido leer una tabla publicada de sus números, y la Cámara de la Industria del Calzado explica que allí las tallas del calzado no están reguladas.',
      ],
    },
    {
      title: 'Cómo medir el pie',
      paragraphs: [
        'Mide por la tarde, cuando el pie está algo más hinchado, de pie y con el calcetín que vayas a usar. Apoya el talón contra una pared sobre una hoja de papel, marca la punta del dedo más largo (no siempre es el gordo) y mide en línea recta desde la pared hasta la marca. Repite con el otro pie y quédate con la medida mayor.',
      ],
    },
    {
      title: 'Un ejemplo y errores frecuentes',
      paragraphs: [
        'Un pie de 26.5 cm necesita una horma de 26.5 + 1.693 = 28.193 cm. En el punto de París eso es 1.5 × 28.193 = 42.3, una talla 42 o 42.5 europea; en pulgadas la horma mide 11.1, que da una talla británica de 8 a 8.5 y una estadounidense de hombre de 9 a 9.5.',
        'Los errores más comunes son tomar el largo de la plantilla o de la suela como si fuera el del pie, confundir una talla europea con una británica y comparar tallas estadounidenses de hombre y de mujer sin ajustar la diferencia. Las tallas de la tabla son orientativas: cada fabricante ajusta sus hormas, así que lo más seguro es conocer el largo de tu pie y probarte el calzado.',
      ],
    },
  ],
};
