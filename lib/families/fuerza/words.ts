import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { fuerza } from './units';

export const fuerzaContent: ConverterContent<UnitKey<typeof fuerza>> = {
  heading: 'Convertidor de fuerza',
  intro:
    'Convierte entre newtons, kilogramos-fuerza, libras-fuerza y dinas con las definiciones exactas. Sirve para expresar un peso en newtons, leer fichas técnicas estadounidenses o resolver problemas de física.',
  cards: [
    { title: 'Newtons a kilogramos-fuerza', from: 'newtons', to: 'kilogramos_fuerza', example: 100 },
    { title: 'Kilogramos-fuerza a newtons', from: 'kilogramos_fuerza', to: 'newtons', example: 70 },
    { title: 'Libras-fuerza a newtons', from: 'libras_fuerza', to: 'newtons', example: 150 },
    { title: 'Newtons a libras-fuerza', from: 'newtons', to: 'libras_fuerza', example: 1000 },
    { title: 'Kilogramos-fuerza a libras-fuerza', from: 'kilogramos_fuerza', to: 'libras_fuerza', example: 25 },
    { title: 'Dinas a newtons', from: 'dynes', to: 'newtons', example: 250000 },
  ],
  sections: [
    {
      title: '¿Qué es el newton?',
      paragraphs: [
        'El newton es la unidad de fuerza del Sistema Internacional y debe su nombre a Isaac Newton. Es la fuerza que hay que aplicar a una masa de un kilogramo para que su velocidad aumente un metro por segundo cada segundo: 1 N = 1 kg·m/s². Para hacerse una idea, una manzana pequeña de unos 102 gramos pesa aproximadamente un newton en la superficie de la Tierra.',
      ],
    },
    {
      title: 'Kilogramo-fuerza y libra-fuerza',
      paragraphs: [
        'El kilogramo-fuerza (kgf), también llamado kilopondio, es el peso de una masa de un kilogramo bajo la gravedad estándar, fijada en 1901 en 9.80665 m/s². Por eso 1 kgf equivale exactamente a 9.80665 N. Aunque no pertenece al Sistema Internacional, sigue presente en dinamómetros, llaves dinamométricas (kgf·m), ensayos de materiales y en la resistencia de cuerdas y anclajes.',
        'La libra-fuerza (lbf) es la misma idea aplicada a la libra avoirdupois de 0.45359237 kg: 0.45359237 × 9.80665 = 4.4482216152605 N exactos. Es la unidad de la ingeniería estadounidense; en ella se expresa, por ejemplo, el empuje de muchos motores de avión y de cohete, o la potencia de tensado de un arco.',
      ],
    },
    {
      title: 'La dina',
      paragraphs: [
        'La dina pertenece al antiguo sistema cegesimal (CGS): es la fuerza que acelera un gramo a un centímetro por segundo cada segundo, es decir, 10⁻⁵ N. Hoy se ve sobre todo en física y química al hablar de tensión superficial en dinas por centímetro: la del agua a 25 °C ronda las 72 dyn/cm, que son 72 mN/m.',
      ],
    },
    {
      title: 'Kilonewtons, toneladas-fuerza, kips y poundals',
      paragraphs: [
        'El kilonewton (kN), mil newtons, es la unidad de las cargas en ingeniería y la que llevan grabada los mosquetones de escalada para indicar su resistencia. La tonelada-fuerza métrica (tf) es el peso de una tonelada bajo la gravedad estándar, 9806.65 N, y se usa para la capacidad de prensas y gatos hidráulicos; la tonelada-fuerza corta de Estados Unidos, de 2000 libras-fuerza, vale 8896.443230521 N. En el otro extremo, el gramo-fuerza (gf), la milésima parte del kilogramo-fuerza, mide fuerzas pequeñas como la de un resorte o la que hay que hacer para pulsar la tecla de un teclado mecánico.',
        'En el sistema estadounidense, la onza-fuerza es 1/16 de libra-fuerza, y el kip (de kilo-pound) equivale a 1000 libras-fuerza: es la unidad de las cargas en el cálculo de estructuras de Estados Unidos. El poundal es la fuerza que acelera una libra a un pie por segundo cada segundo: 0.45359237 × 0.3048 = 0.138254954376 N, unas 32 veces menos que la libra-fuerza. Todas estas definiciones son las del apéndice B de la guía SP 811 del NIST.',
      ],
    },
    {
      title: 'Ejemplo y errores frecuentes',
      paragraphs: [
        'Una persona de 70 kg pesa 70 kgf, que son 70 × 9.80665 = 686.4655 N. El error más habitual es confundir la masa (kilogramos) con la fuerza (kilogramos-fuerza): una báscula mide en realidad una fuerza y la traduce a kilogramos suponiendo la gravedad terrestre; en la Luna la misma persona seguiría teniendo 70 kg de masa, pero pesaría solo unos 113 N. Otro error común es redondear la gravedad a 10 m/s², lo que introduce un 2 % de diferencia. Este convertidor usa las definiciones exactas y solo redondea al mostrar el resultado, a seis decimales.',
      ],
    },
  ],
};
