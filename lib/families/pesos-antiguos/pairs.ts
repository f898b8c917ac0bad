import { readingIn, type PairsOf } from '@/lib/content/pairs/types';
import { peso } from '@/lib/families/peso/units';
import type { pesosAntiguos } from './units';

// D26: the old Castilian weights people meet in archives, old recipes and country talk. Metric figures use the
// libra of 460.093 g (D7).
export const pesosAntiguosPairs: PairsOf<typeof pesosAntiguos> = [
  // Arrobas and libras: the family's default pair and its reverse, the sums of old account books.
  {
    from: 'arroba',
    to: 'libra',
    rows: [0.5, 1, 2, 3, 4, 10, 20],
    tableTitle: 'Arrobas en libras castellanas',
    definition: 'En el sistema castellano una arroba son 25 libras, la cuarta parte del quintal de 100.',
    text: 'Los inventarios de haciendas y los libros de cuentas de Castilla y de la América colonial anotan el aceite, la lana, el azúcar o el algodón en arrobas y libras, y pasarlo todo a libras permite sumar partidas o comparar precios. Cuatro arrobas forman un quintal. Un detalle que confunde al leer esos documentos: el vino y el aceite también se medían en arrobas, pero de capacidad, con un volumen distinto para cada líquido; esta página solo trata la arroba de peso.',
  },
  {
    from: 'libra',
    to: 'arroba',
    rows: [5, 10, 12.5, 25, 50, 75, 100, 150],
    tableTitle: 'Libras castellanas en arrobas',
    definition: 'Una libra castellana es la vigesimoquinta parte de la arroba: 1/25 = 0.04 arrobas.',
    text: 'Sirve para agrupar en arrobas pesos anotados en libras, como hacían los escribanos al cerrar un inventario: 150 libras de cera eran 6 arrobas. En las fuentes aparecen expresiones como «3 @ y 12 libras», y para pasarlas a una sola unidad hay que dividir las libras entre 25, no entre 100 ni entre 16. Así, 3 arrobas y 12 libras son 3.48 arrobas, o 87 libras.',
  },
  // Arrobas and libras in kilograms: what genealogists, historians and readers of old novels ask.
  {
    from: 'arroba',
    to: 'kilogramos',
    rows: [0.5, 1, 2, 4, 8, 12, 20],
    tableTitle: 'Arrobas castellanas en kilos',
    definition: 'Con la libra castellana de 460.093 g, una arroba de 25 libras son 11.502325 kg.',
    text: 'Es la conversión que buscan genealogistas, historiadores y lectores de novelas de época: cuánto pesaba de verdad una arroba. Unos 11.5 kg, lo que pesa un niño de unos dos años. En muchos pueblos de España todavía se dice que un cerdo pesó «doce arrobas» en la matanza, unos 138 kg, aunque la báscula ya marque kilos. No la confundas con la arroba de 25 libras inglesas de algunos mercados americanos, que son 11.34 kg.',
    ambiguity: {
      text: 'Esta página usa la arroba castellana de 25 libras de 460 g. La arroba de 25 libras internacionales de los mercados de América, de 11.34 kg, está en',
      other: readingIn(peso, 'arrobas', 'kilogramos'),
      label: 'arrobas a kilogramos',
    },
  },
  {
    from: 'libra',
    to: 'kilogramos',
    rows: [{ value: 0.25, label: 'cuarterón' }, 0.5, 1, 2, 4, 10, 25],
    tableTitle: 'Libras castellanas en kilos',
    definition:
      'La libra castellana, de dos marcos de Burgos, equivale a 460.093 g, el valor que usa esta página para llevar todo el sistema al kilogramo.',
    text: 'Las recetas antiguas, los tratados de farmacia anteriores al sistema métrico y los documentos notariales pesan en libras castellanas. Una libra son 0.46 kg, un 1.4 % más que la libra inglesa actual, y su cuarta parte, el cuarterón, unos 115 g. Por eso una receta del siglo XVIII que pide «media libra de azúcar» necesita 230 g. Mucho después de la ley métrica, en los mercados de España y de América se seguía despachando por libras, y la palabra sobrevive en el habla de la tienda.',
    ambiguity: {
      text: 'Esta página usa la libra castellana de 460 g. La libra internacional de hoy, de 453.6 g, está en',
      other: readingIn(peso, 'libras', 'kilogramos'),
      label: 'libras a kilogramos',
    },
  },
  // The quintal and the onza, which still appear in old records and in mining and coin history.
  {
    from: 'quintal',
    to: 'kilogramos',
    rows: [{ value: 0.75, label: 'frasco de mercurio (3 arrobas)' }, 1, 2, 5, 10, 20],
    tableTitle: 'Quintales castellanos en kilos',
    definition: 'Un quintal castellano son 100 libras de 460.093 g, 46.0093 kg.',
    text: 'Hierro, lana, mercurio o palo de tinte viajaban en quintales en los registros de la Casa de Contratación y en las cuentas de las minas americanas. El mercurio de Almadén, vital para beneficiar la plata de México y Perú, se envasaba en frascos de hierro de 3 arrobas, 75 libras, y de ahí viene el frasco de unos 34.5 kg con el que el mercurio se sigue cotizando. Un quintal castellano son 46 kg, casi lo mismo que el quintal de 100 libras inglesas de Centroamérica.',
    ambiguity: {
      text: 'Esta página usa el quintal castellano de 100 libras antiguas. El quintal de 100 libras internacionales del café y el cacao está en',
      other: readingIn(peso, 'quintales', 'kilogramos'),
      label: 'quintales a kilogramos',
    },
  },
  {
    from: 'onza',
    to: 'gramos',
    rows: [0.5, 1, 2, 4, 6, 8, 12, 16],
    tableTitle: 'Onzas castellanas en gramos',
    definition: 'Una onza castellana es la dieciseisava parte de la libra de 460.093 g, unos 28.76 g.',
    text: 'La onza pesa en las recetas de los conventos, en las boticas y en la numismática. La famosa «onza» de oro, la moneda de 8 escudos acuñada en Madrid, Sevilla, México, Lima o Popayán, se llamaba así por pesar casi una onza, unos 27 g. La onza castellana pesa unos 28.76 g, un poco más que la onza inglesa de 28.35 g, y se dividía en 16 adarmes. Si una receta antigua pide «2 onzas de chocolate», pesa 57.5 g.',
    ambiguity: {
      text: 'Esta página usa la onza castellana. La onza avoirdupois de las recetas estadounidenses, de 28.35 g, está en',
      other: readingIn(peso, 'onzas', 'gramos'),
      label: 'onzas a gramos',
    },
  },
];
