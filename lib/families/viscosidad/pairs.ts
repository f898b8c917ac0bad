import type { PairsOf } from '@/lib/content/pairs/types';
import type { viscosidad } from './units';

export const viscosidadPairs: PairsOf<typeof viscosidad> = [
  // The family's default pair, both ways: the SI unit and the centipoise of every datasheet.
  {
    from: 'pascales_segundo',
    to: 'centipoises',
    rows: [0.001, 0.01, 0.05, 0.1, 0.5, 1, { value: 1.4, label: 'glicerina a 20 °C' }, 10],
    tableTitle: 'Pascales segundo en centipoises',
    definition: 'Un centipoise es una milésima de pascal segundo, así que basta con multiplicar por 1000.',
    text: 'Los libros de mecánica de fluidos y las simulaciones trabajan en Pa·s, pero las fichas de producto siguen dando centipoises. Un adhesivo de 0.8 Pa·s tiene 800 cP, y la glicerina pura, con unos 1.4 Pa·s a 20 °C, ronda los 1400 cP. El agua se queda en una milésima de pascal segundo: por eso el cP se hizo tan popular, porque convierte al agua en la referencia de uno.',
  },
  {
    from: 'centipoises',
    to: 'pascales_segundo',
    rows: [1, 10, 50, 100, 500, 1500, { value: 5000, label: 'miel, según su temperatura' }, 100000],
    tableTitle: 'Centipoises de las fichas técnicas en pascales segundo',
    definition: 'Dividir entre 1000 pasa los cP a Pa·s: el centipoise es 10⁻² P y el poise, 0.1 Pa·s.',
    text: 'Las pinturas, barnices, resinas epoxi y salsas industriales se venden con su viscosidad en centipoises, medida casi siempre con un viscosímetro rotacional tipo Brookfield a una temperatura y velocidad indicadas. Una resina de 1500 cP tiene 1.5 Pa·s. Compara solo cifras medidas en las mismas condiciones: muchas de estas mezclas cambian de viscosidad según lo rápido que se agiten.',
  },
  // The identity people doubt: mPa·s and cP are the same amount.
  {
    from: 'milipascales_segundo',
    to: 'centipoises',
    rows: [1, 3.5, 10, 50, 85, 100, 1000, 10000],
    tableTitle: 'Milipascales segundo y centipoises',
    definition: 'Un milipascal segundo es 0.001 Pa·s y un centipoise también: la equivalencia es exacta, uno a uno.',
    text: 'Muchos fabricantes europeos cambiaron el cP por el mPa·s para seguir el Sistema Internacional, y quien compara dos catálogos se pregunta si hay que convertir. No hace falta: 85 mPa·s de un aceite vegetal son 85 cP. La única precaución es no confundir el mPa·s con el MPa de la presión, que es un millón de pascales y nada tiene que ver.',
  },
  // The CGS poise, in old handbooks and in glass and polymer science.
  {
    from: 'poises',
    to: 'pascales_segundo',
    rows: [0.01, 0.1, 1, 10, 100, 1000, 10000, 1000000],
    tableTitle: 'Poises en pascales segundo',
    definition: 'El poise vale exactamente 0.1 Pa·s: un gramo por centímetro y segundo del sistema cegesimal.',
    text: 'Los manuales antiguos de química y la ciencia del vidrio y de los polímeros fundidos todavía usan poises. El vidrio se trabaja a mano hacia los 10 000 P, que son 1000 Pa·s, y se deforma bajo su propio peso hacia las decenas de millones de poises. Dividir entre diez es toda la cuenta, pero conviene no confundir la P mayúscula del poise con ninguna otra unidad.',
  },
  {
    from: 'poises',
    to: 'centipoises',
    rows: [0.01, 0.05, 0.1, 0.5, 1, 2, 5, 20],
    tableTitle: 'Poises en centipoises',
    definition: 'Centi es la centésima parte: un poise son 100 cP exactos.',
    text: 'Las tablas de viscosidad de los años cincuenta y sesenta mezclaban poises para los líquidos espesos, como jarabes y aceites pesados, y centipoises para los poco viscosos, como el agua o los disolventes; hoy se suele pasar todo a cP. El agua a 20 °C, con 0.01 P, tiene 1 cP; un jarabe de 5 P, 500 cP. Es el mismo salto que de metros a centímetros, aplicado a una unidad con nombre propio.',
  },
  // US chemical engineering: pounds per foot second.
  {
    from: 'libras_pie_segundo',
    to: 'centipoises',
    rows: [0.000672, 0.001, 0.01, 0.1, 0.5, 1, 2, 10],
    tableTitle: 'Libras por pie segundo en centipoises',
    definition:
      'Una libra por pie segundo es 0.45359237 kg entre 0.3048 m y un segundo: unos 1.488164 Pa·s, o 1488.164 cP.',
    text: 'Las tablas de propiedades de los manuales estadounidenses de ingeniería química, como el Perry, dan a veces la viscosidad en lb/(ft·s) o en lb/(ft·h) para calcular el número de Reynolds con unidades inglesas. El agua, con 0.000672 lb/(ft·s), tiene 1 cP. Fíjate en si la libra es de masa: aquí lo es, y la que lleva fuerza dentro es el reyn.',
  },
  // Lubrication and bearings: the reyn.
  {
    from: 'reyns',
    to: 'pascales_segundo',
    rows: [0.000001, 0.000002, 0.000005, 0.00001, 0.00002, 0.0001, 0.001, 1],
    tableTitle: 'Reyns y microrreyns en pascales segundo',
    definition:
      'Un reyn es una libra-fuerza segundo por pulgada cuadrada: el psi multiplicado por un segundo, 6894.757 Pa·s.',
    text: 'El diseño de cojinetes de fricción y de lubricación hidrodinámica en Estados Unidos usa el reyn, sobre todo en microrreyns: un aceite de 2 microrreyns a la temperatura de trabajo tiene unos 0.0138 Pa·s, casi 14 cP. Como el reyn es enorme, sus cifras siempre llevan muchos ceros; comprueba la escala antes de sustituir en la ecuación de Reynolds o en el número de Sommerfeld.',
  },
];
