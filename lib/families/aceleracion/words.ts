import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { aceleracion } from './units';

export const aceleracionContent: ConverterContent<UnitKey<typeof aceleracion>> = {
  heading: 'Convertidor de aceleración',
  intro:
    'Convierte la aceleración entre metros por segundo al cuadrado, centímetros, pies y pulgadas por segundo al cuadrado, gravedades estándar (g₀), gales y kilómetros por hora por segundo. Sirve para entender las fuerzas g de una montaña rusa, el 0 a 100 km/h de un coche o la sacudida de un terremoto.',
  cards: [
    {
      title: 'Metros por segundo al cuadrado a gravedades',
      from: 'metros_segundo_cuadrado',
      to: 'gravedades',
      example: 3.5,
    },
    {
      title: 'Gravedades a metros por segundo al cuadrado',
      from: 'gravedades',
      to: 'metros_segundo_cuadrado',
      example: 3,
    },
    {
      title: 'Kilómetros por hora por segundo a metros por segundo al cuadrado',
      from: 'kilometros_hora_segundo',
      to: 'metros_segundo_cuadrado',
      example: 12.5,
    },
    {
      title: 'Pies por segundo al cuadrado a metros por segundo al cuadrado',
      from: 'pies_segundo_cuadrado',
      to: 'metros_segundo_cuadrado',
      example: 32,
    },
    { title: 'Gales a metros por segundo al cuadrado', from: 'gales', to: 'metros_segundo_cuadrado', example: 300 },
    { title: 'Gravedades a pies por segundo al cuadrado', from: 'gravedades', to: 'pies_segundo_cuadrado', example: 1 },
  ],
  sections: [
    {
      title: '¿Qué es la aceleración?',
      paragraphs: [
        'La aceleración mide cuánto cambia la velocidad en cada unidad de tiempo. Su unidad en el Sistema Internacional es el metro por segundo al cuadrado (m/s²): un objeto que acelera a 1 m/s² gana un metro por segundo de velocidad cada segundo. Frenar también es acelerar, con el signo cambiado, y tomar una curva a velocidad constante es otra forma de aceleración, porque cambia la dirección de la velocidad aunque no cambie su valor. No confundas el m/s², que es aceleración, con el m/s, que es velocidad.',
      ],
    },
    {
      title: 'La gravedad estándar y las fuerzas g',
      paragraphs: [
        'Un cuerpo que cae libremente cerca de la superficie de la Tierra acelera a unos 9.8 m/s². Para tener una referencia fija, la Conferencia General de Pesas y Medidas estableció en 1901 la gravedad estándar, g₀ = 9.80665 m/s² exactos, la misma que define el kilogramo-fuerza. La gravedad real varía un poco: ronda los 9.78 m/s² en el ecuador y los 9.83 m/s² en los polos. En la Luna es de 1.62 m/s², alrededor de un sexto de la terrestre.',
        'Cuando se habla de «fuerzas g» se expresa una aceleración como múltiplo de g₀. Las montañas rusas más intensas llegan a 4 o 5 g durante un instante; un piloto de caza con traje anti-g aguanta maniobras de hasta 9 g, y una persona sin entrenamiento puede perder el conocimiento por debajo de esa cifra si la aceleración se mantiene unos segundos. Pese al nombre, la fuerza g no es una fuerza, sino una aceleración.',
      ],
    },
    {
      title: 'De 0 a 100 km/h',
      paragraphs: [
        'La cifra de aceleración más famosa es el tiempo que tarda un coche en pasar de 0 a 100 km/h. Dividir 100 entre ese tiempo da la aceleración media en kilómetros por hora por segundo: un coche que tarda 10 segundos gana 10 km/h cada segundo, unos 2.78 m/s². Un deportivo eléctrico que lo hace en 2.5 segundos supera la gravedad estándar: empuja el asiento contra tu espalda con más de 1 g de media. Es una media: la aceleración real es mayor al principio y cae al subir de marcha y de velocidad.',
      ],
    },
    {
      title: 'El gal, la unidad de los terremotos',
      paragraphs: [
        'El gal (Gal), llamado así en honor de Galileo, es la unidad del sistema cegesimal: un centímetro por segundo al cuadrado. La gravimetría, que mide diferencias minúsculas de la gravedad para buscar minerales o estudiar el subsuelo, trabaja en miligales. La sismología expresa en gales, o en fracciones de g, la aceleración máxima del suelo durante un terremoto, el dato que usan las normas de construcción sismorresistente. La gravedad estándar equivale a 980.665 Gal.',
      ],
    },
    {
      title: 'Unidades anglosajonas y errores frecuentes',
      paragraphs: [
        'En los textos de física y de ingeniería de Estados Unidos la aceleración va en pies por segundo al cuadrado: g₀ son unos 32.17 ft/s², y muchos problemas de examen redondean a 32. Las pulgadas por segundo al cuadrado aparecen en el análisis de vibraciones de máquinas. Cuidado con la letra g: escrita sola, en minúscula, también es el símbolo del gramo, y en las fichas técnicas la «g» de un acelerómetro casi siempre es la gravedad estándar, no la gravedad del lugar. El convertidor usa las definiciones exactas y redondea al mostrar el resultado, a seis decimales.',
      ],
    },
  ],
};
