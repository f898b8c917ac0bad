/**
 * How the site compares what people type with its words (D16, D24): lower case without diacritics, so 'energia'
 * finds 'Energía' and 'farenheit' meets 'Fahrenheit' halfway; 'ñ' keeps its tilde so 'año' and 'ano' stay apart.
 */
export function normalise(text: string): string {
  return text
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/n\u0303/g, '\u00f1')
    .replace(/[\u0300-\u036f]/g, '');
}
