/**
 * The texts of /calculadora-de-llantas (issue 34, D37): its route entry, heading, intro and explanation.
 *
 * D35: "llanta" is the tyre in México and much of Latin America and the rim in Spain, where the tyre is the
 * "neumático"; the label uses the word most people search and shows the other beside it.
 *
 * The worked figures of the prose (sidewall, diameter, inches, circumference, speedometer) are the calculator's
 * (lib/tools/tyres.ts, which this floor may not import): __tests__/components/tyres.test.tsx works each one out with
 * the calculator and fails if the text says otherwise. The load index and the speed symbols come from the small
 * tables below, each with its source.
 */
import type { SiteRoute } from '@/lib/site-config';
import type { TextSection } from './types';

export const TYRES_PATH = '/calculadora-de-llantas';

/** The page's entry for the route list, menus, finder and metadata; lib/routes.ts adds it. */
export const tyresRoute = {
  path: TYRES_PATH,
  kind: 'calculator',
  label: 'Llantas (neumáticos)',
  title: 'Calculadora de llantas (neumáticos): medidas, diámetro y velocímetro',
  description:
    'Calcula el diámetro, el flanco y las vueltas por km de una llanta como 205/55 R16 o 31x10.50R15, y compara dos medidas: diferencia y velocímetro.',
  keywords: [
    'calculadora de llantas',
    'medidas de llantas',
    'calculadora de neumáticos',
    'comparar medidas de neumáticos',
    'diámetro de llanta en pulgadas',
    'equivalencia de llantas',
    'llantas y velocímetro',
  ],
  icon: '🛞',
  tags: [
    'llanta',
    'llantas',
    'neumático',
    'neumáticos',
    'cubierta',
    'caucho',
    'goma',
    'rin',
    'rueda',
    'medida de llanta',
    'diámetro',
    'velocímetro',
    'pulgadas',
    '4x4',
    'LT',
    'flotación',
    'perfil',
  ],
  group: 'Medidas especiales',
  summary: 'diámetro, flanco, vueltas por km y velocímetro',
} as const satisfies SiteRoute<typeof TYRES_PATH>;

/**
 * Speed symbols: the highest speed a tyre is approved for, km/h (ETRTO; UN Regulation 30). As tabled in Volvo Cars'
 * owner's information 'Dimension designation for tyre' (volvocars.com/uk/support, XC90 article), checked 2026-11-27.
 */
export const SPEED_SYMBOLS = { T: 190, H: 210, V: 240, W: 270 } as const;

/**
 * Load index 91: 615 kg per tyre (ETRTO load index table; as tabled in 'Speed code and load index of tires',
 * pledgetimes.com, checked 2026-11-27).
 */
export const LOAD_INDEX_EXAMPLE = { index: 91, kilograms: 615 } as const;

export interface TyresContent {
  /** The page's h1. */
  heading: string;
  intro: string;
  /** Under the drawing: what it shows. */
  drawingNote: string;
  /** At least 300 words in all. */
  sections: readonly TextSection[];
}

export const tyresContent: TyresContent = {
  heading: 'Calculadora de llantas (neumáticos)',
  intro:
    'Escribe la medida de tu llanta tal como aparece en su costado, por ejemplo 205/55 R16 o 31x10.50R15, y verás el ancho, la altura del flanco, el rin, el diámetro total, la circunferencia y las vueltas por kilómetro, en milímetros y en pulgadas. Añade una segunda medida para compararlas: la diferencia de diámetro, lo que marcará el velocímetro y un dibujo a escala de las dos.',
  drawingNote:
    'Dibujo a escala de las medidas nominales: el círculo exterior es la llanta y el interior, el rin. La línea discontinua marca la altura de la medida actual.',
  sections: [
    {
      title: '¿Llanta, neumático, cubierta o rin?',
      paragraphs: [
        'En México, Colombia y buena parte de América Latina, la llanta es la pieza de caucho que toca el suelo, y la pieza metálica sobre la que se monta es el rin. En España es al revés: la llanta es la pieza metálica y la de caucho es el neumático. En Argentina y Uruguay también se dice cubierta; en Venezuela, caucho, y en Cuba y Puerto Rico, goma.',
        'Esta calculadora usa «llanta» en el sentido de neumático, que es como más gente la busca, y llama «rin» a la pieza metálica. El diámetro del rin es el último número de la medida.',
      ],
    },
    {
      title: 'Cómo leer una medida: 205/55 R16 91V',
      paragraphs: [
        '205 es el ancho de la sección en milímetros, de un costado al otro, con la llanta inflada y sin carga. 55 es el perfil o relación de aspecto: la altura del flanco es el 55 % del ancho. La R indica construcción radial, la de casi todas las llantas de turismo actuales; una D o un guion indican construcción diagonal. 16 es el diámetro del rin en pulgadas.',
        `Detrás viene la descripción de servicio. ${LOAD_INDEX_EXAMPLE.index} es el índice de carga, que según la tabla de la ETRTO equivale a ${LOAD_INDEX_EXAMPLE.kilograms} kg por llanta, y la V es el código de velocidad, que la autoriza hasta ${SPEED_SYMBOLS.V} km/h. Otros códigos habituales son la T (${SPEED_SYMBOLS.T} km/h), la H (${SPEED_SYMBOLS.H} km/h) y la W (${SPEED_SYMBOLS.W} km/h). Una P delante, como en P205/55R16, indica el sistema P-métrico de Estados Unidos, con las mismas dimensiones. La calculadora acepta todas esas letras y números, pero no cambian la geometría.`,
      ],
    },
    {
      title: 'Cómo se calcula el diámetro',
      paragraphs: [
        'El flanco mide el ancho por el perfil: 205 × 55 % = 112.75 mm. El rin de 16 pulgadas mide 16 × 25.4 = 406.4 mm, y el diámetro total suma el rin y dos flancos, uno arriba y otro abajo: 406.4 + 2 × 112.75 = 631.9 mm, o 24.88 pulgadas. La circunferencia es π por el diámetro, 1985.2 mm, así que la rueda da unas 503.7 vueltas por kilómetro.',
        'Son medidas nominales, las que se deducen de la designación. Una llanta real varía unos milímetros según la marca, el dibujo y el desgaste, y bajo el peso del vehículo se aplasta un poco, así que el radio con el que rueda es algo menor que la mitad del diámetro calculado.',
      ],
    },
    {
      title: 'Medidas en pulgadas de las 4×4 y la sigla LT',
      paragraphs: [
        'Muchas llantas de camionetas y todoterrenos usan la medida de flotación, toda en pulgadas: en 31x10.50R15, 31 es el diámetro total, 10.50 el ancho y 15 el rin. El flanco es la mitad de lo que queda al restar el rin del diámetro: (31 − 15) / 2 = 8 pulgadas, o 203.2 mm. En milímetros, esa llanta mide 787.4 mm de alto y 266.7 mm de ancho.',
        'La sigla LT (light truck, camión ligero), delante o detrás de la medida, identifica llantas para camionetas de carga, de construcción más robusta y con otras presiones y capacidades de carga; sus dimensiones se calculan igual. Una LT265/70R17, por ejemplo, tiene un flanco de 185.5 mm y un diámetro de 802.8 mm, es decir, 31.61 pulgadas.',
      ],
    },
    {
      title: 'Por qué el velocímetro marca menos con una llanta más grande',
      paragraphs: [
        'El velocímetro no mide la velocidad directamente: cuenta las vueltas de la rueda o de la transmisión y las convierte en kilómetros con la circunferencia de la medida original. Si montas una llanta de mayor diámetro, cada vuelta recorre más distancia: vas más rápido de lo que indica la aguja, y el cuentakilómetros suma menos kilómetros de los que recorres. Con una llanta más pequeña ocurre lo contrario.',
        'Por ejemplo, al cambiar una 205/55 R16 (631.9 mm) por una 215/65 R16 (685.9 mm), el diámetro crece un 8.55 %, y a 100 km/h reales el velocímetro marcará unos 92.13 km/h. La calculadora supone que el velocímetro era exacto con la medida original; los velocímetros de fábrica suelen marcar algo de más, así que el error final depende de cada vehículo.',
      ],
    },
    // Spain: fitting tyres that are neither the original nor equivalent to them is a 'reforma' that the ITV must
    // pass (Manual de Reformas de Vehículos, as summarised by SYC ITV, sycitv.com/es/pasar-la-itv/reformas/, checked
    // 2026-11-27).
    {
      title: 'La regla práctica del ±3 %',
      paragraphs: [
        'Talleres y fabricantes suelen recomendar que el diámetro de la medida nueva no se aparte más de un 3 % del original, para que el velocímetro, el ABS y el control de estabilidad sigan funcionando como se diseñaron y la llanta no roce con la carrocería. Es una regla práctica, no una norma legal: lo que puedes montar lo deciden la ficha técnica de tu vehículo, su manual y la normativa de tu país. En España, por ejemplo, montar neumáticos que no son los originales ni equivalentes a ellos se considera una reforma y hay que pasarla por la ITV.',
        'Por eso el cambio más común, un rin más grande con un perfil más bajo, conserva el diámetro: una 225/45 R17 mide 634.3 mm, frente a los 631.9 mm de la 205/55 R16: solo 2.4 mm más. También cuentan el ancho, el índice de carga y el código de velocidad, que no deben ser menores que los que indica el fabricante del vehículo.',
      ],
    },
  ],
};
