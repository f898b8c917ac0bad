/**
 * Amounts of money in words (D36), each copyable in upper or lower case:
 * - México, cheques and the printed CFDI's 'importe con letra': 'MIL QUINIENTOS PESOS 50/100 M.N.' (M.N., moneda
 *   nacional), with México's banking 'UN MIL' as an option;
 * - euros with céntimos, dólares with centavos, and a currency the visitor names, with centavos.
 * An amount with more than two decimals is refused, not rounded: rounding money silently would write a sum the
 * visitor did not type.
 */
import { countNoun, type Gender, type Noun } from './cardinal';
import { failure, success, type Outcome } from './outcome';
import { readTypedNumber } from './typed-number';

export interface Amount {
  integer: bigint;
  /** 0 … 99. */
  cents: number;
}

/** A currency and its hundredth, each a counted noun. */
export interface Currency {
  unit: Noun;
  cent: Noun;
}

/** Lower case as read, upper case as a cheque writes it (with its accents: the RAE keeps them on capitals). */
export interface MoneyWords {
  lower: string;
  upper: string;
}

const CENTAVO: Noun = { singular: 'centavo', plural: 'centavos', gender: 'masculino' };

export const PESO: Currency = { unit: { singular: 'peso', plural: 'pesos', gender: 'masculino' }, cent: CENTAVO };
export const EURO: Currency = {
  unit: { singular: 'euro', plural: 'euros', gender: 'masculino' },
  cent: { singular: 'céntimo', plural: 'céntimos', gender: 'masculino' },
};
export const DOLLAR: Currency = { unit: { singular: 'dólar', plural: 'dólares', gender: 'masculino' }, cent: CENTAVO };

/** The amount the visitor typed: not negative, at most two decimals ('1500.5' is 1500 and 50 cents). */
export function readAmount(text: string): Outcome<Amount> {
  const typed = readTypedNumber(text);
  if (!typed.ok) return typed;
  const { negative, integer, decimals } = typed.value;
  if (negative) return failure('negative-amount', 'Un importe no puede ser negativo.');
  if (decimals.length > 2) {
    return failure(
      'cents',
      'Un importe lleva como mucho dos decimales, los céntimos o centavos: redondéalo antes de escribirlo con letra.',
    );
  }
  return success({ integer, cents: Number(decimals.padEnd(2, '0')) });
}

const upper = (text: string): string => text.toLocaleUpperCase('es');

/**
 * 'MIL QUINIENTOS PESOS 50/100 M.N.': the pesos in words, the centavos as a fraction of 100 always written with two
 * digits (00/100), then M.N. 'UN PESO 00/100 M.N.', 'UN MILLÓN DE PESOS 00/100 M.N.'. M.N. stays in capitals in
 * the lower-case copy: it is an abbreviation.
 */
export function mexicanCheque(amount: Amount, options: { bankingThousand?: boolean } = {}): MoneyWords {
  const pesos = countNoun(amount.integer, PESO.unit, options);
  const cents = `${String(amount.cents).padStart(2, '0')}/100 M.N.`;
  return { lower: `${pesos} ${cents}`, upper: `${upper(pesos)} ${cents}` };
}

/**
 * 'mil quinientos euros con cincuenta céntimos', 'un dólar', 'veintiún euros con un céntimo'. Without cents the
 * 'con …' part is left out; without whole units it says 'cero euros con cincuenta céntimos', as invoices write it.
 */
export function amountInWords(amount: Amount, currency: Currency): MoneyWords {
  const whole = countNoun(amount.integer, currency.unit);
  const words = amount.cents === 0 ? whole : `${whole} con ${countNoun(BigInt(amount.cents), currency.cent)}`;
  return { lower: words, upper: upper(words) };
}

/**
 * The visitor's own currency: its name in the singular, its plural if given (else pluralOf's), its gender (la libra:
 * 'veintiuna libras'), counted in centavos.
 */
export function namedCurrency(singular: string, plural: string, gender: Gender): Outcome<Currency> {
  const name = singular.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
  if (!/^[\p{L} ]{1,40}$/u.test(name)) {
    return failure(
      'currency-name',
      'Escribe el nombre de la moneda en singular, solo con letras: sol, quetzal, libra…',
    );
  }
  const given = plural.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
  const plurals = /^[\p{L} ]{1,40}$/u.test(given) ? given : pluralOf(name);
  return success({ unit: { singular: name, plural: plurals, gender }, cent: CENTAVO });
}

/**
 * A plain plural by the general rules (RAE, Ortografía and Gramática): every word up to a 'de' ('peso colombiano' →
 * 'pesos colombianos', 'libra esterlina' → 'libras esterlinas'). The plural field overrides it for the irregular ones
 * (examen → exámenes needs an accent this does not add).
 */
export function pluralOf(name: string): string {
  const words = name.split(' ');
  const stop = words.findIndex((word) => word === 'de' || word === 'del');
  const counted = stop === -1 ? words.length : stop;
  return words.map((word, index) => (index < counted ? pluralOfWord(word) : word)).join(' ');
}

const VOWEL_GROUPS = /[aeiouáéíóúü]+/g;
const UNACCENT: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

function pluralOfWord(word: string): string {
  // Unstressed vowel, or stressed á é ó: -s (euro → euros, sofá → sofás). Stressed í ú: -es (guaraní → guaraníes).
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  if (/[íú]$/.test(word)) return `${word}es`;
  // -z → -ces (lápiz → lápices).
  if (word.endsWith('z')) return `${word.slice(0, -1)}ces`;
  const syllables = word.match(VOWEL_GROUPS)?.length ?? 0;
  // -s or -x after an unstressed last syllable: invariable (el lunes → los lunes).
  if (/[sx]$/.test(word) && syllables > 1 && !/[áéíóú][sx]$/.test(word)) return word;
  // A consonant cluster or a consonant Spanish words do not end in: -s (rand → rands, baht → bahts).
  if (/[^aeiouáéíóúü][^aeiouáéíóúü]$/.test(word) || !/[lnrdzjsxy]$/.test(word)) return `${word}s`;
  // -es; an aguda ending in -n or -s loses its accent, now llana (colón → colones, compás → compases).
  const unaccented = /[áéíóú][ns]$/.test(word)
    ? word.replace(/[áéíóú](?=[ns]$)/, (vowel) => UNACCENT[vowel] ?? vowel)
    : word;
  return `${unaccented}es`;
}
