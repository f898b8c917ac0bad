import {
  COUNTRIES,
  COUNTRY_CODES,
  EXPRESSIONS,
  countryFilterFromQuery,
  expressionsContent,
  hasCountryQuery,
  isCountryCode,
  queryFromCountryFilter,
} from '@/lib/content/expressions';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('expressions data (spec 001: 10 phrases × 8 countries)', () => {
  it('has the eight countries of the spec, in order, each with a name and a flag', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual(['mx', 'es', 'cu', 'ar', 'us', 'co', 'pe', 've']);
    expect(COUNTRIES.map((country) => country.name)).toEqual([
      'México',
      'España',
      'Cuba',
      'Argentina',
      'Estados Unidos',
      'Colombia',
      'Perú',
      'Venezuela',
    ]);
    for (const country of COUNTRIES) {
      // A flag emoji is a pair of regional indicator symbols.
      expect(country.flag).toMatch(/^[\u{1F1E6}-\u{1F1FF}]{2}$/u);
    }
    expect(COUNTRIES.find((country) => country.code === 'us')?.variety).toBe('español de Estados Unidos');
  });

  it('has ten meanings with unique keys and names', () => {
    expect(EXPRESSIONS).toHaveLength(10);
    expect(new Set(EXPRESSIONS.map((expression) => expression.key)).size).toBe(10);
    expect(new Set(EXPRESSIONS.map((expression) => expression.meaning)).size).toBe(10);
  });

  it.each(EXPRESSIONS.map((expression) => [expression.meaning, expression] as const))(
    '%s: one non-empty expression for each of the eight countries, and notes only for them',
    (_meaning, expression) => {
      expect(Object.keys(expression.texts).sort()).toEqual([...COUNTRY_CODES].sort());
      for (const code of COUNTRY_CODES) {
        const text = expression.texts[code];
        expect(text.trim()).not.toBe('');
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/[<>]|\s{2}|\/\s*\/|^\s*\/|\/\s*$/);
      }
      for (const [code, note] of Object.entries(expression.notes ?? {})) {
        expect(isCountryCode(code)).toBe(true);
        expect(note?.trim()).toBeTruthy();
      }
    },
  );

  it('explains the United States column in every row (several communities share it)', () => {
    for (const expression of EXPRESSIONS) {
      expect(expression.notes?.us ?? expression.texts.us).toBeTruthy();
    }
  });

  it('carries at least 150 words of explanatory text', () => {
    const all = [expressionsContent.intro, ...expressionsContent.sections.flatMap((section) => section.paragraphs)];
    expect(words(all.join(' '))).toBeGreaterThanOrEqual(150);
  });
});

describe('the country filter in the address (?pais=)', () => {
  it.each([
    ['', 'todos'],
    ['?pais=mx', 'mx'],
    ['?pais=VE', 've'],
    ['?pais=%20pe%20', 'pe'],
    ['?pais=todos', 'todos'],
    ['?pais=xx', 'todos'],
    ['?pais=', 'todos'],
    ['?pais=<img src=x onerror=alert(1)>', 'todos'],
    ['?pais=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'todos'],
    ['?pais=constructor', 'todos'],
    ['?pais=__proto__', 'todos'],
    ['?otra=1', 'todos'],
  ])('%j → %s', (search, expected) => {
    expect(countryFilterFromQuery(search)).toBe(expected);
  });

  it('writes nothing for all countries and ?pais=code for one', () => {
    expect(queryFromCountryFilter('todos')).toBe('');
    expect(queryFromCountryFilter('ar')).toBe('?pais=ar');
  });

  it('knows when the address carries a filter', () => {
    expect(hasCountryQuery('?pais=mx')).toBe(true);
    expect(hasCountryQuery('?q=1')).toBe(false);
  });
});
