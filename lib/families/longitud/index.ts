import { defineFamily } from '@/lib/families/define';
import { longitudPairs } from './pairs';
import { longitud as units } from './units';
import { longitudContent } from './words';

export const longitudFamily = defineFamily({
  route: {
    path: '/convertir-longitud',
    label: 'Longitud',
    title: 'Convertidor de longitud: metros, pies, pulgadas y millas',
    description:
      'Convierte metros, centímetros, kilómetros, pies, pulgadas y millas con los factores exactos. 1 m = 3.2808 ft, 1 in = 2.54 cm, 1 mi = 1.609344 km.',
    keywords: ['convertir metros a pies', 'pulgadas a centímetros', 'millas a kilómetros', 'conversor de longitud'],
    icon: '📏',
    tags: ['distancia'],
    group: 'Medidas básicas',
    summary: 'metros, centímetros, kilómetros, pies, pulgadas, millas',
    popular: true,
  },
  units,
  words: longitudContent,
  pairs: longitudPairs,
});
