import { convertOrThrow, describeRoundTrips, expectClose, type Case } from '@/__tests__/support/family-checks';
import { frecuencia } from '@/lib/families/frecuencia/units';
import { finderEntries } from '@/lib/finder-entries';
import { search } from '@/lib/tools/finder';
import { unitsNamed } from '@/lib/units/catalogue';
import { formatValue } from '@/lib/units/engine';

// Expected values from the definitions: Hz = s⁻¹ and the SI prefixes (kilo 10³ … tera 10¹²); 1 rpm = 1 r/min =
// 1/60 Hz; 1 r/s = 1 Hz; a cycle or a beat per minute 1/60 Hz; ω = 2πf, so 1 Hz = 2π rad/s.
const TWO_PI = 6.283185307179586; // 2π to a double's precision: 6.28318530717958647692…

const cases: Case[] = [
  [1, 'gigahercios', 'megahercios', 1000],
  [2.4, 'gigahercios', 'megahercios', 2400],
  [1, 'megahercios', 'kilohercios', 1000],
  [1, 'kilohercios', 'hercios', 1000],
  [1, 'terahercios', 'gigahercios', 1000],
  [100.5, 'megahercios', 'hercios', 100500000],
  [60, 'revoluciones_por_minuto', 'hercios', 1],
  [3000, 'revoluciones_por_minuto', 'hercios', 50],
  [1, 'hercios', 'revoluciones_por_minuto', 60],
  [1, 'revoluciones_por_segundo', 'revoluciones_por_minuto', 60],
  // 1000 × 2π ÷ 60 = 104.719755119659774615…
  [1000, 'revoluciones_por_minuto', 'radianes_por_segundo', 104.71975511965977],
  [1, 'hercios', 'radianes_por_segundo', TWO_PI],
  // 2π rad/s is one turn per second
  [TWO_PI, 'radianes_por_segundo', 'revoluciones_por_segundo', 1],
  // 1 rad/s × 60 ÷ 2π = 9.54929658551372…
  [1, 'radianes_por_segundo', 'revoluciones_por_minuto', 9.549296585513721],
  [72, 'latidos_por_minuto', 'hercios', 1.2],
  [120, 'ciclos_por_minuto', 'hercios', 2],
  [90, 'ciclos_por_minuto', 'latidos_por_minuto', 90],
];

describe('frecuencia', () => {
  it.each(cases)('%p %s → %s = %p', (value, from, to, expected) => {
    expectClose(convertOrThrow(value, from, to, frecuencia), expected);
  });

  it('opens on GHz → MHz (D30)', () => {
    expect(frecuencia.defaults).toEqual(['gigahercios', 'megahercios']);
  });

  it('shows 1000 rpm as 104.719755 rad/s (6 decimals)', () => {
    const value = convertOrThrow(1000, 'revoluciones_por_minuto', 'radianes_por_segundo', frecuencia);
    expect(formatValue(value, 'radianes_por_segundo', frecuencia)).toBe('104.719755');
  });

  it.each([
    ['ghz', 'gigahercios'],
    ['GHz', 'gigahercios'],
    ['MHz', 'megahercios'],
    ['hz', 'hercios'],
    ['hertz', 'hercios'],
    ['rpm', 'revoluciones_por_minuto'],
    ['RPM', 'revoluciones_por_minuto'],
    ['rad/s', 'radianes_por_segundo'],
    ['bpm', 'latidos_por_minuto'],
    ['ciclos por minuto', 'ciclos_por_minuto'],
    ['rps', 'revoluciones_por_segundo'],
  ])('reads %s as %s', (typed, key) => {
    expect(unitsNamed(typed, frecuencia)).toEqual([key]);
  });

  describeRoundTrips(frecuencia);
});

describe('the finder finds the page by its units and tags (D16)', () => {
  it.each([
    ['rpm', '/convertir-frecuencia'],
    ['GHz', '/convertir-frecuencia'],
    ['hercios', '/convertir-frecuencia'],
  ])('«%s» finds %s', (query, path) => {
    expect(search(finderEntries(), query).map((entry) => entry.path)).toContain(path);
  });
});
