/** D9, D30: the converter's state in the address, and the pixel page's two settings in it. */
import fc from 'fast-check';
import { longitud } from '@/lib/families/longitud/units';
import { pixeles } from '@/lib/families/pixeles/units';
import { hasQueryState, initialState, queryFromState, settingValue, stateFromQuery } from '@/lib/units/converter-state';

const PAGE = { ppp: '96', base: '16' };
const opened = initialState(pixeles, undefined, PAGE);

describe('a setting’s value', () => {
  it.each([
    ['300', 300],
    ['72', 72],
    [' 150 ', 150],
    ['1,5', 1.5],
    ['18.5', 18.5],
  ])('reads %p as %p', (text, value) => expect(settingValue(text)).toBe(value));

  it.each(['', 'abc', '0', '-5', '300ppp', 'NaN', 'Infinity', '1e999', '--1'])('refuses %p', (text) =>
    expect(settingValue(text)).toBeNull(),
  );

  it('is a finite number above zero or null, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = settingValue(text);
        return value === null || (Number.isFinite(value) && value > 0);
      }),
    );
  });
});

describe('the pixel page’s settings in the address', () => {
  it('opens on the page’s own settings and writes none of them', () => {
    expect(opened.resolution).toEqual(PAGE);
    expect(queryFromState(opened, PAGE)).toBe('?valor=16&de=pixeles&a=puntos');
  });

  it('writes only the settings that differ from the page’s', () => {
    expect(queryFromState({ ...opened, resolution: { ppp: '300', base: '16' } }, PAGE)).toBe(
      '?valor=16&de=pixeles&a=puntos&ppp=300',
    );
    expect(queryFromState({ ...opened, resolution: { ppp: '96', base: '18' } }, PAGE)).toBe(
      '?valor=16&de=pixeles&a=puntos&base=18',
    );
    // '96.0' is the page's 96; '1,5' is written as the address writes numbers.
    expect(queryFromState({ ...opened, resolution: { ppp: '96.0', base: '1,5' } }, PAGE)).toBe(
      '?valor=16&de=pixeles&a=puntos&base=1.5',
    );
  });

  it('leaves out a setting being typed that is not yet a number above zero', () => {
    expect(queryFromState({ ...opened, resolution: { ppp: '', base: 'abc' } }, PAGE)).toBe(
      '?valor=16&de=pixeles&a=puntos',
    );
  });

  it('on a pair page at 300 ppp, 300 is the page’s own and 96 is written', () => {
    const at300 = { ppp: '300', base: '16' };
    const pair = initialState(pixeles, undefined, at300);
    expect(queryFromState(pair, at300)).toBe('?valor=16&de=pixeles&a=puntos');
    expect(queryFromState({ ...pair, resolution: PAGE }, at300)).toBe('?valor=16&de=pixeles&a=puntos&ppp=96');
  });

  it('reads them back, and a state survives the round trip', () => {
    const search = '?valor=3000&de=pixeles&a=centimetros&ppp=300&base=18';
    expect(hasQueryState('?ppp=300')).toBe(true);
    const state = stateFromQuery(search, pixeles, opened);
    expect(state).toEqual({
      valueText: '3000',
      from: 'pixeles',
      to: 'centimetros',
      resolution: { ppp: '300', base: '18' },
    });
    expect(queryFromState(state, PAGE)).toBe(search);
  });

  it('ignores garbage and keeps the page’s settings, never NaN', () => {
    for (const search of ['?ppp=abc&base=', '?ppp=0&base=-16', '?ppp=NaN&base=Infinity', '?ppp=1e999&base=%20']) {
      const state = stateFromQuery(search, pixeles, opened);
      expect(state.resolution).toEqual(PAGE);
      expect(queryFromState(state, PAGE)).toBe('?valor=16&de=pixeles&a=puntos');
    }
  });

  it('round-trips any valid pair of settings', () => {
    const positive = fc.double({ min: 1e-3, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(positive, positive, (ppp, base) => {
        const state = { ...opened, resolution: { ppp: String(ppp), base: String(base) } };
        const back = stateFromQuery(queryFromState(state, PAGE), pixeles, opened);
        return settingValue(back.resolution?.ppp ?? '') === ppp && settingValue(back.resolution?.base ?? '') === base;
      }),
    );
  });

  it('is not read on a page without the fields', () => {
    const plain = initialState(longitud);
    const state = stateFromQuery('?valor=2&ppp=300&base=18', longitud, plain);
    expect(state.resolution).toBeUndefined();
    expect(queryFromState(state)).toBe('?valor=2&de=metros&a=pies');
  });
});
