import type { ConverterContent } from '@/lib/content/types';
import type { UnitKey } from '@/lib/units/types';
import type { preciosAlimentos } from './units';

// The formulas are written out: derived ones would read '/100 g = /kg ÷ 10', which says nothing on this page.
export const preciosAlimentosContent: ConverterContent<UnitKey<typeof preciosAlimentos>> = {
  // D10 and spec 001 §2: 'Precio', options 'Precio por kilogramo (/kg)' (the name mid-sentence, lower case: D23).
  wording: { valueLabel: 'Precio', placeholder: 'Escribe el precio', optionPrefix: 'Precio por ' },
  heading: 'Convertidor de precios por peso',
  intro:
    'Pasa el precio de un producto de un tamaño a otro: por kilo, por medio kilo, por 100 gramos o por gramo. Así puedes comparar envases de distinto peso y saber cuál sale realmente más barato.',
  cards: [
    {
      title: 'Precio por kilo a precio por 100 g',
      from: 'kilogramo',
      to: 'cien_gramos',
      example: 25,
      formula: 'precio por 100 g = precio por kg ÷ 10',
    },
    {
      title: 'Precio por 100 g a precio por kilo',
      from: 'cien_gramos',
      to: 'kilogramo',
      example: 1.89,
      formula: 'precio por kg = precio por 100 g × 10',
    },
    {
      title: 'Precio por 250 g a precio por kilo',
      from: 'doscientos_cincuenta_gramos',
      to: 'kilogramo',
      example: 3.6,
      formula: 'precio por kg = precio por 250 g × 4',
    },
    {
      title: 'Precio por 750 g a precio por kilo',
      from: 'setecientos_cincuenta_gramos',
      to: 'kilogramo',
      example: 245,
      formula: 'precio por kg = precio por 750 g ÷ 0.75',
    },
    {
      title: 'Precio por 900 g a precio por kilo',
      from: 'novecientos_gramos',
      to: 'kilogramo',
      example: 289,
      formula: 'precio por kg = precio por 900 g ÷ 0.9',
    },
    {
      title: 'Precio por kilo a precio por medio kilo',
      from: 'kilogramo',
      to: 'medio_kilo',
      example: 12.5,
      formula: 'precio por 500 g = precio por kg ÷ 2',
    },
  ],
  sections: [
    {
      title: '¿Para qué sirve el precio por kilo?',
      paragraphs: [
        'En el supermercado el mismo producto se vende en envases de 250 g, 400 g, 900 g o un kilo, y el precio de la etiqueta no dice cuál es más barato. Para compararlos hay que llevarlos a una misma cantidad: el precio por kilo, también llamado precio unitario. En la Unión Europea las tiendas están obligadas a mostrarlo junto al precio de venta (Directiva 98/6/CE; en España, Real Decreto 3423/2000), y muchos comercios de otros países también lo incluyen en la etiqueta del estante.',
      ],
    },
    {
      title: 'Cómo se calcula',
      paragraphs: [
        'El precio por kilo es el precio del envase dividido entre su peso en kilos. Un paquete de 250 g pesa 0.25 kg, así que su precio por kilo es el precio dividido entre 0.25, o lo que es lo mismo, multiplicado por 4. Para ir del precio por kilo al precio de 100 gramos se divide entre 10, y al precio de un gramo, entre 1000. El convertidor siempre pasa por el precio por kilo y solo redondea al mostrar el resultado, a dos decimales.',
        'El signo $ es solo una marca de moneda: el cálculo es el mismo en pesos, euros, dólares o soles, porque solo cambia la cantidad de producto, no la divisa.',
      ],
    },
    {
      title: 'Precio por libra y por onza',
      paragraphs: [
        'En Estados Unidos los supermercados dan el precio unitario por libra o por onza, y en muchos mercados de Centroamérica y del Ecuador la carne, el arroz o las verduras se venden por libras. Para compararlos con un precio por kilo, el convertidor usa la libra internacional, de 0.45359237 kg exactos desde el acuerdo de 1959, y su onza, la dieciseisava parte: 28.349523125 g. Un precio por kilo se pasa a precio por libra multiplicando por 0.45359237, y el de la libra al del kilo dividiendo entre ese número: $4.99 la libra son $11.00 el kilo.',
        'Antes de hacer la cuenta, asegúrate de qué libra te venden: en algunos mercados se llama «libra» al medio kilo, y en otros sigue viva la libra castellana de unos 460 g. Con cualquiera de ellas el precio por kilo sale distinto.',
      ],
    },
    {
      title: 'Ejemplos prácticos',
      paragraphs: [
        'Café: un paquete de 250 g cuesta 3.60 € y uno de 1 kg, 12.90 €. El pequeño sale a 3.60 × 4 = 14.40 € el kilo, así que el paquete grande ahorra 1.50 € por kilo.',
        'Leche en polvo: una lata de 900 g a $289 sale a $321.11 el kilo; una de 750 g a $245, a $326.67 el kilo. La lata grande es algo más barata, aunque la diferencia es pequeña.',
        'Queso: una cuña envasada de 300 g a $95 equivale a $316.67 el kilo. Si en el mostrador el mismo queso está a $289 el kilo, comprarlo al corte sale más barato.',
      ],
    },
    {
      title: 'Errores frecuentes',
      paragraphs: [
        'Confundir el precio por 100 g con el precio por kilo hace que un producto parezca diez veces más barato de lo que es. Tampoco conviene fiarse de los envases «familiares» o «ahorro»: a veces el precio por kilo del envase grande es mayor. En las conservas, como el atún o las aceitunas, compara el peso neto escurrido, no el peso con el líquido. Y en las ofertas del tipo 3 × 2, calcula el precio por kilo de lo que de verdad pagas por todas las unidades juntas.',
      ],
    },
  ],
};
