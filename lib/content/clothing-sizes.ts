import type { SiteRoute } from '@/lib/site-config';
import type { TextSection } from './types';

/**
 * The words and the size tables of /convertir-tallas-de-ropa (issue 34, D37). Every table is typed cell by cell as its
 * source gives it, with the source and the date it was checked beside it (D34); __tests__/tools/clothing-sizes.test.ts
 * types each source again and compares them. The lookups (a size in one system → the rows of every source; body
 * measures → the nearest rows) are lib/tools/clothing-sizes.ts, which adds nothing to the tables.
 *
 * Checked 2026-11-27, in stored copies of the pages named below. What each source is:
 * - EN 13402 (CEN, «Size designation of clothes»): how to measure the body and how to label a garment by the body
 *   measures it fits, with a pictogram. It is not a conversion table, and the page takes no equivalence from it
 *   (en.wikipedia.org «Joint European standard for size labelling of clothes»; mobilefish.com, EN 13402 pictogram help
 *   «Bust girth»; slideshare «The European Clothing Standard EN 13402», for chest girth; dresssizes.org; din.de, DIN EN
 *   13402-3:2017).
 * - ASTM D5585-11e1, «Standard Tables of Body Measurements for Adult Female Misses Figure Type, Size Range 00–20»,
 *   Table 1 (inch-pound units), as astm.org/Standards/D5585.htm shows it: bust and waist (curvy and straight figures).
 *   Its hip row was not in the part that could be read, so it stays out.
 * - Retailers' published charts, which are conventions: H&M Canada «Size guide Ladies» (hm.com/ca/sizeguide); H&M's
 *   men's tops chart as reproduced by paulie.jp («H&Mのサイズ選び», its table of 欧州サイズ, 胸囲, ウエスト); H&M's
 *   children's chart as reproduced by hibaby123.com («H&Mキッズ服のサイズ»); La Coqueta «Size Guide Unisex Clothing»
 *   (int.lacoquetakids.com); Nike «Kids Fit» (nike.com/lu/en/size-fit/kids-clothing); miteigi.com «Baby & Kids Size
 *   Chart».
 * - Conversion tables of magazines and sites, also conventions: enfemenino.com «Tallas de ropa en otros países» (women:
 *   «faldas, largos, chaquetas, camisetas…»; men: «jerseys y chaquetas»); lazytools.io «Women's Clothing Size
 *   Conversion: US, UK, EU, IT Charts — and Why Vanity Sizing Broke Them» (2026-07-05); measkit.com «EU to
 *   International Men's Tops Clothing Size Chart».
 * Left out for want of a source whose table could be read (D37): México (NMX-A-023-1983, «Prendas de vestir externas
 * para mujeres y niñas — referencias para la designación de tallas», exists, but only its preface and introduction
 * could be read), Argentina (IRAM 75300 designates by body measures; no table of Argentine numbers could be read) and
 * Colombia (no published conversion table was found). The Japanese and Australian columns some sources give are not
 * part of this page. The text says so.
 */

export const CLOTHING_SIZES_PATH = '/convertir-tallas-de-ropa';

/** The page's entry for menus, cards, the finder, the site map and metadata; lib/routes.ts lists it. */
export const clothingSizesRoute = {
  path: CLOTHING_SIZES_PATH,
  kind: 'calculator',
  label: 'Tallas de ropa',
  title: 'Convertir tallas de ropa: EE. UU., Europa, Reino Unido y letras',
  description:
    'Equivalencias aproximadas de tallas de ropa de mujer, hombre y niños entre EE. UU., Europa, Italia, Reino Unido y letras, y tu talla según tus medidas.',
  keywords: [
    'convertir tallas de ropa',
    'equivalencia de tallas',
    'talla americana a europea',
    'talla europea a americana',
    'tallas de ropa de mujer',
    'tallas de ropa de hombre',
    'tallas de niños',
    'qué talla soy',
  ],
  icon: '👕',
  tags: [
    'talla',
    'talle',
    'ropa',
    'tallas de ropa',
    'talla americana',
    'talla europea',
    'talla inglesa',
    'talla italiana',
    'talla francesa',
    'XS',
    'XL',
    'busto',
    'pecho',
    'cintura',
    'cadera',
    'vestido',
    'camisa',
    'pantalón',
    'jeans',
    'vaqueros',
    'niños',
    'EN 13402',
  ],
  group: 'Medidas especiales',
  summary: 'mujer, hombre y niños: EE. UU., Europa, R. U. y letras',
} as const satisfies SiteRoute<typeof CLOTHING_SIZES_PATH>;

export type ClothingCategory = 'mujer' | 'hombre' | 'ninos';

export const CLOTHING_CATEGORIES: readonly { key: ClothingCategory; label: string }[] = [
  { key: 'mujer', label: 'Mujer' },
  { key: 'hombre', label: 'Hombre' },
  { key: 'ninos', label: 'Niños' },
];

/**
 * The size systems a table can give, each a column; a column that a source gives for two countries names both
 * ('Francia/España' is one column with the system 'fr').
 */
export type SizeSystem = 'us' | 'uk' | 'eu' | 'fr' | 'it' | 'de' | 'letras' | 'jeans' | 'edad' | 'anios';

/** What a system is called in the selects and the results of each category (D23: 'EE. UU.'; D35: 'jeans'). */
export const SYSTEM_LABELS: Record<ClothingCategory, Partial<Record<SizeSystem, string>>> = {
  mujer: {
    us: 'EE. UU.',
    uk: 'Reino Unido',
    eu: 'Europa (EU)',
    fr: 'Francia y España',
    it: 'Italia',
    de: 'Alemania',
    letras: 'Letras (XS–XXL)',
    jeans: 'Pantalones (pantalón, jeans), cintura en pulgadas',
  },
  hombre: {
    us: 'EE. UU.',
    uk: 'Reino Unido',
    eu: 'Europa (EU)',
    letras: 'Letras (XS–XXL)',
  },
  ninos: {
    us: 'EE. UU.',
    uk: 'Reino Unido (edad)',
    eu: 'Europa (estatura en cm)',
    letras: 'Letras (XS–XL)',
    edad: 'Edad (años)',
    anios: 'Talla por edad (años)',
  },
};

/**
 * How a sentence names a size of a system (D23): «talla 8 de EE. UU.», with the system's label for `{sistema}`, unless
 * the system reads otherwise: «el Reino Unido» takes its article (DPD, «Reino Unido»), a letter names its own system
 * («talla M»), an age is the child's years and a jeans size is the waist. The tool's result and the question pages
 * (lib/tools/clothing-pairs.ts) write sizes with it, through `sizeName` (lib/tools/clothing-sizes.ts).
 */
export const SIZE_PHRASE = 'talla {talla} de {sistema}';
export const SIZE_PHRASES: Partial<Record<SizeSystem, string>> = {
  uk: 'talla {talla} del {sistema}',
  letras: 'talla {talla}',
  edad: 'talla para {talla} años',
  anios: 'talla {talla} años',
  jeans: 'talla {talla} de pantalón, cintura en pulgadas',
};

export type BodyMeasure = 'estatura' | 'pecho' | 'cintura' | 'cadera';
export type MeasureUnit = 'cm' | 'in';

/** What a body measure is called; for women the chest is the bust (EN 13402-2 names both). */
export const MEASURE_LABELS: Record<ClothingCategory, Record<BodyMeasure, string>> = {
  mujer: { estatura: 'Estatura', pecho: 'Busto', cintura: 'Cintura', cadera: 'Cadera' },
  hombre: { estatura: 'Estatura', pecho: 'Pecho', cintura: 'Cintura', cadera: 'Cadera' },
  ninos: { estatura: 'Estatura', pecho: 'Pecho', cintura: 'Cintura', cadera: 'Cadera' },
};

/** The measures the form asks for in each category: children's sizes go by height (see the text). */
export const FORM_MEASURES: Record<ClothingCategory, readonly BodyMeasure[]> = {
  mujer: ['pecho', 'cintura', 'cadera'],
  hombre: ['pecho', 'cintura', 'cadera'],
  ninos: ['estatura', 'pecho', 'cintura', 'cadera'],
};

export interface SizeSource {
  /** Who publishes it, as the page names it. */
  name: string;
  /** The page, chart or standard, as it titles itself. */
  title: string;
  /** Where it was read. */
  url: string;
  /** D34: when it was last checked. */
  checked: string;
}

/**
 * A body measure as its source writes it: one figure, a range ('86 - 92 cm'), or two figures for one size ('64/65',
 * or the curvy and straight waists of ASTM D5585).
 */
export type MeasureCell = number | { from: number; to: number } | { either: readonly [number, number] };

export interface SizeColumn {
  /** The systems this column gives (most give one). */
  systems: readonly SizeSystem[];
  /** Its header, as the source names it, in Spanish. */
  label: string;
}

export interface MeasureColumn {
  measure: BodyMeasure;
  /** The unit the source gives it in; the page also writes it in the other unit. */
  unit: MeasureUnit;
  /** Its header where the measure's own name is not enough. */
  label?: string;
}

export interface ClothingSizeRow {
  /** One cell per size column, as the source writes it ('' where it leaves the cell blank). */
  sizes: readonly string[];
  /** One cell per measure column, or null where the source gives none. */
  measures: readonly (MeasureCell | null)[];
}

export interface ClothingSizeTable {
  id: string;
  category: ClothingCategory;
  /** How the results and the tables name the source, in a few words: 'H&M (Canadá)'. */
  short: string;
  source: SizeSource;
  /** What kind of source it is and what it covers, for the caption. */
  note: string;
  columns: readonly SizeColumn[];
  measures: readonly MeasureColumn[];
  rows: readonly ClothingSizeRow[];
}

const CHECKED = '2026-11-27';

/** A row of sizes only. */
const sizes = (...cells: string[]): ClothingSizeRow => ({ sizes: cells, measures: [] });
/** A row of sizes and measures. */
const row = (cells: readonly string[], ...measures: (MeasureCell | null)[]): ClothingSizeRow => ({
  sizes: cells,
  measures,
});
const range = (from: number, to: number): MeasureCell => ({ from, to });
const either = (first: number, second: number): MeasureCell => ({ either: [first, second] });

// ——— Women ———

/** enfemenino.com, «Correspondencia de tallas entre países: faldas, largos, chaquetas, camisetas…» (Mujeres). */
const ENFEMENINO_WOMEN: ClothingSizeTable = {
  id: 'enfemenino-mujer',
  category: 'mujer',
  short: 'enfemenino.com',
  source: {
    name: 'enfemenino.com',
    title: 'Tallas de ropa en otros países: faldas, largos, chaquetas, camisetas',
    url: 'https://enfemenino.com/tendencias/tallas-de-ropa-en-otros-paises-tallas-paises-s449173.html',
    checked: CHECKED,
  },
  note: 'Tabla de equivalencias de una revista; sin medidas del cuerpo.',
  columns: [
    { systems: ['fr'], label: 'Francia y España' },
    { systems: ['uk'], label: 'Reino Unido' },
    { systems: ['us'], label: 'EE. UU.' },
    { systems: ['it'], label: 'Italia' },
    { systems: ['de'], label: 'Alemania' },
  ],
  measures: [],
  rows: [
    sizes('34', '6', '4', '38', '32'),
    sizes('36', '8', '6', '40', '34'),
    sizes('38', '10', '8', '42', '36'),
    sizes('40', '12', '10', '44', '38'),
    sizes('42', '14', '12', '46', '40'),
    sizes('44', '16', '14', '48', '42'),
    sizes('46', '18', '16', '50', '44'),
    sizes('48', '20', '18', '52', '46'),
    sizes('50', '22', '20', '54', '48'),
  ],
};

/** lazytools.io, the chart of «Women's Clothing Size Conversion» (2026-07-05); its Japanese column is left out. */
const LAZYTOOLS_WOMEN: ClothingSizeTable = {
  id: 'lazytools-mujer',
  category: 'mujer',
  short: 'LazyTools',
  source: {
    name: 'LazyTools (lazytools.io)',
    title: "Women's Clothing Size Conversion: US, UK, EU, IT Charts — and Why Vanity Sizing Broke Them",
    url: 'https://lazytools.io/blog/clothing-size-guide/',
    checked: CHECKED,
  },
  note: 'Tabla de conversión de un sitio de calculadoras, publicada el 5 de julio de 2026; sin medidas del cuerpo.',
  columns: [
    { systems: ['us'], label: 'EE. UU.' },
    { systems: ['uk'], label: 'Reino Unido y Australia' },
    { systems: ['eu', 'de'], label: 'Europa (EU) y Alemania' },
    { systems: ['fr'], label: 'Francia y España' },
    { systems: ['it'], label: 'Italia' },
    { systems: ['letras'], label: 'Letras' },
  ],
  measures: [],
  rows: [
    sizes('2', '6', '32', '34', '38', 'XS'),
    sizes('4', '8', '34', '36', '40', 'S'),
    sizes('6', '10', '36', '38', '42', 'S'),
    sizes('8', '12', '38', '40', '44', 'M'),
    sizes('10', '14', '40', '42', '46', 'M'),
    sizes('12', '16', '42', '44', '48', 'L'),
    sizes('14', '18', '44', '46', '50', 'L'),
    sizes('16', '20', '46', '48', '52', 'XL'),
  ],
};

/**
 * H&M Canada, «Size guide Ladies», «Tops, blouses, dresses and skirts etc.»: EUR, US/CA, and the body measures in cm.
 * The guide marks the bust (A), the waist (C) and the seat (D); its rows give them in that order.
 */
const HM_WOMEN: ClothingSizeTable = {
  id: 'hm-mujer',
  category: 'mujer',
  short: 'H&M (Canadá)',
  source: {
    name: 'H&M Canadá',
    title: 'Size guide Ladies: tops, blouses, dresses and skirts',
    url: 'http://www.hm.com/ca/sizeguide/sizeguide_ladies',
    checked: CHECKED,
  },
  note: 'Guía de tallas de una tienda: las medidas del cuerpo para las que diseña cada talla.',
  columns: [
    { systems: ['eu'], label: 'Europa (EUR)' },
    { systems: ['us'], label: 'EE. UU. y Canadá' },
  ],
  measures: [
    { measure: 'pecho', unit: 'cm' },
    { measure: 'cintura', unit: 'cm' },
    { measure: 'cadera', unit: 'cm' },
  ],
  rows: [
    row(['32', '2'], 76, 60, 84),
    row(['34', '4'], 80, 64, 88),
    row(['36', '6'], 84, 68, 92),
    row(['38', '8'], 88, 72, 96),
    row(['40', '10'], 92, 76, 100),
    row(['42', '12'], 96, 80, 104),
    row(['44', '14'], 100, 84, 108),
    row(['46', '16'], 104, 88, 112),
    row(['48', '18'], 110, 94, 117),
    row(['50', '20'], 116, 100, 122),
    row(['52', '22'], 122, 106, 127),
    row(['54', '24'], 128, 112, 132),
    row(['56', '26'], 134, 118, 137),
    row(['58', '28'], 140, 124, 142),
  ],
};

/** H&M Canada, the same guide: jeans by waist in inches, grouped against the US sizes. */
const HM_JEANS: ClothingSizeTable = {
  id: 'hm-jeans-mujer',
  category: 'mujer',
  short: 'H&M (Canadá), jeans',
  source: {
    name: 'H&M Canadá',
    title: 'Size guide Ladies: jeans',
    url: 'http://www.hm.com/ca/sizeguide/sizeguide_ladies',
    checked: CHECKED,
  },
  note: 'Los jeans se marcan en pulgadas, como 30/32: la primera cifra es la cintura y la segunda, el largo de pierna.',
  columns: [
    { systems: ['jeans'], label: 'Pantalones (pantalón, jeans), cintura en pulgadas' },
    { systems: ['us'], label: 'EE. UU.' },
  ],
  measures: [],
  rows: [sizes('24–25', '2–4'), sizes('26–28', '6–8'), sizes('29–31', '10–12'), sizes('32–34', '14–16')],
};

/** ASTM D5585-11e1, Table 1 (inch-pound units): chest/bust girth and the waist girth of the curvy and straight figures. */
const ASTM_WOMEN: ClothingSizeTable = {
  id: 'astm-d5585-mujer',
  category: 'mujer',
  short: 'ASTM D5585 (EE. UU.)',
  source: {
    name: 'ASTM International',
    title:
      'ASTM D5585-11 (revisión editorial 1), Standard Tables of Body Measurements for Adult Female Misses Figure Type, Size Range 00–20, tabla 1',
    url: 'http://www.astm.org/Standards/D5585.htm',
    checked: CHECKED,
  },
  note: 'Norma estadounidense de medidas del cuerpo para las tallas misses 00 a 20; da dos cinturas, la de la figura curvilínea y la de la recta.',
  columns: [{ systems: ['us'], label: 'EE. UU. (misses)' }],
  measures: [
    { measure: 'pecho', unit: 'in' },
    { measure: 'cintura', unit: 'in', label: 'Cintura (curvilínea/recta)' },
  ],
  rows: [
    row(['00'], 31.125, either(23.875, 25.375)),
    row(['0'], 31.75, either(24.625, 26.125)),
    row(['2'], 33, either(25.375, 26.875)),
    row(['4'], 34.125, either(26.125, 27.625)),
    row(['6'], 35.25, either(27, 28.5)),
    row(['8'], 36.25, either(28, 29.5)),
    row(['10'], 37.25, either(29, 30.5)),
    row(['12'], 38.75, either(30.75, 32.25)),
    row(['14'], 40.375, either(32.5, 34)),
    row(['16'], 42.125, either(34.5, 36)),
    row(['18'], 44, either(36.75, 38.25)),
    row(['20'], 46, either(39, 40.5)),
  ],
};

// ——— Men ———

/** enfemenino.com, «Hombres: correspondencia de tallas entre países: jerseys y chaquetas»; its Japanese row is left out. */
const ENFEMENINO_MEN: ClothingSizeTable = {
  id: 'enfemenino-hombre',
  category: 'hombre',
  short: 'enfemenino.com',
  source: {
    name: 'enfemenino.com',
    title: 'Tallas de ropa en otros países: hombres, jerseys y chaquetas',
    url: 'https://enfemenino.com/tendencias/tallas-de-ropa-en-otros-paises-tallas-paises-s449173.html',
    checked: CHECKED,
  },
  note: 'Tabla de equivalencias de una revista; la talla de Reino Unido y EE. UU. es el pecho en pulgadas.',
  columns: [
    { systems: ['eu'], label: 'Europa' },
    { systems: ['uk', 'us'], label: 'Reino Unido y EE. UU.' },
  ],
  measures: [],
  rows: [
    sizes('44', '34'),
    sizes('46', '36'),
    sizes('48', '38'),
    sizes('50', '40'),
    sizes('52', '42'),
    sizes('54', '44'),
    sizes('56', '46'),
    sizes('58', '48'),
  ],
};

/** measkit.com, «EU to International Men's Tops Clothing Size Chart». */
const MEASKIT_MEN: ClothingSizeTable = {
  id: 'measkit-hombre',
  category: 'hombre',
  short: 'Measkit',
  source: {
    name: 'Measkit (measkit.com)',
    title: "EU to International Men's Tops Clothing Size Chart",
    url: 'https://www.measkit.com/clothing/eu-to-int-mens-tops/',
    checked: CHECKED,
  },
  note: 'Tabla de conversión de un sitio de medidas, para camisetas, camisas y jerséis (tops).',
  columns: [
    { systems: ['eu'], label: 'Europa (EU)' },
    { systems: ['letras'], label: 'Letras' },
  ],
  measures: [],
  rows: [
    sizes('44', 'XS'),
    sizes('46', 'S'),
    sizes('48', 'M'),
    sizes('50', 'L'),
    sizes('52', 'XL'),
    sizes('54', 'XXL'),
    sizes('56', '3XL'),
    sizes('58', '4XL'),
  ],
};

/** H&M's men's tops, as paulie.jp reproduces them (letter, 欧州サイズ, 胸囲 cm, ウエスト cm; the sleeve is left out). */
const HM_MEN: ClothingSizeTable = {
  id: 'hm-hombre',
  category: 'hombre',
  short: 'H&M (según paulie.jp)',
  source: {
    name: 'paulie.jp, que reproduce la guía de tallas de H&M',
    title: 'H&Mのサイズ選び: トップス',
    url: 'https://paulie.jp/hm-mens-size-guide/',
    checked: CHECKED,
  },
  note: 'La guía de una tienda para la ropa de arriba (tops), tal como la reproduce un blog japonés: pecho y cintura en cm.',
  columns: [
    { systems: ['letras'], label: 'Letras' },
    { systems: ['eu'], label: 'Europa (EUR)' },
  ],
  measures: [
    { measure: 'pecho', unit: 'cm' },
    { measure: 'cintura', unit: 'cm' },
  ],
  rows: [
    row(['XS', '42'], 84, 72),
    row(['S', '44'], 88, 76),
    row(['S', '46'], 92, 80),
    row(['M', '48'], 96, 84),
    row(['M', '50'], 100, 88),
    row(['L', '52'], 104, 92),
    row(['L', '54'], 108, 96),
  ],
};

// ——— Children ———

/** H&M's children's sizes 92–128, as hibaby123.com reproduces them: EU size (the height), age, chest, waist, hips (cm). */
const HM_KIDS: ClothingSizeTable = {
  id: 'hm-ninos',
  category: 'ninos',
  short: 'H&M (según hibaby123.com)',
  source: {
    name: 'hibaby123.com, que reproduce la guía de tallas infantiles de H&M',
    title: 'H&Mキッズ服のサイズ',
    url: 'https://hibaby123.com/handmkidsize.html',
    checked: CHECKED,
  },
  note: 'La guía de una tienda, tal como la reproduce un blog japonés; la talla europea es la estatura en cm. Donde da dos cifras (64/65), son las de la propia tabla.',
  columns: [
    { systems: ['eu'], label: 'Europa (estatura en cm)' },
    { systems: ['edad'], label: 'Edad (años)' },
  ],
  measures: [
    { measure: 'pecho', unit: 'cm' },
    { measure: 'cintura', unit: 'cm' },
    { measure: 'cadera', unit: 'cm' },
  ],
  rows: [
    row(['92', '1½–2'], 52.5, 50.5, 53),
    row(['98', '2–3'], 54.25, 52.5, 56),
    row(['104', '3–4'], 56, 54.5, 60),
    row(['110', '4–5'], 58, 55, 62),
    row(['116', '5–6'], 60.5, 56, 64),
    row(['122', '6–7'], 63, 57, 66),
    row(['128', '8'], either(64, 65), either(58, 59), either(70, 68)),
  ],
};

/** La Coqueta, «Size Guide Unisex Clothing»: size (2Y–10Y, written here as years), age, height, chest, waist (cm). */
const LA_COQUETA_KIDS: ClothingSizeTable = {
  id: 'la-coqueta-ninos',
  category: 'ninos',
  short: 'La Coqueta',
  source: {
    name: 'La Coqueta',
    title: 'Size Guide Unisex Clothing',
    url: 'https://int.lacoquetakids.com/pages/size-guide-unisex-clothing',
    checked: CHECKED,
  },
  note: 'La guía de una marca de ropa infantil; marca sus tallas como 2Y a 10Y, aquí en años.',
  columns: [
    { systems: ['anios'], label: 'Talla (años)' },
    { systems: ['edad'], label: 'Edad (años)' },
  ],
  measures: [
    { measure: 'estatura', unit: 'cm' },
    { measure: 'pecho', unit: 'cm' },
    { measure: 'cintura', unit: 'cm' },
  ],
  rows: [
    row(['2', '1–2'], range(86, 92), 52, 50),
    row(['3', '2–3'], 98, 54, 52),
    row(['4', '3–4'], 104, 56, 54),
    row(['5', '4–5'], 110, 58, 56),
    row(['6', '5–6'], 116, 60, 58),
    row(['7', '6–7'], 122, 62, 60),
    row(['8', '7–8'], 128, 64, 62),
    row(['9', '8–9'], 134, 69, 64),
    row(['10', '9–10'], 140, 78, 66),
  ],
};

/** Nike, «Kids Fit»: letter sizes with height, chest, waist and hips in inches. */
const NIKE_KIDS: ClothingSizeTable = {
  id: 'nike-ninos',
  category: 'ninos',
  short: 'Nike (Kids Fit)',
  source: {
    name: 'Nike',
    title: 'Kids Fit sizing',
    url: 'https://nike.com/lu/en/size-fit/kids-clothing',
    checked: CHECKED,
  },
  note: 'La guía de una marca: sus tallas de letras para niños y niñas, con medidas en pulgadas.',
  columns: [{ systems: ['letras'], label: 'Letras' }],
  measures: [
    { measure: 'estatura', unit: 'in' },
    { measure: 'pecho', unit: 'in' },
    { measure: 'cintura', unit: 'in' },
    { measure: 'cadera', unit: 'in' },
  ],
  rows: [
    row(['XS'], range(48, 50), range(24, 25.5), range(19.5, 22), range(25, 26.5)),
    row(['S'], range(50, 54), range(25.5, 27.5), range(22, 24.5), range(26.5, 29)),
    row(['S+'], range(51, 55), range(28, 31), range(24, 26), range(31, 33)),
    row(['M'], range(54, 58), range(27.5, 30), range(24.5, 26.5), range(29, 31.5)),
    row(['M+'], range(55, 59), range(31, 34), range(26, 28.5), range(33, 35)),
    row(['L'], range(58, 62), range(30, 33), range(26.5, 29), range(31.5, 34.5)),
    row(['L+'], range(59, 63), range(34, 37), range(28.5, 31), range(35, 37)),
    row(['XL'], range(62, 67), range(33, 36), range(29, 31.5), range(34.5, 38)),
    row(['XL+'], range(63, 67), range(37, 40), range(31, 34), range(37, 40)),
  ],
};

/** miteigi.com, «Baby & Kids Size Chart», from 2T on; its Australian column is left out. */
const MITEIGI_KIDS: ClothingSizeTable = {
  id: 'miteigi-ninos',
  category: 'ninos',
  short: 'Miteigi',
  source: {
    name: 'Miteigi (miteigi.com)',
    title: 'Baby & Kids Size Chart',
    url: 'https://miteigi.com/kids-size-chart/',
    checked: CHECKED,
  },
  note: 'La tabla de una tienda, desde los 2 años: en EE. UU. y el Reino Unido la talla sigue la edad; en Europa, la estatura en cm. La T de 2T es de toddler, niño pequeño.',
  columns: [
    { systems: ['us'], label: 'EE. UU.' },
    { systems: ['uk'], label: 'Reino Unido (edad)' },
    { systems: ['eu'], label: 'Europa (estatura en cm)' },
  ],
  measures: [],
  rows: [
    sizes('2T', '2–3', '92–98'),
    sizes('4T', '3–4', '98–104'),
    sizes('5', '4–5', '104–110'),
    sizes('6', '5–6', '110–116'),
    sizes('6X–7', '6–7', '116–122'),
    sizes('7–8', '7–8', '122–128'),
    sizes('9–10', '8–9', '128–134'),
    sizes('10', '9–10', '134–140'),
    sizes('11', '10–11', '140–146'),
    sizes('14', '11–12', '146–152'),
  ],
};

/** Every table, in the order the page shows them. */
export const CLOTHING_SIZE_TABLES: readonly ClothingSizeTable[] = [
  ENFEMENINO_WOMEN,
  LAZYTOOLS_WOMEN,
  HM_WOMEN,
  ASTM_WOMEN,
  HM_JEANS,
  ENFEMENINO_MEN,
  MEASKIT_MEN,
  HM_MEN,
  HM_KIDS,
  LA_COQUETA_KIDS,
  NIKE_KIDS,
  MITEIGI_KIDS,
];

export interface ClothingSizesContent {
  heading: string;
  intro: string;
  /** D37: the one line every result carries. */
  brandsDiffer: string;
  figure: {
    title: string;
    /** What the drawing shows, for screen readers (its <desc>). */
    description: string;
    labels: Record<'pecho' | 'cintura' | 'cadera', string>;
    /** How to take each measure, with its source. */
    steps: readonly { measure: string; how: string }[];
  };
  tables: { title: string; caption: string };
  /** At least 300 words in all. */
  sections: readonly TextSection[];
}

export const clothingSizesContent: ClothingSizesContent = {
  heading: 'Convertir tallas de ropa',
  intro:
    'Busca una talla de mujer, de hombre o de niños en el sistema que conoces y verás sus equivalentes en EE. UU., Europa, Francia y España, Italia, Alemania, el Reino Unido y las letras de XS a XXL, según cada fuente. También puedes escribir tus medidas y ver la talla más cercana en las tablas que dan medidas del cuerpo.',
  brandsDiffer:
    'Todas las equivalencias son aproximadas: cada marca tiene sus propias medidas, así que compáralas con la guía de tallas de la marca o pruébate la prenda.',
  figure: {
    title: 'Dónde medir el pecho o busto, la cintura y la cadera',
    description:
      'Silueta de frente con tres cintas horizontales: la del pecho o busto pasa bajo las axilas por la parte más ancha del pecho; la de la cintura, por la parte más estrecha del tronco; la de la cadera, por la parte más ancha de las nalgas.',
    labels: { pecho: 'Pecho o busto', cintura: 'Cintura', cadera: 'Cadera' },
    steps: [
      {
        measure: 'Pecho',
        how: 'el contorno horizontal máximo, de pie y erguido, respirando con normalidad, con la cinta por los omóplatos, bajo las axilas y por delante del pecho (EN 13402-1).',
      },
      {
        measure: 'Busto',
        how: 'igual, pero por la parte más saliente del busto y, mejor, con un sujetador que no deforme el pecho (EN 13402-1).',
      },
      {
        measure: 'Cintura',
        how: 'por la parte más estrecha del tronco, con la cinta horizontal (guías de H&M y Nike).',
      },
      { measure: 'Cadera', how: 'por la parte más ancha de las caderas y las nalgas (guías de H&M y Nike).' },
      {
        measure: 'Estatura',
        how: 'en los niños, de pie y descalzos; las tallas europeas infantiles son la estatura en cm.',
      },
    ],
  },
  tables: {
    title: 'Tablas de tallas por fuente',
    caption:
      'Cada tabla copia la de su fuente, sin completar lo que la fuente no da. Las equivalencias son aproximadas (≈) y las medidas, las del cuerpo para el que se pensó cada talla; la segunda cifra de cada medida es su conversión, también aproximada.',
  },
  sections: [
    {
      title: 'Una talla no es una medida',
      paragraphs: [
        'La mayoría de las etiquetas llevan una talla que no dice ninguna medida: un 38, un 8, una M. La norma europea EN 13402 distingue tres maneras de etiquetar la ropa: por las medidas del cuerpo al que está destinada, por las medidas de la propia prenda o por un número o una letra sin relación evidente con ninguna medida. La tercera es la más común, y por eso la misma talla no significa lo mismo en dos países ni en dos marcas.',
        'En España, la Organización de Consumidores y Usuarios comparó en 2009 camisas, faldas y vaqueros de las tallas 40 y 42 de once marcas y encontró diferencias de hasta 10 cm entre prendas de la misma talla. Por eso esta página da cada tabla con su fuente, y todas sus equivalencias son aproximadas.',
      ],
    },
    {
      title: 'EN 13402: medir el cuerpo, no convertir tallas',
      paragraphs: [
        'La EN 13402, «Designación de tallas de la ropa», la preparó el Comité Europeo de Normalización desde 1996. Su primera parte define qué medidas del cuerpo se usan y cómo se toman, en centímetros y con la menor ropa posible, y un pictograma con la silueta y las medidas que la etiqueta indica. La segunda elige para cada prenda una medida principal: el pecho en la ropa de hombre y el busto en la de mujer, con la estatura o la cadera como secundarias. La tercera propone intervalos de medidas para agrupar las tallas.',
        'La norma no es una tabla de conversión: no dice qué talla de EE. UU. corresponde a una talla 40, sino que pide etiquetar la prenda con las medidas del cuerpo al que sienta bien. Por eso de ella solo tomamos cómo medirse, y las equivalencias vienen de las tablas que cada fuente publica. En la ropa infantil europea su idea ya es la costumbre: la talla es la estatura en centímetros.',
      ],
    },
    {
      title: 'Por qué las fuentes no coinciden',
      paragraphs: [
        'En Europa continental no hay una sola numeración. Según LazyTools, la francesa va dos números por encima de la alemana y la italiana, seis; así, una talla alemana 38 es una francesa 40 y una italiana 44. En eso coinciden enfemenino.com y LazyTools, pero no en EE. UU.: para enfemenino.com la talla 38 de Francia y España es una 8 estadounidense, y para LazyTools, una 6. La guía de H&M pone la EUR 38 junto a la 8 de EE. UU. y Canadá. Cuando busques una talla, la página te muestra lo que dice cada fuente y avisa de dónde no coinciden.',
        'Las tallas además se mueven con los años. Las numeraciones que cambian para que la talla parezca menor se conocen en inglés como vanity sizing. En 2018, H&M cambió sus tallas de mujer del Reino Unido tras las quejas de sus clientas: las medidas de la antigua talla 12 pasaron a ser las de la talla 10.',
      ],
    },
    {
      title: 'Tallas de niños',
      paragraphs: [
        'En la ropa infantil europea la talla es la estatura del niño en centímetros, casi siempre de 6 en 6 (92, 98, 104…), y una talla 98 está pensada para un niño de unos 98 cm. En EE. UU. y el Reino Unido la talla sigue la edad: 2T, 4T, 5, 6 en EE. UU. (la T es de toddler, niño pequeño) y 2-3 o 3-4 años en el Reino Unido. Como los niños de una misma edad miden muy distinto, lo más fiable es medir su estatura.',
      ],
    },
    {
      title: 'México, Argentina y Colombia',
      paragraphs: [
        'Esta página no tiene columnas de México, Argentina ni Colombia porque no hemos podido leer una tabla publicada de sus tallas. En México, la norma NMX-A-023-1983 trata de la designación de tallas de la ropa exterior de mujeres y niñas a partir de las medidas del cuerpo, no de la prenda. En Argentina, la serie de normas IRAM 75300 pide identificar la ropa por las medidas corporales en centímetros: el contorno del busto o del tórax en la ropa de arriba y la cintura en la de abajo. En los tres países, tus medidas en centímetros, comparadas con la guía de cada marca, son la referencia más segura.',
      ],
    },
    {
      title: 'Consejos para acertar',
      paragraphs: [
        'Mídete en ropa interior, con una cinta métrica flexible que quede horizontal y ajustada sin apretar, y pide ayuda para la espalda. Si quedas entre dos tallas, enfemenino.com aconseja quedarte con la mayor. Y antes de comprar por internet, compara tus medidas con la guía de tallas de esa marca: la tabla de una tienda dice más de sus prendas que cualquier equivalencia general.',
      ],
    },
  ],
};
