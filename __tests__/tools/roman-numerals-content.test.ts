/** @jest-environment node */
import { romanNumeralsContent, romanNumeralsRoute as route, ROMAN_NUMERALS_PATH } from '@/lib/content/roman-numerals';
import { readRoman, romanSum, tokeniseRoman } from '@/lib/tools/roman-numerals/numerals';
import { ruleCardExample } from '@/lib/tools/roman-numerals/wording';

/** Every string under `value`. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const texts = [...stringsOf(route), ...stringsOf(romanNumeralsContent)];
const prose = romanNumeralsContent.sections.flatMap((section) => [section.title, ...section.paragraphs]);

/** A numeral in capitals, bars included, standing as a word of its own. */
const NUMERAL = String.raw`(?<![\p{L}\u0305])((?:[IVXLCDM]\u0305?)+)(?![\p{L}\u0305])`;
/** A whole number as the site writes it (D8: groups of three with U+202F from five digits). */
const NUMBER = String.raw`(\d+(?:\u202f\d{3})*)`;
const toNumber = (text: string) => Number(text.replace(/\u202f/gu, ''));

/** STYLE 11: every «numeral = number», «numeral (number)» and «number es numeral» the words state. */
function statements(): { text: string; numeral: string; value: number; sum: boolean }[] {
  const found: { text: string; numeral: string; value: number; sum: boolean }[] = [];
  const patterns: readonly [RegExp, 'numeral-first' | 'number-first', boolean][] = [
    [new RegExp(`${NUMERAL} = ${NUMBER}(?![\\d\\u202f])`, 'gu'), 'numeral-first', false],
    [new RegExp(`${NUMERAL} \\(${NUMBER}\\)`, 'gu'), 'numeral-first', false],
    [new RegExp(`(?<![\\d\\u202f])${NUMBER} es ${NUMERAL}`, 'gu'), 'number-first', false],
    // A non-standard form and what it adds up to.
    [new RegExp(`${NUMERAL} sumaría ${NUMBER}(?![\\d\\u202f])`, 'gu'), 'numeral-first', true],
  ];
  for (const text of texts) {
    for (const [pattern, order, sum] of patterns) {
      for (const match of text.matchAll(pattern)) {
        const [numeral, number] = order === 'numeral-first' ? [match[1], match[2]] : [match[2], match[1]];
        found.push({ text: match[0], numeral: numeral ?? '', value: toNumber(number ?? ''), sum });
      }
    }
  }
  return found;
}

describe('the route entry', () => {
  it('is the page of D36 in the Utilidades group, with a description search engines show whole', () => {
    expect(route.path).toBe('/convertir-numeros-romanos');
    expect(ROMAN_NUMERALS_PATH).toBe(route.path);
    expect(route.group).toBe('Utilidades');
    expect(route.description.length).toBeLessThanOrEqual(160);
    expect(route.description.length).toBeGreaterThan(70);
    expect(route.keywords.length).toBeGreaterThan(3);
    expect(route.tags).toContain('romanos');
  });
});

describe('the page words', () => {
  it('has at least 300 words of explanation', () => {
    const words = prose.join(' ').split(/\s+/u).filter(Boolean);
    expect(words.length).toBeGreaterThanOrEqual(300);
  });

  it('states each numeral with its right value (STYLE 11)', () => {
    const found = statements();
    expect(found.length).toBeGreaterThan(25);
    for (const { text, numeral, value, sum } of found) {
      const reading = readRoman(numeral);
      if (sum) {
        const tokens = tokeniseRoman(numeral);
        expect({ text, value: tokens.ok ? romanSum(tokens.symbols) : undefined }).toEqual({ text, value });
        expect({ text, standard: reading.ok && reading.standard }).toEqual({ text, standard: false });
      } else {
        expect({ text, reading: reading.ok && reading.standard && reading.value }).toEqual({ text, reading: value });
      }
    }
  });

  it('groups numbers of five or more digits with a narrow no-break space (D8), and never shows NaN or undefined', () => {
    for (const text of texts) {
      expect({ text, plainGroups: /\d[ \u00a0]\d{3}(?!\d)/u.test(text) }).toEqual({ text, plainGroups: false });
      expect({ text, ungrouped: /\d{5,}/u.test(text) }).toEqual({ text, ungrouped: false });
      expect(text).not.toMatch(/NaN|undefined|Infinity/u);
    }
  });

  it('works out every rule card example (D6)', () => {
    expect(romanNumeralsContent.cards).toHaveLength(6);
    expect(romanNumeralsContent.cards.map((card) => ruleCardExample(card.example))).toEqual([
      'MDCLXVI = 1000 + 500 + 100 + 50 + 10 + 5 + 1 = 1666',
      'XXVII = 10 + 10 + 5 + 1 + 1 = 27',
      'XCIV = (100 − 10) + (5 − 1) = 94',
      'CCCXXXIII = 100 + 100 + 100 + 10 + 10 + 10 + 1 + 1 + 1 = 333',
      'I̅V̅D = (5000 − 1000) + 500 = 4500',
      'siglo XXI → del año 2001 al 2100',
    ]);
  });

  it('lists the centuries I to XXI in order and the years in order, each once', () => {
    expect(romanNumeralsContent.centuries.rows.map((row) => row.century)).toEqual(
      Array.from({ length: 21 }, (_, index) => index + 1),
    );
    const years = romanNumeralsContent.years.rows.map((row) => row.year);
    expect(years).toEqual([...new Set(years)].sort((a, b) => a - b));
    expect(years).toEqual(expect.arrayContaining([1492, 1999, 2000, 2001, 2026]));
  });

  it('says the years a numbered century spans the way the converter computes them', () => {
    // The text states the 21st century's start and the 20th's end: both must be the converter's.
    const text = prose.join(' ');
    expect(text).toContain(
      'El siglo XX terminó el 31 de diciembre de 2000 y el siglo XXI (21) empezó el 1 de enero de 2001.',
    );
    expect(text).toContain('el siglo V a. C. va del año 500 al 401 a. C.');
  });
});
