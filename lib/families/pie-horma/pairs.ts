import type { PairsOf } from '@/lib/content/pairs/types';
import type { pieHorma } from './units';

// D26: the foot and last pairs. A foot-last rule is affine, so a pair page needs both directions' formulas written
// on the family page (lib/pair-view.ts); only millimetres have both. The other pair is the foot length in centimetres
// and inches, which shoe-size charts from the United States ask for.
export const pieHormaPairs: PairsOf<typeof pieHorma> = [
  // The default pair and its reverse, on D25's 260 mm foot.
  {
    from: 'foot_mm',
    to: 'last_mm',
    answerValue: 260,
    rows: [
      { value: 220, label: 'talla europea 35.5 (aprox.)' },
      { value: 230, label: 'talla europea 37 (aprox.)' },
      { value: 240, label: 'talla europea 38.5 (aprox.)' },
      { value: 250, label: 'talla europea 40 (aprox.)' },
      { value: 260, label: 'talla europea 41.5 (aprox.)' },
      { value: 270, label: 'talla europea 43 (aprox.)' },
      { value: 280, label: 'talla europea 44.5 (aprox.)' },
      { value: 290, label: 'talla europea 46 (aprox.)' },
      { value: 300, label: 'talla europea 47.5 (aprox.)' },
    ],
    tableTitle: 'Largos de pie adulto y la horma que les corresponde',
    definition:
      'La holgura clásica de la industria del calzado es de 2/3 de pulgada, 16.933 mm: la horma mide lo que el pie más esa holgura.',
    text: 'Los zapateros y las marcas cuentan la talla por la horma, el molde sobre el que se fabrica el zapato, y no por tu pie. Por eso, si mides tu pie sobre un papel y obtienes 260 mm, la horma que te corresponde ronda los 277 mm, y de ahí sale la talla. El error habitual es buscar la longitud del pie en una tabla pensada para la horma, o al revés: la diferencia equivale a unas dos tallas y media europeas. Las tablas serias dicen siempre cuál de las dos miden.',
  },
  {
    from: 'last_mm',
    to: 'foot_mm',
    answerValue: 280,
    rows: [
      { value: 253.33, label: 'horma de la talla europea 38' },
      { value: 260, label: 'horma de la talla europea 39' },
      { value: 266.67, label: 'horma de la talla europea 40' },
      { value: 273.33, label: 'horma de la talla europea 41' },
      { value: 280, label: 'horma de la talla europea 42' },
      { value: 286.67, label: 'horma de la talla europea 43' },
      { value: 293.33, label: 'horma de la talla europea 44' },
      { value: 300, label: 'horma de la talla europea 45' },
    ],
    tableTitle: 'Hormas de las tallas europeas y el pie que cabe en ellas',
    definition: 'Restar a la horma la holgura de 2/3 de pulgada, 16.933 mm, da el largo de pie que cabe en ella.',
    text: 'En el punto de París, el sistema europeo de tallas, cada talla es 2/3 de centímetro de horma: la 42 mide 280 mm y la 38, unos 253 mm. Esta dirección te dice qué largo de pie corresponde a cada talla, útil para comprar en línea sin probarte nada: mides tu pie y buscas la fila más cercana sin pasarte. Ten en cuenta que las marcas deportivas y las de montaña añaden su propia holgura, y que el número de la etiqueta casi nunca lleva los milímetros al lado.',
  },
  // Foot length in centimetres and inches, for US size charts and the Mexican sizes in centimetres.
  {
    from: 'foot_cm',
    to: 'foot_in',
    rows: [22, 23, 24, 25, 26, 27, 28, 29, 30],
    tableTitle: 'Largos de pie en centímetros, pasados a pulgadas',
    definition:
      'Aquí no interviene la holgura de la horma: es el mismo largo de pie en dos unidades, y la pulgada internacional de 1959 mide 2.54 cm exactos.',
    text: 'Las tablas de tallas de las marcas estadounidenses y de muchas tiendas en línea internacionales dan el largo del pie en pulgadas, a veces con fracciones de 1/8 o 1/16. Si mediste en centímetros, divide entre 2.54: un pie de 26 cm son unas 10.24 pulgadas. El aparato metálico de las zapaterías de Estados Unidos, el medidor Brannock, da la talla a partir de esa medida y además mide el ancho. En México las tallas de calzado se dan en centímetros, y esta conversión es la que hace falta para comprar zapatos importados.',
  },
  {
    from: 'foot_in',
    to: 'foot_cm',
    rows: [8.5, 9, 9.5, 10, 10.25, 10.5, 11, 11.5, 12],
    tableTitle: 'Largos de pie en pulgadas, pasados a centímetros',
    definition:
      'Multiplicar por 2.54 pasa pulgadas a centímetros de forma exacta, por el acuerdo internacional de la yarda y la libra de 1959.',
    text: 'La conversión contraria sirve cuando una tabla de tallas en inglés indica, por ejemplo, «foot length: 10 ¼ in» y quieres saber si tu pie, medido en casa con una regla en centímetros, encaja: 10.25 pulgadas son 26.035 cm. Las fracciones de pulgada cuentan más de lo que parece: 1/4 de pulgada son 6.35 mm, casi una talla europea entera, y 1/8 de pulgada, algo menos de media. Pasa la fracción a decimal antes de convertir y compara con tu medida sin redondear.',
  },
];
