/**
 * Amounts in words (D36): México's cheque and CFDI line, euros, dólares and a currency the visitor names. Expected
 * strings written by hand from the formats' conventions and the RAE's rules (un before a masculine noun, 'de' after
 * millón, accents kept in capitals).
 */
import {
  amountInWords,
  DOLLAR,
  EURO,
  mexicanCheque,
  namedCurrency,
  pluralOf,
  readAmount,
  type Amount,
} from '@/lib/tools/numbers-in-words/money';

const amount = (text: string): Amount => {
  const outcome = readAmount(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return outcome.value;
};

describe('reading an amount', () => {
  it.each<[string, bigint, number]>([
    ['1500.50', 1500n, 50],
    ['1500,5', 1500n, 50],
    ['1500.05', 1500n, 5],
    ['1500', 1500n, 0],
    ['0.99', 0n, 99],
    ['$1 500.50', 1500n, 50],
  ])('%s → %s and %s cents', (text, integer, cents) => {
    expect(readAmount(text)).toEqual({ ok: true, value: { integer, cents } });
  });

  it.each<[string, string, RegExp]>([
    ['1500.505', 'cents', /dos decimales/],
    ['-5', 'negative-amount', /negativo/],
    ['abc', 'words', /cifras/],
    ['', 'empty', /Escribe un número/],
  ])('%j is refused (%s), not rounded', (text, reason, message) => {
    const outcome = readAmount(text);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.reason).toBe(reason);
      expect(outcome.message).toMatch(message);
    }
  });
});

describe('México: cheque and CFDI', () => {
  it.each<[string, string]>([
    ['1500.50', 'MIL QUINIENTOS PESOS 50/100 M.N.'],
    ['1', 'UN PESO 00/100 M.N.'],
    ['21', 'VEINTIÚN PESOS 00/100 M.N.'],
    ['100', 'CIEN PESOS 00/100 M.N.'],
    ['101.01', 'CIENTO UN PESOS 01/100 M.N.'],
    ['0.50', 'CERO PESOS 50/100 M.N.'],
    ['1000000', 'UN MILLÓN DE PESOS 00/100 M.N.'],
    ['2000000.10', 'DOS MILLONES DE PESOS 10/100 M.N.'],
    ['1000100', 'UN MILLÓN CIEN PESOS 00/100 M.N.'],
    ['16', 'DIECISÉIS PESOS 00/100 M.N.'],
  ])('%s → %s', (text, expected) => {
    expect(mexicanCheque(amount(text)).upper).toBe(expected);
  });

  it('keeps M.N. in capitals in the lower-case copy', () => {
    expect(mexicanCheque(amount('1500.50')).lower).toBe('mil quinientos pesos 50/100 M.N.');
  });

  it("writes the banking 'UN MIL' only when asked", () => {
    expect(mexicanCheque(amount('1500.50'), { bankingThousand: true }).upper).toBe(
      'UN MIL QUINIENTOS PESOS 50/100 M.N.',
    );
    expect(mexicanCheque(amount('1500.50'), { bankingThousand: false }).upper).toBe('MIL QUINIENTOS PESOS 50/100 M.N.');
  });
});

describe('euros and dólares', () => {
  it.each<[string, string]>([
    ['1500.50', 'mil quinientos euros con cincuenta céntimos'],
    ['1', 'un euro'],
    ['21', 'veintiún euros'],
    ['21.01', 'veintiún euros con un céntimo'],
    ['0.21', 'cero euros con veintiún céntimos'],
    ['100', 'cien euros'],
    ['1000000', 'un millón de euros'],
    ['1000000.50', 'un millón de euros con cincuenta céntimos'],
  ])('%s → %s', (text, expected) => {
    expect(amountInWords(amount(text), EURO).lower).toBe(expected);
  });

  it.each<[string, string]>([
    ['1500.50', 'mil quinientos dólares con cincuenta centavos'],
    ['1', 'un dólar'],
    ['1.01', 'un dólar con un centavo'],
    ['31', 'treinta y un dólares'],
  ])('%s → %s', (text, expected) => {
    expect(amountInWords(amount(text), DOLLAR).lower).toBe(expected);
  });

  it('copies in upper case with the accents kept', () => {
    expect(amountInWords(amount('21000000'), EURO).upper).toBe('VEINTIÚN MILLONES DE EUROS');
  });
});

describe('a currency the visitor names', () => {
  const currency = (singular: string, plural = '', gender: 'masculino' | 'femenino' = 'masculino') => {
    const outcome = namedCurrency(singular, plural, gender);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  };

  it.each<[string, string, string]>([
    ['sol', '1500.50', 'mil quinientos soles con cincuenta centavos'],
    ['Sol', '1', 'un sol'],
    ['quetzal', '21', 'veintiún quetzales'],
    ['colón', '2.01', 'dos colones con un centavo'],
    ['peso colombiano', '1000000', 'un millón de pesos colombianos'],
  ])('%s: %s → %s', (name, text, expected) => {
    expect(amountInWords(amount(text), currency(name)).lower).toBe(expected);
  });

  it('agrees with a feminine currency', () => {
    expect(amountInWords(amount('201.50'), currency('libra', '', 'femenino')).lower).toBe(
      'doscientas una libras con cincuenta centavos',
    );
  });

  it('takes the plural the visitor gives', () => {
    expect(amountInWords(amount('3'), currency('examen', 'exámenes')).lower).toBe('tres exámenes');
  });

  it('asks for a name when there is none', () => {
    expect(namedCurrency('  ', '', 'masculino')).toMatchObject({ ok: false, reason: 'currency-name' });
    expect(namedCurrency('S/.', '', 'masculino')).toMatchObject({ ok: false, reason: 'currency-name' });
  });

  it.each<[string, string]>([
    ['sol', 'soles'],
    ['euro', 'euros'],
    ['dólar', 'dólares'],
    ['colón', 'colones'],
    ['bolívar', 'bolívares'],
    ['guaraní', 'guaraníes'],
    ['rand', 'rands'],
    ['yen', 'yenes'],
    ['real', 'reales'],
    ['lempira', 'lempiras'],
    ['lunes', 'lunes'],
    ['peso colombiano', 'pesos colombianos'],
    ['libra esterlina', 'libras esterlinas'],
    ['lápiz', 'lápices'],
  ])('the plural of %s is %s', (singular, plural) => {
    expect(pluralOf(singular)).toBe(plural);
  });
});
