import { carriesQuery, readQuery, writeQuery } from '@/lib/query-string';

const KEYS = { value: 'valor', from: 'de', to: 'a' } as const;

describe('the address state helper (D9)', () => {
  it('reads each key, null where absent, and ignores unknown keys', () => {
    expect(readQuery('?valor=2.5&de=metros&x=1', KEYS)).toEqual({ value: '2.5', from: 'metros', to: null });
    expect(readQuery('', KEYS)).toEqual({ value: null, from: null, to: null });
  });

  it('writes in the keys’ order, skips undefined, keeps an empty string, and gives nothing for nothing', () => {
    expect(writeQuery(KEYS, { to: 'pies', value: '1,5' })).toBe('?valor=1%2C5&a=pies');
    expect(writeQuery(KEYS, { value: '' })).toBe('?valor=');
    expect(writeQuery(KEYS, {})).toBe('');
  });

  it('round-trips what it writes, encoded characters included', () => {
    const written = writeQuery(KEYS, { value: '5 ft & <b>', from: 'pies' });
    expect(readQuery(written, KEYS)).toEqual({ value: '5 ft & <b>', from: 'pies', to: null });
  });

  it('tells whether the address carries any key', () => {
    expect(carriesQuery('?de=metros', KEYS)).toBe(true);
    expect(carriesQuery('?q=metros', KEYS)).toBe(false);
  });
});
