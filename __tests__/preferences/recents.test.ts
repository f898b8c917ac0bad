import { act, renderHook } from '@testing-library/react';
import { useRecents } from '@/hooks/use-stored-list';
import {
  addRecent,
  clearRecents,
  forgetRecent,
  parseRecents,
  RECENTS_KEY,
  RECENTS_LIMIT,
  recordRecent,
  removeRecent,
  type RecentConversion,
} from '@/lib/preferences/recents';

/** The n-th of a run of distinct conversions: n m to feet on the length page. */
const metres = (n: number): RecentConversion => ({
  href: `/convertir-longitud?valor=${n}&de=metros&a=pies`,
  line: `${n} m → … ft`,
});

describe('the recent list (D31)', () => {
  it('puts the newest first', () => {
    const list = addRecent(addRecent(addRecent([], metres(1)), metres(2)), metres(3));
    expect(list.map((entry) => entry.href)).toEqual([metres(3).href, metres(2).href, metres(1).href]);
  });

  it('keeps 20 at most, dropping the oldest', () => {
    let list: RecentConversion[] = [];
    for (let n = 1; n <= 25; n += 1) list = addRecent(list, metres(n));
    expect(RECENTS_LIMIT).toBe(20);
    expect(list).toHaveLength(20);
    // 25 added, newest first: 25, 24, … 6; 1 to 5 are gone.
    expect(list[0]).toEqual(metres(25));
    expect(list[19]).toEqual(metres(6));
    expect(list).not.toContainEqual(metres(5));
  });

  it('moves a conversion made again to the top instead of keeping it twice', () => {
    const list = addRecent([metres(3), metres(2), metres(1)], metres(1));
    expect(list).toEqual([metres(1), metres(3), metres(2)]);
  });

  it("takes '1,5' and '1.5', and a pair page's address, for the same conversion: the line decides", () => {
    const typedWithComma = { href: '/convertir-longitud?valor=1%2C5&de=metros&a=pies', line: '1.5 m → 4.9213 ft' };
    const fromQuickBox = { href: '/convertir-longitud/metros-a-pies?valor=1.5', line: '1.5 m → 4.9213 ft' };
    const list = addRecent([typedWithComma, metres(2)], fromQuickBox);
    expect(list).toEqual([fromQuickBox, metres(2)]);
  });

  it('keeps the same line on two pages, or with two ingredients, apart', () => {
    const flour = { href: '/convertir-medidas-de-cocina?valor=1', line: '1 taza → 125 g aprox.', detail: 'harina' };
    const sugar = { ...flour, detail: 'azúcar' };
    const otherPage = { ...flour, href: '/convertir-volumen?valor=1', detail: undefined };
    expect(addRecent(addRecent([flour], sugar), otherPage)).toEqual([otherPage, sugar, flour]);
  });

  it('removes one conversion and leaves the others in order', () => {
    expect(removeRecent([metres(3), metres(2), metres(1)], metres(2))).toEqual([metres(3), metres(1)]);
    expect(removeRecent([metres(1)], metres(9))).toEqual([metres(1)]);
  });

  it.each([
    ['null', 'null', []],
    ['an object', '{"href":"/a","line":"x"}', []],
    ['a string', '"hola"', []],
    ['entries without a line', '[{"href":"/convertir-longitud"}]', []],
    ['a link to another site', '[{"href":"https://example.com/","line":"1 m → 3.2808 ft"}]', []],
    ['a protocol-relative link', '[{"href":"//example.com/","line":"1 m → 3.2808 ft"}]', []],
    ['a javascript: link', '[{"href":"javascript:alert(1)","line":"1 m → 3.2808 ft"}]', []],
    ['numbers for text', '[{"href":"/convertir-longitud","line":5}]', []],
  ])('reads %s in the storage as no conversion', (_case, json, expected) => {
    expect(parseRecents(JSON.parse(json))).toEqual(expected);
  });

  it('keeps the good entries of a list that also holds garbage, each once, 20 at most', () => {
    const good = { href: '/convertir-peso?valor=2&de=kilogramos&a=libras', line: '2 kg → 4.4092 lb' };
    const stored = [null, 7, good, { href: '/x' }, good, { ...good, detail: 3 }];
    // The last one has a detail that is not text: it is read without it, and so is the same conversion as `good`.
    expect(parseRecents(stored)).toEqual([good]);
    expect(parseRecents(Array.from({ length: 30 }, (_, n) => metres(n)))).toHaveLength(20);
  });
});

describe('the stored recent list', () => {
  beforeEach(() => {
    window.localStorage.clear();
    act(() => clearRecents());
  });

  it('records, removes and clears through localStorage, and every component sees it', () => {
    const { result } = renderHook(() => useRecents());
    expect(result.current).toEqual([]);
    act(() => recordRecent(metres(1)));
    act(() => recordRecent(metres(2)));
    expect(result.current).toEqual([metres(2), metres(1)]);
    expect(JSON.parse(window.localStorage.getItem(RECENTS_KEY) ?? '')).toEqual([metres(2), metres(1)]);
    act(() => forgetRecent(metres(2)));
    expect(result.current).toEqual([metres(1)]);
    act(() => clearRecents());
    expect(result.current).toEqual([]);
    // Emptied, nothing is left behind under the key.
    expect(window.localStorage.getItem(RECENTS_KEY)).toBeNull();
  });

  it('reads garbage JSON as an empty list, and writes over it', () => {
    window.localStorage.setItem(RECENTS_KEY, '[{"href": "/convertir-longitud", "line": ');
    const { result } = renderHook(() => useRecents());
    expect(result.current).toEqual([]);
    act(() => recordRecent(metres(1)));
    expect(result.current).toEqual([metres(1)]);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useRecents());
    act(() => {
      window.localStorage.setItem(RECENTS_KEY, JSON.stringify([metres(4)]));
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTS_KEY }));
    });
    expect(result.current).toEqual([metres(4)]);
  });

  it('keeps the list for the page when the storage is full, and never throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const { result } = renderHook(() => useRecents());
      expect(() => act(() => recordRecent(metres(1)))).not.toThrow();
      expect(result.current).toEqual([metres(1)]);
    } finally {
      setItem.mockRestore();
    }
  });

  it('works without localStorage at all (a browser that blocks it)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      const { result } = renderHook(() => useRecents());
      expect(result.current).toEqual([]);
      act(() => recordRecent(metres(3)));
      expect(result.current).toEqual([metres(3)]);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
