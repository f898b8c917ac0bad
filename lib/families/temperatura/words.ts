import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { temperatura } from './units';

// Temperature rules are affine (an offset besides a factor), so every card carries its own formula (formula.ts).
export const temperaturaContent: ConverterContent<UnitKey<typeof temperatura>> = {
  wording: {
    belowMinimum:
      'Esta temperatura está por debajo del cero absoluto (−273.15 °C, 0 K, −459.67 °F) y es físicamente imposible.',
  },
  heading: 'Convertidor de temperatura',
  intro:
    'Convierte entre grados Celsius, grados Fahrenheit y kelvin. Escribe una temperatura, elige las escalas y el resultado aparece al instante, calculado con las fórmulas exactas.',
  cards: [
    { title: 'Celsius a Fahrenheit', from: 'celsius', to: 'fahrenheit', example: 25, formula: '°F = °C × 9/5 + 32' },
    {
      title: 'Fahrenheit a Celsius',
      from: 'fahrenheit',
      to: 'celsius',
      example: 98.6,
      formula: '°C = (°F − 32) × 5/9',
    },
    { title: 'Celsius a kelvin', from: 'celsius', to: 'kelvin', example: 100, formula: 'K = °C + 273.15' },
    { title: 'Kelvin a Celsius', from: 'kelvin', to: 'celsius', example: 300, formula: '°C = K − 273.15' },
    {
      title: 'Fahrenheit a kelvin',
      from: 'fahrenheit',
      to: 'kelvin',
      example: 32,
      formula: 'K = (°F − 32) × 5/9 + 273.15',
    },
    {
      title: 'Kelvin a Fahrenheit',
      from: 'kelvin',
      to: 'fahrenheit',
      example: 0,
      formula: '°F = (K − 273.15) × 9/5 + 32',
    },
  ],
  sections: [
    {
      title: 'Tres escalas, tres puntos de partida',
      paragraphs: [
        'La escala Celsius la propuso el astrónomo sueco Anders Celsius en 1742, con cien grados entre la congelación y la ebullición del agua; en su versión original el 100 era el hielo y el 0 el agua hirviendo, y la escala se invirtió poco después. Hoy el agua se congela a 0 °C y hierve a unos 100 °C a presión atmosférica normal. Es la escala de uso diario en España, en toda Latinoamérica y en casi todo el mundo.',
        'La escala Fahrenheit, de Daniel Gabriel Fahrenheit (1724), sitúa la congelación del agua en 32 °F y la ebullición en 212 °F: 180 grados para el mismo intervalo que en Celsius ocupa 100. Se usa en Estados Unidos y en unos pocos países y territorios como Belice, las Bahamas o las Islas Caimán.',
        'El kelvin es la unidad de temperatura del Sistema Internacional y parte del cero absoluto, la temperatura más baja posible. Desde 2019 se define fijando el valor de la constante de Boltzmann. Se escribe K, sin el símbolo de grado, y se usa en ciencia y también en iluminación: una bombilla cálida ronda los 2700 K.',
      ],
    },
    {
      title: 'Las escalas Rankine y Réaumur',
      paragraphs: [
        'La escala Rankine, que el ingeniero escocés William John Macquorn Rankine propuso en 1859, hace con el Fahrenheit lo que el kelvin hace con el Celsius: empieza en el cero absoluto y avanza en grados del tamaño del grado Fahrenheit. Por eso 0 °R es el cero absoluto, el hielo se funde a 491.67 °R y basta sumar 459.67 a una temperatura en °F para tenerla en °R. Según el NIST (SP 811), su grado mide 5/9 de kelvin, igual que el grado Fahrenheit mide 5/9 del Celsius, y sigue apareciendo en tablas de termodinámica y de ingeniería de Estados Unidos.',
        'La escala Réaumur, de René-Antoine Ferchault de Réaumur (1730), pone el hielo en 0 y el agua hirviendo en 80, así que cada grado Réaumur equivale a 1.25 °C y el cero coincide con el de Celsius: 20 °Ré son 25 °C. Durante los siglos XVIII y XIX se usó mucho en Francia, Alemania y Rusia, por eso la encontrarás en libros, diarios de viaje y recetas antiguas de esos países.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'A diferencia de la longitud o el peso, aquí no basta con multiplicar, porque los ceros de las escalas no coinciden. Para pasar de Celsius a Fahrenheit se multiplica por 9/5 (1.8) y se suman 32; para volver, primero se restan 32 y después se multiplica por 5/9. Entre Celsius y kelvin el tamaño del grado es el mismo y solo se suman o restan 273.15.',
        'Un ejemplo: 25 °C por 1.8 dan 45, y al sumar 32 resultan 77 °F. En sentido contrario, 98.6 °F menos 32 son 66.6, que por 5/9 dan 37 °C, la temperatura corporal normal. El convertidor usa las fórmulas exactas y solo redondea al mostrar el resultado, a dos decimales.',
      ],
    },
    {
      title: 'Errores frecuentes y el cero absoluto',
      paragraphs: [
        'El error más común es aplicar el factor sin el desplazamiento, o en el orden equivocado: 20 °C no son 36 °F, sino 68 °F. También se confunden temperaturas con diferencias de temperatura: una subida de 10 °C equivale a una subida de 18 °F, no de 50 °F, porque en una diferencia el 32 no interviene. Y no se dice «grados kelvin», sino simplemente kelvin. Un dato curioso: a −40 las escalas Celsius y Fahrenheit coinciden.',
        'Nada puede estar más frío que el cero absoluto: 0 K, que son −273.15 °C o −459.67 °F. Si escribes un valor inferior, el convertidor calcula igualmente el resultado, pero avisa de que esa temperatura es físicamente imposible.',
      ],
    },
  ],
};
