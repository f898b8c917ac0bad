import type { ConverterContent } from '@/lib/content/types';

export const areaContent: ConverterContent = {
  heading: 'Convertidor de área',
  intro:
    'Convierte entre metros cuadrados, pies cuadrados, kilómetros cuadrados, hectáreas, acres y centímetros cuadrados. Escribe un valor, elige las unidades y obtén el resultado al instante, calculado con las definiciones exactas.',
  cards: [
    { title: 'Metros cuadrados a pies cuadrados', from: 'metros_cuadrados', to: 'pies_cuadrados', example: 80 },
    { title: 'Pies cuadrados a metros cuadrados', from: 'pies_cuadrados', to: 'metros_cuadrados', example: 1500 },
    { title: 'Hectáreas a acres', from: 'hectareas', to: 'acres', example: 10 },
    { title: 'Acres a hectáreas', from: 'acres', to: 'hectareas', example: 160 },
    { title: 'Kilómetros cuadrados a hectáreas', from: 'kilometros_cuadrados', to: 'hectareas', example: 3 },
    {
      title: 'Centímetros cuadrados a metros cuadrados',
      from: 'centimetros_cuadrados',
      to: 'metros_cuadrados',
      example: 2500,
    },
  ],
  sections: [
    {
      title: '¿Qué es el metro cuadrado?',
      paragraphs: [
        'El metro cuadrado es la unidad de superficie del Sistema Internacional: el área de un cuadrado de un metro de lado. Sus múltiplos crecen de cien en cien, no de diez en diez, porque cada lado se multiplica a la vez. Un metro cuadrado contiene 10 000 centímetros cuadrados (100 × 100) y un kilómetro cuadrado equivale a un millón de metros cuadrados. En kilómetros cuadrados se expresa la extensión de ciudades y países: España ocupa unos 506 000 km² y México, casi dos millones.',
      ],
    },
    {
      title: 'Hectáreas y acres',
      paragraphs: [
        'La hectárea es un cuadrado de 100 metros de lado, es decir, 10 000 m². Su nombre viene del área, la antigua unidad métrica de 100 m², con el prefijo hecto (cien). Es la medida habitual de fincas, cultivos, bosques e incendios forestales en España y en toda América Latina, y un kilómetro cuadrado son exactamente 100 hectáreas.',
        'El acre nació en la Inglaterra medieval como la tierra que una yunta de bueyes podía arar en un día. Hoy se define como 43 560 pies cuadrados, un rectángulo de una cadena por un estadio (66 × 660 pies), lo que con el pie internacional de 1959 da exactamente 4046.8564224 m². Se usa en Estados Unidos y en el Reino Unido para terrenos y propiedades rurales. Una hectárea equivale a unos 2.4711 acres.',
      ],
    },
    {
      title: 'Pies cuadrados en la vivienda',
      paragraphs: [
        'En Estados Unidos y Canadá la superficie de casas, pisos y oficinas se anuncia en pies cuadrados. Como un pie mide 0.3048 metros, un pie cuadrado mide 0.3048 × 0.3048 = 0.09290304 m². Este convertidor parte de ese valor exacto y solo redondea al mostrar el resultado, a cuatro decimales y con al menos cuatro cifras significativas: 1 m² son 0.0002471 acres.',
      ],
    },
    {
      title: 'Un ejemplo y un error frecuente',
      paragraphs: [
        'Un piso de 80 m² tiene unos 861.1 pies cuadrados: basta dividir 80 entre 0.09290304. Un campo de fútbol de 105 × 68 metros mide 7140 m², o sea 0.714 hectáreas, algo más de 1.76 acres.',
        'El error más común es aplicar el factor de longitud a una superficie. Un metro son 3.2808 pies, pero un metro cuadrado no son 3.2808 pies cuadrados, sino 3.2808 al cuadrado: 10.7639. Lo mismo ocurre al pasar de metros a centímetros: un metro cuadrado no son 100 cm², sino 10 000.',
      ],
    },
  ],
};
