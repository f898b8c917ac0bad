/**
 * Issue 36: the family the converter's page hands to the browser leaves out what only the server reads, and converts
 * exactly as the whole family does.
 */
import { FAMILIES } from '@/lib/families';
import { converterFamily } from '@/lib/units/converter-family';
import { convert } from '@/lib/units/engine';

const SERVER_ONLY = ['aliases', 'exactAliases', 'alsoMeans', 'bareNames', 'definition'];

describe.each(FAMILIES.map((module) => [module.key, module.units] as const))('%s', (_key, family) => {
  const sent = converterFamily(family);

  it('sends no field only the server reads', () => {
    for (const unit of Object.values(sent.units)) {
      expect(Object.keys(unit).filter((field) => SERVER_ONLY.includes(field))).toEqual([]);
    }
  });

  it('keeps every unit, and converts 1 and 7.5 of each to the base as the whole family does', () => {
    expect(Object.keys(sent.units)).toEqual(Object.keys(family.units));
    const [base] = Object.keys(family.units);
    for (const from of Object.keys(family.units)) {
      for (const value of [1, 7.5]) {
        expect(convert(value, from, base ?? from, sent)).toEqual(convert(value, from, base ?? from, family));
      }
    }
  });
});
