/**
 * D26: the pair pages' list and what each page says. Expected answers are worked out by hand from the definitions;
 * the table checks compare each row with the engine's own conversion of that row.
 */
import type { OtherReading } from '@/lib/content/pairs/types';
import { familyByKey } from '@/lib/families';
import { FAMILIES } from '@/lib/families';
import { pairView } from '@/lib/pair-view';
import {
  PAIRS,
  ambiguityPath,
  otherReadingPath,
  allPairsOf,
  hasOwnPairRoute,
  pairParams,
  pairParamsOf,
  reverseOf,
} from '@/lib/pairs';
import { ROUTES, converterRoutes, type RoutePath } from '@/lib/routes';
import { convert, valueWithUnit, withUnit } from '@/lib/units/engine';
import { formatGiven } from '@/lib/units/format';

describe('the routes that serve the pairs (issue 36)', () => {
  it("serve every pair once: the shared route or its family's own, never both", () => {
    const shared = pairParams().map(({ familia, par }) => `/${familia}/${par}`);
    const own = FAMILIES.filter(hasOwnPairRoute).flatMap((module) =>
      pairParamsOf(module).map(({ par }) => `${module.route.path}/${par}`),
    );
    expect(own.length).toBeGreaterThan(0);
    expect([...shared, ...own].sort()).toEqual(PAIRS.map((pair) => pair.path).sort());
  });

  it('give their own route to the families whose converter has parts of its own, the cooking and pixel pages', () => {
    expect(
      FAMILIES.filter(hasOwnPairRoute)
        .map((module) => module.key)
        .sort(),
    ).toEqual(['medidas-de-cocina', 'pixeles']);
  });
});

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
      const family = route.module && 'units' in route.module ? route.module.units : undefined;
      if (!family) continue; // number systems: text, not a unit family
      const [from, to] = family.defaults;
      if (!from || !to) continue;
      const listed = allPairsOf(familyByKey(family.key)).map((pair) => `${pair.spec.from}>${pair.spec.to}`);
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

/**
 * Every string under `value` but a route's own `path` (its declaration) and an `other.route` (a RoutePath, which the
 * type checks against the list of routes).
 */
function stringsOf(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key, item]) => key !== 'path' && !(key === 'route' && typeof item === 'string'))
      .flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  return [];
}

describe('links to the other reading (STYLE 11, D28)', () => {
  const pages = new Set<string>([...PAIRS.map((pair) => pair.path), ...ROUTES.map((route) => route.path)]);

  it.each(PAIRS.filter((pair) => pair.spec.ambiguity).map((pair) => [pair.path, pair] as const))(
    '%s links to a page that exists',
    (_path, pair) => {
      const href = ambiguityPath(pair) ?? '';
      const [page = '', query] = href.split('?');
      expect({ href, exists: pages.has(page) }).toEqual({ href, exists: true });
      if (query === undefined) return;
      // A converter opened on two units: both are units of that converter's family.
      const family = FAMILIES.find((entry) => entry.route.path === page);
      const params = new URLSearchParams(query);
      const units = [params.get('de'), params.get('a')];
      expect({ href, units: units.map((unit) => unit !== null && unit in (family?.units.units ?? {})) }).toEqual({
        href,
        units: [true, true],
      });
    },
  );

  it('links a conversion to its pair page where the list has one, else to the converter opened on it', () => {
    expect(otherReadingPath({ from: 'galones_uk', to: 'litros' }, familyByKey('volumen'))).toBe(
      '/convertir-volumen/galones-imperiales-a-litros',
    );
    expect(otherReadingPath({ from: 'litros', to: 'galones_uk' }, familyByKey('volumen'))).toBe(
      '/convertir-volumen?de=litros&a=galones_uk',
    );
    expect(otherReadingPath({ family: 'potencia', from: 'btu_hora', to: 'kilowatts' }, familyByKey('energia'))).toBe(
      '/convertir-potencia/btu-por-hora-a-kilovatios',
    );
    expect(otherReadingPath({ family: 'radiacion' }, familyByKey('radiacion'))).toBe('/convertir-radiacion');
    expect(otherReadingPath({ route: '/calcular-cuanto-dura' }, familyByKey('tiempo'))).toBe('/calcular-cuanto-dura');
  });

  it('refuses a link to a unit, a family or a page that does not exist', () => {
    const refused: OtherReading[] = [
      { from: 'pulgadas', to: 'palmos' },
      { family: 'volumen', from: 'pulgadas', to: 'litros' },
      { family: 'distancia' },
      { route: '/convertir-distancia' as RoutePath },
    ];
    for (const other of refused) expect(() => otherReadingPath(other, familyByKey('longitud'))).toThrow();
  });

  it('leaves no address typed in the words, route entries or pair specs of a family', () => {
    const typed = FAMILIES.flatMap((entry) =>
      stringsOf({ route: entry.route, words: entry.words, pairs: entry.pairs }, entry.key),
    ).filter(({ text }) => /(?:^|\s)\/[a-z0-9-]+(?:[/?]|$)/.test(text));
    expect(typed).toEqual([]);
  });
});
