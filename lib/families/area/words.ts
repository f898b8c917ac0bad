import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { area } from './units';

export const areaContent: ConverterContent<UnitKey<typeof area>> = {
  heading: 'Convertidor de área',
  intro:
    'Convierte entre metros cuadrados, pies cuadrados, kilómetros cuadrados, hectáreas, acres y centímetros cuadrados, y también entre áreas, yardas y millas cuadradas, varas cuadradas, manzanas o cuadras. Escribe un valor, elige las unidades y obtén el resultado al instante, calculado con las definiciones exactas.',
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
        'La hectárea es un cuadrado de 100 metros de lado, es decir, 10 000 m². Su nombre viene del área, la antigua unidad métrica de 100 m², con el prefijo hecto (cien). Es la medida habitual de fincas, cultivos, bosques e incendios forestales en España y en la mayor parte de América Latina, aunque en el campo de muchos países conviven con ella medidas tradicionales, como la manzana centroamericana o la cuadra chilena, y un kilómetro cuadrado son exactamente 100 hectáreas.',
        'El acre nació en la Inglaterra medieval como la tierra que una yunta de bueyes podía arar en un día. Hoy se define como 43 560 pies cuadrados, un rectángulo de una cadena por un estadio (66 × 660 pies), lo que con el pie internacional de 1959 da exactamente 4046.8564224 m². Se usa en Estados Unidos y en el Reino Unido para terrenos y propiedades rurales. Una hectárea equivale a unos 2.4711 acres.',
      ],
    },
    {
      title: 'Varas cuadradas, manzanas y cuadras',
      paragraphs: [
        'El área, 100 m² o un decámetro cuadrado, es la unidad que da nombre a la hectárea. La yarda, la pulgada y la milla cuadradas salen de las longitudes exactas del acuerdo de 1959: una milla cuadrada son 640 acres, 2 589 988.110336 m².',
        // The Nicaraguan manzana: 7042.25 m² in the UN Statistical Office's World Weights and Measures, handbook
        // for statisticians (1955), as quoted by Wikipedia's 'Manzana (unit)'; no source found for Costa Rica's,
        // which stays unsaid (issue 32). Checked 2026-11-27.
        'En Guatemala, Honduras y El Salvador los solares aún se venden por varas cuadradas y las fincas se miden en manzanas de 10 000 varas cuadradas. Este convertidor usa la vara castellana de 0.835905 m, con la que la vara cuadrada mide 0.6987 m² y la manzana 6987.37 m², casi 0.7 ha; cada país redondea la vara a su manera (0.8359, 0.835 o 0.836 m), de ahí el «aprox.». En Nicaragua, donde la vara era algo más larga, la manzana ronda los 7042 m² según el manual de pesos y medidas de las Naciones Unidas de 1955.',
        'La caballería mexicana era un rectángulo de 1104 por 552 varas: con la vara legal de 0.838 m, 42.7953 ha. La cuadra chilena es el cuadrado de una cuadra de 150 varas de 0.836 m, 15 725.16 m², algo más de hectárea y media. El mismo nombre cambia de tamaño de un país a otro (la caballería cubana ronda las 13.4 ha), y la fanegada colombiana o la tarea dominicana no tienen un valor legal que hayamos podido comprobar, así que no las encontrarás en la lista.',
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
