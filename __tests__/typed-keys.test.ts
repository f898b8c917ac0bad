/**
 * STYLE 18, issue 31: a family's pairs, cards and links name its units by a type derived from its own unit list, so
 * a misspelt key fails `npm run typecheck` (tsc reads this file too). Each `@ts-expect-error` below is a check that
 * can fail: if a misspelt key ever compiled, the directive would be unused and the type check would stop on it.
 */
import { readingIn, type PairSpec, type PairsOf } from '@/lib/content/pairs/types';
import type { ConverterContent } from '@/lib/content/types';
import { longitud } from '@/lib/families/longitud/units';
import { peso } from '@/lib/families/peso/units';
import type { UnitKey } from '@/lib/units/types';

const page = { rows: [1], tableTitle: 'Tabla', definition: 'Definición.', text: 'Texto.' };

const pairs: PairsOf<typeof longitud> = [
  { ...page, from: 'pulgadas', to: 'centimetros' },
  {
    ...page,
    // @ts-expect-error 'metors' is not a unit of the length family.
    from: 'metors',
    to: 'pies',
  },
  {
    ...page,
    from: 'pies',
    to: 'metros',
    // @ts-expect-error a height in feet and 'pulgada' (singular): the key is 'pulgadas'.
    mixed: { whole: 'pies', part: 'pulgada' },
  },
  {
    ...page,
    from: 'millas',
    to: 'kilometros',
    // @ts-expect-error the other reading names a unit of this family: 'milla_nautica' (singular) is not one.
    ambiguity: { text: 'Otra milla.', label: 'La náutica', other: { from: 'milla_nautica', to: 'kilometros' } },
  },
];

const cards: ConverterContent<UnitKey<typeof longitud>>['cards'] = [
  { title: 'Metros a pies', from: 'metros', to: 'pies', example: 1 },
  // @ts-expect-error a card's units are the family's: 'yarda' (singular) is not a key.
  { title: 'Yardas a metros', from: 'yarda', to: 'metros', example: 1 },
];

describe('unit keys typed where they are written (STYLE 18)', () => {
  it('keeps the well-spelt declarations above as data (the misspelt ones are the type checker’s)', () => {
    expect(pairs[0]?.from).toBe('pulgadas');
    expect(cards[0]?.to).toBe('pies');
  });

  it('types another family’s link by that family’s units', () => {
    expect(readingIn(peso, 'libras', 'kilogramos')).toEqual({ family: 'peso', from: 'libras', to: 'kilogramos' });
    // @ts-expect-error 'libra' is not a key of the weight family ('libras' is).
    const misspelt = readingIn(peso, 'libra', 'kilogramos');
    expect(misspelt.from in peso.units).toBe(false);
  });

  it('leaves a plain PairSpec, once checked, usable where any family’s pair goes', () => {
    const plain: readonly PairSpec[] = pairs;
    expect(plain.length).toBe(4);
  });
});
