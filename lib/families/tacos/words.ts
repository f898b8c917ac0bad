import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { tacos } from './units';

export const tacosContent: ConverterContent<UnitKey<typeof tacos>> = {
  // D12, D23: the selects keep their 'Seleccionar' option.
  wording: { selectPlaceholder: 'Seleccionar' },
  heading: 'Convertidor de longitud a tacos',
  intro:
    '¿Cuántos tacos mide una cancha de fútbol? Convierte metros a tacos acostados, tacos de pie y tortillas. La unidad es de broma, pero la aritmética es exacta.',
  cards: [
    { title: 'Metros a tacos', from: 'metros', to: 'tacos', example: 105 },
    { title: 'Metros a tacos de pie', from: 'metros', to: 'tacos_vertical', example: 182 },
    { title: 'Metros a tortillas', from: 'metros', to: 'tortillas', example: 4.3 },
    { title: 'Tacos a metros', from: 'tacos', to: 'metros', example: 100 },
    { title: 'Tortillas a tacos', from: 'tortillas', to: 'tacos', example: 20 },
    { title: 'Tacos a tacos de pie', from: 'tacos', to: 'tacos_vertical', example: 10 },
  ],
  sections: [
    {
      title: 'Medir el mundo en tacos',
      paragraphs: [
        'Aquí el taco se convierte en unidad de longitud. Para que las cuentas sean claras, esta página usa tres medidas fijas: un taco acostado a lo largo mide 20 centímetros, un taco de pie mide 8 centímetros de alto y una tortilla mide 15 centímetros de diámetro. No son un estándar oficial: en la vida real cada taquería tiene sus tamaños, y no es lo mismo un taco de canasta que uno de bistec en tortilla de harina. Lo que sí es serio es la aritmética: cada valor se pasa a metros y de ahí a la unidad elegida, sin aproximaciones, y el resultado se redondea a dos decimales.',
      ],
    },
    {
      title: 'Algunos ejemplos',
      paragraphs: [
        'La FIFA recomienda que el campo de un estadio mida 105 por 68 metros; las Reglas de Juego permiten entre 100 y 110 metros de largo en partidos internacionales. Esos 105 metros son 105 ÷ 0.2 = 525 tacos puestos uno detrás de otro, o 700 tortillas en fila.',
        'La Torre Latinoamericana, inaugurada en 1956 en el Centro Histórico de la Ciudad de México, mide unos 182 metros contando su antena, según la cifra más citada. Para alcanzar su punta harían falta 182 ÷ 0.08 = 2275 tacos de pie apilados; mejor no intentarlo con salsa.',
        'Un coche compacto mide alrededor de 4.3 metros: 21.5 tacos acostados o 28.67 tortillas.',
      ],
    },
    {
      title: 'La tortilla y el taco',
      paragraphs: [
        'La tortilla de maíz es mucho más antigua que su nombre en español: en náhuatl se llama tlaxcalli, y los españoles la llamaron tortilla por su parecido con una torta pequeña. Su secreto es la nixtamalización, una técnica mesoamericana que consiste en cocer el maíz con agua y cal. El grano se ablanda, se pela con facilidad, se muele para hacer la masa y gana valor nutritivo, porque la niacina del maíz queda disponible. Donde el maíz se adoptó sin nixtamalizar, como en partes de Europa, se extendió la pelagra. La masa se aplana y se cuece sobre el comal; en el norte de México también son tradicionales las tortillas de harina de trigo.',
        'El taco es una tortilla doblada o enrollada alrededor de un relleno. El origen de la palabra no está claro; el historiador Jeffrey M. Pilcher propuso que viene de las minas de plata del siglo XVIII, donde se llamaba tacos a las cargas de pólvora envueltas en papel. En 2010 la UNESCO inscribió la cocina tradicional mexicana en su lista del Patrimonio Cultural Inmaterial de la Humanidad.',
      ],
    },
  ],
};
