import type { PairsOf } from '@/lib/content/pairs/types';
import type { durezaDelAgua } from './units';

// The classes quoted in labels and texts: WHO 2011 (mg/L of CaCO₃) and the German WRMG of 2007 (mmol/L and °dH); see
// words.ts for the sources. No pair joins the millimole or the milliequivalent with mg/L of CaCO₃ or the French degree:
// their ratio is the tabulated molar mass 100.086, which a pair page would call exact (D33).
export const durezaDelAguaPairs: PairsOf<typeof durezaDelAgua> = [
  // The family's default pair, both ways: the utility's mg/L (ppm) and the dishwasher's German degree.
  {
    from: 'miligramos_por_litro_caco3',
    to: 'grados_alemanes',
    rows: [
      25,
      { value: 60, label: 'límite del agua blanda (OMS)' },
      100,
      { value: 120, label: 'límite del agua moderadamente dura (OMS)' },
      { value: 180, label: 'desde aquí, muy dura (OMS)' },
      250,
      350,
      { value: 500, label: 'estéticamente inaceptable (OMS)' },
    ],
    tableTitle: 'Dureza en mg/L de CaCO₃ (ppm) y en grados alemanes',
    definition:
      'Un grado alemán son 10 mg/L de óxido de calcio, que con las masas molares de la IUPAC equivalen a 17.848 mg/L de CaCO₃.',
    text: 'Las compañías de aguas publican la dureza en mg/L de carbonato de calcio, pero los lavavajillas de marcas alemanas piden el ajuste en grados alemanes. Un agua de 200 mg/L tiene 11.2 °dH, así que el selector de dureza debe ir al nivel que el manual indique para 11 o 12 °dH. Elegir de menos deja cal en la vajilla; de más, gasta sal regeneradora sin necesidad.',
  },
  {
    from: 'grados_alemanes',
    to: 'miligramos_por_litro_caco3',
    rows: [
      1,
      3,
      5,
      { value: 8.4, label: 'límite blanda-media (WRMG)' },
      10,
      { value: 14, label: 'límite media-dura (WRMG)' },
      20,
      30,
    ],
    tableTitle: 'Grados alemanes en ppm (mg/L) de CaCO₃',
    definition: 'Se multiplica por 17.848: los mg de CaCO₃ que contienen tantos moles como 10 mg de CaO.',
    text: 'Los acuaristas miden la dureza general (GH) con gotas o tiras que dan grados alemanes, mientras que los foros en inglés y los medidores electrónicos dan ppm de carbonato de calcio. Un acuario de plantas con 5 °dH tiene unos 89 mg/L de CaCO₃. Muchas tablas redondean el factor a 17.8 o a 17.9; la diferencia no supera el medio por ciento, menos de lo que distinguen esos kits.',
  },
  // The US softener's grains per gallon, both ways.
  {
    from: 'granos_por_galon',
    to: 'miligramos_por_litro_caco3',
    rows: [1, 3, 5, 7, 10, 15, 20, 30],
    tableTitle: 'Granos por galón (gpg) en ppm de CaCO₃',
    definition:
      'Un grano son 64.79891 mg y un galón estadounidense 3.785411784 L: 1 gpg equivale a 17.118 mg/L de CaCO₃.',
    text: 'Los descalcificadores y las tiras de prueba fabricados para Estados Unidos dan la dureza en granos por galón. Un agua de 10 gpg tiene 171.2 mg/L de carbonato de calcio, una cifra que según la OMS ya es agua dura. El galón es el estadounidense, de 3.785 litros; con el galón imperial, mayor, el resultado sería el grado inglés, casi un 17 % más pequeño.',
  },
  {
    from: 'miligramos_por_litro_caco3',
    to: 'granos_por_galon',
    rows: [17, 50, 100, 150, 200, 300, 400, 500],
    tableTitle: 'ppm de CaCO₃ en granos por galón',
    definition: 'Se divide entre 17.118, los miligramos por litro que hay en un grano por galón estadounidense.',
    text: 'Hace falta para programar un descalcificador de marca estadounidense con el dato de tu compañía de aguas, que viene en mg/L. Con 300 mg/L, el aparato debe ajustarse a 17.5 gpg, y de esa cifra depende cada cuántos litros se regenera la resina. Si el menú del equipo pide la dureza redondeada, redondea hacia arriba: mejor regenerar un poco antes que dejar pasar agua dura.',
  },
  // The French degree: exactly 10 mg/L of CaCO₃.
  {
    from: 'miligramos_por_litro_caco3',
    to: 'grados_franceses',
    rows: [10, 50, 100, 150, 200, 250, 300, 400],
    tableTitle: 'ppm de CaCO₃ en grados franceses',
    definition: 'El grado francés se define como 10 mg de CaCO₃ por litro, así que basta con dividir entre 10.',
    text: 'Es la conversión más sencilla de la dureza, porque las dos escalas cuentan carbonato de calcio. Un análisis con 150 mg/L equivale a 15 °fH, y un agua muy dura de 400 mg/L, a 40 °fH. Escríbelo °fH o °f con minúscula, como en Francia y Suiza, para que nadie lo confunda con los grados Fahrenheit de la temperatura.',
  },
  {
    from: 'grados_franceses',
    to: 'grados_alemanes',
    rows: [5, 10, 15, 20, 25, 30, 40, 50],
    tableTitle: 'Grados franceses en grados alemanes',
    definition: 'Un grado alemán vale 1.7848 grados franceses, así que se divide entre 1.7848.',
    text: 'Las facturas y los análisis de Francia, Bélgica y Suiza dan la dureza en grados franceses, pero el lavavajillas o el kit del acuario pueden venir en grados alemanes. Un agua de 20 °fH tiene 11.2 °dH. La cuenta rápida de dividir entre 1.8 da casi lo mismo y basta para elegir el nivel del aparato.',
  },
  // The SI unit: millimoles per litre, as the German detergents act writes its classes.
  {
    from: 'grados_alemanes',
    to: 'milimoles_por_litro',
    rows: [1, 4, 8.4, 10, 14, 16.8, 20, 30],
    tableTitle: 'Grados alemanes en milimoles por litro',
    definition: 'Un grado alemán son 10 mg/L de CaO, y un milimol de CaO pesa 56.077 mg: 1 °dH = 0.1783 mmol/L.',
    text: 'Desde 2007 la ley alemana de detergentes expresa sus tres clases de dureza en milimoles por litro, y muchas compañías de aguas europeas siguieron el mismo camino. Un agua de 14 °dH tiene 2.5 mmol/L, justo el límite entre media y dura. En la etiqueta de un detergente verás las dosis para cada clase; convierte tu dato y elige la fila que le corresponde.',
  },
  // The British Clark degree.
  {
    from: 'grados_ingleses',
    to: 'miligramos_por_litro_caco3',
    rows: [1, 5, 10, 15, 20, 25, 30, 40],
    tableTitle: 'Grados ingleses (Clark) en ppm de CaCO₃',
    definition: 'Un grado Clark es un grano de CaCO₃ por galón imperial: 64.79891 mg en 4.54609 L, unos 14.254 mg/L.',
    text: 'Los manuales de lavavajillas vendidos en el Reino Unido y algunos informes británicos antiguos dan la dureza en grados Clark. Un agua de 20 °Clark tiene unos 285 mg/L de carbonato de calcio. No lo confundas con los granos por galón estadounidenses: el galón imperial es mayor, así que el grado inglés equivale a menos miligramos por litro.',
  },
];
