/**
 * Small helpers for the words the code writes, written once (STYLE 21) and imported everywhere: the engine, the
 * tools and the components use the same ones. Imports nothing of the project.
 */

/** 'metros' → 'Metros', in Spanish case rules ('ñandú' → 'Ñandú'). */
export const capitalise = (text: string): string => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/**
 * 'Grados Celsius a grados Fahrenheit' → 'grados Celsius a grados Fahrenheit': the first letter lowered, unless the
 * first word is written in capitals ('BTU por hora', 'OTAN') and keeps them.
 */
export const uncapitalise = (text: string): string =>
  /^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

/**
 * Whole numbers as the Ortografía de la RAE (2010) recommends and D8 writes them: numbers of more than four digits
 * grouped in threes with a narrow no-break space (U+202F, as lib/units/format.ts), never with a point or a comma;
 * four digits stay together (2026, 9999). The minus is U+2212.
 */
export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  const grouped = digits.length > 4 ? digits.replace(/\B(?=(\d{3})+$)/g, '\u202f') : digits;
  return n < 0 ? `−${grouped}` : grouped;
}

/** A count and its noun, singular after exactly 1: '1 año', '2 años', '12 345 días', '18 meses'. */
export const countOf = (n: number, singular: string, plural: string): string =>
  `${formatCount(n)} ${n === 1 ? singular : plural}`;

/** A text set inside parentheses keeps its own as brackets (D33: no parenthesis inside a parenthesis). */
export const bracketed = (text: string): string => text.replace(/\(/g, '[').replace(/\)/g, ']');
