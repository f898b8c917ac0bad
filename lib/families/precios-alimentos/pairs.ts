import type { PairsOf } from '@/lib/content/pairs/types';
import type { preciosAlimentos } from './units';

// D26: price per pack size. The values of a table are prices (the page writes them with '$'); the texts use euros
// or dollars where the example comes from a country that uses them.
export const preciosAlimentosPairs: PairsOf<typeof preciosAlimentos> = [
  // Price per kilo and per 100 g: the family's default pair and its reverse (deli counters, small packs).
  {
    from: 'kilogramo',
    to: 'cien_gramos',
    answerValue: 10,
    rows: [5, 8.5, 12.9, 25, 40, 89.9, 120],
    tableTitle: 'Precios por kilo',
    definition:
      'Cien gramos son la décima parte de un kilo, así que el precio por 100 g es el precio por kilo dividido entre 10.',
    text: 'En la charcutería, en la tienda de golosinas a granel o en la de especias, el precio se anuncia por kilo, pero lo que compras son unos pocos cientos de gramos. El jamón ibérico a 120 € el kilo sale a 12 € los 100 g, una ración generosa, y unas gominolas a 12.90 € el kilo, a 1.29 € los 100 g. El error típico es olvidar un cero y creer que el precio de 100 g es la centésima parte del precio del kilo.',
  },
  {
    from: 'cien_gramos',
    to: 'kilogramo',
    rows: [0.5, 0.99, 1.29, 1.89, 2.5, 4.2, 12],
    tableTitle: 'Precios por 100 gramos',
    definition:
      'Un kilogramo son diez veces cien gramos, así que el precio por kilo es el de 100 g multiplicado por 10.',
    text: 'Las etiquetas del chocolate, el café soluble, los frutos secos o los embutidos loncheados dan a menudo el precio por 100 gramos, que parece barato. Multiplicarlo por 10 lo pone en la misma escala que la carne o la fruta: unas almendras a 2.50 € los 100 g cuestan 25 € el kilo. Haz la cuenta antes de comparar dos estanterías, porque una etiqueta que da el precio por kilo y otra que lo da por 100 g no se pueden comparar a simple vista.',
  },
  // Price per pound and per kilo: US shops and markets in Central America, the Caribbean and Ecuador.
  {
    from: 'libra',
    to: 'kilogramo',
    rows: [0.99, 1.49, 1.99, 2.5, 3.99, 4.99, 7.5, 12],
    tableTitle: 'Precios por libra',
    definition:
      'El precio por kilo es el de la libra dividido entre 0.45359237, porque la libra internacional pesa exactamente esa fracción de kilo.',
    text: 'Los supermercados de Estados Unidos y los mercados de Centroamérica, el Caribe y Ecuador ponen precio a la carne, al pollo o a las verduras por libra. Para compararlo con un precio por kilo, multiplícalo por 2.2046: el pollo a 1.99 dólares la libra sale a 4.39 el kilo. Es la cuenta de quien acaba de llegar a Estados Unidos y quiere saber si la compra es cara respecto a su país, o del turista que pasea por un mercado de Tegucigalpa o de Guayaquil.',
    ambiguity: {
      text: 'Esta página usa la libra internacional de 453.6 g. Si el mercado llama libra al medio kilo, su precio por kilo es el doble:',
      other: { from: 'medio_kilo', to: 'kilogramo' },
      label: 'precio por medio kilo a precio por kilo',
    },
  },
  {
    from: 'kilogramo',
    to: 'libra',
    rows: [2, 4.5, 6, 9, 12, 15, 20, 30],
    tableTitle: 'Precios por kilo en precios por libra',
    definition: 'La libra pesa 0.45359237 kg, de modo que su precio es el del kilo multiplicado por ese número.',
    text: 'Si en tu país se vende por kilos y quieres comparar con la compra en Estados Unidos, en Honduras o en la República Dominicana, donde la carne y los víveres se anuncian por libra, multiplica el precio por kilo por 0.4536. La carne a 9 dólares el kilo equivale a 4.08 la libra. Como una libra es algo menos de medio kilo, su precio siempre queda un poco por debajo de la mitad del precio por kilo, y esa es la comprobación rápida de la cuenta.',
  },
  // Packs of 250 g: butter, ground coffee, fresh cheese.
  {
    from: 'doscientos_cincuenta_gramos',
    to: 'kilogramo',
    rows: [1.2, 1.95, 2.85, 3.6, 4.5, 6],
    tableTitle: 'Precios de paquetes de 250 gramos',
    definition:
      'Un kilo son cuatro paquetes de 250 g, así que el precio por kilo es el del paquete multiplicado por 4.',
    text: 'El paquete de 250 gramos es el formato de la mantequilla en España, de muchos cafés molidos y de los quesos frescos, y compararlo con el precio por kilo del mostrador pide una multiplicación por cuatro: una mantequilla de 250 g a 2.85 € sale a 11.40 € el kilo. Cuidado con los envases parecidos de 200 g que a veces se colocan al lado, porque con el mismo precio su kilo sale un 25 % más caro.',
  },
  // Price per gram: saffron, vanilla, spices sold by the gram.
  {
    from: 'gramo',
    to: 'kilogramo',
    rows: [0.02, 0.05, 0.5, 1, 2.5, 8, 12],
    tableTitle: 'Precios por gramo',
    definition: 'Un kilo son mil gramos, así que el precio por kilo es el precio por gramo multiplicado por 1000.',
    text: 'El azafrán, la vainilla en rama o algunas especias se venden por gramos, y su precio por kilo da vértigo: un azafrán a 8 € el gramo son 8000 € el kilo. La cuenta sirve para comparar sobres de medio gramo o de un gramo con botes de 2 o 5 g, que suelen salir más baratos por gramo. También ayuda con los productos de herbolario y los suplementos a granel, que a veces se anuncian por gramo y otras por kilo.',
  },
];
