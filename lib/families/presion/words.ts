import { familyPage } from '@/lib/content/pairs/types';
import type { ConverterContent } from '@/lib/content/types';
import { viscosidad } from '@/lib/families/viscosidad/units';
import type { UnitKey } from '@/lib/units/types';
import type { presion } from './units';

export const presionContent: ConverterContent<UnitKey<typeof presion>> = {
  heading: 'Convertidor de presión',
  intro:
    'Convierte entre atmósferas, pascales, bares, milibares, psi, milímetros y pulgadas de mercurio, pulgadas de agua y barias. Escribe un valor, elige las unidades y el resultado aparece al instante, calculado con las definiciones exactas.',
  cards: [
    { title: 'Atmósferas a pascales', from: 'atmosferas', to: 'pascales', example: 2 },
    { title: 'Libras por pulgada cuadrada (psi) a bares', from: 'psi', to: 'bares', example: 32 },
    { title: 'Bares a libras por pulgada cuadrada (psi)', from: 'bares', to: 'psi', example: 2.2 },
    { title: 'Milímetros de mercurio a pascales', from: 'milimetros_mercurio', to: 'pascales', example: 120 },
    { title: 'Pulgadas de mercurio a milibares', from: 'pulgadas_mercurio', to: 'milibares', example: 29.92 },
    { title: 'Pulgadas de agua a pascales', from: 'pulgadas_agua', to: 'pascales', example: 0.5 },
  ],
  note: {
    title: '¿Por qué no aparecen los poises?',
    text: 'El poise (P) no es una unidad de presión, sino de viscosidad dinámica: mide cuánto se resiste un fluido a fluir. Equivale a 0.1 pascales segundo (Pa·s), y su submúltiplo, el centipoise (cP), a un milipascal segundo. El agua a 20 °C tiene una viscosidad de alrededor de 1 cP, y la miel, de varios miles. Aunque el pascal segundo contiene la palabra pascal, mide otra magnitud: no existe ninguna equivalencia entre poises y pascales, de modo que el poise no se ofrece en este convertidor: tiene el suyo.',
    link: {
      other: familyPage(viscosidad),
      label: 'Convertidor de viscosidad: poises, centipoises y pascales segundo',
    },
  },
  sections: [
    {
      title: '¿Qué es la presión?',
      paragraphs: [
        'La presión es la fuerza que actúa sobre cada unidad de superficie. Su unidad en el Sistema Internacional es el pascal (Pa), que equivale a un newton por metro cuadrado y debe su nombre al científico francés Blaise Pascal. Es una unidad muy pequeña: una hoja de papel apoyada sobre una mesa ejerce menos de un pascal. Por eso en la práctica se usan sus múltiplos, como el hectopascal de los partes meteorológicos o el kilopascal de los manómetros.',
      ],
    },
    {
      title: 'Atmósferas, bares, milibares y barias',
      paragraphs: [
        'La atmósfera estándar (atm) se fijó en 1954 en exactamente 101 325 pascales, un valor cercano a la presión media del aire al nivel del mar. El bar vale 100 000 pascales, algo menos que una atmósfera, y es habitual en Europa para neumáticos, botellas de buceo y cafeteras exprés, que extraen el café a unos 9 bares. El milibar es la milésima parte del bar y coincide con el hectopascal: la presión atmosférica normal es de 1013.25 hPa. La baria es la unidad del antiguo sistema cegesimal, una dina por centímetro cuadrado, es decir, 0.1 pascales; hoy solo aparece en textos de física antiguos.',
      ],
    },
    {
      title: 'Mercurio, agua y psi',
      paragraphs: [
        'En 1643 Evangelista Torricelli comprobó que la atmósfera sostiene una columna de mercurio de unos 760 milímetros, y de ahí nacieron el milímetro y la pulgada de mercurio. El milímetro de mercurio (mmHg) sigue siendo la unidad de la tensión arterial en medicina: una lectura de 120/80 indica 120 y 80 mmHg. La pulgada de mercurio (inHg) se usa en la aviación de Estados Unidos y Canadá para ajustar el altímetro, con 29.92 inHg como valor estándar. Como la pulgada mide 25.4 mm, una pulgada de mercurio son exactamente 25.4 × 133.322387415 = 3386.388640341 Pa. La pulgada de agua (inH₂O), que se define de forma convencional con agua de 1000 kg/m³ y la gravedad estándar (249.08891 Pa), mide presiones pequeñas en ventilación, climatización e instalaciones de gas. El psi, libra-fuerza por pulgada cuadrada, domina en Estados Unidos para neumáticos, compresores e hidráulica.',
      ],
    },
    {
      title: 'Kilopascales, kilos, torr y columnas de agua',
      paragraphs: [
        'Los múltiplos del pascal son los más prácticos: el kilopascal (kPa) aparece en manómetros y fichas de neumáticos, y el megapascal (MPa), que equivale a un newton por milímetro cuadrado, mide la resistencia del hormigón y del acero. El hectopascal de los partes meteorológicos vale exactamente un milibar, así que el convertidor los trata como una sola unidad. El kilogramo-fuerza por centímetro cuadrado (kgf/cm²), al que muchos llaman simplemente «kilo» en compresores y manómetros, vale 98 066.5 Pa, porque el kilogramo-fuerza se define con la gravedad estándar de 9.80665 m/s²; también se conoce como atmósfera técnica, y en México sigue siendo habitual especificar el concreto en kg/cm².',
        'El metro de columna de agua (mH₂O, m.c.a.) es la presión que ejerce un metro de agua de 1000 kg/m³ bajo esa misma gravedad: 9806.65 Pa. Se usa en fontanería (plomería en buena parte de América) y en bombas, y diez metros de agua equivalen justo a 1 kgf/cm². Su centésima parte, el centímetro de agua (cmH₂O), es la unidad de los equipos CPAP y de los respiradores. El torr, llamado así por Torricelli, es 1/760 de la atmósfera estándar (133.322368 Pa) y sigue vivo en la técnica de vacío; el ksi, mil psi, mide en Estados Unidos la resistencia de los metales. Todos estos valores son los del apéndice B de la guía SP 811 del NIST.',
      ],
    },
    {
      title: 'Un ejemplo y los errores más comunes',
      paragraphs: [
        'Un neumático inflado a 32 psi tiene 32 × 6894.75729316836… = 220 632.23 pascales, que son unos 2.21 bares. El convertidor pasa cada valor a pascales y de ahí a la unidad de destino, con las definiciones exactas, y solo redondea al mostrar el resultado, a seis decimales.',
        'Conviene no tomar el bar por una atmósfera, porque difieren en un 1.3 %. Los manómetros de neumáticos marcan la presión relativa, la que supera a la atmosférica (psig), mientras que la presión absoluta (psia) incluye también la del aire. Y el torr, definido como 1/760 de atmósfera, no es idéntico al milímetro de mercurio, aunque la diferencia entre ambos es menor de una parte por millón.',
      ],
    },
  ],
};
