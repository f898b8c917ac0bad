/**
 * Cardinals, decimals and the reading of what is typed (D36). Every expected string is written by hand from the
 * rules of the RAE's Ortografía (2010, ch. VIII) and the DPD ('uno', 'mil', 'millón', 'billón', 'cien'), not copied
 * from the code's output.
 */
import { readNumber } from '@/lib/tools/numbers-in-words';
import { cardinal, countNoun, spellInteger } from '@/lib/tools/numbers-in-words/cardinal';
import { readAsWritten, schoolForm } from '@/lib/tools/numbers-in-words/decimals';
import { MAX_INTEGER, readTypedNumber, type TypedNumber } from '@/lib/tools/numbers-in-words/typed-number';

const words = (n: bigint) => spellInteger(n);

describe('cardinal: the number alone', () => {
  it.each<[bigint, string]>([
    [0n, 'cero'],
    [1n, 'uno'],
    [2n, 'dos'],
    [9n, 'nueve'],
    [10n, 'diez'],
    [11n, 'once'],
    [15n, 'quince'],
    // 16 … 29: one word, and the agudas with their accent.
    [16n, 'dieciséis'],
    [17n, 'diecisiete'],
    [19n, 'diecinueve'],
    [20n, 'veinte'],
    [21n, 'veintiuno'],
    [22n, 'veintidós'],
    [23n, 'veintitrés'],
    [26n, 'veintiséis'],
    [29n, 'veintinueve'],
    [30n, 'treinta'],
    [31n, 'treinta y uno'],
    [45n, 'cuarenta y cinco'],
    [99n, 'noventa y nueve'],
    // cien alone, ciento with something after it.
    [100n, 'cien'],
    [101n, 'ciento uno'],
    [115n, 'ciento quince'],
    [121n, 'ciento veintiuno'],
    [199n, 'ciento noventa y nueve'],
    [200n, 'doscientos'],
    [300n, 'trescientos'],
    [400n, 'cuatrocientos'],
    [500n, 'quinientos'],
    [600n, 'seiscientos'],
    [700n, 'setecientos'],
    [800n, 'ochocientos'],
    [900n, 'novecientos'],
    [999n, 'novecientos noventa y nueve'],
    // mil, never 'un mil'; 'un' before mil in compounds.
    [1000n, 'mil'],
    [1001n, 'mil uno'],
    [1100n, 'mil cien'],
    [1234n, 'mil doscientos treinta y cuatro'],
    [2000n, 'dos mil'],
    [21000n, 'veintiún mil'],
    [31000n, 'treinta y un mil'],
    [100000n, 'cien mil'],
    [101000n, 'ciento un mil'],
    [201000n, 'doscientos un mil'],
    [999999n, 'novecientos noventa y nueve mil novecientos noventa y nueve'],
    // Long scale: millón 10⁶, mil millones 10⁹, billón 10¹², mil billones 10¹⁵.
    [1000000n, 'un millón'],
    [1000001n, 'un millón uno'],
    [1001000n, 'un millón mil'],
    [1100000n, 'un millón cien mil'],
    [2000000n, 'dos millones'],
    [21000000n, 'veintiún millones'],
    [100000000n, 'cien millones'],
    [1000000000n, 'mil millones'],
    [1001000000n, 'mil un millones'],
    [2500000000n, 'dos mil quinientos millones'],
    [1000000000000n, 'un billón'],
    [1000000000001n, 'un billón uno'],
    [2000000000000n, 'dos billones'],
    [1000000000000000n, 'mil billones'],
    [
      999999999999999999n,
      'novecientos noventa y nueve mil novecientos noventa y nueve billones novecientos noventa y nueve mil novecientos noventa y nueve millones novecientos noventa y nueve mil novecientos noventa y nueve',
    ],
    // Negatives.
    [-1n, 'menos uno'],
    [-21000n, 'menos veintiún mil'],
  ])('%s → %s', (n, expected) => {
    expect(words(n)).toBe(expected);
  });

  it('is exact at 10¹⁸ − 1, which a JS number cannot hold', () => {
    expect(MAX_INTEGER).toBe(999999999999999999n);
    // The reason for BigInt: a double rounds it to 10¹⁸.
    expect(String(Number(MAX_INTEGER))).toBe('1000000000000000000');
    expect(words(MAX_INTEGER).endsWith('novecientos noventa y nueve')).toBe(true);
  });

  it('refuses past 10¹⁸ − 1 with a message, not an exception', () => {
    const outcome = cardinal(10n ** 18n);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.reason).toBe('too-large');
      expect(outcome.message).toMatch(/trillón/);
    }
    expect(cardinal(-(10n ** 18n)).ok).toBe(false);
    expect(cardinal(MAX_INTEGER)).toEqual({ ok: true, value: words(MAX_INTEGER) });
  });
});

describe('cardinal: before a noun (apocope and feminine)', () => {
  it.each<[bigint, string, string]>([
    // [n, before a masculine noun, before a feminine noun]
    [1n, 'un', 'una'],
    [21n, 'veintiún', 'veintiuna'],
    [31n, 'treinta y un', 'treinta y una'],
    [101n, 'ciento un', 'ciento una'],
    [200n, 'doscientos', 'doscientas'],
    [201n, 'doscientos un', 'doscientas una'],
    [500n, 'quinientos', 'quinientas'],
    [1001n, 'mil un', 'mil una'],
    [1234n, 'mil doscientos treinta y cuatro', 'mil doscientas treinta y cuatro'],
    // The hundreds agree across mil: setecientas mil toneladas.
    [700000n, 'setecientos mil', 'setecientas mil'],
    // The site's choice for the feminine before mil; the other is tested below.
    [21000n, 'veintiún mil', 'veintiuna mil'],
    [201000n, 'doscientos un mil', 'doscientas una mil'],
    // Millón is a masculine noun: what counts it stays masculine.
    [201000000n, 'doscientos un millones', 'doscientos un millones'],
    [1000000n, 'un millón', 'un millón'],
  ])('%s → %s (m.), %s (f.)', (n, masculine, feminine) => {
    expect(spellInteger(n, { beforeNoun: true })).toBe(masculine);
    expect(spellInteger(n, { gender: 'femenino' })).toBe(feminine);
  });

  it("writes the other feminine the RAE accepts before mil, 'veintiún mil personas', on request", () => {
    expect(spellInteger(21000n, { gender: 'femenino', feminineBeforeMil: 'un' })).toBe('veintiún mil');
    expect(spellInteger(21021n, { gender: 'femenino', feminineBeforeMil: 'un' })).toBe('veintiún mil veintiuna');
  });

  it("writes México's banking 'un mil' only when asked", () => {
    expect(spellInteger(1500n, { bankingThousand: true })).toBe('un mil quinientos');
    expect(spellInteger(1001000n, { bankingThousand: true })).toBe('un millón un mil');
    expect(spellInteger(21000n, { bankingThousand: true })).toBe('veintiún mil');
  });

  const peso = { singular: 'peso', plural: 'pesos', gender: 'masculino' } as const;
  const persona = { singular: 'persona', plural: 'personas', gender: 'femenino' } as const;
  it.each<[bigint, typeof peso | typeof persona, string]>([
    [0n, peso, 'cero pesos'],
    [1n, peso, 'un peso'],
    [21n, peso, 'veintiún pesos'],
    [100n, peso, 'cien pesos'],
    [1000000n, peso, 'un millón de pesos'],
    [2000000n, peso, 'dos millones de pesos'],
    [1000000000n, peso, 'mil millones de pesos'],
    [1000000000000n, peso, 'un billón de pesos'],
    // 'de' only when the scale word is the last one.
    [1000100n, peso, 'un millón cien pesos'],
    [1000000000001n, peso, 'un billón un pesos'],
    [1n, persona, 'una persona'],
    [201n, persona, 'doscientas una personas'],
    [21000n, persona, 'veintiuna mil personas'],
  ])('%s %s → %s', (n, noun, expected) => {
    expect(countNoun(n, noun)).toBe(expected);
  });
});

const typed = (text: string): TypedNumber => {
  const outcome = readTypedNumber(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.value;
};

describe('reading what is typed', () => {
  it.each<[string, boolean, bigint, string, TypedNumber['separator']]>([
    ['1234', false, 1234n, '', null],
    ['  1234  ', false, 1234n, '', null],
    ['3,14', false, 3n, '14', 'coma'],
    ['3.05', false, 3n, '05', 'punto'],
    ['-7', true, 7n, '', null],
    ['\u22127', true, 7n, '', null],
    ['+7', false, 7n, '', null],
    ['0,5', false, 0n, '5', 'coma'],
    [',5', false, 0n, '5', 'coma'],
    ['007', false, 7n, '', null],
    ['5,', false, 5n, '', 'coma'],
    ['1 000 000', false, 1000000n, '', null],
    ['32\u202f808.399', false, 32808n, '399', 'punto'],
    ['999999999999999999', false, 999999999999999999n, '', null],
    ['$1500', false, 1500n, '', null],
    ['1500 €', false, 1500n, '', null],
    // Minus zero is zero.
    ['-0', false, 0n, '', null],
    ['-0,00', false, 0n, '00', 'coma'],
  ])('%j', (text, negative, integer, decimals, separator) => {
    expect(readTypedNumber(text)).toEqual({ ok: true, value: { negative, integer, decimals, separator } });
  });

  it.each<[string, string, RegExp]>([
    ['', 'empty', /Escribe un número/],
    ['   ', 'empty', /Escribe un número/],
    ['12a4', 'not-a-digit', /«a» no es una cifra/],
    ['1e5', 'not-a-digit', /«e» no es una cifra/],
    ['5 %', 'not-a-digit', /«%» no es una cifra/],
    ['mil doscientos', 'words', /De letras a número/],
    ['1.000.000', 'separators', /más de un separador/],
    ['1.000,5', 'separators', /más de un separador/],
    ['1,000.50', 'separators', /más de un separador/],
    ['3..5', 'separators', /más de un separador/],
    ['12 34', 'spaces', /grupos de tres cifras/],
    ['-', 'invalid', /Escribe un número/],
    ['.', 'invalid', /Escribe un número/],
    ['5-3', 'invalid', /signo/],
    ['--5', 'invalid', /signo/],
    ['1000000000000000000', 'too-large', /999\u202f999\u202f999\u202f999\u202f999\u202f999/],
    ['99999999999999999999999', 'too-large', /demasiado grande/],
    ['3,1415926', 'too-many-decimals', /seis decimales/],
  ])('%j is refused (%s) with a plain message', (text, reason, message) => {
    const outcome = readTypedNumber(text);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.reason).toBe(reason);
      expect(outcome.message).toMatch(message);
      expect(outcome.message).not.toMatch(/NaN|Infinity|undefined/);
    }
  });
});

describe('decimals read as written (D31: the separator typed)', () => {
  it.each<[string, string]>([
    ['3,14', 'tres coma catorce'],
    ['3.14', 'tres punto catorce'],
    // Leading zeros of the decimals are read one by one.
    ['3,05', 'tres coma cero cinco'],
    ['3.005', 'tres punto cero cero cinco'],
    ['3,50', 'tres coma cincuenta'],
    ['3,140', 'tres coma ciento cuarenta'],
    ['0,5', 'cero coma cinco'],
    ['1,5', 'uno coma cinco'],
    ['21,21', 'veintiuno coma veintiuno'],
    ['-0,25', 'menos cero coma veinticinco'],
    ['1000000,000001', 'un millón coma cero cero cero cero cero uno'],
    ['7', 'siete'],
  ])('%s → %s', (text, expected) => {
    const number = typed(text);
    expect(readAsWritten(number, number.separator ?? 'punto')).toBe(expected);
  });

  it('takes the separator as a parameter', () => {
    expect(readAsWritten(typed('3,14'), 'punto')).toBe('tres punto catorce');
    expect(readAsWritten(typed('3.14'), 'coma')).toBe('tres coma catorce');
  });
});

describe('the school form', () => {
  it.each<[string, string]>([
    ['3,14', 'tres enteros y catorce centésimas'],
    ['1,5', 'un entero y cinco décimas'],
    ['21,1', 'veintiún enteros y una décima'],
    ['3,05', 'tres enteros y cinco centésimas'],
    ['0,25', 'veinticinco centésimas'],
    ['2,001', 'dos enteros y una milésima'],
    ['2,201', 'dos enteros y doscientas una milésimas'],
    ['0,0021', 'veintiuna diezmilésimas'],
    ['4,00007', 'cuatro enteros y siete cienmilésimas'],
    ['9,000001', 'nueve enteros y una millonésima'],
    ['1000000,5', 'un millón de enteros y cinco décimas'],
    ['-3,14', 'menos tres enteros y catorce centésimas'],
  ])('%s → %s', (text, expected) => {
    expect(schoolForm(typed(text))).toBe(expected);
  });

  it('is not given for an integer', () => {
    expect(schoolForm(typed('3'))).toBeNull();
  });
});

describe('readNumber: everything the form shows', () => {
  it('reads an integer, its forms before nouns and its ordinal', () => {
    const outcome = readNumber('21');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.words).toBe('veintiuno');
    expect(outcome.value.school).toBeNull();
    expect(outcome.value.beforeNouns).toEqual({
      masculine: 'veintiún años',
      feminine: 'veintiuna personas',
      feminineAlternative: null,
    });
    expect(outcome.value.ordinal.ok && outcome.value.ordinal.value.masculine).toBe('vigesimoprimero');
  });

  it('offers the other feminine where mil follows a 1', () => {
    const outcome = readNumber('21000');
    expect(outcome.ok && outcome.value.beforeNouns).toEqual({
      masculine: 'veintiún mil años',
      feminine: 'veintiuna mil personas',
      feminineAlternative: 'veintiún mil personas',
    });
  });

  it('gives no noun forms where nothing changes', () => {
    const outcome = readNumber('1034');
    expect(outcome.ok && outcome.value.beforeNouns).toBeNull();
  });

  it('reads decimals with the separator typed, and gives no ordinal', () => {
    const outcome = readNumber('3,14');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.words).toBe('tres coma catorce');
    expect(outcome.value.school).toBe('tres enteros y catorce centésimas');
    expect(outcome.value.ordinal.ok).toBe(false);
  });

  it("asks whether '1.500' meant thousands, and reads it as typed meanwhile", () => {
    const outcome = readNumber('1.500');
    expect(outcome.ok && outcome.value.words).toBe('uno punto quinientos');
    expect(outcome.ok && outcome.value.thousandsReading).toBe('mil quinientos');
    for (const text of ['1.50', '1500', '0.500', '1234.567']) {
      const other = readNumber(text);
      expect(other.ok && other.value.thousandsReading).toBeNull();
    }
  });

  it('passes on the reading problems', () => {
    expect(readNumber('12a4')).toMatchObject({ ok: false, reason: 'not-a-digit' });
  });
});
