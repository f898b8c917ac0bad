import type { SiteRoute } from '@/lib/site-config';
import type { TextSection } from './types';

/**
 * The words of /convertir-pendiente (issue 34, D37). Every figure the prose states is checked against
 * lib/tools/slope.ts by __tests__/components/slope.test.tsx (STYLE 11); this floor may not import the tool, so the
 * limits below hold each figure as its source gives it, and the page computes the other forms.
 *
 * Sources, read 2026-11-27 (D34: rules change; the date is when they were checked). The prose names sections without
 * their dotted numbers (4.3.1, 405.2): the visitor's decimal comma (D31) would rewrite them; the table's source cells,
 * which are not marked as numbers, keep them.
 * - Spain: Código Técnico de la Edificación, Documento Básico SUA (Seguridad de utilización y accesibilidad), SUA 1,
 *   §4.3.1 «Pendiente»: ramps 12 % at most, except ramps of an accessible route (10 % under 3 m long, 8 % under 6 m,
 *   6 % otherwise) and ramps of car parks that people also walk, not on an accessible route (16 %). Text as quoted by
 *   diazcaro.com «Condiciones de una rampa accesible» and tehagouncroquis.com «Rampa accesible CTE».
 * - USA: 2010 ADA Standards for Accessible Design, §405.2 «Ramp runs shall have a running slope not steeper than
 *   1:12» and §405.6 «The rise for any ramp run shall be 30 inches (760 mm) maximum» (corada.com, ADA pocket guide).
 * - Spanish road signs P-16a and P-16b (bajada and subida con fuerte pendiente) state the slope in percent
 *   (Reglamento General de Circulación, RD 1428/2003, art. 149; DGT catalogue as described by infobae.com, 2024-09-24).
 * - Baldwin Street, Dunedin, 34.8 %, and Ffordd Pen Llech, Harlech, 28.6 %, both measured along the centre line:
 *   Guinness World Records' review of April 2020 (BBC News, «World's steepest street: Harlech loses title to New
 *   Zealand», April 2020; Cambrian News). Measurements, so approximate (D33).
 * - L'Angliru (Asturias), 23.5 % at La Cueña les Cabres in the published cycling gradient profiles (carlosvega.net,
 *   «Angliru por Riosa»; altimetrias.net via 1001puertosdemontana.blogspot.com); the sign at its foot and some riders
 *   say 24 %. A measurement, approximate, and the page names both figures (D37).
 * Left out for want of a source that could be checked: Mexico's ramp limits (NOM-233-SSA1-2003 covers only health
 * buildings, and its figure could not be read) and minimum roof pitches (they depend on the tile, the climate zone
 * and the length of the roof; the page says so instead of giving a figure).
 */

export const SLOPE_PATH = '/convertir-pendiente';

/** The page's entry for menus, cards, the finder, the site map and metadata; lib/routes.ts lists it. */
export const route = {
  path: SLOPE_PATH,
  kind: 'calculator',
  label: 'Pendiente',
  title: 'Convertir pendiente: porcentaje, grados, por mil y razón 1:n',
  description:
    'Convierte una pendiente entre porcentaje, grados, por mil, razón 1:n y radianes, o calcúlala con la subida y el avance. Con rampas, calles y su dibujo.',
  keywords: [
    'convertir pendiente',
    'pendiente en grados',
    'porcentaje a grados',
    'grados a porcentaje',
    'calcular pendiente',
    'pendiente de una rampa',
    '10 % en grados',
  ],
  icon: '📐',
  tags: [
    'pendiente',
    'inclinación',
    'desnivel',
    'rampa',
    'cuesta',
    'rasante',
    'talud',
    'tejado',
    'porcentaje',
    'grados',
    'por mil',
    'accesibilidad',
    'topografía',
  ],
  group: 'Medidas especiales',
  summary: '%, grados, ‰, 1:n y radianes, con su dibujo',
} as const satisfies SiteRoute<typeof SLOPE_PATH>;

/** A slope of everyday life as its source gives it: a percent or a ratio 1:n; the page writes the other forms. */
export interface SlopeLimit {
  what: string;
  given: { percent: number } | { ratio: number };
  /** A measured figure (a street, a climb), said as '≈ … (aproximado)' (D33); a rule's maximum is not. */
  measured: boolean;
  source: string;
}

export interface SlopeContent {
  heading: string;
  intro: string;
  limits: { title: string; caption: string; rows: readonly SlopeLimit[] };
  /** At least 300 words in all. */
  sections: readonly TextSection[];
}

const CTE = 'CTE DB SUA, SUA 1, 4.3.1 (España)';

export const slopeContent: SlopeContent = {
  heading: 'Convertir pendiente',
  intro:
    'Escribe una pendiente en porcentaje, grados, por mil, razón 1:n o radianes y verás todas las demás a la vez, con un dibujo del ángulo. También puedes calcularla con lo que sube y lo que avanza en horizontal, y compararla con los límites de las rampas y con las calles más empinadas.',
  limits: {
    title: 'Pendientes de referencia',
    caption:
      'Las normas dan pendientes máximas; las calles y los puertos, pendientes medidas, que varían según dónde y cómo se midan (≈, aproximado). Cada fila nombra su fuente, y las normas cambian: comprueba la vigente antes de construir.',
    rows: [
      {
        what: 'Rampa de un itinerario accesible de menos de 3 m: máximo',
        given: { percent: 10 },
        measured: false,
        source: CTE,
      },
      {
        what: 'Rampa de un itinerario accesible de menos de 6 m: máximo',
        given: { percent: 8 },
        measured: false,
        source: CTE,
      },
      {
        what: 'Rampa de un itinerario accesible más larga: máximo',
        given: { percent: 6 },
        measured: false,
        source: CTE,
      },
      {
        what: 'Rampa que no es de un itinerario accesible: máximo',
        given: { percent: 12 },
        measured: false,
        source: CTE,
      },
      {
        what: 'Rampa de aparcamiento por la que también pasan personas: máximo',
        given: { percent: 16 },
        measured: false,
        source: CTE,
      },
      {
        what: 'Rampa accesible en EE. UU.: máximo',
        given: { ratio: 12 },
        measured: false,
        source: 'Normas ADA de 2010, 405.2',
      },
      {
        what: 'Baldwin Street (Dunedin, Nueva Zelanda), la calle más empinada del mundo',
        given: { percent: 34.8 },
        measured: true,
        source: 'Guinness World Records, 2020',
      },
      {
        what: 'Ffordd Pen Llech (Harlech, Gales)',
        given: { percent: 28.6 },
        measured: true,
        source: 'Guinness World Records, 2020',
      },
      {
        what: 'L’Angliru (Asturias), rampa de la Cueña les Cabres',
        given: { percent: 23.5 },
        measured: true,
        source: 'Altimetrías publicadas (algunas dan un 24 %)',
      },
    ],
  },
  sections: [
    {
      title: '¿Qué mide una pendiente?',
      paragraphs: [
        'La pendiente es la relación entre lo que sube o baja un terreno y lo que avanza en horizontal. Una pendiente del 10 % sube 10 m por cada 100 m de avance horizontal, medidos sobre un plano y no a lo largo de la cuesta. El por mil (‰) usa la misma idea sobre 1000, y resulta cómodo cuando las pendientes son pequeñas: el 10 % es el 100 ‰.',
        'La razón 1:n dice cuántas unidades hay que avanzar en horizontal para subir una: una rampa 1:12 sube 1 cm por cada 12 cm de avance, que es un 8.33 %. Algunos oficios miden la n a lo largo de la rampa; aquí se usa siempre el avance horizontal, como en las normas de accesibilidad. La pendiente no tiene signo en esta página: una bajada del 10 % es tan empinada como una subida del 10 %.',
      ],
    },
    {
      title: 'Porcentaje y grados no son proporcionales',
      paragraphs: [
        'El porcentaje es la tangente del ángulo multiplicada por 100; los grados son el ángulo mismo. Por eso no basta con multiplicar: el 10 % son 5.71°, el 50 % son 26.57° y el 100 % son exactamente 45°, porque la subida es igual al avance. A partir de ahí el porcentaje crece cada vez más deprisa: 60° son 173.21 % y 80° son 567.13 %.',
        'Una pared vertical, a 90°, no tiene pendiente en porcentaje ni en por mil: habría que subir una altura infinita por cada 100 de avance. La página la muestra en grados, en radianes y como 1:0, y en porcentaje te dice que no existe. Más de 90° ya no es una pendiente.',
        'Las fórmulas, con la subida y el avance horizontal en la misma unidad: porcentaje = 100 × subida ÷ avance; por mil = 1000 × subida ÷ avance; grados = arcotangente (subida ÷ avance); n = avance ÷ subida; y un radián son 180/π grados.',
      ],
    },
    {
      title: 'Rampas accesibles',
      paragraphs: [
        'En España, el Código Técnico de la Edificación (Documento Básico SUA, sección SUA 1, en su apartado sobre la pendiente de las rampas) limita las rampas de un itinerario accesible al 10 % si miden menos de 3 m, al 8 % si miden menos de 6 m y al 6 % en los demás casos. Las rampas que no forman parte de un itinerario accesible pueden llegar al 12 %, y las de los aparcamientos por las que también pasan personas, al 16 %.',
        'En EE. UU., las normas ADA de 2010, en su sección 405 sobre rampas, piden rampas no más empinadas que 1:12, es decir, un 8.33 % o 4.76°, y cada tramo puede salvar como mucho 30 in (760 mm) de altura. Las normas cambian con los años y a menudo las completan las comunidades autónomas, los estados o los municipios: antes de construir, consulta la que se aplica a tu obra. Para otros países, esta página no da cifras que no haya podido comprobar en su fuente.',
      ],
    },
    {
      title: 'Calles, carreteras y puertos de montaña',
      paragraphs: [
        'En las carreteras españolas, las señales de peligro P-16a (bajada con fuerte pendiente) y P-16b (subida con fuerte pendiente) indican la inclinación en porcentaje, como establece el Reglamento General de Circulación. Una señal del 10 % avisa de un tramo que baja o sube 10 m por cada 100 m, unos 5.71°.',
        'Según Guinness World Records, la calle más empinada del mundo es Baldwin Street, en Dunedin (Nueva Zelanda), con un 34.8 %, unos 19.19°. En 2020, tras una reclamación, Guinness decidió medir todas las calles por el eje de la calzada: con ese criterio, Ffordd Pen Llech, en Harlech (Gales), que había tenido el récord en 2019, se queda en un 28.6 %. En ciclismo, el Angliru (Asturias) es famoso por la rampa de la Cueña les Cabres, de un 23.5 % según las altimetrías publicadas (unos 13.22°); otras fuentes le dan un 24 %.',
      ],
    },
    {
      title: 'Tejados',
      paragraphs: [
        'En los tejados la pendiente se da en grados o en porcentaje según el oficio y el país. La pendiente mínima depende del tipo de teja o de chapa, de la lluvia y el viento de la zona y de la longitud del faldón, y la fijan la normativa de cada país y el fabricante de cada teja; por eso aquí no damos una cifra única. Convierte la que te indiquen: un tejado de 30° tiene un 57.74 % de pendiente.',
      ],
    },
  ],
};
