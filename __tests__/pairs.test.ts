/**
 * D26: the pair pages' list and what each page says. Expected answers are worked out by hand from the definitions;
 * the table checks compare each row with the engine's own conversion of that row.
 */
import { FAMILIES } from '@/lib/families/registry';
import { pairView } from '@/lib/pair-view';
import { PAIRS, pairsOf, reverseOf } from '@/lib/pairs';
import { converterRoutes } from '@/lib/site';
import { families } from '@/lib/units';
import { convert, valueWithUnit, withUnit } from '@/lib/units/engine';
import { formatGiven } from '@/lib/units/format';

describe('the list of pairs', () => {
  it('has about 300 pairs', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(280);
  });

  it('gives every pair two different units of its family', () => {
    for (const pair of PAIRS) {
      expect({
        path: pair.path,
        from: pair.spec.from in pair.family.units,
        to: pair.spec.to in pair.family.units,
      }).toEqual({ path: pair.path, from: true, to: true });
      expect(pair.spec.from).not.toBe(pair.spec.to);
    }
  });

  it('has unique addresses, plural Spanish names without accents joined by -a-', () => {
    const paths = PAIRS.map((pair) => pair.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const pair of PAIRS) expect(pair.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-a-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the addresses people search for', () => {
    const paths = new Set(PAIRS.map((pair) => pair.path));
    for (const path of [
      '/convertir-longitud/pulgadas-a-centimetros',
      '/convertir-longitud/centimetros-a-pulgadas',
      '/convertir-peso/libras-a-kilogramos',
      '/convertir-temperatura/fahrenheit-a-celsius',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('gives every converter family at least its default pair and its reverse', () => {
    for (const route of converterRoutes()) {
      const family = route.family ? families[route.family] : undefined;
      if (!family) continue; // number systems: text, not a unit family
      const [from, to] = family.defaults;
      if (!from || !to) continue;
      const listed = pairsOf(family.key).map((pair) => `${pair.spec.from}>${pair.spec.to}`);
      expect({ family: family.key, has: listed.includes(`${from}>${to}`) && listed.includes(`${to}>${from}`) }).toEqual(
        {
          family: family.key,
          has: true,
        },
      );
    }
  });

  it('lists each family once', () => {
    const keys = FAMILIES.map((module) => module.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('what a pair page says', () => {
  it('answers 1 in = 2.54 cm exactly, from the 1959 definition (25.4 mm)', () => {
    const pair = PAIRS.find((candidate) => candidate.path === '/convertir-longitud/pulgadas-a-centimetros');
    if (!pair) throw new Error('missing pair');
    const view = pairView(pair);
    expect(view.answer.words).toBe('1 pulgada = 2.54 centímetros');
    expect(view.answer.symbols).toBe('1 in = 2.54 cm');
    expect(view.answer.exact).toBe(true);
  });

  it('answers 1 cm ≈ 0.3937 in, rounded: 1/2.54 is a repeating decimal', () => {
    const pair = PAIRS.find((candidate) => candidate.path === '/convertir-longitud/centimetros-a-pulgadas');
    if (!pair) throw new Error('missing pair');
    expect(pairView(pair).answer).toEqual({
      words: '1 centímetro ≈ 0.3937 pulgadas',
      symbols: '1 cm ≈ 0.3937 in',
      exact: false,
    });
  });

  it('answers 1 lb = 0.45359237 kg exactly (the 1959 pound)', () => {
    const pair = PAIRS.find((candidate) => candidate.path === '/convertir-peso/libras-a-kilogramos');
    if (!pair) throw new Error('missing pair');
    expect(pairView(pair).answer.symbols).toBe('1 lb = 0.45359237 kg');
  });

  it('writes a height in feet and inches: 5 ft 7 in = 67 in × 2.54 = 170.18 cm', () => {
    const pair = PAIRS.find(
      (candidate) => candidate.spec.mixed?.whole === 'pies' && candidate.spec.to === 'centimetros',
    );
    if (!pair) throw new Error('missing pair');
    const rows = pairView(pair).rows.map((row) => `${row.source} = ${row.result}`);
    expect(rows).toContain('5 ft 7 in = 170.18 cm');
  });

  it.each(PAIRS.map((pair) => [pair.path, pair] as const))('%s: every table value is the engine’s', (_path, pair) => {
    const view = pairView(pair);
    pair.spec.rows.forEach((row, index) => {
      const value = typeof row === 'number' ? row : row.value;
      const result = convert(value, pair.spec.from, pair.spec.to, pair.family);
      if (!result.ok) throw new Error(`${pair.path}: row ${value} does not convert`);
      // Rounded as the family rounds (D8), or in full where the ratio is a defined decimal (1 mi = 1.609344 km).
      const shown = view.rows[index]?.result ?? '';
      const rounded = valueWithUnit(result.value, pair.spec.to, pair.family);
      const full = withUnit(formatGiven(result.value), pair.spec.to, pair.family);
      expect({ row: value, shown: shown.startsWith(rounded) || shown.startsWith(full) }).toEqual({
        row: value,
        shown: true,
      });
    });
    expect(view.rows.length).toBeGreaterThanOrEqual(4);
    for (const text of [view.answer.words, ...view.rows.map((row) => row.result)]) {
      expect(text).not.toMatch(/NaN|Infinity|undefined|\de[+-]?\d/);
    }
  });

  it('links every pair to its reverse where the list has one', () => {
    const withReverse = PAIRS.filter((pair) => reverseOf(pair));
    expect(withReverse.length).toBeGreaterThan(PAIRS.length / 2);
  });
});

/** The words of a text, lower case, without punctuation. */
const words = (text: string) =>
  text
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}\u202f.]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

const RUN = 12;

describe('each pair says something of its own (D26)', () => {
  it(`no two pairs share a run of ${RUN} words`, () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const pair of PAIRS) {
      const { spec } = pair;
      const texts = [
        spec.text,
        spec.definition,
        spec.ambiguity?.text ?? '',
        ...(spec.questions ?? []).flatMap((qa) => [qa.question, qa.answer]),
      ];
      const runs = new Set<string>();
      for (const text of texts) {
        const list = words(text);
        for (let i = 0; i + RUN <= list.length; i += 1) runs.add(list.slice(i, i + RUN).join(' '));
      }
      for (const run of runs) {
        const other = seen.get(run);
        if (other && other !== pair.path) shared.push(`${pair.path} and ${other}: «${run}»`);
        else seen.set(run, pair.path);
      }
    }
    expect(shared).toEqual([]);
  });

  it('writes a paragraph of at least 40 words for every pair', () => {
    for (const pair of PAIRS)
      expect({ path: pair.path, long: words(pair.spec.text).length >= 40 }).toEqual({ path: pair.path, long: true });
  });
});
