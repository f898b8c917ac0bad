/**
 * The numerals as the RAE's Ortografía (2010, ch. VIII §3) and the Diccionario panhispánico de dudas write them
 * (D36). Words live here as data (STYLE 13); cardinal.ts, ordinals.ts and words-to-number.ts read them.
 */

/** 0 … 9. 'uno' is the form of the number alone; cardinal.ts chooses 'un' or 'una' before a noun. */
export const UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'] as const;

/**
 * 10 … 29. From 16 to 29 one word, with the accent the rules give the aguda ones (dieciséis, veintidós, veintitrés,
 * veintiséis); the two-word forms ('diez y seis', 'veinte y dos') are no longer written (Ortografía 2010).
 */
export const TEN_TO_TWENTY_NINE = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
] as const;

/** The tens from 30, by their digit; 31 … 99 are written 'treinta y uno' (the one-word 'treintaiuno' is rare). */
export const TENS = ['', '', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];

/**
 * The hundreds, by their digit: 'ciento' before anything (ciento uno), 'cien' alone and before a larger multiplier
 * (cien, cien mil, cien millones). Note quinientos, setecientos, novecientos: not 'cinco-', 'siete-', 'nueve-'.
 * From 200 they agree with a feminine noun (doscientas personas); 'ciento' never changes.
 */
export const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** Long scale (escala larga): millón = 10⁶, billón = 10¹², trillón = 10¹⁸; 10⁹ is 'mil millones'. */
export const MILLION = { singular: 'millón', plural: 'millones', power: 6 } as const;
export const BILLION = { singular: 'billón', plural: 'billones', power: 12 } as const;

/**
 * The school form's names of the decimal places, feminine singular, by the number of decimals (1 → décima). Past
 * the millionths the school form is not used, and the site stops there (MAX_DECIMALS).
 */
export const DECIMAL_PLACES = ['', 'décima', 'centésima', 'milésima', 'diezmilésima', 'cienmilésima', 'millonésima'];

/**
 * Ordinal stems; the ending (-o, -a, or none for the apocope of primer and tercer) is added by ordinals.ts.
 * DPD, 'ordinales': séptimo has also 'sétimo', noveno the rare 'nono'; the site writes the first.
 */
export const ORDINAL_UNITS = ['', 'primer', 'segund', 'tercer', 'cuart', 'quint', 'sext', 'séptim', 'octav', 'noven'];
export const ORDINAL_TENS = [
  '',
  'décim',
  'vigésim',
  'trigésim',
  'cuadragésim',
  'quincuagésim',
  'sexagésim',
  'septuagésim',
  'octogésim',
  'nonagésim',
];
export const ORDINAL_HUNDREDS = [
  '',
  'centésim',
  'ducentésim',
  'tricentésim',
  'cuadringentésim',
  'quingentésim',
  'sexcentésim',
  'septingentésim',
  'octingentésim',
  'noningentésim',
];
/** 11 and 12 keep their Latin forms, 'still preferred in the most careful use' (Ortografía 2010). */
export const ORDINAL_ELEVEN = 'undécim';
export const ORDINAL_TWELVE = 'duodécim';

/** An item of a list known to be long enough: `noUncheckedIndexedAccess` wants the fallback spelled out. */
export const wordAt = (list: readonly string[], index: number): string => list[index] ?? '';
