import { familyPage } from '@/lib/content/pairs/types';
import type { ConverterContent } from '@/lib/content/types';
import { concentracion } from '@/lib/families/concentracion/units';
import type { UnitKey } from '@/lib/units/types';
import type { durezaDelAgua } from './units';

// Sources of the facts below (checked 2026-11-27, D34 for the classes, which a law can change):
// - WHO, Hardness in drinking-water, background document for the Guidelines for drinking-water quality
//   (WHO/HSE/WSH/10.01/10/Rev/1, 2011): hardness as mg/L of CaCO₃; soft 0 to under 60, moderately hard 60 to under
//   120, hard 120 to under 180, very hard 180 and more (after McGowan, 2000); no health-based guideline value; the
//   earlier edition (WHO/SDE/WSH/03.04/06, 2003): above 500 mg/L generally considered aesthetically unacceptable.
// - Germany, Wasch- und Reinigungsmittelgesetz (WRMG) of 29 April 2007, § 9: soft under 1.5 mmol/L of CaCO₃
//   (8.4 °dH), medium 1.5 to 2.5 mmol/L (8.4 to 14 °dH), hard over 2.5 mmol/L (over 14 °dH).
// - Hardness units: the definitions in units.ts.
export const durezaDelAguaContent: ConverterContent<UnitKey<typeof durezaDelAgua>> = {
  wording: { hints: { negative: 'La dureza no puede ser negativa' } },
  heading: 'Convertidor de dureza del agua',
  intro:
    'Convierte la dureza del agua entre miligramos por litro de carbonato de calcio (mg/L de CaCO₃, las ppm de las tiras reactivas), grados franceses (°fH), grados alemanes (°dH), grados ingleses o Clark (°e), granos por galón (gpg) y milimoles por litro (mmol/L). Sirve para ajustar un lavavajillas, un descalcificador o un acuario con el dato de tu compañía de aguas.',
  cards: [
    {
      title: 'mg/L de CaCO₃ a grados alemanes',
      from: 'miligramos_por_litro_caco3',
      to: 'grados_alemanes',
      example: 200,
    },
    { title: 'Grados alemanes a mg/L de CaCO₃', from: 'grados_alemanes', to: 'miligramos_por_litro_caco3', example: 1 },
    { title: 'Grados franceses a grados alemanes', from: 'grados_franceses', to: 'grados_alemanes', example: 20 },
    {
      title: 'Granos por galón a mg/L de CaCO₃',
      from: 'granos_por_galon',
      to: 'miligramos_por_litro_caco3',
      example: 10,
    },
    {
      title: 'Milimoles por litro a grados alemanes',
      from: 'milimoles_por_litro',
      to: 'grados_alemanes',
      example: 2.5,
    },
    { title: 'Grados ingleses a mg/L de CaCO₃', from: 'grados_ingleses', to: 'miligramos_por_litro_caco3', example: 1 },
  ],
  note: {
    title: 'Estas ppm son de carbonato de calcio',
    text: 'Las ppm o mg/L de dureza no son la masa de lo que hay disuelto en el agua: cuentan los moles de calcio y magnesio como si todo fuera carbonato de calcio (CaCO₃). Por eso el grado alemán, definido con óxido de calcio, se convierte con las masas molares de la IUPAC, 56.077 g/mol para el CaO y 100.086 g/mol para el CaCO₃, y sus equivalencias son aproximadas. Para convertir ppm, porcentajes o mg/L de una sustancia cualquiera, usa el convertidor de concentración.',
    link: { other: familyPage(concentracion), label: 'Convertir concentración (ppm, ppb, %, mg/L)' },
  },
  sections: [
    {
      title: '¿Qué es la dureza del agua?',
      paragraphs: [
        'La dureza es la cantidad de calcio y de magnesio disueltos en el agua. El agua la toma al atravesar rocas calizas, yesos y dolomías, y se nota en la cal que cubre el fondo del hervidor, en las manchas blancas de la mampara y en lo poco que hace espuma el jabón. No es un problema de salud: la Organización Mundial de la Salud no fija ningún valor máximo por motivos sanitarios, aunque recuerda que por encima de 500 mg/L de carbonato de calcio el agua suele resultar desagradable. Sí afecta a los electrodomésticos, que necesitan más detergente y se llenan de incrustaciones.',
        'Como el calcio y el magnesio pesan distinto, la dureza no se da como la suma de sus masas, sino contando los moles de ambos y expresándolos como si fueran carbonato de calcio. Un milimol de dureza por litro equivale a 100.09 mg/L de CaCO₃. Esas son las ppm que marcan las tiras reactivas y los medidores de los descalcificadores.',
      ],
    },
    {
      title: 'Grados franceses, alemanes, ingleses y granos',
      paragraphs: [
        'Cada país hizo su propia escala. El grado francés (°fH o °f), el de Francia, Bélgica y Suiza, vale 10 mg/L de carbonato de calcio, y es la escala más cómoda: 25 °fH son 250 mg/L de CaCO₃. El grado alemán (°dH) se definió con óxido de calcio, 10 mg de CaO por litro, y equivale a 17.85 mg/L de CaCO₃; es el que piden los lavavajillas de marcas alemanas y el que usan los acuaristas (GH o dGH). Un grado alemán son 1.78 grados franceses.',
        'En el Reino Unido se usaba el grado inglés o Clark, un grano de carbonato de calcio por galón imperial, que son 14.25 mg/L. En Estados Unidos los descalcificadores se regulan en granos por galón (gpg), un grano por galón estadounidense, es decir, 17.12 mg/L. El Sistema Internacional prefiere los milimoles por litro, y así expresa la ley alemana sus clases desde 2007: 1 mmol/L son 5.61 °dH o 10.01 °fH.',
      ],
    },
    {
      title: 'Agua blanda, media o dura',
      paragraphs: [
        'La clasificación que recoge la OMS, tomada de McGowan, llama blanda al agua con menos de 60 mg/L de carbonato de calcio (3.4 °dH), moderadamente dura a la que tiene de 60 a 120 mg/L, dura a la que llega hasta 180 mg/L y muy dura a la que supera esa cifra, unos 10.1 °dH o 18 °fH. La ley alemana de detergentes, pensada para dosificar el lavado, usa tres clases: blanda por debajo de 1.5 mmol/L (8.4 °dH), media de 1.5 a 2.5 mmol/L y dura por encima de 2.5 mmol/L (14 °dH). Busca el dato de tu zona en la web o en la factura de tu compañía de aguas y conviértelo aquí a la unidad que pida tu aparato.',
      ],
    },
  ],
};
