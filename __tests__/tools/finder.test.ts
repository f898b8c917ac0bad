import { normalise } from '@/lib/normalise';
import { listedRoutes } from '@/lib/routes';
import { finderEntry, search } from '@/lib/tools/finder';

const entries = listedRoutes()
  .filter((route) => route.kind !== 'home')
  .map((route) => finderEntry(route));
const paths = (query: string) => search(entries, query).map((entry) => entry.path);

describe('normalise (D16)', () => {
  it('drops case and accents but keeps the ñ', () => {
    expect(normalise('ENERGÍA Térmica')).toBe('energia termica');
    expect(normalise('Pingüino')).toBe('pinguino');
    expect(normalise('Año')).toBe('año');
  });
});

describe('search (D16)', () => {
  it("finds 'Energía' from 'energia' and from 'ENERGÍA'", () => {
    expect(paths('energia')).toContain('/convertir-energia');
    expect(paths('ENERGÍA')).toContain('/convertir-energia');
  });

  it('matches tags: "kWh" finds energy, "mAh" finds electric charge', () => {
    expect(paths('kwh')).toContain('/convertir-energia');
    expect(paths('mah')).toContain('/convertir-carga-electrica');
  });

  it('needs every word: "libras kilos" finds weight but not length', () => {
    expect(paths('libras kilos')).toContain('/convertir-peso');
    expect(paths('libras kilos')).not.toContain('/convertir-longitud');
  });

  it('lists everything for an empty query and nothing for nonsense', () => {
    expect(paths('   ')).toHaveLength(entries.length);
    expect(paths('zzqxw')).toEqual([]);
  });

  it('lists every converter and tool once, with no alias', () => {
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
    expect(entries.map((entry) => entry.path)).not.toContain('/calculadora-de-tiempo-y-duracion');
  });
});
