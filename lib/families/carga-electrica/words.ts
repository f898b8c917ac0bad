import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { cargaElectrica } from './units';

export const cargaElectricaContent: ConverterContent<UnitKey<typeof cargaElectrica>> = {
  heading: 'Convertidor de carga eléctrica',
  intro:
    'Convierte entre amperios hora, miliamperios hora, culombios y faradays: la capacidad de una batería, la carga que atraviesa un circuito o la que interviene en una reacción electroquímica.',
  cards: [
    { title: 'Amperios hora a culombios', from: 'amperios_hora', to: 'coulombs', example: 60 },
    { title: 'Miliamperios hora a culombios', from: 'miliamperios_hora', to: 'coulombs', example: 5000 },
    { title: 'Miliamperios hora a amperios hora', from: 'miliamperios_hora', to: 'amperios_hora', example: 3000 },
    { title: 'Culombios a amperios hora', from: 'coulombs', to: 'amperios_hora', example: 1000 },
    { title: 'Faradays a culombios', from: 'faradays', to: 'coulombs', example: 2 },
    { title: 'Faradays a amperios hora', from: 'faradays', to: 'amperios_hora', example: 1 },
  ],
  sections: [
    {
      title: 'El culombio',
      paragraphs: [
        'El culombio (C; coulomb en inglés y en francés) es la unidad de carga eléctrica del Sistema Internacional y recibe su nombre del físico francés Charles-Augustin de Coulomb. Es la carga que transporta una corriente de un amperio durante un segundo. Desde 2019 el Sistema Internacional fija el valor exacto de la carga elemental, la del electrón sin su signo negativo, en 1.602176634 × 10⁻¹⁹ C, de modo que un culombio equivale a la carga de unos 6.24 × 10¹⁸ electrones.',
      ],
    },
    {
      title: 'Amperios hora y miliamperios hora',
      paragraphs: [
        'Un amperio hora (Ah) es la carga que entrega una corriente de un amperio durante una hora: 3600 culombios. Es la unidad con que se indica la capacidad de las baterías de coche, que suelen rondar los 60 Ah, y de las baterías de plomo y litio de los sistemas solares. Las baterías pequeñas se miden en miliamperios hora (mAh): un teléfono actual tiene entre 4000 y 5000 mAh, y cada mAh son 3.6 culombios.',
        'Los amperios hora miden carga, no energía. La energía almacenada se obtiene multiplicando por la tensión: una batería externa de 10 000 mAh a 3.7 V guarda 37 Wh. Por eso no tiene sentido comparar los mAh de baterías con tensiones distintas, y por eso las aerolíneas fijan sus límites en vatios hora.',
      ],
    },
    {
      title: 'El faraday',
      paragraphs: [
        'El faraday es la carga de un mol de electrones, el producto del número de Avogadro por la carga elemental. Como el SI fijó en 2019 los valores exactos de ambas constantes, el faraday también es exacto: 6.02214076 × 10²³ × 1.602176634 × 10⁻¹⁹ C, unos 96 485.332 culombios. Se usa en electroquímica y debe su nombre a Michael Faraday, que en la década de 1830 formuló las leyes de la electrólisis. Para depositar un mol de cobre, 63.5 gramos, a partir de iones Cu²⁺ hacen falta dos faradays, unos 192 970.66 culombios o 53.6 Ah.',
        'No hay que confundir el faraday con el faradio (F), la unidad de capacidad eléctrica de los condensadores, que equivale a un culombio por voltio. Aunque este convertidor muestra el faraday con el símbolo F, se trata de una cantidad de carga y no de una capacidad.',
      ],
    },
    {
      title: 'Submúltiplos del culombio y la carga elemental',
      paragraphs: [
        'Para la electrostática y la electrónica el culombio es una carga enorme: un condensador de 100 pF cargado a 5 V guarda solo 500 picoculombios. Por eso el convertidor añade el miliculombio (mC), el microculombio (µC), el nanoculombio (nC) y el picoculombio (pC), con los prefijos del Sistema Internacional que multiplican por 10⁻³, 10⁻⁶, 10⁻⁹ y 10⁻¹². Los problemas de la ley de Coulomb suelen dar las cargas en microculombios, y los acelerómetros piezoeléctricos indican su sensibilidad en picoculombios por g.',
        'La carga elemental (e) es la del protón, o la del electrón sin su signo. Robert Millikan la midió con su experimento de la gota de aceite, a partir de 1909, y desde la revisión del Sistema Internacional que entró en vigor el 20 de mayo de 2019 es una de sus siete constantes definitorias, con el valor exacto 1.602176634 × 10⁻¹⁹ C. Así, 1 C → 6.24151 × 10¹⁸ e, y un faraday son exactamente 6.02214076 × 10²³ cargas elementales, tantas como indica el número de Avogadro. Para valores tan grandes o tan pequeños el convertidor pasa a notación científica.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'Cada unidad se pasa primero a culombios y después a la de destino. Una batería de teléfono de 5000 mAh almacena 5 Ah, es decir, 5 × 3600 = 18 000 culombios. El convertidor usa las definiciones exactas y solo redondea al mostrar el resultado, a seis decimales.',
      ],
    },
  ],
};
