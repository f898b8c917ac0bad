/**
 * The reverse (D36): a number written in words gives its figures. 'mil doscientos treinta y cuatro' → 1234,
 * 'dos millones' → 2000000, 'veintiún mil' → 21000, 'tres coma cero cinco' → 3.05, 'tres enteros y catorce
 * centésimas' → 3.14. Accents and case do not matter ('dieciseis', 'VEINTIÚN'); 'y' goes only where Spanish puts it,
 * between the tens and the units; an unknown word is named in the message. Read as a pipeline of small steps:
 * tokens → integer groups → scales → the decimal part.
 */
import { GROUP_SEPARATOR } from '@/lib/units/format';
import { spellInteger } from './cardinal';
import { failure, success, type Outcome } from './outcome';
import { MAX_INTEGER, MAX_WRITTEN } from './typed-number';
import { DECIMAL_PLACES, HUNDREDS, TEN_TO_TWENTY_NINE, TENS, UNITS } from './vocabulary';

export interface WordsNumber {
  negative: boolean;
  integer: bigint;
  /** The decimal digits, '' for an integer. */
  decimals: string;
}

type Token =
  | { kind: 'zero' }
  | { kind: 'unit'; value: number }
  /** A whole tens-and-units word: diez … veintinueve, the tens' own 'veinte', the rare 'treintaiuno'. */
  | { kind: 'closed'; value: number }
  | { kind: 'tens'; value: number }
  | { kind: 'hundred'; value: number }
  | { kind: 'cien' }
  | { kind: 'mil' }
  | { kind: 'scale'; power: 6 | 12 }
  /** trillón and beyond: past D36's range. */
  | { kind: 'beyond' }
  | { kind: 'and' }
  | { kind: 'minus' }
  | { kind: 'separator' }
  | { kind: 'of' }
  | { kind: 'whole' }
  | { kind: 'place'; places: number };

interface Read {
  /** As the visitor typed it, for the messages. */
  word: string;
  token: Token;
}

/** Lower case without accents: the key of the lexicon. */
const key = (word: string): string =>
  word.toLocaleLowerCase('es').normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** Every word the reader knows, built from the same vocabulary the writer uses. */
const LEXICON: ReadonlyMap<string, Token> = buildLexicon();

function buildLexicon(): Map<string, Token> {
  const lexicon = new Map<string, Token>();
  const add = (word: string, token: Token) => lexicon.set(key(word), token);
  add('cero', { kind: 'zero' });
  UNITS.forEach((word, value) => value > 0 && add(word, { kind: 'unit', value }));
  add('un', { kind: 'unit', value: 1 });
  add('una', { kind: 'unit', value: 1 });
  TEN_TO_TWENTY_NINE.forEach((word, index) => add(word, { kind: 'closed', value: 10 + index }));
  add('veintiún', { kind: 'closed', value: 21 });
  add('veintiuna', { kind: 'closed', value: 21 });
  TENS.forEach((tens, digit) => {
    if (digit < 3) return;
    add(tens, { kind: 'tens', value: digit * 10 });
    // The one-word 31 … 99 the Ortografía (2010) records, still rare: treintaiuno, cuarentaidós.
    for (const [unit, value] of [
      ...UNITS.slice(1).map((word, index) => [word, index + 1] as const),
      ['un', 1] as const,
      ['una', 1] as const,
    ]) {
      add(`${tens}i${unit}`, { kind: 'closed', value: digit * 10 + value });
    }
  });
  HUNDREDS.forEach((word, digit) => {
    if (digit === 0) return;
    add(word, { kind: 'hundred', value: digit * 100 });
    add(word.replace(/os$/, 'as'), { kind: 'hundred', value: digit * 100 });
  });
  add('cien', { kind: 'cien' });
  add('mil', { kind: 'mil' });
  for (const word of ['millón', 'millones']) add(word, { kind: 'scale', power: 6 });
  for (const word of ['billón', 'billones']) add(word, { kind: 'scale', power: 12 });
  for (const word of ['trillón', 'trillones', 'cuatrillón', 'cuatrillones']) add(word, { kind: 'beyond' });
  add('y', { kind: 'and' });
  add('menos', { kind: 'minus' });
  add('coma', { kind: 'separator' });
  add('punto', { kind: 'separator' });
  add('de', { kind: 'of' });
  add('entero', { kind: 'whole' });
  add('enteros', { kind: 'whole' });
  DECIMAL_PLACES.forEach((place, places) => {
    if (places === 0) return;
    add(place, { kind: 'place', places });
    add(`${place}s`, { kind: 'place', places });
  });
  return lexicon;
}

const EXAMPLE = '«mil doscientos treinta y cuatro»';
const TOO_LARGE = `Es demasiado grande: el máximo es ${MAX_WRITTEN}, un trillón menos uno.`;

export function wordsToNumber(text: string): Outcome<WordsNumber> {
  const words = text.split(/[\s,.;:!?¿¡«»"'()-]+/).filter((word) => word !== '');
  if (words.length === 0) return failure('empty', `Escribe un número con letras, por ejemplo ${EXAMPLE}.`);
  const read: Read[] = [];
  for (const word of words) {
    const token = LEXICON.get(key(word));
    if (token === undefined) {
      return failure(
        'unknown-word',
        `«${word}» no es un número escrito con letras. Prueba, por ejemplo, con ${EXAMPLE}.`,
      );
    }
    // 'un millón de …' : the 'de' after a scale is the noun's, not the number's.
    if (token.kind !== 'of') read.push({ word, token });
  }
  const negative = read[0]?.token.kind === 'minus';
  const body = negative ? read.slice(1) : read;
  const school = body.some(({ token }) => token.kind === 'place' || token.kind === 'whole');
  const parsed = school ? readSchoolForm(body) : readWithSeparator(body);
  if (!parsed.ok) return parsed;
  const { integer, decimals } = parsed.value;
  const zero = integer === 0n && /^0*$/.test(decimals);
  return success({ negative: negative && !zero, integer, decimals });
}

/** 'tres coma catorce', 'mil doscientos'. */
function readWithSeparator(body: readonly Read[]): Outcome<Omit<WordsNumber, 'negative'>> {
  const at = body.findIndex(({ token }) => token.kind === 'separator');
  if (at === -1) {
    const integer = readInteger(body);
    return integer.ok ? success({ integer: integer.value, decimals: '' }) : integer;
  }
  const separator = body[at]?.word ?? 'coma';
  if (at === 0) return failure('order', `Falta la parte entera antes de «${separator}»: «cero ${separator} cinco».`);
  const integer = readInteger(body.slice(0, at));
  if (!integer.ok) return integer;
  const decimals = readDecimalDigits(body.slice(at + 1), separator);
  return decimals.ok ? success({ integer: integer.value, decimals: decimals.value }) : decimals;
}

/**
 * After the comma: each digit named ('uno cuatro', 'cero cinco'), or the leading zeros and then a number
 * ('cero cero cinco', 'catorce', 'ciento cuarenta').
 */
function readDecimalDigits(tokens: readonly Read[], separator: string): Outcome<string> {
  if (tokens.length === 0) return failure('order', `Falta la parte decimal después de «${separator}».`);
  const digit = ({ token }: Read) => (token.kind === 'zero' ? 0 : token.kind === 'unit' ? token.value : undefined);
  const digits = tokens.map(digit);
  if (digits.every((value) => value !== undefined)) return success(digits.join(''));
  const zeros = tokens.findIndex(({ token }) => token.kind !== 'zero');
  const rest = readInteger(tokens.slice(zeros));
  return rest.ok ? success(`${'0'.repeat(zeros)}${rest.value}`) : rest;
}

/** 'tres enteros y catorce centésimas', 'veinticinco centésimas', 'un millón de enteros y cinco décimas'. */
function readSchoolForm(body: readonly Read[]): Outcome<Omit<WordsNumber, 'negative'>> {
  const last = body[body.length - 1];
  // 'tres enteros': a whole number said the school's way.
  if (last?.token.kind === 'whole') {
    const integer = readInteger(body.slice(0, -1));
    return integer.ok ? success({ integer: integer.value, decimals: '' }) : integer;
  }
  if (last?.token.kind !== 'place') {
    return failure('order', 'El nombre de los decimales (décimas, centésimas…) va al final.');
  }
  const places = last.token.places;
  const wholeAt = body.findIndex(({ token }) => token.kind === 'whole');
  let integer = 0n;
  let from = 0;
  if (wholeAt !== -1) {
    const read = readInteger(body.slice(0, wholeAt));
    if (!read.ok) return read;
    integer = read.value;
    from = wholeAt + 1;
    if (body[from]?.token.kind === 'and') from += 1;
  }
  const fraction = readInteger(body.slice(from, -1));
  if (!fraction.ok) return fraction;
  if (fraction.value >= 10n ** BigInt(places)) {
    return failure('order', `Son demasiadas ${last.word}: caben como mucho ${places} cifras decimales.`);
  }
  return success({ integer, decimals: String(fraction.value).padStart(places, '0') });
}

/** A whole number: [P billones] [P millones] [P], where P is [G] mil [G] or G, and G is 1 … 999. */
function readInteger(tokens: readonly Read[]): Outcome<bigint> {
  if (tokens.length === 0) return failure('order', `Falta el número. Escribe, por ejemplo, ${EXAMPLE}.`);
  const zero = tokens.findIndex(({ token }) => token.kind === 'zero');
  if (zero !== -1) {
    return tokens.length === 1 ? success(0n) : failure('order', '«cero» se escribe solo, no dentro de otro número.');
  }
  let total = 0n;
  let period = 0;
  let periodHasMil = false;
  let lastPower = Infinity;
  let group = new Group();
  for (const read of tokens) {
    const { token, word } = read;
    if (token.kind === 'beyond') return failure('too-large', TOO_LARGE);
    if (token.kind === 'mil') {
      if (periodHasMil) return failure('order', '«mil» aparece dos veces seguidas: revisa el número.');
      const count = group.close();
      if (!count.ok) return count;
      // 'mil' alone is one thousand; México's banking 'un mil' too.
      period = (count.value === 0 ? 1 : count.value) * 1000;
      periodHasMil = true;
      group = new Group();
      continue;
    }
    if (token.kind === 'scale') {
      const count = group.close();
      if (!count.ok) return count;
      const value = period + count.value;
      if (token.power >= lastPower) return failure('order', `«${word}» no puede ir después de una cantidad menor.`);
      if (value === 0) return failure('order', `Falta cuántos delante de «${word}»: «un millón», «dos millones».`);
      total += BigInt(value) * 10n ** BigInt(token.power);
      lastPower = token.power;
      period = 0;
      periodHasMil = false;
      group = new Group();
      continue;
    }
    const added = group.add(read);
    if (!added.ok) return added;
  }
  const count = group.close();
  if (!count.ok) return count;
  total += BigInt(period + count.value);
  return total > MAX_INTEGER ? failure('too-large', TOO_LARGE) : success(total);
}

type Stage = 'start' | 'hundred' | 'cien' | 'tens' | 'and' | 'done' | 'old-and';

/** One group of three digits, read word by word in the only order Spanish writes it: hundreds, tens, 'y', units. */
class Group {
  private value = 0;
  private stage: Stage = 'start';
  private previous = '';

  add({ word, token }: Read): Outcome<null> {
    const after = this.previous;
    this.previous = word;
    if (this.stage === 'cien') {
      return failure('order', `Con algo detrás se escribe «ciento»: «ciento uno», no «cien ${word}».`);
    }
    switch (token.kind) {
      case 'hundred':
        if (this.stage !== 'start') return misplaced(word, after);
        return this.move(token.value, 'hundred');
      case 'cien':
        if (this.stage !== 'start') return misplaced(word, after);
        return this.move(100, 'cien');
      case 'tens':
        if (this.stage !== 'start' && this.stage !== 'hundred') return misplaced(word, after);
        return this.move(token.value, 'tens');
      case 'closed':
        if (this.stage !== 'start' && this.stage !== 'hundred') return misplaced(word, after);
        return this.move(token.value, 'done');
      case 'unit':
        if (this.stage === 'tens') {
          return failure('order', `Entre «${after}» y «${word}» va «y»: «${after} y ${word}».`);
        }
        if (this.stage === 'old-and') {
          // 'diez y seis', 'veinte y dos': the Ortografía (2010) writes 16 … 29 in one word.
          const whole = BigInt((this.value % 100) + token.value);
          return failure('order', `Se escribe en una sola palabra: «${spellInteger(whole)}».`);
        }
        if (this.stage !== 'start' && this.stage !== 'hundred' && this.stage !== 'and') return misplaced(word, after);
        return this.move(token.value, 'done');
      case 'and':
        if (this.stage === 'tens') return this.move(0, 'and');
        if (this.stage === 'done' && (this.value % 100 === 10 || this.value % 100 === 20))
          return this.move(0, 'old-and');
        return failure('order', '«y» solo va entre las decenas y las unidades, como en «treinta y uno».');
      default:
        return misplaced(word, after);
    }
  }

  /** The group's value, once it is complete. */
  close(): Outcome<number> {
    if (this.stage === 'and' || this.stage === 'old-and') return failure('order', 'Falta la unidad después de «y».');
    if (this.stage === 'hundred' && this.value === 100) {
      return failure('order', 'Sin nada detrás se dice «cien»: «cien», «cien mil».');
    }
    return success(this.value);
  }

  private move(value: number, stage: Stage): Outcome<null> {
    this.value += value;
    this.stage = stage;
    return success(null);
  }
}

function misplaced(word: string, after: string): Outcome<null> {
  return failure('order', after === '' ? `«${word}» no puede ir ahí.` : `«${word}» no puede ir después de «${after}».`);
}

/**
 * The figures, as the site writes them (D8): the point, and groups of three with a narrow no-break space from five
 * digits (21 000, 1234). `grouped: false` gives what a copy button copies.
 */
export function writeFigures(number: WordsNumber, options: { grouped?: boolean } = {}): string {
  const digits = String(number.integer);
  const integer =
    options.grouped === false || digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);
  const sign = number.negative ? '-' : '';
  return number.decimals === '' ? `${sign}${integer}` : `${sign}${integer}.${number.decimals}`;
}
