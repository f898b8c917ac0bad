import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { consumo } from './units';

export const consumoContent: ConverterContent<UnitKey<typeof consumo>> = {
  // D14: a negative consumption and a zero one have no result.
  wording: {
    hints: {
      negative: 'El consumo no puede ser negativo',
      zero: 'El 0 no tiene equivalente: el consumo sería infinito.',
    },
  },
  heading: 'Convertidor de consumo de combustible',
  intro:
    'Convierte el rendimiento de un vehículo entre kilómetros por litro, litros por 100 kilómetros, millas por galón y kilómetros por galón. Útil para comparar fichas técnicas de autos de distintos países.',
  cards: [
    {
      title: 'Kilómetros por litro a litros por 100 km',
      from: 'kilometros_litro',
      to: 'litros_100km',
      example: 12.5,
      formula: 'L/100 km = 100 ÷ km/L',
    },
    {
      title: 'Litros por 100 km a kilómetros por litro',
      from: 'litros_100km',
      to: 'kilometros_litro',
      example: 6.5,
      formula: 'km/L = 100 ÷ L/100 km',
    },
    {
      title: 'Millas por galón a litros por 100 km',
      from: 'millas_galon',
      to: 'litros_100km',
      example: 25,
      // 100 × 3.785411784 / 1.609344 = 235.2145833…, shown rounded.
      formula: 'L/100 km ≈ 235.215 ÷ mpg (EE. UU.)',
    },
    {
      title: 'Litros por 100 km a millas por galón',
      from: 'litros_100km',
      to: 'millas_galon',
      example: 8,
      formula: 'mpg (EE. UU.) ≈ 235.215 ÷ L/100 km',
    },
    { title: 'Kilómetros por litro a millas por galón', from: 'kilometros_litro', to: 'millas_galon', example: 15 },
    {
      title: 'Kilómetros por galón a kilómetros por litro',
      from: 'kilometros_galon',
      to: 'kilometros_litro',
      example: 40,
    },
  ],
  sections: [
    {
      title: 'Dos maneras de medir el consumo',
      paragraphs: [
        'El rendimiento de un vehículo se expresa de dos formas opuestas. Los kilómetros por litro, las millas por galón y los kilómetros por galón dicen qué distancia se recorre con una cantidad de combustible: cuanto más alto, mejor. Los litros por 100 kilómetros dicen cuánto combustible se gasta en una distancia fija: cuanto más bajo, mejor. Por eso la relación entre ambos grupos no es una multiplicación sino una división: L/100 km = 100 ÷ km/L. Un auto que hace 10 km/L gasta 10 L/100 km, pero uno que hace 20 km/L gasta 5, no 20.',
      ],
    },
    {
      title: 'Dónde se usa cada unidad',
      paragraphs: [
        'Los kilómetros por litro son la medida habitual en México, Chile, Brasil y Japón. Los litros por 100 kilómetros se usan en España y en casi toda Europa, en Canadá y en Australia; el Reino Unido sigue con las millas por galón imperial. Las millas por galón son la unidad habitual de Estados Unidos, con el galón estadounidense de 3.785411784 litros. En Perú, Colombia, Ecuador y otros países donde la gasolina se vende por galones se habla de kilómetros por galón, con ese mismo galón.',
      ],
    },
    {
      title: 'Millas por galón imperial',
      paragraphs: [
        'En el Reino Unido las millas por galón se cuentan con el galón imperial, de 4.54609 litros exactos según la Ley de Pesas y Medidas de 1985, y no con el estadounidense de 3.785411784 litros. Por eso 1 mpg británica equivale a 1.609344 ÷ 4.54609 ≈ 0.354 km/L, y 30 mpg británicas son 9.416 L/100 km, mientras que 30 mpg estadounidenses son 7.84. Si lees la prueba de un coche en una revista británica, elige «Millas por galón (R. U.)»: la misma eficiencia expresada en mpg británicas da una cifra un 20 % mayor que en mpg estadounidenses.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'El convertidor pasa todo a kilómetros por litro. Una milla mide 1.609344 km, así que 1 mpg equivale a 1.609344 ÷ 3.785411784 ≈ 0.425144 km/L y, al revés, los km/L se multiplican por unos 2.352146 para obtener mpg. De ahí sale la constante 235.215 (exactamente 235.2145833…) que convierte mpg en L/100 km. Los cálculos usan las definiciones exactas y solo se redondea al mostrar el resultado, a tres decimales.',
        'Un ejemplo: un auto que rinde 15 km/L consume 100 ÷ 15 = 6.667 L/100 km, equivale a 15 × 2.352146 = 35.282 mpg y recorre 15 × 3.785411784 = 56.781 km por galón.',
      ],
    },
    {
      title: 'Errores frecuentes',
      paragraphs: [
        'El primero es tratar los litros por 100 km como si fueran proporcionales a los km/L. El segundo, mezclar millas por galón estadounidenses con las británicas, que usan el galón imperial de 4.54609 litros. Como ese galón es un 20 % mayor, la misma cifra en mpg británicas indica un consumo un 20 % mayor: 30 mpg británicas son 100 × 4.54609 ÷ (30 × 1.609344) = 9.42 L/100 km, y 30 mpg estadounidenses, 7.84 L/100 km. El tercero es juzgar las mejoras por la diferencia en km/L: pasar de 5 a 10 km/L ahorra 10 litros cada 100 km, mientras que pasar de 20 a 40 km/L solo ahorra 2.5. Por último, un consumo de 0 no tiene equivalente en las otras unidades, porque daría un resultado infinito, y un consumo negativo no existe: el convertidor no muestra resultado para ninguno de los dos.',
      ],
    },
  ],
};
