import { normalise } from '@/lib/normalise';
import { listedRoutes } from '@/lib/routes';
import { cardOf, finderEntry, finderIndex, search, withHaystacks } from '@/lib/tools/finder';

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

describe('the finder page sends cards, and its searchable text apart (issue 36)', () => {
  const cards = entries.map(cardOf);

  it('sends no searchable text with the cards', () => {
    for (const card of cards) expect(Object.keys(card).sort()).toEqual(['description', 'icon', 'label', 'path']);
  });

  it('finds with the text file exactly what it finds with the whole entries', () => {
    expect(withHaystacks(cards, finderIndex(entries))).toEqual(entries);
  });

  it('finds a card by its own title and description while the text is not there', () => {
    const byTitle = search(withHaystacks(cards, {}), 'longitud').map((entry) => entry.path);
    expect(byTitle).toContain('/convertir-longitud');
  });
});
