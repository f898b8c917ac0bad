/**
 * Issue 21: what people ask a converter that this site does not convert, answered plainly instead of «no conozco
 * la unidad»: money, whose rate changes by the minute, and the units D24 leaves out because they are not constant.
 */

/** Currencies by name, plural and ISO code, as people type them (normalised: lower case, no accents). */
const CURRENCY =
  /^(?:(?:el|la|los|las)\s+)?(?:dolar(?:es)?|euros?|pesos?(?:\s+[a-z]+)?|libras?\s+esterlinas?|yen(?:es)?|yuan(?:es)?|renminbi|bitcoins?|soles?|bolivar(?:es)?|quetzal(?:es)?|colon(?:es)?|reales|francos?(?:\s+suizos?)?|rublos?|guarani(?:es)?|lempiras?|cordobas?|balboas?|rupias?|wones?|usd|eur|mxn|ars|clp|cop|pen|gbp|jpy|cny|brl|uyu|bob|pyg|ves|crc|gtq|hnl|nio|dop|chf|btc|€|\$|us\$)(?:\s+(?:americanos?|estadounidenses?|mexicanos?|argentinos?|chilenos?|colombianos?|canadienses?|australianos?))?$/;

export const CURRENCY_MESSAGE = 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.';

/** Whether a side of the question names money ('dólares', '100 euros', 'pesos mexicanos', 'usd'). */
export const namesCurrency = (normalisedText: string): boolean =>
  CURRENCY.test(normalisedText.replace(/^[+-]?[\d.,\s]+/, '').trim());

/**
 * D24: units left out because they have no fixed value, each with why, as people type them (normalised). A question
 * that names one is told so, never answered with a guess nor with the nearest name ('mach' is not 'mAh').
 */
const LEFT_OUT: readonly { names: RegExp; message: string }[] = [
  {
    names: /^(?:(?:el\s+)?numeros?\s+de\s+)?mach$/,
    message:
      'El número de Mach no es una velocidad fija: es la razón con la velocidad del sonido, que cambia con la temperatura del aire. Conviértelo no lo convierte.',
  },
  {
    names: /^fanegas?(?:\s+(?:castellanas?|de\s+[a-z]+))?$/,
    message:
      'La fanega es una medida de capacidad para granos (o una superficie de tierra), y su peso depende del grano: Conviértelo no la convierte.',
  },
];

/** Why a side of the question names a unit this site leaves out, or undefined. */
export const leftOutMessage = (normalisedText: string): string | undefined =>
  LEFT_OUT.find(({ names }) => names.test(normalisedText.replace(/^[+-]?[\d.,\s]+/, '').trim()))?.message;
