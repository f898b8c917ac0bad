import {
  mayusculasAMinusculasContent,
  minusculasAMayusculasContent,
  type TextCaseContent,
} from '@/lib/content/text-case';
import { CASE_HINTS, caseStatus, convertCase, toLowerCaseEs, toUpperCaseEs } from '@/lib/tools/text-case';

describe('toUpperCaseEs / toLowerCaseEs', () => {
  it.each([
    ['ñ', 'Ñ'],
    ['á é í ó ú', 'Á É Í Ó Ú'],
    ['ü', 'Ü'],
    ['pingüino', 'PINGÜINO'],
    ['cigüeña', 'CIGÜEÑA'],
    ['¿Qué año es? ¡Ánimo!', '¿QUÉ AÑO ES? ¡ÁNIMO!'],
    ['árbol, camión, éxito, Perú', 'ÁRBOL, CAMIÓN, ÉXITO, PERÚ'],
    ['siglo xxi, 1492 y 3,5 €', 'SIGLO XXI, 1492 Y 3,5 €'],
  ])('upper: %j → %j', (text, expected) => {
    expect(toUpperCaseEs(text)).toBe(expected);
  });

  it.each([
    ['Ñ', 'ñ'],
    ['ÁRBOL', 'árbol'],
    ['PINGÜINO', 'pingüino'],
    ['ESPAÑA Y PERÚ', 'españa y perú'],
    ['¿QUÉ TAL?', '¿qué tal?'],
  ])('lower: %j → %j', (text, expected) => {
    expect(toLowerCaseEs(text)).toBe(expected);
  });

  it("turns German 'ß' into 'SS' (the text grows) and does not bring it back on the way down", () => {
    expect(toUpperCaseEs('straße')).toBe('STRASSE');
    expect(toLowerCaseEs('STRASSE')).toBe('strasse');
    // The capital sharp s (U+1E9E) lower-cases to ß.
    expect(toLowerCaseEs('\u1E9E')).toBe('ß');
  });

  it("keeps Turkish 'ı' and 'İ' without losing anything", () => {
    expect(toUpperCaseEs('ı')).toBe('I');
    // Outside the Turkish locale, İ lower-cases to i + U+0307 COMBINING DOT ABOVE: the dot is kept, not lost.
    expect(toLowerCaseEs('İ')).toBe('i\u0307');
    expect(toUpperCaseEs('i')).toBe('I');
    expect(toLowerCaseEs('I')).toBe('i');
  });

  it('uses the final sigma in Greek', () => {
    expect(toLowerCaseEs('ΟΔΟΣ')).toBe('οδος');
  });

  it('leaves emoji untouched and keeps combining marks (no normalisation)', () => {
    const emoji = 'hola 😀👍🏽👨‍👩‍👧 🇲🇽';
    expect(toUpperCaseEs(emoji)).toBe('HOLA 😀👍🏽👨‍👩‍👧 🇲🇽');
    expect(toLowerCaseEs(toUpperCaseEs(emoji))).toBe(emoji);
    // 'a' + U+0301 COMBINING ACUTE (decomposed á) stays decomposed.
    expect(toUpperCaseEs('a\u0301rbol')).toBe('A\u0301RBOL');
    expect(toLowerCaseEs('N\u0303')).toBe('n\u0303');
  });

  it('keeps line breaks, tabs and spaces as they are', () => {
    expect(toUpperCaseEs('uno\n\tdos  tres\r\n')).toBe('UNO\n\tDOS  TRES\r\n');
  });

  it('does not break lone surrogates or control characters', () => {
    expect(toUpperCaseEs('a\uD800b\u0000c')).toBe('A\uD800B\u0000C');
  });
});

describe('convertCase', () => {
  it('converts in the chosen direction', () => {
    expect(convertCase('Ñandú', 'upper')).toEqual({ ok: true, text: 'ÑANDÚ' });
    expect(convertCase('ÑANDÚ', 'lower')).toEqual({ ok: true, text: 'ñandú' });
  });

  it('keeps the surrounding white space of a non-empty text', () => {
    expect(convertCase('  hola  ', 'upper')).toEqual({ ok: true, text: '  HOLA  ' });
  });

  it.each(['', '   ', '\n\t '])('answers an empty text %j with a hint, not an exception', (text) => {
    expect(convertCase(text, 'upper')).toEqual({ ok: false, reason: 'empty' });
    expect(CASE_HINTS.empty).toBe('Escribe o pega un texto para convertirlo.');
  });

  it('names the direction in its status line', () => {
    expect(caseStatus('upper')).toBe('Texto convertido a mayúsculas.');
    expect(caseStatus('lower')).toBe('Texto convertido a minúsculas.');
  });

  // How long it takes is printed by `npm run bench:quick`, never timed in jest (issue 35).
  it('converts 100 000 characters whole', () => {
    const sample = 'El pingüino de Ñuñoa comió 3 piñas y un árbol 😀. ';
    const text = sample.repeat(Math.ceil(100_000 / sample.length)).slice(0, 100_000);
    expect(text).toHaveLength(100_000);
    const upper = convertCase(text, 'upper');
    const lower = convertCase(text, 'lower');
    expect(upper.ok && upper.text.length).toBe(100_000);
    expect(upper.ok && upper.text.startsWith('EL PINGÜINO DE ÑUÑOA COMIÓ 3 PIÑAS Y UN ÁRBOL 😀.')).toBe(true);
    expect(lower.ok && lower.text.startsWith('el pingüino de ñuñoa')).toBe(true);
  });
});

describe('the texts of the two case routes', () => {
  const words = (content: TextCaseContent) =>
    [content.intro, ...content.sections.flatMap((section) => section.paragraphs)].join(' ').split(/\s+/).length;

  it.each([
    ['/convertir-de-mayusculas-a-minusculas', mayusculasAMinusculasContent, 'Convertir de mayúsculas a minúsculas'],
    ['/convertir-de-minusculas-a-mayusculas', minusculasAMayusculasContent, 'Convertir de minúsculas a mayúsculas'],
  ])('%s has its own heading and at least 150 words', (_path, content, heading) => {
    expect(content.heading).toBe(heading);
    expect(words(content)).toBeGreaterThanOrEqual(150);
  });

  it('does not repeat a paragraph between the two routes', () => {
    const first = new Set(mayusculasAMinusculasContent.sections.flatMap((section) => section.paragraphs));
    for (const paragraph of minusculasAMayusculasContent.sections.flatMap((section) => section.paragraphs)) {
      expect(first.has(paragraph)).toBe(false);
    }
  });
});
