/**
 * Words → number (D36), and the round trip words → number → words: every n in 0 … 20 000 in every spelling the
 * writer gives (alone, before a masculine noun, feminine, banking 'un mil'), and random BigInts up to 10¹⁸ − 1.
 */
import fc from 'fast-check';
import { spellInteger, type CardinalOptions } from '@/lib/tools/numbers-in-words/cardinal';
import { readAsWritten, schoolForm } from '@/lib/tools/numbers-in-words/decimals';
import { MAX_INTEGER, readTypedNumber } from '@/lib/tools/numbers-in-words/typed-number';
import { wordsToNumber, writeFigures, type WordsNumber } from '@/lib/tools/numbers-in-words/words-to-number';

const figures = (text: string): string => {
  const outcome = wordsToNumber(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return writeFigures(outcome.value, { grouped: false });
};

describe('words → number', () => {
  it.each<[string, string]>([
    ['cero', '0'],
    ['uno', '1'],
    ['mil doscientos treinta y cuatro', '1234'],
    ['dos millones', '2000000'],
    ['veintiún mil', '21000'],
    ['ciento uno', '101'],
    ['cien', '100'],
    ['cien mil', '100000'],
    ['mil', '1000'],
    // México's banking usage reads too.
    ['un mil quinientos', '1500'],
    ['mil millones', '1000000000'],
    ['un billón', '1000000000000'],
    ['un billón uno', '1000000000001'],
    ['mil billones', '1000000000000000'],
    ['un millón mil', '1001000'],
    ['mil un millones', '1001000000'],
    ['doscientas una mil personas'.replace(' personas', ''), '201000'],
    ['veintiuna', '21'],
    // Accents and case do not matter; spaces and punctuation around do not either.
    ['dieciseis', '16'],
    ['VEINTIÚN MIL', '21000'],
    ['  Mil   Doscientos, ', '1200'],
    ['veintitres', '23'],
    // Common slips that still mean one number.
    ['veintiuno mil', '21000'],
    // The rare one-word 31 … 99 the Ortografía records.
    ['treintaiuno', '31'],
    ['cuarentaidós', '42'],
    // 'de' after a scale belongs to the noun.
    ['un millón de', '1000000'],
    ['menos cinco', '-5'],
    ['menos cero', '0'],
    // Decimals: the separator's name, each leading zero, or each digit.
    ['tres coma catorce', '3.14'],
    ['tres punto catorce', '3.14'],
    ['tres coma cero cinco', '3.05'],
    ['tres coma uno cuatro', '3.14'],
    ['cero coma cinco', '0.5'],
    ['menos tres coma ciento cuarenta', '-3.140'],
    // The school form.
    ['tres enteros y catorce centésimas', '3.14'],
    ['un entero y cinco décimas', '1.5'],
    ['veinticinco centesimas', '0.25'],
    ['dos enteros y una milésima', '2.001'],
    ['un millón de enteros y cinco décimas', '1000000.5'],
    ['tres enteros', '3'],
  ])('%j → %s', (text, expected) => {
    expect(figures(text)).toBe(expected);
  });

  it.each<[string, string, RegExp]>([
    ['', 'empty', /Escribe un número con letras/],
    ['mil doscientos treinta y patata', 'unknown-word', /«patata»/],
    ['doce 12', 'unknown-word', /«12»/],
    ['dos tres', 'order', /«tres» no puede ir después de «dos»/],
    ['treinta dos', 'order', /«treinta y dos»/],
    ['diez y seis', 'order', /«dieciséis»/],
    ['veinte y dos', 'order', /«veintidós»/],
    ['ciento y uno', 'order', /«y» solo va entre las decenas y las unidades/],
    ['treinta y', 'order', /Falta la unidad/],
    ['cien dos', 'order', /«ciento»/],
    ['ciento', 'order', /«cien»/],
    ['mil mil', 'order', /«mil» aparece dos veces/],
    ['millones', 'order', /Falta cuántos/],
    ['un millón dos billones', 'order', /cantidad menor/],
    ['dos cero', 'order', /«cero» se escribe solo/],
    ['coma cinco', 'order', /Falta la parte entera/],
    ['tres coma', 'order', /Falta la parte decimal/],
    ['un trillón', 'too-large', /máximo/],
    ['un millón de billones', 'order', /cantidad menor/],
    ['ciento veinte centésimas', 'order', /centésimas/],
    ['mil billones mil billones', 'order', /cantidad menor/],
  ])('%j is refused (%s) with a plain message', (text, reason, message) => {
    const outcome = wordsToNumber(text);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.reason).toBe(reason);
      expect(outcome.message).toMatch(message);
    }
  });

  it('writes the figures as the site does (D8): grouped in threes from five digits', () => {
    const number: WordsNumber = { negative: false, integer: 1234567n, decimals: '05' };
    expect(writeFigures(number)).toBe('1\u202f234\u202f567.05');
    expect(writeFigures(number, { grouped: false })).toBe('1234567.05');
    expect(writeFigures({ negative: true, integer: 1234n, decimals: '' })).toBe('-1234');
  });
});

describe('round trip: number → words → number', () => {
  const spellings: CardinalOptions[] = [
    {},
    { beforeNoun: true },
    { gender: 'femenino' },
    { gender: 'femenino', feminineBeforeMil: 'un' },
    { bankingThousand: true },
  ];

  it('reads back every n in 0 … 20 000 in each of its spellings', () => {
    for (let n = 0n; n <= 20000n; n += 1n) {
      for (const options of spellings) {
        const back = wordsToNumber(spellInteger(n, options));
        if (!back.ok || back.value.integer !== n) {
          throw new Error(`${n} (${JSON.stringify(options)}): ${spellInteger(n, options)}`);
        }
      }
    }
  });

  it('reads back random integers up to 10¹⁸ − 1, negative ones too', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -MAX_INTEGER, max: MAX_INTEGER }), fc.constantFrom(...spellings), (n, options) => {
        const back = wordsToNumber(spellInteger(n, options));
        return back.ok && (back.value.negative ? -back.value.integer : back.value.integer) === n;
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back random decimals as written and in the school form', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MAX_INTEGER }),
        fc.stringMatching(/^\d{1,6}$/),
        fc.constantFrom('coma' as const, 'punto' as const),
        (integer, decimals, separator) => {
          const typed = readTypedNumber(`${integer}${separator === 'coma' ? ',' : '.'}${decimals}`);
          if (!typed.ok) return false;
          const written = wordsToNumber(readAsWritten(typed.value, separator));
          const school = wordsToNumber(schoolForm(typed.value) ?? '');
          const expected = `${integer}.${decimals}`;
          return (
            written.ok &&
            writeFigures(written.value, { grouped: false }) === expected &&
            school.ok &&
            writeFigures(school.value, { grouped: false }) === expected
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never gives NaN, Infinity or an exception for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const outcome = wordsToNumber(text);
        const shown = outcome.ok ? writeFigures(outcome.value) : outcome.message;
        return !/NaN|Infinity|undefined/.test(shown);
      }),
    );
  });
});
