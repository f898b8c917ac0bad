import { familyPage } from '@/lib/content/pairs/types';
import type { ConverterContent } from '@/lib/content/types';
import { durezaDelAgua } from '@/lib/families/dureza-del-agua/units';
import type { UnitKey } from '@/lib/units/types';
import type { concentracion } from './units';

// Sources of the facts below (checked 2026-11-27, D34 for the limits, which can change):
// - NIST SP 811 (2008) §7.10.3: ppm, ppb and ppt are language-dependent and not to be used with the SI; 'billion' is
//   10⁹ in the United States and 10¹² in most other countries. RAE, DLE: billón = un millón de millones (10¹²).
// - US Geological Survey water reports: below 7000 mg/L the figure in mg/L is about the same as in ppm; USGS Circular
//   1262 writes 'parts per thousand (ppt)' for sea water.
// - Density of pure water at 20 °C: 998.207 kg/m³ (Tanaka et al., Metrologia 38, 2001, 301–309).
// - Directive (EU) 2020/2184, annex I, part B: nitrate 50 mg/L, arsenic 10 µg/L, lead 10 µg/L until 12 January 2036
//   and 5 µg/L after.
// - Physiological saline: sodium chloride 0.9 % m/v, 9 g per litre (Real Farmacopea Española / Ph. Eur. monograph).
// - Ethanol at 20 °C: 0.789 g/mL (CRC Handbook of Chemistry and Physics).
// - Molar mass of NaCl from the IUPAC conventional atomic weights (CIAAW 2021): Na 22.990 + Cl 35.45 = 58.44 g/mol.
export const concentracionContent: ConverterContent<UnitKey<typeof concentracion>> = {
  wording: { hints: { negative: 'La concentración no puede ser negativa' } },
  heading: 'Convertidor de concentración',
  intro:
    'Convierte concentraciones entre partes por millón (ppm), partes por mil millones (ppb), partes por billón (ppt), porcentaje, tanto por mil y masa por litro (g/L, mg/L, µg/L), y pasa una concentración en masa a molaridad (mol/L) con la masa molar del soluto. Las proporciones se convierten entre sí de forma exacta; la masa por litro, solo en agua diluida.',
  cards: [
    { title: 'Partes por millón a porcentaje', from: 'partes_por_millon', to: 'porcentaje', example: 500 },
    { title: 'Porcentaje a partes por millón', from: 'porcentaje', to: 'partes_por_millon', example: 0.5 },
    { title: 'ppb a ppm', from: 'partes_por_mil_millones', to: 'partes_por_millon', example: 250 },
    { title: 'ppt a ppb', from: 'partes_por_billon', to: 'partes_por_mil_millones', example: 70 },
    { title: 'Tanto por mil a porcentaje', from: 'por_mil', to: 'porcentaje', example: 35 },
    {
      title: 'Miligramos por litro a gramos por litro',
      from: 'miligramos_por_litro',
      to: 'gramos_por_litro',
      example: 1500,
    },
  ],
  note: {
    title: '1 ppm ≈ 1 mg/L solo en agua diluida',
    text: 'Las ppm, las ppb y el porcentaje son proporciones, números puros; los mg/L son una masa en un volumen. Pasar de unos a otros exige la densidad de la disolución, y este convertidor usa la del agua, 1 kg/L: por eso 1 mg/L aparece como 1 ppm. Es una aproximación, no una equivalencia exacta. En agua potable o de río apenas se nota, porque un litro de agua pura a 20 °C pesa 998.2 g, pero en agua de mar, en salmueras o en disoluciones concentradas el error crece: divide los mg/L entre la densidad en kg/L para obtener las ppm en masa. La dureza del agua, que se expresa como carbonato de calcio y no como masa de lo que hay disuelto, tiene su propio convertidor.',
    link: { other: familyPage(durezaDelAgua), label: 'Convertir dureza del agua (°dH, °fH, gpg, ppm de CaCO₃)' },
  },
  sections: [
    {
      title: 'Partes por millón, por mil millones y por billón',
      paragraphs: [
        'Una parte por millón (ppm) es una proporción de uno entre un millón: un miligramo en cada kilogramo, un mililitro en cada mil litros o una molécula entre un millón de moléculas. El número no dice si se cuentan masas, volúmenes o moles, y por eso una ficha seria lo aclara (ppm en masa, ppmv en volumen). Entre proporciones la conversión es siempre exacta: 10 000 ppm son un 1 %, y 1 ppm es el 0.0001 %.',
        'Con las cifras más pequeñas aparece un problema de idioma. En inglés, billion son mil millones y trillion un millón de millones, mientras que en español un billón es un millón de millones, como recoge el diccionario de la RAE. Las siglas se toman del inglés, así que ppb (parts per billion) significa partes por mil millones, 10⁻⁹, y ppt (parts per trillion) significa partes por billón, 10⁻¹². Este convertidor usa ese significado de ppt, el de los análisis de agua y de aire. Ojo: los oceanógrafos y los acuaristas escriben a veces ppt para el tanto por mil, la unidad de la salinidad del mar, que ronda los 35 ‰; si tu cifra viene de ahí, elige el tanto por mil. El NIST estadounidense desaconseja estas siglas precisamente por esa ambigüedad y recomienda escribir la proporción con unidades, como µg/kg o nmol/mol.',
      ],
    },
    {
      title: 'Masa por litro: g/L, mg/L y µg/L',
      paragraphs: [
        'Los análisis de agua dan casi siempre una masa en un volumen: miligramos por litro (mg/L) para los nitratos, el calcio o el sodio, y microgramos por litro (µg/L) para los metales y los plaguicidas. La directiva europea de agua potable 2020/2184 fija, por ejemplo, 50 mg/L de nitrato y 10 µg/L de arsénico, y baja el plomo de 10 a 5 µg/L a partir del 12 de enero de 2036. Como un litro de agua tiene una masa muy cercana a un kilogramo, un miligramo por litro equivale casi a un miligramo por kilogramo, es decir, a una parte por millón: los 10 µg/L de arsénico son unas 10 ppb.',
        'El Servicio Geológico de Estados Unidos (USGS) lo resume en sus informes: por debajo de unos 7000 mg/L, la cifra en mg/L y la cifra en ppm son prácticamente iguales. Por encima, o cuando el líquido no es agua, hay que dividir entre la densidad. Una salmuera con 300 gramos de sal en cada litro y una densidad de 1.2 kg/L contiene 300 ÷ 1.2 = 250 gramos de sal por kilogramo, el 25 % en masa, y no el 30 % que daría la cuenta rápida.',
      ],
    },
    {
      title: 'Porcentaje en masa, en volumen y masa-volumen',
      paragraphs: [
        'El porcentaje tiene tres lecturas. En masa (% m/m) son gramos de soluto en cada 100 gramos de disolución. En masa-volumen (% m/v), gramos en cada 100 mililitros: el suero fisiológico al 0.9 % lleva 9 gramos de cloruro de sodio en cada litro. En volumen (% v/v), mililitros en cada 100 mililitros, como el grado alcohólico: el 13 % vol. de un vino es volumen de etanol, y para pasarlo a masa hay que multiplicar por la densidad del etanol, 0.789 g/mL, lo que deja unos 103 gramos de alcohol en cada litro de vino. El convertidor trata el porcentaje como proporción y la pasa a g/L con la densidad del agua, así que úsalo con el porcentaje en masa de disoluciones diluidas.',
      ],
    },
    {
      title: 'De gramos por litro a molaridad',
      paragraphs: [
        'La molaridad, o concentración en cantidad de sustancia, cuenta moles de soluto por litro de disolución (mol/L, a veces escrito M). Se obtiene dividiendo la concentración en masa entre la masa molar del soluto: c = γ / M. El cloruro de sodio tiene una masa molar de 58.44 g/mol, así que el suero fisiológico, con 9 gramos por litro, tiene 9 ÷ 58.44 = 0.154 mol/L de cloruro de sodio. La calculadora de molaridad que está bajo el convertidor hace esa cuenta en los dos sentidos: escribe la masa molar de tu soluto, que encontrarás en su ficha de seguridad o sumando los pesos atómicos de su fórmula, y la concentración en g/L, mg/L, mol/L o mmol/L.',
      ],
    },
    {
      title: '¿Y la dureza del agua?',
      paragraphs: [
        'Cuando una compañía de aguas, una tira reactiva o un descalcificador hablan de ppm, se refieren casi siempre a la dureza: el calcio y el magnesio disueltos, contados como si fueran carbonato de calcio. Esas ppm de CaCO₃ no son la masa de nada que esté en el agua, sino una forma de contar moles, y los grados alemanes, franceses o ingleses se definen a partir de ellas. Por eso la dureza tiene su propio convertidor, con las clases de agua blanda y dura de la Organización Mundial de la Salud.',
      ],
    },
  ],
};
