import { numerosCards, numerosContent } from '@/lib/families/numeros/words';
import { formatInBase, parseInBase } from '@/lib/units/bases';
import {
  baseOptionLabel,
  changeSource,
  evaluateNumbers,
  initialNumbersState,
  numberCardExample,
  parseCustomBase,
  swapNumbers,
  type NumbersState,
} from '@/lib/units/numeros';
import { hasNumbersQuery, numbersStateFromQuery, queryFromNumbersState } from '@/lib/units/numeros-query';

const value = (text: string, radix: number) => {
  const parsed = parseInBase(text, radix);
  return parsed.ok ? parsed.value : parsed.reason;
};

const state = (patch: Partial<NumbersState>): NumbersState => ({ ...initialNumbersState(), ...patch });

describe('parseInBase', () => {
  // Expected values worked out by hand from the positional rule.
  it.each([
    ['0', 2, 0n],
    ['1', 2, 1n],
    ['101', 2, 5n], // 4 + 1
    ['11111111', 2, 255n], // 2^8 − 1
    ['7', 8, 7n],
    ['17', 8, 15n], // 8 + 7
    ['755', 8, 493n], // 7·64 + 5·8 + 5
    ['9', 10, 9n],
    ['0042', 10, 42n],
    ['F', 16, 15n],
    ['FF', 16, 255n], // 15·16 + 15
    ['7FF', 16, 2047n], // 7·256 + 15·16 + 15
    ['FF8800', 16, 16746496n], // 255·65536 + 136·256
    ['Z', 36, 35n],
    ['10', 36, 36n],
    ['LFLS', 36, 1000000n], // 21·46656 + 15·1296 + 21·36 + 28
    ['12', 3, 5n], // 3 + 2
    ['A', 11, 10n],
  ])('%s in base %i is %s', (text, radix, expected) => {
    expect(value(text, radix)).toBe(expected);
  });

  it.each([
    ['102', 2],
    ['2', 2],
    ['8', 8],
    ['19', 8],
    ['A', 10],
    ['1.5', 10],
    ['1,5', 10],
    ['1 000', 10],
    ['G', 16],
    ['0x1F', 16],
    ['FG', 16],
    ['3', 3],
    ['B', 11],
    ['Z!', 36],
    ['-', 10],
    ['--1', 10],
    ['+1', 10],
  ])('%s is not a number in base %i', (text, radix) => {
    expect(value(text, radix)).toBe('invalid');
  });

  it('reads empty and blank text as empty, not invalid', () => {
    expect(value('', 10)).toBe('empty');
    expect(value('   ', 16)).toBe('empty');
  });

  it('accepts lower-case letters and spaces around', () => {
    expect(value('ff', 16)).toBe(255n);
    expect(value('  fF ', 16)).toBe(255n);
    expect(value('z', 36)).toBe(35n);
  });

  it('reads negatives, and -0 as 0', () => {
    expect(value('-101', 2)).toBe(-5n);
    expect(value('-FF', 16)).toBe(-255n);
    expect(value('\u221210', 10)).toBe(-10n);
    expect(value('-0', 10)).toBe(0n);
  });

  it('rejects a base outside 2-36', () => {
    expect(value('1', 1)).toBe('invalid');
    expect(value('1', 37)).toBe('invalid');
    expect(value('1', 2.5)).toBe('invalid');
  });

  it('is exact for 64 binary digits and beyond', () => {
    const ones = '1'.repeat(64);
    // 2^64 − 1
    expect(value(ones, 2)).toBe(18446744073709551615n);
    expect(value('FFFFFFFFFFFFFFFF', 16)).toBe(18446744073709551615n);
    expect(value('18446744073709551615', 10)).toBe(18446744073709551615n);
    // 2^64: a 1 followed by 64 zeros
    expect(value(`1${'0'.repeat(64)}`, 2)).toBe(18446744073709551616n);
    expect(value('10000000000000000', 16)).toBe(18446744073709551616n);
    // 2^64 in octal: 2^64 = 2 · 8^21, so '2' followed by 21 zeros
    expect(value(`2${'0'.repeat(21)}`, 8)).toBe(18446744073709551616n);
  });

  it('is exact in the chunked bases too (3^40 written in base 3, 36^12 in base 36)', () => {
    expect(value(`1${'0'.repeat(40)}`, 3)).toBe(12157665459056928801n); // 3^40
    expect(value(`1${'0'.repeat(12)}`, 36)).toBe(4738381338321616896n); // 36^12
    expect(value('Z'.repeat(12), 36)).toBe(4738381338321616895n); // 36^12 − 1
  });
});

describe('formatInBase', () => {
  it.each([
    [0n, 2, '0'],
    [5n, 2, '101'],
    [255n, 2, '11111111'],
    [493n, 8, '755'],
    [255n, 16, 'FF'],
    [48879n, 16, 'BEEF'],
    [35n, 36, 'Z'],
    [1000000n, 36, 'LFLS'],
    [-5n, 2, '-101'],
    [-255n, 16, '-FF'],
    [18446744073709551615n, 2, '1'.repeat(64)],
    [18446744073709551615n, 16, 'FFFFFFFFFFFFFFFF'],
    [18446744073709551616n, 10, '18446744073709551616'],
    [18446744073709551616n, 16, '10000000000000000'],
  ])('%s in base %i is %s', (n, radix, expected) => {
    expect(formatInBase(n, radix)).toBe(expected);
  });

  it('never writes -0', () => {
    expect(formatInBase(-0n, 10)).toBe('0');
    const parsed = parseInBase('-0', 16);
    expect(parsed.ok && formatInBase(parsed.value, 16)).toBe('0');
  });

  it('round-trips through every base from 2 to 36', () => {
    const samples = [0n, 1n, -1n, 35n, 36n, 123456789n, -987654321n, 2n ** 64n, -(2n ** 100n) + 7n];
    for (let radix = 2; radix <= 36; radix += 1) {
      for (const n of samples) expect(value(formatInBase(n, radix), radix)).toBe(n);
    }
  });
});

describe('parseCustomBase', () => {
  it.each([
    ['2', 2],
    ['36', 36],
    [' 16 ', 16],
    [2, 2],
    [36, 36],
  ])('%p is base %i', (input, expected) => {
    expect(parseCustomBase(input)).toBe(expected);
  });

  it.each([['1'], ['37'], [''], ['abc'], ['2.5'], ['-5'], ['1e1'], [1], [37], [2.5], [0], [Number.NaN]])(
    '%p is not a base',
    (input) => {
      expect(parseCustomBase(input)).toBeUndefined();
    },
  );
});

describe('evaluateNumbers', () => {
  it('starts empty: decimal → binario, no value, no result, no error (spec 001 §2)', () => {
    expect(initialNumbersState()).toEqual({ valueText: '', from: 'decimal', to: 'binario', baseText: '36' });
    expect(evaluateNumbers(initialNumbersState())).toEqual({
      error: '',
      errorField: null,
      line: '',
      resultText: '',
      equivalences: [],
    });
  });

  it('converts and writes the panel line', () => {
    const view = evaluateNumbers(state({ valueText: '255' }));
    expect(view.line).toBe('255 (base 10) → 11111111 (base 2)');
    expect(view.resultText).toBe('11111111');
    expect(view.error).toBe('');
  });

  it('writes the value in its canonical form in the line', () => {
    expect(evaluateNumbers(state({ valueText: 'ff', from: 'hexadecimal', to: 'decimal' })).line).toBe(
      'FF (base 16) → 255 (base 10)',
    );
    expect(evaluateNumbers(state({ valueText: '-0', from: 'decimal', to: 'binario' })).line).toBe(
      '0 (base 10) → 0 (base 2)',
    );
  });

  it('lists the value in every other base, the custom one with its radix', () => {
    const view = evaluateNumbers(state({ valueText: '255' }));
    expect(view.equivalences).toEqual([
      { key: 'binario', label: 'Binario (base 2)', text: '11111111' },
      { key: 'octal', label: 'Octal (base 8)', text: '377' },
      { key: 'hexadecimal', label: 'Hexadecimal (base 16)', text: 'FF' },
      { key: 'base', label: 'Base personalizada (base 36)', text: '73' }, // 7·36 + 3
    ]);
  });

  it("shows 'Entrada inválida para base {n}' and no result for a digit outside the base", () => {
    const view = evaluateNumbers(state({ valueText: '102', from: 'binario', to: 'decimal' }));
    expect(view).toMatchObject({
      error: 'Entrada inválida para base 2',
      errorField: 'value',
      line: '',
      resultText: '',
    });
    expect(view.equivalences).toEqual([]);
    expect(evaluateNumbers(state({ valueText: '8', from: 'octal' })).error).toBe('Entrada inválida para base 8');
    expect(evaluateNumbers(state({ valueText: 'G', from: 'hexadecimal' })).error).toBe('Entrada inválida para base 16');
  });

  it('uses the custom base on either side', () => {
    expect(evaluateNumbers(state({ valueText: 'Z', from: 'base', to: 'decimal', baseText: '36' })).line).toBe(
      'Z (base 36) → 35 (base 10)',
    );
    expect(evaluateNumbers(state({ valueText: '5', from: 'decimal', to: 'base', baseText: '3' })).line).toBe(
      '5 (base 10) → 12 (base 3)',
    );
    expect(evaluateNumbers(state({ valueText: '3', from: 'base', to: 'decimal', baseText: '3' })).error).toBe(
      'Entrada inválida para base 3',
    );
  });

  it('asks for a valid custom base only when the custom base is in use', () => {
    const invalid = evaluateNumbers(state({ valueText: '10', from: 'base', to: 'decimal', baseText: '40' }));
    expect(invalid).toMatchObject({
      error: 'La base debe ser un número entero entre 2 y 36',
      errorField: 'base',
      line: '',
    });
    const unused = evaluateNumbers(state({ valueText: '10', baseText: '40' }));
    expect(unused.error).toBe('');
    expect(unused.line).toBe('10 (base 10) → 1010 (base 2)');
    expect(unused.equivalences.map((item) => item.key)).toEqual(['binario', 'octal', 'hexadecimal']);
  });
});

describe('source change and swap', () => {
  it('keeps the target when the source changes (D11 does not apply here)', () => {
    expect(changeSource(state({}), 'hexadecimal')).toMatchObject({ from: 'hexadecimal', to: 'binario' });
  });

  it('trades places when the new source is the current target', () => {
    expect(changeSource(state({ valueText: '10' }), 'binario')).toEqual(
      state({ valueText: '10', from: 'binario', to: 'decimal' }),
    );
  });

  it('swaps the bases and moves the result into the value', () => {
    expect(swapNumbers(state({ valueText: '255' }))).toEqual(
      state({ valueText: '11111111', from: 'binario', to: 'decimal' }),
    );
  });

  it('keeps the value when there is no result', () => {
    expect(swapNumbers(state({ valueText: '' }))).toEqual(state({ from: 'binario', to: 'decimal' }));
    expect(swapNumbers(state({ valueText: 'XYZ' }))).toEqual(
      state({ valueText: 'XYZ', from: 'binario', to: 'decimal' }),
    );
  });
});

describe('address (D9)', () => {
  const fallback = initialNumbersState();

  it('reads a complete state, upper-casing the value', () => {
    expect(numbersStateFromQuery('?valor=ff&de=hexadecimal&a=base&base=20', fallback)).toEqual({
      valueText: 'FF',
      from: 'hexadecimal',
      to: 'base',
      baseText: '20',
    });
  });

  it('ignores unknown keys and falls back on invalid values', () => {
    expect(numbersStateFromQuery('?de=sexagesimal&a=octal&base=99&x=1', fallback)).toEqual({
      valueText: '',
      from: 'decimal',
      to: 'octal',
      baseText: '36',
    });
  });

  it('never starts with the source as the target', () => {
    expect(numbersStateFromQuery('?de=octal&a=octal', fallback)).toMatchObject({ from: 'octal', to: 'binario' });
    expect(numbersStateFromQuery('?de=binario', fallback)).toMatchObject({ from: 'binario', to: 'decimal' });
  });

  it('writes the state and reads it back', () => {
    const written = state({ valueText: 'FF', from: 'hexadecimal', to: 'binario' });
    expect(queryFromNumbersState(written)).toBe('?valor=FF&de=hexadecimal&a=binario&base=36');
    expect(numbersStateFromQuery(queryFromNumbersState(written), fallback)).toEqual(written);
    expect(queryFromNumbersState(fallback)).toBe('?de=decimal&a=binario&base=36');
  });

  it('knows when the address carries a state', () => {
    expect(hasNumbersQuery('')).toBe(false);
    expect(hasNumbersQuery('?utm_source=x')).toBe(false);
    expect(hasNumbersQuery('?base=16')).toBe(true);
    expect(hasNumbersQuery('?valor=1')).toBe(true);
  });
});

describe('page content', () => {
  it('labels the options', () => {
    expect(baseOptionLabel('binario')).toBe('Binario (base 2)');
    expect(baseOptionLabel('hexadecimal')).toBe('Hexadecimal (base 16)');
    expect(baseOptionLabel('base')).toBe('Base personalizada (2-36)');
  });

  it('has six cards whose examples are computed by the converter', () => {
    expect(numerosCards).toHaveLength(6);
    expect(numerosContent.cards).toBe(numerosCards);
    expect(numerosCards.map(numberCardExample)).toEqual([
      '156 (base 10) = 10011100 (base 2)', // 128 + 16 + 8 + 4
      '101101 (base 2) = 45 (base 10)', // 32 + 8 + 4 + 1
      '48879 (base 10) = BEEF (base 16)', // 11·4096 + 14·256 + 14·16 + 15
      'FF8800 (base 16) = 16746496 (base 10)',
      '755 (base 8) = 493 (base 10)',
      '11010110 (base 2) = D6 (base 16)', // 1101 = D, 0110 = 6
    ]);
  });

  it('explains the systems in at least 300 words', () => {
    const words = numerosContent.sections
      .flatMap((section) => section.paragraphs)
      .reduce((n, paragraph) => n + paragraph.split(/\s+/).filter(Boolean).length, 0);
    expect(words).toBeGreaterThanOrEqual(300);
  });
});
