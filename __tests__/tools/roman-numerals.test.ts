/** @jest-environment node */
import fc from 'fast-check';
import { romanAnswer, centuryYears, type RomanAnswer } from '@/lib/tools/roman-numerals/answer';
import {
  OVERLINE,
  readRoman,
  ROMAN_MAX,
  romanBreaches,
  romanSum,
  splitVinculum,
  toRoman,
  tokeniseRoman,
  type RomanRule,
} from '@/lib/tools/roman-numerals/numerals';
import { hasRomanQuery, queryFromRomanState, romanStateFromQuery } from '@/lib/tools/roman-numerals/query';
import { describeRomanAnswer, explainRoman, formatWhole, romanHint } from '@/lib/tools/roman-numerals/wording';

/** A bar over each letter of a plain numeral, as the page writes the vinculum. */
const bar = (letters: string) => [...letters].map((letter) => letter + OVERLINE).join('');

const written = (n: number) => {
  const result = toRoman(n);
  if (!result.ok) throw new Error(`${n}: ${result.reason}`);
  return result.roman;
};

const answer = (text: string) => romanAnswer(text);
const okAnswer = (text: string) => {
  const result = romanAnswer(text);
  if (!result.ok) throw new Error(`${text}: ${result.reason}`);
  return result;
};

/** Worked by hand, place by place (thousands, hundreds, tens, units; the bar from 4000). */
const HAND_TABLE: readonly (readonly [number, string])[] = [
  [1, 'I'],
  [2, 'II'],
  [3, 'III'],
  [4, 'IV'],
  [5, 'V'],
  [6, 'VI'],
  [9, 'IX'],
  [10, 'X'],
  [14, 'XIV'],
  [19, 'XIX'],
  [40, 'XL'],
  [44, 'XLIV'],
  [49, 'XLIX'],
  [90, 'XC'],
  [99, 'XCIX'],
  [400, 'CD'],
  [444, 'CDXLIV'],
  [500, 'D'],
  [900, 'CM'],
  [1000, 'M'],
  [1492, 'MCDXCII'],
  [1666, 'MDCLXVI'],
  [1888, 'MDCCCLXXXVIII'],
  [1999, 'MCMXCIX'],
  [2000, 'MM'],
  [2026, 'MMXXVI'],
  [3888, 'MMMDCCCLXXXVIII'],
  [3999, 'MMMCMXCIX'],
  // 4000 = 4 thousands under the bar; the rest without it.
  [4000, bar('IV')],
  [4001, `${bar('IV')}I`],
  [4500, `${bar('IV')}D`],
  [5000, bar('V')],
  [6000, bar('VI')],
  [9000, bar('IX')],
  [9999, `${bar('IX')}CMXCIX`],
  [10_000, bar('X')],
  [14_014, `${bar('XIV')}XIV`],
  [100_000, bar('C')],
  [1_000_000, bar('M')],
  [1_999_999, `${bar('MCMXCIX')}CMXCIX`],
  [3_999_999, `${bar('MMMCMXCIX')}CMXCIX`],
];

describe('toRoman', () => {
  it.each(HAND_TABLE)('%d → %s', (n, roman) => {
    expect(toRoman(n)).toEqual({ ok: true, roman });
  });

  it.each([
    [0, 'zero'],
    [-1, 'negative'],
    [-4000, 'negative'],
    [2.5, 'not-integer'],
    [4_000_000, 'too-large'],
    [Number.NaN, 'not-finite'],
    [Infinity, 'not-finite'],
  ])('%d has no numeral: %s', (n, reason) => {
    expect(toRoman(n)).toEqual({ ok: false, reason });
  });

  it('never uses M from 4000 on, and always uses it for the thousands below', () => {
    for (let n = 1000; n < 4000; n += 1) {
      const roman = written(n);
      expect(roman.startsWith('M'.repeat(Math.floor(n / 1000)))).toBe(true);
      expect(roman).not.toContain(OVERLINE);
    }
    for (const n of [4000, 4999, 5000, 9999, 123_456, ROMAN_MAX]) {
      const { barred, plain } = splitVinculum(written(n));
      expect(barred.length).toBeGreaterThan(0);
      expect(barred).toBe(bar(written(Math.floor(n / 1000))));
      expect(plain).toBe(n % 1000 ? written(n % 1000) : '');
    }
  });
});

describe('readRoman', () => {
  it.each(HAND_TABLE)('%d ← %s (standard)', (n, roman) => {
    expect(readRoman(roman)).toMatchObject({ ok: true, standard: true, value: n, roman });
  });

  it('reads back every numeral from 1 to 3999 as its number, in the standard form and breaking no rule', () => {
    for (let n = 1; n <= 3999; n += 1) {
      const roman = written(n);
      const reading = readRoman(roman);
      expect(reading).toMatchObject({ ok: true, standard: true, value: n });
      const tokens = tokeniseRoman(roman);
      expect(tokens.ok && romanBreaches(tokens.symbols)).toEqual([]);
    }
  });

  it('reads back the vinculum range 4000–3 999 999 as standard, breaking no rule: every thousand with a spread of rests, every rest with a spread of thousands, and a stride', () => {
    // toRoman(n) is the barred numeral of ⌊n / 1000⌋ followed by the plain numeral of n mod 1000, so crossing every
    // thousand with awkward rests, and every rest with awkward thousands, covers each piece of every n. (Every n
    // one by one takes over a minute on the shared test machine.)
    const checked = new Set<number>();
    const check = (n: number) => {
      if (checked.has(n)) return;
      checked.add(n);
      const roman = written(n);
      const reading = readRoman(roman);
      if (!reading.ok || !reading.standard || reading.value !== n) throw new Error(`${n} does not round-trip`);
      const tokens = tokeniseRoman(roman);
      if (!tokens.ok || romanBreaches(tokens.symbols).length > 0) throw new Error(`${roman} breaks a rule`);
    };
    const rests = [0, 1, 4, 9, 14, 40, 49, 90, 99, 400, 444, 888, 900, 999];
    for (let thousands = 4; thousands <= 3999; thousands += 1) for (const rest of rests) check(thousands * 1000 + rest);
    for (const thousands of [4, 5, 9, 10, 40, 400, 1000, 1888, 3999]) {
      for (let rest = 0; rest < 1000; rest += 1) check(thousands * 1000 + rest);
    }
    for (let n = 4000; n <= ROMAN_MAX; n += 997) check(n);
    check(ROMAN_MAX);
    expect(checked.size).toBeGreaterThan(60_000);
  });

  it('reads lower case, the macron and precomposed or compatibility characters', () => {
    expect(readRoman('xiv')).toMatchObject({ ok: true, standard: true, value: 14, roman: 'XIV', lowerCase: true });
    expect(readRoman('mcmxcix')).toMatchObject({ value: 1999, roman: 'MCMXCIX' });
    expect(readRoman('I\u0304V\u0304')).toMatchObject({ standard: true, value: 4000, roman: bar('IV'), macron: true });
    expect(readRoman('\u012aV\u0305I')).toMatchObject({ standard: true, value: 4001, macron: true });
    expect(readRoman('i̅v̅')).toMatchObject({ standard: true, value: 4000, lowerCase: true });
    expect(readRoman('Ⅻ')).toMatchObject({ standard: true, value: 12, roman: 'XII' });
    expect(readRoman('  XIV  ')).toMatchObject({ standard: true, value: 14 });
  });

  it('names the characters that are not Roman symbols, once each, as typed', () => {
    expect(readRoman('ABC')).toEqual({ ok: false, reason: 'bad-symbols', symbols: ['A', 'B'] });
    expect(readRoman('XIVQ')).toEqual({ ok: false, reason: 'bad-symbols', symbols: ['Q'] });
    expect(readRoman('XÍV')).toEqual({ ok: false, reason: 'bad-symbols', symbols: ['Í'] });
    expect(readRoman('XIV2')).toEqual({ ok: false, reason: 'bad-symbols', symbols: ['2'] });
    expect(readRoman('QQX')).toEqual({ ok: false, reason: 'bad-symbols', symbols: ['Q'] });
    // A bar with no letter under it.
    expect(readRoman(`${OVERLINE}X`)).toEqual({ ok: false, reason: 'bad-symbols', symbols: [`\u25cc${OVERLINE}`] });
  });

  it('refuses spaces inside a numeral and two bars', () => {
    expect(readRoman('M CM')).toEqual({ ok: false, reason: 'space' });
    expect(readRoman(`I${OVERLINE}${OVERLINE}`)).toEqual({ ok: false, reason: 'two-bars' });
    expect(readRoman('I\u033f')).toEqual({ ok: false, reason: 'two-bars' });
    expect(readRoman('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});

/** Each non-standard form: what it adds up to, its standard form, and the rules named. */
const NON_STANDARD: readonly (readonly [string, number, string | undefined, readonly RomanRule[]])[] = [
  ['IIII', 4, 'IV', ['more-than-three']],
  ['VIIII', 9, 'IX', ['more-than-three']],
  ['XXXX', 40, 'XL', ['more-than-three']],
  ['CCCC', 400, 'CD', ['more-than-three']],
  ['DCCCC', 900, 'CM', ['more-than-three']],
  ['IC', 99, 'XCIX', ['subtracts-too-far']],
  ['IL', 49, 'XLIX', ['subtracts-too-far']],
  ['ID', 499, 'CDXCIX', ['subtracts-too-far']],
  ['XM', 990, 'CMXC', ['subtracts-too-far']],
  ['XD', 490, 'CDXC', ['subtracts-too-far']],
  ['VX', 5, 'V', ['five-subtracts']],
  ['VL', 45, 'XLV', ['five-subtracts']],
  ['LC', 50, 'L', ['five-subtracts']],
  ['DM', 500, 'D', ['five-subtracts']],
  // IIX is 10 − 2, as the Romans' duodeviginti (two from twenty) was written IIXX.
  ['IIX', 8, 'VIII', ['several-subtract']],
  ['XXC', 80, 'LXXX', ['several-subtract']],
  ['VV', 10, 'X', ['five-repeated']],
  ['LL', 100, 'C', ['five-repeated']],
  ['DD', 1000, 'M', ['five-repeated']],
  ['VIV', 9, 'IX', ['five-repeated']],
  ['MMMM', 4000, bar('IV'), ['more-than-three', 'thousands-need-bar']],
  ['MMMMM', 5000, bar('V'), ['more-than-three', 'thousands-need-bar']],
  ['IXI', 10, 'X', ['order']],
  ['IXX', 19, 'XIX', ['order']],
  ['XCX', 100, 'C', ['order']],
  ['MCMM', 2900, 'MMCM', ['order']],
  ['IIIIV', 1, 'I', ['more-than-three', 'several-subtract']],
  // The vinculum's own rules.
  [bar('I'), 1000, 'M', ['bar-below-4000']],
  [bar('III'), 3000, 'MMM', ['bar-below-4000']],
  [`${bar('V')}M`, 6000, bar('VI'), ['thousands-need-bar']],
  [`M${bar('V')}`, 4000, bar('IV'), ['thousands-need-bar', 'bar-after-plain']],
  [`X${bar('V')}`, 4990, `${bar('IV')}CMXC`, ['subtracts-too-far', 'bar-after-plain']],
  [bar('IIII'), 4000, bar('IV'), ['more-than-three']],
  // Sums with no numeral.
  ['IIIIIIV', -1, undefined, ['more-than-three', 'several-subtract']],
  [bar('MMMM'), 4_000_000, undefined, ['more-than-three']],
];

describe('non-standard numerals (D36: neither accepted nor refused in silence)', () => {
  it.each(NON_STANDARD)('%s adds up to %d, written %s; rules: %j', (text, value, standard, rules) => {
    const reading = readRoman(text);
    expect(reading).toMatchObject({ ok: true, standard: false, value, roman: standard });
    if (!reading.ok || reading.standard) return;
    expect(reading.breaches.map((breach) => breach.rule)).toEqual(rules);
    const tokens = tokeniseRoman(text);
    expect(tokens.ok && romanSum(tokens.symbols)).toBe(value);
  });

  it('reads lower-case non-standard forms the same way', () => {
    expect(readRoman('iiii')).toMatchObject({ standard: false, value: 4, roman: 'IV', written: 'IIII' });
  });

  it('answers with the sum, the standard form and why', () => {
    const view = describeRomanAnswer(okAnswer('IIII'));
    expect(view.line).toBe('IIII → 4');
    expect(view.copy).toBe('4');
    expect(view.problem?.summary).toBe(
      'IIII no está en la forma estándar: sumando y restando sus símbolos da 4, que se escribe IV.',
    );
    expect(view.problem?.reasons).toEqual([
      'IIII repite la I cuatro veces seguidas, y ningún símbolo se escribe más de tres veces seguidas.',
      'IIII es la forma que conservan muchas esferas de reloj, por tradición; fuera de ellas, el 4 se escribe IV.',
    ]);
    expect(describeRomanAnswer(okAnswer('IC')).problem?.reasons[0]).toBe(
      'En IC, la I resta de la C, pero cada símbolo solo resta de los dos inmediatamente mayores: la I de V y X, la X de L y C, y la C de D y M.',
    );
    expect(describeRomanAnswer(okAnswer('VX')).problem?.reasons[0]).toBe(
      'En VX, la V va delante de un símbolo mayor para restar, pero solo restan la I, la X y la C; V, L y D nunca restan.',
    );
    expect(describeRomanAnswer(okAnswer('IIX')).problem?.reasons[0]).toBe(
      'En IIX restan dos I a la vez, y solo se resta un símbolo cada vez.',
    );
    expect(describeRomanAnswer(okAnswer('XM')).problem?.summary).toContain('da 990, que se escribe CMXC.');
    expect(describeRomanAnswer(okAnswer('MMMM')).problem?.summary).toContain(`da 4000, que se escribe ${bar('IV')}.`);
  });

  it('gives no result line where the sum has no numeral, and says why', () => {
    const view = describeRomanAnswer(okAnswer('IIIIIIV'));
    expect(view.line).toBe('');
    expect(view.problem?.summary).toBe(
      'IIIIIIV no es un número romano válido: sumando y restando sus símbolos da −1, y ese número no tiene número romano.',
    );
    expect(describeRomanAnswer(okAnswer(bar('MMMM'))).problem?.summary).toContain(
      'da 4\u202f000\u202f000, más de lo que',
    );
  });

  it('never passes an arrangement of symbols off as standard, and always names a rule (property)', () => {
    const symbol = fc.constantFrom(
      'I',
      'V',
      'X',
      'L',
      'C',
      'D',
      'M',
      'i',
      'x',
      'm',
      `I${OVERLINE}`,
      `V${OVERLINE}`,
      `M${OVERLINE}`,
    );
    fc.assert(
      fc.property(fc.array(symbol, { minLength: 1, maxLength: 12 }), (parts) => {
        const reading = readRoman(parts.join(''));
        if (!reading.ok) return false;
        const standard = toRoman(reading.value);
        expect(Number.isFinite(reading.value)).toBe(true);
        if (reading.standard) return standard.ok && standard.roman === reading.roman;
        expect(reading.breaches.length).toBeGreaterThan(0);
        return standard.ok ? reading.roman === standard.roman && reading.written !== standard.roman : !reading.roman;
      }),
      { numRuns: 3000 },
    );
  });
});

describe('romanAnswer: the one field', () => {
  it.each([
    ['14', 'XIV'],
    ['2026', 'MMXXVI'],
    ['+7', 'VII'],
    ['3 999 999', bar('MMMCMXCIX') + 'CMXCIX'],
    ['3\u202f999\u202f999', bar('MMMCMXCIX') + 'CMXCIX'],
    ['4e3', bar('IV')],
    ['4000', bar('IV')],
  ])('the number %j → %s', (text, roman) => {
    expect(answer(text)).toEqual({ ok: true, kind: 'to-roman', value: expect.any(Number), roman });
  });

  it.each([
    ['XIV', 14],
    ['xiv', 14],
    ['MCMXCIX', 1999],
    ['mmxxvi', 2026],
  ])('the numeral %j → %d', (text, value) => {
    expect(answer(text)).toMatchObject({ ok: true, kind: 'to-number', value });
  });

  it.each([
    ['siglo XXI', 21, 'XXI', 'roman', 2001, 2100],
    ['siglo xxi', 21, 'XXI', 'roman', 2001, 2100],
    ['Siglo XV', 15, 'XV', 'roman', 1401, 1500],
    ['s. XIX', 19, 'XIX', 'roman', 1801, 1900],
    ['siglo XX', 20, 'XX', 'roman', 1901, 2000],
    ['siglo 21', 21, 'XXI', 'number', 2001, 2100],
    ['siglo I', 1, 'I', 'roman', 1, 100],
    ['siglo DC', 600, 'DC', 'roman', 59_901, 60_000],
  ])('%j is the century %d (%s), years %d–%d', (text, century, roman, given, firstYear, lastYear) => {
    expect(answer(text)).toMatchObject({
      ok: true,
      kind: 'century',
      century,
      roman,
      given,
      era: 'despues',
      firstYear,
      lastYear,
    });
  });

  it.each(['siglo V a. C.', 'siglo v a.C.', 'siglo V antes de Cristo', 'siglo 5 a. de C.'])(
    '%j is the fifth century before Christ, 500 to 401',
    (text) => {
      expect(answer(text)).toMatchObject({ kind: 'century', century: 5, era: 'antes', firstYear: 500, lastYear: 401 });
    },
  );

  it('reads a century written in a non-standard form, and says so', () => {
    const century = okAnswer('siglo XVIIII');
    expect(century).toMatchObject({ kind: 'century', century: 19, roman: 'XIX', nonStandard: { written: 'XVIIII' } });
    const view = describeRomanAnswer(century);
    expect(view.line).toBe('siglo XVIIII → 19');
    expect(view.problem?.summary).toBe('XVIIII no está en la forma estándar: se lee 19, que se escribe XIX.');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'zero'],
    ['-0', 'zero'],
    ['000', 'zero'],
    ['-5', 'negative'],
    ['\u22125', 'negative'],
    ['-XIV', 'negative'],
    ['-2.5', 'negative'],
    ['2.5', 'decimal'],
    ['0,5', 'decimal'],
    ['1.500', 'grouped'],
    ['3,999,999', 'grouped'],
    ['4000000', 'too-large'],
    ['1e400', 'too-large'],
    ['12a', 'not-a-number'],
    ['ABC', 'bad-symbols'],
    ['XIVQ', 'bad-symbols'],
    ['siglo', 'century-missing'],
    ['siglo 0', 'zero'],
    ['siglo 2.5', 'decimal'],
    ['M M', 'space'],
    [`M${OVERLINE}${OVERLINE}`, 'two-bars'],
  ])('%j has no answer: %s', (text, reason) => {
    expect(answer(text)).toMatchObject({ ok: false, reason });
  });
});

describe('wording', () => {
  it.each([
    ['14', '14 → XIV', 'XIV', ['XIV = 10 + (5 − 1) = 14.']],
    ['1999', '1999 → MCMXCIX', 'MCMXCIX', ['MCMXCIX = 1000 + (1000 − 100) + (100 − 10) + (10 − 1) = 1999.']],
    ['4', '4 → IV', 'IV', ['IV = 5 − 1 = 4.']],
    ['1', '1 → I', 'I', []],
    [
      '4000',
      `4000 → ${bar('IV')}`,
      bar('IV'),
      [`La raya encima (el vínculo) multiplica por 1000: ${bar('IV')} vale 4 × 1000 = 4000.`],
    ],
    [
      '4001',
      `4001 → ${bar('IV')}I`,
      `${bar('IV')}I`,
      [`La raya encima (el vínculo) multiplica por 1000: ${bar('IV')} vale 4 × 1000 = 4000, y I suma 1.`],
    ],
    [
      '1000000',
      `1\u202f000\u202f000 → ${bar('M')}`,
      bar('M'),
      [`La raya encima (el vínculo) multiplica por 1000: ${bar('M')} vale 1000 × 1000 = 1\u202f000\u202f000.`],
    ],
    ['MCMXCIX', 'MCMXCIX → 1999', '1999', ['MCMXCIX = 1000 + (1000 − 100) + (100 − 10) + (10 − 1) = 1999.']],
    ['xiv', 'XIV → 14', '14', ['XIV = 10 + (5 − 1) = 14.', 'Los números romanos se escriben con mayúsculas: XIV.']],
    [
      'siglo XXI',
      'siglo XXI → 21',
      '21',
      [
        'El siglo XXI abarca del 1 de enero de 2001 al 31 de diciembre de 2100. Cada siglo empieza en un año acabado en 01 porque la cuenta de los años empieza en el 1: no hubo año 0.',
      ],
    ],
    [
      'siglo 5 a. C.',
      'siglo 5 a. C. → V',
      'V',
      ['El siglo V a. C. abarca del año 500 a. C. al 401 a. C.: antes de Cristo, los años se cuentan hacia atrás.'],
    ],
  ])('%j reads %j, copies %j', (text, line, copy, notes) => {
    expect(describeRomanAnswer(okAnswer(text))).toEqual({ line, copy, notes });
  });

  it('copies a large number without its group spaces', () => {
    expect(describeRomanAnswer(okAnswer(`${bar('MMMCMXCIX')}CMXCIX`)).copy).toBe('3999999');
  });

  it.each([
    ['0', 'El 0 no tiene número romano: los romanos no tenían ningún símbolo para el cero.'],
    ['-5', 'Los números negativos no tienen número romano: la numeración romana solo escribe enteros positivos.'],
    ['2.5', 'Los números romanos solo escriben números enteros, y 2.5 tiene decimales.'],
    ['ABC', '«A» y «B» no son símbolos romanos. Los siete símbolos son I, V, X, L, C, D y M.'],
    ['XIVQ', '«Q» no es un símbolo romano. Los siete símbolos son I, V, X, L, C, D y M.'],
    ['4000000', `El mayor número que se escribe con una sola raya es 3\u202f999\u202f999: ${bar('MMMCMXCIX')}CMXCIX.`],
    [
      '1.500',
      '1.500 se lee como un número con decimales, porque el punto y la coma separan los decimales. Si quieres decir 1500, escríbelo sin puntos ni comas.',
    ],
  ])('the hint for %j', (text, hint) => {
    const result = answer(text);
    expect(!result.ok && romanHint(result)).toBe(hint);
  });

  it('never writes NaN, undefined or an empty hint for a failure', () => {
    const texts = [
      '',
      '0',
      '-1',
      '2.5',
      '1.500',
      '4000000',
      '1e400',
      'x1',
      'ABC',
      'siglo',
      'M M',
      `I${OVERLINE}${OVERLINE}`,
      '12a',
    ];
    for (const text of texts) {
      const result: RomanAnswer = answer(text);
      if (result.ok) continue;
      const hint = romanHint(result);
      if (result.reason === 'empty') expect(hint).toBe('');
      else expect(hint).toMatch(/^\S.*\.$/u);
      expect(hint).not.toMatch(/NaN|undefined|Infinity/u);
    }
  });

  it('explains a standard numeral as the sum of its terms, and nothing else', () => {
    expect(explainRoman('XCIV')).toBe('XCIV = (100 − 10) + (5 − 1) = 94');
    expect(explainRoman(`${bar('IV')}D`)).toBe('I̅V̅D = (5000 − 1000) + 500 = 4500');
    expect(explainRoman('V')).toBeUndefined();
    expect(explainRoman('IIII')).toBeUndefined();
    expect(explainRoman('ABC')).toBeUndefined();
  });

  it('writes negative sums with a minus sign and groups from five digits (D8)', () => {
    expect(formatWhole(-7)).toBe('\u22127');
    expect(formatWhole(9999)).toBe('9999');
    expect(formatWhole(10_000)).toBe('10\u202f000');
  });
});

describe('centuryYears', () => {
  it.each([
    [1, 'despues', 1, 100],
    [20, 'despues', 1901, 2000],
    [21, 'despues', 2001, 2100],
    [1, 'antes', 100, 1],
    [5, 'antes', 500, 401],
  ] as const)('siglo %d %s: %d to %d', (century, era, firstYear, lastYear) => {
    expect(centuryYears(century, era)).toEqual({ firstYear, lastYear });
  });
});

describe('the address (D9)', () => {
  it('reads ?valor= as typed and writes it back; no value, no query', () => {
    expect(romanStateFromQuery('?valor=MCMXCIX', { text: '' })).toEqual({ text: 'MCMXCIX' });
    expect(romanStateFromQuery('?valor=siglo%20xxi&otra=1', { text: '' })).toEqual({ text: 'siglo xxi' });
    expect(romanStateFromQuery('?otra=1', { text: 'X' })).toEqual({ text: 'X' });
    expect(queryFromRomanState({ text: ' XIV ' })).toBe('?valor=XIV');
    expect(queryFromRomanState({ text: '  ' })).toBe('');
    expect(hasRomanQuery('?valor=')).toBe(true);
    expect(hasRomanQuery('?de=metros')).toBe(false);
  });
});
