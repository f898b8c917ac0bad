import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { peso } from './units';

export const pesoContent: ConverterContent<UnitKey<typeof peso>> = {
  heading: 'Convertidor de peso',
  intro:
    'Convierte entre kilogramos, gramos, libras, onzas y toneladas. Escribe un valor, elige las unidades y el resultado aparece al instante, calculado con las definiciones exactas.',
  cards: [
    { title: 'Kilogramos a libras', from: 'kilogramos', to: 'libras', example: 70 },
    { title: 'Libras a kilogramos', from: 'libras', to: 'kilogramos', example: 150 },
    { title: 'Onzas a gramos', from: 'onzas', to: 'gramos', example: 8 },
    { title: 'Gramos a onzas', from: 'gramos', to: 'onzas', example: 100 },
    { title: 'Libras a onzas', from: 'libras', to: 'onzas', example: 2.5 },
    { title: 'Toneladas a libras', from: 'toneladas', to: 'libras', example: 2 },
  ],
  sections: [
    {
      title: '¿Qué es el kilogramo?',
      paragraphs: [
        'El kilogramo es la unidad de masa del Sistema Internacional. Nació en Francia a finales del siglo XVIII como la masa de un litro de agua, y de 1889 a 2019 se definió por un cilindro de platino e iridio guardado en Sèvres, cerca de París. Desde el 20 de mayo de 2019 se define fijando el valor de la constante de Planck, de modo que ya no depende de ningún objeto. Un kilogramo son 1000 gramos, y una tonelada métrica, 1000 kilogramos.',
        'En el habla diaria decimos «peso» aunque lo que se mide en kilos es la masa; el peso propiamente dicho es una fuerza y depende de la gravedad. Para convertir unidades de uso cotidiano la distinción no cambia nada.',
      ],
    },
    {
      title: 'Libras y onzas',
      paragraphs: [
        'La libra que se usa hoy es la libra avoirdupois, que desde el acuerdo internacional de 1959 vale exactamente 0.45359237 kg. Se divide en 16 onzas, así que una onza son 28.349523125 gramos. Estados Unidos usa libras y onzas para el peso corporal y los alimentos, y en el Reino Unido el peso de las personas se suele dar en stones de 14 libras. En algunos mercados de América Latina se sigue llamando «libra» a medio kilo, un uso popular que no coincide con la libra internacional.',
        'Cuidado con la onza troy, de unos 31.1 gramos, que se usa para el oro y la plata: no es la onza común, y el convertidor la ofrece aparte. Tampoco hay que confundir la tonelada métrica con la tonelada corta estadounidense (2000 libras, 907.18474 kg) ni con la tonelada larga británica (2240 libras).',
      ],
    },
    {
      title: 'Quilates, granos, quintales y arrobas',
      paragraphs: [
        'Las piedras preciosas se pesan en quilates métricos: desde la IV Conferencia General de Pesas y Medidas, de 1907, un quilate son exactamente 200 miligramos, así que un diamante de 1 ct pesa 0.2 g. No lo confundas con el quilate del oro, que no mide masa sino pureza: el oro de 24 quilates es puro y el de 18 tiene tres cuartas partes de oro. El oro y la plata se cotizan en onzas troy de 480 granos. Como el acuerdo internacional de 1959 fija el grano en 64.79891 mg (una libra tiene 7000 granos), la onza troy son 31.1034768 g, casi un 10 % más que la onza común.',
        'De la tradición anglosajona vienen también el stone de 14 libras (6.35029318 kg), con el que en el Reino Unido se dice el peso de una persona, y dos toneladas que no son la métrica: la corta de Estados Unidos, de 2000 libras (907.18474 kg), y la larga británica, de 2240 libras (1016.0469088 kg). En el extremo opuesto, el miligramo y el microgramo (µg, que en muchas etiquetas se escribe mcg) son las unidades de las dosis y de las etiquetas nutricionales. El quintal métrico son 100 kg.',
        'En muchos mercados de América Latina se compra todavía por quintales y arrobas. En Ecuador y Centroamérica el quintal es de 100 libras, unos 45.36 kg, y la arroba es su cuarta parte, 25 libras (11.34 kg). El convertidor las calcula con la libra internacional y por eso sus nombres llevan «aprox.»: donde la libra es de 500 g, como en Colombia, la arroba llega a 12.5 kg, y en Brasil se fijó en 15 kg. La arroba castellana de 25 libras antiguas tiene su propio convertidor de pesos antiguos.',
      ],
    },
    {
      title: 'Cómo se hace la conversión',
      paragraphs: [
        'Cada unidad se pasa primero a kilogramos y después a la de destino. Para convertir 150 libras a kilogramos se multiplica por 0.45359237, lo que da unos 68.04 kg; para ir de kilogramos a libras se divide entre ese mismo número, que equivale a multiplicar por 2.2046 aproximadamente. Una receta que pide 8 onzas de harina necesita unos 226.8 gramos. El convertidor usa las definiciones exactas y solo redondea al mostrar el resultado, a cuatro decimales y con al menos cuatro cifras significativas: 1 g son 0.03527 oz.',
      ],
    },
  ],
};
