import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { anillos } from './units';

// The derived formulas would read 'mm = mm × 3.141592654' (both units are millimetres), so every card names what
// it measures.
export const anillosContent: ConverterContent<UnitKey<typeof anillos>> = {
  heading: 'Convertidor de medidas de anillos',
  intro:
    'Convierte el diámetro interior de un anillo en su circunferencia, en milímetros o en pulgadas, y encuentra la talla equivalente en los sistemas de España, Estados Unidos, Reino Unido y Francia.',
  cards: [
    {
      title: 'Diámetro a circunferencia en milímetros',
      from: 'diametro_milimetros',
      to: 'circunferencia_milimetros',
      example: 17,
      formula: 'circunferencia (mm) = diámetro (mm) × π',
    },
    {
      title: 'Circunferencia a diámetro en milímetros',
      from: 'circunferencia_milimetros',
      to: 'diametro_milimetros',
      example: 54,
      formula: 'diámetro (mm) = circunferencia (mm) ÷ π',
    },
    {
      title: 'Diámetro en pulgadas a milímetros',
      from: 'diametro_pulgadas',
      to: 'diametro_milimetros',
      example: 0.68,
      formula: 'diámetro (mm) = diámetro (in) × 25.4',
    },
    {
      title: 'Diámetro en milímetros a pulgadas',
      from: 'diametro_milimetros',
      to: 'diametro_pulgadas',
      example: 18,
      formula: 'diámetro (in) = diámetro (mm) ÷ 25.4',
    },
    {
      title: 'Circunferencia en pulgadas a milímetros',
      from: 'circunferencia_pulgadas',
      to: 'circunferencia_milimetros',
      example: 2.15,
      formula: 'circunferencia (mm) = circunferencia (in) × 25.4',
    },
    {
      title: 'Diámetro en pulgadas a circunferencia en milímetros',
      from: 'diametro_pulgadas',
      to: 'circunferencia_milimetros',
      example: 0.7,
      formula: 'circunferencia (mm) = diámetro (in) × 25.4 × π',
    },
  ],
  sections: [
    {
      title: 'Diámetro y circunferencia',
      paragraphs: [
        'El tamaño de un anillo se da por su medida interior: el diámetro, que es el ancho de borde a borde por dentro, o la circunferencia, que es la longitud del contorno interior, lo que mediría una cinta alrededor del dedo. Las dos se relacionan por el número π: circunferencia = π × diámetro. Un anillo de 17 mm de diámetro tiene 53.407 mm de contorno, y uno de 54 mm de contorno mide 17.189 mm de diámetro. El convertidor usa π completo y solo redondea al mostrar el resultado, a tres decimales.',
      ],
    },
    {
      title: 'Los sistemas de tallas',
      paragraphs: [
        'Cada país numera las tallas a su manera. En Francia, Alemania, Bélgica, Austria y los países nórdicos la talla es la circunferencia interior en milímetros, como fija la norma ISO 8653: una talla 54 mide 54 mm de contorno. En España, Italia y Suiza se resta 40 a esa circunferencia, de modo que la talla 14 española corresponde a 54 mm. En Estados Unidos, Canadá y México se usan números con medias y cuartos de talla; cada talla entera añade 0.032 pulgadas (0.8128 mm) al diámetro, y la talla 7 mide unos 17.32 mm. Reino Unido, Irlanda y Australia usan letras de la A a la Z con medias tallas, y cada letra añade unos 1.25 mm de contorno; la talla 7 estadounidense equivale aproximadamente a una N½.',
        'La tabla bajo el convertidor aplica estas reglas a cada talla estadounidense de la 3 a la 13 y resalta la fila más cercana al valor que escribas. La página se abre con un anillo típico de 17 mm de diámetro, cuya fila más cercana es la talla 6.5 estadounidense. Los valores están redondeados y entre joyerías puede haber media talla de diferencia.',
      ],
    },
    {
      title: 'Cómo medir en casa',
      paragraphs: [
        'Si tienes un anillo que te queda bien, mide con una regla o un calibre su diámetro interior, de borde interior a borde interior, por la parte más ancha. Si no, rodea la base del dedo con un hilo o una tira de papel, marca dónde se cruza y mide esa longitud: es la circunferencia. Mide al final del día y a temperatura templada, porque los dedos se hinchan con el calor y se encogen con el frío, y comprueba que el anillo pueda pasar por el nudillo.',
      ],
    },
    {
      title: 'Errores frecuentes',
      paragraphs: [
        'Medir el diámetro exterior, con el metal incluido, da una talla demasiado grande. También es habitual confundir el diámetro con la circunferencia, que es unas 3.14 veces mayor, o la talla española con la francesa, que difieren en 40. Y recuerda que un aro ancho, de más de 6 mm, aprieta más que uno fino: suele pedir media talla más.',
      ],
    },
  ],
};
