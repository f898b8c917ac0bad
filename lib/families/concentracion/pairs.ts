import type { PairsOf } from '@/lib/content/pairs/types';
import type { concentracion } from './units';

// Every pair stays within one group (fractions with fractions, mass per litre with mass per litre): those ratios are
// exact. A pair across the groups (ppm ↔ mg/L) converts at water's 1 kg/L, an approximation that a pair page would
// label 'exacto' (its ratio terminates), so the family page converts it and no pair page states it (D33).
//
// Sources of the limits quoted (checked 2026-11-27, D34): Directive (EU) 2020/2184, annex I, part B (arsenic 10 µg/L,
// lead 10 µg/L until 12 January 2036 and 5 µg/L after, 'Sum of PFAS' 0.10 µg/L); NOM-127-SSA1-2021 (México), arsenic
// with a final limit of 0.01 mg/L.
export const concentracionPairs: PairsOf<typeof concentracion> = [
  // The family's default pair, both ways.
  {
    from: 'partes_por_millon',
    to: 'porcentaje',
    rows: [1, 10, 50, 100, 500, 1000, 5000, 10000],
    tableTitle: 'Partes por millón en porcentaje',
    definition: 'Un millón de partes son cien veces diez mil: 10 000 ppm hacen un 1 %, así que se divide entre 10 000.',
    text: 'Las fichas de seguridad, los límites de exposición laboral y las especificaciones de pureza dan las impurezas en ppm, pero las mezclas y las etiquetas hablan en porcentaje. Un disolvente con 500 ppm de agua tiene un 0.05 % de agua, y un acero con 1000 ppm de carbono, un 0.1 %. Al mover la coma cuatro lugares es fácil quedarse corto o pasarse: la tabla sirve de comprobación rápida.',
  },
  {
    from: 'porcentaje',
    to: 'partes_por_millon',
    rows: [0.0001, 0.001, 0.01, 0.05, 0.1, 0.5, 1, 5],
    tableTitle: 'Porcentaje en partes por millón',
    definition: 'El 1 % es una parte de cada cien, y un millón contiene diez mil centenas: 1 % = 10 000 ppm exactas.',
    text: 'Sirve para preparar diluciones. Si una lejía tiene un 5 % de cloro activo, son 50 000 ppm, y para desinfectar una superficie con una disolución de 200 ppm hay que diluirla 250 veces: 4 mL de lejía por litro de agua. Comprueba siempre en la etiqueta la concentración real de tu producto, porque varía entre marcas y disminuye con el tiempo, y sigue las instrucciones del fabricante.',
  },
  // Trace analysis: ppb and ppm.
  {
    from: 'partes_por_mil_millones',
    to: 'partes_por_millon',
    rows: [0.1, 1, 5, 10, 50, 100, 500, 1000],
    tableTitle: 'Partes por mil millones en partes por millón',
    definition: 'Una ppb es la milésima parte de una ppm: 10⁻⁹ frente a 10⁻⁶, así que se divide entre 1000.',
    text: 'Los laboratorios dan los metales pesados y los plaguicidas en ppb o en µg/L, mientras que los reglamentos antiguos y muchos medidores portátiles trabajan en ppm. Un análisis con 10 ppb de plomo indica 0.01 ppm. Recuerda que la b es del billion inglés, que son mil millones: en español sería una parte por mil millones, no por billón, y confundirlas supone un error de mil veces.',
  },
  {
    from: 'partes_por_millon',
    to: 'partes_por_mil_millones',
    rows: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 10],
    tableTitle: 'Partes por millón en partes por mil millones',
    definition: 'Cada parte por millón contiene mil partes por mil millones: se multiplica por 1000.',
    text: 'Pasar a ppb ayuda a leer cifras muy pequeñas sin tantos ceros. Un límite de 0.005 ppm se entiende mejor como 5 ppb, y es así como suelen escribirlo los informes de calidad del aire para el ozono o el dióxido de nitrógeno cuando se expresan como fracción de volumen. En el aire, ppm y ppb cuentan volúmenes, no masas, y la cuenta entre ellas es la misma.',
  },
  // The smallest figures: ppt (10⁻¹²) and ppb.
  {
    from: 'partes_por_billon',
    to: 'partes_por_mil_millones',
    rows: [1, 4, 10, 20, 70, 100, 500, 1000],
    tableTitle: 'Partes por billón (ppt) en partes por mil millones (ppb)',
    definition: 'La ppt de este convertidor es la parte por trillion inglés, 10⁻¹², mil veces menor que la ppb.',
    text: 'Las sustancias perfluoroalquiladas (PFAS) del agua se miden en nanogramos por litro, es decir, en partes por billón en el sentido de 10⁻¹². La directiva europea de agua potable limita la suma de veinte PFAS a 0.10 µg/L, que son 100 ng/L. Si una noticia en inglés habla de 70 ppt, son 0.07 ppb. Comprueba de qué ppt se trata: en salinidad, ppt significa tanto por mil.',
    ambiguity: {
      text: 'Aquí ppt es la parte por billón (10⁻¹²), como en los análisis de agua y de aire. Si la cifra es una salinidad, como los 35 ppt del agua de mar, se trata del tanto por mil.',
      other: { from: 'por_mil', to: 'porcentaje' },
      label: 'Convertir tanto por mil a porcentaje',
    },
  },
  // Mass per litre among itself: exact powers of ten.
  {
    from: 'miligramos_por_litro',
    to: 'gramos_por_litro',
    rows: [1, 10, 50, 100, 250, 500, 1000, 5000],
    tableTitle: 'Miligramos por litro en gramos por litro',
    definition: 'Un gramo son 1000 miligramos, así que 1000 mg/L hacen 1 g/L exacto.',
    text: 'Las etiquetas de agua mineral dan el residuo seco en mg/L, y las recetas de laboratorio, de abonos o de acuarios suelen pedir gramos por litro. Un agua con 250 mg/L de residuo seco lleva 0.25 g/L de sales disueltas, y una disolución de riego de 1500 mg/L, 1.5 g/L. Esta conversión es exacta en cualquier líquido, porque ambas unidades son masa dividida entre volumen.',
  },
  {
    from: 'gramos_por_litro',
    to: 'miligramos_por_litro',
    rows: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 9, 50],
    tableTitle: 'Gramos por litro en miligramos por litro',
    definition: 'Multiplicar por 1000 pasa los g/L a mg/L: el prefijo mili es la milésima parte.',
    text: 'Una disolución preparada pesando gramos en un matraz de un litro se expresa en g/L, pero los análisis, las normas de vertido y los medidores trabajan en mg/L. El suero fisiológico, con 9 g/L de cloruro de sodio, tiene 9000 mg/L. Al informar un resultado, conviene usar la unidad que pide la norma o el laboratorio que lo va a leer, para no obligar a nadie a mover la coma.',
  },
  {
    from: 'microgramos_por_litro',
    to: 'miligramos_por_litro',
    rows: [0.1, 1, 3, 5, 10, 50, 100, 1000],
    tableTitle: 'Microgramos por litro en miligramos por litro',
    definition: 'Un microgramo es la milésima parte de un miligramo: 1000 µg/L = 1 mg/L.',
    text: 'Los límites de metales en el agua potable se escriben en µg/L en la directiva europea y en mg/L en otras normas, como la mexicana NOM-127-SSA1-2021, que fija para el arsénico un límite final de 0.01 mg/L, los mismos 10 µg/L del límite europeo. El plomo, con 10 µg/L hasta 2036 y 5 µg/L después, son 0.01 y 0.005 mg/L. En los informes verás también la grafía ug/L, con u en lugar de µ.',
  },
];
