import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { medidasCirculares } from './units';

export const medidasCircularesContent: ConverterContent<UnitKey<typeof medidasCirculares>> = {
  // D12, D23: the selects keep their 'Seleccionar' option.
  wording: { selectPlaceholder: 'Seleccionar' },
  heading: 'Convertidor de medidas circulares',
  intro:
    'Convierte ángulos entre circunferencias, sextantes, radianes, grados, grados en formato d°m′s″, grados centesimales y minutos y segundos de arco. En la unidad d°m′s″ puedes escribir el ángulo como número decimal o en la forma 57°17′44.81″.',
  cards: [
    { title: 'Grados a radianes', from: 'grado', to: 'radian', example: 90 },
    { title: 'Radianes a grados', from: 'radian', to: 'grado', example: 2 },
    {
      title: 'Radianes a grados, minutos y segundos',
      from: 'radian',
      to: 'grado_sexagesimal',
      example: 2,
      // The d°m′s″ unit is shown as text, so the derived 'unit = unit × factor' line would not describe it.
      formula: '° = rad × 180 ÷ π; la parte decimal × 60 da los minutos (′), y la de estos × 60, los segundos (″)',
    },
    { title: 'Grados a grados centesimales', from: 'grado', to: 'grado_centesimal', example: 90 },
    { title: 'Circunferencias a radianes', from: 'circunferencia', to: 'radian', example: 0.25 },
    { title: 'Grados a minutos de arco', from: 'grado', to: 'minuto_arco', example: 0.5 },
  ],
  sections: [
    {
      title: '¿Qué es el radián?',
      paragraphs: [
        'El radián es la unidad de ángulo plano del Sistema Internacional. Es el ángulo central que abarca un arco de la misma longitud que el radio. Como la longitud de una circunferencia es 2π veces su radio, una vuelta completa mide 2π radianes, unos 6.283185, y un radián equivale a unos 57.2958 grados. Es la unidad natural de las matemáticas y la física: fórmulas como la longitud de un arco (radio × ángulo) o la derivada del seno solo son tan sencillas si el ángulo está en radianes, y la velocidad angular se mide en radianes por segundo.',
      ],
    },
    {
      title: 'El sistema sexagesimal',
      paragraphs: [
        'La costumbre de dividir el círculo en 360 grados se remonta a la astronomía babilónica, que contaba en base 60; los astrónomos griegos, como Hiparco y Ptolomeo, la adoptaron y a través de ellos llegó hasta nosotros. Por eso cada grado se divide en 60 minutos de arco (′) y cada minuto en 60 segundos de arco (″), igual que las horas del reloj.',
        'La notación 57°17′44.81″ significa 57 grados, 17 minutos y 44.81 segundos. Para pasarla a grados decimales se suma 57 + 17/60 + 44.81/3600 = 57.295781. Un error frecuente es leer 10.5° como 10°50′: medio grado son 30 minutos, así que 10.5° = 10°30′.',
      ],
    },
    {
      title: 'Grado centesimal y sextante',
      paragraphs: [
        'El grado centesimal, también llamado gradián o gon, divide el ángulo recto en 100 partes y la circunferencia en 400. Nació en Francia a finales del siglo XVIII, junto con el sistema métrico decimal, y hoy se usa sobre todo en topografía: muchos teodolitos y estaciones totales trabajan en gon. En las calculadoras científicas aparece como modo GRAD, y olvidar cambiar entre DEG, RAD y GRAD es una causa clásica de resultados absurdos.',
        'El sextante es la sexta parte de una circunferencia, es decir, 60 grados o π/3 radianes. El instrumento de navegación del mismo nombre se llama así porque su arco graduado abarca precisamente un sexto de círculo.',
      ],
    },
    {
      title: 'Minutos y segundos de arco',
      paragraphs: [
        'En astronomía los ángulos pequeños se expresan en minutos y segundos de arco: la Luna llena y el Sol se ven en el cielo con un diámetro de alrededor de medio grado, unos 30 minutos. El pársec se define a partir de un segundo de arco de paralaje.',
        'Las coordenadas geográficas también usan este sistema. Un minuto de latitud corresponde aproximadamente a una milla náutica (1852 metros) y un segundo, a unos 31 metros, de modo que una posición con segundos enteros ya tiene una precisión de pocas decenas de metros.',
      ],
    },
  ],
};
