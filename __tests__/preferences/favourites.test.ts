import { act, renderHook } from '@testing-library/react';
import { useFavourites } from '@/hooks/use-stored-list';
import {
  addFavourite,
  clearFavourites,
  FAVOURITES_KEY,
  isFavourite,
  parseFavourites,
  removeFavourite,
  starPage,
  unstarPage,
} from '@/lib/preferences/favourites';

const longitud = { path: '/convertir-longitud', label: 'Longitud' };
const peso = { path: '/convertir-peso', label: 'Peso' };
const pulgadas = { path: '/convertir-longitud/pulgadas-a-centimetros', label: 'Pulgadas a centímetros' };

describe('the favourite list (D31)', () => {
  it('puts the latest starred first, each page once', () => {
    const list = addFavourite(addFavourite(addFavourite([], longitud), peso), longitud);
    expect(list).toEqual([longitud, peso]);
    expect(isFavourite(list, '/convertir-peso')).toBe(true);
    expect(isFavourite(list, '/convertir-tiempo')).toBe(false);
  });

  it('removes a page by its address', () => {
    expect(removeFavourite([longitud, pulgadas, peso], pulgadas.path)).toEqual([longitud, peso]);
  });

  it('reads only pages of this site from the storage, each once', () => {
    const stored = [
      longitud,
      'Longitud',
      { path: 'https://example.com/', label: 'Otro sitio' },
      { path: '//example.com', label: 'Otro sitio' },
      { path: '/convertir-peso?valor=1', label: 'Con consulta' },
      { path: '/convertir-tiempo' },
      longitud,
      pulgadas,
    ];
    expect(parseFavourites(stored)).toEqual([longitud, pulgadas]);
    expect(parseFavourites({ path: '/convertir-peso', label: 'Peso' })).toEqual([]);
  });
});

describe('the stored favourites', () => {
  beforeEach(() => {
    window.localStorage.clear();
    act(() => clearFavourites());
  });

  it('stars, unstars and clears through localStorage', () => {
    const { result } = renderHook(() => useFavourites());
    act(() => starPage(longitud));
    act(() => starPage(peso));
    expect(result.current).toEqual([peso, longitud]);
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '')).toEqual([peso, longitud]);
    act(() => unstarPage(peso.path));
    expect(result.current).toEqual([longitud]);
    act(() => clearFavourites());
    expect(result.current).toEqual([]);
    expect(window.localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });

  it('reads garbage JSON as no favourites', () => {
    window.localStorage.setItem(FAVOURITES_KEY, '{{{');
    const { result } = renderHook(() => useFavourites());
    expect(result.current).toEqual([]);
  });
});
