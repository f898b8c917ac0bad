/**
 * Issue 21: what people ask a converter that this site does not convert, answered plainly instead of «no conozco
 * la unidad»: money, whose rate changes by the minute.
 */

/** Currencies by name, plural and ISO code, as people type them (normalised: lower case, no accents). */
const CURRENCY =
  /^(?:(?:el|la|los|las)\s+)?(?:dolar(?:es)?|euros?|pesos?(?:\s+[a-z]+)?|libras?\s+esterlinas?|yen(?:es)?|yuan(?:es)?|renminbi|bitcoins?|soles?|bolivar(?:es)?|quetzal(?:es)?|colon(?:es)?|reales|francos?(?:\s+suizos?)?|rublos?|guarani(?:es)?|lempiras?|cordobas?|balboas?|rupias?|wones?|usd|eur|mxn|ars|clp|cop|pen|gbp|jpy|cny|brl|uyu|bob|pyg|ves|crc|gtq|hnl|nio|dop|chf|btc|€|\$|us\$)(?:\s+(?:americanos?|estadounidenses?|mexicanos?|argentinos?|chilenos?|colombianos?|canadienses?|australianos?))?$/;

export const CURRENCY_MESSAGE = 'Conviértelo no convierte monedas: el tipo de cambio cambia a cada minuto.';

/** Whether a side of the question names money ('dólares', '100 euros', 'pesos mexicanos', 'usd'). */
export const namesCurrency = (normalisedText: string): boolean =>
  CURRENCY.test(normalisedText.replace(/^[+-]?[\d.,\s]+/, '').trim());
